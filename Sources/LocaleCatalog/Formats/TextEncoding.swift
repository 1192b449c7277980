/// The text encodings Apple's catalog files come in, and their conversion to UTF-8 so that
/// every reader works on the same bytes.
///
/// `.strings` files are often UTF-16 (with or without a byte order mark). A UTF-16 file is held
/// as its UTF-8 transcoding: lines and columns (counted in Unicode scalars) are the same in
/// both, so positions stay right and lines can be shown.
enum TextEncoding: Sendable, Hashable {
  case utf8, utf16LittleEndian, utf16BigEndian

  /// A problem decoding a file, at a byte offset of the UTF-8 result.
  struct DecodingError: Error, Sendable {
    /// The offset in the UTF-8 bytes decoded so far (where the bad character would be).
    let offset: Int
    let reason: String
  }

  /// Guesses the encoding from a byte order mark, or from zero bytes in the first characters.
  static func detect(_ bytes: [UInt8]) -> TextEncoding {
    if bytes.count >= 2 {
      if bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16LittleEndian }
      if bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16BigEndian }
    }
    if bytes.count >= 4, bytes.count % 2 == 0 {
      // ASCII text in UTF-16 without a mark: every other byte of the first characters is zero.
      if bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0 { return .utf16LittleEndian }
      if bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 { return .utf16BigEndian }
    }
    return .utf8
  }

  /// The file's text as UTF-8 bytes, without a byte order mark for UTF-16 (a UTF-8 mark is
  /// kept, so that offsets match the file).
  /// - Throws: ``DecodingError`` for invalid UTF-8, an odd number of UTF-16 bytes, or an
  ///   unpaired surrogate.
  static func utf8Bytes(of bytes: [UInt8]) throws(DecodingError) -> (bytes: [UInt8], encoding: TextEncoding) {
    let encoding = detect(bytes)
    switch encoding {
    case .utf8:
      if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
        throw DecodingError(
          offset: invalid, reason: "the file is neither valid UTF-8 nor UTF-16 (byte 0x\(hex(bytes[invalid])))")
      }
      return (bytes, .utf8)
    case .utf16LittleEndian, .utf16BigEndian:
      let little = encoding == .utf16LittleEndian
      var start = 0
      if bytes.count >= 2,
        (little && bytes[0] == 0xFF && bytes[1] == 0xFE) || (!little && bytes[0] == 0xFE && bytes[1] == 0xFF)
      {
        start = 2
      }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var index = start
      while index + 1 < bytes.count {
        let unit =
          little
          ? UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 : UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        index += 2
        var scalarValue = unit
        if (0xD800...0xDBFF).contains(unit) {
          guard index + 1 < bytes.count else {
            throw DecodingError(offset: output.count, reason: "the UTF-16 file ends inside a surrogate pair")
          }
          let low =
            little
            ? UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
            : UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
          guard (0xDC00...0xDFFF).contains(low) else {
            throw DecodingError(
              offset: output.count,
              reason: "an unpaired UTF-16 surrogate (0x\(String(unit, radix: 16, uppercase: true)))")
          }
          index += 2
          scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
          throw DecodingError(
            offset: output.count, reason: "an unpaired UTF-16 surrogate (0x\(String(unit, radix: 16, uppercase: true)))"
          )
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
          throw DecodingError(offset: output.count, reason: "an invalid UTF-16 character")
        }
        UTF8.encode(scalar) { output.append($0) }
      }
      if index < bytes.count {
        throw DecodingError(
          offset: output.count, reason: "the UTF-16 file has an odd number of bytes; is it truncated?")
      }
      return (output, encoding)
    }
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
