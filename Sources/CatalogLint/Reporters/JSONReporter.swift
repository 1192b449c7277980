import LocaleCatalog

/// A JSON document with a versioned schema (docs/json-format.md) for scripts and
/// dashboards: the tool, every finding in file, line and column order, and summary counts.
public struct JSONReporter: Reporter {
  public static let identifier = "json"
  public static let summary = "a JSON document with a stable, versioned schema"

  /// The schema version written in the document's `version` field. It changes only when a
  /// field is removed or changes meaning; new fields may be added within a version.
  public static let schemaVersion = 1

  public init(options: ReporterOptions = ReporterOptions()) {}

  public func report(_ input: ReportInput) -> String {
    let document = JSONOutput.fields([
      ("version", .integer(JSONReporter.schemaVersion)),
      ("tool", .fields([("name", .string(input.tool.name)), ("version", .string(input.tool.version))])),
      ("findings", .array(input.diagnostics.map { finding($0, in: input) })),
      ("summary", .fields(summary(input))),
    ])
    return document.rendered() + "\n"
  }

  private func summary(_ input: ReportInput) -> [(String, JSONOutput)] {
    var fields: [(String, JSONOutput)] = [
      ("errors", .integer(input.count(of: .error))),
      ("warnings", .integer(input.count(of: .warning))),
      ("notes", .integer(input.count(of: .note))),
      ("files", .integer(input.fileCount)),
      ("messages", .integer(input.messageCount)),
      ("baselineSuppressed", .integer(input.baselineSuppressedCount)),
    ]
    if let comparison = input.comparison {
      // Only with --changed-since: the revision and the findings present there, left out.
      fields.append(("changedSince", .string(comparison.revision)))
      fields.append(("presentAtRevision", .integer(comparison.presentCount)))
    }
    return fields
  }

  private func finding(_ diagnostic: Diagnostic, in input: ReportInput) -> JSONOutput {
    .fields([
      ("ruleId", .string(diagnostic.ruleID)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("file", .string(input.reportedPath(diagnostic.path))),
      ("line", .integer(diagnostic.position.line)),
      ("column", .integer(diagnostic.position.column)),
      ("locale", .string(orNull: diagnostic.locale)),
      ("key", .string(orNull: diagnostic.key)),
      ("notes", .array(diagnostic.notes.map(JSONOutput.string))),
      ("fingerprint", .string(FindingFingerprint(diagnostic, workingDirectory: input.workingDirectory).value)),
    ])
  }
}
