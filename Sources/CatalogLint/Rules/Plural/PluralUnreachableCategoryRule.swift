import ICU
import LocaleCatalog

/// A plural branch for a category the locale never selects, or for a word that is no
/// category at all.
public struct PluralUnreachableCategoryRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "plural.unreachable-category",
    name: "Unreachable plural category",
    explanation: """
      A branch whose category the locale's rules never select is dead text: English has no \
      "few", Japanese has only "other". Often a sign the translation was copied from another \
      language. A selector that is not a CLDR category (zero, one, two, few, many, other) or \
      an explicit =N is never selected in any locale. A category CLDR has removed from a \
      language that devices with an earlier CLDR still select (Hebrew “many”, removed in CLDR \
      42) is not reported: those devices show it.
      """,
    hint: "Delete the branch, or rename it to a category this locale uses.",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "{count, plural, one {# photo} ↓few {# photos} other {# photos}}"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# photo} other {# photos}}"}"#,
        "ja.json": #"{"a": "{count, plural, ↓one {写真 # 枚} other {写真 # 枚}}"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "{count, plural, one {# photo} ↓several {# photos} other {# photos}}"}"#]),
      RuleExample(["en.json": #"{"a": "{n, selectordinal, one {#st} two {#nd} few {#rd} ↓many {#th} other {#th}}"}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": #"{"a": "{count, plural, =0 {No photos} one {# photo} other {# photos}}"}"#]),
      // Occitan, for which ICU has no plural rules of its own.
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# photo} other {# photos}}"}"#,
        "oc.json": #"{"a": "{count, plural, one {# fòto} other {# fòtos}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# photo} other {# photos}}"}"#,
        "he.json": #"{"a": "{count, plural, one {תמונה אחת} two {שתי תמונות} many {# תמונות} other {# תמונות}}"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"}"#]),
    ]
  )

  /// Cardinal categories that CLDR has since removed from a language, which devices with the
  /// ICU of an earlier CLDR still select: Hebrew “many” (20, 30, 40, …), removed in CLDR 42
  /// (ICU 72; Android 14, iOS 17). A branch for one is shown on those devices.
  static let categoriesOfEarlierCLDR: [String: Set<PluralCategory>] = ["he": [.many], "iw": [.many]]

  /// Whether devices with an earlier CLDR select `category` in `locale`.
  static func selectedByEarlierCLDR(_ category: PluralCategory, in locale: LocaleID, ordinal: Bool) -> Bool {
    !ordinal && (categoriesOfEarlierCLDR[locale.language]?.contains(category) ?? false)
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    for occurrence in context.perFile.pluralOccurrences(in: file) {
      // A substitution used in several variants of an Apple value is one plural as written.
      if occurrence.entry.formatArguments != nil {
        let place = file.position(ofMessageOffset: occurrence.argument.range.lowerBound, in: occurrence.entry)
        guard seen.insert("\(occurrence.entry.key)\u{0}\(place.line):\(place.column)").inserted else { continue }
      }
      // Without CLDR data for the locale (Occitan), its rules are root's: only “other”.
      guard file.locale.hasLocaleData, let rules = context.pluralRules(for: file.locale, ordinal: occurrence.isOrdinal)
      else { continue }
      for branch in occurrence.plural.branches {
        guard case .category(let name) = branch.selector else { continue }
        // Positions are worked out only for findings: most branches have none.
        var position: SourcePosition {
          file.position(ofMessageOffset: branch.selectorRange.lowerBound, in: occurrence.entry)
        }
        guard let category = PluralCategory(rawValue: name) else {
          found.append(
            diagnostic(
              "“\(name)” in “\(occurrence.entry.key)” is not a plural category (zero, one, two, few, many, other or =N); the branch is never shown",
              in: file, at: position, key: occurrence.entry.key))
          continue
        }
        if !rules.has(category), !Self.selectedByEarlierCLDR(category, in: file.locale, ordinal: occurrence.isOrdinal) {
          let kind = occurrence.isOrdinal ? "ordinal" : "cardinal"
          found.append(
            diagnostic(
              "\(file.locale.tag) never selects the \(kind) category “\(name)” in “\(occurrence.entry.key)”; the branch is never shown (its categories: \(rules.categoryList))",
              in: file, at: position, key: occurrence.entry.key))
        }
      }
    }
    return found
  }
}
