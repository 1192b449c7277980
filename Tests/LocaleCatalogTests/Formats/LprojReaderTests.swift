import ICU
import Testing

@testable import LocaleCatalog

@Suite(".lproj folders: .strings (UTF-8 and UTF-16) with .stringsdict companions")
struct LprojReaderTests {
  static var fixture: String { PackagePaths.root + "/Tests/Fixtures/AppleFormats/Lproj" }

  @Test func readsTablesLocalesAndCompanions() throws {
    let catalogs = try CatalogLoader().loadCatalogs(at: Self.fixture)
    let catalog = try #require(catalogs.first)
    #expect(catalogs.count == 1)
    #expect(catalog.format == .stringsFiles)
    #expect(catalog.files.map(\.locale.tag) == ["ar", "de", "en", "ja", "ru"])
    #expect(catalog.loadDiagnostics.filter { $0.severity != .note } == [])
    let russian = try #require(catalog.file(for: LocaleID("ru")))
    // The UTF-16 file is read, and held as UTF-8 with the same lines and columns.
    #expect(russian.path.hasSuffix("ru.lproj/Localizable.strings"))
    #expect(russian["Cancel"]?.text == "Отмена")
    #expect(russian.source.line(2) == "\"Cancel\" = \"Отмена\";")
    let entry = try #require(russian["Remove %@ from the group?"])
    let argument = try #require(entry.formatArguments?.first)
    #expect(russian.position(ofMessageOffset: argument.messageOffset, in: entry) == SourcePosition(line: 4, column: 40))
    // Plural rules come from the companion .stringsdict, and are located there.
    let plural = try #require(russian["Delete %lld Photos"])
    #expect(russian.path(of: plural).hasSuffix("ru.lproj/Localizable.stringsdict"))
    #expect(plural.text == "{count, plural, one {Удалить # фото} other {Удалить # фото}}")
    #expect(russian.position(ofKeyOf: plural).line == 21)
    #expect(catalog.sources.contains { $0.path.hasSuffix("ru.lproj/Localizable.stringsdict") })
    #expect(catalog.metadata(for: "Cancel")?.description == "The button that closes the sheet.")
    #expect(catalog.source?["Tap to Delete"]?.text == "{device, select, mac {Click to Delete} other {Tap to Delete}}")
  }

  @Test func theLastDefinitionOfAKeyIsTheOneReadAndEarlierOnesAreWarnings() throws {
    let directory = try TemporaryCatalog(text: [
      "en.lproj/Localizable.strings": "\"a\" = \"Delete\";\n\"b\" = \"Cancel\";\n",
      "de.lproj/Localizable.strings":
        "\"a\" = \"Entfernen\";\n\"b\" = \"Abbrechen\";\n\"a\" = \"Löschen\";\n\"b\" = \"Abbrechen\";\n",
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    // Foundation shows the later value.
    #expect(catalog.file(for: try LocaleID("de"))?["a"]?.text == "Löschen")
    let duplicates = catalog.loadDiagnostics.filter { $0.ruleID == "catalog.duplicate-key" }
    #expect(duplicates.map(\.severity) == [.warning, .warning])
    #expect(
      duplicates.map(\.message) == [
        "“a” is defined again on line 3, whose value wins: this one is never shown",
        "“b” is defined again on line 4 with the same value; remove one",
      ])
    #expect(duplicates.map(\.position.line) == [1, 2])
  }

  @Test func aStringsFileInXMLPropertyListFormatIsRead() throws {
    // Foundation reads a `.strings` table in any property-list format; the XML one is what
    // some exports write.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
        <dict>
          <key>a</key>
          <string>Löschen &amp; %@ entfernen</string>
          <key>b</key>
          <string>Abbrechen</string>
        </dict>
      </plist>
      """
    let directory = try TemporaryCatalog(text: [
      "en.lproj/Localizable.strings": "\"a\" = \"Delete & remove %@\";\n\"b\" = \"Cancel\";\n",
      "de.lproj/Localizable.strings": xml,
      "fr.lproj/Localizable.strings": "<plist><dict><key>a</key><array/></dict></plist>",
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let german = try #require(catalog.file(for: try LocaleID("de")))
    #expect(german["a"]?.text == "Löschen & {arg1} entfernen")
    #expect(german["b"]?.text == "Abbrechen")
    let argument = try #require(german["a"]?.formatArguments?.first)
    #expect(german.position(ofMessageOffset: argument.messageOffset, in: try #require(german["a"])).line == 6)
    let problems = catalog.loadDiagnostics.filter { $0.severity == .error }
    #expect(problems.map(\.position) == [SourcePosition(line: 1, column: 26)], "\(problems)")
    #expect(problems.first?.message.contains("must be a <string>") == true)
    #expect(problems.first?.path.hasSuffix("fr.lproj/Localizable.strings") == true)
  }

  /// A project whose development region is en-US may keep an outdated `en.lproj`: the
  /// folder of the source language with more keys, its likely region first, is the source.
  @Test func aRegionalSourceFolderWithMoreKeysIsTheSource() throws {
    let full = "\"a\" = \"Delete\";\n\"b\" = \"Cancel\";\n"
    let directory = try TemporaryCatalog(text: [
      "en.lproj/Localizable.strings": "\"a\" = \"Delete\";\n",
      "en-GB.lproj/Localizable.strings": full + "\"c\" = \"Colour\";\n",
      "en-US.lproj/Localizable.strings": full,
      "de.lproj/Localizable.strings": "\"a\" = \"Löschen\";\n\"b\" = \"Abbrechen\";\n",
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.source?.path.hasSuffix("en-US.lproj/Localizable.strings") == true)
    #expect(catalog.files.map(\.locale.tag).sorted() == ["de", "en", "en-GB"])
    #expect(
      catalog.loadDiagnostics.contains {
        $0.message == "en.lproj is not checked: en-US.lproj holds the source text (2 keys, against 1)"
      })
  }

  @Test func legacyFolderNames() throws {
    let directory = try TemporaryCatalog(text: [
      "English.lproj/Localizable.strings": #""a" = "A";"#, "German.lproj/Localizable.strings": #""a" = "B";"#,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.files.map(\.locale.tag) == ["de", "en"])
  }

  @Test func oneFileOfOneFolderIsCheckedAgainstTheSource() throws {
    let catalogs = try CatalogLoader().loadCatalogs(at: Self.fixture + "/de.lproj/Localizable.strings")
    #expect(catalogs.first?.files.map(\.locale.tag) == ["de", "en"])
  }

  @Test func baseIsTheSourceWhenThereIsNoSourceFolder() throws {
    let directory = try TemporaryCatalog(text: [
      "Base.lproj/Localizable.strings": #""Cancel" = "Cancel";"#,
      "pt_BR.lproj/Localizable.strings": #""Cancel" = "Cancelar";"#,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.files.map(\.locale.tag) == ["en", "pt-BR"])
    #expect(catalog.source?.path.hasSuffix("Base.lproj/Localizable.strings") == true)
  }

  @Test func severalTablesAreSeveralCatalogs() throws {
    let directory = try TemporaryCatalog(text: [
      "en.lproj/Localizable.strings": #""a" = "A";"#,
      "en.lproj/InfoPlist.strings": #""CFBundleName" = "Photos";"#,
      "de.lproj/InfoPlist.strings": #""CFBundleName" = "Fotos";"#,
    ])
    defer { directory.remove() }
    let catalogs = try CatalogLoader().loadCatalogs(at: directory.path)
    #expect(
      catalogs.map { $0.source?.path.split(separator: "/").last.map(String.init) } == [
        "InfoPlist.strings", "Localizable.strings",
      ])
    #expect(throws: CatalogLoadError.self) { try CatalogLoader().load(directory: directory.path) }
  }

  @Test(arguments: [
    ("en.lproj/Localizable.strings", #""a" = "A""#, 1, 10, "expected “;”"),
    ("de.lproj/Localizable.strings", "\"a\" = \"%@ und %y\";", 1, 15, "“%y” is not a format specifier"),
    ("de.lproj/Localizable.stringsdict", "<plist><dict><key>a</key></dict></plist>", 1, 14, "has no value after it"),
    (
      "de.lproj/Localizable.stringsdict", "<plist><dict><key>a</key><string>x</dict></plist>", 1, 35,
      "does not close <string>"
    ),
    ("de.lproj/Localizable.stringsdict", "<plist><array/></plist>", 1, 8, "holds a <dict>"),
    (
      "de.lproj/Localizable.stringsdict",
      "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict></plist>",
      1, 77, "“%#@n@” is not defined"
    ),
    (
      "de.lproj/Localizable.stringsdict",
      "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string></dict></dict></dict></plist>",
      1, 91, "NSStringPluralRuleType"
    ),
    ("1.lproj/Localizable.strings", #""a" = "A";"#, 1, 1, "not a locale"),
  ])
  func malformedFilesAreLocated(name: String, text: String, line: Int, column: Int, reason: String) throws {
    var files = ["en.lproj/Localizable.strings": #""a" = "A";"#]
    files[name] = text
    let directory = try TemporaryCatalog(text: files)
    defer { directory.remove() }
    let catalogs = try CatalogLoader().loadCatalogs(at: directory.path)
    let problems = catalogs.flatMap(\.loadDiagnostics).filter { $0.severity != .note }
    #expect(
      problems.contains {
        $0.path.contains(name.split(separator: "/")[0]) && $0.position == SourcePosition(line: line, column: column)
          && $0.message.contains(reason)
      }, "\(problems.map { "\($0.path) \($0.position) \($0.message)" })")
  }
}
