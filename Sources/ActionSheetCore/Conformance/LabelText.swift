/// Label normalization with the standard library only: case folding, trimming and whitespace
/// collapsing, so "  OK! " and "ok" compare equal.
enum LabelText {
  /// The label lowercased (full Unicode, from the standard library), with typographic
  /// apostrophes made plain, without leading or trailing whitespace and punctuation, and with
  /// inner whitespace runs collapsed to one space.
  static func folded(_ label: String) -> String {
    if label.utf8.allSatisfy({ $0 < 0x80 }) { return foldedASCII(label) }
    let lowered = label.lowercased()
    if lowered.unicodeScalars.allSatisfy(isOwnCharacter) { return foldedScalars(lowered) }
    // One pass over the characters: apostrophes made plain, whitespace runs collapsed to
    // one space and dropped at the ends (what splitting on whitespace and joining with
    // spaces gives).
    var collapsed = ""
    var pendingSpace = false
    for character in lowered {
      if character.isWhitespace {
        pendingSpace = !collapsed.isEmpty
        continue
      }
      if pendingSpace {
        collapsed.append(" ")
        pendingSpace = false
      }
      collapsed.append(isApostrophe(character) ? "'" : character)
    }
    var joined = collapsed[...]
    while let first = joined.first, first.isPunctuation || first.isWhitespace {
      joined = joined.dropFirst()
    }
    while let last = joined.last, last.isPunctuation || last.isWhitespace {
      joined = joined.dropLast()
    }
    return String(joined)
  }

  /// Whether `character` stands for an apostrophe: right single quotation mark, modifier
  /// letter apostrophe. (Compared directly: hashing a character normalizes it first.)
  /// ``folded(_:)`` for ASCII text, byte by byte: the same result without the per-character
  /// work (every ASCII character but CR LF is one byte).
  private static func foldedASCII(_ label: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(label.utf8.count)
    var pendingSpace = false
    for byte in label.utf8 {
      if asciiWhitespace[Int(byte)] {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    var start = 0
    var end = bytes.count
    while start < end, asciiPunctuation[Int(bytes[start])] || asciiWhitespace[Int(bytes[start])] { start += 1 }
    while end > start, asciiPunctuation[Int(bytes[end - 1])] || asciiWhitespace[Int(bytes[end - 1])] { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// ``folded(_:)`` for lowercased text whose every scalar is a character of its own, scalar
  /// by scalar: the same result without breaking the text into characters.
  private static func foldedScalars(_ lowered: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lowered.utf8.count)
    var pendingSpace = false
    for scalar in lowered.unicodeScalars {
      if isWhitespace(scalar) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      let plain: Unicode.Scalar = scalar == "\u{2019}" || scalar == "\u{02BC}" ? "'" : scalar
      UTF8.encode(plain) { bytes.append($0) }
    }
    var joined = Substring(String(decoding: bytes, as: UTF8.self))
    while let first = joined.first, first.isPunctuation || first.isWhitespace { joined = joined.dropFirst() }
    while let last = joined.last, last.isPunctuation || last.isWhitespace { joined = joined.dropLast() }
    return String(joined)
  }

  /// The Unicode White_Space characters.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// True for scalars that always make a character of their own, whatever comes before or
  /// after them (no combining marks, joiners or prepended marks): most of Latin, Greek,
  /// Cyrillic, Hebrew and Arabic letters, general punctuation, kana, CJK ideographs and
  /// Hangul syllables. CR LF is one character but, both being whitespace, folds the same.
  private static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x300, 0x370..<0x483, 0x48A..<0x530, 0x5D0..<0x5F5, 0x606..<0x610, 0x61B..<0x64B, 0x660..<0x670,
      0x671..<0x6D6, 0x1E00..<0x2000, 0x2000..<0x200C, 0x200E..<0x2070, 0x3000..<0x302A, 0x3030..<0x3099,
      0x309B..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7A4, 0xFF01..<0xFF9E:
      true
    default: false
    }
  }

  /// Which ASCII characters are whitespace and which punctuation, as `Character` says.
  private static let asciiWhitespace: [Bool] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))).isWhitespace }
  private static let asciiPunctuation: [Bool] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))).isPunctuation }

  private static func isApostrophe(_ character: Character) -> Bool {
    character == "\u{2019}" || character == "\u{02BC}"
  }

  /// Whether a label has nothing to read: empty or only whitespace.
  static func isBlank(_ label: String) -> Bool {
    label.allSatisfy(\.isWhitespace)
  }
}
