import Foundation
import Testing

@Suite("sheet-l10n validate, as a process")
struct ValidateCommandTests {
  static let brokenArabic = """
    {
      "@@locale": "ar",
      "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}",
      "common.cancel": "إلغاء"
    }
    """

  static func catalog(_ files: [String: String]) throws -> Fixture {
    try Fixture(["en.json": CheckCommandTests.english].merging(files) { $1 })
  }

  @Test func brokenArabicIsExplainedWithItsPluralCategories() throws {
    let fixture = try Self.catalog(["ar.json": Self.brokenArabic])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["validate", "ar.json"], in: fixture.url)
    #expect(result.status == 1)
    let output = result.standardOutput
    #expect(
      output.hasPrefix(
        "ar.json:3:28: error: the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other [plural.missing-category]\n"
      ))
    for note in ["note: zero: 0", "note: two: 2", "note: few: 3–10, 103–110, 203–210, 303–310, …", "note: many: 11–99"]
    {
      #expect(output.contains("    " + note))
    }
    #expect(output.contains("    why: A {n, plural, …} argument needs a branch for every cardinal category"))
    #expect(
      output.contains("    fix: Add a branch for each missing category, worded for the numbers listed with it.\n"))
    #expect(output.contains("Plural categories of ar (Arabic), from CLDR:\n  cardinal {n, plural, …}\n    zero   0\n"))
    #expect(output.contains("    few    3–10, 103–110, 203–210, 303–310, …\n"))
    #expect(output.hasSuffix("1 error, 0 warnings in 1 locale file (2 messages checked)\n"))
  }

  @Test func onlyTheGivenLocaleIsReported() throws {
    let fixture = try Self.catalog([
      "ar.json": Self.brokenArabic,
      "de.json": #"{"common.cancel": "Abbrechen"}"#,
      "fr.json":
        #"{"delete-photos.delete": "{count, plural, one {Supprimer # photo} many {Supprimer # de photos} other {Supprimer # photos}}", "common.cancel": "Annuler"}"#,
    ])
    defer { fixture.remove() }
    let french = try CommandRunner.run(["validate", fixture.url.appendingPathComponent("fr.json").path])
    #expect(french.status == 0, "\(french.standardOutput)")
    #expect(french.standardOutput == "0 errors, 0 warnings in 1 locale file (2 messages checked)\n")
    let german = try CommandRunner.run(["validate", "de.json"], in: fixture.url)
    #expect(german.status == 1)
    #expect(german.standardOutput.contains("de.json:1:2: error: “delete-photos.delete” is not translated"))
    #expect(!german.standardOutput.contains("ar.json"))
  }

  @Test func strictAndFormatsWorkAsInCheck() throws {
    let fixture = try Self.catalog([
      "ja.json": #"{"delete-photos.delete": "{count, plural, one {削除} other {# 件削除}}", "common.cancel": "キャンセル"}"#
    ])
    defer { fixture.remove() }
    #expect(try CommandRunner.run(["validate", "ja.json"], in: fixture.url).status == 0)
    #expect(try CommandRunner.run(["validate", "--strict", "ja.json"], in: fixture.url).status == 1)
    let json = try CommandRunner.run(["validate", "--format", "json", "ja.json"], in: fixture.url)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect((root["findings"] as? [[String: Any]])?.first?["ruleId"] as? String == "plural.unreachable-category")
  }

  @Test func fileNameThatIsNoLocaleIsAFinding() throws {
    let fixture = try Self.catalog(["ar_EG.json": #"{"common.cancel": "إلغاء"}"#])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["validate", "ar_EG.json"], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("ar_EG.json:1:1: error: the file name “ar_EG.json” is not a locale"))
    #expect(result.standardOutput.contains("(use hyphens: “ar-EG”)"))
  }

  @Test func withoutItsSourceTheFileCannotBeValidated() throws {
    let lonely = try Fixture(["ar.json": Self.brokenArabic])
    defer { lonely.remove() }
    let result = try CommandRunner.run(["validate", "ar.json"], in: lonely.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("no source file en.json beside ar.json"))
    #expect(result.standardOutput.isEmpty)

    let brokenSource = try Fixture(["en.json": "{\"common.cancel\": ", "ar.json": Self.brokenArabic])
    defer { brokenSource.remove() }
    let broken = try CommandRunner.run(["validate", "ar.json"], in: brokenSource.url)
    #expect(broken.status == 2)
    #expect(broken.standardError.hasPrefix("en.json:1:19: error: the source file cannot be read"))
  }

  @Test func badArgumentsExitTwo() throws {
    #expect(try CommandRunner.run(["validate"]).status == 2)
    #expect(try CommandRunner.run(["validate", "Locales/xx-no-such.json"]).status == 2)
    #expect(try CommandRunner.run(["validate", "Locales"]).status == 2)
    #expect(try CommandRunner.run(["validate", "Locales/ar.json", "Locales/de.json"]).status == 2)
  }

  @Test func bundledLocaleFilesValidate() throws {
    for name in ["ar", "ja", "ru", "pt-BR"] {
      let result = try CommandRunner.run(["validate", "Locales/\(name).json"])
      #expect(result.status == 0, "\(name): \(result.standardOutput)")
    }
  }
}
