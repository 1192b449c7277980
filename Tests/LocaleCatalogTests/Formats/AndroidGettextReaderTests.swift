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
