import ICUBridge

/// Helpers that move strings across the C bridge.
enum BridgeStrings {
  /// Calls `body` with the UTF-16 code units of `text` (never a null pointer).
  static func withUTF16<R>(
    _ text: String, _ body: (UnsafePointer<UInt16>, Int32) throws -> R
  ) rethrows -> R {
    var units = utf16(of: text)
    let count = units.count
    if units.isEmpty { units.append(0) }
    return try units.withUnsafeBufferPointer { buffer in
      // A non-empty array always has storage.
      try body(buffer.baseAddress.unsafelyUnwrapped, Int32(count))
    }
  }

  /// Runs a bridge call that writes UTF-16 into a buffer and returns the length it needs,
  /// growing the buffer once when it was too small.
  static func readUTF16(
    capacity: Int,
    operation: @autoclosure () -> String,
    _ call: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
  ) throws(ICUError) -> String {
    var capacity = max(capacity, 8)
    for _ in 0..<3 {
      var status: Int32 = 0
      var buffer = [UInt16](repeating: 0, count: capacity)
      let needed = buffer.withUnsafeMutableBufferPointer { pointer in
        call(pointer.baseAddress.unsafelyUnwrapped, Int32(capacity), &status)
      }
      if ICUStatus.isFailure(status) && status != ICUStatus.bufferOverflow {
        throw ICUError(code: status, operation: operation())
      }
      if Int(needed) <= capacity {
        return buffer.withUnsafeBufferPointer { string(fromUTF16: UnsafeBufferPointer(rebasing: $0[0..<Int(needed)])) }
      }
      capacity = Int(needed)
    }
    throw ICUError(code: ICUStatus.bufferOverflow, operation: operation())
  }

  /// Runs a bridge call that writes a NUL-terminated ASCII string into a buffer.
  static func readASCII(
    capacity: Int = 64,
    _ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String {
    var capacity = capacity
    for _ in 0..<3 {
      var buffer = [CChar](repeating: 0, count: capacity)
      let needed = buffer.withUnsafeMutableBufferPointer { pointer in
        call(pointer.baseAddress.unsafelyUnwrapped, Int32(capacity))
      }
      if Int(needed) < capacity {
        return String(decoding: buffer[0..<Int(needed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      capacity = Int(needed) + 1
    }
    return ""
  }

  /// The string of `units[range]`; see ``string(fromUTF16:)``.
  static func string(fromUTF16 units: [UInt16], _ range: Range<Int>) -> String {
    units.withUnsafeBufferPointer { string(fromUTF16: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Decodes UTF-16 into a string, an unpaired surrogate becoming U+FFFD (as
  /// `String(decoding:as: UTF16.self)` does), by writing the UTF-8 directly: the standard
  /// library's generic transcoding path costs several times more, and every text that
  /// comes back from ICU goes through here.
  static func string(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
    let count = units.count
    if count == 0 { return "" }
    // The exact UTF-8 length first, so that the string's storage is no larger than needed.
    var length = 0
    var index = 0
    while index < count {
      let unit = units[index]
      index += 1
      if unit < 0x80 {
        length += 1
      } else if unit < 0x800 {
        length += 2
      } else if unit & 0xFC00 == 0xD800, index < count, units[index] & 0xFC00 == 0xDC00 {
        length += 4
        index += 1
      } else {
        length += 3  // Other BMP characters, and an unpaired surrogate as U+FFFD.
      }
    }
    return String(unsafeUninitializedCapacity: length) { utf8 in
      var out = 0
      var index = 0
      while index < count {
        let unit = UInt32(units[index])
        index += 1
        if unit < 0x80 {
          utf8[out] = UInt8(truncatingIfNeeded: unit)
          out += 1
          continue
        }
        if unit < 0x800 {
          utf8[out] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
          utf8[out + 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
          out += 2
          continue
        }
        var scalar = unit
        if unit & 0xF800 == 0xD800 {
          if unit < 0xDC00, index < count, units[index] & 0xFC00 == 0xDC00 {
            let pair = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
            index += 1
            utf8[out] = UInt8(truncatingIfNeeded: 0xF0 | pair >> 18)
            utf8[out + 1] = UInt8(truncatingIfNeeded: 0x80 | (pair >> 12) & 0x3F)
            utf8[out + 2] = UInt8(truncatingIfNeeded: 0x80 | (pair >> 6) & 0x3F)
            utf8[out + 3] = UInt8(truncatingIfNeeded: 0x80 | pair & 0x3F)
            out += 4
            continue
          }
          scalar = 0xFFFD
        }
        utf8[out] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
        utf8[out + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
        utf8[out + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
        out += 3
      }
      return out
    }
  }

  /// The UTF-16 code units of `text`, transcoded from its UTF-8 directly: `Array(text.utf16)`
  /// goes through the standard library's generic path, several times slower for text that
  /// is not ASCII, and every message and label is handed to ICU this way.
  static func utf16(of text: String) -> [UInt16] {
    var text = text
    return text.withUTF8 { utf8 in
      // Never more UTF-16 units than UTF-8 bytes; the arrays are short-lived, so the slack
      // costs less than a counting pass. A String's UTF-8 is valid, so lead bytes tell the
      // length of each sequence.
      [UInt16](unsafeUninitializedCapacity: utf8.count) { units, initialized in
        var index = 0
        var out = 0
        let end = utf8.count
        while index < end {
          let lead = UInt32(utf8[index])
          if lead < 0x80 {
            units[out] = UInt16(truncatingIfNeeded: lead)
            index += 1
            out += 1
          } else if lead < 0xE0 {
            units[out] = UInt16(truncatingIfNeeded: (lead & 0x1F) << 6 | UInt32(utf8[index + 1]) & 0x3F)
            index += 2
            out += 1
          } else if lead < 0xF0 {
            units[out] = UInt16(
              truncatingIfNeeded: (lead & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6 | UInt32(utf8[index + 2])
                & 0x3F)
            index += 3
            out += 1
          } else {
            let scalar =
              (lead & 0x07) << 18 | (UInt32(utf8[index + 1]) & 0x3F) << 12 | (UInt32(utf8[index + 2]) & 0x3F) << 6
              | UInt32(utf8[index + 3]) & 0x3F
            units[out] = UInt16(truncatingIfNeeded: 0xD800 + ((scalar - 0x10000) >> 10))
            units[out + 1] = UInt16(truncatingIfNeeded: 0xDC00 + ((scalar - 0x10000) & 0x3FF))
            index += 4
            out += 2
          }
        }
        initialized = out
      }
    }
  }
}
