import ICU

/// Proves, once per plan, that labels formatted with numbers can never fail the label
/// checks, so builds need not run them.
///
/// Two labels that fold alike (lowercased, spaces collapsed, punctuation trimmed) have the
/// same letters, lowercased, in the same order: folding only drops spaces and punctuation.
/// A number formatted by ICU adds digits, separators and signs but no letter (as long as it
/// is finite: NaN is written with letters). So when a label's message has only numbers as
/// placeholders, the letters of each of its plural and select variants are the letters of
/// every text it can show. When every variant has a letter (so no text is blank) and no
/// variant has the letters of another label, no count can make the labels clash.
enum VaryingLabels {
  /// The most variants a label's message may have for the proof to be tried.
  static let variantLimit = 64

  /// The letters of each text a message can show, or nil when the proof does not apply: a
  /// placeholder that can show letters (a text argument, a spelled-out number), too many
  /// variants, or a variant without letters.
  static func letterSets(of message: Message) -> Set<String>? {
    guard showsOnlyNumbers(message) else { return nil }
    let variants = message.variants(limit: variantLimit) { _ in "" }
    guard variants.count < variantLimit else { return nil }
    let sets = Set(variants.map(letters))
    return sets.contains("") ? nil : sets
  }

  /// The letters of a text, lowercased, in order: what folding keeps of it.
  static func letters(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars where isLetter(scalar) { kept.append(scalar) }
    return String(kept)
  }

  /// True when `arguments` are numbers ICU writes without letters.
  static func areFinite(_ arguments: [String: MessageValue]) -> Bool {
    arguments.values.allSatisfy { value in
      if case .double(let number) = value { return number.isFinite }
      return true
    }
  }

  /// A letter, except U+02BC MODIFIER LETTER APOSTROPHE, which folding makes an apostrophe.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value != 0x02BC else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  /// True when every placeholder of the message shows a number in the locale's plain
  /// format: `#`, and `{n, number}` with no style, `integer` or `percent`. Select and plural
  /// arguments show their branches.
  private static func showsOnlyNumbers(_ message: Message) -> Bool {
    message.nodes.allSatisfy { node in
      switch node {
      case .text, .number: return true
      case .argument(let argument):
        switch argument.kind {
        case .plural(let plural), .selectOrdinal(let plural):
          return plural.branches.allSatisfy { showsOnlyNumbers($0.message) }
        case .select(let branches): return branches.allSatisfy { showsOnlyNumbers($0.message) }
        case .formatted(let type, let style):
          return type == "number" && (style == nil || style == "integer" || style == "percent")
        case .simple, .choice: return false
        }
      }
    }
  }
}
