import CatalogLint
import Foundation
import ICU
import LocaleCatalog
import Testing

/// Apple catalogs checked one locale at a time (`.lproj` folders read as their turn comes,
/// a String Catalog's locales made into messages as theirs comes) find exactly what a check
/// of the whole catalog finds, and report it the same way.
@Suite("Checking Apple catalogs one locale at a time")
struct DeferredAppleCheckTests {
  static var fixtures: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/AppleFormats").path
  }

  /// `.lproj` folders with a fallback parent (pt for pt-BR), a `.strings` that does not
  /// parse beside a `.stringsdict` that does, a `.stringsdict` that does not parse, a folder
  /// named after no locale, and sheets.
  static let trickyLproj: [String: String] = [
    "en.lproj/Localizable.strings": """
    /* role: destructive, verb: delete */
    "delete" = "Delete";
    /* role: cancel */
    "cancel" = "Cancel";
    "t" = "Photo from %@";
    """,
    "en.lproj/Localizable.stringsdict": """
    <plist><dict>
      <key>count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>%lld photo</string>
          <key>other</key><string>%lld photos</string>
        </dict>
      </dict>
    </dict></plist>
    """,
    "pt.lproj/Localizable.strings": #""delete" = "Apagar"; "cancel" = "Cancelar"; "t" = "Foto de %@";"#,
    "pt-BR.lproj/Localizable.strings": #""delete" = "Cancelar"; "cancel" = "Cancelar";"#,
    "de.lproj/Localizable.strings": #""delete" = "Teilen"; "cancel" = "Abbrechen"; "t" = "Foto von %d";"#,
    "de.lproj/Localizable.stringsdict": """
    <plist><dict>
      <key>count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>other</key><string>%lld Fotos</string>
        </dict>
      </dict>
      <key>extra</key><string>Zusätzlich</string>
    </dict></plist>
    """,
    "fr.lproj/Localizable.strings": #""delete" = "Supprimer" "cancel" = "Annuler";"#,
    "fr.lproj/Localizable.stringsdict": """
    <plist><dict>
      <key>count</key><string>%lld photos</string>
    </dict></plist>
    """,
    "ja.lproj/Localizable.strings": #""delete" = " "; "cancel" = "キャンセル"; "t" = "%@ の写真";"#,
    "ja.lproj/Localizable.stringsdict": "<plist><dict><key>count</key>",
    "not a locale!.lproj/Localizable.strings": #""t" = "x";"#,
    "sheets.json": #"{"photo": {"title": "t", "buttons": ["delete", "cancel"]}}"#,
  ]

  @Test func translationsOfLprojFoldersAreLeftOnDisk() throws {
    let directory = try TemporaryDirectory(Self.trickyLproj)
    defer { directory.remove() }
    let catalog = try #require(CatalogLoader().loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(catalog.deferredFiles.map(\.locale.tag) == ["de", "fr", "ja", "pt-BR"])
    #expect(catalog.files.map(\.locale.tag) == ["en", "pt"])
    #expect(catalog.deferredFiles.first?.path.hasSuffix("de.lproj/Localizable.strings") == true)
  }

  @Test(arguments: [nil, ["ja"], ["fr"], ["pt-BR", "de"]] as [[String]?])
  func theTrickyLprojFoldersGiveTheSameFindings(locales tags: [String]?) throws {
    let directory = try TemporaryDirectory(Self.trickyLproj)
    defer { directory.remove() }
    let locales = try tags.map { Set(try $0.map { try LocaleID($0) }) }
    let result = try Self.compare(directory.path, locales: locales)
    if tags == nil {
      let rules = Set(result.diagnostics.map(\.ruleID))
      #expect(
        rules.isSuperset(of: [
          "catalog.invalid-file", "catalog.extra-key", "plural.missing-category", "message.arguments",
          "verb.ambiguous",
        ]), "\(rules)")
      #expect(result.diagnostics.contains { $0.path.hasSuffix("de.lproj/Localizable.stringsdict") })
    }
  }

  /// An XLIFF document of sheet-l10n's ICU dialect with one `<file>` per section.
  static func xliff(_ sections: [(table: String, source: String, target: String, units: String)]) -> String {
    let files = sections.map { section in
      """
        <file original="\(section.table).xcstrings" source-language="\(section.source)" \
      target-language="\(section.target)" datatype="x-icu-messageformat">
          <body>
      \(section.units)
          </body>
        </file>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      \(files.joined(separator: "\n"))
      </xliff>
      """
  }

  static func unit(_ id: String, _ source: String, _ target: String?, note: String? = nil) -> String {
    var unit = "      <trans-unit id=\"\(id)\"><source>\(source)</source>"
    if let target { unit += "<target state=\"translated\">\(target)</target>" }
    if let note { unit += "<note>\(note)</note>" }
    return unit + "</trans-unit>"
  }

  /// XLIFF files with a fallback parent (pt for pt-BR), a locale given by two files, a file
  /// in another source language, a file that is not XML, a file with two tables, a locale
  /// ICU has no data for, and a source message that does not parse and a note that cannot
  /// be used, repeated in every file.
  static var trickyXLIFF: [String: String] {
    func units(delete: String?, cancel: String?, count: String?) -> String {
      [
        unit("delete", "Delete", delete, note: "role: destructive, verb: delete"),
        unit("cancel", "Cancel", cancel, note: "role: cancel"),
        unit("count", "{n, plural, one {# photo} other {# photos}}", count),
        unit("broken", "{n, plural, one {x}", "{n}"),
        unit("odd", "Odd", "Odd", note: "role: sideways"),
      ].joined(separator: "\n")
    }
    return [
      "de.xliff": xliff([
        ("Localizable", "en", "de", units(delete: "Teilen", cancel: "Abbrechen", count: "{n, plural, other {# Fotos}}"))
      ]),
      "fr.xliff": xliff([
        ("Localizable", "en", "fr", units(delete: "Supprimer", cancel: "Annuler", count: "{n, plural, one {# photo}"))
      ]),
      "fr-CA.xliff": xliff([("Localizable", "en", "fr", units(delete: "Effacer", cancel: nil, count: nil))]),
      "ja.xliff": xliff([("Localizable", "en", "ja", units(delete: " ", cancel: "キャンセル", count: nil))]),
      "ko.xliff": xliff([("Localizable", "de", "ko", units(delete: "삭제", cancel: "취소", count: nil))]),
      "pt.xliff": xliff([("Localizable", "en", "pt", units(delete: "Apagar", cancel: "Cancelar", count: nil))]),
      "pt-BR.xliff": xliff([("Localizable", "en", "pt-BR", units(delete: "Cancelar", cancel: "Cancelar", count: nil))]),
      "ru.xliff": xliff([
        ("Localizable", "en", "ru", units(delete: "Удалить", cancel: "Отмена", count: nil)),
        ("InfoPlist", "en", "ru", unit("name", "Photos", "Фото")),
      ]),
      "sv.xliff": "<xliff version=\"1.2\"><file",
      "tlh.xliff": xliff([("Localizable", "en", "tlh", units(delete: "Qaw", cancel: nil, count: nil))]),
      "sheets.json": #"{"photo": {"title": "count", "buttons": ["delete", "cancel"]}}"#,
    ]
  }

  @Test func translationsInXLIFFFilesAreLeftOnDisk() throws {
    let directory = try TemporaryDirectory(Self.trickyXLIFF)
    defer { directory.remove() }
    let catalog = try #require(CatalogLoader().loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(catalog.deferredFiles.map(\.locale.tag) == ["ja", "pt-BR", "tlh"])
    #expect(catalog.files.map(\.locale.tag) == ["de", "en", "fr", "pt", "ru"])
  }

  @Test func theTrickyXLIFFFilesGiveTheSameFindings() throws {
    let directory = try TemporaryDirectory(Self.trickyXLIFF)
    defer { directory.remove() }
    let result = try Self.compare(directory.path, locales: nil)
    let rules = Set(result.diagnostics.map(\.ruleID))
    #expect(
      rules.isSuperset(of: [
        "catalog.invalid-file", "catalog.metadata", "message.syntax", "catalog.unknown-locale", "verb.ambiguous",
      ]), "\(rules)")
    // The source message that does not parse is reported in every file that repeats it.
    let syntax = result.diagnostics.filter { $0.ruleID == "message.syntax" && $0.locale == "en" }
    #expect(Set(syntax.map { URL(fileURLWithPath: $0.path).lastPathComponent }).count >= 6)
  }

  @Test(arguments: ["StringCatalog/Localizable.xcstrings", "Lproj", "XLIFF"])
  func theFixturesGiveTheSameFindings(path: String) throws {
    let result = try Self.compare(Self.fixtures + "/" + path, locales: nil)
    #expect(result.diagnostics.count >= 5)
  }

  @Test func aStringCatalogIsParsedOnceAndSplitByLocale() throws {
    let catalog = try #require(
      CatalogLoader().loadCatalogs(
        at: Self.fixtures + "/StringCatalog/Localizable.xcstrings", deferringTranslations: true
      ).first)
    #expect(catalog.files.map(\.locale.tag) == ["en"])
    #expect(catalog.deferredFiles.map(\.locale.tag) == ["ar", "de", "ja", "ru"])
    let german = catalog.loadingDeferredFile(catalog.deferredFiles[1])
    let whole = try #require(
      CatalogLoader().loadCatalogs(at: Self.fixtures + "/StringCatalog/Localizable.xcstrings").first)
    let de = try LocaleID("de")
    #expect(german.file(for: de)?.entries.map(\.text) == whole.file(for: de)?.entries.map(\.text))
  }

  /// Checks the catalog at `path` whole and one locale at a time; expects the same findings,
  /// counts and text report.
  private static func compare(_ path: String, locales: Set<LocaleID>?) throws -> LintResult {
    let whole = try #require(CatalogLoader().loadCatalogs(at: path, only: locales).first)
    let deferred = try #require(
      CatalogLoader().loadCatalogs(at: path, only: locales, deferringTranslations: true).first)
    let linter = Linter()
    let expected = locales.map { linter.lint(whole, locales: $0) } ?? linter.lint(whole)
    let result = linter.run(deferred, locales: locales)
    #expect(result.diagnostics == expected, "\(path): \(Set(result.diagnostics).symmetricDifference(expected))")
    #expect(result.fileCount == whole.files.count)
    #expect(result.messageCount == whole.messageCount)
    let text = TextReporter(options: ReporterOptions())
    let deferredReport = text.report(
      ReportInput(diagnostics: result.diagnostics, catalogs: [deferred], results: [result]))
    let wholeReport = text.report(ReportInput(diagnostics: expected, catalogs: [whole]))
    #expect(deferredReport == wholeReport)
    return result
  }
}
