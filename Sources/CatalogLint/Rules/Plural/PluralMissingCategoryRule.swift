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
      numbers. An explicit =N branch covers a category that holds only N (Arabic zero and =0). \
      Android's getQuantityString(int) always counts whole numbers, so only the categories \
      whole numbers select are asked of Android plurals, and one without “other” is fine when \
      those have their items; gettext's forms follow the file's own Plural-Forms formula and \
      are checked as gettext.plural-forms and plural.empty-variant. \
      In Apple catalogs the value type is in the file (NSStringFormatValueTypeKey, the \
      specifier): a count passed as a whole number (%d, %lld, %u, …) needs only the categories \
      whole numbers select, so French, Spanish, Italian, Portuguese and Catalan “many” (exact \
      millions, for compact forms such as “1 M”) and Czech, Slovak, Lithuanian “many” or \
      Russian, Ukrainian, Belarusian, Polish “other” (fractions) are not required; %f and %@ \
      need every category. Where no whole number selects “other” and a written “other” stands \
      in for one missing category (Polish without “many”), that text is what those numbers \
      show, worded for them as often as not: a note. An Apple plural without “other” is a note when every category of whole \
      numbers has its variant and the count is passed as a whole number: Foundation falls back \
      to “other” for any value without a variant of its own, so only a category added to CLDR \
      later would show nothing. \
      Numbers the source's own plural has no variant for (“%lld selected items” without one: \
      the app never shows it for 1) need none in a translation, and the source is warned, not \
      failed. A translation without the variant of a category of one number (German or Turkish \
      one: 1) is a warning: Foundation shows `other` for that number alone, often in the same \
      words (“1 Zeichen”).
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
      // A whole-number count in Russian without few and many; in Ukrainian without other (a
      // note);
      // a %f distance in French without many.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
        "%lld files": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "ru": {"variations": {↓"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld файлов"}}}}},
        "uk": {"variations": {↓"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}, "few": {"stringUnit": {"state": "translated", "value": "%lld файли"}}, "many": {"stringUnit": {"state": "translated", "value": "%lld файлів"}}}}}}},
        "%.1f km": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%.1f km"}}, "other": {"stringUnit": {"state": "translated", "value": "%.1f km"}}}}},
        "fr": {"variations": {↓"plural": {"one": {"stringUnit": {"state": "translated", "value": "%.1f km"}}, "other": {"stringUnit": {"state": "translated", "value": "%.1f km"}}}}}}}}}
        """#
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
      // Whole numbers never select French or Spanish “many” (millions) nor Czech “many”
      // (fractions).
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld fichier"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers"}}}}},
        "es": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld archivo"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld archivos"}}}}},
        "cs": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld soubor"}}, "few": {"stringUnit": {"state": "translated", "value": "%lld soubory"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld souborů"}}}}},
        "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}, "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}}, "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}}}}
        """#
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
