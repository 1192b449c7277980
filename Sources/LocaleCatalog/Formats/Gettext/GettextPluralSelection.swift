import ICU

/// Which `msgstr[i]` a `.po` file shows for which numbers, worked out once per distinct
/// `Plural-Forms` header by evaluating its formula, and what is wrong with it.
///
/// The forms are the file's own: a header with four forms for Hebrew or Serbian, or one form
/// for Turkish, is right when its formula gives every number a form its translators wrote.
/// Findings are about what users see: a number whose form does not exist or is empty, a form
/// no number reaches, and (a note) numbers the formula gives one form where CLDR tells them
/// apart. For the rules that read CLDR categories, each category is given the form most of its
/// numbers get.
struct GettextPluralSelection: Sendable {
  /// The header gettext uses when a file gives none: two forms, `n != 1`.
  static let defaultHeader = "nplurals=2; plural=(n != 1);"

  /// The header as written.
  let header: String
  /// The number of forms (`nplurals`), when the header can be read. The formula itself is
  /// not kept: what it selects is.
  let formCount: Int?
  /// Why the header cannot be read.
  let problem: String?
  /// The sample numbers of each form.
  let numbersOfForm: [[UInt64]]
  /// Sample numbers with no valid form.
  let invalidNumbers: [UInt64]
  /// The form of each CLDR category whole numbers select, in category order.
  let formOfCategory: [(category: PluralCategory, form: Int)]
  /// CLDR categories whose numbers share a form.
  let mergedCategories: [(form: Int, categories: [PluralCategory])]
  /// The numbers from 0 to 1,000 of each CLDR category, for findings.
  let formOfCategoryNumbers: [PluralCategory: [UInt64]]

  private struct CacheKey: Hashable {
    let header: String
    let locale: LocaleID?
  }
  private static let known = Locked<[CacheKey: GettextPluralSelection]>([:])

  /// The selection of `header` for the locale of `rules`, evaluated once per process: the
  /// files of a project, and of a workspace's projects, share a handful of headers.
  static func of(header: String, rules: PluralRules?) -> GettextPluralSelection {
    let key = CacheKey(header: header, locale: rules?.locale)
    if let found = known.withLock({ $0[key] }) { return found }
    let selection = GettextPluralSelection(header: header, rules: rules)
    known.withLock { if $0.count < 512 { $0[key] = selection } }
    return selection
  }

  /// Evaluates `header` (the locale's CLDR `rules` give the categories' numbers).
  init(header: String, rules: PluralRules?) {
    self.header = header
    var formula: GettextPluralFormula?
    var problem: String?
    do {
      formula = try GettextPluralFormula(header: header)
    } catch {
      problem = error.reason
      formula = try? GettextPluralFormula(header: Self.defaultHeader)
    }
    self.formCount = formula?.count
    self.problem = problem
    let (numbers, invalid) = formula?.selections() ?? ([], [])
    self.numbersOfForm = numbers
    self.invalidNumbers = invalid
    var categories: [PluralCategory] = []
    var votes: [PluralCategory: [Int: Int]] = [:]
    var numbersOfCategory: [PluralCategory: [UInt64]] = [:]
    if let rules, let formula {
      // CLDR's category of each whole number to 1,000, from the samples the rules hold.
      var categoryOf = [PluralCategory](repeating: .other, count: 1_001)
      for (category, samples) in rules.samples {
        for range in samples.integerRanges where range.lowerBound <= 1_000 {
          for n in range.clamped(to: 0...1_000) { categoryOf[n] = category }
        }
      }
      for n in 0...1_000 {
        let category = categoryOf[n]
        numbersOfCategory[category, default: []].append(UInt64(n))
        guard let form = formula.form(for: UInt64(n)), form < UInt64(formula.count) else { continue }
        if votes[category] == nil { categories.append(category) }
        votes[category, default: [:]][Int(form), default: 0] += 1
      }
    } else if let formula {
      // No CLDR data: forms in order, the last standing for `other`.
      categories = [.other]
      votes[.other] = [formula.count - 1: 1]
    }
    categories.sort()
    self.formOfCategoryNumbers = numbersOfCategory
    self.formOfCategory = categories.compactMap { category in
      guard let counts = votes[category],
        let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })
      else { return nil }
      return (category, best.key)
    }
    var byForm: [Int: [PluralCategory]] = [:]
    for (category, form) in formOfCategory { byForm[form, default: []].append(category) }
    self.mergedCategories = byForm.keys.sorted().compactMap { form in
      guard let merged = byForm[form], merged.count > 1 else { return nil }
      return (form, merged)
    }
  }

  /// A finding about the header.
  struct Problem {
    var severity: Diagnostic.Severity
    var message: String
    var notes: [String] = []
  }

  /// What is wrong with the header of a file that has plural entries.
  func problems(hasHeader: Bool, locale: LocaleID) -> [Problem] {
    guard hasHeader else {
      return [
        Problem(
          severity: .error,
          message:
            "the file has plural entries but no Plural-Forms header; gettext then shows msgstr[0] for 1 and msgstr[1] for every other number, whatever \(locale.tag) needs (msgfmt -c refuses it)"
        )
      ]
    }
    if let problem {
      return [
        Problem(
          severity: .error,
          message:
            "the Plural-Forms header “\(header)” cannot be read: \(problem); gettext then shows msgstr[0] for 1 and msgstr[1] for every other number"
        )
      ]
    }
    guard let formCount else { return [] }
    var found: [Problem] = []
    if !invalidNumbers.isEmpty {
      found.append(
        Problem(
          severity: .error,
          message:
            "the Plural-Forms formula gives no form of the \(formCount) (nplurals=\(formCount)) for n = \(GettextPluralFormula.describe(invalidNumbers)); gettext shows the untranslated text for them"
        ))
    }
    // A form for fractions (headers made from CLDR's rules, `n % 1 != 0`) is never shown,
    // since gettext's n is whole, and costs nothing but the translators' time: a note.
    let unreached = numbersOfForm.indices.filter { numbersOfForm[$0].isEmpty }
    if !unreached.isEmpty {
      let names = unreached.map { "msgstr[\($0)]" }.joined(separator: ", ")
      found.append(
        Problem(
          severity: .note,
          message:
            "the Plural-Forms formula never selects \(names) for a whole number (gettext's n is one): nplurals=\(formCount) is more forms than the formula uses, so translators write text no one sees"
        ))
    }
    // One form for every number is a choice of the language (Turkish “1 dosya”, “2 dosya”),
    // and so is one form for one and other, two and other, zero and other (Hebrew “2 קבצים”):
    // notes. One form for few and many (Polish “2 pliki”, “5 plików”) words numbers wrong: a
    // warning.
    for merged in mergedCategories where formCount > 1 {
      let names = merged.categories.map(\.rawValue).joined(separator: " and ")
      let grammatical = merged.categories.contains { $0 == .few || $0 == .many }
      let numbers = merged.categories.compactMap { category -> String? in
        let own = formOfCategoryNumbers[category] ?? []
        return own.isEmpty ? nil : "\(category.rawValue): \(GettextPluralFormula.describe(own, limit: 4))"
      }
      found.append(
        Problem(
          severity: grammatical ? .warning : .note,
          message: grammatical
            ? "the Plural-Forms formula shows msgstr[\(merged.form)] for numbers \(locale.tag) words differently (CLDR's \(names)), so some of them get the wrong grammar; use \(locale.tag)'s usual header with a form for each"
            : "the Plural-Forms formula shows msgstr[\(merged.form)] for numbers CLDR tells apart in \(locale.tag) (\(names)); right where the language words them alike",
          notes: numbers))
    }
    return found
  }

  /// Findings about one plural entry's forms: a `msgstr[i]` past `nplurals` (msgfmt refuses
  /// it), and a form some numbers select that is missing or empty (they show no text).
  func formProblems(of entry: POEntry, in source: SourceFile, locale: LocaleID, ruleID: String) -> [Diagnostic] {
    guard let formCount, problem == nil else { return [] }
    var found: [Diagnostic] = []
    let entryPosition = source.position(ofByte: entry.offset)
    for index in entry.strings.keys.sorted() where index >= formCount {
      found.append(
        Diagnostic(
          severity: .error, ruleID: ruleID,
          message:
            "“\(entry.key.quotedExcerpt)” has msgstr[\(index)], but the Plural-Forms header gives \(formCount) form\(formCount == 1 ? "" : "s") (msgstr[0]–msgstr[\(formCount - 1)]); msgfmt refuses it",
          path: source.path,
          position: entry.stringOffsets[index].map { source.position(ofByte: $0) } ?? entryPosition,
          locale: locale.tag, key: entry.key))
    }
    for form in numbersOfForm.indices where !numbersOfForm[form].isEmpty {
      let text = entry.strings[form]
      guard text?.isEmpty ?? true else { continue }
      let position = entry.stringOffsets[form].map { source.position(ofByte: $0) } ?? entryPosition
      // A form only millions select (French, Spanish, Portuguese headers' `many`) is blank
      // for numbers few labels ever show: a warning.
      let onlyMillions = numbersOfForm[form].allSatisfy { $0 >= 1_000_000 }
      found.append(
        Diagnostic(
          severity: onlyMillions ? .warning : .error, ruleID: "plural.empty-variant",
          message:
            "“\(entry.key.quotedExcerpt)”: msgstr[\(form)] is \(text == nil ? "missing" : "empty"), so \(locale.tag) users see no text for n = \(GettextPluralFormula.describe(numbersOfForm[form]))",
          path: source.path, position: position, locale: locale.tag, key: entry.key))
    }
    return found
  }
}
