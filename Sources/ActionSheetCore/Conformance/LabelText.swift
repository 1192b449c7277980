/// Label normalization with the standard library only: case folding, trimming and whitespace
/// collapsing, so "  OK! " and "ok" compare equal.
enum LabelText {
  /// The label lowercased (full Unicode, from the standard library), with typographic
  /// apostrophes made plain, without leading or trailing whitespace and punctuation, and with
  /// inner whitespace runs collapsed to one space.
  static func folded(_ label: String) -> String {
    if let folded = foldedScalars(label) { return folded }
    let lowered = label.lowercased()
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
  /// ``folded(_:)`` scalar by scalar, for text whose every scalar ``classify(_:)`` knows;
  /// nil for other text.
  ///
  /// Such lowercasing never lengthens the UTF-8, nor do collapsing and trimming, so the
  /// result is written straight into a string of the label's length.
  private static func foldedScalars(_ label: String) -> String? {
    var known = true
    let folded = String(unsafeUninitializedCapacity: label.utf8.count) { buffer in
      var count = 0
      // The end of the text kept so far when trailing punctuation and spaces are dropped.
      var kept = 0
      var pendingSpace = false
      for scalar in label.unicodeScalars {
        guard let (lower, kind) = classify(scalar) else {
          known = false
          return 0
        }
        if kind == .whitespace {
          pendingSpace = count > 0
          continue
        }
        // Leading punctuation is dropped; so is the space before trailing punctuation.
        if count == 0, kind == .punctuation { continue }
        if pendingSpace {
          buffer[count] = 0x20
          count += 1
          pendingSpace = false
        }
        let value = lower.value
        if value < 0x80 {
          buffer[count] = UInt8(truncatingIfNeeded: value)
          count += 1
        } else if value == 0x2019 || value == 0x02BC {
          buffer[count] = 0x27
          count += 1
        } else if value < 0x800 {
          buffer[count] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
          buffer[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          count += 2
        } else if value < 0x10000 {
          buffer[count] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
          buffer[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
          buffer[count + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          count += 3
        } else {
          buffer[count] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
          buffer[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
          buffer[count + 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
          buffer[count + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          count += 4
        }
        if kind == .other { kept = count }
      }
      return kept
    }
    return known ? folded : nil
  }

  /// What a scalar is to the folding.
  private enum ScalarKind {
    case whitespace, punctuation, other
  }

  /// The lowercase of a scalar and its kind, for scalars that make a character of their
  /// own and lowercase to one scalar by simple arithmetic or not at all: Latin-1, basic
  /// Cyrillic, general punctuation, and caseless scripts (Hebrew, Arabic, kana, CJK,
  /// Hangul). Nil for any other scalar.
  @inline(__always)
  private static func classify(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, ScalarKind)? {
    let value = scalar.value
    // Letters and digits first, the common case, with as few comparisons as possible.
    if value >= 0x61 {
      if value <= 0x7A || (value >= 0xDF && value <= 0xFF && value != 0xF7) || (value >= 0x430 && value <= 0x45F) {
        return (scalar, .other)
      }
    } else if value >= 0x41 {
      if value <= 0x5A { return (Unicode.Scalar(value + 0x20) ?? scalar, .other) }
    } else if value >= 0x30 && value <= 0x39 {
      return (scalar, .other)
    }
    if isWhitespace(scalar) { return (scalar, .whitespace) }
    switch value {
    case 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F: return (Unicode.Scalar(value + 0x20) ?? scalar, .other)
    case 0x400...0x40F: return (Unicode.Scalar(value + 0x50) ?? scalar, .other)
    case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D:
      return (scalar, .punctuation)
    case 0x00..<0x80, 0x5D0...0x5EA, 0x620...0x63F, 0x641...0x64A, 0x3041...0x3096, 0x30A1...0x30FA,
      0x4E00..<0xA000, 0xAC00..<0xD7A4:
      return (scalar, .other)
    case 0x80..<0xC0, 0xD7, 0xF7, 0x5D0..<0x5F5, 0x606..<0x610, 0x61B..<0x64B, 0x660..<0x670, 0x671..<0x6D6,
      0x2000..<0x200C, 0x200E..<0x2070, 0x3000..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100:
      return (scalar, isPunctuation(scalar) ? .punctuation : .other)
    default: return nil
    }
  }

  /// What `Character.isPunctuation` says of a one-scalar character.
  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return true
    default: return false
    }
  }

  /// The Unicode White_Space characters.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  private static func isApostrophe(_ character: Character) -> Bool {
    character == "\u{2019}" || character == "\u{02BC}"
  }

  /// Whether a label has nothing to read: empty or only whitespace.
  static func isBlank(_ label: String) -> Bool {
    // A character is whitespace when its first scalar is.
    if let first = label.unicodeScalars.first, !isWhitespace(first) { return false }
    return label.allSatisfy(\.isWhitespace)
  }
}
