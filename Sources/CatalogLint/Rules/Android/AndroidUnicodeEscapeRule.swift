import LocaleCatalog

/// A `\u` escape in an Android string resource without four hexadecimal digits after it: the
/// resource compiler refuses the file.
public struct AndroidUnicodeEscapeRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "android.unicode-escape",
    name: "Broken \\u escape in an Android string",
    explanation: """
      Android reads \\u in a <string> or <item> value as a UTF-16 code unit written as four \
      hexadecimal digits (\\u00E9 for é, \\u2026 for …). With fewer digits, or letters that \
      are no hexadecimal digits, the resource compiler stops the build; Android Lint calls it \
      StringEscaping. A translation tool that cut a value short, or a translator who typed \
      the escape by hand, leaves one behind.
      """,
    hint: "Write all four digits (\\u00E9), or type the character itself.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Next</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">Weiter ↓\u00</string></resources>"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Next\u2026</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">Weiter\u2026 \\u00</string></resources>"#,
      ])
    ]
  )
}
