import LocaleCatalog

/// Findings accepted as known (docs/configuration.md): a check with a baseline reports only
/// findings that are not in it, so a project can adopt a rule without fixing every old
/// finding first.
///
/// An entry names a finding by rule id, file, key and a fingerprint of those and the
/// message, never by line, so editing other parts of a file keeps its entries valid.
public struct Baseline: Sendable, Hashable {
  /// One accepted finding (or several identical ones).
  public struct Entry: Sendable, Hashable {
    /// The rule's id.
    public var ruleID: String
    /// The file, relative to the working directory the baseline was recorded in.
    public var file: String
    /// The catalog key, when the finding has one.
    public var key: String?
    /// The message, kept for people reading the baseline.
    public var message: String
    /// The fingerprint findings are matched by.
    public var fingerprint: FindingFingerprint
    /// How many identical findings the entry accepts.
    public var count: Int

    /// Creates an entry.
    public init(
      ruleID: String, file: String, key: String?, message: String, fingerprint: FindingFingerprint, count: Int = 1
    ) {
      self.ruleID = ruleID
      self.file = file
      self.key = key
      self.message = message
      self.fingerprint = fingerprint
      self.count = count
    }
  }

  /// The version written in the file's `version` field.
  public static let formatVersion = 1

  /// The accepted findings, sorted by file, rule id, key and message.
  public let entries: [Entry]

  /// Creates a baseline from entries.
  public init(entries: [Entry]) {
    self.entries = entries.sorted {
      ($0.file, $0.ruleID, $0.key ?? "", $0.message, $0.fingerprint.value)
        < ($1.file, $1.ruleID, $1.key ?? "", $1.message, $1.fingerprint.value)
    }
  }

  /// Records `diagnostics` as accepted.
  /// - Parameters:
  ///   - diagnostics: The findings to accept.
  ///   - workingDirectory: The absolute directory file paths are made relative to.
  public init(recording diagnostics: [Diagnostic], workingDirectory: String?) {
    var byFingerprint: [FindingFingerprint: Entry] = [:]
    for diagnostic in diagnostics {
      let fingerprint = FindingFingerprint(diagnostic, workingDirectory: workingDirectory)
      if byFingerprint[fingerprint] != nil {
        byFingerprint[fingerprint]?.count += 1
      } else {
        byFingerprint[fingerprint] = Entry(
          ruleID: diagnostic.ruleID, file: WorkspacePath.relative(diagnostic.path, to: workingDirectory),
          key: diagnostic.key, message: diagnostic.message, fingerprint: fingerprint)
      }
    }
    self.init(entries: Array(byFingerprint.values))
  }

  /// How many findings the baseline accepts in all.
  public var acceptedCount: Int { entries.reduce(0) { $0 + $1.count } }

  /// What is left of a check after a baseline.
  public struct Outcome: Sendable, Hashable {
    /// The findings the baseline does not accept, order kept.
    public var remaining: [Diagnostic]
    /// How many findings the baseline accepted.
    public var suppressedCount: Int
    /// How many accepted findings did not occur (fixed, or not checked this time).
    public var unmatchedCount: Int
  }

  /// Splits `diagnostics` into new findings and those the baseline accepts. Each entry
  /// accepts at most its `count` findings; further identical findings are new.
  public func filter(_ diagnostics: [Diagnostic], workingDirectory: String?) -> Outcome {
    var remainingCounts: [FindingFingerprint: Int] = [:]
    for entry in entries { remainingCounts[entry.fingerprint, default: 0] += entry.count }
    var remaining: [Diagnostic] = []
    var suppressed = 0
    for diagnostic in diagnostics {
      let fingerprint = FindingFingerprint(diagnostic, workingDirectory: workingDirectory)
      if let left = remainingCounts[fingerprint], left > 0 {
        remainingCounts[fingerprint] = left - 1
        suppressed += 1
      } else {
        remaining.append(diagnostic)
      }
    }
    let unmatched = remainingCounts.values.reduce(0, +)
    return Outcome(remaining: remaining, suppressedCount: suppressed, unmatchedCount: unmatched)
  }

  /// The baseline file's text, deterministic for the same findings.
  public func rendered() -> String {
    let document = JSONOutput.fields([
      ("version", .integer(Baseline.formatVersion)),
      (
        "findings",
        .array(
          entries.map { entry in
            .fields([
              ("ruleId", .string(entry.ruleID)),
              ("file", .string(entry.file)),
              ("key", .string(orNull: entry.key)),
              ("message", .string(entry.message)),
              ("fingerprint", .string(entry.fingerprint.value)),
              ("count", .integer(entry.count)),
            ])
          })
      ),
    ])
    return document.rendered() + "\n"
  }
}
