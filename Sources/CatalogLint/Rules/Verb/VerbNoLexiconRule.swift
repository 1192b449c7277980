import LocaleCatalog
import VerbSpecificity

/// A locale with destructive labels but no lexicon: its verbs cannot be checked.
public struct VerbNoLexiconRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.no-lexicon",
    name: "No lexicon for the locale",
    explanation: """
      Without Locales/lexicons/<language>.json, the destructive labels of this locale are \
      checked only against the catalog's own OK and Cancel translations. Reported once per \
      locale that lacks one, when the catalog has a lexicons/ directory (a catalog without \
      one has opted out of lexicons); add a lexicon (docs/lexicon-format.md) to check its verbs.
      """,
    hint: "Add Locales/lexicons/<language>.json (see docs/lexicon-format.md).",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"↓{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "fi.json": #"{↓"@@locale": "fi", "a": "Poista"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "fi.json": #"{"@@locale": "fi", "a": "Poista"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}, "b": "Photos"}"#,
        "de.json": #"{"a": "Löschen", "b": "Fotos"}"#,
        "lexicons/en.json":
          #"{"@@language": "en", "schema": 1, "generic": ["OK"], "cancel": ["Cancel"], "safe": [], "concepts": {"delete": ["delete"]}}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard context.catalog.lexiconDirectory != nil, context.verbs.lexicons.lexicon(for: file.locale) == nil,
      context.verbs.locales[file.locale]?.destructive.isEmpty == false
    else { return [] }
    return [
      diagnostic(
        "no lexicon for \(file.locale.tag) (\(file.locale.displayName)): its destructive labels are not checked for generic or Cancel wording",
        in: file, at: file.headerPosition)
    ]
  }
}
