import ICU

/// The scripts labels and lexicons are written in, by the Unicode Script property of their
/// letters (ISO 15924 codes: `Latn`, `Arab`, `Guru`).
///
/// A lexicon reads the scripts its language is written in and those of its own entries; a
/// label whose letters are mostly in another script is read with the lexicon of the same
/// language in that script, or with none (a `ku` catalog written in Sorani's Arabic script
/// is no text for the Kurmanji, Latin-script, lexicon).
public enum LabelScripts {
  /// The script of `scalar` when it is a letter of a specific script; nil for digits,
  /// punctuation, symbols and marks shared by scripts (Common, Inherited).
  public static func script(ofLetter scalar: Unicode.Scalar) -> String? {
    if scalar.isASCII {
      return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") ? "Latn" : nil
    }
    guard scalar.properties.isAlphabetic else { return nil }
    let code = UnicodeProperties.scriptCode(of: scalar)
    switch code {
    case "Zyyy", "Zinh", "Zzzz": return nil
    default: return code
    }
  }

  /// The scripts a language tag is written in: its script subtag or likely script (`pa` →
  /// `Guru`, `ckb` → `Arab`), the scripts a combined code stands for (`Jpan` → Han,
  /// Hiragana, Katakana), and both alphabets of a language whose lexicons list both (`sr`).
  public static func scripts(ofLanguage tag: String) -> Set<String> {
    guard let locale = try? LocaleID(tag) else { return [] }
    var scripts: Set<String> = []
    if let script = locale.script ?? locale.likelyScript {
      scripts.formUnion(combined[script] ?? [script])
    }
    if locale.script == nil { scripts.formUnion(LexiconSet.bothAlphabets[locale.language] ?? []) }
    return scripts
  }

  /// The scripts that a combined script code of CLDR stands for.
  static let combined: [String: Set<String>] = [
    "Jpan": ["Hani", "Hira", "Kana", "Hrkt"], "Kore": ["Hang", "Hani"], "Hans": ["Hani"],
    "Hant": ["Hani", "Bopo"],
  ]

  /// The script most letters of `words` are written in when most of them are in scripts
  /// outside `readable`; nil when `readable` holds most of them, or there are no letters.
  public static func foreignScript(of words: [String], readable: Set<String>) -> String? {
    var inside = 0
    var outside: [String: Int] = [:]
    for word in words {
      for scalar in word.unicodeScalars {
        guard let script = script(ofLetter: scalar) else { continue }
        if readable.contains(script) { inside += 1 } else { outside[script, default: 0] += 1 }
      }
    }
    let total = outside.values.reduce(0, +)
    guard total > inside else { return nil }
    return outside.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}
