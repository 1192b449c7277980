import LocaleCatalog

/// A translation whose metadata says it is not finished: new, needing review, or stale.
public struct CatalogStateRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.state",
    name: "Translation not finished",
    explanation: """
      A translated file may mark a translation with "state" in its "@key" metadata. “new” \
      (not reviewed yet, often machine-suggested), “needs-review” and “stale” (the source \
      changed since) mean users may see text nobody has checked; XLIFF’s needs-translation, \
      needs-adaptation, needs-l10n and needs-review-* count the same, and “_” may stand for \
      “-” (String Catalogs write needs_review). “translated”, “reviewed”, “signed-off” and \
      “final” are finished. Reported at the state, in translated files only: the source \
      locale’s metadata describes the source text.
      """,
    hint: "Review the translation, then remove its state or mark it translated.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "b": "Cancel", "c": "Share"}"#,
        "de.json":
          #"{"a": "Löschen", "@a": {"state": ↓"needs-review"}, "b": "Abbrechen", "@b": {"state": ↓"stale"}, "@c": {"state": ↓"new"}}"#,
        "fr.json":
          #"{"a": "Supprimer", "@a": {"description": "x", "state": ↓"needs_review"}, "b": "Annuler", "@b": {"state": ↓"done"}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"state": "new"}, "b": "Cancel"}"#,
        "de.json": #"{"a": "Löschen", "@a": {"state": "translated"}, "b": "Abbrechen", "@b": {"state": "final"}}"#,
        "fr.json": #"{"a": "Supprimer", "@a": {"state": "signed-off"}, "b": "Annuler", "@b": {"state": "Reviewed"}}"#,
      ])
    ]
  )

  /// States that mean the translation still needs work, with what they tell the user.
  static let unfinished: [String: String] = [
    "new": "is new: nobody has reviewed it yet",
    "needs-review": "needs review",
    "stale": "is stale: the source text changed after it was translated",
    "needs-translation": "still needs a translation",
    "needs-review-translation": "needs its translation reviewed",
    "needs-adaptation": "needs adapting to the locale",
    "needs-review-adaptation": "needs its adaptation reviewed",
    "needs-l10n": "needs localizing",
    "needs-review-l10n": "needs its localization reviewed",
  ]

  /// States that mean the translation is done.
  static let finished: Set<String> = ["translated", "reviewed", "signed-off", "final"]

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file) else { return [] }
    var found: [Diagnostic] = []
    for (key, metadata) in file.metadata {
      guard let state = metadata.state else { continue }
      let normalized = String(state.lowercased().map { $0 == "_" ? "-" : $0 })
      guard !Self.finished.contains(normalized) else { continue }
      let position = file.position(ofByte: metadata.stateOffset ?? metadata.offset)
      if let meaning = Self.unfinished[normalized] {
        found.append(
          diagnostic(
            "the \(file.locale.tag) translation of “\(key)” \(meaning) (state “\(state)”); users see it as it is until someone checks it and sets the state to “translated”",
            in: file, at: position, key: key))
      } else {
        found.append(
          diagnostic(
            "unknown state “\(state)” for “\(key)”; use new, needs-review, stale, translated or final",
            in: file, at: position, key: key))
      }
    }
    return found
  }
}
