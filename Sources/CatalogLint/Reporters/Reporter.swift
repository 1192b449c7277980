import LocaleCatalog

/// What a reporter needs besides the findings: the files, for showing source lines.
public struct ReportInput: Sendable {
  /// The findings, sorted.
  public let diagnostics: [Diagnostic]
  /// The files the findings point into, by path.
  public let sources: [String: SourceFile]
  /// How many locale files and messages were checked, for the summary.
  public let fileCount: Int
  /// How many messages were checked.
  public let messageCount: Int

  /// Creates the input for a report on `catalog`.
  public init(diagnostics: [Diagnostic], catalogs: [Catalog]) {
    self.diagnostics = diagnostics
    var sources: [String: SourceFile] = [:]
    for catalog in catalogs {
      for source in catalog.sources { sources[source.path] = source }
    }
    self.sources = sources
    self.fileCount = catalogs.reduce(0) { $0 + $1.files.count }
    self.messageCount = catalogs.reduce(0) { $0 + $1.messageCount }
  }
}

/// Turns findings into text for one audience. Reporters are pure functions.
public protocol Reporter: Sendable {
  /// The identifier given to `--format`, such as `text`.
  static var identifier: String { get }
  /// The whole report.
  func report(_ input: ReportInput) -> String
}
