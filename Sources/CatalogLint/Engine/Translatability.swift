import ICU
import LocaleCatalog

/// What the catalog rules share about whether a text needs a translation at all, and which
/// locales are expected to translate it.
enum Translatability {
  /// True when `entry` has nothing to translate: no text, or text made only of arguments,
  /// format specifiers, digits, punctuation, symbols and spaces (`%@`, `%1$@ – %2$@`, `•`,
  /// `:`, an empty string), of placeholders and markup written as text (`$file$ : $dir$`,
  /// `<b>%s</b>`, `&nbsp;`), of CSS declarations (`color: #f00; font-weight: bold;`), or of technical tokens whose every word has a digit (`1080p60`,
  /// `4K`, `H.264`, `x86_64`, `MP3`). A text with one ordinary word (“Page 2”, “720p
  /// video”) has something to translate, and so has a message that did not parse.
  static func hasNothingToTranslate(_ entry: CatalogEntry) -> Bool {
    guard let message = entry.message else { return false }
    return message.allTextsSatisfy(hasNoWordToTranslate)
  }

  /// True when `text`, a text node of a message, has no word to translate (see
  /// ``hasNothingToTranslate(_:)``).
  static func hasNoWordToTranslate(_ text: String) -> Bool {
    guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return true }
    // Most texts with letters are words: answered without stripping or segmenting.
    let mayBeTechnical = text.unicodeScalars.contains { scalar in
      switch scalar {
      case "<", "&", "$", "%", "0"..."9": return true
      default: return scalar.value >= 0x80 && isDigit(scalar)
      }
    }
    if text.contains(":"), isStyleSheet(text) { return true }
    guard mayBeTechnical else { return false }
    let rest = withoutPlaceholdersAndMarkup(text)
    let tokens = rest.split(whereSeparator: \.isWhitespace)
    // A token with letters and no digit holds a word.
    for token in tokens where token.unicodeScalars.contains(where: \.properties.isAlphabetic) {
      guard token.unicodeScalars.contains(where: isDigit) else { return false }
    }
    guard tokens.contains(where: { $0.unicodeScalars.contains(where: \.properties.isAlphabetic) }) else { return true }
    return isTechnical(rest)
  }

  /// True when every word of `text` (by ICU's word break rules) that has a letter is
  /// technical: it has a digit (`1080p60`, `4K`), or a dot or an underscore joins it to a
  /// word with a digit inside one token (the `H` of `H.264`). A letter of a script written
  /// without spaces (line break class SA, ID or CJ: Thai, Khmer, Han, kana) belongs to an
  /// ordinary word even beside a digit, which ICU may keep in one segment (“ลบ1รายการ”);
  /// “1080p動画” is two words, and the second is ordinary.
  private static func isTechnical(_ text: String) -> Bool {
    guard let breaker = technicalWordBreaker else { return false }
    let segments = breaker.segments(text)
    // Words of the current token, each with whether it has a digit and whether a dot or an
    // underscore joins it to the word before.
    var token: [(hasLetter: Bool, hasDigit: Bool, joinedToPrevious: Bool)] = []
    var joined = false
    func tokenIsTechnical() -> Bool {
      var index = 0
      while index < token.count {
        // A run of words joined by dots or underscores is technical when one has a digit.
        var end = index + 1
        while end < token.count, token[end].joinedToPrevious { end += 1 }
        let run = token[index..<end]
        if run.contains(where: \.hasLetter), !run.contains(where: \.hasDigit) { return false }
        index = end
      }
      return true
    }
    for segment in segments {
      if segment.isWord {
        let scalars = segment.text.unicodeScalars
        let hasDigit =
          scalars.contains(where: isDigit)
          && !scalars.contains {
            $0.properties.isAlphabetic && UnicodeProperties.lineBreakClass(of: $0).isWrittenWithoutSpaces
          }
        token.append((scalars.contains(where: \.properties.isAlphabetic), hasDigit, joined && !token.isEmpty))
        joined = false
      } else if segment.text.allSatisfy(\.isWhitespace) {
        guard tokenIsTechnical() else { return false }
        token = []
        joined = false
      } else {
        joined = segment.text.allSatisfy { $0 == "." || $0 == "_" }
      }
    }
    return tokenIsTechnical()
  }

  /// True when `text` is CSS: declarations `property: value;` (`direction: rtl;`,
  /// `font-weight: bold; color: #333`), alone or in one rule (`.note { margin: 0 }`), whose
  /// every property is a CSS one: hyphenated (`text-align`) or one of ``cssProperties``.
  /// “Note: delete it;” is no CSS, as “note” is no property.
  static func isStyleSheet(_ text: String) -> Bool {
    func trimmed(_ text: Substring) -> Substring {
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
      else { return "" }
      return text[first...last]
    }
    var body = trimmed(Substring(text))
    if let open = body.firstIndex(of: "{") {
      guard body.last == "}" else { return false }
      body = body[body.index(after: open)..<body.index(before: body.endIndex)]
    }
    let declarations = body.split(separator: ";").map(trimmed).filter { !$0.isEmpty }
    guard !declarations.isEmpty, text.contains(";") || text.contains("{") || declarations.count == 1 else {
      return false
    }
    // One declaration without `;` or braces (“Status: done”) is text unless its property is
    // hyphenated, as ordinary words rarely are.
    let needsHyphen = declarations.count == 1 && !text.contains(";") && !text.contains("{")
    for declaration in declarations {
      guard let colon = declaration.firstIndex(of: ":") else { return false }
      let property = trimmed(declaration[..<colon])
      let value = trimmed(declaration[declaration.index(after: colon)...])
      guard !value.isEmpty, !value.contains(":"),
        !property.isEmpty, property.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
      else { return false }
      let hyphenated = property.dropFirst().contains("-")
      guard hyphenated || (!needsHyphen && cssProperties.contains(String(property))) else { return false }
    }
    return true
  }

  /// The CSS properties of one word that catalogs hold (`direction: rtl;` for right-to-left
  /// locales, inline styles of e-mail and help texts).
  static let cssProperties: Set<String> = [
    "color", "background", "border", "margin", "padding", "display", "width", "height", "direction", "float",
    "position", "top", "left", "right", "bottom", "opacity", "visibility", "font", "outline", "overflow", "cursor",
    "content", "clear", "quotes",
  ]

  /// ICU's word breaker for technical tokens; the root locale's rules, with the
  /// dictionaries of scripts written without spaces.
  private static let technicalWordBreaker = try? WordBreaker(locale: .root)

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal
  }

  /// `text` without what is written as text but is no word: markup tags (`<b>`, `</a>`,
  /// `<br/>`), character references (`&nbsp;`, `&#8230;`), `$name$` placeholders, and printf
  /// specifiers (`%s`, `%1$@`, `%(name)s`, `%%`) left as text by the format.
  static func withoutPlaceholdersAndMarkup(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let end: Int?
      switch scalars[index] {
      case "<": end = tagEnd(scalars, from: index)
      case "&": end = referenceEnd(scalars, from: index)
      case "$": end = dollarPlaceholderEnd(scalars, from: index)
      case "%": end = printfEnd(scalars, from: index)
      default: end = nil
      }
      if let end {
        output.append(" ")
        index = end
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// The end of a tag `<name …>`, `</name>` or `<name/>` at `start`, on one line.
  static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    if index < scalars.count, scalars[index] == "/" { index += 1 }
    guard index < scalars.count, isASCIILetter(scalars[index]) else { return nil }
    while index < scalars.count, index - start < 200 {
      switch scalars[index] {
      case ">": return index + 1
      case "<", "\n": return nil
      default: index += 1
      }
    }
    return nil
  }

  /// The end of a character reference `&name;`, `&#123;` or `&#x1F;` at `start`.
  static func referenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    if index < scalars.count, scalars[index] == "#" { index += 1 }
    let first = index
    while index < scalars.count, index - first < 10, isASCIILetter(scalars[index]) || isASCIIDigit(scalars[index]) {
      index += 1
    }
    guard index > first, index < scalars.count, scalars[index] == ";" else { return nil }
    return index + 1
  }

  /// The end of a placeholder `$name$` at `start` (WebExtension and Chrome messages).
  static func dollarPlaceholderEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    guard index < scalars.count, isASCIILetter(scalars[index]) || scalars[index] == "_" else { return nil }
    while index < scalars.count, isASCIILetter(scalars[index]) || isASCIIDigit(scalars[index]) || scalars[index] == "_"
    {
      index += 1
    }
    guard index < scalars.count, scalars[index] == "$" else { return nil }
    return index + 1
  }

  /// The end of a printf specifier at `start`: `%%`, `%s`, `%1$@`, `%-5.2f`, `%lld`,
  /// `%(name)s`.
  static func printfEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    func at(_ characters: String) -> Bool {
      index < scalars.count && characters.unicodeScalars.contains(scalars[index])
    }
    if at("%") { return index + 1 }
    if at("(") {
      while index < scalars.count, scalars[index] != ")", index - start < 40 { index += 1 }
      guard at(")") else { return nil }
      index += 1
    } else {
      // A position: digits and `$`.
      var probe = index
      while probe < scalars.count, isASCIIDigit(scalars[probe]) { probe += 1 }
      if probe > index, probe < scalars.count, scalars[probe] == "$" { index = probe + 1 }
    }
    while at("-+#0'") { index += 1 }
    while index < scalars.count, isASCIIDigit(scalars[index]) || scalars[index] == "*" { index += 1 }
    if at(".") {
      index += 1
      while index < scalars.count, isASCIIDigit(scalars[index]) || scalars[index] == "*" { index += 1 }
    }
    while at("hlqLjzt") { index += 1 }
    guard at("diouxXeEfFgGaAcCsSpn@") else { return nil }
    return index + 1
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
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
  /// A gettext key with a context (`_|translator-credits`, Mallard help's) is read by its
  /// `msgid`.
  static func holdsNames(_ key: String) -> Bool {
    if nameListKeys.contains(key) { return true }
    guard let bar = key.lastIndex(of: "|") else { return false }
    return nameListKeys.contains(String(key[key.index(after: bar)...]))
  }

  /// True when `key` names the app (one of ``appNameKeys``): neither missing nor
  /// untranslated when a locale keeps the source's name.
  static func isAppName(_ key: String) -> Bool { appNameKeys.contains(key) }

  /// True when `locale`'s language is in ISO 639's private-use range qaa–qtz: not a
  /// language users read, such as translatewiki's `qqq`, which holds notes for translators.
  static func isPrivateUse(_ locale: LocaleID) -> Bool {
    let language = locale.language
    // `qq`: translatewiki's message documentation (`qqq`) where a two-letter code is needed,
    // as in Android's `values-qq`.
    return (language.count == 3 && language >= "qaa" && language <= "qtz") || language == "qq"
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
      for (index, character) in zip(token.indices, token) {
        // A mnemonic's underscore between two letters (GTK's “Le_gal”) is no word break.
        if character == "_", !current.isEmpty, token.index(after: index) != token.endIndex,
          token[token.index(after: index)].isLetter
        {
          continue
        }
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
