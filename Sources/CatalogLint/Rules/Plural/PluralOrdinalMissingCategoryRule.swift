import ICU
import LocaleCatalog

/// A selectordinal argument without a branch for an ordinal category the locale's CLDR rules
/// have.
public struct PluralOrdinalMissingCategoryRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "plural.ordinal-missing-category",
    name: "Missing ordinal category",
    explanation: """
      A {n, selectordinal, …} argument needs a branch for every ordinal category of the locale, \
      as ICU’s CLDR data gives them; they differ from the cardinal ones (English: one for 1st, \
      21st; two for 2nd, 22nd; few for 3rd, 23rd; other for 4th, 11th; Italian: many for 8º, \
      11º, 80º). A missing category falls back to “other”: “21th”. An explicit =N branch covers \
      a category that holds only N.
      """,
    hint: "Add a branch for each missing ordinal category; sheet-l10n plurals LOCALE lists them with sample numbers.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Your ↓{place, selectordinal, one {#st} other {#th}} place"}"#]),
      RuleExample([
        "en.json": #"{"a": "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"}"#,
        "it.json": #"{"a": "↓{place, selectordinal, other {#º}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"}"#,
        "fr.json": #"{"a": "{place, selectordinal, one {#er} other {#e}}"}"#,
        "ja.json": #"{"a": "{place, selectordinal, other {#番目}}"}"#,
        "it.json": #"{"a": "{place, selectordinal, many {l’#º} other {il #º}}"}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    missingCategoryFindings(in: file, context: context, ordinal: true) { occurrence, names, rules in
      "the selectordinal {\(occurrence.argument.name)} of “\(occurrence.entry.key)” has no branch for \(names); \(file.locale.tag) ordinals need \(rules.categoryList)"
    }
  }
}
