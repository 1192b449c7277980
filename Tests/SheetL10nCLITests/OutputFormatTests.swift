import Foundation
import Testing

@Suite("sheet-l10n check --format, as a process")
struct OutputFormatTests {
  /// A catalog with one error (Arabic lacks plural forms) and one warning (an extra key).
  static func brokenCatalog() throws -> Fixture {
    try Fixture([
      "en.json": CheckCommandTests.english,
      "ar.json": """
      {
        "@@locale": "ar",
        "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}",
        "common.cancel": "إلغاء"
      }
      """,
      "de.json": """
      {
        "delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}}",
        "common.cancel": "Abbrechen",
        "common.cancle": "Abbrechen"
      }
      """,
      "lexicons/en.json": CheckCommandTests.lexicon("en", cancel: "Cancel", delete: "delete"),
      "lexicons/ar.json": CheckCommandTests.lexicon("ar", cancel: "إلغاء", delete: "حذف"),
      "lexicons/de.json": CheckCommandTests.lexicon("de", cancel: "Abbrechen", delete: "lösch*"),
    ])
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonReportParsesWithPathsRelativeToTheWorkingDirectory() throws {
    let fixture = try Self.brokenCatalog()
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", "--format", "json", "."], in: fixture.url)
    #expect(result.status == 1)
    let root = try Self.json(result.standardOutput)
    let findings = try #require(root["findings"] as? [[String: Any]])
    #expect(findings.map { $0["file"] as? String } == ["ar.json", "de.json"])
    #expect(findings.map { $0["ruleId"] as? String } == ["plural.missing-category", "catalog.extra-key"])
    #expect(findings[0]["line"] as? Int == 3)
    #expect(findings[0]["column"] as? Int == 28)
    #expect((findings[0]["notes"] as? [String])?.contains("few: 3–10, 103–110, 203–210, 303–310, …") == true)
    #expect(
      root["summary"] as? [String: Int] == [
        "errors": 1, "warnings": 1, "notes": 0, "files": 3, "messages": 7, "baselineSuppressed": 0,
      ])
  }

  @Test func sarifReportLocatesFindingsForCodeScanning() throws {
    let fixture = try Self.brokenCatalog()
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", "--format=sarif", "."], in: fixture.url)
    #expect(result.status == 1)
    let root = try Self.json(result.standardOutput)
    #expect(root["version"] as? String == "2.1.0")
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    let location = try #require(
      (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "ar.json")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
  }

  @Test func githubAnnotationsThenSummary() throws {
    let fixture = try Self.brokenCatalog()
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", "--format", "github", "."], in: fixture.url)
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix("::error file=ar.json,line=3,col=28,title=Missing plural category [plural.missing-category]::")
    )
    #expect(lines[0].contains("%0Afew: 3–10, 103–110"))
    #expect(lines[1].hasPrefix("::warning file=de.json,line=4,col=3,"))
    #expect(lines[2] == "sheet-l10n: 1 error, 1 warning in 3 locale files (7 messages checked)")
  }

  @Test(arguments: ["text", "explained", "json", "sarif", "github"])
  func bundledCatalogPassesInEveryFormat(format: String) throws {
    let result = try CommandRunner.run(["check", "--format", format, "Locales"])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    if format == "json" || format == "sarif" {
      _ = try Self.json(result.standardOutput)
    }
  }

  @Test func unknownFormatExitsTwoAndNamesTheFormats() throws {
    let result = try CommandRunner.run(["check", "--format", "xml", "Locales"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("unknown format “xml”; use text, explained, json, sarif, github"))
    #expect(result.standardOutput.isEmpty)
  }
}
