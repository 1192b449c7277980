import ICU

/// Segments and folds text the same way for labels and lexicon entries, so they compare.
///
/// Words come from ICU's word break iterator for the language (dictionaries for Thai,
/// Japanese, Chinese), folded with NFKC case folding. Two adjustments make matching robust:
/// ZERO WIDTH NON-JOINER is treated as a space (Persian writes compounds with or without
/// it), Arabic short vowels and tatweel and Hebrew points are dropped (“تَسجيلُ الخُروج” is
/// “تسجيل الخروج”, vowelled or not), and the combining dot that case folding leaves after
/// Turkish “İ” is dropped.
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
    if prepared.unicodeScalars.contains(where: { $0.value == 0x200C || $0 == "’" }) {
      prepared = String(
        String.UnicodeScalarView(prepared.unicodeScalars.map { $0.value == 0x200C ? " " : ($0 == "’" ? "'" : $0) }))
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

  /// NFKC case folding, without the combining dot of a folded Turkish “İ”, and with the
  /// Romanian s and t with cedilla (ş ţ, the letters of older keyboards and fonts) as the
  /// s and t with comma below (ș ț) that the lexicon writes.
  public static func fold(_ word: String) -> String {
    var folded = Normalizer.foldedForMatching(word)
    if folded.unicodeScalars.contains(where: { $0.value == 0x15F || $0.value == 0x163 }) {
      folded = String(
        String.UnicodeScalarView(
          folded.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x15F: "\u{219}"
            case 0x163: "\u{21B}"
            default: scalar
            }
          }))
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
