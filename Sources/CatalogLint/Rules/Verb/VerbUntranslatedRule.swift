import LocaleCatalog
import VerbSpecificity

/// A destructive label left in the source language.
public struct VerbUntranslatedRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.untranslated",
    name: "Untranslated destructive label",
    explanation: """
      The destructive label is the source text, in a locale of another language, and the \
      locale's lexicon does not know it as its own word. Users who do not read the source \
      language cannot tell what the red button destroys. A label that `catalog.untranslated` \
      reports (a whole value copied from the source) is left to it: one finding per entry.
      """,
    hint: "Translate the label into the locale's language.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        // Not a copy of the source (catalog.untranslated reports copies), yet still English.
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "↓Delete photo"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete this photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "fr.json": #"{"a": "Delete this photo"}"#,
        "lexicons/fr.json":
          #"{"@@language": "fr", "schema": 1, "generic": ["OK"], "cancel": ["Annuler"], "safe": [], "concepts": {"delete": ["supprimer"]}}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Reset", "@a": {"role": "destructive", "verb": "reset"}}"#,
        "id.json": #"{"a": "Reset"}"#,
        "lexicons/id.json":
          #"{"@@language": "id", "schema": 1, "generic": ["OK"], "cancel": ["Batal"], "safe": [], "concepts": {"reset": ["reset", "atur ulang"]}}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    destructiveLabelFindings(in: file, context: context) { item in
      // A “Block” guessed to be a button may be the noun, a word of German too.
      guard case .untranslated = item.verdict, !item.roleIsGuessedFromAmbiguousWord,
        !CatalogUntranslatedRule.reports(item.entry, in: file, context: context)
      else { return nil }
      return "the destructive label \(item.name) is still the source text “\(item.shown)”"
    }
  }

}
