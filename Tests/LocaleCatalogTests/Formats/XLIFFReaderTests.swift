import ICU
import Testing

@testable import LocaleCatalog

@Suite("XLIFF 1.2: Xcode's units put back together, the ICU dialect, located errors")
struct XLIFFReaderTests {
  static var fixture: String { PackagePaths.root + "/Tests/Fixtures/AppleFormats/XLIFF" }

  @Test func xcodeExportsBecomeOneCatalog() throws {
    let catalogs = try CatalogLoader().loadCatalogs(at: Self.fixture)
    let catalog = try #require(catalogs.first)
    #expect(catalogs.count == 1)
    #expect(catalog.files.map(\.locale.tag) == ["ar", "de", "en", "ja", "ru"])
    #expect(catalog.loadDiagnostics.filter { $0.severity != .note } == [])
    let source = try #require(catalog.source)
    // Xcode's copies of the source for categories English lacks are not English text.
    #expect(source["Delete %lld Photos"]?.text == "{arg1, plural, one {Delete Photo} other {Delete # Photos}}")
    #expect(source["%@ has %lld photos"]?.text == "{arg1} has {photos, plural, one {# photo} other {# photos}}")
    #expect(source["Tap to Delete"]?.text == "{device, select, mac {Click to Delete} other {Tap to Delete}}")
    let german = try #require(catalog.file(for: LocaleID("de")))
    #expect(german.metadata["Delete %lld Photos"]?.state == "needs-review")
    #expect(german.path.hasSuffix("de.xliff"))
    let arabic = try #require(catalog.file(for: LocaleID("ar")))
    #expect(arabic["Tap to Delete"] == nil, "a unit without <target> is not translated")
    #expect(arabic.position(ofMissingKey: "Tap to Delete").line == 88)
    #expect(
      catalog.metadata(for: "Remove %@ from the group?")?.description
        == "Title of the sheet shown before a member is removed.")
  }

  @Test func unitIDs() {
    #expect(XLIFFUnitID("a.b")?.key == "a.b")
    #expect(XLIFFUnitID("k|==|plural.few")?.category == "few")
    let chained = XLIFFUnitID("k|==|device.mac.plural.one")
    #expect(chained?.device == "mac" && chained?.category == "one")
    let substitution = XLIFFUnitID("k|==|substitutions.a.b.plural.other")
    #expect(substitution?.substitution == "a.b" && substitution?.category == "other")
    let dict = XLIFFUnitID("/%d files:dict/files:dict/one:dict/:string")
    #expect(dict?.key == "%d files" && dict?.substitution == "files" && dict?.category == "one")
    #expect(XLIFFUnitID("/k:dict/NSStringLocalizedFormatKey:dict/:string")?.isFormatKey == true)
    #expect(XLIFFUnitID("k|==|width.100") == nil)
  }

  @Test func stringsdictUnitsAndTheICUDialect() throws {
    let xcode = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="en.lproj/Localizable.stringsdict" source-language="en" target-language="ru" datatype="plaintext">
          <body>
            <trans-unit id="/%d files:dict/NSStringLocalizedFormatKey:dict/:string">
              <source>%#@files@</source>
              <target>%#@files@</target>
            </trans-unit>
            <trans-unit id="/%d files:dict/files:dict/one:dict/:string">
              <source>%d file</source>
              <target>%d файл</target>
            </trans-unit>
            <trans-unit id="/%d files:dict/files:dict/other:dict/:string">
              <source>%d files</source>
              <target>%d файлов</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """
    let icu = """
      <xliff version="1.2"><file original="Localizable" source-language="en" target-language="de" datatype="x-icu-messageformat"><body>
      <trans-unit id="delete" translate="yes"><source>{count, plural, one {Delete Photo} other {Delete # Photos}}</source><target state="final">{count, plural, one {Foto löschen} other {# Fotos löschen}</target><note>The red button.
      role: destructive, verb: delete</note></trans-unit>
      </body></file></xliff>
      """
    let directory = try TemporaryCatalog(text: ["ru.xliff": xcode, "de.xliff": icu])
    defer { directory.remove() }
    let ru = try #require(try CatalogLoader().loadCatalogs(at: directory.path + "/ru.xliff").first)
    #expect(try ru.file(for: LocaleID("ru"))?["%d files"]?.text == "{files, plural, one {# файл} other {# файлов}}")
    let de = try #require(try CatalogLoader().loadCatalogs(at: directory.path + "/de.xliff").first)
    #expect(de.metadata(for: "delete")?.role == .destructive)
    #expect(de.metadata(for: "delete")?.description == "The red button.")
    #expect(de.source?["delete"]?.text == "{count, plural, one {Delete Photo} other {Delete # Photos}}")
    // The ICU syntax error is located in the <target>, where ICU stopped.
    let syntax = try #require(de.loadDiagnostics.first { $0.ruleID == "message.syntax" })
    #expect(syntax.position.line == 2)
    let line = Array(icu.split(separator: "\n")[1].unicodeScalars)
    #expect(String(String.UnicodeScalarView(line[(syntax.position.column - 1)...])).hasPrefix("</target>"))
  }

  @Test(arguments: [
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body><trans-unit><source>a</source></trans-unit></body></file></xliff>",
      1, 55, "needs an id"
    ),
    ("<xliff version=\"2.0\"></xliff>", 1, 16, "XLIFF 2.0 is not supported"),
    ("<xliff version=\"1.2\"><file><body/></file></xliff>", 1, 22, "source-language"),
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body><trans-unit id=\"a\"><source>x <g id=\"1\">y</g></source></trans-unit></body></file></xliff>",
      1, 84, "inline XLIFF markup"
    ),
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body><trans-unit id=\"a\"><source>x</source></body></file></xliff>",
      1, 92, "</body> does not close <trans-unit>"
    ),
    ("<html/>", 1, 1, "expected an XLIFF document"),
  ])
  func malformedFilesAreLocated(text: String, line: Int, column: Int, reason: String) throws {
    let directory = try TemporaryCatalog(text: ["de.xliff": text])
    defer { directory.remove() }
    let catalogs = try CatalogLoader().loadCatalogs(at: directory.path + "/de.xliff")
    let problems = catalogs.flatMap(\.loadDiagnostics)
    #expect(
      problems.contains { $0.position == SourcePosition(line: line, column: column) && $0.message.contains(reason) },
      "\(problems.map { "\($0.position) \($0.message)" })")
  }
}
