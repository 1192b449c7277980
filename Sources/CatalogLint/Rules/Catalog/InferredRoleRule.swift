import LocaleCatalog

/// A label whose role was inferred from its source text, because its catalog format has no
/// role metadata: reported as a note so that the guess is visible and can be confirmed.
public struct InferredRoleRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.inferred-role",
    name: "Inferred label role",
    explanation: """
      String Catalogs, .strings files and XLIFF carry no roles, yet the destructive and cancel \
      checks need them. A key whose comment declares none (role: destructive, verb: delete) \
      and that no roles file (--roles) matches gets a role from the source language's \
      lexicon: "Cancel" is the cancel role, a short label starting with "Delete", "Remove", \
      "Sign Out" … is destructive with that verb, unless its key names another part of the \
      screen (delete_account_title, remove.header.text, clearCacheMessage; delete.button.title \
      is a button). Failing that, a key named like a destructive button (confirm_delete_button, \
      discard_action, post.delete.confirm) is destructive with its verb, so a "Yes" on it is \
      caught. Each such guess is reported as a note.
      """,
    hint: "Confirm the role with a comment (role: destructive, verb: delete) or a --roles file, or correct it there.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {↓"Delete Photo": {}, ↓"Cancel": {}, "Delete this photo?": {}}}
        """#
      ]),
      RuleExample([
        "en.lproj/Localizable.strings":
          "↓\"file.delete.button.title\" = \"Delete File\";\n\"file.delete.title\" = \"Delete File\";\n"
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          ↓"confirm_delete_button": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}},
          "delete_title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Delete photo?"}}}}}}
        """#
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Delete Photo": {"comment": "The red button.\nrole: destructive, verb: delete"},
          "Keep": {}}}
        """#
      ]),
      RuleExample(["en.json": #"{"a": "Delete"}"#]),
      RuleExample([
        "en.lproj/Localizable.strings":
          "\"delete_account_title\" = \"Delete Account\";\n\"remove.header.text\" = \"Remove Files\";\n\"clearCacheMessage\" = \"Clear the cache\";\n"
      ]),
    ]
  )
}
