/// Byte-level questions rules ask of a text before reading it character by character, over
/// the string's contiguous UTF-8 (a generic walk of `utf8` costs several times more).
extension String {
  /// True when the UTF-8 of the text has `byte`.
  func utf8Contains(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { $0.contains(byte) }
  }

  /// How many times `byte` occurs in the UTF-8 of the text.
  func utf8Count(of byte: UInt8) -> Int {
    var text = self
    return text.withUTF8 { bytes in
      var count = 0
      for candidate in bytes where candidate == byte { count += 1 }
      return count
    }
  }

  /// True when every character of the text is ASCII.
  var isASCIIOnly: Bool {
    var text = self
    return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
  }
}
