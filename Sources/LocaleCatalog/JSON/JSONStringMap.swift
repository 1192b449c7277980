/// Maps offsets inside a decoded JSON string back to bytes of its literal in the file.
enum JSONStringMap {
  /// The byte offset in `bytes` of the character at UTF-16 offset `target` of the string
  /// literal whose opening quote is at `quoteOffset`.
  static func byteOffset(of target: Int, inLiteralAt quoteOffset: Int, in bytes: [UInt8]) -> Int {
    var index = quoteOffset + 1
    var utf16 = 0
    while index < bytes.count, utf16 < target {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "u") {
          // \uXXXX is one UTF-16 unit (a surrogate pair is two escapes, two units).
          index += 6
        } else {
          index += 2
        }
        utf16 += 1
        continue
      }
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC0..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      default: length = 4
      }
      index += length
      utf16 += length == 4 ? 2 : 1
    }
    return min(index, bytes.count)
  }
}
