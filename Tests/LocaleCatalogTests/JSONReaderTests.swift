import LocaleCatalog
import Testing

@Suite("JSONReader: positions and located errors")
struct JSONReaderTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try JSONReader.parse(Array(text.utf8))
  }

  func errorPosition(_ text: String) -> (SourcePosition, String)? {
    let bytes = Array(text.utf8)
    do {
      _ = try JSONReader.parse(bytes)
      return nil
    } catch {
      return (SourceFile(path: "x", bytes: bytes).position(ofByte: error.offset), error.reason)
    }
  }

  @Test func membersKeepOrderOffsetsAndDuplicates() throws {
    let node = try parse("{\n  \"b\": \"1\",\n  \"a\": [true, null, -1.5e2],\n  \"b\": \"2\"\n}")
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(
      members[1].value.value
        == .array([
          JSONNode(value: .bool(true), offset: 22), JSONNode(value: .null, offset: 28),
          JSONNode(value: .number(-150), offset: 34),
        ]))
    let source = SourceFile(
      path: "x", bytes: Array("{\n  \"b\": \"1\",\n  \"a\": [true, null, -1.5e2],\n  \"b\": \"2\"\n}".utf8))
    #expect(source.position(ofByte: members[2].keyOffset) == SourcePosition(line: 4, column: 3))
  }

  @Test func escapesDecode() throws {
    let node = try parse(#"{"a": "L\u00f6schen \"x\" \ud83d\uddd1\n"}"#)
    guard case .object(let members) = node.value else { return }
    #expect(members[0].value.value == .string("Löschen \"x\" 🗑\n"))
  }

  @Test(arguments: [
    ("{\"a\": \"x\"", 1, 10, "“}” is missing"),
    ("{\"a\": \"x\",}", 1, 11, "no comma"),
    ("{\"a\" \"x\"}", 1, 6, "expected “:”"),
    ("{\n  \"a\": \"line\nbreak\"\n}", 2, 13, "line break"),
    ("", 1, 1, "empty"),
    ("{\"a\": tru}", 1, 7, "expected a JSON value"),
    ("{\"a\": \"\\x\"}", 1, 8, "invalid escape"),
    ("{\"a\": \"\\ud800\"}", 1, 8, "surrogate"),
    ("{\"a\": 01}", 1, 7, "invalid number"),
    ("{} {}", 1, 4, "after the end"),
  ])
  func malformedJSONIsLocated(text: String, line: Int, column: Int, reason: String) {
    guard let (position, message) = errorPosition(text) else {
      Issue.record("expected an error for \(text)")
      return
    }
    #expect(position == SourcePosition(line: line, column: column), "\(message)")
    #expect(message.contains(reason), "\(message)")
  }

  @Test func invalidUTF8IsLocated() {
    var bytes = Array("{\n  \"a\": \"caf".utf8)
    bytes.append(0xE9)  // Latin-1 é, not UTF-8
    bytes.append(contentsOf: Array("\"\n}".utf8))
    do {
      _ = try JSONReader.parse(bytes)
      Issue.record("expected an error")
    } catch {
      #expect(SourceFile(path: "x", bytes: bytes).position(ofByte: error.offset) == SourcePosition(line: 2, column: 12))
      #expect(error.reason.contains("UTF-8"))
    }
  }

  @Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]])
  func invalidUTF8Sequences(sequence: [UInt8]) {
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22] + sequence + [0x22]) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.reason.contains("nested"))
    }
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let node = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    #expect(node.value == .object([]))
  }

  @Test func columnsCountCharactersNotBytes() {
    let source = SourceFile(path: "x", bytes: Array("{\"日本\": \"削除\", \"x\": 1}".utf8))
    // The byte offset of `"x"` is after two 3-byte and two 3-byte characters.
    let offset = Array("{\"日本\": \"削除\", ".utf8).count
    #expect(source.position(ofByte: offset) == SourcePosition(line: 1, column: 14))
  }

  @Test func utf16OffsetsInsideStringsFollowEscapes() {
    let text = #"{"a": "x\"y {name}"}"#
    let source = SourceFile(path: "x", bytes: Array(text.utf8))
    // In the decoded string x"y {name}, "{" is UTF-16 offset 4; in the file it is column 13.
    #expect(source.position(ofUTF16Offset: 4, inStringLiteralAt: 6) == SourcePosition(line: 1, column: 13))
  }
}
