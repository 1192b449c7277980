import LocaleCatalog

/// SARIF 2.1.0, the format code-scanning services read (GitHub code scanning, Azure
/// DevOps, IDE viewers): one run whose driver lists every rule, and one result per finding
/// with a stable fingerprint that does not depend on the line.
public struct SARIFReporter: Reporter {
  public static let identifier = "sarif"
  public static let summary = "SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDEs)"

  /// The JSON schema the output follows.
  public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
  /// The base id relative artifact URIs are resolved against: the working directory.
  public static let sourceRootID = "%SRCROOT%"
  /// The key of the fingerprint in `partialFingerprints`.
  public static let fingerprintKey = "sheetL10nFinding/v1"

  public init(options: ReporterOptions = ReporterOptions()) {}

  public func report(_ input: ReportInput) -> String {
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in input.rules.enumerated() where ruleIndex[rule.id] == nil {
      ruleIndex[rule.id] = index
    }
    var run: [(String, JSONOutput)] = [
      (
        "tool",
        .fields([
          (
            "driver",
            .fields([
              ("name", .string(input.tool.name)),
              ("version", .string(input.tool.version)),
              ("semanticVersion", .string(input.tool.version)),
              ("rules", .array(input.rules.map(SARIFReporter.rule))),
            ])
          )
        ])
      )
    ]
    if let workingDirectory = input.workingDirectory {
      run.append(
        (
          "originalUriBaseIds",
          .fields([
            (SARIFReporter.sourceRootID, .fields([("uri", .string(WorkspacePath.directoryURI(workingDirectory)))]))
          ])
        ))
    }
    run.append(("columnKind", .string("unicodeCodePoints")))
    run.append(("results", .array(input.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleID], in: input) })))
    var properties: [(String, JSONOutput)] = []
    if input.baselineSuppressedCount > 0 {
      // Findings a baseline accepted are left out; the run says how many there were.
      properties.append(("baselineSuppressed", .integer(input.baselineSuppressedCount)))
    }
    if let comparison = input.comparison {
      // So are the findings present at the revision of --changed-since.
      properties.append(("changedSince", .string(comparison.revision)))
      properties.append(("presentAtRevision", .integer(comparison.presentCount)))
    }
    if !properties.isEmpty { run.append(("properties", .fields(properties))) }
    let document = JSONOutput.fields([
      ("$schema", .string(SARIFReporter.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([.fields(run)])),
    ])
    return document.rendered() + "\n"
  }

  /// SARIF's `level` for a severity.
  public static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  /// "Missing plural category" → "MissingPluralCategory", SARIF's style for rule names.
  static func identifierName(_ name: String) -> String {
    name.split { !$0.isLetter && !$0.isNumber }.map { word in
      word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }

  private static func rule(_ rule: RuleDescription) -> JSONOutput {
    .fields([
      ("id", .string(rule.id)),
      ("name", .string(identifierName(rule.name))),
      ("shortDescription", .fields([("text", .string(rule.name))])),
      ("fullDescription", .fields([("text", .string(rule.explanation))])),
      ("help", .fields([("text", .string(rule.hint.isEmpty ? rule.explanation : rule.hint))])),
      ("defaultConfiguration", .fields([("level", .string(level(rule.severity)))])),
    ])
  }

  private func result(_ diagnostic: Diagnostic, ruleIndex: Int?, in input: ReportInput) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("ruleId", .string(diagnostic.ruleID))]
    if let ruleIndex { fields.append(("ruleIndex", .integer(ruleIndex))) }
    fields.append(("level", .string(SARIFReporter.level(diagnostic.severity))))
    let text = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
    fields.append(("message", .fields([("text", .string(text))])))
    let (uri, isRelative) = WorkspacePath.uri(for: diagnostic.path, workingDirectory: input.workingDirectory)
    var artifact: [(String, JSONOutput)] = [("uri", .string(uri))]
    if isRelative, input.workingDirectory != nil {
      artifact.append(("uriBaseId", .string(SARIFReporter.sourceRootID)))
    }
    let location = JSONOutput.fields([
      (
        "physicalLocation",
        .fields([
          ("artifactLocation", .fields(artifact)),
          (
            "region",
            .fields([
              ("startLine", .integer(diagnostic.position.line)),
              ("startColumn", .integer(diagnostic.position.column)),
            ])
          ),
        ])
      )
    ])
    fields.append(("locations", .array([location])))
    let fingerprint = FindingFingerprint(diagnostic, workingDirectory: input.workingDirectory)
    fields.append(("partialFingerprints", .fields([(SARIFReporter.fingerprintKey, .string(fingerprint.value))])))
    var properties: [(String, JSONOutput)] = []
    if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
    if let key = diagnostic.key { properties.append(("key", .string(key))) }
    if !properties.isEmpty { fields.append(("properties", .fields(properties))) }
    return .fields(fields)
  }
}
