import LocaleCatalog
import Testing

@Suite("sheets.json: located problems")
struct SheetsReaderTests {
  let english = #"{"t": "Title", "d": "Delete", "c": "Cancel"}"#

  func problems(_ sheets: String) throws -> [String] {
    let directory = try TemporaryCatalog(text: ["en.json": english, "sheets.json": sheets])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    return catalog.loadDiagnostics.map { "\($0.position) \($0.ruleID): \($0.message)" }
  }

  @Test func wellFormedSheetsLoadInOrder() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": english,
      "sheets.json":
        #"{"b": {"title": "t", "buttons": ["d", "c"]}, "a": {"title": "t", "message": "t", "buttons": ["c"]}}"#,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.sheets.map(\.id) == ["b", "a"])
    #expect(catalog.sheets[1].message?.key == "t")
  }

  @Test(arguments: [
    (#"["a"]"#, "1:1 catalog.invalid-file: sheets.json must be an object"),
    (#"{"a": "t"}"#, "1:7 catalog.invalid-file: the sheet “a” must be an object"),
    (#"{"a": {"buttons": ["c"]}}"#, "1:2 catalog.invalid-file: the sheet “a” has no “title” key"),
    (#"{"a": {"title": "t"}}"#, "1:2 catalog.invalid-file: the sheet “a” has no “buttons”"),
    (#"{"a": {"title": "t", "buttons": [3]}}"#, "1:34 catalog.invalid-file: a button of “a” must be a key string"),
    (#"{"a": {"title": "t", "buttons": ["c"], "icon": "x"}}"#, "1:40 catalog.invalid-file: unexpected “icon”"),
    (
      #"{"a": {"title": "t", "buttons": ["c"]}, "a": {"title": "t", "buttons": ["c"]}}"#,
      "1:41 catalog.duplicate-key: the sheet “a” is declared twice"
    ),
    (#"{"a": {"title": "t", "#, "1:22 catalog.invalid-file: invalid JSON"),
  ])
  func malformedSheetsAreLocated(text: String, expected: String) throws {
    let found = try problems(text)
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
  }
}
