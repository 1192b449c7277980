import ICU
import Testing

@testable import LocaleCatalog

@Suite("Android resources and gettext: reading values as their platforms do")
struct AndroidGettextReaderTests {
  @Test(arguments: [
    ("values-de", "de"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"), ("values-zh-rTW", "zh-TW"),
    ("values-es-r419", "es-419"), ("values-b+es+419", "es-419"),
  ])
  func localeFolders(name: String, tag: String) {
    #expect(AndroidResourceReader.locale(ofFolderNamed: name)?.tag == tag)
  }

  @Test(arguments: ["values", "values-night", "values-v21", "values-de-land", "values-sw600dp", "values-car"])
  func foldersThatAreNoLocale(name: String) {
    #expect(AndroidResourceReader.locale(ofFolderNamed: name) == nil)
  }

  @Test func androidEscapesQuotesAndWhitespace() {
    #expect(AndroidText.unescape(#"You\'re  offline.\nRetry?"#).text == "You're offline.\nRetry?")
    #expect(AndroidText.unescape(#"  "Keep  it's   spacing"  "#).text == "Keep  it's   spacing")
    #expect(AndroidText.unescape(#"\@home \?x \u00e9 \"q\""#).text == "@home ?x é \"q\"")
    #expect(AndroidText.unescape("l'album").unescapedApostrophe == 1)
    #expect(AndroidText.unescape(#""l'album""#).unescapedApostrophe == nil)
    #expect(AndroidText.unescape("@string/app_name").isReference)
    #expect(!AndroidText.unescape(#"\@home"#).isReference)
  }

  /// The source entry `a` of an Android catalog whose `values/strings.xml` holds `content`.
  private func androidEntry(_ content: String) throws -> CatalogEntry {
    let catalog = try TemporaryCatalog(text: [
      "values/strings.xml": #"<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">"# + content
        + "</resources>"
    ])
    defer { catalog.remove() }
    let loaded = try CatalogLoader().load(directory: catalog.path)
    return try #require(loaded.source?["a"])
  }

  /// A format argument inside a markup attribute is an argument of the string, located in
  /// the attribute, and the text other rules read stays the visible text.
  @Test func argumentsInMarkupAttributesCountWithoutBeingShown() throws {
    let entry = try androidEntry(#"<string name="a">%1$s accepted <a href="%2$s">the terms</a></string>"#)
    #expect(entry.text == "{arg1} accepted the terms")
    let uses = try #require(entry.formatArguments)
    #expect(uses.map(\.position) == [1, 2])
    #expect(uses.map(\.location?.valueIndex) == [nil, 0])
    #expect(uses.last?.location?.syntax == .xmlText)
    // `<xliff:g>`'s example is no argument; a `%` in an attribute that starts no specifier is text.
    let placeholder = try androidEntry(
      #"<string name="a"><xliff:g id="n" example="5%">%1$d</xliff:g> <img width="100%"/></string>"#)
    #expect(placeholder.formatArguments?.map(\.position) == [1])
    #expect(placeholder.syntaxError == nil)
    // An argument only in markup makes the value a format string.
    let linkOnly = try androidEntry(#"<string name="a">Read <a href="%1$s">the terms</a>, 100%% free</string>"#)
    #expect(linkOnly.formatArguments?.map(\.position) == [1])
    #expect(linkOnly.text == "Read the terms, 100% free")
    // Where formatting is off, `%` is text everywhere.
    let unformatted = try androidEntry(#"<string name="a" formatted="false"><a href="%1$s">50%</a></string>"#)
    #expect(unformatted.formatArguments == [])
  }

  /// A source string that is a reference to another string of its file is a key of its own,
  /// with that string's text; a translation that leaves it out shows the reference resolved in
  /// its own locale, so it is not missing. `tools:ignore` on <resources> holds for every string.
  @Test func sourceReferencesAndFileWideToolsIgnore() throws {
    let directory = try TemporaryCatalog(text: [
      "res/values/strings.xml": """
      <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingQuantity">
        <string name="mg_short">mg</string>
        <string name="mg_long">@string/mg_short</string>
        <string name="other">@string/elsewhere</string>
      </resources>
      """,
      "res/values-de/strings.xml":
        #"<resources><string name="mg_short">mg</string><string name="mg_long">Milligramm</string></resources>"#,
      "res/values-fr/strings.xml": #"<resources><string name="mg_short">mg</string></resources>"#,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let source = try #require(catalog.source)
    #expect(source["mg_long"]?.text == "mg")
    #expect(source["other"] == nil)
    #expect(source.metadata["mg_long"]?.ignoredRules.contains("catalog.missing-key") == true)
    #expect(source.metadata["mg_short"]?.ignoredRules == ["plural.missing-category"])
    #expect(catalog.file(for: try LocaleID("de"))?["mg_long"]?.text == "Milligramm")
  }

  @Test func argumentsInCDATAMarkupCount() throws {
    let entry = try androidEntry(#"<string name="a"><![CDATA[<a href="%2$s">%1$s</a>]]></string>"#)
    #expect(entry.formatArguments?.map(\.position).sorted() == [1, 2])
  }

  @Test func gettextLanguageNames() {
    #expect(GettextCatalogReader.locale(named: "pt_BR")?.tag == "pt-BR")
    #expect(GettextCatalogReader.locale(named: "sr@latin")?.tag == "sr-Latn")
    #expect(GettextCatalogReader.locale(named: "de_DE.UTF-8")?.tag == "de-DE")
  }

  @Test func poEntriesWithContextPluralsFlagsAndObsoleteOnes() {
    let text = """
      # role: destructive
      #, fuzzy, c-format
      msgctxt "sheet"
      msgid "Delete %s"
      msgstr "Löschen "
      "%s"

      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d Datei"
      msgstr[1] "%d Dateien"

      #~ msgid "Gone"
      #~ msgstr "Weg"
      """
    let parser = POFileParser(bytes: Array(text.utf8))
    #expect(parser.problems.isEmpty)
    #expect(parser.entries.count == 2)
    let first = parser.entries[0]
    #expect(first.key == "sheet|Delete %s")
    #expect(first.strings[0] == "Löschen %s")
    #expect(first.flags == ["fuzzy", "c-format"])
    #expect(first.fuzzyOffset == 23)
    #expect(first.comments == ["role: destructive"])
    // The opening quote of `msgstr "Löschen "`, whose string goes on in `"%s"` below.
    let bytes = Array(text.utf8)
    let msgstr = Array("msgstr \"".utf8)
    let quote = bytes.indices.first { bytes[$0...].starts(with: msgstr) }.map { $0 + msgstr.count - 1 }
    #expect(first.stringOffsets[0] == quote)
    #expect(parser.entries[1].idPlural == "%d files")
    #expect(parser.entries[1].strings == [0: "%d Datei", 1: "%d Dateien"])
  }

  @Test func malformedPOLinesAreProblemsNotCrashes() {
    for text in ["msgid \"a", "\"orphan\"", "msgstr[", "msgid", "#~", "msgid \"a\" x\nmsgstr \"b\"", "\u{FEFF}"] {
      let parser = POFileParser(bytes: Array(text.utf8))
      #expect(parser.entries.count <= 1)
    }
  }
}
