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
      Off” to “Delete”. Not for a reset: returning settings to their defaults is said with \
      “restore” or “return” in many languages; nor for a disconnection, which ends a session \
      and loses nothing, and is said with “stop” or “turn off” as well.
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
      ]),
      // A noun of a safe verb's stem (Italian “modifiche”, changes; “modifica”, edit).
      RuleExample([
        "en.json": #"{"a": "Discard Changes", "@a": {"role": "destructive", "verb": "discard"}}"#,
        "it.json": #"{"a": "Annulla le modifiche"}"#,
        "lexicons/it.json":
          #"{"@@language": "it", "schema": 1, "generic": ["OK"], "cancel": ["Annulla"], "safe": ["Modifica"], "concepts": {"discard": ["scarta"]}}"#,
      ]),
      // A reset said as a restore.
      RuleExample([
        "en.json": #"{"a": "Reset Settings", "@a": {"role": "destructive", "verb": "reset"}}"#,
        "de.json": #"{"a": "Einstellungen wiederherstellen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": ["Wiederherstellen"], "concepts": {"delete": ["löschen"], "reset": ["zurücksetzen"]}}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    destructiveLabelFindings(in: file, context: context) { item in
      guard case .safeVerb(let term) = item.verdict else { return nil }
      // A reset returns settings to what they were: “restore”, “return”, “revert” say it in
      // many languages (“Vrati podešavanja”, “Wiederherstellen”), and are safe verbs elsewhere.
      // A disconnection ends a session and loses nothing: “stop”, “turn off” say it as well
      // (Portuguese “Desligar”, Arabic “إيقاف الاتصال”).
      if item.analysis.expectedConcept == "reset" || item.analysis.expectedConcept == "disconnect" { return nil }
      return
        "the destructive label \(item.name) says “\(item.shown)”: “\(term)” names a non-destructive action; was the source changed? \(item.advice)"
    }
  }

}
