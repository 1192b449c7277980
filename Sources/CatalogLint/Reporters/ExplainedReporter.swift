import ICU
import LocaleCatalog

/// Text for translators: each finding as in ``TextReporter``, followed by why the rule
/// exists and how to fix it, and, when plural forms are at issue, every plural category of
/// the locale with numbers that select it. `sheet-l10n validate` prints this by default.
public struct ExplainedReporter: Reporter {
  public static let identifier = "explained"
  public static let summary = "text with why each finding matters and how to fix it"

  /// Whether to colour severities with ANSI escapes (for terminals).
  public var colored: Bool

  /// Creates a reporter.
  public init(colored: Bool = false) { self.colored = colored }

  public init(options: ReporterOptions) { self.init(colored: options.colored) }

  public func report(_ input: ReportInput) -> String {
    let text = TextReporter(colored: colored)
    var output = ""
    var pluralLocales: [String] = []
    for diagnostic in input.diagnostics {
      output += text.finding(diagnostic, in: input)
      if let rule = input.rule(withID: diagnostic.ruleID) {
        output += "    why: \(rule.explanation)\n"
        if !rule.hint.isEmpty { output += "    fix: \(rule.hint)\n" }
      }
      output += "\n"
      if diagnostic.ruleID.hasPrefix("plural."), let locale = diagnostic.locale, !pluralLocales.contains(locale) {
        pluralLocales.append(locale)
      }
    }
    for tag in pluralLocales {
      output += ExplainedReporter.pluralCategories(of: tag) + "\n"
    }
    output += TextReporter.summary(input) + "\n"
    return output
  }

  /// The cardinal and ordinal plural categories of the locale `tag`, with sample numbers,
  /// as a block of text; empty when ICU does not know the tag.
  public static func pluralCategories(of tag: String) -> String {
    guard let locale = try? LocaleID(tag) else { return "" }
    var output = "Plural categories of \(locale.tag) (\(locale.displayName)), from CLDR:\n"
    for kind in PluralRules.Kind.allCases {
      guard let rules = try? PluralRules(locale: locale, kind: kind) else { continue }
      let syntax = kind == .ordinal ? "{n, selectordinal, …}" : "{n, plural, …}"
      output += "  \(kind.rawValue) \(syntax)\n"
      for category in rules.categories {
        let name = category.rawValue + String(repeating: " ", count: max(0, 6 - category.rawValue.count))
        output += "    \(name) \(rules.samples[category]?.description ?? "")\n"
      }
    }
    return output
  }
}
