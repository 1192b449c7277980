import LocaleCatalog
import VerbSpecificity

/// A Cancel button whose label contains a destructive verb.
public struct VerbDestructiveCancelRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.destructive-cancel",
    name: "Cancel label with a destructive verb",
    explanation: """
      The Cancel button is the safe way out; if its label contains a destructive verb \
      (“Löschen abbrechen”, “Zrušit odběr”), users cannot tell the safe button from the \
      dangerous one. A Cancel button that says “Exit” (the leave verb alone) closes the dialog \
      and loses nothing, and is not reported.
      """,
    hint: "Use the locale's plain Cancel word for the Cancel button.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"c": "↓Nicht löschen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"c": "Abbrechen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
      // “Exit” on a Cancel button.
      RuleExample([
        "en.json": #"{"c": "Cancel", "@c": {"role": "cancel"}}"#,
        "vi.json": #"{"c": "Thoát"}"#,
        "lexicons/vi.json":
          #"{"@@language": "vi", "schema": 1, "generic": ["OK"], "cancel": ["Hủy"], "safe": [], "concepts": {"delete": ["xóa"], "leave": ["thoát"]}}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard let verbs = context.verbs.locales[file.locale] else { return [] }
    var found: [Diagnostic] = []
    for entry in file.entries {
      guard let analysis = verbs.cancel[entry.key] else { continue }
      // “Exit” on a Cancel button (Vietnamese “Thoát”) closes the dialog and loses nothing.
      for item in analysis.variants where !item.concepts.isEmpty && item.concepts != ["leave"] {
        found.append(
          diagnostic(
            "the Cancel label \(VerbRuleSupport.label(entry.key, item.variant)) “\(VerbRuleSupport.shown(item.variant))” contains a destructive verb (\(item.concepts.joined(separator: ", "))); use the locale's plain Cancel word",
            in: file, at: file.position(ofMessageOffset: item.variant.offset, in: entry), key: entry.key))
      }
    }
    return found
  }
}
