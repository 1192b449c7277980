import ICU
import LocaleCatalog

/// A translation that is still the source text, in a locale of another language.
public struct CatalogUntranslatedRule: CrossLocaleRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.untranslated",
    name: "Untranslated text",
    explanation: """
      A value that is exactly the source text, in a locale of another language, was copied \
      rather than translated (tools fill new keys with the source text): its users read the \
      source language. Only texts that are clearly language are reported: at least two words \
      of two or more letters, or one word that the source language's lexicon knows and the \
      locale's does not (“Cancel” in Arabic; “OK” is a word of many languages), not counting \
      acronyms (PDF), addresses, e-mail names and tokens \
      with digits, and not a name in title case (two capitalized words such as “Snow Owl”, or \
      capitalized words beside an acronym, a number or ©; a longer title-case text that every \
      translation keeps, in three locales or more, is a name too: “Snow Owl Identity Guard”). \
      In gettext and Android resources, which leave an untranslated text out rather than \
      copy it, a copy is the translator's choice: a text that two translations in three keep, \
      in three locales or more, is a term of the trade (“Windows Live Messenger”, “Solaris \
      boot”) and is not reported. \
      Other single words (“Email”, “Wi-Fi”, a brand) are often the same across \
      languages and are left alone; texts with nothing to translate (“%@”, “•”, “$file$ : $dir$”, \
      “1080p60 H.264”) too; and \
      regional variants of the source language (en-GB, en-AU for en) may keep the source text. \
      One finding per entry: `bidi.direction`, `verb.untranslated` and `catalog.state` stay \
      quiet about an entry reported here.
      """,
    hint: "Translate the text into the locale's language, or remove the key so that the app falls back openly.",
    severity: .warning,
    triggeringExamples: [
      // gettext: one translator of four kept the text.
      RuleExample([
        "messages.pot": "msgid \"Error opening the file\"\nmsgstr \"\"\n",
        "de.po": "msgid \"Error opening the file\"\nmsgstr \"Fehler beim Öffnen der Datei\"\n",
        "fr.po": "msgid \"Error opening the file\"\nmsgstr \"Erreur à l’ouverture du fichier\"\n",
        "he.po": "msgid \"Error opening the file\"\nmsgstr \"↓Error opening the file\"\n",
        "pl.po": "msgid \"Error opening the file\"\nmsgstr \"Błąd otwierania pliku\"\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "Rotate All Pictures", "b": "Delete {count} photos?"}"#,
        "de.json": #"{"a": "↓Rotate All Pictures", "b": "{count} Fotos löschen?"}"#,
        "fa.json": #"{"a": "↓Rotate All Pictures", "b": "↓Delete {count} photos?"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Weekly Reading Goals": {"localizations": {"fr": {"stringUnit": {"state": "new", "value": "↓Weekly Reading Goals"}}}}}}
        """#
      ]),
      RuleExample([
        "en.json": #"{"a": "Secure Cloud Backup"}"#,
        "de.json": #"{"a": "Sichere Cloud-Sicherung"}"#,
        "fr.json": #"{"a": "↓Secure Cloud Backup"}"#,
        "it.json": #"{"a": "↓Secure Cloud Backup"}"#,
        "nl.json": #"{"a": "↓Secure Cloud Backup"}"#,
      ]),
      RuleExample([
        "en.json": #"{"cancel": "Cancel", "ok": "OK", "mail": "Email", "pause": "Pause"}"#,
        "ar.json": #"{"cancel": "↓Cancel", "ok": "OK", "mail": "Email", "pause": "Pause"}"#,
        "lexicons/en.json":
          #"{"@@language": "en", "schema": 1, "generic": ["OK"], "cancel": ["Cancel"], "safe": ["Pause"], "concepts": {"delete": ["delete"]}}"#,
        "lexicons/ar.json":
          #"{"@@language": "ar", "schema": 1, "generic": ["OK", "موافق"], "cancel": ["إلغاء"], "safe": [], "concepts": {"delete": ["حذف"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      // gettext: a text most translators keep is a term of the trade.
      RuleExample([
        "messages.pot": "msgid \"Solaris boot partition\"\nmsgstr \"\"\n",
        "de.po": "msgid \"Solaris boot partition\"\nmsgstr \"Solaris boot partition\"\n",
        "fr.po": "msgid \"Solaris boot partition\"\nmsgstr \"Solaris boot partition\"\n",
        "nl.po": "msgid \"Solaris boot partition\"\nmsgstr \"Solaris boot partition\"\n",
        "pl.po": "msgid \"Solaris boot partition\"\nmsgstr \"Partycja rozruchowa Solaris\"\n",
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Rotate All Pictures", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)", "name": "Snow Owl", "license": "BSD Open Source Licence v2", "copy": "© 2024 Jane Doe", "device": "{device, select, iphone {iPhone} ipad {iPad} other {Snow Owl}}"}"#,
        "en-GB.json": #"{"a": "Rotate All Pictures"}"#,
        "de.json":
          #"{"a": "Alle Bilder drehen", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)", "name": "Snow Owl", "license": "BSD Open Source Licence v2", "copy": "© 2024 Jane Doe", "device": "{device, select, iphone {iPhone} ipad {iPad} other {Snow Owl}}"}"#,
      ]),
      // A one-word name with a GTK mnemonic (the paper size “Legal”).
      RuleExample(["en.json": #"{"a": "Le_gal"}"#, "pl.json": #"{"a": "Le_gal"}"#]),
      // Placeholders and markup written as text, and technical tokens: nothing to translate.
      RuleExample([
        "en.json": #"{"pair": "$file$ : $dir$", "bold": "<b>%s</b> – <i>%s</i>", "modes": "1080p60 H.264"}"#,
        "de.json": #"{"pair": "$file$ : $dir$", "bold": "<b>%s</b> – <i>%s</i>", "modes": "1080p60 H.264"}"#,
      ]),
      // CSS declarations and markup fragments are code, kept as they are.
      RuleExample([
        "messages.pot": "msgid \"color: #ff0000; font-weight: bold;\"\nmsgstr \"\"\n\nmsgid \"<br/>\"\nmsgstr \"\"\n",
        "de.po":
          "msgid \"color: #ff0000; font-weight: bold;\"\nmsgstr \"color: #ff0000; font-weight: bold;\"\n\nmsgid \"<br/>\"\nmsgstr \"<br/>\"\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "Snow Owl Identity Guard", "b": "Snow Owl for Mac"}"#,
        "de.json": #"{"a": "Snow Owl Identity Guard", "b": "Snow Owl for Mac"}"#,
        "fr.json": #"{"a": "Snow Owl Identity Guard", "b": "Snow Owl for Mac"}"#,
        "it.json": #"{"a": "Snow Owl Identity Guard", "b": "Snow Owl for Mac"}"#,
        "en-GB.json": #"{"a": "Snow Owl Identity Guard (UK)"}"#,
        "sl.json": #"{"a": "Snow Owl Identity Guard (varuh identitete)"}"#,
        "qqq.json": #"{"a": "The name of the identity protection service"}"#,
      ]),
    ]
  )

  /// True when this rule reports `entry` of `file`: the other rules that would say the
  /// same about it (`bidi.direction`, `verb.untranslated`, `catalog.state`) ask, to stay quiet.
  static func reports(_ entry: CatalogEntry, in file: LocaleFile, context: LintContext) -> Bool {
    guard !context.isSource(file), let source = context.source, let original = source[entry.key],
      original.text == entry.text, entry.message != nil, !Translatability.isAppName(entry.key),
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale),
      !Translatability.isPrivateUse(file.locale), source.metadata[entry.key]?.shouldTranslate != false,
      !Translatability.hasNothingToTranslate(original)
    else { return false }
    // Any plural or select variant that reads as language: a select of product names does not.
    if entry.message?.variants(limit: 32, placeholder: { _ in " " }).contains(where: isLanguage) ?? false {
      return true
    }
    guard let text = entry.message?.plainText, Translatability.languageWords(in: text).count == 1 else { return false }
    return isSourceLexiconWord(text, leftIn: file.locale, context: context)
  }

  /// True when `text`, a single word, is a destructive, Cancel or confirmation word of the
  /// source language's lexicon (“Delete”, “Cancel”, “Confirm”; not its harmless verbs such as
  /// “Pause”, often the same word elsewhere) that the locale's lexicon does not know (“OK”
  /// and “Reset” are words of many languages): UI text left in the source language. False
  /// when either has no lexicon.
  static func isSourceLexiconWord(_ text: String, leftIn locale: LocaleID, context: LintContext) -> Bool {
    let verbs = context.verbs
    let sourceLocale = context.catalog.sourceLocale
    guard let target = verbs.lexicons.lexicon(for: locale),
      let sourceLexicon = verbs.lexicons.lexicon(for: sourceLocale),
      target.language != sourceLexicon.language, let targetAnalyzer = verbs.locales[locale]?.analyzer,
      let sourceAnalyzer = verbs.locales[sourceLocale]?.analyzer
    else { return false }
    // “Block” and “Reset” are also nouns or loanwords of languages written in the same
    // script (German “Block”); in Korean or Russian they are plainly left in English.
    let sameScript = (locale.script ?? locale.likelyScript) == (sourceLocale.script ?? sourceLocale.likelyScript)
    return sourceLexicon.knowsAWord(
      of: sourceAnalyzer.words(text),
      where: { $0 != .safe && !(sameScript && ($0 == .concept("block") || $0 == .concept("reset"))) })
      && !target.knowsAWord(of: targetAnalyzer.words(text))
  }

  /// True when `text` reads as a sentence or label of a language rather than a name: at
  /// least two words, and not a title-case name (“Snow Owl”, “BSD Open Source Licence
  /// v2”, “© 2024 Jane Doe”): two capitalized words, or capitalized words beside an acronym,
  /// a number or a © ® ™ sign.
  static func isLanguage(_ text: String) -> Bool {
    let words = Translatability.languageWords(in: text)
    guard words.count >= 2 else { return false }
    guard isTitleCase(words) else { return true }
    if words.count == 2 { return false }
    let hasNameMarks = text.unicodeScalars.contains {
      "©®™".unicodeScalars.contains($0) || $0.properties.numericType != nil
    }
    let hasAcronym = text.split(whereSeparator: { !$0.isLetter }).contains { token in
      token.count >= 2 && token.allSatisfy(\.isUppercase)
    }
    return !hasNameMarks && !hasAcronym
  }

  /// Short words that title case leaves in lower case (“Snow Owl for Mac”, “Sort Photos
  /// by Date”).
  static let titleCaseSmallWords: Set<String> = [
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "via", "with",
  ]

  /// True when every word is capitalized but title case's small words.
  static func isTitleCase(_ words: [String]) -> Bool {
    words.contains { $0.first?.isUppercase ?? false }
      && words.allSatisfy { ($0.first?.isUppercase ?? false) || titleCaseSmallWords.contains($0) }
  }

  /// What the rule keeps of one translation.
  public struct Observation: Sendable {
    /// The findings about the translation's copied values.
    var findings: [Diagnostic] = []
    /// The keys with a title-case source text (a possible name) that the translation has,
    /// translated (not only kept with an explanation beside it).
    var translatedTitles: Set<String> = []
    /// Where a copy is the translator's choice, the keys the translation words otherwise
    /// than its source.
    var translatedCopies: Set<String> = []
  }

  public func observe(_ file: LocaleFile, in context: LintContext) -> Observation {
    var observation = Observation()
    observation.findings = findings(in: file, context: context)
    guard !context.isSource(file), let source = context.source,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale),
      !Translatability.isPrivateUse(file.locale)
    else { return observation }
    for (key, sourceText) in context.sourceTitleCaseTexts {
      // A translation that keeps the text with an explanation (“Name (Ime)”) keeps the name.
      guard let entry = file[key], !entry.text.contains(sourceText) else { continue }
      observation.translatedTitles.insert(key)
    }
    if context.catalog.format.traits.leavesUntranslatedTextOut {
      for entry in file.entries {
        // Counted in `conclude` only for keys some translation copies.
        guard let original = source[entry.key], original.text != entry.text, !entry.text.contains(original.text)
        else { continue }
        observation.translatedCopies.insert(entry.key)
      }
    }
    return observation
  }

  /// The source texts in title case (possible names, such as a product's), by key: worked
  /// out once for every translation's observation.
  static func sourceTitleCaseTexts(in catalog: Catalog) -> [String: String] {
    var texts: [String: String] = [:]
    for entry in catalog.source?.entries ?? [] {
      guard let text = entry.message?.plainText, isTitleCase(Translatability.languageWords(in: text)) else { continue }
      texts[entry.key] = entry.text
    }
    return texts
  }

  /// The findings of every translation, but those about a title-case text that no
  /// translation translates and at least three keep: a name, such as a product's.
  public func conclude(_ observations: [LocaleObservation<Observation>], in context: LintContext) -> [Diagnostic] {
    var copies: [String: Int] = [:]
    for observation in observations {
      for finding in observation.value.findings { if let key = finding.key { copies[key, default: 0] += 1 } }
    }
    let translated = observations.reduce(into: Set<String>()) { $0.formUnion($1.value.translatedTitles) }
    var names: Set<String> = []
    for (key, count) in copies where count >= 3 && !translated.contains(key) && context.sourceTitleCaseTexts[key] != nil
    {
      names.insert(key)
    }
    // Where a copy is the translator's choice (gettext, Android), a text that at least two
    // translations in three keep as it is is a term of the trade: a product's name, a
    // partition type, a standard's name.
    if context.catalog.format.traits.leavesUntranslatedTextOut {
      var translatedCopies: [String: Int] = [:]
      for observation in observations {
        for key in observation.value.translatedCopies { translatedCopies[key, default: 0] += 1 }
      }
      for (key, count) in copies where count >= 3 && count >= 2 * (translatedCopies[key] ?? 0) { names.insert(key) }
    }
    return observations.flatMap { observation in
      observation.value.findings.filter { !names.contains($0.key ?? "") }
    }
  }

  /// The lines the findings point at, kept when the file is let go.
  public func positions(in observation: Observation) -> [(path: String, line: Int)] {
    observation.findings.map { ($0.path, $0.position.line) }
  }

  private func findings(in file: LocaleFile, context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale)
    else { return [] }
    return file.entries.compactMap { entry in
      guard Self.reports(entry, in: file, context: context) else { return nil }
      var message =
        "“\(entry.key.quotedExcerpt)” is not translated: the \(file.locale.tag) text is the \(source.locale.tag) text “\(entry.shownText.quotedExcerpt)”"
      if let state = file.metadata[entry.key]?.state, state != "translated", state != "final" {
        message += " (marked \(state))"
      }
      return diagnostic(message, in: file, at: file.position(ofMessageOffset: 0, in: entry), key: entry.key)
    }
  }
}
