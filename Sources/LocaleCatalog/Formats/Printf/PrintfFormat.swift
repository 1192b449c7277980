/// Reads printf-style format strings in the dialect of their format. Foundation's (Apple
/// catalogs): `%@`, `%lld`, `%d`, `%.2f`, positional `%1$@`, `%%`, String Catalog and
/// stringsdict substitutions `%#@name@` and, inside a substitution's variation, `%arg`. C's
/// and glibc's (gettext `c-format`) and Java's (Android resources): see ``Dialect``.
public enum PrintfFormat {
  /// A printf dialect: which flags, lengths and conversions a format string may use, and
  /// what each conversion reads.
  public enum Dialect: String, Sendable, Hashable, CaseIterable {
    /// Foundation's `String(format:)`, as Apple catalogs use it: `%@` for objects, BSD's
    /// `%D`, `%U`, `%O`, the `q` length, substitutions `%#@name@`.
    case foundation
    /// C's printf as glibc implements it, for gettext `c-format` strings: no `%@`; the
    /// `I` flag (the locale's digits, `%Id`); widths and precisions from an argument
    /// (`%*d`, `%.*s`, `%1$*2$d`), each an `int` read before the value; lengths `hh`, `h`,
    /// `l`, `ll`, `q`, `L`, `j`, `z`, `Z`, `t`; `%lc`/`%C` and `%ls`/`%S` wide; `%m`, the
    /// message of `errno`, which reads no argument.
    case c
    /// Java's `Formatter`, for Android resources: flags `-#+ 0,(` and `<` (the previous
    /// specifier's argument again); no length modifiers and no `%@`; `%b` (boolean), `%h`
    /// (hash code), `%s`/`%S` (any object), `%c`, `%d`, `%o`, `%x`, `%e`, `%f`, `%g`, `%a`,
    /// `%tY`-style dates and times, and `%n`, a line break that reads no argument.
    case java
  }

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
    /// A conversion that reads no argument: C's `%m` (the message of `errno`), Java's `%n`
    /// (a line break).
    case argumentless(FormatSpecifier, range: Range<Int>)
    /// A `%` that starts no valid conversion.
    case invalid(String, range: Range<Int>)
  }

  /// Splits `text` into tokens.
  /// - Parameters:
  ///   - text: A printf-style format string.
  ///   - allowsSubstitutionArgument: Whether `%arg` means the substitution's number
  ///     (inside a String Catalog substitution's variations).
  ///   - dialect: The dialect the string is written in.
  public static func tokens(
    in text: String, allowsSubstitutionArgument: Bool = false, dialect: Dialect = .foundation
  ) -> [Token] {
    tokens(in: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: true, dialect: dialect)
  }

  /// Splits `text` into tokens; without `keepingText`, `.text` tokens give their range and
  /// an empty string, for callers that read the text by range.
  static func tokens(
    in text: String, allowsSubstitutionArgument: Bool, keepingText: Bool, dialect: Dialect = .foundation
  ) -> [Token] {
    // Most values have no `%` at all: one text token, without decoding anything.
    guard text.utf8.contains(0x25) else {
      return text.isEmpty ? [] : [.text(keepingText ? text : "", range: 0..<text.utf16.count)]
    }
    return tokens(
      units: Array(text.utf16), allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: keepingText,
      dialect: dialect)
  }

  /// The length modifiers' code units, longest first, of Foundation and of C.
  private static let foundationLengths = FormatSpecifier.lengths.map { ($0, Array($0.utf16)) }
  private static let cLengths = ["hh", "ll", "h", "l", "q", "L", "j", "z", "Z", "t"].map { ($0, Array($0.utf16)) }

  /// Whether each ASCII code unit is a conversion character of `conversions`.
  private static func conversionTable(_ conversions: Set<Character>) -> [Bool] {
    (0..<128).map { code in Unicode.Scalar(code).map { conversions.contains(Character($0)) } ?? false }
  }

  /// Whether each ASCII code unit is a conversion character, in each dialect.
  private static let foundationConversions = conversionTable(FormatSpecifier.conversions)
  private static let cConversions = conversionTable([
    "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "n", "m",
  ])
  private static let javaConversions = conversionTable([
    "b", "B", "h", "H", "s", "S", "c", "C", "d", "o", "x", "X", "e", "E", "f", "g", "G", "a", "A", "t", "T", "n",
  ])

  /// The conversions of `<inttypes.h>` macros (`PRId64`, `PRIxMAX`).
  private static let macroConversions = Set("diouxX".utf16)

  /// The date and time fields that may follow Java's `%t` and `%T`.
  private static let javaDateFields = Set("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".utf16)

  /// Whether a conversion of the dialect reads no argument (C's `%m`, Java's `%n`).
  static func isArgumentless(_ conversion: Character, in dialect: Dialect) -> Bool {
    (dialect == .c && conversion == "m") || (dialect == .java && conversion == "n")
  }

  /// Whether `code` is a flag of the dialect.
  private static func isFlag(_ code: UInt16, in dialect: Dialect) -> Bool {
    switch code {
    // - + space # 0 '
    case 0x2D, 0x2B, 0x20, 0x23, 0x30: return true
    case 0x27: return dialect != .java
    case 0x49: return dialect == .c  // I
    case 0x2C, 0x28, 0x3C: return dialect == .java  // , ( <
    default: return false
    }
  }

  /// Splits the UTF-16 code units of a string into tokens (see
  /// ``tokens(in:allowsSubstitutionArgument:dialect:)``).
  static func tokens(
    units: [UInt16], allowsSubstitutionArgument: Bool, keepingText: Bool, dialect: Dialect = .foundation
  ) -> [Token] {
    guard units.contains(0x25) else {
      guard !units.isEmpty else { return [] }
      let text = keepingText ? units.withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) } : ""
      return [.text(text, range: 0..<units.count)]
    }
    let lengths: [(String, [UInt16])]
    let isConversion: [Bool]
    switch dialect {
    case .foundation: (lengths, isConversion) = (PrintfFormat.foundationLengths, PrintfFormat.foundationConversions)
    case .c: (lengths, isConversion) = (PrintfFormat.cLengths, PrintfFormat.cConversions)
    case .java: (lengths, isConversion) = ([], PrintfFormat.javaConversions)
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
      if allowsSubstitutionArgument, dialect == .foundation, unit(cursor) == 0x61, unit(cursor + 1) == 0x72,
        unit(cursor + 2) == 0x67
      {
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
      if sawSharp, dialect == .foundation, unit(marker) == 0x40 {
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
      while PrintfFormat.isFlag(unit(cursor), in: dialect) { cursor += 1 }
      let flags = ascii(flagsStart..<cursor)
      /// C's `*` or `*2$`: a width or precision read from an argument.
      func star() -> Bool {
        guard dialect == .c, unit(cursor) == 0x2A else { return false }
        cursor += 1
        var end = cursor
        while isDigit(unit(end)) { end += 1 }
        if end > cursor, unit(end) == 0x24 { cursor = end + 1 }
        return true
      }
      let widthStart = cursor
      if !star() {
        while isDigit(unit(cursor)) { cursor += 1 }
      }
      let width = ascii(widthStart..<cursor)
      let precisionStart = cursor
      if unit(cursor) == 0x2E {
        cursor += 1
        if !star() {
          while isDigit(unit(cursor)) { cursor += 1 }
        }
      }
      let precision = ascii(precisionStart..<cursor)
      var length = ""
      for (candidate, codes) in lengths
      where codes.indices.allSatisfy({ unit(cursor + $0) == codes[$0] }) {
        length = candidate
        cursor += codes.count
        break
      }
      // gettext's notation of an <inttypes.h> macro: `%<PRId64>` is `"%" PRId64` in C.
      var macroEnd: Int?
      if dialect == .c, length.isEmpty, unit(cursor) == 0x3C, unit(cursor + 1) == 0x50, unit(cursor + 2) == 0x52,
        unit(cursor + 3) == 0x49, PrintfFormat.macroConversions.contains(unit(cursor + 4))
      {
        var close = cursor + 5
        while (unit(close) >= 0x41 && unit(close) <= 0x5A) || isDigit(unit(close)) { close += 1 }
        if close > cursor + 5, unit(close) == 0x3E {
          length = "<PRI"
          cursor += 4
          macroEnd = close + 1
        }
      }
      let code = unit(cursor)
      var suffix = ""
      var end = cursor + 1
      if let macroEnd {
        suffix = ascii(end..<macroEnd)
        end = macroEnd
      } else if dialect == .java, code == 0x74 || code == 0x54 {  // t T
        if PrintfFormat.javaDateFields.contains(unit(end)) {
          suffix = ascii(end..<(end + 1))
          end += 1
        } else {
          end = units.count + 1  // no date field: not a conversion
        }
      }
      guard code < 0x80, end <= units.count, isConversion[Int(code)],
        let scalar = Unicode.Scalar(code)
      else {
        let end = min(cursor + 1, units.count)
        tokens.append(.invalid(String(decoding: units[start..<end], as: UTF16.self), range: start..<end))
        index = end
        textStart = index
        continue
      }
      let specifier = FormatSpecifier(
        explicitPosition: position, flags: flags, width: width, precision: precision, length: length,
        conversion: Character(scalar), suffix: suffix, dialect: dialect)
      if PrintfFormat.isArgumentless(specifier.conversion, in: dialect) {
        tokens.append(.argumentless(specifier, range: start..<end))
      } else {
        tokens.append(.specifier(specifier, range: start..<end))
      }
      index = end
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
  public static func isFormat(
    _ text: String, allowsSubstitutionArgument: Bool = false, dialect: Dialect = .foundation
  ) -> Bool {
    tokens(in: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepingText: false, dialect: dialect)
      .contains { token in
        switch token {
        case .specifier(let specifier, _), .argumentless(let specifier, _):
          return !(specifier.flags.contains(" ") || specifier.flags.contains("-")) || specifier.conversion == "@"
        case .substitution, .substitutionArgument, .percent: return true
        case .text, .invalid: return false
        }
      }
  }
}
