/// Reads printf-style format strings the way Foundation formats them: `%@`, `%lld`, `%d`,
/// `%.2f`, positional `%1$@`, `%%`, String Catalog and stringsdict substitutions `%#@name@`
/// and, inside a substitution's variation, `%arg`.
public enum PrintfFormat {
  /// One piece of a format string; ranges are UTF-16 offsets into it.
  public enum Token: Sendable, Hashable {
    /// Literal text.
    case text(String, range: Range<Int>)
    /// `%%`: a percent sign.
    case percent(range: Range<Int>)
    /// A conversion such as `%1$lld`.
    case specifier(FormatSpecifier, range: Range<Int>)
    /// `%#@name@` (with an optional position, `%2$#@name@`): a substitution.
    case substitution(name: String, explicitPosition: Int?, range: Range<Int>)
    /// `%arg` inside a String Catalog substitution: the substitution's own number.
    case substitutionArgument(range: Range<Int>)
    /// A `%` that starts no valid conversion.
    case invalid(String, range: Range<Int>)
  }

  /// Splits `text` into tokens.
  /// - Parameters:
  ///   - text: A printf-style format string.
  ///   - allowsSubstitutionArgument: Whether `%arg` means the substitution's number
  ///     (inside a String Catalog substitution's variations).
  public static func tokens(in text: String, allowsSubstitutionArgument: Bool = false) -> [Token] {
    tokens(in: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: true)
  }

  /// Splits `text` into tokens; without `keepingText`, `.text` tokens give their range and
  /// an empty string, for callers that read the text by range.
  static func tokens(in text: String, allowsSubstitutionArgument: Bool, keepingText: Bool) -> [Token] {
    // Most values have no `%` at all: one text token, without decoding anything.
    guard text.utf8.contains(0x25) else {
      return text.isEmpty ? [] : [.text(keepingText ? text : "", range: 0..<text.utf16.count)]
    }
    return tokens(
      units: Array(text.utf16), allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: keepingText)
  }

  /// The length modifiers' code units, longest first.
  private static let lengthUnits = FormatSpecifier.lengths.map { ($0, Array($0.utf16)) }

  /// Whether each ASCII code unit is a conversion character.
  private static let isConversion: [Bool] = (0..<128).map { code in
    Unicode.Scalar(code).map { FormatSpecifier.conversions.contains(Character($0)) } ?? false
  }

  /// Splits the UTF-16 code units of a string into tokens (see ``tokens(in:allowsSubstitutionArgument:)``).
  static func tokens(units: [UInt16], allowsSubstitutionArgument: Bool, keepingText: Bool) -> [Token] {
    guard units.contains(0x25) else {
      guard !units.isEmpty else { return [] }
      let text = keepingText ? units.withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) } : ""
      return [.text(text, range: 0..<units.count)]
    }
    var tokens: [Token] = []
    var index = 0
    var textStart = 0
    func flushText(upTo end: Int) {
      if end > textStart {
        // Decoded from contiguous memory: the generic decoding of a slice goes scalar by scalar.
        let run =
          keepingText ? units[textStart..<end].withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) } : ""

        tokens.append(.text(run, range: textStart..<end))
      }
    }
    /// The code unit at `offset`, or 0 past the end (0 matches none of the characters looked for).
    func unit(_ offset: Int) -> UInt16 {
      offset < units.count ? units[offset] : 0
    }
    func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
    /// The ASCII text of `range`, which holds only ASCII characters.
    func ascii(_ range: Range<Int>) -> String {
      range.isEmpty ? "" : String(decoding: units[range].map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    }
    while index < units.count {
      guard units[index] == 0x25 else {  // "%"
        index += 1
        continue
      }
      flushText(upTo: index)
      let start = index
      var cursor = index + 1
      if unit(cursor) == 0x25 {
        tokens.append(.percent(range: start..<(cursor + 1)))
        index = cursor + 1
        textStart = index
        continue
      }
      // "arg"
      if allowsSubstitutionArgument, unit(cursor) == 0x61, unit(cursor + 1) == 0x72, unit(cursor + 2) == 0x67 {
        tokens.append(.substitutionArgument(range: start..<(cursor + 3)))
        index = cursor + 3
        textStart = index
        continue
      }
      // Position: digits followed by "$".
      var position: Int?
      var digitEnd = cursor
      while isDigit(unit(digitEnd)) { digitEnd += 1 }
      if digitEnd > cursor, unit(digitEnd) == 0x24 {
        var value = 0
        var overflowed = false
        for digit in units[cursor..<digitEnd] where !overflowed {
          let (times, first) = value.multipliedReportingOverflow(by: 10)
          let (sum, second) = times.addingReportingOverflow(Int(digit - 0x30))
          overflowed = first || second
          value = sum
        }
        position = overflowed || value == 0 ? nil : value
        cursor = digitEnd + 1
      }
      // A substitution: %#@name@. Foundation reads flags and a width anywhere before the
      // conversion, so `%1#@name@` (a width of 1) is one too.
      var marker = cursor
      var sawSharp = false
      while true {
        let code = unit(marker)
        // - + space 0 ' # and digits
        guard code == 0x2D || code == 0x2B || code == 0x20 || code == 0x27 || code == 0x23 || isDigit(code) else {
          break
        }
        if code == 0x23 { sawSharp = true }
        marker += 1
      }
      if sawSharp, unit(marker) == 0x40 {
        cursor = marker - 1
        var nameEnd = cursor + 2
        while nameEnd < units.count, units[nameEnd] != 0x40, units[nameEnd] != 0x25, units[nameEnd] != 0x20 {
          nameEnd += 1
        }
        if unit(nameEnd) == 0x40, nameEnd > cursor + 2 {
          let name = String(decoding: units[(cursor + 2)..<nameEnd], as: UTF16.self)
          tokens.append(.substitution(name: name, explicitPosition: position, range: start..<(nameEnd + 1)))
          index = nameEnd + 1
          textStart = index
          continue
        }
        tokens.append(
          .invalid(
            String(decoding: units[start..<min(nameEnd, units.count)], as: UTF16.self),
            range: start..<min(nameEnd, units.count)))
        index = min(nameEnd, units.count)
        textStart = index
        continue
      }
      let flagsStart = cursor
      while true {
        let code = unit(cursor)
        // - + space # 0 '
        guard code == 0x2D || code == 0x2B || code == 0x20 || code == 0x23 || code == 0x30 || code == 0x27 else {
          break
        }
        cursor += 1
      }
      let flags = ascii(flagsStart..<cursor)
      let widthStart = cursor
      while isDigit(unit(cursor)) { cursor += 1 }
      let width = ascii(widthStart..<cursor)
      let precisionStart = cursor
      if unit(cursor) == 0x2E {
        cursor += 1
        while isDigit(unit(cursor)) { cursor += 1 }
      }
      let precision = ascii(precisionStart..<cursor)
      var length = ""
      for (candidate, codes) in PrintfFormat.lengthUnits
      where codes.indices.allSatisfy({ unit(cursor + $0) == codes[$0] }) {
        length = candidate
        cursor += codes.count
        break
      }
      let code = unit(cursor)
      guard code < 0x80, PrintfFormat.isConversion[Int(code)], let scalar = Unicode.Scalar(code) else {
        let end = min(cursor + 1, units.count)
        tokens.append(.invalid(String(decoding: units[start..<end], as: UTF16.self), range: start..<end))
        index = end
        textStart = index
        continue
      }
      let specifier = FormatSpecifier(
        explicitPosition: position, flags: flags, width: width, precision: precision, length: length,
        conversion: Character(scalar))
      tokens.append(.specifier(specifier, range: start..<(cursor + 1)))
      index = cursor + 1
      textStart = index
    }
    flushText(upTo: units.count)
    return tokens
  }

  /// True when `text` has at least one conversion or substitution, so that Foundation
  /// formats it; a value without any keeps its `%` signs as written. A conversion with the
  /// space or minus flag (`% d`, `%-o`) is one in a format string, yet alone it is more
  /// likely prose (“50% discount”, Hungarian “100%-os”), so it does not make a value a
  /// format string by itself; `% @` does (Foundation prints the object, the flag is ignored).
  public static func isFormat(_ text: String, allowsSubstitutionArgument: Bool = false) -> Bool {
    tokens(in: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: false).contains { token in
      switch token {
      case .specifier(let specifier, _):
        return !(specifier.flags.contains(" ") || specifier.flags.contains("-")) || specifier.conversion == "@"
      case .substitution, .substitutionArgument, .percent: return true
      case .text, .invalid: return false
      }
    }
  }
}
