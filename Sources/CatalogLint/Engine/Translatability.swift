import ICU
import LocaleCatalog

/// What the catalog rules share about whether a text needs a translation at all, and which
/// locales are expected to translate it.
enum Translatability {
  /// True when `entry` has nothing to translate: no text, or text made only of arguments,
  /// format specifiers, digits, punctuation, symbols and spaces (`%@`, `%1$@ – %2$@`, `•`,
  /// `:`, an empty string). A message that did not parse counts as having text.
  static func hasNothingToTranslate(_ entry: CatalogEntry) -> Bool {
    guard let message = entry.message else { return false }
    return message.allTextsSatisfy { text in !text.unicodeScalars.contains { $0.properties.isAlphabetic } }
  }

  /// The Info.plist keys that hold the app's name, which teams keep as it is in most
  /// locales (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName`).
  static let appNameKeys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName"]

  /// The keys whose translation is a list of people's names: gettext's `translator-credits`
  /// (GNOME's and Xfce's convention, shown in the About dialog), written in whatever script
  /// the names are.
  static let nameListKeys: Set<String> = ["translator-credits", "translator_credits", "translators"]

  /// True when `key`'s translation holds names (``nameListKeys``): neither its direction nor
  /// its being the source text says anything about the translation.
  static func holdsNames(_ key: String) -> Bool { nameListKeys.contains(key) }

  /// True when `key` names the app (one of ``appNameKeys``): neither missing nor
  /// untranslated when a locale keeps the source's name.
  static func isAppName(_ key: String) -> Bool { appNameKeys.contains(key) }

  /// True when `locale`'s language is in ISO 639's private-use range qaa–qtz: not a
  /// language users read, such as translatewiki's `qqq`, which holds notes for translators.
  static func isPrivateUse(_ locale: LocaleID) -> Bool {
    let language = locale.language
    return language.count == 3 && language >= "qaa" && language <= "qtz"
  }

  /// True when `locale` is a regional variant of the source's language (en-GB, en-AU for an
  /// `en` source), written in the same script: its users read the source text as it is, and
  /// the app falls back to it for anything the variant leaves out.
  static func isRegionalVariant(_ locale: LocaleID, ofSource source: LocaleID) -> Bool {
    guard locale != source, locale.language == source.language else { return false }
    return (locale.script ?? locale.likelyScript) == (source.script ?? source.likelyScript)
  }

  /// True when a parent of `file`'s locale other than the source (de for de-CH, pt for
  /// pt-BR) has `key`: the app shows that translation, so the key is not missing.
  static func parentHasKey(_ key: String, of file: LocaleFile, in context: LintContext) -> Bool {
    let source = context.catalog.sourceLocale
    for parent in file.locale.fallbackChain.dropFirst() where !parent.isRoot && parent != source {
      if context.catalog.file(for: parent)?[key] != nil { return true }
    }
    return false
  }

  /// The words of `text` that show it is in a language: runs of at least two letters that
  /// are not all capitals (acronyms such as PDF, URL) nor have a capital inside (names such
  /// as iPad, SwiftUI), outside addresses and tokens with
  /// digits (`https://…`, `name@example.com`, `v2`).
  static func languageWords(in text: String) -> [String] {
    var words: [String] = []
    for token in text.split(whereSeparator: { $0.isWhitespace }) {
      let lowered = token.lowercased()
      if lowered.contains("://") || lowered.hasPrefix("www.") || token.contains("@") || token.contains("/") {
        continue
      }
      if token.unicodeScalars.contains(where: { $0.properties.numericType != nil }) { continue }
      // A dotted name inside a token (example.com, Info.plist) is a name, not a word.
      if let dot = token.firstIndex(of: "."), dot != token.startIndex, token.index(after: dot) != token.endIndex,
        token[token.index(after: dot)].isLetter
      {
        continue
      }
      var current = ""
      for character in token {
        if character.isLetter || (!current.isEmpty && (character == "'" || character == "’" || character == "-")) {
          current.append(character)
        } else {
          appendWord(current, to: &words)
          current = ""
        }
      }
      appendWord(current, to: &words)
    }
    return words
  }

  private static func appendWord(_ candidate: String, to words: inout [String]) {
    let word = String(candidate.reversed().drop { !$0.isLetter }.reversed())
    guard word.filter(\.isLetter).count >= 2 else { return }
    if word.allSatisfy({ !$0.isLetter || $0.isUppercase }) { return }  // PDF, HTTPS
    if word.dropFirst().contains(where: \.isUppercase) { return }  // iPhone, SwiftUI: names
    words.append(word)
  }
}
