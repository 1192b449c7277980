import LocaleCatalog

/// A file of the catalog cannot be used: unreadable, not UTF-8, not JSON, not an object,
/// a file name that is not a locale, or a `"@@locale"` that disagrees with the name.
public struct InvalidFileRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.invalid-file",
    name: "Invalid catalog file",
    explanation: """
      Every <tag>.json must be valid UTF-8 JSON holding one object of key → ICU message, named \
      after a BCP 47 locale tag that its "@@locale" (if any) repeats; String Catalogs, .strings, \
      .stringsdict and XLIFF files must be well-formed in their own syntax and structure. A .po \
      or strings.xml must be in the encoding its charset= header or XML declaration names \
      (UTF-8 without one): a byte that is not is reported with its offset, where msgfmt and the \
      resource compiler stop. A file or value that breaks this is reported where it breaks and \
      left out of the other checks.
      """,
    hint: """
      Make the file valid JSON holding one object, name it after its locale (pt-BR.json, not \
      pt_BR.json), and let its “@@locale” repeat that name.
      """,
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete"}"#, "pt_BR.json": #"↓{"a": "Apagar"}"#]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "de.json": "{\"a\": \"Löschen\"↓"]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "de.json": #"{"@@locale": ↓"fr", "a": "Löschen"}"#]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "de.json": #"{"a": ↓["Löschen"]}"#]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "de.json": "↓[\"Löschen\"]"]),
      RuleExample(["en.json": #"{"a": "Delete",↓}"#]),
      // UTF-8 bytes under a Latin-1 header: msgfmt would ship “lÃ¶schen”.
      RuleExample([
        "messages.pot": "msgid \"Clear history\"\nmsgstr \"\"\n",
        "de.po":
          "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"Clear history\"\nmsgstr \"Verlauf l↓öschen\"\n",
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"@@locale": "en", "a": "Delete"}"#, "pt-BR.json": #"{"@@locale": "pt-BR", "a": "Apagar"}"#,
      ]),
      RuleExample([
        "messages.pot": "msgid \"Clear history\"\nmsgstr \"\"\n",
        "de.po":
          "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Clear history\"\nmsgstr \"Verlauf löschen\"\n",
      ]),
    ]
  )
}
