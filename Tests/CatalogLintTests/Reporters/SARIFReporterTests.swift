import CatalogLint
import Foundation
import LocaleCatalog
import Testing

@Suite("SARIF output")
struct SARIFReporterTests {
  static func parse(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func results(_ log: [String: Any]) throws -> [[String: Any]] {
    let runs = try #require(log["runs"] as? [[String: Any]])
    return try #require(runs.first?["results"] as? [[String: Any]])
  }

  static func diagnostic(
    _ path: String, line: Int = 1, severity: Diagnostic.Severity = .error, rule: String = "catalog.missing-key"
  ) -> Diagnostic {
    Diagnostic(
      severity: severity, ruleID: rule, message: "“a” is not translated", path: path,
      position: SourcePosition(line: line, column: 2), locale: "de", key: "a")
  }

  static func report(_ diagnostics: [Diagnostic], workingDirectory: String? = "/repo") -> String {
    SARIFReporter().report(
      ReportInput(diagnostics: diagnostics, catalogs: [], workingDirectory: workingDirectory))
  }

  @Test func fixtureReportMeetsTheSchemaEssentials() throws {
    let log = try Self.parse(SARIFReporter().report(try ReportFixture.input()))
    #expect(SARIFValidator.validate(log) == [])
    let results = try Self.results(log)
    #expect(results.map { $0["level"] as? String } == ["error", "error", "warning"])
  }

  @Test func everyRegisteredRuleIsListedOnceAndResultsPointAtThem() throws {
    let diagnostics = [
      Self.diagnostic("Locales/de.json", severity: .note, rule: "plural.unreachable-category"),
      Self.diagnostic("Locales/de.json", line: 2, rule: "no.such-rule"),
    ]
    let log = try Self.parse(Self.report(diagnostics))
    #expect(SARIFValidator.validate(log) == [])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let ids = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    #expect(ids == RuleRegistry.ids)
    let results = try Self.results(log)
    #expect(results[0]["level"] as? String == "note")
    #expect(results[0]["ruleIndex"] as? Int == RuleRegistry.ids.firstIndex(of: "plural.unreachable-category"))
    // A finding of a rule the driver does not list has no index rather than a wrong one.
    #expect(results[1]["ruleIndex"] == nil)
  }

  @Test func validatorRejectsBrokenLogs() throws {
    let text = SARIFReporter().report(try ReportFixture.input())
    let broken = [
      text.replacingOccurrences(of: #""version": "2.1.0""#, with: #""version": "2.0.0""#),
      text.replacingOccurrences(of: #""level": "warning""#, with: #""level": "serious""#),
      text.replacingOccurrences(of: #""ruleIndex": 2"#, with: #""ruleIndex": 1"#),
      text.replacingOccurrences(of: #""startLine": 3"#, with: #""startLine": 0"#),
      text.replacingOccurrences(of: #""uri": "Locales/de.json""#, with: #""uri": "Locales/d e.json""#),
      text.replacingOccurrences(of: #""columnKind""#, with: #""columnKinds""#),
      text.replacingOccurrences(of: #""%SRCROOT%": {"#, with: #""%ROOT%": {"#),
    ]
    for log in broken {
      #expect(!SARIFValidator.validate(try Self.parse(log)).isEmpty)
    }
  }

  @Test func fingerprintsSurviveMovedLinesButNotChangedFindings() throws {
    let before = try Self.results(Self.parse(Self.report([Self.diagnostic("Locales/de.json", line: 4)])))
    let after = try Self.results(Self.parse(Self.report([Self.diagnostic("Locales/de.json", line: 9)])))
    let otherFile = try Self.results(Self.parse(Self.report([Self.diagnostic("Locales/fr.json", line: 4)])))
    let fingerprint = { (result: [String: Any]) in
      (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
    }
    #expect(fingerprint(before[0]) != nil)
    #expect(fingerprint(before[0]) == fingerprint(after[0]))
    #expect(fingerprint(before[0]) != fingerprint(otherFile[0]))
    // The same file named through an absolute path inside the working directory.
    let absolute = try Self.results(Self.parse(Self.report([Self.diagnostic("/repo/./Locales/de.json", line: 4)])))
    #expect(fingerprint(absolute[0]) == fingerprint(before[0]))
  }

  @Test func uriIsRelativeAndEscapedInsideTheWorkingDirectoryAbsoluteOutside() throws {
    let inside = try Self.results(Self.parse(Self.report([Self.diagnostic("/repo/My Locales/pt-BR#1/é.json")])))
    let outside = try Self.results(Self.parse(Self.report([Self.diagnostic("/elsewhere/de.json")])))
    let artifact = { (result: [String: Any]) -> [String: Any]? in
      let locations = result["locations"] as? [[String: Any]]
      return (locations?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    }
    #expect(artifact(inside[0])?["uri"] as? String == "My%20Locales/pt-BR%231/%C3%A9.json")
    #expect(artifact(inside[0])?["uriBaseId"] as? String == "%SRCROOT%")
    #expect(artifact(outside[0])?["uri"] as? String == "file:///elsewhere/de.json")
    #expect(artifact(outside[0])?["uriBaseId"] == nil)
  }

  @Test func runSaysHowManyFindingsTheBaselineAccepted() throws {
    let log = try Self.parse(SARIFReporter().report(try ReportFixture.input(baselineSuppressedCount: 5)))
    #expect(SARIFValidator.validate(log) == [])
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect((runs[0]["properties"] as? [String: Int]) == ["baselineSuppressed": 5])
    let none = try Self.parse(SARIFReporter().report(try ReportFixture.input()))
    #expect((none["runs"] as? [[String: Any]])?[0]["properties"] == nil)
  }

  @Test func emptyReportIsAValidLogWithNoResults() throws {
    let log = try Self.parse(Self.report([], workingDirectory: nil))
    #expect(SARIFValidator.validate(log) == [])
    #expect(try Self.results(log).isEmpty)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs[0]["originalUriBaseIds"] == nil)
  }
}
