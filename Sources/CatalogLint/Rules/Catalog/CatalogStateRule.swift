import LocaleCatalog

/// A translation its catalog marks as unfinished: new, needing review, or stale.
public struct CatalogStateRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.state",
    name: "Unfinished translation state",
    explanation: """
      Catalogs record how far each translation is: "state" in a key's metadata, a String \
      Catalog's stringUnit state (new, needs_review, stale) and extractionState "stale", an \
      XLIFF target's state (new, needs-review-translation, …). A new translation is not done \
      yet, one that needs review may no longer match its source, a stale string is no longer \
      used by the code. Strings marked shouldTranslate: false are not expected in any locale.
      """,
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "de.json": #"{↓"a": "Löschen", "@a": {"state": "needs-review"}}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Delete": {"localizations": {↓"de": {"stringUnit": {"state": "needs_review", "value": "Löschen"}}}},
          ↓"Old": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Alt"}}}}}}
        """#
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "de.json": #"{"a": "Löschen", "@a": {"state": "translated"}}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Delete": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Löschen"}}}},
          "%@": {"shouldTranslate": false}}}
        """#
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let isSource = context.isSource(file)
    return file.entries.compactMap { entry in
      guard let word = file.metadata[entry.key]?.state, let state = TranslationState(rawValue: word) else {
        return nil
      }
      let message: String
      switch (state, isSource) {
      case (.stale, true):
        message =
          "“\(entry.key)” is stale: the code no longer uses it; delete it, or mark it manual if it is still used"
      case (.stale, false):
        message = "the \(file.locale.tag) translation of “\(entry.key)” is marked stale"
      case (.new, false):
        message = "the \(file.locale.tag) translation of “\(entry.key)” is new: it has not been translated yet"
      case (.needsReview, false):
        message =
          "the \(file.locale.tag) translation of “\(entry.key)” needs review: its source changed, or the translator was unsure"
      default:
        return nil
      }
      return diagnostic(message, in: file, at: file.position(ofKeyOf: entry), key: entry.key)
    }
  }
}
