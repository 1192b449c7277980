/// The kind of value a printf-style specifier reads, as far as a mismatch matters: reading
/// an object where an integer was passed, or 32 bits where 64 were, shows garbage or crashes.
public enum FormatValueType: String, Sendable, Hashable, CaseIterable {
  /// An object: `%@`.
  case object
  /// A 32-bit integer: `%d`, `%i`, `%u`, `%x`, `%o`.
  case int32
  /// A 64-bit integer: `%ld`, `%lld`, `%qd`, `%zd`, `%jd`, `%td`, `%D`, `%U`, `%O`.
  case int64
  /// A double: `%f`, `%e`, `%g`, `%a`.
  case double
  /// A long double: `%Lf`.
  case longDouble
  /// An 8-bit character: `%c`.
  case char
  /// A 16-bit Unicode character: `%C`.
  case unichar
  /// A C string: `%s`.
  case cString
  /// A string of 16-bit Unicode characters: `%S`.
  case unicharString
  /// A pointer: `%p`.
  case pointer

  /// "an object", "a 64-bit integer", for messages.
  public var phrase: String {
    switch self {
    case .object: return "an object"
    case .int32: return "a 32-bit integer"
    case .int64: return "a 64-bit integer"
    case .double: return "a floating-point number"
    case .longDouble: return "a long double"
    case .char: return "a C character"
    case .unichar: return "a UTF-16 character"
    case .cString: return "a C string"
    case .unicharString: return "a UTF-16 string"
    case .pointer: return "a pointer"
    }
  }

  /// True for the integer and floating-point types (what a plural can select on).
  public var isNumeric: Bool {
    switch self {
    case .int32, .int64, .double, .longDouble: return true
    default: return false
    }
  }
}

/// One `%…` conversion of a printf-style format string, as Foundation reads it.
public struct FormatSpecifier: Sendable, Hashable {
  /// The explicit 1-based position of `%2$@`, or nil for a sequential specifier.
  public var explicitPosition: Int?
  /// The flags (`-`, `+`, space, `#`, `0`, `'`).
  public var flags: String
  /// The field width digits.
  public var width: String
  /// The precision, with its dot (`.2`), or empty.
  public var precision: String
  /// The length modifier (`l`, `ll`, `h`, `q`, `z`, …).
  public var length: String
  /// The conversion character (`@`, `d`, `f`, …).
  public var conversion: Character

  /// Creates a specifier.
  public init(
    explicitPosition: Int? = nil, flags: String = "", width: String = "", precision: String = "", length: String = "",
    conversion: Character
  ) {
    self.explicitPosition = explicitPosition
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
  }

  /// The conversion characters Foundation formats.
  static let conversions: Set<Character> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
  ]

  /// The length modifiers, longest first.
  static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

  /// The kind of value the specifier reads.
  public var valueType: FormatValueType {
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

  /// The specifier written out, position included: `%1$lld`.
  public var written: String {
    "%" + (explicitPosition.map { "\($0)$" } ?? "") + flags + width + precision + length + String(conversion)
  }

  /// The specifier without its position (`lld`, `.2f`, `@`), as a String Catalog's
  /// `formatSpecifier` writes it.
  public var withoutPosition: String {
    flags + width + precision + length + String(conversion)
  }

  /// Parses the part after `%` and any position, such as `lld` or `.2f`.
  /// - Returns: nil when the text is not exactly one specifier.
  public static func parse(body: String) -> FormatSpecifier? {
    let tokens = PrintfFormat.tokens(in: "%" + body)
    guard tokens.count == 1, case .specifier(let specifier, _) = tokens[0], specifier.explicitPosition == nil else {
      return nil
    }
    return specifier
  }
}

/// A printf-style argument as a value of an Apple catalog uses it: where, as what, and the
/// name it has in the converted ICU message.
public struct FormatArgument: Sendable, Hashable {
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

  /// Creates an argument use.
  public init(
    position: Int, specifier: FormatSpecifier, messageOffset: Int, isExplicitlyPositioned: Bool, name: String,
    selectsVariant: Bool = false
  ) {
    self.position = position
    self.specifier = specifier
    self.messageOffset = messageOffset
    self.isExplicitlyPositioned = isExplicitlyPositioned
    self.name = name
    self.selectsVariant = selectsVariant
  }
}
