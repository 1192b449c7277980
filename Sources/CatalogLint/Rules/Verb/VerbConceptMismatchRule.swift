import LocaleCatalog
import VerbSpecificity

/// A destructive label that names another destructive concept than the source's.
public struct VerbConceptMismatchRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.concept-mismatch",
    name: "Destructive verb of another concept",
    explanation: """
      The source says one thing (“Delete”: gone for good) and the translation another \
      (“Entfernen”: remove from a list, still elsewhere). Users misjudge what they lose. Where \
      a language uses one verb for both, its lexicon says so in `sharedConcepts`, and nothing \
      is reported; nor where the lexicon has no verb of its own for the source's concept. A \
      translation that says more than the source about what is lost is not reported: “Remove” \
      or “Uninstall” worded as delete (“削除”, “Удалить”), “Remove” or “Discard” as erase or \
      clear, “Uninstall” as remove, “Clear” as reset. Users expect a greater loss than there \
      is, and translators word it so on purpose.
      """,
    hint:
      "Use the locale's verb for the source's concept, or add the word to that concept in the lexicon if the language truly uses it so.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "↓Foto entfernen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
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
      // Languages that word these concepts with one verb (fi "Poista" for delete and remove),
      // or whose lexicon has no verb of its own for the expected concept, cannot tell them apart.
      guard let lexicon = context.verbs.lexicons.lexicon(for: item.locale),
        lexicon.distinguishes(concepts, from: expected), !Self.saysMore(concepts, than: expected)
      else { return nil }
      return
        "the destructive label \(item.name) says “\(terms.joined(separator: " "))” (\(concepts.joined(separator: ", "))) where the source says “\(expected)”; \(item.advice)"
    }
  }

  /// How much each concept that takes something away says is lost: gone for good (erase,
  /// delete), gone from here (discard, clear, reset), taken off (remove, uninstall). The
  /// other concepts (sign out, block, leave…) are other actions, not more or less loss.
  static let loss: [String: Int] = [
    "erase": 3, "delete": 3, "discard": 2, "clear": 2, "reset": 2, "remove": 1, "uninstall": 1,
  ]

  /// True when one of `concepts` says at least as much loss as `expected`: “Remove” worded as
  /// delete, “Uninstall” as remove.
  static func saysMore(_ concepts: [String], than expected: String) -> Bool {
    guard let expectedLoss = loss[expected] else { return false }
    return concepts.contains { (loss[$0] ?? 0) >= expectedLoss }
  }
}
