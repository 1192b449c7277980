import ICUBridge

/// Helpers that move strings across the C bridge.
enum BridgeStrings {
  /// Calls `body` with the UTF-16 code units of `text` (never a null pointer).
  static func withUTF16<R>(
    _ text: String, _ body: (UnsafePointer<UInt16>, Int32) throws -> R
  ) rethrows -> R {
    var units = Array(text.utf16)
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
    // A unit needs at most three UTF-8 bytes; a surrogate pair (two units) needs four.
    return String(unsafeUninitializedCapacity: count * 3) { utf8 in
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
}
