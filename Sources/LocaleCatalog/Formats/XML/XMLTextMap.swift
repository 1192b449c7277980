/// Maps offsets inside decoded XML character data back to bytes of the file.
enum XMLTextMap {
  /// The byte offset in `bytes` of the character at UTF-16 offset `target` of the character
  /// data that starts at `contentOffset`, following references, CDATA sections, comments and
  /// line-break normalization the way ``XMLReader`` decodes them.
  static func byteOffset(of target: Int, inTextAt contentOffset: Int, in bytes: [UInt8]) -> Int {
    var index = contentOffset
    var utf16 = 0
    var inCDATA = false
    while index < bytes.count {
      let byte = bytes[index]
      if inCDATA {
        if byte == UInt8(ascii: "]"), starts(bytes, with: "]]>", at: index) {
          inCDATA = false
          index += 3
          continue
        }
      } else if byte == UInt8(ascii: "<") {
        if starts(bytes, with: "<![CDATA[", at: index) {
          inCDATA = true
          index += 9
          continue
        }
        if starts(bytes, with: "<!--", at: index) {
          index = end(of: "-->", from: index + 4, in: bytes)
          continue
        }
        if starts(bytes, with: "<?", at: index) {
          index = end(of: "?>", from: index + 2, in: bytes)
          continue
        }
        return index
      }
      if utf16 >= target { return index }
      if !inCDATA, byte == UInt8(ascii: "&"), let (scalar, length) = XMLReader.decodeReference(in: bytes, at: index) {
        utf16 += scalar.utf16.count
        index += length
        continue
      }
      if byte == 0x0D {
        utf16 += 1
        index += (index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
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

  /// The decoded character data that starts at `contentOffset`, up to the next tag: what
  /// ``byteOffset(of:inTextAt:in:)`` counts, with references resolved, CDATA sections
  /// opened, comments and processing instructions left out and line breaks normalized.
  static func decodedText(at contentOffset: Int, in bytes: [UInt8]) -> String {
    var text = String.UnicodeScalarView()
    var index = contentOffset
    var inCDATA = false
    while index < bytes.count {
      let byte = bytes[index]
      if inCDATA {
        if byte == UInt8(ascii: "]"), starts(bytes, with: "]]>", at: index) {
          inCDATA = false
          index += 3
          continue
        }
      } else if byte == UInt8(ascii: "<") {
        if starts(bytes, with: "<![CDATA[", at: index) {
          inCDATA = true
          index += 9
          continue
        }
        if starts(bytes, with: "<!--", at: index) {
          index = end(of: "-->", from: index + 4, in: bytes)
          continue
        }
        if starts(bytes, with: "<?", at: index) {
          index = end(of: "?>", from: index + 2, in: bytes)
          continue
        }
        break
      }
      if !inCDATA, byte == UInt8(ascii: "&"), let (scalar, length) = XMLReader.decodeReference(in: bytes, at: index) {
        text.append(scalar)
        index += length
        continue
      }
      if byte == 0x0D {
        text.append("\n")
        index += (index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
        continue
      }
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC0..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      default: length = 4
      }
      let sequence = bytes[index..<min(index + length, bytes.count)]
      text.append(contentsOf: String(decoding: sequence, as: UTF8.self).unicodeScalars)
      index += length
    }
    return String(text)
  }

  private static func starts(_ bytes: [UInt8], with text: String, at offset: Int) -> Bool {
    let expected = Array(text.utf8)
    guard offset + expected.count <= bytes.count else { return false }
    for (position, byte) in expected.enumerated() where bytes[offset + position] != byte { return false }
    return true
  }

  private static func end(of terminator: String, from offset: Int, in bytes: [UInt8]) -> Int {
    var index = offset
    while index < bytes.count {
      if starts(bytes, with: terminator, at: index) { return index + terminator.utf8.count }
      index += 1
    }
    return bytes.count
  }
}
