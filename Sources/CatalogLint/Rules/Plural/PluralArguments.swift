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

extension PluralRules {
  /// "one, few, many, other", for messages.
  var categoryList: String { categories.map(\.rawValue).joined(separator: ", ") }

  /// "few: 3–10, 103–110, …" for one category.
  func sampleLine(for category: PluralCategory) -> String {
    "\(category.rawValue): \(samples[category]?.description ?? "")"
  }
}
