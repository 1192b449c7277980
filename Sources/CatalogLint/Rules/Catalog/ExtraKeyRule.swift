import LocaleCatalog

/// A key in a translation that the source locale does not have.
public struct ExtraKeyRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.extra-key",
    name: "Key not in the source",
    explanation: """
      A translation has a key the source locale lacks: a typo in the key, or a string the app \
      no longer uses. It is never shown; rename it to the source's key or delete it.
      """,
    hint: "Rename the key to the source’s spelling, or delete it if the app no longer uses it.",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"delete": "Delete"}"#, "de.json": #"{"delete": "Löschen", ↓"delte": "Löschen"}"#])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"delete": "Delete"}"#,
        "de.json": #"{"@@locale": "de", "delete": "Löschen", "@delete": {"description": "x"}}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source else { return [] }
    return file.entries.compactMap { entry in
      guard source[entry.key] == nil else { return nil }
      let reference =
        context.catalog.format == .native ? "\(source.locale.tag).json" : "the \(source.locale.tag) source"
      return diagnostic(
        "“\(entry.key)” is not a key of \(reference); it is never shown",
        in: file, at: file.position(ofKeyOf: entry), key: entry.key)
    }
  }
}
