import Foundation
import Testing

/// A small catalog whose ar.json lacks the plural categories Arabic needs.
let brokenArabicCatalog: [String: String] = [
  "en.json": """
  {
    "@@locale": "en",
    "photos.title": "{count, plural, one {Delete this photo?} other {Delete these # photos?}}",
    "photos.delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
    "@photos.delete": {"role": "destructive", "verb": "delete"},
    "common.cancel": "Cancel",
    "@common.cancel": {"role": "cancel"}
  }
  """,
  "ar.json": """
  {
    "@@locale": "ar",
    "photos.title": "{count, plural, one {هل تريد حذف هذه الصورة؟} other {هل تريد حذف # صورة؟}}",
    "photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صورة}}",
    "common.cancel": "إلغاء"
  }
  """,
  "sheets.json": """
  {"delete-photos": {"title": "photos.title", "buttons": ["photos.delete", "common.cancel"]}}
  """,
]

@Suite("sheet-l10n report and pseudo, as a process")
struct ReportCommandTests {
  @Test func reportShowsThePluralFindingBesideTheArabicLabel() throws {
    let fixture = try Fixture(brokenArabicCatalog)
    defer { fixture.remove() }
    let result = try CommandRunner.run(["report", ".", "--html", "out"], in: fixture.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOf: fixture.url.appendingPathComponent("out/index.html"), encoding: .utf8)
    let label = try #require(page.range(of: "data-key=\"photos.delete\">حذف ٣ صورة</span>"))
    let after = page[label.upperBound...]
    #expect(after.hasPrefix("<ul class=\"findings\" dir=\"ltr\" lang=\"en\" data-for=\"photos.delete\">"))
    let list = after.prefix { _ in true }.components(separatedBy: "</ul>")[0]
    #expect(list.contains("data-rule=\"plural.missing-category\""))
    #expect(list.contains("data-severity=\"error\""))
    #expect(list.contains(">ar.json:4:"))
    #expect(list.contains("<span class=\"fix\">fix: "))
  }

  @Test func textsLongerThanMaxLengthAndFallbacksAreMarked() throws {
    var files = brokenArabicCatalog
    files["en.json"] = files["en.json"]?.replacingOccurrences(
      of: "\"verb\": \"delete\"}", with: "\"verb\": \"delete\", \"maxLength\": 12}")
    files["ar.json"] = files["ar.json"]?.replacingOccurrences(of: ",\n  \"common.cancel\": \"إلغاء\"", with: "")
    let fixture = try Fixture(files)
    defer { fixture.remove() }
    let result = try CommandRunner.run(["report", ".", "--html", "out"], in: fixture.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOf: fixture.url.appendingPathComponent("out/index.html"), encoding: .utf8)
    #expect(
      page.contains(
        "<span class=\"label too-long\" data-key=\"photos.delete\">Delete 3 Photos</span><span class=\"marker length-note\" dir=\"ltr\" lang=\"en\">longer than maxLength 12</span>"
      ))
    #expect(
      page.contains(
        "<span class=\"label fallback\" data-key=\"common.cancel\">Cancel</span><span class=\"marker fallback-note\" dir=\"ltr\" lang=\"en\">from en</span>"
      ))
  }

  @Test func withoutSheetsEveryDestructiveLabelIsShownWithCancel() throws {
    var files = brokenArabicCatalog
    files["sheets.json"] = nil
    let fixture = try Fixture(files)
    defer { fixture.remove() }
    let result = try CommandRunner.run(
      ["report", ".", "--html", "out", "--locale", "ar", "--locale", "ar-XB"], in: fixture.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOf: fixture.url.appendingPathComponent("out/index.html"), encoding: .utf8)
    #expect(page.contains("<td class=\"cell\" data-sheet=\"photos.delete\" data-locale=\"ar\""))
    #expect(page.contains("data-locale=\"ar-XB\" data-rules=\"\" data-severities=\"\" lang=\"ar-XB\" dir=\"rtl\""))
    #expect(page.contains("data-role=\"cancel\""))
    #expect(!page.contains("data-locale=\"en\" data-rules"))
  }

  @Test func pseudoCatalogPassesCheckAndPreviewDrawsArXBRightToLeft() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-pseudo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let written = try CommandRunner.run([
      "pseudo", "Locales", "--locale", "en-XA", "--locale", "ar-XB", "--output", output.path,
    ])
    #expect(written.status == 0, "\(written.standardError)")
    let accented = try String(contentsOf: output.appendingPathComponent("en-XA.json"), encoding: .utf8)
    #expect(accented.contains("\"common.cancel\": \"[Çåñçéļ one]\""))
    let check = try CommandRunner.run(["check", output.path, "--format", "json"])
    #expect(check.status == 0, "\(check.standardOutput)")
    let findings = check.standardOutput.components(separatedBy: "\"ruleId\"").dropFirst()
    #expect(findings.allSatisfy { $0.contains("layout.length") }, "\(check.standardOutput)")

    let preview = try CommandRunner.run(["preview", "delete-photos", "--locale", "ar-XB", "--arg", "count=2"])
    #expect(preview.status == 0, "\(preview.standardError)")
    #expect(preview.standardOutput.hasPrefix("compact: bottom sheet"))
    #expect(preview.standardOutput.contains("right to left"))
    #expect(!preview.standardOutput.contains("the source label is shown"))
  }

  @Test func pseudoRefusesARealLocale() throws {
    let result = try CommandRunner.run(["pseudo", "Locales", "--locale", "de", "--output", "/tmp/never"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("not a pseudo-locale"))
  }
}
