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
      used by the code. Strings marked shouldTranslate: false are not expected in any locale. \
      A new or unreviewed value that is still the source text is left to `catalog.untranslated`.
      """,
    hint: "Review the translation, then mark it translated (or delete a stale string the code no longer uses).",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "de.json": #"{"a": "Löschen", "@a": {"state": ↓"needs-review"}}"#,
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
          "%@": {"shouldTranslate": false},
          "Rotate All Pictures": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "Rotate All Pictures"}}}}}}
        """#
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let isSource = context.isSource(file)
    return file.entries.compactMap { entry in
      guard let metadata = file.metadata[entry.key], let word = metadata.state else { return nil }
      // Native files may spell states as String Catalogs do (needs_review).
      let normalized = String(word.lowercased().map { $0 == "_" ? "-" : $0 })
      let position = metadata.stateOffset.map(file.position(ofByte:)) ?? file.position(ofKeyOf: entry)
      guard let state = TranslationState(rawValue: normalized) else {
        return diagnostic(
          "unknown state “\(word)” for “\(entry.key)”; use new, needs-review, stale, translated or final",
          in: file, at: position, key: entry.key)
      }
      if state != .stale, CatalogUntranslatedRule.reports(entry, in: file, context: context) { return nil }
      let written = word == state.rawValue ? "" : " (state “\(word)”)"
      let message: String
      switch (state, isSource) {
      case (.stale, true):
        message =
          "“\(entry.key)” is stale\(written): the code no longer uses it; delete it, or mark it manual if it is still used"
      case (.stale, false):
        message = "the \(file.locale.tag) translation of “\(entry.key)” is marked stale\(written)"
      case (.new, false):
        message =
          "the \(file.locale.tag) translation of “\(entry.key)” is new\(written): it has not been translated yet"
      case (.needsReview, false):
        message =
          context.catalog.format.traits.showsTranslationsNeedingReview
          ? "the \(file.locale.tag) translation of “\(entry.key)” needs review\(written): its source changed, or the translator was unsure"
          : "the \(file.locale.tag) translation of “\(entry.key)” needs review\(written): its source changed, or the translator was unsure; until then it is not used and users see the source text, so it is not checked"
      default:
        return nil
      }
      return diagnostic(message, in: file, at: position, key: entry.key)
    }
  }
}
