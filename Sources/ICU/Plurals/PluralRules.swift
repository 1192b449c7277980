import ICUBridge

/// A locale's CLDR plural rules, from ICU: which categories exist and which one a number
/// selects.
public struct PluralRules: Sendable {
  /// Cardinal rules ("1 photo, 2 photos") or ordinal rules ("1st, 2nd").
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Counting: used by `plural` arguments.
    case cardinal
    /// Ranking: used by `selectordinal` arguments.
    case ordinal
  }

  /// The locale the rules are for.
  public let locale: LocaleID
  /// Cardinal or ordinal.
  public let kind: Kind
  /// The categories the locale distinguishes, in CLDR order (zero, one, two, few, many, other).
  public let categories: [PluralCategory]
  /// For each category, sample numbers that select it.
  public let samples: [PluralCategory: PluralSamples]
  private let handle: Handle

  /// Owns the ICU rules; ICU's `PluralRules::select` is const and safe to call concurrently.
  private final class Handle: Sendable {
    nonisolated(unsafe) let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { icub_plural_close(pointer) }

    func rule(_ category: PluralCategory) -> String {
      var status: Int32 = 0
      return BridgeStrings.readASCII(capacity: 256) { out, capacity in
        icub_plural_rule(pointer, category.rawValue, out, capacity, &status)
      }
    }

    func select(_ number: Double) -> PluralCategory {
      var status: Int32 = 0
      let keyword = BridgeStrings.readASCII(capacity: 16) { out, capacity in
        icub_plural_select(pointer, number, out, capacity, &status)
      }
      return PluralCategory(rawValue: keyword) ?? .other
    }
  }

  /// Rules already loaded, by locale and kind. Loading costs milliseconds (the samples of
  /// every category are searched for), and each check loads the rules of every locale of
  /// its catalog again; a process sees few locales, and keeps at most `loadedLimit`.
  private static let loaded = Locked<[LoadedKey: PluralRules]>([:])
  private static let loadedLimit = 256
  private struct LoadedKey: Hashable {
    let locale: LocaleID
    let kind: Kind
  }

  /// Loads the rules of `locale`.
  /// - Throws: ``ICUError`` when ICU cannot open rules for the locale.
  public init(locale: LocaleID, kind: Kind = .cardinal) throws(ICUError) {
    let key = LoadedKey(locale: locale, kind: kind)
    if let known = Self.loaded.withLock({ $0[key] }) {
      self = known
      return
    }
    var status: Int32 = 0
    guard let handle = icub_plural_open(locale.tag, kind == .ordinal ? 1 : 0, &status),
      !ICUStatus.isFailure(status)
    else {
      throw ICUError(code: status, operation: "opening \(kind.rawValue) plural rules for \(locale)")
    }
    let owner = Handle(handle)
    let keywords = BridgeStrings.readASCII(capacity: 64) { out, capacity in
      icub_plural_keywords(handle, out, capacity, &status)
    }
    let categories = keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    self.locale = locale
    self.kind = kind
    self.categories = categories
    self.handle = owner
    self.samples = PluralSamples.collect(categories: categories, select: owner.select) { category in
      var values = [Double](repeating: 0, count: 8)
      let count = icub_plural_samples(handle, category.rawValue, &values, 8, &status)
      return Array(values.prefix(Int(max(0, count))))
    }
    let rules = self
    Self.loaded.withLock { loaded in
      if loaded.count < Self.loadedLimit { loaded[key] = rules }
    }
  }

  /// The category ICU selects for `number` (`2` → `few` in Polish).
  public func category(for number: Double) -> PluralCategory { handle.select(number) }

  /// The CLDR condition that selects `category`, without its samples (`i = 1 and v = 0` for
  /// English `one`); empty for `other`, which is what no condition selects.
  public func condition(for category: PluralCategory) -> String { handle.rule(category) }

  /// True when the locale selects `category` for some number.
  public func has(_ category: PluralCategory) -> Bool { categories.contains(category) }

  /// The categories that a count of things selects: those with a whole number from 0 to
  /// 1,000. The rest hold only fractions (Czech and Russian `many`, Russian and Polish
  /// `other`) or only exact millions, the category CLDR gives compact forms such as
  /// “1 M” (French, Spanish, Italian, Portuguese, Catalan `many`); for a count printed in
  /// digits, `other` words those millions as well.
  public var integerCategories: [PluralCategory] {
    categories.filter { !(samples[$0]?.integerRanges.isEmpty ?? true) }
  }
}

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// CLDR's `zero` (Arabic 0, Welsh 0, Latvian 0, 10–20, …).
  case zero
  /// CLDR's `one` (English 1; French 0 and 1; Russian 1, 21, 31, …).
  case one
  /// CLDR's `two` (Arabic, Hebrew, Welsh, Slovenian 2, …).
  case two
  /// CLDR's `few` (Russian 2–4, 22–24, …; Arabic 3–10, …).
  case few
  /// CLDR's `many` (Russian 5–20, …; Arabic 11–99, …; French 1000000, …).
  case many
  /// CLDR's `other`: every number no other category takes, present in every language.
  case other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs).unsafelyUnwrapped < allCases.firstIndex(of: rhs).unsafelyUnwrapped
  }
}

/// Numbers that select one plural category, for showing translators what a category means.
public struct PluralSamples: Sendable, Hashable, CustomStringConvertible {
  /// Ranges of whole numbers from 0 to 1,000 that select the category, ascending.
  public let integerRanges: [ClosedRange<Int>]
  /// Other examples from ICU (fractions, millions) when no small whole number selects it.
  public let otherExamples: [Double]

  /// Samples as a translator reads them: "3–10, 103–110, 203–210, …".
  public var description: String {
    var shown: [String] = integerRanges.prefix(4).map { range in
      range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }
    if integerRanges.count > 4 { shown.append("…") }
    if shown.isEmpty {
      shown = otherExamples.prefix(3).map(PluralSamples.format)
      if !shown.isEmpty { shown.append("…") }
    }
    return shown.joined(separator: ", ")
  }

  private static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  static func collect(
    categories: [PluralCategory],
    select: (Double) -> PluralCategory,
    icuSamples: (PluralCategory) -> [Double]
  ) -> [PluralCategory: PluralSamples] {
    var ranges: [PluralCategory: [ClosedRange<Int>]] = [:]
    for number in 0...1000 {
      // Extended in place: a copy taken out of the dictionary would be copied again on write.
      ranges[select(Double(number)), default: []].include(number)
    }
    var result: [PluralCategory: PluralSamples] = [:]
    for category in categories {
      let integers = ranges[category] ?? []
      // ICU lists one number in several spellings (1000000 and 1c6); each is shown once.
      var examples: [Double] = []
      for example in integers.isEmpty ? icuSamples(category) : [] where !examples.contains(example) {
        examples.append(example)
      }
      result[category] = PluralSamples(integerRanges: integers, otherExamples: examples)
    }
    return result
  }
}

extension Array where Element == ClosedRange<Int> {
  /// Adds `number`, extending the last range when it ends just before it.
  fileprivate mutating func include(_ number: Int) {
    if let last, last.upperBound == number - 1 {
      self[count - 1] = last.lowerBound...number
    } else {
      append(number...number)
    }
  }
}
