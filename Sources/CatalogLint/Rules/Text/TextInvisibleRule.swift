import ICU
import LocaleCatalog

/// Invisible characters in catalog text: zero-width characters, byte order marks, soft
/// hyphens, control characters and other format characters.
public struct TextInvisibleRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.invisible",
    name: "Invisible character",
    explanation: """
      Labels should not carry characters nobody can see: zero-width spaces (U+200B), word \
      joiners (U+2060), byte order marks (U+FEFF), soft hyphens (U+00AD), control characters \
      other than tab and newline, and other format characters (ICU’s general category Cf). \
      They arrive by copy and paste, break search and comparison, and hide differences from \
      reviewers. Where a script’s spelling uses them they are left alone, by Unicode \
      properties rather than by language: a ZERO WIDTH SPACE between two letters of scripts \
      written without spaces (line break class SA: Thai, Lao, Khmer, Myanmar; ID and CJ: Han \
      and kana), where it is the word separator, or after a script’s own syllable delimiter \
      (the Tibetan tsheg), and anywhere in a Thai, Lao, Khmer or Myanmar text, whose writers \
      mark line breaks with it beside Latin words, numbers and spaces too; the ZERO WIDTH NON-JOINER (U+200C) and ZERO WIDTH JOINER (U+200D) \
      after a letter of a cursive script (Joining_Type: Persian “می‌خواهم”, Sorani Kurdish \
      “بکه‌” at the end of a word, Urdu, Syriac, N’Ko, Mongolian) at the end of a word or \
      before a letter of the same script, after a virama or a Malayalam chillu (conjuncts, \
      half forms, chillus, at the end of a word too), and inside an emoji sequence (👩‍💻); a \
      SOFT HYPHEN between two letters, a deliberate break point in a long word (German \
      “Datenschutz\u{AD}einstellungen”); a carriage return that the source text has at the \
      same kind of place (a translation keeping the source’s `\\r\\n`; the source’s own is \
      reported once, at the source); the marks LRM, RLM and ALM; the visible Arabic number \
      signs. Embedding, override and isolate controls are left to the bidi rules. A run of \
      invisible characters is one finding.
      """,
    hint: "Delete the invisible character; retype the text if it was pasted from another application.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete↓\u200B Photo", "b": "↓\uFEFFCancel", "c": "Unsubscribe↓\u00AD", "d": "Sign↓\u200B\u200B\u2060 Out", "e": "Dele↓\u200Bte", "f": "Dele↓\u200Cte"}"#
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "de.json": #"{"a": "{count, plural, one {Foto lö↓\u200Dschen} other {# Fotos löschen↓\u0007}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "b": "Delete all", "c": "PDFs"}"#,
        "fa.json": #"{"a": "↓\u200Cحذف", "b": "حذف ↓\u200Cهمه", "c": "PDF↓\u200Cها"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete photo", "b": "Delete photo"}"#,
        "ja.json": #"{"a": "写真を↓\u200B 削除", "b": "PDF↓\u200B"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "One↓\r\nTwo", "b": "Three\nFour", "c": "Five↓\r\nSix"}"#,
        "fr.json": #"{"a": "Un\r\nDeux", "b": "Trois↓\r\nQuatre", "c": "Cinq↓\rSix"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "I want", "b": "Delete", "c": "Share 👩\u200D💻", "d": "Line one\nline two\tend", "e": "Previews"}"#,
        "fa.json":
          #"{"a": "می\u200Cخواهم", "b": "حذف\u200Cها", "c": "اشتراک\u200Cگذاری 👩\u200D💻", "d": "\u200Fحذف", "e": "ویش\u200E\u200Cها"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Do it", "b": "Exit", "c": "Do it?"}"#,
        "ckb.json": #"{"a": "بکه\u200C", "b": "ده\u200Cرچوون", "c": "بکه\u200C؟"}"#,
        "ur.json": #"{"a": "کرو\u200C", "b": "باہر\u200C نکلیں", "c": "کرو؟"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Privacy settings"}"#,
        "de.json": #"{"a": "Datenschutz\u00ADeinstellungen"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "b": "File"}"#,
        "hi.json": #"{"a": "क्\u200Dष", "b": "द्\u200Cव"}"#,
        "bn.json": #"{"a": "র\u200D্যাব", "b": "ক্\u200C"}"#,
        "ml.json": #"{"a": "അവന്\u200D", "b": "ഫയൽ\u200D ഇല്ല", "c": "തല്\u200D<b>", "d": "കള്\u200D\u200C"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete photo", "b": "Delete photo?"}"#,
        "th.json": #"{"a": "ลบ\u200Bรูปภาพ", "b": "ลบ\u200Bรูปภาพ\u200Bนี้"}"#,
        "lo.json": #"{"a": "ລຶບ\u200Bຮູບພາບ", "b": "ລຶບ\u200Bຮູບພາບ\u200Bນີ້"}"#,
        "km.json": #"{"a": "លុប\u200Bរូបភាព", "b": "លុប\u200Bរូបភាព\u200Bនេះ"}"#,
        "my.json": #"{"a": "ဓာတ်ပုံ\u200Bဖျက်", "b": "ဖျက်\u200Bမလား"}"#,
        "ja.json": #"{"a": "写真を\u200B削除", "b": "この\u200B写真を\u200B削除"}"#,
        "bo.json": #"{"a": "པར་\u200Bབསུབ", "b": "པར་\u200Bབསུབ།"}"#,
      ]),
      // Thai, Khmer, Myanmar writers' break points beside a space, a Latin word, an argument,
      // and doubled.
      RuleExample([
        "en.json": #"{"a": "Delete photo", "b": "Delete photo", "c": "Delete {count} items"}"#,
        "th.json": #"{"a": "ลบ\u200B รูปภาพ", "b": "ลบ\u200B\u200Bรูปภาพ"}"#,
        "km.json": #"{"a": "លុប\u200BPDF", "c": "លុប {count}\u200B ធាតុ"}"#,
        "my.json": #"{"a": "\u200B\u200Bဓာတ်ပုံဖျက်"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Line one\nline two"}"#,
        "de.json": #"{"a": "Zeile eins\nZeile zwei"}"#,
      ]),
    ]
  )

  private struct Located {
    let scalar: Unicode.Scalar
    let offset: Int
    /// True when the scalar belongs to a grapheme cluster that starts with an emoji, but is
    /// not its first scalar.
    let isInsideEmoji: Bool
  }

  /// The kinds of carriage return a text has: one followed by a line feed (`\r\n`), one on
  /// its own, or both.
  private struct CarriageReturns: OptionSet {
    let rawValue: UInt8
    static let beforeLineFeed = CarriageReturns(rawValue: 1)
    static let alone = CarriageReturns(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The carriage returns of `text`.
    init(of text: String) {
      self = []
      guard text.utf8.contains(0x0D) else { return }
      var previousWasReturn = false
      for scalar in text.unicodeScalars {
        if previousWasReturn { insert(scalar == "\n" ? .beforeLineFeed : .alone) }
        previousWasReturn = scalar == "\r"
      }
      if previousWasReturn { insert(.alone) }
    }
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let isSource = context.isSource(file)
    // The list of translators' names is spelled as each name's owner spells it.
    for entry in file.entries where Self.mayHaveInvisibles(entry.text) && !Translatability.holdsNames(entry.key) {
      let scalars = Self.locate(entry.text)
      // A translation keeps the line breaks of its source: a `\r` the source has at the same
      // kind of place is the source's, reported there once.
      let sourceReturns: CarriageReturns =
        isSource ? [] : (context.source?[entry.key].map { CarriageReturns(of: $0.text) } ?? [])
      var index = 0
      while index < scalars.count {
        guard let (what, why) = Self.problem(at: index, in: scalars, sourceReturns: sourceReturns) else {
          index += 1
          continue
        }
        // A run of invisible characters is one finding, at its first.
        var end = index + 1
        while end < scalars.count, Self.problem(at: end, in: scalars, sourceReturns: sourceReturns) != nil {
          end += 1
        }
        let codes = scalars[index..<end].map { "U+\(UnicodeProperties.codePoint($0.scalar))" }
        let message =
          end - index == 1
          ? "“\(entry.key)” contains \(what) (\(codes[0]))\(why)"
          : "“\(entry.key)” contains a run of \(end - index) invisible characters (\(codes.joined(separator: " "))), starting with \(what)\(why)"
        found.append(
          diagnostic(
            message, in: file, at: file.position(ofMessageOffset: scalars[index].offset, in: entry), key: entry.key))
        index = end
      }
    }
    return found
  }

  /// False when no character of `text` is a control (other than tab and newline) or a
  /// format character: the only ones this rule reports. Most texts are answered from their
  /// bytes; the others from the general category of their non-ASCII scalars.
  private static func mayHaveInvisibles(_ text: String) -> Bool {
    UnicodeProperties.containsControlOrFormat(text)
  }

  private static func locate(_ text: String) -> [Located] {
    var result: [Located] = []
    var offset = 0
    for character in text {
      let emoji = character.unicodeScalars.first.map(UnicodeProperties.isExtendedPictographic) ?? false
      for (position, scalar) in character.unicodeScalars.enumerated() {
        result.append(Located(scalar: scalar, offset: offset, isInsideEmoji: emoji && position > 0))
        offset += scalar.utf16.count
      }
    }
    return result
  }

  /// What the scalar at `index` is and why it should not be there, or nil when it is fine.
  /// `sourceReturns` are the carriage returns of the source text of the same key.
  private static func problem(
    at index: Int, in scalars: [Located], sourceReturns: CarriageReturns
  ) -> (what: String, why: String)? {
    let scalar = scalars[index].scalar
    // Printable ASCII, tab and newline: the common case, answered without a lookup.
    if (0x20..<0x7F).contains(scalar.value) || scalar == "\t" || scalar == "\n" { return nil }
    var name: String { UnicodeProperties.name(of: scalar) }
    switch UnicodeProperties.generalCategory(of: scalar) {
    case .control:
      if scalar == "\r" {
        let kind: CarriageReturns =
          index + 1 < scalars.count && scalars[index + 1].scalar == "\n" ? .beforeLineFeed : .alone
        if sourceReturns.contains(kind) { return nil }
      }
      return ("the control character \(name)", ", which is invisible or breaks the layout; remove it")
    case .format:
      let bidiClass = UnicodeProperties.bidiClass(of: scalar)
      if bidiClass.isEmbeddingOrOverride || bidiClass.isIsolateInitiator || bidiClass == .popDirectionalIsolate {
        return nil  // bidi.override and bidi.unbalanced-isolate
      }
      if bidiClass.strongDirection != nil { return nil }  // LRM, RLM, ALM
      if UnicodeProperties.isPrependedConcatenationMark(scalar) { return nil }
      if scalars[index].isInsideEmoji { return nil }
      switch scalar {
      case "\u{200B}":
        if separatesWordsOfUnspacedScript(at: index, in: scalars) { return nil }
        // In Thai, Lao, Khmer and Myanmar text (line break class SA) the ZERO WIDTH SPACE is
        // how a writer marks where a line may break: beside a Latin word, a number, an
        // argument or a space, and twice in a row, it is that writer's habit, harmless.
        if hasComplexContextLetter(scalars) { return nil }
        return (
          "a ZERO WIDTH SPACE",
          ", invisible here: it separates words only between letters of scripts written without spaces (Thai, Lao, Khmer, Myanmar, Chinese, Japanese); remove it"
        )
      case "\u{200C}", "\u{200D}":
        if joinerIsLegitimate(at: index, in: scalars) { return nil }
        return (
          "a \(name)",
          ", invisible here: it belongs only after a letter of a cursive script (Arabic, Persian, Urdu, Syriac) or a virama (Indic conjuncts), or inside an emoji; remove it"
        )
      case "\u{00AD}":
        // Between two letters: a deliberate break point in a long word.
        if index > 0, index + 1 < scalars.count,
          UnicodeProperties.generalCategory(of: scalars[index - 1].scalar).isLetter,
          UnicodeProperties.generalCategory(of: scalars[index + 1].scalar).isLetter
        {
          return nil
        }
        return ("a SOFT HYPHEN", ", invisible unless the line breaks there; labels should not be hyphenated, remove it")
      case "\u{FEFF}":
        return ("a ZERO WIDTH NO-BREAK SPACE", ", a byte order mark, invisible inside text; remove it")
      default:
        return (
          "the invisible format character \(name)",
          ", which breaks search and comparison and hides from reviewers; remove it"
        )
      }
    default:
      return nil
    }
  }

  /// Whether a letter of the text is of a script whose words are found by dictionary (line
  /// break class SA: Thai, Lao, Khmer, Myanmar, Tai scripts).
  private static func hasComplexContextLetter(_ scalars: [Located]) -> Bool {
    for item in scalars where item.scalar.value >= 0x0E00 {
      if UnicodeProperties.lineBreakClass(of: item.scalar) == .complexContext { return true }
    }
    return false
  }

  /// A ZERO WIDTH SPACE between two letters (or marks) of scripts written without spaces
  /// between words, by their line break class (complex context `SA`: Thai, Lao, Khmer,
  /// Myanmar; ideographic `ID` and `CJ`: Han, kana), where it is the word separator; or after
  /// a script's own break-after punctuation and before a letter of that script (the Tibetan
  /// tsheg, which separates syllables, followed by the word boundary).
  private static func separatesWordsOfUnspacedScript(at index: Int, in scalars: [Located]) -> Bool {
    guard index > 0, index + 1 < scalars.count else { return false }
    let before = scalars[index - 1].scalar
    let after = scalars[index + 1].scalar
    guard isLetterOrMark(after) else { return false }
    let afterClass = UnicodeProperties.lineBreakClass(of: after)
    if isLetterOrMark(before), UnicodeProperties.lineBreakClass(of: before).isWrittenWithoutSpaces,
      afterClass.isWrittenWithoutSpaces
    {
      return true
    }
    guard UnicodeProperties.lineBreakClass(of: before) == .breakAfter,
      UnicodeProperties.generalCategory(of: before) == .otherPunctuation
    else { return false }
    let script = UnicodeProperties.scriptName(of: before)
    return script != "Common" && script != "Inherited" && script == UnicodeProperties.scriptName(of: after)
  }

  /// A ZWNJ or ZWJ after a virama or a dead consonant (Indic conjuncts, half forms and
  /// chillus, at the end of a word too), before a virama, or after a letter of a cursive
  /// script (Arabic, Persian, Kurdish, Urdu, Syriac, N’Ko, Mongolian, …, marks looked
  /// through) either at the end of a word or before a letter of the same script.
  private static func joinerIsLegitimate(at index: Int, in scalars: [Located]) -> Bool {
    guard index > 0 else { return false }
    // After a virama, looking through the joiners that follow it (Malayalam's chillu written
    // with a ZWJ and then a ZWNJ, Kannada's ZWNJ and ZWJ): the consonant's shape, whatever
    // comes next.
    var back = index - 1
    while back > 0, scalars[back].scalar == "\u{200C}" || scalars[back].scalar == "\u{200D}" { back -= 1 }
    if isVirama(scalars[back].scalar) { return true }
    // The marks LRM, RLM and ALM beside a joiner change the direction, not the shapes: the
    // joiner is judged by the letters around them (Persian “…یش‎‌ها”).
    func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
    }
    var beforeIndex = index - 1
    while beforeIndex > 0, isBidiMark(scalars[beforeIndex].scalar) { beforeIndex -= 1 }
    var afterIndex = index + 1
    while afterIndex < scalars.count, isBidiMark(scalars[afterIndex].scalar) { afterIndex += 1 }
    let before = scalars[beforeIndex].scalar
    let after = afterIndex < scalars.count ? scalars[afterIndex].scalar : nil
    guard isLetterOrMark(before) else { return false }
    let atWordEnd = after.map(endsWord) ?? true
    guard atWordEnd || after.map(isLetterOrMark) == true else { return false }
    if isVirama(before) || UnicodeProperties.indicSyllabicCategory(of: before) == .deadConsonant { return true }
    if let after, isVirama(after) { return true }
    guard let left = letter(from: beforeIndex, step: -1, in: scalars), UnicodeProperties.joiningType(of: left).joins
    else { return false }
    if atWordEnd { return true }
    guard let right = letter(from: afterIndex, step: 1, in: scalars) else { return false }
    return UnicodeProperties.joiningType(of: right).joins
      && UnicodeProperties.scriptName(of: left) == UnicodeProperties.scriptName(of: right)
  }

  /// True for what ends a word: a space or line break, punctuation (ICU argument braces
  /// included), or a control character.
  private static func endsWord(_ scalar: Unicode.Scalar) -> Bool {
    switch UnicodeProperties.generalCategory(of: scalar) {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  /// The first letter from `start` in the direction of `step`, skipping transparent marks.
  private static func letter(from start: Int, step: Int, in scalars: [Located]) -> Unicode.Scalar? {
    var index = start
    while index >= 0, index < scalars.count {
      let scalar = scalars[index].scalar
      if UnicodeProperties.generalCategory(of: scalar).isLetter { return scalar }
      guard UnicodeProperties.joiningType(of: scalar) == .transparent else { return nil }
      index += step
    }
    return nil
  }

  /// A virama by its combining class (9) or its Indic syllabic category (the invisible
  /// stackers of Khmer and Myanmar have class 9 too).
  private static func isVirama(_ scalar: Unicode.Scalar) -> Bool {
    if UnicodeProperties.canonicalCombiningClass(of: scalar) == UnicodeProperties.viramaCombiningClass { return true }
    let category = UnicodeProperties.indicSyllabicCategory(of: scalar)
    return category == .virama || category == .invisibleStacker
  }

  private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = UnicodeProperties.generalCategory(of: scalar)
    return category.isLetter || category.isMark
  }
}
