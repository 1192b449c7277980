import LocaleCatalog

/// The tool named in machine-readable reports (JSON's `tool`, SARIF's `driver`).
public struct ToolInfo: Sendable, Hashable {
  /// The command's name.
  public var name: String
  /// Its version.
  public var version: String

  /// Creates tool information.
  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  /// This package's command, `sheet-l10n`, at its current version.
  public static let sheetL10n = ToolInfo(name: "sheet-l10n", version: "0.1.0")
}

/// What a reporter needs besides the findings: the files, for showing source lines; the
/// rules, for explaining them; where paths are relative to; what the baseline accepted.
public struct ReportInput: Sendable {
  /// The findings, sorted.
  public let diagnostics: [Diagnostic]
  /// The files the findings point into, by path.
  public let sources: [String: SourceFile]
  /// The lines findings point at in files that are no longer held (read one at a time and
  /// let go): path → line number → text.
  public let excerpts: [String: [Int: String]]
  /// How many locale files were checked, for the summary.
  public let fileCount: Int
  /// How many messages were checked.
  public let messageCount: Int
  /// The rules that could have reported, in registry order (SARIF lists them; the
  /// explained report quotes their explanations and hints).
  public let rules: [RuleDescription]
  /// The tool that made the report.
  public let tool: ToolInfo
  /// The absolute directory that machine-readable paths are made relative to, or nil to
  /// keep paths as given.
  public let workingDirectory: String?
  /// How many findings a baseline accepted and left out of `diagnostics`.
  public let baselineSuppressedCount: Int
  /// The revision the findings were compared with and how many were present there too and
  /// left out of `diagnostics` (`check --changed-since`), or nil.
  public let comparison: RevisionComparison?
  /// How many keys each checked translation is expected to translate, for summing up a
  /// locale that is mostly untranslated in one line (text reports).
  public let completions: [LocaleCompletion]

  /// Creates the input for a report on `catalogs`.
  /// - Parameters:
  ///   - diagnostics: The findings to report, sorted.
  ///   - catalogs: The catalogs the findings are about, for source lines and counts.
  ///   - rules: The rules that ran; by default every registered rule.
  ///   - tool: The tool's name and version.
  ///   - workingDirectory: The absolute directory paths are made relative to, or nil.
  ///   - baselineSuppressedCount: Findings the baseline accepted, for the summary.
  ///   - comparison: The revision findings were compared with, for the summary.
  ///   - extraSources: Files outside the catalogs that findings point into (lexicons).
  ///   - results: What ``Linter/run(_:locales:)`` gave for the catalogs, when it read some of
  ///     their files one at a time: the counts and lines of those files come from it.
  public init(
    diagnostics: [Diagnostic], catalogs: [Catalog], rules: [RuleDescription] = RuleRegistry.descriptions,
    tool: ToolInfo = .sheetL10n, workingDirectory: String? = nil, baselineSuppressedCount: Int = 0,
    comparison: RevisionComparison? = nil, extraSources: [SourceFile] = [], results: [LintResult]? = nil
  ) {
    var sources: [String: SourceFile] = [:]
    for source in extraSources { sources[source.path] = source }
    for catalog in catalogs {
      for source in catalog.sources { sources[source.path] = source }
    }
    var excerpts: [String: [Int: String]] = [:]
    for result in results ?? [] { excerpts.merge(result.excerpts) { kept, _ in kept } }
    self.init(
      diagnostics: diagnostics, sources: sources,
      fileCount: results?.reduce(0) { $0 + $1.fileCount } ?? catalogs.reduce(0) { $0 + $1.files.count },
      messageCount: results?.reduce(0) { $0 + $1.messageCount } ?? catalogs.reduce(0) { $0 + $1.messageCount },
      rules: rules, tool: tool, workingDirectory: workingDirectory, baselineSuppressedCount: baselineSuppressedCount,
      comparison: comparison, excerpts: excerpts, completions: results?.flatMap(\.completions) ?? [])
  }

  /// Creates the input from its parts, for a report on part of a catalog (one locale file).
  public init(
    diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int, messageCount: Int,
    rules: [RuleDescription] = RuleRegistry.descriptions, tool: ToolInfo = .sheetL10n,
    workingDirectory: String? = nil, baselineSuppressedCount: Int = 0, comparison: RevisionComparison? = nil,
    excerpts: [String: [Int: String]] = [:], completions: [LocaleCompletion] = []
  ) {
    self.completions = completions
    self.diagnostics = diagnostics
    self.sources = sources
    self.excerpts = excerpts
    self.fileCount = fileCount
    self.messageCount = messageCount
    self.rules = rules
    self.tool = tool
    self.workingDirectory = workingDirectory
    self.baselineSuppressedCount = baselineSuppressedCount
    self.comparison = comparison
  }

  /// The path of a finding's file as machine-readable reports write it: relative to the
  /// working directory when inside it.
  public func reportedPath(_ path: String) -> String {
    WorkspacePath.relative(path, to: workingDirectory)
  }

  /// The text of a 1-based line of the file at `path`, when the report has that file or
  /// that line of it.
  public func line(_ number: Int, of path: String) -> String? {
    sources[path].map { $0.line(number) } ?? excerpts[path]?[number]
  }

  /// The description of the rule with `id`, if it is among `rules`.
  public func rule(withID id: String) -> RuleDescription? {
    rules.first { $0.id == id }
  }

  /// How many findings have `severity`.
  public func count(of severity: Diagnostic.Severity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

/// Settings that a reporter may use; most reporters ignore them.
public struct ReporterOptions: Sendable, Hashable {
  /// Whether to colour text with ANSI escapes (only for a terminal).
  public var colored: Bool
  /// Whether text reports show every finding on its own, rather than one entry for the
  /// same finding in many locales and one line for a mostly untranslated locale.
  public var verbose: Bool

  /// Creates options.
  public init(colored: Bool = false, verbose: Bool = false) {
    self.colored = colored
    self.verbose = verbose
  }
}

/// Turns findings into text for one audience. Reporters are pure functions: the same input
/// always gives the same text.
public protocol Reporter: Sendable {
  /// The identifier given to `--format`, such as `text`.
  static var identifier: String { get }
  /// What the format is for, in a few words, for `--help`.
  static var summary: String { get }
  /// Creates the reporter.
  init(options: ReporterOptions)
  /// The whole report, ending with a line break.
  func report(_ input: ReportInput) -> String
}

/// Every output format, chosen by identifier.
public enum ReporterRegistry {
  /// All reporter types, in the order `--help` lists them.
  public static let all: [any Reporter.Type] = [
    TextReporter.self, ExplainedReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
  ]

  /// The identifiers of all formats.
  public static var identifiers: [String] { all.map { $0.identifier } }

  /// A reporter for `identifier`, or nil when no format has that name.
  public static func reporter(for identifier: String, options: ReporterOptions = ReporterOptions())
    -> (any Reporter)?
  {
    all.first { $0.identifier == identifier }.map { $0.init(options: options) }
  }
}
