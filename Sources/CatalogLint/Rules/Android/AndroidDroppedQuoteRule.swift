import LocaleCatalog

/// A double quote inside an Android string resource that no backslash escapes: Android reads
/// it as the start or end of a quoted run and drops it from the text.
public struct AndroidDroppedQuoteRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "android.dropped-quote",
    name: "Unescaped double quote inside an Android string",
    explanation: """
      Android reads a straight double quote in a <string> or <item> value as the start or the \
      end of a quoted run, which keeps spaces and apostrophes, and leaves the quote itself out \
      of the text. Quoting the whole value ("It's gone") is the documented way to keep an \
      apostrophe; a quote anywhere else (Datei ""%1$s"" löschen, Press "OK") was meant to be \
      shown and is not: write \\" or use the language's typographic quotes.
      """,
    hint: "Write \\\" (Press \\\"OK\\\"), or use typographic quotes („…“, «…», “…”).",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Delete %1$s?</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">Die Datei ↓""%1$s"" löschen?</string></resources>"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Press ↓"OK" to delete</string></resources>"#
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="a">"It's gone"</string><string name="b">Press \"OK\"</string></resources>"#,
        "values-de/strings.xml":
          #"<resources><string name="a">„Weg“</string><string name="b">  "  Drücken Sie OK  "  </string></resources>"#,
      ])
    ]
  )
}
