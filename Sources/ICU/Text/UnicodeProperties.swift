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

  /// The line break class of `scalar` (UAX #14): `SA` for the letters and marks of scripts
  /// written without spaces between words (Thai, Lao, Khmer, Myanmar), `ID` for ideographs
  /// and kana, `BA` for break-after punctuation such as the Tibetan tsheg, …
  public static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {
    lineBreakClasses.value(of: scalar)
  }

  /// The Indic syllabic category of `scalar` (`Virama`, `Invisible_Stacker`,
  /// `Consonant_Dead` for the Malayalam chillu letters, …); `Other` outside Brahmic scripts.
  public static func indicSyllabicCategory(of scalar: Unicode.Scalar) -> IndicSyllabicCategory {
    indicSyllabicCategories.value(of: scalar)
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

  /// True when `text` has a control character (general category Cc) other than tab and
  /// newline, or a format character (Cf): what is invisible in a label. Answered from the
  /// general-category table, without calling into ICU for the Basic Multilingual Plane.
  public static func containsControlOrFormat(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        if value < 0x20 && value != 0x09 && value != 0x0A || value == 0x7F { return true }
        continue
      }
      let category = generalCategory(of: scalar)
      if category == .control || category == .format { return true }
    }
    return false
  }

  /// True when `text` passes the spoof checker's highly restrictive level for certain, by
  /// the resolved script sets of UTS #39 §5.1–5.2 as ICU computes them: the scripts every
  /// character can be used with (Script_Extensions, Han and kana widened to Japanese, Han
  /// and Hangul to Korean, Han and Bopomofo to Chinese; Common and Inherited to any script)
  /// have a script in common, or do so leaving Latin letters aside in a Chinese, Japanese or
  /// Korean mix. Text for which this is true cannot fail the restriction level; the answer
  /// is read from tables built from ICU's data once.
  public static func passesHighlyRestrictiveLevel(_ text: String) -> Bool {
    let scripts = ScriptSets.shared
    if scripts.sharesOneSet(text) { return true }
    var resolved = ScriptSet.all
    var withoutLatin = ScriptSet.all
    for scalar in text.unicodeScalars {
      let set = scripts.augmentedSet(of: scalar)
      resolved.formIntersection(set)
      if set.isDisjoint(with: scripts.latin) || set == .all { withoutLatin.formIntersection(set) }
    }
    return !resolved.isEmpty || !withoutLatin.isDisjoint(with: scripts.eastAsianMixes)
  }

  /// The English name of the script of `scalar`, such as "Cyrillic" or "Han"; "Common" for
  /// digits and punctuation, "Inherited" for combining marks.
  public static func scriptName(of scalar: Unicode.Scalar) -> String {
    scriptNames.value(of: scalar)
  }

  /// The ISO 15924 code of the script of `scalar`, such as `Latn`, `Arab` or `Guru`; `Zyyy`
  /// for Common characters (digits, punctuation), `Zinh` for Inherited marks. Read from a
  /// table built from ICU's data once.
  public static func scriptCode(of scalar: Unicode.Scalar) -> String {
    scriptCodes.value(of: scalar)
  }

  private static let generalCategories = PropertyTable(property: "General_Category") {
    GeneralCategory(rawValue: $0) ?? .unassigned
  }
  private static let bidiClasses = PropertyTable(property: "Bidi_Class") { BidiClass(rawValue: $0) ?? .otherNeutral }
  private static let joiningTypes = PropertyTable(property: "Joining_Type") { JoiningType(rawValue: $0) ?? .nonJoining }
  private static let lineBreakClasses = PropertyTable(property: "Line_Break") { LineBreakClass(rawValue: $0) }
  private static let indicSyllabicCategories = PropertyTable(property: "Indic_Syllabic_Category", longNames: true) {
    IndicSyllabicCategory(rawValue: $0)
  }
  private static let wideness = PropertyTable(property: "East_Asian_Width") { $0 == "W" || $0 == "F" }
  private static let scriptNames = PropertyTable(property: "Script", longNames: true) { $0.underscoresAsSpaces }
  private static let scriptCodes = PropertyTable(property: "Script") { $0 }
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
    /// `Lu`: the general category uppercase letter.
    case uppercaseLetter = "Lu"
    /// `Ll`: the general category lowercase letter.
    case lowercaseLetter = "Ll"
    /// `Lt`: the general category titlecase letter.
    case titlecaseLetter = "Lt"
    /// `Lm`: the general category modifier letter.
    case modifierLetter = "Lm"
    /// `Lo`: the general category other letter.
    case otherLetter = "Lo"
    /// `Mn`: the general category nonspacing mark.
    case nonspacingMark = "Mn"
    /// `Mc`: the general category spacing mark.
    case spacingMark = "Mc"
    /// `Me`: the general category enclosing mark.
    case enclosingMark = "Me"
    /// `Nd`: the general category decimal number.
    case decimalNumber = "Nd"
    /// `Nl`: the general category letter number.
    case letterNumber = "Nl"
    /// `No`: the general category other number.
    case otherNumber = "No"
    /// `Pc`: the general category connector punctuation.
    case connectorPunctuation = "Pc"
    /// `Pd`: the general category dash punctuation.
    case dashPunctuation = "Pd"
    /// `Ps`: the general category open punctuation.
    case openPunctuation = "Ps"
    /// `Pe`: the general category close punctuation.
    case closePunctuation = "Pe"
    /// `Pi`: the general category initial punctuation.
    case initialPunctuation = "Pi"
    /// `Pf`: the general category final punctuation.
    case finalPunctuation = "Pf"
    /// `Po`: the general category other punctuation.
    case otherPunctuation = "Po"
    /// `Sm`: the general category math symbol.
    case mathSymbol = "Sm"
    /// `Sc`: the general category currency symbol.
    case currencySymbol = "Sc"
    /// `Sk`: the general category modifier symbol.
    case modifierSymbol = "Sk"
    /// `So`: the general category other symbol.
    case otherSymbol = "So"
    /// `Zs`: the general category space separator.
    case spaceSeparator = "Zs"
    /// `Zl`: the general category line separator.
    case lineSeparator = "Zl"
    /// `Zp`: the general category paragraph separator.
    case paragraphSeparator = "Zp"
    /// `Cc`: the general category control.
    case control = "Cc"
    /// `Cf`: the general category format.
    case format = "Cf"
    /// `Cs`: the general category surrogate.
    case surrogate = "Cs"
    /// `Co`: the general category private use.
    case privateUse = "Co"
    /// `Cn`: the general category unassigned.
    case unassigned = "Cn"

    /// True for the letter categories (L*).
    public var isLetter: Bool { rawValue.hasPrefix("L") }
    /// True for the mark categories (M*): accents, vowel signs, viramas.
    public var isMark: Bool { rawValue.hasPrefix("M") }
  }

  /// A Unicode bidirectional class (UAX #9), named by its short alias.
  public enum BidiClass: String, Sendable, Hashable, CaseIterable {
    /// `L`: the bidirectional class left to right.
    case leftToRight = "L"
    /// `R`: the bidirectional class right to left.
    case rightToLeft = "R"
    /// `AL`: the bidirectional class arabic letter.
    case arabicLetter = "AL"
    /// `EN`: the bidirectional class european number.
    case europeanNumber = "EN"
    /// `ES`: the bidirectional class european separator.
    case europeanSeparator = "ES"
    /// `ET`: the bidirectional class european terminator.
    case europeanTerminator = "ET"
    /// `AN`: the bidirectional class arabic number.
    case arabicNumber = "AN"
    /// `CS`: the bidirectional class common separator.
    case commonSeparator = "CS"
    /// `NSM`: the bidirectional class nonspacing mark.
    case nonspacingMark = "NSM"
    /// `BN`: the bidirectional class boundary neutral.
    case boundaryNeutral = "BN"
    /// `B`: the bidirectional class paragraph separator.
    case paragraphSeparator = "B"
    /// `S`: the bidirectional class segment separator.
    case segmentSeparator = "S"
    /// `WS`: the bidirectional class white space.
    case whiteSpace = "WS"
    /// `ON`: the bidirectional class other neutral.
    case otherNeutral = "ON"
    /// `LRE`: the bidirectional class left to right embedding.
    case leftToRightEmbedding = "LRE"
    /// `LRO`: the bidirectional class left to right override.
    case leftToRightOverride = "LRO"
    /// `RLE`: the bidirectional class right to left embedding.
    case rightToLeftEmbedding = "RLE"
    /// `RLO`: the bidirectional class right to left override.
    case rightToLeftOverride = "RLO"
    /// `PDF`: the bidirectional class pop directional format.
    case popDirectionalFormat = "PDF"
    /// `LRI`: the bidirectional class left to right isolate.
    case leftToRightIsolate = "LRI"
    /// `RLI`: the bidirectional class right to left isolate.
    case rightToLeftIsolate = "RLI"
    /// `FSI`: the bidirectional class first strong isolate.
    case firstStrongIsolate = "FSI"
    /// `PDI`: the bidirectional class pop directional isolate.
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

  /// A line break class of UAX #14, named by its short alias (`SA`, `ID`, `AL`, …). Only the
  /// classes SheetL10n asks about have names here; every class can be compared by alias.
  public struct LineBreakClass: RawRepresentable, Sendable, Hashable {
    /// The short alias, such as `SA`.
    public let rawValue: String

    /// The class with the short alias `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `SA`, complex context: letters and marks of scripts written without spaces between
    /// words (Thai, Lao, Khmer, Myanmar, Tai Tham), where line breaks need a dictionary.
    public static let complexContext = LineBreakClass(rawValue: "SA")
    /// `ID`, ideographic: Han ideographs, kana, Yi syllables; a line may break between any two.
    public static let ideographic = LineBreakClass(rawValue: "ID")
    /// `CJ`, conditional Japanese starter: small kana and the prolonged sound mark.
    public static let conditionalJapaneseStarter = LineBreakClass(rawValue: "CJ")
    /// `BA`, break after: spaces other than U+0020 and punctuation after which a line may
    /// break, such as the Tibetan tsheg (U+0F0B) between syllables.
    public static let breakAfter = LineBreakClass(rawValue: "BA")

    /// True for the characters of scripts written without spaces between words: complex
    /// context (`SA`), ideographic (`ID`) and conditional Japanese starters (`CJ`).
    public var isWrittenWithoutSpaces: Bool {
      self == .complexContext || self == .ideographic || self == .conditionalJapaneseStarter
    }
  }

  /// An Indic syllabic category, named by its long alias (`Virama`, `Consonant_Dead`, …).
  /// Only the categories SheetL10n asks about have names here.
  public struct IndicSyllabicCategory: RawRepresentable, Sendable, Hashable {
    /// The long alias, such as `Virama`.
    public let rawValue: String

    /// The category with the long alias `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A virama that may show as a visible sign or form a conjunct (Devanagari U+094D).
    public static let virama = IndicSyllabicCategory(rawValue: "Virama")
    /// A virama that is never shown and always forms a conjunct (Khmer coeng U+17D2,
    /// Myanmar U+1039).
    public static let invisibleStacker = IndicSyllabicCategory(rawValue: "Invisible_Stacker")
    /// A consonant without its inherent vowel written as one letter: the Malayalam chillu
    /// letters (U+0D7A ൺ …), the Bengali khanda ta (U+09CE).
    public static let deadConsonant = IndicSyllabicCategory(rawValue: "Consonant_Dead")
  }

  /// How a character joins its neighbours in cursive scripts.
  public enum JoiningType: String, Sendable, Hashable, CaseIterable {
    /// Does not join (most characters).
    /// `U`: the bidirectional class non joining.
    case nonJoining = "U"
    /// Forces joining on both sides (ZERO WIDTH JOINER, TATWEEL).
    /// `C`: the bidirectional class join causing.
    case joinCausing = "C"
    /// Joins on both sides (most Arabic letters).
    /// `D`: the bidirectional class dual joining.
    case dualJoining = "D"
    /// Joins on its left only.
    /// `L`: the bidirectional class left joining.
    case leftJoining = "L"
    /// Joins on its right only (Arabic alef, dal, reh, waw).
    /// `R`: the bidirectional class right joining.
    case rightJoining = "R"
    /// Transparent: marks that joining looks through.
    /// `T`: the bidirectional class transparent.
    case transparent = "T"

    /// True for letters of a cursive script: they join at least on one side.
    public var joins: Bool {
      self == .dualJoining || self == .leftJoining || self == .rightJoining || self == .joinCausing
    }
  }
}

/// One Unicode property of ICU's, its values turned into Swift values once, and the value of
/// every character of the Basic Multilingual Plane read from ICU once: a lookup there is an
/// array index, with no call into ICU and no string work. Other planes ask ICU each time.
private struct PropertyTable<Value: Sendable>: Sendable {
  private let property: Int32
  private let values: [Value]
  /// The number of the value of each BMP code point (properties with at most 256 values).
  private let basicPlane: [UInt8]

  /// Reads the names of every value of `property` and turns each into a `Value`.
  init(property name: String, longNames: Bool = false, value: (String) -> Value) {
    let property = icub_property_number(name)
    self.property = property
    let maximum = property < 0 ? 0 : Int(icub_property_max_value(property))
    values = (0...maximum).map { number in
      value(
        BridgeStrings.readASCII(capacity: 64) { out, capacity in
          icub_property_value_name(property, Int32(number), longNames ? 1 : 0, out, capacity)
        })
    }
    if property >= 0, maximum < 256 {
      basicPlane = (0..<0x10000).map { UInt8(truncatingIfNeeded: max(0, icub_char_property(Int32($0), property))) }
    } else {
      basicPlane = []
    }
  }

  func value(of scalar: Unicode.Scalar) -> Value {
    if scalar.value < 0x10000, !basicPlane.isEmpty { return values[Int(basicPlane[Int(scalar.value)])] }
    let number = property < 0 ? 0 : Int(icub_char_property(Int32(bitPattern: scalar.value), property))
    return values[min(max(number, 0), values.count - 1)]
  }
}

/// A set of scripts by ICU's script number (all below 256).
struct ScriptSet: Sendable, Equatable {
  private var words: (UInt64, UInt64, UInt64, UInt64)

  static let all = ScriptSet(words: (.max, .max, .max, .max))
  static let empty = ScriptSet(words: (0, 0, 0, 0))

  private init(words: (UInt64, UInt64, UInt64, UInt64)) { self.words = words }

  init(_ scripts: [Int32]) {
    self = .empty
    for script in scripts where (0..<256).contains(script) {
      let bit = UInt64(1) << UInt64(script & 63)
      switch script >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }
  }

  var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

  func isDisjoint(with other: ScriptSet) -> Bool { intersection(other).isEmpty }

  func intersection(_ other: ScriptSet) -> ScriptSet {
    ScriptSet(
      words: (words.0 & other.words.0, words.1 & other.words.1, words.2 & other.words.2, words.3 & other.words.3))
  }

  mutating func formIntersection(_ other: ScriptSet) { self = intersection(other) }

  static func == (lhs: ScriptSet, rhs: ScriptSet) -> Bool {
    lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
      && lhs.words.3 == rhs.words.3
  }
}

/// The augmented script set of every character, from ICU's Script_Extensions: read once for
/// the Basic Multilingual Plane (as an index into its few distinct sets), asked of ICU for
/// the other planes.
final class ScriptSets: Sendable {
  static let shared = ScriptSets()

  let latin: ScriptSet
  /// Chinese (Han with Bopomofo), Japanese and Korean.
  let eastAsianMixes: ScriptSet
  private let common: Int32
  private let inherited: Int32
  /// The scripts that widen to the East Asian writing systems, with what each widens to.
  private let widening: [(script: Int32, adds: [Int32])]
  private let distinct: [ScriptSet]
  /// Which of `distinct` go with any script (Common, Inherited).
  private let isAll: [Bool]
  private let basicPlane: [UInt16]

  private init() {
    let latin = icub_script_number("Latn")
    let common = icub_script_number("Zyyy")
    let inherited = icub_script_number("Zinh")
    let hanb = icub_script_number("Hanb")
    let jpan = icub_script_number("Jpan")
    let kore = icub_script_number("Kore")
    let widening: [(script: Int32, adds: [Int32])] = [
      (icub_script_number("Hani"), [hanb, jpan, kore]), (icub_script_number("Hira"), [jpan]),
      (icub_script_number("Kana"), [jpan]), (icub_script_number("Hang"), [kore]), (icub_script_number("Bopo"), [hanb]),
    ]
    self.latin = ScriptSet([latin])
    self.eastAsianMixes = ScriptSet([hanb, jpan, kore])
    self.common = common
    self.inherited = inherited
    self.widening = widening
    var distinct: [ScriptSet] = []
    // Most characters have one script: those are indexed by it, the rest by their list.
    var bySingleScript = [UInt16?](repeating: nil, count: 256)
    var byList: [[Int32]: UInt16] = [:]
    var basicPlane = [UInt16](repeating: 0, count: 0x10000)
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 32) { buffer in
      for codePoint in 0..<0x10000 {
        let count = Int(icub_script_extensions(Int32(codePoint), buffer.baseAddress, 32))
        if count == 1, (0..<256).contains(buffer[0]), let known = bySingleScript[Int(buffer[0])] {
          basicPlane[codePoint] = known
          continue
        }
        let scripts = Array(buffer.prefix(max(0, min(count, 32))))
        if let known = byList[scripts] {
          basicPlane[codePoint] = known
          continue
        }
        let position = UInt16(distinct.count)
        distinct.append(Self.augmented(scripts, common: common, inherited: inherited, widening: widening))
        basicPlane[codePoint] = position
        byList[scripts] = position
        if count == 1, (0..<256).contains(buffer[0]) { bySingleScript[Int(buffer[0])] = position }
      }
    }
    self.distinct = distinct
    self.isAll = distinct.map { $0 == .all }
    self.basicPlane = basicPlane
  }

  /// True when every character of `text` is of the BMP and has the same augmented set, or
  /// goes with any script: the resolved set is then that set, never empty. Answered from
  /// the set numbers alone, without intersecting.
  func sharesOneSet(_ text: String) -> Bool {
    var shared: UInt16?
    for scalar in text.unicodeScalars {
      guard scalar.value < 0x10000 else { return false }
      let number = basicPlane[Int(scalar.value)]
      if isAll[Int(number)] { continue }
      if let shared, shared != number { return false }
      shared = number
    }
    return true
  }

  func augmentedSet(of scalar: Unicode.Scalar) -> ScriptSet {
    if scalar.value < 0x10000 { return distinct[Int(basicPlane[Int(scalar.value)])] }
    return Self.augmented(Self.extensions(of: scalar.value), common: common, inherited: inherited, widening: widening)
  }

  /// Common and Inherited go with any script; Han, kana, Hangul and Bopomofo widen to the
  /// writing systems that mix them.
  private static func augmented(
    _ scripts: [Int32], common: Int32, inherited: Int32, widening: [(script: Int32, adds: [Int32])]
  ) -> ScriptSet {
    if scripts.isEmpty || scripts.contains(common) || scripts.contains(inherited) { return .all }
    var widened = scripts
    for (script, adds) in widening where scripts.contains(script) { widened += adds }
    return ScriptSet(widened)
  }

  private static func extensions(of codePoint: UInt32) -> [Int32] {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 32) { out in
      let count = Int(icub_script_extensions(Int32(bitPattern: codePoint), out.baseAddress, 32))
      return Array(out.prefix(max(0, min(count, 32))))
    }
  }
}
