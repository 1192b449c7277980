import LocaleCatalog
import VerbSpecificity

/// A lexicon file that cannot be used as written.
public struct VerbLexiconRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.lexicon",
    name: "Invalid lexicon",
    explanation: """
      Lexicons (Locales/lexicons/<language>.json, schema 1) are checked when read: valid JSON, \
      known fields and concepts, entries as strings with at least one word, stems long enough \
      to be meaningful. A broken entry is reported where it is and left out; the rest of the \
      lexicon is used.
      """,
    hint: "Fix the entry where it is reported; docs/lexicon-format.md describes the format.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", ↓3], "cancel": [], "safe": [], "concepts": {↓"destroy": ["x"], "delete": [↓"l*"]}}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete"}"#, "lexicons/de.json": #"{"@@language": "de", "schema": 1, "generic": ["OK"],↓}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*"]}, "notes": "x"}"#,
      ])
    ]
  )

  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    context.verbs.lexicons.diagnostics.filter { $0.ruleID == Self.description.id }
  }
}
