import ICU
import LocaleCatalog

/// A plural or selectordinal argument found in an entry, wherever it is nested.
struct PluralOccurrence: Sendable {
  let entry: CatalogEntry
  let argument: MessageArgument
  let plural: PluralArgument
  let isOrdinal: Bool

  /// Every plural and selectordinal argument of every parsed entry of `file`.
  static func all(in file: LocaleFile) -> [PluralOccurrence] {
    var result: [PluralOccurrence] = []
    for entry in file.entries {
      guard let message = entry.message else { continue }
      for argument in message.allArguments {
        switch argument.kind {
        case .plural(let plural):
          result.append(PluralOccurrence(entry: entry, argument: argument, plural: plural, isOrdinal: false))
        case .selectOrdinal(let plural):
          result.append(PluralOccurrence(entry: entry, argument: argument, plural: plural, isOrdinal: true))
        default:
          continue
        }
      }
    }
    return result
  }

  /// The categories of `rules` that no branch covers. An explicit `=N` branch covers a
  /// category that holds only N (Arabic zero and `=0`).
  func missingCategories(for rules: PluralRules) -> [PluralCategory] {
    // The usual case, every category written out, needs no sets.
    let selectors = plural.branches.compactMap { branch -> String? in
      if case .category(let name) = branch.selector { return name }
      return nil
    }
    if rules.categories.allSatisfy({ selectors.contains($0.rawValue) }) { return [] }
    var present: Set<PluralCategory> = []
    var exact: Set<Double> = []
    for branch in plural.branches {
      switch branch.selector {
      case .category(let name): if let category = PluralCategory(rawValue: name) { present.insert(category) }
      case .exact(let value): exact.insert(value)
      }
    }
    return rules.categories.filter { category in
      guard !present.contains(category) else { return false }
      if let samples = rules.samples[category], samples.integerRanges.count == 1,
        samples.integerRanges[0].count == 1, samples.otherExamples.isEmpty,
        exact.contains(Double(samples.integerRanges[0].lowerBound) + plural.offset)
      {
        return false
      }
      return true
    }
  }
}

extension Rule {
  /// One finding for each plural (`ordinal` false) or selectordinal argument of `file` that
  /// has no branch for some category of the locale's rules, with the sample numbers of each
  /// missing category as notes.
  /// - Parameter describe: The message, from the argument, the missing categories' names
  ///   and the rules.
  func missingCategoryFindings(
    in file: LocaleFile, context: LintContext, ordinal: Bool,
    describe: (PluralOccurrence, String, PluralRules) -> String
  ) -> [Diagnostic] {
    guard let rules = context.pluralRules(for: file.locale, ordinal: ordinal) else { return [] }
    var found: [Diagnostic] = []
    for occurrence in context.perFile.pluralOccurrences(in: file) where occurrence.isOrdinal == ordinal {
      let missing = occurrence.missingCategories(for: rules)
      guard !missing.isEmpty else { continue }
      found.append(
        diagnostic(
          describe(occurrence, missing.map(\.rawValue).joined(separator: ", "), rules),
          in: file, at: file.position(ofMessageOffset: occurrence.argument.range.lowerBound, in: occurrence.entry),
          key: occurrence.entry.key, notes: missing.map { rules.sampleLine(for: $0) }))
    }
    return found
  }
}

extension PluralRules {
  /// "one, few, many, other", for messages.
  var categoryList: String { categories.map(\.rawValue).joined(separator: ", ") }

  /// "few: 3–10, 103–110, …" for one category.
  func sampleLine(for category: PluralCategory) -> String {
    "\(category.rawValue): \(samples[category]?.description ?? "")"
  }
}
