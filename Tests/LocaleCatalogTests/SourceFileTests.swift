import LocaleCatalog
import Testing

@Suite("SourceFile: lines and columns of byte offsets")
struct SourceFileTests {
  /// The position of `offset` counted from the start of the file, character by character.
  static func counted(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
    var line = 1
    var column = 1
    for index in 0..<min(offset, bytes.count) {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
    return SourcePosition(line: line, column: max(1, column))
  }

  @Test func offsetsInALargeFileFindTheirLines() {
    // Lines from empty to longer than a block, some with multi-byte characters, and lines
    // that end exactly where a block starts.
    var text = ""
    var length = 0
    while text.utf8.count < 40_000 {
      text += String(repeating: length % 3 == 0 ? "é" : "a", count: length % 5000) + "\n"
      length += 97
    }
    text += String(repeating: "\n", count: 4096 - text.utf8.count % 4096) + "x\n"
    let bytes = Array(text.utf8)
    let file = SourceFile(path: "large.json", bytes: bytes)
    for offset in stride(from: -2, through: bytes.count + 2, by: 7) + [4095, 4096, 4097, 8192, bytes.count] {
      #expect(file.position(ofByte: offset) == Self.counted(bytes, max(0, offset)), "\(offset)")
    }
  }

  @Test func emptyAndTinyFiles() {
    #expect(SourceFile(path: "e", bytes: []).position(ofByte: 5) == SourcePosition(line: 1, column: 1))
    #expect(SourceFile(path: "n", bytes: [0x0A]).position(ofByte: 1) == SourcePosition(line: 2, column: 1))
  }
}
