import ICU

/// Segments and folds text the same way for labels and lexicon entries, so they compare.
///
/// Words come from ICU's word break iterator for the language (dictionaries for Thai,
/// Japanese, Chinese), folded with NFKC case folding. A few adjustments make matching
/// robust, for labels and lexicon entries alike, in every language: ZERO WIDTH NON-JOINER
/// is treated as a space (Persian writes compounds with or without it) and ZERO WIDTH
/// JOINER dropped; the apostrophe look-alikes (ʻ U+02BB, ʼ U+02BC, ‘ U+2018, ’ U+2019) are
/// the apostrophe ' (Uzbek “oʻchirish”, “o‘chirish”, “o'chirish”); the Arabic and Persian
/// forms of yeh (ي ی ى), kaf (ك ک) and heh (ه ە ہ) are one letter each, so Persian, Urdu
/// and Sorani spellings match entries written either way; Arabic short vowels and tatweel
/// and Hebrew points are dropped (“تَسجيلُ الخُروج” is “تسجيل الخروج”, vowelled or not);
/// and the combining dot that case folding leaves after Turkish “İ” is dropped.
public final class LabelFolding: Sendable {
  /// The locale whose word rules are used.
  public let locale: LocaleID
  private let breaker: WordBreaker

  /// Creates the folding for `locale`.
  /// - Throws: ``ICU/ICUError`` when ICU cannot open a word breaker.
  public init(locale: LocaleID) throws(ICUError) {
    self.locale = locale
    self.breaker = try WordBreaker(locale: locale)
  }

  /// The folded words of `text`.
  public func words(_ text: String) -> [String] {
    var prepared = text
    if prepared.unicodeScalars.contains(where: {
      $0.value == 0x200C || $0.value == 0x200D || $0.value > 0x27 && LabelFolding.isApostrophe($0)
    }) {
      var scalars = String.UnicodeScalarView()
      for scalar in prepared.unicodeScalars {
        switch scalar.value {
        case 0x200C: scalars.append(" ")
        case 0x200D: continue
        default: scalars.append(LabelFolding.isApostrophe(scalar) ? "'" : scalar)
        }
      }
      prepared = String(scalars)
    }
    if prepared.unicodeScalars.contains(where: LabelFolding.isVowelMark) {
      prepared = String(String.UnicodeScalarView(prepared.unicodeScalars.filter { !LabelFolding.isVowelMark($0) }))
    }
    return breaker.words(prepared).map(LabelFolding.fold)
  }

  /// Whether `scalar` is an optional vowel or cantillation mark of Hebrew (points U+0591–U+05C7,
  /// not the maqaf and sof pasuq punctuation) or of Arabic (harakat U+064B–U+065F, superscript
  /// alef U+0670, tatweel U+0640): text reads the same with or without them.
  static func isVowelMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7: true
    case 0x0640, 0x064B...0x065F, 0x0670: true
    default: false
    }
  }

  /// Whether `scalar` is an apostrophe or one of its look-alikes: ' U+0027, ʻ U+02BB (the
  /// Uzbek letter mark), ʼ U+02BC, ‘ U+2018, ’ U+2019.
  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x2BB, 0x2BC, 0x2018, 0x2019: true
    default: false
    }
  }

  /// The letter `scalar` folds to: the apostrophe for its look-alikes; Arabic yeh ي for
  /// Persian yeh ی and alef maksura ى, Arabic kaf ك for keheh ک, heh ه for Kurdish ae ە
  /// and Urdu heh goal ہ; the Romanian s and t with comma below (ș ț) for those with a
  /// cedilla (ş ţ, the letters of older keyboards and fonts); nil when it stays.
  static func variant(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x2BB, 0x2BC, 0x2018, 0x2019: "'"
    case 0x6CC, 0x649: "\u{64A}"
    case 0x6A9: "\u{643}"
    case 0x6D5, 0x6C1: "\u{647}"
    case 0x15F: "\u{219}"
    case 0x163: "\u{21B}"
    default: nil
    }
  }

  /// NFKC case folding, without the combining dot of a folded Turkish “İ”, and with the
  /// spelling variants folded to one letter: the apostrophe look-alikes, the Arabic and
  /// Persian forms of yeh, kaf and heh, the Romanian s and t with a cedilla.
  public static func fold(_ word: String) -> String {
    var folded = Normalizer.foldedForMatching(word)
    if folded.unicodeScalars.contains(where: { $0.value >= 0x15F && variant(of: $0) != nil }) {
      folded = String(String.UnicodeScalarView(folded.unicodeScalars.map { variant(of: $0) ?? $0 }))
    }
    guard folded.unicodeScalars.contains(where: { $0.value == 0x307 }) else { return folded }
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in folded.unicodeScalars {
      if scalar.value == 0x307, previous == "i" { continue }
      scalars.append(scalar)
      previous = scalar
    }
    return String(scalars)
  }
}
