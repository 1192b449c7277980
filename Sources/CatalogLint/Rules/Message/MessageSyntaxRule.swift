import LocaleCatalog

/// A message that ICU's MessageFormat cannot parse.
public struct MessageSyntaxRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "message.syntax",
    name: "Message syntax",
    explanation: """
      Every value is an ICU MessageFormat pattern, parsed by ICU's own MessagePattern. A pattern \
      ICU rejects (an unclosed brace, a plural without "other", an argument with no name) \
      cannot be shown at all; the finding points at where ICU stopped.
      """,
    hint: """
      Close every “{” with a “}”, give every plural and select an “other” branch, and write \
      apostrophes as ’ rather than '.
      """,
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}"}"#,
        "de.json": #"{"a": "{count, plural, one {Foto löschen} other {# Fotos löschen}↓"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Sign out of {↓, select, other {x}}"}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}", "b": "It’s {name}’s"}"#
      ])
    ]
  )
}
