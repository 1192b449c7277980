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
        return String(decoding: buffer[0..<Int(needed)], as: UTF16.self)
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
}
