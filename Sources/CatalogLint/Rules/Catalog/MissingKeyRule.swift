import LocaleCatalog

/// A key of the source locale that a translation lacks.
public struct MissingKeyRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.missing-key",
    name: "Missing translation",
    explanation: """
      Every key of the source locale must be translated in every locale file. A missing key \
      falls back to the source language at run time: the user sees English in the middle of a \
      translated sheet. Reported at the file's "@@locale" (or its first line) — in a String Catalog \
      or XLIFF file at the key — once per missing key. Keys marked not to translate are skipped.
      """,
    hint: "Add the key to this file with a translation of the source text.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "de.json": #"{↓"@@locale": "de", "a": "Löschen"}"#]),
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "fr.json": #"↓↓{}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Löschen"}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source else { return [] }
    return source.entries.compactMap { entry in
      guard file[entry.key] == nil, source.metadata[entry.key]?.shouldTranslate != false else { return nil }
      return diagnostic(
        "“\(entry.key)” is not translated; \(file.locale.tag) users see the \(source.locale.tag) text “\(entry.text.quotedExcerpt)”",
        in: file, at: file.position(ofMissingKey: entry.key), key: entry.key)
    }
  }
}
