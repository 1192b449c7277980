import ICU
import LocaleCatalog

/// Text for translators: each finding as in ``TextReporter``, the first of each rule followed
/// by why the rule exists and how to fix it, and, when plural forms are at issue, every plural category of
/// the locale with numbers that select it. `sheet-l10n validate` prints this by default.
public struct ExplainedReporter: Reporter {
  public static let identifier = "explained"
  public static let summary = "text with why each finding matters and how to fix it"

  /// Whether to colour severities with ANSI escapes (for terminals).
  public var colored: Bool
  /// Whether to show every finding on its own (see ``ReportEntries``).
  public var verbose: Bool

  /// Creates a reporter.
  public init(colored: Bool = false, verbose: Bool = false) {
    self.colored = colored
    self.verbose = verbose
  }

  public init(options: ReporterOptions) { self.init(colored: options.colored, verbose: options.verbose) }

  public func report(_ input: ReportInput) -> String {
    let text = TextReporter(colored: colored)
    var output = ""
    var pluralLocales: [String] = []
    var explained: Set<String> = []
    for entry in ReportEntries.entries(input, verbose: verbose) {
      let diagnostic = entry.diagnostic
      output += text.finding(entry, in: input)
      // Why and how to fix, once per rule: at its first finding.
      if explained.insert(diagnostic.ruleID).inserted, let rule = input.rule(withID: diagnostic.ruleID) {
        output += "    why: \(rule.explanation)\n"
        if !rule.hint.isEmpty { output += "    fix: \(rule.hint)\n" }
      }
      output += "\n"
      if diagnostic.ruleID.hasPrefix("plural.") {
        for locale in entry.locales.isEmpty ? [diagnostic.locale].compactMap({ $0 }) : entry.locales
        where !pluralLocales.contains(locale) {
          pluralLocales.append(locale)
        }
      }
    }
    for tag in pluralLocales {
      output += ExplainedReporter.pluralCategories(of: tag) + "\n"
    }
    output += ReportEntries.breakdown(input)
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
