/// The kind of value a printf-style specifier reads, as far as a mismatch matters: reading
/// an object where an integer was passed, or 32 bits where 64 were, shows garbage or crashes.
public enum FormatValueType: String, Sendable, Hashable, CaseIterable {
  /// An object: `%@`; in Java, any object (`%s`, `%h`).
  case object
  /// A 32-bit integer: `%d`, `%i`, `%u`, `%x`, `%o`; also a `*` width or precision.
  case int32
  /// A 64-bit integer: `%ld`, `%lld`, `%qd`, `%zd`, `%jd`, `%td`, `%D`, `%U`, `%O`.
  case int64
  /// A Java integer of any size (`int`, `long`, `BigInteger`): Java's `%d`, `%x`, `%o`.
  case integer
  /// A double: `%f`, `%e`, `%g`, `%a`.
  case double
  /// A long double: `%Lf`.
  case longDouble
  /// An 8-bit character: `%c`.
  case char
  /// A 16-bit Unicode character: `%C`; Java's `%c`.
  case unichar
  /// A C wide character (`wint_t`): `%lc`, glibc's `%C`.
  case wideChar
  /// A C string: `%s`.
  case cString
  /// A string of 16-bit Unicode characters: `%S`.
  case unicharString
  /// A C string of wide characters (`wchar_t *`): `%ls`, glibc's `%S`.
  case wideString
  /// A pointer: `%p`; C's `%n`, which stores the count written so far through one.
  case pointer
  /// A Java boolean: `%b`.
  case boolean
  /// A Java date or time: `%tY`, `%tH`, ….
  case date

  /// "an object", "a 64-bit integer", for messages.
  public var phrase: String {
    switch self {
    case .object: return "an object"
    case .int32: return "a 32-bit integer"
    case .int64: return "a 64-bit integer"
    case .integer: return "an integer"
    case .double: return "a floating-point number"
    case .longDouble: return "a long double"
    case .char: return "a C character"
    case .unichar: return "a UTF-16 character"
    case .wideChar: return "a wide character"
    case .cString: return "a C string"
    case .unicharString: return "a UTF-16 string"
    case .wideString: return "a wide-character string"
    case .pointer: return "a pointer"
    case .boolean: return "a boolean"
    case .date: return "a date or time"
    }
  }

  /// True for the integer and floating-point types (what a plural can select on).
  public var isNumeric: Bool {
    switch self {
    case .int32, .int64, .integer, .double, .longDouble: return true
    default: return false
    }
  }

  /// True for the integer types.
  public var isInteger: Bool {
    self == .int32 || self == .int64 || self == .integer
  }
}

/// One `%…` conversion of a printf-style format string, as its dialect reads it.
public struct FormatSpecifier: Sendable, Hashable {
  /// The explicit 1-based position of `%2$@`, or nil for a sequential specifier.
  public var explicitPosition: Int?
  /// The flags (`-`, `+`, space, `#`, `0`, `'`; glibc's `I`; Java's `,`, `(` and `<`).
  public var flags: String
  /// The field width digits; in C, `*` or `*2$` when an argument gives it.
  public var width: String
  /// The precision, with its dot (`.2`), or empty; in C, `.*` or `.*3$` when an argument
  /// gives it.
  public var precision: String
  /// The length modifier (`l`, `ll`, `h`, `q`, `z`, …); in C, `<PRI` for gettext's notation
  /// of an `<inttypes.h>` macro (`%<PRId64>`), whose size is in ``suffix``.
  public var length: String
  /// The conversion character (`@`, `d`, `f`, …).
  public var conversion: Character
  /// What follows the conversion: the date or time field of Java's `%tY`, or the size and
  /// `>` of a C `%<PRId64>`; empty otherwise.
  public var suffix: String
  /// The dialect the specifier was read in, which decides the kind of value it reads.
  public var dialect: PrintfFormat.Dialect

  /// Creates a specifier.
  public init(
    explicitPosition: Int? = nil, flags: String = "", width: String = "", precision: String = "", length: String = "",
    conversion: Character, suffix: String = "", dialect: PrintfFormat.Dialect = .foundation
  ) {
    self.explicitPosition = explicitPosition
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
    self.suffix = suffix
    self.dialect = dialect
  }

  /// The conversion characters Foundation formats.
  static let conversions: Set<Character> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
  ]

  /// The length modifiers, longest first.
  static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

  /// The kind of value the specifier reads.
  public var valueType: FormatValueType {
    switch dialect {
    case .foundation: return foundationValueType
    case .c: return cValueType
    case .java: return javaValueType
    }
  }

  private var foundationValueType: FormatValueType {
    switch conversion {
    case "@": return .object
    case "D", "U", "O": return .int64
    case "d", "i", "u", "x", "X", "o":
      return ["l", "ll", "q", "z", "t", "j"].contains(length) ? .int64 : .int32
    case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? .longDouble : .double
    case "c": return .char
    case "C": return .unichar
    case "s": return .cString
    case "S": return .unicharString
    default: return .pointer
    }
  }

  /// C and glibc: `%lc`/`%C` and `%ls`/`%S` are wide, `L` and `q` make an integer 64-bit as
  /// `ll` does, `Z` is `z`.
  private var cValueType: FormatValueType {
    if length == "<PRI" {
      // 64-bit: PRId64, PRIdMAX, PRIdPTR and (on 64-bit glibc) the FAST types; else 32 or less.
      return ["64", "MAX", "PTR", "FAST"].contains(where: suffix.contains) ? .int64 : .int32
    }
    switch conversion {
    case "d", "i", "u", "x", "X", "o":
      return ["l", "ll", "q", "L", "z", "Z", "t", "j"].contains(length) ? .int64 : .int32
    case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? .longDouble : .double
    case "c": return length == "l" ? .wideChar : .char
    case "C": return .wideChar
    case "s": return length == "l" ? .wideString : .cString
    case "S": return .wideString
    default: return .pointer
    }
  }

  /// Java's `Formatter`: `%s` and `%h` take any object, `%d` any integer.
  private var javaValueType: FormatValueType {
    switch conversion {
    case "b", "B": return .boolean
    case "c", "C": return .unichar
    case "d", "o", "x", "X": return .integer
    case "e", "E", "f", "g", "G", "a", "A": return .double
    case "t", "T": return .date
    default: return .object
    }
  }

  /// The specifier written out, position included: `%1$lld`.
  public var written: String {
    "%" + (explicitPosition.map { "\($0)$" } ?? "") + withoutPosition
  }

  /// The specifier without its position (`lld`, `.2f`, `@`), as a String Catalog's
  /// `formatSpecifier` writes it.
  public var withoutPosition: String {
    flags + width + precision + length + String(conversion) + suffix
  }

  /// The arguments a C `*` width and precision read before the value, in order: the
  /// position written (`*2$`), or nil for the next argument.
  var starPositions: [(part: FormatArgument.Part, position: Int?)] {
    var found: [(part: FormatArgument.Part, position: Int?)] = []
    for (part, text) in [(FormatArgument.Part.width, Substring(width)), (.precision, precision.dropFirst())]
    where text.hasPrefix("*") {
      found.append((part, Int(text.dropFirst().dropLast())))
    }
    return found
  }

  /// Parses the part after `%` and any position, such as `lld` or `.2f`.
  /// - Parameters:
  ///   - body: The specifier without its `%` and position.
  ///   - dialect: The dialect to read it in.
  /// - Returns: nil when the text is not exactly one specifier.
  public static func parse(body: String, dialect: PrintfFormat.Dialect = .foundation) -> FormatSpecifier? {
    let tokens = PrintfFormat.tokens(in: "%" + body, dialect: dialect)
    guard tokens.count == 1, case .specifier(let specifier, _) = tokens[0], specifier.explicitPosition == nil else {
      return nil
    }
    return specifier
  }
}

/// A printf-style argument as a value of an Apple catalog uses it: where, as what, and the
/// name it has in the converted ICU message.
public struct FormatArgument: Sendable, Hashable {
  /// What a specifier reads an argument for.
  public enum Part: Sendable, Hashable {
    /// The value it formats.
    case value
    /// The field width of a C `*` (`%*d`): an `int` read before the value.
    case width
    /// The precision of a C `.*` (`%.*s`): an `int` read before the value.
    case precision
  }

  /// The 1-based argument position.
  public var position: Int
  /// The specifier that reads it (for a substitution or plural, its format specifier).
  public var specifier: FormatSpecifier
  /// The UTF-16 offset in the converted message where the use is, for locating findings.
  public var messageOffset: Int
  /// True when the value wrote the position (`%2$@`), false for a sequential specifier.
  public var isExplicitlyPositioned: Bool
  /// The argument's name in the converted message (`arg1`, or a substitution's name).
  public var name: String
  /// True for a substitution (`%#@files@`), which reads the argument to choose a variant
  /// rather than to print it.
  public var selectsVariant: Bool
  /// What the specifier reads the argument for: its value, or the `*` of its width or
  /// precision.
  public var part: Part
  /// Where the use is written when the message does not show it: a specifier inside a
  /// markup attribute (`<a href="%2$s">`); nil for a use located by ``messageOffset``.
  public var location: MessageSourceMap.Location?

  /// Creates an argument use.
  public init(
    position: Int, specifier: FormatSpecifier, messageOffset: Int, isExplicitlyPositioned: Bool, name: String,
    selectsVariant: Bool = false, part: Part = .value, location: MessageSourceMap.Location? = nil
  ) {
    self.position = position
    self.specifier = specifier
    self.messageOffset = messageOffset
    self.isExplicitlyPositioned = isExplicitlyPositioned
    self.name = name
    self.selectsVariant = selectsVariant
    self.part = part
    self.location = location
  }

  /// The kind of value read: the specifier's, or an `int` for a `*` width or precision.
  public var valueType: FormatValueType {
    part == .value ? specifier.valueType : .int32
  }

  /// The use as a message shows it: `%1$lld`, or “the * width of %*d”.
  public var written: String {
    switch part {
    case .value: return specifier.written
    case .width: return "the * width of \(specifier.written)"
    case .precision: return "the .* precision of \(specifier.written)"
    }
  }
}
