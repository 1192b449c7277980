import ICU

/// The lexicons built into the library from the package's `Locales/lexicons/*.json`, so that
/// every catalog is checked with them wherever the library or the executable runs.
///
/// A lexicon is parsed the first time a locale asks for it, once per process: a catalog of
/// three locales does not pay for every language.
public enum BundledLexicons {
  /// The language tags of the bundled lexicons, in name order (`ar`, `de`, `zh-Hant`).
  public static let languages: [String] = bundledLexiconFiles.map { String($0.name.dropLast(".json".count)) }

  private static let textByLanguage: [String: String] = Dictionary(
    bundledLexiconFiles.map { (String($0.name.dropLast(".json".count)), $0.text) },
    uniquingKeysWith: { first, _ in first })

  /// The embedded text of the bundled lexicon of exactly `language`, as its JSON file reads.
  public static func text(language: String) -> String? { textByLanguage[language] }

  /// Parsed lexicons (nil for a file that could not be used), by language.
  private static let parsed = Locked<[String: Lexicon?]>([:])

  /// The bundled lexicon of exactly `language` (a canonical tag such as `pt` or `zh-Hant`).
  public static func lexicon(language: String) -> Lexicon? {
    if let known = parsed.withLock({ $0[language] }) { return known }
    guard let text = textByLanguage[language] else { return nil }
    let lexicon = LexiconReader.read(path: "lexicons/\(language).json", bytes: Array(text.utf8)).lexicon
    return parsed.withLock { cache in
      if let earlier = cache[language] { return earlier }
      cache[language] = lexicon
      return lexicon
    }
  }

  /// The problems found reading every bundled lexicon (none in a correct build).
  public static func problems() -> [(language: String, messages: [String])] {
    bundledLexiconFiles.compactMap { file in
      let messages = LexiconReader.read(path: "lexicons/\(file.name)", bytes: Array(file.text.utf8)).diagnostics.map(
        \.message)
      return messages.isEmpty ? nil : (String(file.name.dropLast(".json".count)), messages)
    }
  }
}
