/// One finding about a catalog: where, how severe, which rule, and what is wrong.
///
/// Readers and rules produce the same type, so every finding can be sorted, filtered,
/// suppressed and reported the same way.
public struct Diagnostic: Sendable, Hashable, Comparable {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Information, such as a guessed role to confirm; never fails a check.
    case note
    /// Probably wrong; fails a check only with `--strict`.
    case warning
    /// Wrong: fails the check.
    case error

    private var rank: Int {
      switch self {
      case .note: return 0
      case .warning: return 1
      case .error: return 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious it is.
  public var severity: Severity
  /// The stable, dotted id of the rule that found it, such as `plural.missing-category`.
  public var ruleID: String
  /// One sentence on what is wrong.
  public var message: String
  /// The file, as the user named it.
  public var path: String
  /// Where in the file.
  public var position: SourcePosition
  /// The locale of the file, when the finding is about one locale.
  public var locale: String?
  /// The catalog key the finding is about, when there is one.
  public var key: String?
  /// Further lines of explanation or advice.
  public var notes: [String]

  /// Creates a diagnostic.
  public init(
    severity: Severity, ruleID: String, message: String, path: String, position: SourcePosition,
    locale: String? = nil, key: String? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.path = path
    self.position = position
    self.locale = locale
    self.key = key
    self.notes = notes
  }

  /// Orders by file, line, column, then rule id and message, so output is deterministic.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.position != rhs.position { return lhs.position < rhs.position }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
