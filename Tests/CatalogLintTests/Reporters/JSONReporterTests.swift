import CatalogLint
import Foundation
import LocaleCatalog
import Testing

@Suite("JSON writer and JSON report")
struct JSONReporterTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("quote \" and backslash \\", #""quote \" and backslash \\""#),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
    ("\u{08}\u{0C}", #""\b\f""#),
    ("nul \u{00} esc \u{1B} us \u{1F} del \u{7F}", #""nul \u0000 esc \u001b us \u001f del \u007f""#),
    ("حذف “x” 削除 👍🏽", "\"حذف “x” 削除 👍🏽\""),
    ("slash / stays", #""slash / stays""#),
  ])
  func stringEscaping(text: String, json: String) throws {
    #expect(JSONOutput.string(text).rendered() == json)
    // What the writer escapes, a standard reader reads back unchanged.
    let parsed = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
    #expect(parsed == [text])
  }

  @Test func membersKeepTheirOrderAndLayoutIsFixed() {
    let document = JSONOutput.fields([
      ("zeta", .integer(-1)), ("alpha", .array([.bool(true), .null])), ("empty", .fields([])), ("none", .array([])),
    ])
    #expect(document.rendered(pretty: false) == #"{"zeta":-1,"alpha":[true,null],"empty":{},"none":[]}"#)
    #expect(
      document.rendered() == """
        {
          "zeta": -1,
          "alpha": [
            true,
            null
          ],
          "empty": {},
          "none": []
        }
        """)
  }

  @Test func reportParsesAndCountsMatchFindings() throws {
    let text = JSONReporter().report(try ReportFixture.input(baselineSuppressedCount: 4))
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["version"] as? Int == JSONReporter.schemaVersion)
    let findings = try #require(root["findings"] as? [[String: Any]])
    #expect(findings.count == 3)
    for finding in findings {
      #expect(
        Set(finding.keys)
          == ["ruleId", "severity", "message", "file", "line", "column", "locale", "key", "notes", "fingerprint"])
    }
    let summary = try #require(root["summary"] as? [String: Int])
    #expect(summary == ["errors": 2, "warnings": 1, "notes": 0, "files": 3, "messages": 6, "baselineSuppressed": 4])
  }

  @Test func findingsWithoutLocaleOrKeyHaveNulls() throws {
    let diagnostic = Diagnostic(
      severity: .error, ruleID: "catalog.invalid-file", message: "bad", path: "Locales/sheets.json",
      position: SourcePosition(line: 1, column: 1))
    let text = JSONReporter().report(ReportInput(diagnostics: [diagnostic], catalogs: []))
    #expect(text.contains(#""locale": null,"#))
    #expect(text.contains(#""key": null,"#))
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let first = JSONReporter().report(try ReportFixture.input())
    let second = JSONReporter().report(try ReportFixture.input())
    #expect(first == second)
  }
}

@Suite("Paths in reports")
struct WorkspacePathTests {
  @Test(arguments: [
    ("Locales/de.json", "/repo", "Locales/de.json"),
    ("./Locales//de.json", "/repo", "Locales/de.json"),
    ("/repo/Locales/de.json", "/repo", "Locales/de.json"),
    ("/repo/Locales/../Locales/de.json", "/repo/", "Locales/de.json"),
    ("/repository/de.json", "/repo", "/repository/de.json"),
    ("../other/de.json", "/repo/app", "/repo/other/de.json"),
    ("/repo", "/repo", "."),
    ("/x/de.json", "/", "x/de.json"),
  ])
  func relative(path: String, workingDirectory: String, expected: String) {
    #expect(WorkspacePath.relative(path, to: workingDirectory) == expected)
  }

  @Test func withoutWorkingDirectoryPathsAreOnlyNormalized() {
    #expect(WorkspacePath.relative("./a/./b/../c.json", to: nil) == "a/c.json")
    #expect(WorkspacePath.relative("../c.json", to: nil) == "../c.json")
  }
}
