import ICU
import LocaleCatalog

/// A plural or selectordinal argument found in an entry, wherever it is nested.
struct PluralOccurrence {
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
}

extension PluralRules {
  /// "one, few, many, other", for messages.
  var categoryList: String { categories.map(\.rawValue).joined(separator: ", ") }

  /// "few: 3–10, 103–110, …" for one category.
  func sampleLine(for category: PluralCategory) -> String {
    "\(category.rawValue): \(samples[category]?.description ?? "")"
  }
}
