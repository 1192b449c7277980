import LocaleCatalog

/// An apostrophe in an Android string resource that is neither escaped nor inside double
/// quotes: the resource compiler refuses the file.
public struct AndroidApostropheRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "android.apostrophe",
    name: "Unescaped apostrophe in an Android string",
    explanation: """
      Android reads a <string> or <item> value with its own escapes: an ASCII apostrophe must \
      be written \\' or stand inside double quotes ("It's"), and the resource compiler stops \
      the build on one that is not. French “l'album” and English “don't” are the usual \
      cases, most often in a translation that came back from a tool unaware of the rule.
      """,
    hint: "Write \\' (l\\'album), quote the whole value, or use the typographic apostrophe ’.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Don↓'t delete</string></resources>"#,
        "values-fr/strings.xml": #"<resources><string name="a">Ne pas supprimer l↓'album</string></resources>"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="a">Don\'t delete</string><string name="b">"It's gone"</string></resources>"#,
        "values-fr/strings.xml":
          #"<resources><string name="a">Ne pas supprimer l’album</string><string name="b">C\'est supprimé</string></resources>"#,
      ])
    ]
  )
}
