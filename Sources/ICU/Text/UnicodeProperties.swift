import ICUBridge

/// Unicode character properties from ICU's data: general category, bidi class, East Asian
/// width, joining type, combining class and names.
///
/// The values follow the Unicode version of the system ICU, so rules that decide what is
/// invisible, wide or right to left agree with the library that shapes and lays out text.
public enum UnicodeProperties {
  /// The general category of `scalar` (`Lu`, `Mn`, `Cf`, …).
  public static func generalCategory(of scalar: Unicode.Scalar) -> GeneralCategory {
    generalCategories.value(of: scalar)
  }

  /// The bidirectional class of `scalar` (`L`, `R`, `AL`, `FSI`, …).
  public static func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
    bidiClasses.value(of: scalar)
  }

  /// The Arabic-style joining type of `scalar`: how it connects to its neighbours in cursive
  /// scripts (Arabic, Syriac, N’Ko, Mongolian, …).
  public static func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
    joiningTypes.value(of: scalar)
  }

  /// True when `scalar` takes two columns in East Asian typography (East Asian Width `W` or
  /// `F`: ideographs, kana, Hangul, fullwidth forms, most emoji).
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideness.value(of: scalar)
  }

  /// The canonical combining class of `scalar`; 0 for base characters, 9 for a virama.
  public static func canonicalCombiningClass(of scalar: Unicode.Scalar) -> Int {
    Int(icub_char_combining_class(Int32(bitPattern: scalar.value)))
  }

  /// The canonical combining class of a virama (the vowel killer of Brahmic scripts).
  public static let viramaCombiningClass = 9

  /// True for characters that start emoji sequences (Extended_Pictographic), such as 👩 or ❤.
  public static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    extendedPictographic.value(of: scalar)
  }

  /// True for format characters that are visible: the Arabic number signs and similar marks
  /// that span the digits after them (Prepended_Concatenation_Mark).
  public static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
    prependedConcatenationMark.value(of: scalar)
  }

  /// The Unicode name of `scalar`, such as "ZERO WIDTH SPACE"; for characters without a name
  /// (controls) ICU's label such as "<control-0007>".
  public static func name(of scalar: Unicode.Scalar) -> String {
    let name = BridgeStrings.readASCII(capacity: 96) { out, capacity in
      icub_char_name(Int32(bitPattern: scalar.value), out, capacity)
    }
    return name.isEmpty ? "U+\(codePoint(scalar))" : name
  }

  /// `scalar` as `U+200B`: four to six upper-case hexadecimal digits.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// True when the letters of `text` can all be of one script: no two characters are of
  /// different scripts, Common and Inherited characters (digits, punctuation, combining
  /// marks) going with any script. A character used with several scripts (its
  /// Script_Extensions, such as the Arabic tatweel) counts as mixing. Text for which this is
  /// true cannot fail the spoof checker's restriction level.
  public static func usesOneScript(_ text: String) -> Bool {
    var found: Int32 = -1
    for scalar in text.unicodeScalars {
      let script: Int32
      if scalar.isASCII {
        guard (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) else { continue }
        script = latinScript
      } else {
        var scripts: (Int32, Int32) = (0, 0)
        let count = withUnsafeMutableBytes(of: &scripts) { buffer in
          icub_script_extensions(
            Int32(bitPattern: scalar.value), buffer.baseAddress?.assumingMemoryBound(to: Int32.self), 2)
        }
        guard count == 1 else { return false }
        script = scripts.0
        if script == commonScript || script == inheritedScript { continue }
      }
      if found >= 0, found != script { return false }
      found = script
    }
    return true
  }

  // ICU's UScriptCode numbers, fixed by its API.
  private static let commonScript: Int32 = 0
  private static let inheritedScript: Int32 = 1
  private static let latinScript: Int32 = 25

  /// The English name of the script of `scalar`, such as "Cyrillic" or "Han"; "Common" for
  /// digits and punctuation, "Inherited" for combining marks.
  public static func scriptName(of scalar: Unicode.Scalar) -> String {
    scriptNames.value(of: scalar)
  }

  private static let generalCategories = PropertyTable(property: "General_Category") {
    GeneralCategory(rawValue: $0) ?? .unassigned
  }
  private static let bidiClasses = PropertyTable(property: "Bidi_Class") { BidiClass(rawValue: $0) ?? .otherNeutral }
  private static let joiningTypes = PropertyTable(property: "Joining_Type") { JoiningType(rawValue: $0) ?? .nonJoining }
  private static let wideness = PropertyTable(property: "East_Asian_Width") { $0 == "W" || $0 == "F" }
  private static let scriptNames = PropertyTable(property: "Script", longNames: true) { $0.underscoresAsSpaces }
  private static let extendedPictographic = PropertyTable(property: "Extended_Pictographic") { $0 == "Y" }
  private static let prependedConcatenationMark = PropertyTable(property: "Prepended_Concatenation_Mark") {
    $0 == "Y"
  }
}

extension String {
  fileprivate var underscoresAsSpaces: String { String(map { $0 == "_" ? " " : $0 }) }
}

extension UnicodeProperties {
  /// A Unicode general category, named by its short alias.
  public enum GeneralCategory: String, Sendable, Hashable, CaseIterable {
    case uppercaseLetter = "Lu", lowercaseLetter = "Ll", titlecaseLetter = "Lt"
    case modifierLetter = "Lm", otherLetter = "Lo"
    case nonspacingMark = "Mn", spacingMark = "Mc", enclosingMark = "Me"
    case decimalNumber = "Nd", letterNumber = "Nl", otherNumber = "No"
    case connectorPunctuation = "Pc", dashPunctuation = "Pd", openPunctuation = "Ps"
    case closePunctuation = "Pe", initialPunctuation = "Pi", finalPunctuation = "Pf"
    case otherPunctuation = "Po"
    case mathSymbol = "Sm", currencySymbol = "Sc", modifierSymbol = "Sk", otherSymbol = "So"
    case spaceSeparator = "Zs", lineSeparator = "Zl", paragraphSeparator = "Zp"
    case control = "Cc", format = "Cf", surrogate = "Cs", privateUse = "Co", unassigned = "Cn"

    /// True for the letter categories (L*).
    public var isLetter: Bool { rawValue.hasPrefix("L") }
    /// True for the mark categories (M*): accents, vowel signs, viramas.
    public var isMark: Bool { rawValue.hasPrefix("M") }
  }

  /// A Unicode bidirectional class (UAX #9), named by its short alias.
  public enum BidiClass: String, Sendable, Hashable, CaseIterable {
    case leftToRight = "L", rightToLeft = "R", arabicLetter = "AL"
    case europeanNumber = "EN", europeanSeparator = "ES", europeanTerminator = "ET"
    case arabicNumber = "AN", commonSeparator = "CS", nonspacingMark = "NSM"
    case boundaryNeutral = "BN", paragraphSeparator = "B", segmentSeparator = "S"
    case whiteSpace = "WS", otherNeutral = "ON"
    case leftToRightEmbedding = "LRE", leftToRightOverride = "LRO"
    case rightToLeftEmbedding = "RLE", rightToLeftOverride = "RLO"
    case popDirectionalFormat = "PDF"
    case leftToRightIsolate = "LRI", rightToLeftIsolate = "RLI", firstStrongIsolate = "FSI"
    case popDirectionalIsolate = "PDI"

    /// The direction of a strong character (`L`; `R` and `AL`), nil for weak and neutral ones.
    public var strongDirection: TextDirection? {
      switch self {
      case .leftToRight: return .leftToRight
      case .rightToLeft, .arabicLetter: return .rightToLeft
      default: return nil
      }
    }

    /// True for the embedding and override controls LRE, RLE, LRO, RLO and their PDF.
    public var isEmbeddingOrOverride: Bool {
      switch self {
      case .leftToRightEmbedding, .leftToRightOverride, .rightToLeftEmbedding, .rightToLeftOverride,
        .popDirectionalFormat:
        return true
      default: return false
      }
    }

    /// True for the isolate initiators LRI, RLI and FSI.
    public var isIsolateInitiator: Bool {
      self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
    }
  }

  /// How a character joins its neighbours in cursive scripts.
  public enum JoiningType: String, Sendable, Hashable, CaseIterable {
    /// Does not join (most characters).
    case nonJoining = "U"
    /// Forces joining on both sides (ZERO WIDTH JOINER, TATWEEL).
    case joinCausing = "C"
    /// Joins on both sides (most Arabic letters).
    case dualJoining = "D"
    /// Joins on its left only.
    case leftJoining = "L"
    /// Joins on its right only (Arabic alef, dal, reh, waw).
    case rightJoining = "R"
    /// Transparent: marks that joining looks through.
    case transparent = "T"

    /// True for letters of a cursive script: they join at least on one side.
    public var joins: Bool {
      self == .dualJoining || self == .leftJoining || self == .rightJoining || self == .joinCausing
    }
  }
}

/// One Unicode property of ICU's, its values turned into Swift values once: a lookup is then
/// one call into ICU for the value's number and an array index, with no string work.
private struct PropertyTable<Value: Sendable>: Sendable {
  private let property: Int32
  private let values: [Value]

  /// Reads the names of every value of `property` and turns each into a `Value`.
  init(property name: String, longNames: Bool = false, value: (String) -> Value) {
    property = icub_property_number(name)
    let maximum = property < 0 ? 0 : Int(icub_property_max_value(property))
    let property = self.property
    values = (0...maximum).map { number in
      value(
        BridgeStrings.readASCII(capacity: 64) { out, capacity in
          icub_property_value_name(property, Int32(number), longNames ? 1 : 0, out, capacity)
        })
    }
  }

  func value(of scalar: Unicode.Scalar) -> Value {
    let number = property < 0 ? 0 : Int(icub_char_property(Int32(bitPattern: scalar.value), property))
    return values[min(max(number, 0), values.count - 1)]
  }
}
