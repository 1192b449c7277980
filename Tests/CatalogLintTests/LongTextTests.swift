import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Findings about long texts and long lines stay lines a person can read: a minified file is
/// one line, and a label or message can be thousands of characters long.
@Suite("Long texts and long lines in findings")
struct LongTextTests {
  /// The findings and the text report of a small catalog written to disk.
  private func check(_ files: [String: String]) throws -> (findings: [Diagnostic], report: String) {
    let example = try ExampleCatalog(RuleExample(files))
    defer { try? FileManager.default.removeItem(at: example.directory) }
    let findings = Linter().lint(example.catalog)
    let report = TextReporter(options: ReporterOptions()).report(
      ReportInput(diagnostics: findings, catalogs: [example.catalog]))
    return (findings, report)
  }

  @Test func aFindingInAMinifiedFileShowsTheLineAroundItsColumn() throws {
    let padding = (1...60).map { #""k\#($0)": "Text \#($0)""# }.joined(separator: ",")
    let source = "{" + padding + #","a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#
    let german =
      "{" + padding + #","a": "Löschen", "b": "Extra","# + padding.replacingOccurrences(of: "\"k", with: "\"m") + "}"
    let (findings, report) = try check(["en.json": source, "de.json": german])
    let extra = try #require(findings.first { $0.ruleID == "catalog.extra-key" })
    #expect(extra.position.column > 500)
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let at = try #require(lines.firstIndex { $0.contains("[catalog.extra-key]") })
    let shown = String(lines[at + 1].dropFirst(4))
    let caret = String(lines[at + 2].dropFirst(4))
    #expect(shown.hasPrefix("…") && shown.hasSuffix("…"))
    #expect(shown.unicodeScalars.count <= 202)
    // The caret stands under the key's opening quote, as it does in the file.
    #expect(caret.last == "^")
    let underCaret = shown.unicodeScalars[
      shown.unicodeScalars.index(shown.unicodeScalars.startIndex, offsetBy: caret.count - 1)]
    #expect(underCaret == "\"")
    #expect(shown.contains(#""b": "Extra""#))
  }

  @Test func aShortLineIsShownWhole() throws {
    let (_, report) = try check(["en.json": #"{"a": "Delete"}"#, "de.json": #"{"a": "Löschen", "b": "Extra"}"#])
    #expect(
      report.contains("\n    {\"a\": \"Löschen\", \"b\": \"Extra\"}\n" + String(repeating: " ", count: 4 + 17) + "^\n"))
  }

  @Test func aHugeLabelIsQuotedInPart() throws {
    let huge = String(repeating: "Löschen ", count: 2_000)
    let (findings, _) = try check([
      "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
      "de.json": "{\"a\": \"\(huge)\"}",
    ])
    let layout = try #require(findings.first { $0.ruleID == "layout.length" })
    #expect(layout.message.contains("is 16000 columns wide in de"))
    #expect(layout.message.count < 400)
    #expect(layout.message.contains(String(repeating: "Löschen ", count: 12) + "Lösc…”"))
  }

  @Test func aLongUntranslatedSourceTextIsQuotedInPart() throws {
    let long = String(repeating: "This photo will be deleted. ", count: 100)
    let (findings, _) = try check([
      "en.json": "{\"a\": \"\(long)\", \"b\": \"Delete\"}", "de.json": #"{"b": "Löschen"}"#,
    ])
    let missing = try #require(findings.first { $0.ruleID == "catalog.missing-key" })
    #expect(missing.message.hasSuffix("“" + String(long.prefix(100)) + "…”"))
  }
}
