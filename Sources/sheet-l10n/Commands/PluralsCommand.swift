import ICU

/// `sheet-l10n plurals LOCALE`: the locale's plural categories with sample numbers.
enum PluralsCommand: Command {
  static let name = "plurals"
  static let summary = "Show a locale's cardinal and ordinal plural categories with samples"
  static let options = OptionSpec(flags: ["help"])
  static let help = """
    USAGE: sheet-l10n plurals LOCALE

    Lists the cardinal and ordinal plural categories of LOCALE (from ICU's CLDR data) with
    numbers that select each, for example "few: 3–10, 103–110, …" for Arabic.
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let tag = arguments.positionals.first else {
      throw UsageError(description: "plurals takes one locale tag, such as ar or pt-BR")
    }
    let locale: LocaleID
    do { locale = try LocaleID(tag) } catch { throw UsageError(description: error.description) }
    var output = "\(locale.tag) (\(locale.displayName))\n"
    if !locale.hasLocaleData {
      output += "warning: ICU has no data for \(locale.tag); these are root's rules\n"
    }
    for kind in PluralRules.Kind.allCases {
      guard let rules = try? PluralRules(locale: locale, kind: kind) else { continue }
      output += "\n\(kind.rawValue):\n"
      for category in rules.categories {
        let padded = category.rawValue + String(repeating: " ", count: max(0, 6 - category.rawValue.count))
        output += "  \(padded) \(rules.samples[category]?.description ?? "")\n"
      }
    }
    Output.standard(output)
    return .clean
  }
}
