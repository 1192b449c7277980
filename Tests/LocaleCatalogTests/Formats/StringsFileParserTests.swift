import Testing

@testable import LocaleCatalog

@Suite(".strings syntax: pairs, comments, escapes, encodings")
struct StringsFileParserTests {
  @Test func pairsCommentsAndEscapes() throws {
    let text = """
      /* Delete button
       * role: destructive, verb: delete */
      "delete" = "Delete \\"%@\\"\\n\\U00E9\\101";
      // Cancel
      cancel = 'Cancel';
      "short";
      """
    let pairs = try StringsFileParser.parse(Array(text.utf8))
    #expect(pairs.map(\.key) == ["delete", "cancel", "short"])
    #expect(pairs[0].value == "Delete \"%@\"\né" + "A")
    #expect(pairs[0].comment == "Delete button\nrole: destructive, verb: delete")
    #expect(pairs[1].value == "Cancel" && pairs[1].comment == "Cancel")
    #expect(pairs[2].value == "short")
  }

  @Test func offsetsInsideValuesFollowEscapes() throws {
    let bytes = Array(#""k" = "a\"b \U00E9 %@";"#.utf8)
    let pair = try #require(try StringsFileParser.parse(bytes).first)
    #expect(pair.value == "a\"b é %@")
    let file = SourceFile(path: "x", bytes: bytes)
    // "%" is UTF-16 offset 6 of the value; in the file, column 20.
    #expect(
      file.position(ofUTF16Offset: 6, in: .stringsLiteral, at: pair.valueOffset) == SourcePosition(line: 1, column: 20))
  }

  @Test(arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian])
  func utf16FilesWithAndWithoutMark(encoding: TextEncoding) throws {
    let text = "\"Cancel\" = \"Отмена\";\n"
    for mark in [true, false] {
      var bytes: [UInt8] = mark ? (encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
      for unit in text.utf16 {
        bytes +=
          encoding == .utf16LittleEndian
          ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      }
      let decoded = try TextEncoding.utf8Bytes(of: bytes)
      #expect(decoded.encoding == encoding)
      #expect(try StringsFileParser.parse(decoded.bytes).first?.value == "Отмена")
    }
  }

  @Test func brokenUTF16IsAnErrorNotACrash() {
    #expect(throws: TextEncoding.DecodingError.self) { try TextEncoding.utf8Bytes(of: [0xFF, 0xFE, 0x41, 0x00, 0x42]) }
    #expect(throws: TextEncoding.DecodingError.self) { try TextEncoding.utf8Bytes(of: [0xFF, 0xFE, 0x00, 0xDC]) }
    #expect(throws: TextEncoding.DecodingError.self) { try TextEncoding.utf8Bytes(of: [0x22, 0xE9, 0x22]) }
  }

  @Test(arguments: [
    ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected “;” after the value of “a”"),
    ("\"a\" = \"b", 1, 7, "never closed"),
    ("\"a\" \"b\";", 1, 5, "expected “=” after the key “a”"),
    ("\"a\" = { \"b\" = \"c\"; };", 1, 7, "must be a string"),
    ("/* open", 1, 1, "never closed with “*/”"),
    ("\"a\" = \"\\Uzz\";", 1, 8, "hexadecimal digits"),
    ("= \"b\";", 1, 1, "expected a key"),
    ("{ \"a\" = \"b\";", 1, 13, "before the closing “}”"),
  ])
  func malformedStringsAreLocated(text: String, line: Int, column: Int, reason: String) {
    let bytes = Array(text.utf8)
    do {
      _ = try StringsFileParser.parse(bytes)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(
        SourceFile(path: "x", bytes: bytes).position(ofByte: error.offset) == SourcePosition(line: line, column: column)
      )
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func charactersOfEveryLengthDecode() throws {
    let pairs = try StringsFileParser.parse(Array(#""k" = "é 日本 😀 a\"b \U00e9";"#.utf8))
    #expect(pairs.map(\.value) == ["é 日本 😀 a\"b é"])
  }

  @Test(
    arguments: [
      [0xC3, 0xA9], [0xC3, 0x41], [0xE6, 0x97], [0xE6, 0x97, 0xA5], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80], [0xF8, 0x80, 0x80, 0x80],
    ] as [[UInt8]])
  func aCharacterDecodesAsStringDoes(bytes: [UInt8]) {
    var units: [UInt16] = []
    StringsFileParser.appendCharacter(bytes[...], to: &units)
    #expect(units == Array(String(decoding: bytes, as: UTF8.self).utf16))
  }
}
