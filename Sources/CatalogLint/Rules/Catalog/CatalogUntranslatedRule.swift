import LocaleCatalog

/// A translation that is still the source text, in a locale of another language.
public struct CatalogUntranslatedRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.untranslated",
    name: "Untranslated text",
    explanation: """
      A value that is exactly the source text, in a locale of another language, was copied \
      rather than translated (tools fill new keys with the source text): its users read the \
      source language. Only texts that are clearly language are reported: at least two words \
      of two or more letters, not counting acronyms (PDF), addresses, e-mail names and tokens \
      with digits, and not a name in title case (two capitalized words such as “Snow Owl”, or \
      capitalized words beside an acronym, a number or ©). Single words (“OK”, “Email”, “Wi-Fi”, a brand) are often the same across \
      languages and are left alone; texts with nothing to translate (“%@”, “•”) too; and \
      regional variants of the source language (en-GB, en-AU for en) may keep the source text. \
      One finding per entry: `bidi.direction`, `verb.untranslated` and `catalog.state` stay \
      quiet about an entry reported here.
      """,
    hint: "Translate the text into the locale's language, or remove the key so that the app falls back openly.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Clear Media Cache", "b": "Delete {count} photos?"}"#,
        "de.json": #"{"a": "↓Clear Media Cache", "b": "{count} Fotos löschen?"}"#,
        "fa.json": #"{"a": "↓Clear Media Cache", "b": "↓Delete {count} photos?"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Monthly Active Users": {"localizations": {"fr": {"stringUnit": {"state": "new", "value": "↓Monthly Active Users"}}}}}}
        """#
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Clear Media Cache", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)", "name": "Snow Owl", "license": "BSD Open Source Licence v2", "copy": "© 2024 Jane Doe", "device": "{device, select, iphone {iPhone} ipad {iPad} other {Snow Owl}}"}"#,
        "en-GB.json": #"{"a": "Clear Media Cache"}"#,
        "de.json":
          #"{"a": "Medien-Cache leeren", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)", "name": "Snow Owl", "license": "BSD Open Source Licence v2", "copy": "© 2024 Jane Doe", "device": "{device, select, iphone {iPhone} ipad {iPad} other {Snow Owl}}"}"#,
      ])
    ]
  )

  /// True when this rule reports `entry` of `file`: the other rules that would say the
  /// same about it (`bidi.direction`, `verb.untranslated`, `catalog.state`) ask, to stay quiet.
  static func reports(_ entry: CatalogEntry, in file: LocaleFile, context: LintContext) -> Bool {
    guard !context.isSource(file), let source = context.source, let original = source[entry.key],
      original.text == entry.text, entry.message != nil,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale),
      !Translatability.isPrivateUse(file.locale), source.metadata[entry.key]?.shouldTranslate != false
    else { return false }
    // Any plural or select variant that reads as language: a select of product names does not.
    return entry.message?.variants(limit: 32, placeholder: { _ in " " }).contains(where: isLanguage) ?? false
  }

  /// True when `text` reads as a sentence or label of a language rather than a name: at
  /// least two words, and not a title-case name (“Snow Owl”, “GNU General Public License
  /// v3”, “© 2024 Jane Doe”): two capitalized words, or capitalized words beside an acronym,
  /// a number or a © ® ™ sign.
  static func isLanguage(_ text: String) -> Bool {
    let words = Translatability.languageWords(in: text)
    guard words.count >= 2 else { return false }
    guard words.allSatisfy({ $0.first?.isUppercase ?? false }) else { return true }
    if words.count == 2 { return false }
    let hasNameMarks = text.unicodeScalars.contains { "©®™".unicodeScalars.contains($0) || $0.properties.numericType != nil }
    let hasAcronym = text.split(whereSeparator: { !$0.isLetter }).contains { token in
      token.count >= 2 && token.allSatisfy(\.isUppercase)
    }
    return !hasNameMarks && !hasAcronym
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale)
    else { return [] }
    return file.entries.compactMap { entry in
      guard Self.reports(entry, in: file, context: context) else { return nil }
      var message =
        "“\(entry.key)” is not translated: the \(file.locale.tag) text is the \(source.locale.tag) text “\(entry.text.quotedExcerpt)”"
      if let state = file.metadata[entry.key]?.state, state != "translated", state != "final" {
        message += " (marked \(state))"
      }
      return diagnostic(message, in: file, at: file.position(ofMessageOffset: 0, in: entry), key: entry.key)
    }
  }
}
