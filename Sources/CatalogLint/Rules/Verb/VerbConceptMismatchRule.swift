import LocaleCatalog
import VerbSpecificity

/// A destructive label that names another destructive concept than the source's.
public struct VerbConceptMismatchRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.concept-mismatch",
    name: "Destructive verb of another concept",
    explanation: """
      The source says one thing and the translation names an action of another consequence: \
      “Leave Group” translated as “Gruppe löschen” (the group deleted for everyone, not the \
      user leaving it), “Sign Out” as a delete verb, “Block” as unsubscribe. Users misjudge \
      what happens. Concepts are compared by what the user loses, not by the word: delete, \
      remove, erase, clear, discard, reset and uninstall all lose data, and languages word \
      them with one verb or another as their platforms do (Galician “Borrar”, Chinese “清除”, \
      Norwegian “Fjern”), so one of them for another is never reported; nor sign out for \
      disconnect, nor leave for unsubscribe. Where the lexicon has no verb of its own for the \
      source's concept, nothing is reported.
      """,
    hint:
      "Use the locale's verb for the source's concept, or add the word to that concept in the lexicon if the language truly uses it so.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Leave Group", "@a": {"role": "destructive", "verb": "leave"}}"#,
        "de.json": #"{"a": "↓Gruppe löschen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "leave": ["verlassen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      // Delete worded with the remove verb, Clear with the delete verb: both lose data.
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Clear History", "@b": {"role": "destructive", "verb": "clear"}}"#,
        "de.json": #"{"a": "Foto entfernen", "b": "Verlauf löschen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["löschen"], "remove": ["entfernen"], "clear": ["leeren"]}}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Foto löschen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
      // Saying more than the source about what is lost: Remove worded as delete, Uninstall
      // as remove.
      RuleExample([
        "en.json":
          #"{"a": "Remove Bottle", "@a": {"role": "destructive", "verb": "remove"}, "b": "Uninstall", "@b": {"role": "destructive", "verb": "uninstall"}}"#,
        "de.json": #"{"a": "Flasche löschen", "b": "Entfernen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["löschen"], "remove": ["entfernen"], "uninstall": ["deinstallieren"]}}"#,
      ]),
      // Finnish words delete and remove with one verb: "Poista tili" is right for Remove Account.
      RuleExample([
        "en.json": #"{"a": "Remove Account", "@a": {"role": "destructive", "verb": "remove"}}"#,
        "fi.json": #"{"a": "Poista tili"}"#,
        "lexicons/fi.json":
          #"{"@@language": "fi", "schema": 1, "generic": ["OK", "Kyllä"], "cancel": ["Peruuta"], "safe": ["Arkistoi"], "concepts": {"delete": ["poista*"], "remove": ["irrota*"]}, "sharedConcepts": [["delete", "remove", "clear"]]}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    destructiveLabelFindings(in: file, context: context) { item in
      guard case .specific(let concepts, let terms) = item.verdict, let expected = item.analysis.expectedConcept,
        !concepts.contains(expected), !item.roleIsGuessedFromText
      else { return nil }
      // A verb of the same consequence (remove for delete: data lost either way) is how the
      // language or its platforms word it; a lexicon without a verb of its own for the
      // expected concept cannot tell them apart.
      guard let lexicon = context.verbs.locales[item.locale]?.analyzer.lexicon(reading: item.variant.text),
        lexicon.distinguishes(concepts, from: expected), !Self.sameConsequence(concepts, as: expected)
      else { return nil }
      return
        "the destructive label \(item.name) says “\(terms.joined(separator: " "))” (\(concepts.joined(separator: ", "))) where the source says “\(expected)”; \(item.advice)"
    }
  }

  /// What the user loses with each concept: data (gone for good or from here), the session,
  /// a membership, access given to others, a contact. Concepts of one consequence word the
  /// same outcome, and languages choose among them freely.
  static let consequence: [String: String] = [
    "delete": "data", "remove": "data", "erase": "data", "clear": "data", "discard": "data", "reset": "data",
    "uninstall": "data", "sign-out": "session", "disconnect": "session", "leave": "membership",
    "unsubscribe": "membership", "revoke": "access", "block": "contact",
  ]

  /// True when one of `concepts` has the consequence of `expected`.
  static func sameConsequence(_ concepts: [String], as expected: String) -> Bool {
    guard let outcome = consequence[expected] else { return false }
    return concepts.contains { consequence[$0] == outcome }
  }
}
