import LocaleCatalog
import VerbSpecificity

/// A locale with destructive labels but no lexicon: its verbs cannot be checked.
public struct VerbNoLexiconRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.no-lexicon",
    name: "No lexicon for the locale",
    explanation: """
      The lexicons built into the tool cover many languages; a catalog's own lexicons/ and \
      --lexicons add more. A locale whose language has none is checked only against the \
      catalog's own OK and Cancel translations: a destructive label that repeats them is \
      still caught, but other generic or Cancel wording and the verbs themselves are not. \
      Reported once per such locale that has destructive labels.
      """,
    hint: "Add lexicons/<language>.json beside the catalog (see docs/lexicon-format.md), or give --lexicons DIR.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "kl.json": #"{↓"@@locale": "kl", "a": "Peeruk"}"#,
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
    guard context.verbs.lexicons.lexicon(for: file.locale) == nil,
      context.verbs.locales[file.locale]?.destructive.isEmpty == false
    else { return [] }
    return [
      diagnostic(
        "no lexicon for \(file.locale.tag) (\(file.locale.displayName)): its destructive labels are checked only against the catalog's own OK and Cancel translations",
        in: file, at: file.headerPosition)
    ]
  }
}
