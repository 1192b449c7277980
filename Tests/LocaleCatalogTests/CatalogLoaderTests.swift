import ICU
import LocaleCatalog
import Testing

@Suite("CatalogLoader: real files, located problems, no crash")
struct CatalogLoaderTests {
  let en = """
    {
      "@@locale": "en",
      "delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
      "@delete": {"role": "destructive", "verb": "delete", "maxLength": 20, "ignore": ["layout.length"]},
      "cancel": "Cancel",
      "@cancel": {"role": "cancel"}
    }
    """

  @Test func loadsFilesMetadataAndSheets() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": en,
      "pt-BR.json":
        #"{"@@locale": "pt-BR", "delete": "{count, plural, one {Apagar foto} many {Apagar # de fotos} other {Apagar # fotos}}", "cancel": "Cancelar"}"#,
      "sheets.json": #"{"delete-photos": {"title": "delete", "buttons": ["delete", "cancel"]}}"#,
      "lexicons/en.json": "{}",
      "README.txt": "not a catalog file",
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.loadDiagnostics == [])
    #expect(catalog.files.map(\.locale.tag) == ["en", "pt-BR"])
    #expect(
      catalog.metadata(for: "delete")
        == EntryMetadata(
          role: .destructive, verb: "delete", maxLength: 20, ignoredRules: ["layout.length"], offset: 110))
    #expect(catalog.sheets.map(\.id) == ["delete-photos"])
    #expect(catalog.sheets.first?.buttons.map(\.key) == ["delete", "cancel"])
    #expect(catalog.lexiconDirectory?.hasSuffix("lexicons") == true)
    let portuguese = try #require(catalog.file(for: LocaleID("pt-BR")))
    let entry = try #require(portuguese["delete"])
    #expect(portuguese.position(ofByte: entry.keyOffset) == SourcePosition(line: 1, column: 23))
    #expect(entry.message?.allArguments.map(\.name) == ["count"])
  }

  @Test func fallbackChainThenSource() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": en,
      "pt.json": #"{"delete": "{count, plural, one {Eliminar} many {Eliminar} other {Eliminar}}"}"#,
      "pt-BR.json": #"{"cancel": "Cancelar"}"#,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let brazil = try LocaleID("pt-BR")
    #expect(catalog.entry(for: "cancel", locale: brazil)?.locale == brazil)
    #expect(catalog.entry(for: "delete", locale: brazil)?.locale.tag == "pt")
    #expect(catalog.entry(for: "delete", locale: try LocaleID("de"))?.locale.tag == "en")
    #expect(catalog.entry(for: "nothing", locale: brazil) == nil)
  }

  @Test func badFilesAreReportedWhereTheyBreakAndOthersStillLoad() throws {
    let directory = try TemporaryCatalog([
      "en.json": Array(en.utf8),
      "de.json": Array(
        "{\n  \"delete\": \"{count, plural, one {Foto löschen} other {# Fotos löschen}}\",\n  \"cancel\": \"Abbrechen\""
          .utf8),
      "fr.json": Array("{\"cancel\": \"Annul".utf8) + [0xE9] + Array("\"}".utf8),
      "pt_BR.json": Array("{}".utf8),
      "es.json": Array(#"{"@@locale": "fr", "cancel": "Cancelar", "cancel": "Cancelar", "delete": 3}"#.utf8),
      "ja.json": Array(#"{"delete": "{count, plural, other {写真を削除}"}"#.utf8),
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let found = catalog.loadDiagnostics.map {
      ($0.path.split(separator: "/").last.map(String.init) ?? "", $0.position.description, $0.ruleID)
    }
    #expect(found.contains { $0 == ("de.json", "3:24", "catalog.invalid-file") })
    #expect(found.contains { $0 == ("fr.json", "1:18", "catalog.invalid-file") })
    #expect(found.contains { $0 == ("pt_BR.json", "1:1", "catalog.invalid-file") })
    #expect(found.contains { $0 == ("es.json", "1:14", "catalog.invalid-file") })
    #expect(found.contains { $0 == ("es.json", "1:42", "catalog.duplicate-key") })
    #expect(found.contains { $0 == ("es.json", "1:74", "catalog.invalid-file") })
    #expect(found.contains { $0 == ("ja.json", "1:42", "message.syntax") })
    #expect(catalog.files.map(\.locale.tag) == ["en", "es", "ja"])
    #expect(catalog.rejectedSources.count == 3)
  }

  @Test func missingDirectoryThrows() {
    #expect(throws: CatalogLoadError.self) { try CatalogLoader().load(directory: "/nonexistent/catalog") }
  }

  @Test func hugeMessagesLoad() throws {
    let big = String(repeating: "Delete {name}. ", count: 50_000)
    let directory = try TemporaryCatalog(text: ["en.json": "{\"a\": \"\(big)\"}"])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.source?["a"]?.message?.allArguments.count == 50_000)
  }

  @Test func deeplyNestedMessageIsASyntaxErrorNotACrash() throws {
    let nested = String(repeating: "{a, select, other {", count: 3000) + "x" + String(repeating: "}}", count: 3000)
    let directory = try TemporaryCatalog(text: ["en.json": "{\"a\": \"\(nested)\"}"])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.loadDiagnostics.map(\.ruleID) == ["message.syntax"])
  }

  @Test func bundledCatalogLoadsCleanly() throws {
    let catalog = try CatalogLoader().load(directory: PackagePaths.locales)
    #expect(catalog.loadDiagnostics == [])
    #expect(catalog.files.count >= 10)
    #expect(catalog.sheets.map(\.id).starts(with: ["delete-photos", "sign-out", "discard-draft"]))
  }
}

/// Paths inside the package, found from this file's location.
enum PackagePaths {
  static var root: String {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }
  static var locales: String { root + "/Locales" }
}
