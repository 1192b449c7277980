/// One `"key" = "value";` pair of a `.strings` file, with the comment written before it.
struct StringsPair: Sendable, Hashable {
  /// The key, escapes decoded.
  var key: String
  /// The byte offset of the key (its opening quote, or its first character when unquoted).
  var keyOffset: Int
  /// The value, escapes decoded.
  var value: String
  /// The byte offset of the value (its opening quote, or its first character when unquoted).
  var valueOffset: Int
  /// The comment just before the pair (`/* … */` or `// …` lines), without its markers.
  var comment: String?
}

/// A `.strings` file that could not be read, with the byte offset of the problem.
struct StringsSyntaxError: Error, Sendable, Hashable {
  let offset: Int
  let reason: String
}

/// Reads the old-style property-list syntax of `.strings` files: `"key" = "value";` pairs,
/// `/* */` and `//` comments, quoted strings with `\n`, `\"`, `\U00E9` and octal escapes,
/// unquoted words, and the `"key";` shorthand (value = key). The file may also be wrapped in
/// `{ … }`. Works on UTF-8 bytes (UTF-16 files are transcoded first).
struct StringsFileParser {
  private let bytes: [UInt8]
  private var index = 0
  private var pendingComment: String?

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses every pair of a `.strings` file, in file order.
  /// - Throws: ``StringsSyntaxError`` at the first problem.
  static func parse(_ bytes: [UInt8]) throws(StringsSyntaxError) -> [StringsPair] {
    var parser = StringsFileParser(bytes: bytes)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
    try parser.skipSpaceAndComments()
    var braced = false
    if parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") {
      braced = true
      parser.index += 1
    }
    var pairs: [StringsPair] = []
    while true {
      try parser.skipSpaceAndComments()
      guard parser.index < bytes.count else {
        if braced {
          throw StringsSyntaxError(offset: parser.index, reason: "the file ends before the closing “}”")
        }
        return pairs
      }
      if braced, bytes[parser.index] == UInt8(ascii: "}") {
        parser.index += 1
        try parser.skipSpaceAndComments()
        if parser.index < bytes.count {
          throw StringsSyntaxError(offset: parser.index, reason: "unexpected \(parser.describeCurrent()) after “}”")
        }
        return pairs
      }
      pairs.append(try parser.pair())
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the file" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[index..<end], as: UTF8.self)
    if character == "\n" { return "a line break" }
    return "“\(character)”"
  }

  private mutating func pair() throws(StringsSyntaxError) -> StringsPair {
    let comment = pendingComment
    pendingComment = nil
    let keyOffset = index
    guard let key = try string() else {
      throw StringsSyntaxError(
        offset: index, reason: "expected a key in double quotes, found \(describeCurrent())")
    }
    try skipSpaceAndComments()
    guard index < bytes.count else {
      throw StringsSyntaxError(offset: index, reason: "the file ends after the key “\(key)”; expected “=” or “;”")
    }
    if bytes[index] == UInt8(ascii: ";") {
      index += 1
      return StringsPair(key: key, keyOffset: keyOffset, value: key, valueOffset: keyOffset, comment: comment)
    }
    guard bytes[index] == UInt8(ascii: "=") else {
      throw StringsSyntaxError(
        offset: index, reason: "expected “=” after the key “\(key)”, found \(describeCurrent())")
    }
    index += 1
    try skipSpaceAndComments()
    let valueOffset = index
    guard index < bytes.count else {
      throw StringsSyntaxError(offset: index, reason: "the file ends where the value of “\(key)” was expected")
    }
    if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: "<") {
      throw StringsSyntaxError(
        offset: index,
        reason: "the value of “\(key)” must be a string; a .strings file holds no dictionaries, arrays or data")
    }
    guard let value = try string() else {
      throw StringsSyntaxError(
        offset: index, reason: "expected the value of “\(key)” in double quotes, found \(describeCurrent())")
    }
    try skipSpaceAndComments(keepingComment: false)
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw StringsSyntaxError(
        offset: index, reason: "expected “;” after the value of “\(key)”, found \(describeCurrent())")
    }
    index += 1
    return StringsPair(key: key, keyOffset: keyOffset, value: value, valueOffset: valueOffset, comment: comment)
  }

  /// Skips whitespace and comments; the last comment block is kept for the next pair.
  private mutating func skipSpaceAndComments(keepingComment: Bool = true) throws(StringsSyntaxError) {
    var lineComments: [String] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        let contentStart = index
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw StringsSyntaxError(offset: start, reason: "the comment “/*” that starts here is never closed with “*/”")
        }
        let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
        index += 2
        lineComments = []
        if keepingComment { pendingComment = StringsFileParser.cleanComment(text) }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        index += 2
        let contentStart = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        lineComments.append(String(decoding: bytes[contentStart..<index], as: UTF8.self))
        if keepingComment { pendingComment = StringsFileParser.cleanComment(lineComments.joined(separator: "\n")) }
      } else {
        return
      }
    }
  }

  /// A comment's text without decoration: leading `*` of block lines, surrounding space.
  static func cleanComment(_ text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var trimmed = String(line).trimmingScalars(" \t\r")
      if trimmed.hasPrefix("*") { trimmed = String(trimmed.dropFirst()).trimmingScalars(" \t") }
      return trimmed
    }
    let joined = lines.joined(separator: "\n").trimmingScalars(" \t\r\n")
    return joined.isEmpty ? nil : joined
  }

  /// Appends the UTF-16 of one UTF-8 sequence; a malformed one is decoded as
  /// `String(decoding:as:)` decodes it.
  static func appendCharacter(_ sequence: ArraySlice<UInt8>, to units: inout [UInt16]) {
    let start = sequence.startIndex
    let lead = UInt32(sequence[start])
    func continuation(_ offset: Int) -> UInt32? {
      let byte = sequence[start + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    var scalar: UInt32?
    switch sequence.count {
    case 2 where lead & 0xE0 == 0xC0:
      if let second = continuation(1) { scalar = (lead & 0x1F) << 6 | second }
      if let value = scalar, value < 0x80 { scalar = nil }
    case 3 where lead & 0xF0 == 0xE0:
      if let second = continuation(1), let third = continuation(2) {
        scalar = (lead & 0x0F) << 12 | second << 6 | third
      }
      if let value = scalar, value < 0x800 || (value >= 0xD800 && value <= 0xDFFF) { scalar = nil }
    case 4 where lead & 0xF8 == 0xF0:
      if let second = continuation(1), let third = continuation(2), let fourth = continuation(3) {
        scalar = (lead & 0x07) << 18 | second << 12 | third << 6 | fourth
      }
      if let value = scalar, value < 0x10000 || value > 0x10FFFF { scalar = nil }
    default:
      break
    }
    guard let scalar else {
      units.append(contentsOf: String(decoding: sequence, as: UTF8.self).utf16)
      return
    }
    if scalar < 0x10000 {
      units.append(UInt16(scalar))
    } else {
      units.append(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
      units.append(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
    }
  }

  /// Characters allowed in an unquoted string.
  static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  /// Reads a quoted or unquoted string at `index`; nil when there is none.
  private mutating func string() throws(StringsSyntaxError) -> String? {
    guard index < bytes.count else { return nil }
    let first = bytes[index]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      return try quoted(quote: first)
    }
    guard StringsFileParser.isUnquotedCharacter(first) else { return nil }
    let start = index
    while index < bytes.count, StringsFileParser.isUnquotedCharacter(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func quoted(quote: UInt8) throws(StringsSyntaxError) -> String {
    let start = index
    index += 1
    var units: [UInt16] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: units, as: UTF16.self)
      }
      if byte < 0x80, byte != UInt8(ascii: "\\") {
        units.append(UInt16(byte))
        index += 1
        continue
      }
      if byte != UInt8(ascii: "\\") {
        let length = StringsLiteralMap.sequenceLength(byte)
        let end = min(index + length, bytes.count)
        StringsFileParser.appendCharacter(bytes[index..<end], to: &units)
        index = end
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      switch escaped {
      case UInt8(ascii: "a"): units.append(0x07); index += 1
      case UInt8(ascii: "b"): units.append(0x08); index += 1
      case UInt8(ascii: "f"): units.append(0x0C); index += 1
      case UInt8(ascii: "n"): units.append(0x0A); index += 1
      case UInt8(ascii: "r"): units.append(0x0D); index += 1
      case UInt8(ascii: "t"): units.append(0x09); index += 1
      case UInt8(ascii: "v"): units.append(0x0B); index += 1
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        let escapeStart = index - 1
        index += 1
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = StringsLiteralMap.hexValue(bytes[index]) {
          value = value << 4 | UInt16(digit)
          digits += 1
          index += 1
        }
        guard digits > 0 else {
          throw StringsSyntaxError(
            offset: escapeStart, reason: "“\\U” must be followed by hexadecimal digits (\\U00E9)")
        }
        units.append(value)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value: UInt16 = 0
        var digits = 0
        while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
          value = value << 3 | UInt16(bytes[index] - 0x30)
          digits += 1
          index += 1
        }
        units.append(value)
      default:
        // Any other escaped character stands for itself (\" \' \\ and the rest).
        let length = StringsLiteralMap.sequenceLength(escaped)
        let end = min(index + length, bytes.count)
        units.append(contentsOf: String(decoding: bytes[index..<end], as: UTF8.self).utf16)
        index = end
      }
    }
    throw StringsSyntaxError(
      offset: start,
      reason: "the string that starts here is never closed (is a “\(Character(Unicode.Scalar(quote)))” missing?)")
  }
}

/// Maps offsets inside a decoded `.strings` value back to bytes of the file.
enum StringsLiteralMap {
  /// The byte offset in `bytes` of the character at UTF-16 offset `target` of the value at
  /// `valueOffset` (a quoted string's opening quote, or an unquoted string's first byte).
  static func byteOffset(of target: Int, inValueAt valueOffset: Int, in bytes: [UInt8]) -> Int {
    guard valueOffset < bytes.count else { return bytes.count }
    let quote = bytes[valueOffset]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      return min(valueOffset + target, bytes.count)
    }
    var index = valueOffset + 1
    var utf16 = 0
    while index < bytes.count, utf16 < target {
      let byte = bytes[index]
      if byte == quote { break }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        let escaped = bytes[index + 1]
        if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
          index += 2
          var digits = 0
          while digits < 4, index < bytes.count, hexValue(bytes[index]) != nil {
            digits += 1
            index += 1
          }
          utf16 += 1
        } else if escaped >= 0x30 && escaped <= 0x37 {
          index += 1
          var digits = 0
          while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
            digits += 1
            index += 1
          }
          utf16 += 1
        } else {
          let length = sequenceLength(escaped)
          index += 1 + length
          utf16 += length == 4 ? 2 : 1
        }
        continue
      }
      let length = sequenceLength(byte)
      index += length
      utf16 += length == 4 ? 2 : 1
    }
    return min(index, bytes.count)
  }

  /// The length of the UTF-8 sequence that starts with `byte`.
  static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0..<0xC0: return 1
    case 0xC0..<0xE0: return 2
    case 0xE0..<0xF0: return 3
    default: return 4
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}

extension String {
  /// The string without leading and trailing characters of `set`.
  func trimmingScalars(_ set: String) -> String {
    let trimmed = set.unicodeScalars
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, trimmed.contains(scalars[start]) { start = scalars.index(after: start) }
    while start < end {
      let last = scalars.index(before: end)
      guard trimmed.contains(scalars[last]) else { break }
      end = last
    }
    if start == scalars.startIndex, end == scalars.endIndex { return self }
    return String(scalars[start..<end])
  }
}
