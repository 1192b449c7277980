import Foundation
import Testing

@Suite("sheet-l10n with the bidi, text, layout, sheet and state rules")
struct CatalogRulesCLITests {
  static let newRules = [
    "catalog.state", "message.apostrophe", "plural.ordinal-missing-category", "plural.implied-quantity",
    "bidi.override", "bidi.unbalanced-isolate", "bidi.direction", "text.invisible", "text.confusable",
    "layout.length", "sheet.unknown-key", "sheet.missing-role", "sheet.conformance", "text.numbers", "text.links",
    "text.markup", "text.ending-punctuation", "text.whitespace", "text.line-breaks", "text.ellipsis", "text.broken",
  ]

  @Test func rulesListsThemWithTheirSeverity() throws {
    let result = try CommandRunner.run(["rules"])
    #expect(result.status == 0)
    for id in Self.newRules {
      #expect(result.standardOutput.contains("\(id) ("), "\(id) is not listed")
    }
    #expect(result.standardOutput.contains("bidi.override (error)"))
    #expect(result.standardOutput.contains("text.invisible (warning)"))
    let explain = try CommandRunner.run(["explain", "text.invisible"])
    #expect(explain.standardOutput.contains(#"\u200B"#))
  }

  @Test func sheetFindingsAreLocatedInSheetsJSONWithACaret() throws {
    let fixture = try Fixture([
      "en.json": """
      {
        "t": "Delete?",
        "delete": "Delete",
        "@delete": {"role": "destructive", "verb": "delete"},
        "cancel": "Cancel",
        "@cancel": {"role": "cancel"}
      }
      """,
      "sheets.json": """
      {
        "photo": {"title": "t", "buttons": ["delete", "cancle"]}
      }
      """,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let unknown = try #require(lines.firstIndex { $0.hasSuffix("[sheet.unknown-key]") })
    #expect(lines[unknown].contains("sheets.json:2:49: error: the sheet “photo” uses “cancle”"))
    #expect(lines[unknown + 2] == "    " + String(repeating: " ", count: 48) + "^")
  }

  @Test func invisibleCharactersAreWarningsThatStrictTurnsIntoFailure() throws {
    let fixture = try Fixture([
      "en.json": "{\"delete\": \"Delete\u{200B}\"}",
      "de.json": "{\"delete\": \"Löschen\"}",
    ])
    defer { fixture.remove() }
    let relaxed = try CommandRunner.run(["check", fixture.url.path])
    #expect(relaxed.status == 0)
    #expect(
      relaxed.standardOutput.contains(
        "en.json:1:19: warning: “delete” contains a ZERO WIDTH SPACE (U+200B), invisible here: it separates words only between letters of scripts written without spaces"
      ))
    #expect(try CommandRunner.run(["check", "--strict", fixture.url.path]).status == 1)
  }
}
