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
      with digits. Single words (“OK”, “Email”, “Wi-Fi”, a brand) are often the same across \
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
          #"{"a": "Clear Media Cache", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)"}"#,
        "en-GB.json": #"{"a": "Clear Media Cache"}"#,
        "de.json":
          #"{"a": "Medien-Cache leeren", "ok": "OK", "email": "Email", "wifi": "Wi-Fi", "sep": "•", "fmt": "{a} – {b}", "url": "https://example.com/help", "pdf": "PDF (A4)"}"#,
      ])
    ]
  )

  /// True when this rule reports `entry` of `file`: the other rules that would say the
  /// same about it (`bidi.direction`, `verb.untranslated`, `catalog.state`) ask, to stay quiet.
  static func reports(_ entry: CatalogEntry, in file: LocaleFile, context: LintContext) -> Bool {
    guard !context.isSource(file), let source = context.source, let original = source[entry.key],
      original.text == entry.text, entry.message != nil,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale),
      source.metadata[entry.key]?.shouldTranslate != false
    else { return false }
    return Translatability.languageWords(in: literalText(of: entry)).count >= 2
  }

  /// The literal text of every text node of the entry, separated by spaces.
  private static func literalText(of entry: CatalogEntry) -> String {
    var texts: [String] = []
    _ = entry.message?.allTextsSatisfy { text in
      texts.append(text)
      return true
    }
    return texts.joined(separator: " ")
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
