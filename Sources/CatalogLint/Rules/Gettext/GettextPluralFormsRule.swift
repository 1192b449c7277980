import LocaleCatalog

/// A `.po` file whose `Plural-Forms` header gives its language another number of plural
/// forms than CLDR's rules for whole numbers.
public struct GettextPluralFormsRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "gettext.plural-forms",
    name: "Plural-Forms disagrees with CLDR",
    explanation: """
      gettext picks a plural form with the formula of the file's Plural-Forms header, and \
      nplurals says how many forms each msgstr[n] has. When nplurals is not the number of \
      plural categories CLDR gives whole numbers in the language (Polish: one, few, many — \
      3; Japanese: 1; Arabic: 6), translators write too few forms and numbers get the wrong \
      grammar, or the header was copied from another language. The forms are read in CLDR \
      order, as the usual headers give them.
      """,
    hint: "Use the language's usual header, such as nplurals=3 for Polish, Russian and Czech.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "messages.pot": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Delete\"\nmsgstr \"\"\n",
        "pl.po":
          "msgid \"\"\nmsgstr ↓\"Language: pl\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"Delete\"\nmsgstr \"Usuń\"\n",
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "messages.pot": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Delete\"\nmsgstr \"\"\n",
        "pl.po":
          "msgid \"\"\nmsgstr \"\"\n\"Language: pl\\n\"\n\"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\nmsgid \"Delete\"\nmsgstr \"Usuń\"\n",
        "ja.po": "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\nmsgid \"Delete\"\nmsgstr \"削除\"\n",
      ])
    ]
  )
}
