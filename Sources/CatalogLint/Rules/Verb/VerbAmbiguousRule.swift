import ICU
import LocaleCatalog
import VerbSpecificity

/// Two buttons of one sheet that read the same in a locale, or a destructive label that is
/// only a word meaning both Cancel and the destructive action.
public struct VerbAmbiguousRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.ambiguous",
    name: "Buttons that cannot be told apart",
    explanation: """
      Users choose by reading. Two buttons of one sheet (sheets.json) with the same text in a \
      locale, or a destructive label made only of a word that means both Cancel and the \
      destructive verb in that language, leave them guessing which one destroys data.
      """,
    hint: "Give each button of the sheet its own wording, naming what it does.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Discard?", "a": "Discard", "@a": {"role": "destructive", "verb": "discard"}, "s": "Save", "@s": {"role": "default"}, "c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"t": "Verwerfen?", "a": "Verwerfen", "s": ↓"Verwerfen", "c": "Abbrechen"}"#,
        "sheets.json": #"{"discard": {"title": "t", "buttons": ["a", "s", "c"]}}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "it.json": #"{"a": "↓Annulla"}"#,
        "lexicons/it.json":
          #"{"@@language": "it", "schema": 1, "generic": ["OK"], "cancel": ["Annulla"], "safe": [], "concepts": {"delete": ["elimina", "annulla"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Discard?", "a": "Discard", "@a": {"role": "destructive", "verb": "discard"}, "s": "Save", "@s": {"role": "default"}, "c": "Cancel", "@c": {"role": "cancel"}}"#,
        "de.json": #"{"t": "Verwerfen?", "a": "Verwerfen", "s": "Speichern", "c": "Abbrechen"}"#,
        "sheets.json": #"{"discard": {"title": "t", "buttons": ["a", "s", "c"]}}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found = destructiveLabelFindings(in: file, context: context) { item in
      guard case .ambiguous(let term, let concepts) = item.verdict else { return nil }
      return
        "the destructive label \(item.name) is only “\(term)”, which means both Cancel and \(concepts.joined(separator: "/")) in \(file.locale.tag); add what it destroys"
    }
    for sheet in context.catalog.sheets {
      // A sheet has a handful of buttons: a list compares their long folded texts faster
      // than hashing them.
      var seen: [(shown: String, key: String)] = []
      for button in sheet.buttons {
        guard let entry = file[button.key], let message = entry.message else { continue }
        let shown = message.labelVariants().map { LabelFolding.fold($0.text) }.joined(separator: "\u{1F}")
        if let first = seen.first(where: { $0.shown == shown })?.key {
          found.append(
            diagnostic(
              "in the sheet “\(sheet.id)”, “\(button.key)” reads the same as “\(first)” (“\(entry.shownText.quotedExcerpt)”); users cannot tell the buttons apart",
              in: file, at: file.position(ofByte: entry.valueOffset), key: entry.key))
        } else {
          seen.append((shown, button.key))
        }
      }
    }
    return found
  }
}
