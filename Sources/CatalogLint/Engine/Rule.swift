import ICU
import LocaleCatalog

/// A check over a catalog. Each rule is one type in one file, named after it, carrying its
/// own description and the examples that prove it.
public protocol Rule: Sendable {
  /// The rule's id, name, explanation, severity and examples.
  static var description: RuleDescription { get }

  /// Creates the rule with its default settings.
  init()

  /// Findings about one locale file. Called once per file, files in parallel.
  func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic]

  /// Findings about the catalog as a whole (load problems, `sheets.json`). Called once.
  func checkCatalog(in context: LintContext) -> [Diagnostic]
}

extension Rule {
  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] { [] }
  public func checkCatalog(in context: LintContext) -> [Diagnostic] { [] }

  /// A diagnostic from this rule, with its default severity. When `key` names an entry of
  /// `file` that was read from a companion file (a `.stringsdict` beside
  /// `Localizable.strings`), the finding is in that file; compute `position` with
  /// ``LocaleFile/position(ofKeyOf:)`` or ``LocaleFile/position(ofMessageOffset:in:)``.
  func diagnostic(
    _ message: String, in file: LocaleFile, at position: SourcePosition, key: String? = nil, notes: [String] = []
  ) -> Diagnostic {
    let path = key.flatMap { file[$0] }.map { file.path(of: $0) } ?? file.path
    return Diagnostic(
      severity: Self.description.severity, ruleID: Self.description.id, message: message, path: path,
      position: position, locale: file.locale.tag, key: key, notes: notes)
  }
}

/// A rule whose findings about the catalog as a whole are drawn from every locale file (a
/// sheet that breaks the spec "in de, fr"): it observes each file while the file is checked,
/// so that files read one at a time can be let go, and concludes once from what it saw.
public protocol CrossLocaleRule: Rule {
  /// What the rule keeps of one file.
  associatedtype Observation: Sendable

  /// What the rule keeps of `file`. Called once per file, files in parallel.
  func observe(_ file: LocaleFile, in context: LintContext) -> Observation

  /// The findings, from the observations of every locale file in locale order.
  func conclude(_ observations: [LocaleObservation<Observation>], in context: LintContext) -> [Diagnostic]

  /// The lines of the observed file that findings may point at: kept for the report when
  /// a file read one at a time is let go. None by default.
  func positions(in observation: Observation) -> [(path: String, line: Int)]
}

/// What a ``CrossLocaleRule`` kept of one locale's file.
public struct LocaleObservation<Value: Sendable>: Sendable {
  /// The file's locale.
  public let locale: LocaleID
  /// What the rule kept.
  public let value: Value

  /// Pairs a locale with what was observed of its file.
  public init(locale: LocaleID, value: Value) {
    self.locale = locale
    self.value = value
  }
}

extension CrossLocaleRule {
  public func positions(in observation: Observation) -> [(path: String, line: Int)] { [] }

  /// ``positions(in:)`` for a linter that holds rules of every kind.
  func anyPositions(in observation: any Sendable) -> [(path: String, line: Int)] {
    (observation as? Observation).map { positions(in: $0) } ?? []
  }

  /// Observes every file of the context's catalog, then concludes.
  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    conclude(
      context.catalog.files.map { LocaleObservation(locale: $0.locale, value: observe($0, in: context)) }, in: context)
  }

  /// ``observe(_:in:)`` for a linter that holds rules of every kind.
  func anyObservation(of file: LocaleFile, in context: LintContext) -> any Sendable {
    observe(file, in: context)
  }

  /// ``conclude(_:in:)`` over observations made by ``anyObservation(of:in:)``, in locale order.
  func conclusion(from observations: [(locale: LocaleID, value: any Sendable)], in context: LintContext)
    -> [Diagnostic]
  {
    conclude(
      observations.compactMap { observation in
        (observation.value as? Observation).map { LocaleObservation(locale: observation.locale, value: $0) }
      }, in: context)
  }
}

/// A rule's description: what it is called, what it checks, how severe it is by default,
/// and examples that must and must not trigger it.
public struct RuleDescription: Sendable {
  /// The stable dotted id, such as `plural.missing-category`.
  public let id: String
  /// A short human name.
  public let name: String
  /// What the rule checks and why, in a sentence or two.
  public let explanation: String
  /// How to fix a finding, in one sentence addressed to the person editing the file.
  public let hint: String
  /// The default severity.
  public let severity: Diagnostic.Severity
  /// Catalogs that must trigger the rule, with `↓` marking every expected finding.
  public let triggeringExamples: [RuleExample]
  /// Catalogs that must not trigger the rule.
  public let nonTriggeringExamples: [RuleExample]

  /// Creates a description.
  public init(
    id: String, name: String, explanation: String, hint: String, severity: Diagnostic.Severity,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.name = name
    self.explanation = explanation
    self.hint = hint
    self.severity = severity
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// A small catalog used as a rule example: file name → file text. In triggering examples a
/// `↓` stands just before each character where a finding must be reported; it is removed
/// before the files are written.
public struct RuleExample: Sendable, Hashable {
  /// The files of the example catalog, such as `en.json` and `de.json`.
  public let files: [String: String]

  /// Creates an example from file texts.
  public init(_ files: [String: String]) {
    self.files = files
  }

  /// The marker for expected findings.
  public static let marker: Character = "↓"
}
