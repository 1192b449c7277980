import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Findings inside values that span several lines, or that hold escaped line breaks, point
/// at the character itself, not at the value's start.
@Suite("Locations inside multi-line values")
struct MultilineLocationTests {
  /// Where `rule` reports in `files`, as `file:line:column`.
  private func places(_ rule: any Rule.Type, _ files: [String: String]) throws -> [String] {
    try ExampleCatalog(RuleExample(files)).findings(of: rule).map { "\($0.place)" }
  }

  @Test func gettextMessageContinuedOnSeveralLines() throws {
    let found = try places(
      TextInvisibleRule.self,
      [
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Delete\"\nmsgstr \"\"\n\nmsgid \"Two lines\"\nmsgstr \"\"\n",
        "de.po":
          "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Delete\"\nmsgstr \"L\u{200B}öschen\"\n\nmsgid \"Two lines\"\nmsgstr \"\"\n\"Zeile \\\"eins\\\"\\n\"\n\"Zeile\u{200B} zwei\"\n",
      ])
    #expect(found == ["de.po:7:10", "de.po:12:7"])
  }

  @Test func gettextSourceMessageContinuedOnSeveralLines() throws {
    let found = try places(
      TextInvisibleRule.self,
      [
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"\"\n\"%d files\\n\"\n\"in the \u{200B}trash\"\nmsgstr \"\"\n",
        "de.po": "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n",
      ])
    #expect(found == ["messages.pot:7:9"])
  }

  @Test func androidStringWithEscapesAndALineBreak() throws {
    let found = try places(
      TextInvisibleRule.self,
      [
        "values/strings.xml":
          "<resources>\n  <string name=\"a\">One</string>\n  <string name=\"b\">Two</string>\n  <string name=\"c\">Three</string>\n</resources>\n",
        "values-de/strings.xml":
          "<resources>\n  <string name=\"a\">Zeile eins\\nZei\u{200B}le zwei</string>\n  <string name=\"b\">Erste Zeile\n      zweite\u{200B} Zeile</string>\n  <string name=\"c\">\"Im  Zitat \\\"x\\\" &amp;\nzwei\u{200B}\"</string>\n</resources>\n",
      ])
    #expect(found == ["values-de/strings.xml:2:35", "values-de/strings.xml:4:13", "values-de/strings.xml:6:5"])
  }

  @Test func stringsValueWithEscapedAndRawLineBreaks() throws {
    let found = try places(
      TextInvisibleRule.self,
      [
        "en.lproj/Localizable.strings": "\"a\" = \"One\";\n\"b\" = \"Two\";\n",
        "de.lproj/Localizable.strings":
          "\"a\" = \"Zeile eins\\nZei\u{200B}le zwei\";\n\"b\" = \"Erste Zeile\nzweite\u{200B} Zeile\";\n",
      ])
    #expect(found == ["de.lproj/Localizable.strings:1:23", "de.lproj/Localizable.strings:3:7"])
  }
}
