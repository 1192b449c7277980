import LocaleCatalog

/// A translation, in an Android `values-xx` folder, of a string the source marks
/// `translatable="false"`.
public struct AndroidTranslatedUntranslatableRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "android.translated-untranslatable",
    name: "Translation of a string marked translatable=\"false\"",
    explanation: """
      A string the source marks translatable="false" (a brand name, a URL, a key for code) is \
      the same in every locale, and Android shows the values-xx copy instead of it in that \
      locale: a translation left there goes stale, or changes what was meant to stay. Android \
      Lint reports it too; delete the copy, or drop translatable="false" if the string is to \
      be translated after all.
      """,
    hint: "Delete the string from this locale, or remove translatable=\"false\" from the source.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "values/strings.xml": #"<resources><string name="app" translatable="false">Files</string></resources>"#,
        "values-de/strings.xml": #"<resources>↓<string name="app">Dateien</string></resources>"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="app" translatable="false">Files</string><string name="b">Delete</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="b">Löschen</string></resources>"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard context.catalog.format == .androidResources, !context.isSource(file), let source = context.source else {
      return []
    }
    return file.entries.compactMap { entry in
      guard source.metadata[entry.key]?.shouldTranslate == false else { return nil }
      // A copy that says what the source says shows nothing else today: a note, since it
      // will not follow the source when that changes.
      if source[entry.key]?.text == entry.text {
        var finding = diagnostic(
          "“\(entry.key)” is marked translatable=\"false\" in the source, yet \(file.locale.tag) has a copy of it, which will not follow the source when it changes",
          in: file, at: file.position(ofKeyOf: entry), key: entry.key)
        finding.severity = .note
        return finding
      }
      return diagnostic(
        "“\(entry.key)” is marked translatable=\"false\" in the source, yet \(file.locale.tag) has its own copy, which Android shows instead",
        in: file, at: file.position(ofKeyOf: entry), key: entry.key)
    }
  }
}
