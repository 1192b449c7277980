import LocaleCatalog
import VerbSpecificity

/// A destructive button labelled with the locale's Cancel words.
public struct VerbCancelLikeRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.cancel-like",
    name: "Destructive label reads as Cancel",
    explanation: """
      A destructive button equal to, or made of, the locale's Cancel words (from its lexicon, \
      or the catalog's own Cancel translation) invites the worst mistake: users press it to \
      back out and destroy their data.
      """,
    hint: "Use the locale's verb for the destructive action; keep the Cancel wording for the Cancel button only.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Discard Draft", "@a": {"role": "destructive", "verb": "discard"}, "c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"a": "↓Abbrechen", "c": "Abbrechen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Discard Draft", "@a": {"role": "destructive", "verb": "discard"}, "c": "Cancel", "@c": {"role": "cancel"}}"#,
        "nl.json": #"{"a": "↓Stoppen", "c": "Stoppen"}"#,
        "lexicons/nl.json":
          #"{"@@language": "nl", "schema": 1, "generic": ["OK"], "cancel": ["Annuleren"], "safe": [], "concepts": {"discard": ["weggooien"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Discard Draft", "@a": {"role": "destructive", "verb": "discard"}, "c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"a": "Entwurf verwerfen", "c": "Abbrechen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    destructiveLabelFindings(in: file, context: context) { item in
      guard case .cancelLike(let term, let key) = item.verdict else { return nil }
      if let key {
        return
          "the destructive label \(item.name) says “\(item.shown)”, the same text as the Cancel label “\(key)”; \(item.advice)"
      }
      return
        "the destructive label \(item.name) says “\(item.shown)”, the locale's Cancel wording (“\(term)”); \(item.advice)"
    }
  }

}
