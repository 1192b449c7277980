import LocaleCatalog
import VerbSpecificity

/// A destructive button whose label names a harmless action.
public struct VerbSafeVerbRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.safe-verb",
    name: "Destructive label names a safe action",
    explanation: """
      The button destroys data but its label names a non-destructive action (“Archive”, \
      “Turn Off”). Typical of a translation left behind when the source changed from “Turn \
      Off” to “Delete”.
      """,
    hint: "Retranslate from the current source text: the button now destroys data.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete Account", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "↓Konto ausschalten"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete Account", "@a": {"role": "destructive", "verb": "delete"}, "b": "Archive", "@b": {"role": "default"}}"#,
        "de.json": #"{"a": "Konto löschen", "b": "Archivieren"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    destructiveLabelFindings(in: file, context: context) { item in
      guard case .safeVerb(let term) = item.verdict else { return nil }
      return
        "the destructive label \(item.name) says “\(item.shown)”: “\(term)” names a non-destructive action; was the source changed? \(item.advice)"
    }
  }

}
