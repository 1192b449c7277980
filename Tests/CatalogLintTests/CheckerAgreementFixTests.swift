import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The bugs found by checking gettext and Android catalogs as pofilter, compare-locales and
/// msgfmt do (issue 31): each test fails without its fix.
@Suite("gettext and Android: what the established checkers catch, caught here too")
struct CheckerAgreementFixTests {
  /// A folder of real files (`relative path` → bytes), removed when the test ends.
  struct Folder {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: [UInt8]]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-peers-\(UUID().uuidString)")
      for (name, bytes) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
      }
    }

    init(text files: [String: String]) throws { try self.init(files.mapValues { Array($0.utf8) }) }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every catalog at `relative` (the folder itself when empty) and the findings on them,
    /// as `file:line:column rule: message` with paths relative to the folder.
    func check(_ relative: String = "") throws -> (catalogs: [Catalog], findings: [String]) {
      let root = relative.isEmpty ? path : url.appendingPathComponent(relative).path
      let catalogs = try CatalogLoader().loadCatalogs(at: root)
      let prefix = path + "/"
      let findings = catalogs.flatMap { Linter().lint($0) }.map { found in
        let file = found.path.hasPrefix(prefix) ? String(found.path.dropFirst(prefix.count)) : found.path
        return "\(file):\(found.position.line):\(found.position.column) \(found.ruleID): \(found.message)"
      }
      return (catalogs, findings.sorted())
    }
  }

  static let androidSource = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources>
        <string name="greeting">Hello %1$s</string>
    </resources>
    """

  @Test func aFolderThatHoldsResIsReadOnce() throws {
    let folder = try Folder(text: [
      "app/src/main/res/values/strings.xml": Self.androidSource,
      "app/src/main/res/values-de/strings.xml": Self.androidSource.replacingOccurrences(
        of: "Hello %1$s", with: "Hallo %1$d"),
    ])
    defer { folder.remove() }
    for relative in ["app/src/main", "app/src", "app", ""] {
      let (catalogs, findings) = try folder.check(relative)
      #expect(catalogs.count == 1, "\(relative)")
      #expect(catalogs.map(\.files.count) == [2], "\(relative)")
      #expect(findings.filter { $0.contains("message.arguments") }.count == 1, "\(relative): \(findings)")
    }
  }

  @Test func bytesNotInTheDeclaredEncodingOfAPOFileAreALocatedError() throws {
    let head = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Delete file\"\n"
    let folder = try Folder([
      // “löschen” written in Latin-1: 0xF6 is no UTF-8.
      "de.po": Array(head.utf8) + Array("msgstr \"Datei l".utf8) + [0xF6] + Array("schen\"\n".utf8)
    ])
    defer { folder.remove() }
    let findings = try folder.check().findings.filter { $0.contains("catalog.invalid-file") }
    #expect(
      findings == [
        "de.po:6:16 catalog.invalid-file: byte 0xF6 at byte offset 99 is not UTF-8, the encoding the file declares (charset=UTF-8); read as ISO-8859-1 it is “ö”: convert the file to UTF-8 or declare that encoding (line 6, column 16)"
      ])
  }

  @Test func aCharsetHeaderThatIsNotTheFilesEncodingIsAnError() throws {
    let latin1 =
      "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"Delete file\"\n"
    // Declared Latin-1 and written in it: read right, no finding.
    let right = try Folder([
      "de.po": Array(latin1.utf8) + Array("msgstr \"Datei l".utf8) + [0xF6] + Array("schen\"\n".utf8)
    ])
    defer { right.remove() }
    let (catalogs, findings) = try right.check()
    #expect(!findings.contains { $0.contains("catalog.invalid-file") })
    let german = try #require(catalogs.first?.files.first { $0.locale.tag == "de" })
    #expect(german["Delete file"]?.text == "Datei löschen")
    // Declared Latin-1, written in UTF-8.
    let wrong = try Folder(text: ["de.po": latin1 + "msgstr \"Datei löschen\"\n"])
    defer { wrong.remove() }
    #expect(
      try wrong.check().findings.filter { $0.contains("catalog.invalid-file") } == [
        "de.po:6:16 catalog.invalid-file: the file declares charset=ISO-8859-1, but its bytes are UTF-8 (from byte offset 104, 0xC3 0xB6): read as ISO-8859-1 its letters beyond ASCII are garbled; declare UTF-8 (line 6, column 16)"
      ])
  }

  @Test func bytesNotInTheDeclaredEncodingOfAStringsXMLAreALocatedError() throws {
    let folder = try Folder([
      "res/values/strings.xml": Array(Self.androidSource.utf8),
      "res/values-de/strings.xml": Array(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n<string name=\"greeting\">Gr".utf8) + [0xFC]
        + Array("ß dich %1$s</string>\n</resources>\n".utf8),
    ])
    defer { folder.remove() }
    let findings = try folder.check().findings.filter { $0.contains("catalog.invalid-file") }
    #expect(
      findings == [
        "res/values-de/strings.xml:3:27 catalog.invalid-file: byte 0xFC at byte offset 77 is not UTF-8, the encoding the file declares (encoding=utf-8); read as ISO-8859-1 it is “ü”: convert the file to UTF-8 or declare that encoding (line 3, column 27)"
      ])
  }

  @Test func aTextOfOnlyWhitespaceIsMissing() throws {
    let folder = try Folder(text: [
      "po/messages.pot": "msgid \"Delete file\"\nmsgstr \"\"\n",
      "po/de.po": "msgid \"Delete file\"\nmsgstr \"  \\t \"\n",
      "res/values/strings.xml": Self.androidSource,
      "res/values-de/strings.xml": "<resources><string name=\"greeting\">\"   \"</string></resources>",
    ])
    defer { folder.remove() }
    let findings = try folder.check().findings.filter { $0.contains("catalog.missing-key") }
    #expect(
      findings == [
        "po/de.po:2:9 catalog.missing-key: “Delete file” is only whitespace in de: its users see no text where the en text is “Delete file”",
        "res/values-de/strings.xml:1:37 catalog.missing-key: “greeting” is only whitespace in de: its users see no text where the en text is “Hello %1$s”",
      ])
  }

  @Test func androidTranslationsOfUntranslatableStringsAndDroppedQuotes() throws {
    let folder = try Folder(text: [
      "res/values/strings.xml": """
      <resources>
          <string name="app" translatable="false">Files</string>
          <string name="ask">Delete %1$s?</string>
          <string name="keep">"It's kept"</string>
      </resources>
      """,
      "res/values-de/strings.xml": """
      <resources>
          <string name="app">Dateien</string>
          <string name="ask">Die Datei ""%1$s"" löschen?</string>
          <string name="keep">"Bleibt, wie's ist"</string>
      </resources>
      """,
    ])
    defer { folder.remove() }
    let findings = try folder.check().findings.filter { $0.contains(" android.") }
    #expect(
      findings == [
        "res/values-de/strings.xml:2:5 android.translated-untranslatable: “app” is marked translatable=\"false\" in the source, yet de has its own copy, which Android shows instead",
        "res/values-de/strings.xml:3:34 android.dropped-quote: Android drops this double quote from the text, as it does every \" that is not escaped; write \\\" to show it, or use typographic quotes",
      ])
  }

  @Test(arguments: [
    "$file$ : $dir$", "%1$s: %2$s", "color: #ff0000; font-weight: bold;", ".note { margin: 0; text-align: center }",
    "<br/>", "<b>%s</b>", "direction: rtl;",
  ])
  func nothingToTranslateIsNotUntranslated(text: String) throws {
    let flags = text.contains("%") ? "#, c-format\n" : ""
    let folder = try Folder(text: [
      "messages.pot": "\(flags)msgid \"\(text)\"\nmsgstr \"\"\n",
      "de.po": "\(flags)msgid \"\(text)\"\nmsgstr \"\(text)\"\n",
    ])
    defer { folder.remove() }
    #expect(try folder.check().findings == [])
  }

  @Test(arguments: ["Note: delete it;", "Status: done", "color: red"])
  func wordsWithAColonAreText(text: String) throws {
    let folder = try Folder(text: [
      "messages.pot": "msgid \"\(text)\"\nmsgstr \"\"\n",
      "de.po": "msgid \"\(text)\"\nmsgstr \"\(text)\"\n",
    ])
    defer { folder.remove() }
    #expect(try folder.check().findings.contains { $0.contains("catalog.untranslated") })
  }
}
