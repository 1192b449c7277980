import ICU
import LocaleCatalog

/// A plural or selectordinal argument found in an entry, wherever it is nested.
struct PluralOccurrence: Sendable {
  let entry: CatalogEntry
  let argument: MessageArgument
  let plural: PluralArgument
  let isOrdinal: Bool
  /// True when the entry was read from a String Catalog (`.xcstrings`).
  let isInStringCatalog: Bool
  /// True when the format passes only whole numbers to plurals (Android, gettext).
  let numbersAreWhole: Bool

  /// Every plural and selectordinal argument of every parsed entry of `file`, a file of a
  /// format with `traits`.
  static func all(in file: LocaleFile, traits: FormatTraits) -> [PluralOccurrence] {
    let numbersAreWhole = traits.pluralNumbers == .wholeNumbers
    var result: [PluralOccurrence] = []
    let isInStringCatalog = file.path.hasSuffix(".xcstrings")
    for entry in file.entries {
      guard let message = entry.message else { continue }
      for argument in message.allArguments {
        switch argument.kind {
        case .plural(let plural):
          result.append(
            PluralOccurrence(
              entry: entry, argument: argument, plural: plural, isOrdinal: false, isInStringCatalog: isInStringCatalog,
              numbersAreWhole: numbersAreWhole))
        case .selectOrdinal(let plural):
          result.append(
            PluralOccurrence(
              entry: entry, argument: argument, plural: plural, isOrdinal: true, isInStringCatalog: isInStringCatalog,
              numbersAreWhole: numbersAreWhole))
        default:
          continue
        }
      }
    }
    return result
  }

  /// For a value of an Apple format, the argument the plural varies by: the specifier
  /// that reads it, as the file declares it (`NSStringFormatValueTypeKey`, a String
  /// Catalog's `formatSpecifier`, the variation's own `%lld`). Nil for ICU messages, and
  /// for a plural whose argument is not a number.
  var appleArgument: FormatArgument? {
    entry.formatArguments?.first { $0.name == argument.name && $0.specifier.valueType.isNumeric }
  }

  /// True when the plural varies by a whole number: in a format whose plurals always count
  /// whole numbers (Android, gettext), or by the specifier of an Apple value (`%d`, `%lld`,
  /// `%u`, …). Only the categories whole numbers select can be shown.
  var countsWholeNumbers: Bool {
    if numbersAreWhole { return true }
    guard let type = (appleArgument?.specifier ?? keySpecifier)?.valueType else { return false }
    return type.isInteger
  }

  /// For a String Catalog plural whose variants print no number (“A file” / “Files”), the
  /// specifier the key gives the argument (`%lld files`): Xcode extracts the key from the
  /// code, so it says what the app passes.
  var keySpecifier: FormatSpecifier? {
    guard isInStringCatalog, argument.name.hasPrefix("arg"), let position = Int(argument.name.dropFirst(3)) else {
      return nil
    }
    var sequential = 1
    for token in PrintfFormat.tokens(in: entry.key) {
      guard case .specifier(let specifier, _) = token else { continue }
      let at = specifier.explicitPosition ?? sequential
      if specifier.explicitPosition == nil { sequential += 1 }
      if at == position { return specifier.valueType.isNumeric ? specifier : nil }
    }
    return nil
  }

  /// True when an Apple value has no `other` variant as written.
  var lacksWrittenOther: Bool { entry.pluralsWithoutOther.contains(argument.name) }

  /// How the plural is named in a message, in the syntax of its file: `{count}` in an ICU
  /// message, “the plural of argument 1 (%lld)” in an Apple format.
  var displayName: String {
    if let use = appleArgument ?? entry.formatArguments?.first(where: { $0.name == argument.name }) {
      return "the plural of argument \(use.position) (%\(use.specifier.withoutPosition))"
    }
    if let specifier = keySpecifier {
      return "the plural of argument \(argument.name.dropFirst(3)) (%\(specifier.withoutPosition))"
    }
    return entry.formatArguments == nil ? "the plural {\(argument.name)}" : "the plural"
  }

  /// How the plural's number is written in the entry's syntax: `#`, or the specifier of an
  /// Apple value (`%lld`).
  var numberPlaceholder: String {
    if let specifier = appleArgument?.specifier ?? keySpecifier { return "%" + specifier.withoutPosition }
    return entry.formatArguments == nil ? "#" : "%lld"
  }

  /// How an argument is written in the entry's syntax, for quoting a branch: `{name}` (and
  /// `#` for the plural's number) in an ICU message, the printf specifier in an Apple value.
  func placeholder(for name: String) -> String {
    guard let uses = entry.formatArguments else { return name == "#" ? "#" : "{\(name)}" }
    if name == "#" { return numberPlaceholder }
    guard let use = uses.first(where: { $0.name == name }) else { return "{\(name)}" }
    return use.isExplicitlyPositioned
      ? "%\(use.position)$\(use.specifier.withoutPosition)" : "%\(use.specifier.withoutPosition)"
  }

  /// The categories of `rules` that no branch covers. An explicit `=N` branch covers a
  /// category that holds only N (Arabic zero and `=0`).
  /// - Parameter required: The categories to look for (default: all of the rules').
  func missingCategories(for rules: PluralRules, among required: [PluralCategory]? = nil) -> [PluralCategory] {
    let required = required ?? rules.categories
    // The usual case, every category written out, needs no sets.
    let selectors = plural.branches.compactMap { branch -> String? in
      if case .category(let name) = branch.selector { return name }
      return nil
    }
    if !lacksWrittenOther, required.allSatisfy({ selectors.contains($0.rawValue) }) { return [] }
    var present: Set<PluralCategory> = []
    var exact: Set<Double> = []
    for branch in plural.branches {
      switch branch.selector {
      case .category(let name): if let category = PluralCategory(rawValue: name) { present.insert(category) }
      case .exact(let value): exact.insert(value)
      }
    }
    if lacksWrittenOther { present.remove(.other) }
    return required.filter { category in
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
    // Forms chosen by the file's own formula (gettext) are checked against that formula
    // where the file is read, not against CLDR's categories.
    guard context.catalog.format.traits.formSelection == .cldrCategories,
      let rules = context.pluralRules(for: file.locale, ordinal: ordinal)
    else { return [] }
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    for occurrence in context.perFile.pluralOccurrences(in: file) where occurrence.isOrdinal == ordinal {
      // A count passed as a whole number never selects a category of fractions or of
      // exact millions; a %f or %@ value can select every category.
      let required = occurrence.countsWholeNumbers ? rules.integerCategories : rules.categories
      var missing = occurrence.missingCategories(for: rules, among: required)
      // Numbers the source's own plural leaves out (“%lld selected items”, with no variant
      // for one: the app never shows it for 1) need no variant in a translation either.
      // Left out as well: categories of those numbers and 0 (French one is 0 and 1: is 0 ever
      // shown?), which the developer knows, so a warning; Russian one (21, 31, …) stays an error.
      var onlyZeroBesides = false
      if !missing.isEmpty, !context.isSource(file),
        let excluded = sourceExcludedNumbers(of: occurrence, context: context)
      {
        func within(_ numbers: Set<Int>, _ category: PluralCategory) -> Bool {
          let ranges = rules.samples[category]?.integerRanges ?? []
          return !ranges.isEmpty && ranges.allSatisfy { $0.allSatisfy(numbers.contains) }
        }
        missing.removeAll { within(excluded, $0) }
        onlyZeroBesides = missing.allSatisfy { within(excluded.union([0]), $0) }
      }
      guard !missing.isEmpty || occurrence.lacksWrittenOther else { continue }
      let position = file.position(ofMessageOffset: occurrence.argument.range.lowerBound, in: occurrence.entry)
      // A substitution used in several variants of an Apple value is one plural as written.
      guard seen.insert("\(occurrence.entry.key)\u{0}\(position.line):\(position.column)").inserted else { continue }
      if !missing.isEmpty {
        var message = describe(occurrence, missing.map(\.rawValue).joined(separator: ", "), rules)
        if occurrence.lacksWrittenOther && !missing.contains(.other) {
          message +=
            ", and there is no “other” variant for \(context.catalog.format.traits.fallbackPlatform ?? "the platform") to fall back to"
        }
        var finding = diagnostic(
          message, in: file, at: position, key: occurrence.entry.key, notes: missing.map { rules.sampleLine(for: $0) })
        // A source that leaves a category out may never be shown with its numbers; a
        // translation without a category of one number (German one: 1) shows `other` for
        // that number alone, often the same words (“1 Zeichen”, Turkish “1 dosya”).
        if context.isSource(file) {
          finding.severity = .warning
          finding.notes.append("if the app never passes these numbers, translations may leave them out too")
        } else if onlyZeroBesides || missing.allSatisfy({ rules.samples[$0]?.isOneWholeNumber ?? false }) {
          finding.severity = .warning
        } else if occurrence.countsWholeNumbers, missing.count == 1, !occurrence.lacksWrittenOther,
          !rules.integerCategories.contains(.other), occurrence.otherIsWordedOnItsOwn
        {
          // No whole number selects `other` (Polish, Russian, Ukrainian: it is for fractions),
          // so the `other` that is written is shown for the numbers of the one category left
          // out, and nothing else: worded unlike every other variant, it is worded for them
          // (“5 plików”) as often as not.
          finding.severity = .note
          finding.notes.append(
            "whole numbers never select “other” here, so its text is what these numbers show; if it is worded for them, copy it into a “\(missing[0].rawValue)” variant"
          )
        } else if isCopiedSource(occurrence.entry, in: file, context: context) {
          // A translation platform's export fills an untranslated plural with the source's
          // variants: the locale is unfinished, not wrong.
          finding.severity = .warning
          finding.notes.append(
            "the value is still the \(context.catalog.sourceLocale.tag) text: it is not translated yet")
        }
        found.append(finding)
      } else if occurrence.lacksWrittenOther, !occurrence.numbersAreWhole {
        // A count that is always whole (Android) selects only the categories that have their
        // variants, so the missing `other` is never reached.
        // Every category a whole number selects has its branch, so nothing shows wrong
        // today; Foundation's fallback is `other`, so any other value would show nothing.
        var finding = diagnostic(
          "“\(occurrence.entry.key)”: \(occurrence.displayName) has no “other” variant; no whole number selects other in \(file.locale.tag), but it is the variant \(context.catalog.format.traits.fallbackPlatform ?? "the platform") falls back to (for a fraction, or a category without a variant)",
          in: file, at: position, key: occurrence.entry.key, notes: [rules.sampleLine(for: .other)])
        // A count passed as a whole number (%d) is never a fraction: nothing shows wrong
        // unless CLDR's rules change. Advice for the next edit.
        finding.severity = occurrence.countsWholeNumbers ? .note : .warning
        found.append(finding)
      }
    }
    return found
  }
}

extension Rule {
  /// The whole numbers from 0 to 1,000 that the source's plural for the same argument has no
  /// variant for, among those its language's whole numbers select; nil when it has every one.
  func sourceExcludedNumbers(of occurrence: PluralOccurrence, context: LintContext) -> Set<Int>? {
    let sourceLocale = context.catalog.sourceLocale
    guard let sourceEntry = context.source?[occurrence.entry.key], let message = sourceEntry.message,
      let sourceRules = context.pluralRules(for: sourceLocale, ordinal: occurrence.isOrdinal)
    else { return nil }
    for argument in message.allArguments where argument.name == occurrence.argument.name {
      let plural: PluralArgument
      switch argument.kind {
      case .plural(let found) where !occurrence.isOrdinal: plural = found
      case .selectOrdinal(let found) where occurrence.isOrdinal: plural = found
      default: continue
      }
      let original = PluralOccurrence(
        entry: sourceEntry, argument: argument, plural: plural, isOrdinal: occurrence.isOrdinal,
        isInStringCatalog: occurrence.isInStringCatalog, numbersAreWhole: occurrence.numbersAreWhole)
      let required = original.countsWholeNumbers ? sourceRules.integerCategories : sourceRules.categories
      let missing = original.missingCategories(for: sourceRules, among: required)
      guard !missing.isEmpty else { return nil }
      var excluded: Set<Int> = []
      for category in missing {
        for range in sourceRules.samples[category]?.integerRanges ?? [] { excluded.formUnion(range) }
      }
      return excluded
    }
    return nil
  }
}

extension Rule {
  /// True when `entry` of a translation in another language than the source's is the
  /// source's text as it is, and its variants are worded differently (“%d reply”, “%d
  /// replies”: the source language's own forms, left untranslated; “%.1f km” in every
  /// variant may be right as it is).
  func isCopiedSource(_ entry: CatalogEntry, in file: LocaleFile, context: LintContext) -> Bool {
    guard !context.isSource(file), let source = context.source, source[entry.key]?.text == entry.text,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale), let message = entry.message
    else { return false }
    return Set(message.variants(limit: 16)).count > 1
  }
}

extension PluralSamples {
  /// True when exactly one whole number from 0 to 1,000 selects the category (German one: 1).
  var isOneWholeNumber: Bool { integerRanges.count == 1 && integerRanges[0].count == 1 }
}

extension PluralRules {
  /// "one, few, many, other", for messages.
  var categoryList: String { categories.map(\.rawValue).joined(separator: ", ") }

  /// "few: 3–10, 103–110, …" for one category.
  func sampleLine(for category: PluralCategory) -> String {
    "\(category.rawValue): \(samples[category]?.description ?? "")"
  }
}

extension PluralOccurrence {
  /// Whether the `other` branch reads unlike every other branch: its text is not a copy of
  /// another category's (Russian `many` “%d файлов” repeated as `other`).
  var otherIsWordedOnItsOwn: Bool {
    func words(_ message: Message) -> String {
      var text = ""
      for node in message.nodes {
        switch node {
        case .text(let piece, _): text += piece
        case .number: text += "#"
        case .argument(let argument): text += "{\(argument.name)}"
        }
      }
      return text
    }
    guard let other = plural.branches.first(where: { $0.selector == .category("other") }) else { return false }
    let written = words(other.message)
    return !plural.branches.contains { $0.selector != .category("other") && words($0.message) == written }
  }
}
