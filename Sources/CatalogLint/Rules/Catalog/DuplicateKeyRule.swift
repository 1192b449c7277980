import LocaleCatalog

/// A key given twice in one file: JSON readers keep one of the two silently.
public struct DuplicateKeyRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.duplicate-key",
    name: "Duplicate key",
    explanation: """
      A key appears twice in one JSON object. Most JSON readers keep only the last value and \
      say nothing, so one of the two translations is lost. SheetL10n keeps the first and \
      reports the second.
      """,
    hint: "Delete one of the two entries, keeping the translation you mean.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": "{\n  \"a\": \"Delete\",\n  ↓\"a\": \"Remove\"\n}"])
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": "{\n  \"a\": \"Delete\",\n  \"b\": \"Remove\"\n}"])
    ]
  )
}
