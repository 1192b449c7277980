import LocaleCatalog

/// `"@key"` metadata that cannot be used: an unknown role, a destructive label without its
/// verb, fields of the wrong type.
public struct MetadataRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.metadata",
    name: "Invalid metadata",
    explanation: """
      "@key" objects describe a label: role (destructive, cancel, default), verb (the \
      destructive concept: delete, remove, sign-out, …), description, maxLength, ignore. A \
      destructive label needs its verb, or no locale can be checked for it.
      """,
    hint: """
      Use a known role (destructive, cancel or default), give every destructive label a \
      “verb”, and give each field its documented type.
      """,
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete", "@a": {"role": ↓"danger"}}"#]),
      RuleExample(["en.json": #"{"a": "Delete", "@a": ↓{"role": "destructive"}}"#]),
      RuleExample(["en.json": #"{"a": "Delete", "@a": {"maxLength": ↓-3}}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete", "maxLength": 20, "type": "text"}}"#
      ])
    ]
  )
}
