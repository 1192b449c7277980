import CatalogLint
import Foundation
import LocaleCatalog
import Testing

@Suite("Text reporter")
struct TextReporterTests {
  @Test func aLineBreakInAQuotedKeyKeepsTheFindingOnOneLine() throws {
    // A gettext key is its msgid, line breaks included.
    let example = try ExampleCatalog(
      RuleExample([
        "messages.pot": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Line one\\nline two\\r\\nthree\"\nmsgstr \"\"\n",
        "de.po":
          "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\nmsgid \"Line one\\nline two\\r\\nthree\"\nmsgstr \"Zeile\u{200B} eins\\nZeile zwei\\r\\ndrei\"\n",
      ]))
    let diagnostics = Linter(rules: [TextInvisibleRule()]).lint(example.catalog)
    try? FileManager.default.removeItem(at: example.directory)
    // The source's own carriage return, once at the source, and the translation's space.
    #expect(diagnostics.map { ($0.path as NSString).lastPathComponent } == ["de.po", "messages.pot"])
    var withNote = try #require(diagnostics.first)
    withNote.notes = ["the source reads “a\nb”"]
    let report = TextReporter().report(ReportInput(diagnostics: [withNote], catalogs: [example.catalog]))
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0].hasSuffix(
        #"“Line one\nline two\r\nthree” contains a ZERO WIDTH SPACE (U+200B), invisible here: it separates words only between letters of scripts written without spaces (Thai, Lao, Khmer, Myanmar, Chinese, Japanese); remove it [text.invisible]"#
      ), "\(report)")
    #expect(lines[1].contains(#"msgstr "Zeile"#))
    #expect(lines[3] == #"    note: the source reads “a\nb”"#, "\(report)")
  }
}
