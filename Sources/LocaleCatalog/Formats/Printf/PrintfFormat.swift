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
    // Most values have no `%` at all: one text token, without decoding anything.
    guard text.utf8.contains(0x25) else { return text.isEmpty ? [] : [.text(text, range: 0..<text.utf16.count)] }
    let units = Array(text.utf16)
    var tokens: [Token] = []
    var index = 0
    var textStart = 0
    func flushText(upTo end: Int) {
      if end > textStart {
        // Decoded from contiguous memory: the generic decoding of a slice goes scalar by scalar.
        let run = units[textStart..<end].withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) }
        tokens.append(.text(run, range: textStart..<end))
      }
    }
    func unit(_ offset: Int) -> Character? {
      guard offset < units.count, let scalar = Unicode.Scalar(units[offset]) else { return nil }
      return Character(scalar)
    }
    while index < units.count {
      guard units[index] == 0x25 else {  // "%"
        index += 1
        continue
      }
      flushText(upTo: index)
      let start = index
      var cursor = index + 1
      if unit(cursor) == "%" {
        tokens.append(.percent(range: start..<(cursor + 1)))
        index = cursor + 1
        textStart = index
        continue
      }
      if allowsSubstitutionArgument, unit(cursor) == "a", unit(cursor + 1) == "r", unit(cursor + 2) == "g" {
        tokens.append(.substitutionArgument(range: start..<(cursor + 3)))
        index = cursor + 3
        textStart = index
        continue
      }
      // Position: digits followed by "$".
      var position: Int?
      var digitEnd = cursor
      while let character = unit(digitEnd), character.isASCII, character.isNumber { digitEnd += 1 }
      if digitEnd > cursor, unit(digitEnd) == "$" {
        position = Int(String(decoding: units[cursor..<digitEnd], as: UTF16.self))
        if position == 0 { position = nil }
        cursor = digitEnd + 1
      }
      // A substitution: %#@name@. Foundation reads flags and a width anywhere before the
      // conversion, so `%1#@name@` (a width of 1) is one too.
      var marker = cursor
      var sawSharp = false
      while let character = unit(marker), "-+ 0'#".contains(character) || (character.isASCII && character.isNumber) {
        if character == "#" { sawSharp = true }
        marker += 1
      }
      if sawSharp, unit(marker) == "@" {
        cursor = marker - 1
        var nameEnd = cursor + 2
        while nameEnd < units.count, units[nameEnd] != 0x40, units[nameEnd] != 0x25, units[nameEnd] != 0x20 {
          nameEnd += 1
        }
        if unit(nameEnd) == "@", nameEnd > cursor + 2 {
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
      var flags = ""
      while let character = unit(cursor), "-+ #0'".contains(character) {
        flags.append(character)
        cursor += 1
      }
      var width = ""
      while let character = unit(cursor), character.isASCII, character.isNumber {
        width.append(character)
        cursor += 1
      }
      var precision = ""
      if unit(cursor) == "." {
        precision = "."
        cursor += 1
        while let character = unit(cursor), character.isASCII, character.isNumber {
          precision.append(character)
          cursor += 1
        }
      }
      var length = ""
      for candidate in FormatSpecifier.lengths {
        let characters = Array(candidate)
        if characters.indices.allSatisfy({ unit(cursor + $0) == characters[$0] }) {
          length = candidate
          cursor += characters.count
          break
        }
      }
      guard let conversion = unit(cursor), FormatSpecifier.conversions.contains(conversion) else {
        let end = min(cursor + 1, units.count)
        tokens.append(.invalid(String(decoding: units[start..<end], as: UTF16.self), range: start..<end))
        index = end
        textStart = index
        continue
      }
      let specifier = FormatSpecifier(
        explicitPosition: position, flags: flags, width: width, precision: precision, length: length,
        conversion: conversion)
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
    tokens(in: text, allowsSubstitutionArgument: allowsSubstitutionArgument).contains { token in
      switch token {
      case .specifier(let specifier, _):
        return !(specifier.flags.contains(" ") || specifier.flags.contains("-")) || specifier.conversion == "@"
      case .substitution, .substitutionArgument, .percent: return true
      case .text, .invalid: return false
      }
    }
  }
}
