import ICU
import LocaleCatalog

/// A plural argument without a branch for a category the locale's CLDR rules have.
public struct PluralMissingCategoryRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "plural.missing-category",
    name: "Missing plural category",
    explanation: """
      A {n, plural, …} argument needs a branch for every cardinal category of the locale, as \
      ICU's CLDR data gives them (Arabic: zero, one, two, few, many, other; Russian: one, few, \
      many, other). A missing category falls back to "other", which is ungrammatical for those \
      numbers. An explicit =N branch covers a category that holds only N (Arabic zero and =0).
      """,
    hint: "Add a branch for each missing category, worded for the numbers listed with it.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # Photo} other {Delete # Photos}}"}"#,
        "ar.json": #"{"a": "↓{count, plural, one {حذف صورة واحدة} other {حذف # صورة}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete {count, plural, one {# photo} other {# photos}}"}"#,
        "ru.json": #"{"a": "Удалить ↓{count, plural, one {# фото} other {# фото}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # Photo} other {Delete # Photos}}"}"#,
        "fr.json":
          #"{"a": "{count, plural, one {Supprimer # photo} many {Supprimer # de photos} other {Supprimer # photos}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # Photo} other {Delete # Photos}}"}"#,
        "he.json": #"{"a": "{count, plural, =1 {מחק תמונה} =2 {מחק שתי תמונות} other {מחק # תמונות}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # Photo} other {Delete # Photos}}"}"#,
        "ja.json": #"{"a": "{count, plural, other {# 枚の写真を削除}}"}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    missingCategoryFindings(in: file, context: context, ordinal: false) { occurrence, names, rules in
      if occurrence.countsWholeNumbers {
        let needed = rules.integerCategories.map(\.rawValue).joined(separator: ", ")
        return
          "“\(occurrence.entry.key)”: \(occurrence.displayName) has no variant for \(names); whole numbers in \(file.locale.tag) select \(needed)"
      }
      if occurrence.entry.formatArguments != nil {
        return
          "“\(occurrence.entry.key)”: \(occurrence.displayName) has no variant for \(names); \(file.locale.tag) needs \(rules.categoryList)"
      }
      return
        "the plural {\(occurrence.argument.name)} of “\(occurrence.entry.key)” has no branch for \(names); \(file.locale.tag) needs \(rules.categoryList)"
    }
  }
}
