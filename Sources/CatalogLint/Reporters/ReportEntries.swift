import LocaleCatalog

/// One entry of a text report: a finding, standing for the same finding in other locales
/// when ``locales`` has more than one tag.
public struct ReportEntry: Sendable, Hashable {
  /// The finding shown: the first of the locales, in file, line and column order, with the
  /// notes that every locale's finding has.
  public var diagnostic: Diagnostic
  /// Every locale with this finding, the shown one first; empty or one tag for a finding of
  /// its own.
  public var locales: [String]

  /// Creates an entry.
  public init(diagnostic: Diagnostic, locales: [String] = []) {
    self.diagnostic = diagnostic
    self.locales = locales
  }
}

/// How the text reports gather findings so that a team can act on them: a locale that is
/// mostly untranslated is one line with its completion, and the same finding in many
/// locales is one entry that lists them. Machine-readable reports keep one result per
/// finding.
public enum ReportEntries {
  /// The rules whose findings say a key is not translated.
  public static let untranslatedRules: Set<String> = [
    MissingKeyRule.description.id, CatalogUntranslatedRule.description.id,
  ]
  /// The fewest untranslated keys that are summed up in one line (when they are also more
  /// than a quarter of the locale's keys).
  public static let minimumSummedUp = 10
  /// As many untranslated keys as this are summed up in one line whatever their share: a
  /// translation platform's export of a locale under way.
  public static let manySummedUp = 50

  /// The entries of `input`, in file, line and column order; every finding on its own when
  /// `verbose`.
  public static func entries(_ input: ReportInput, verbose: Bool) -> [ReportEntry] {
    guard !verbose else { return input.diagnostics.map { ReportEntry(diagnostic: $0) } }
    var remaining = input.diagnostics
    var entries = summedUpLocales(&remaining, completions: input.completions)
    var groupIndex: [String: Int] = [:]
    for diagnostic in remaining {
      guard let locale = diagnostic.locale, let key = diagnostic.key else {
        entries.append(ReportEntry(diagnostic: diagnostic))
        continue
      }
      let identity = [
        diagnostic.ruleID, key, diagnostic.severity.rawValue, neutral(diagnostic.message, locale: locale),
      ].joined(separator: "\u{0}")
      if let index = groupIndex[identity] {
        if !entries[index].locales.contains(locale) { entries[index].locales.append(locale) }
        // Only the notes that hold in every locale of the entry.
        entries[index].diagnostic.notes.removeAll { !diagnostic.notes.contains($0) }
        continue
      }
      groupIndex[identity] = entries.count
      entries.append(ReportEntry(diagnostic: diagnostic, locales: [locale]))
    }
    return entries.sorted { $0.diagnostic < $1.diagnostic }
  }

  /// Takes out of `diagnostics` the untranslated keys of each locale that has many of them
  /// (``minimumSummedUp`` and a quarter of its keys, or ``manySummedUp``), and returns one
  /// entry per such locale.
  private static func summedUpLocales(_ diagnostics: inout [Diagnostic], completions: [LocaleCompletion])
    -> [ReportEntry]
  {
    guard !completions.isEmpty else { return [] }
    // Tables that share a file (an XLIFF export's InfoPlist and Localizable) count as one.
    var completions = completions
    var merged: [LocaleCompletion] = []
    var mergedIndex: [[String]: Int] = [:]
    for completion in completions {
      let identity = [completion.locale] + completion.paths
      if let index = mergedIndex[identity] {
        merged[index].expectedKeys += completion.expectedKeys
      } else {
        mergedIndex[identity] = merged.count
        merged.append(completion)
      }
    }
    completions = merged
    var byLocale: [String: [Int]] = [:]
    for (index, completion) in completions.enumerated() { byLocale[completion.locale, default: []].append(index) }
    var members: [Int: [Int]] = [:]
    for (index, diagnostic) in diagnostics.enumerated() where untranslatedRules.contains(diagnostic.ruleID) {
      guard let locale = diagnostic.locale,
        let completion = byLocale[locale]?.first(where: { completions[$0].paths.contains(diagnostic.path) })
      else { continue }
      members[completion, default: []].append(index)
    }
    var removed: Set<Int> = []
    var entries: [ReportEntry] = []
    for (completionIndex, indices) in members.sorted(by: { $0.key < $1.key }) {
      let completion = completions[completionIndex]
      guard indices.count >= minimumSummedUp,
        indices.count * 4 > completion.expectedKeys || indices.count >= manySummedUp
      else { continue }
      let found = indices.map { diagnostics[$0] }
      let missing = found.filter { $0.ruleID == MissingKeyRule.description.id }
      let copied = found.count - missing.count
      var parts: [String] = []
      if !missing.isEmpty { parts.append("\(missing.count) missing") }
      if copied > 0 { parts.append("\(copied) still the source text") }
      let translated = max(0, completion.expectedKeys - found.count)
      let examples = found.prefix(3).compactMap(\.key).map { "“\($0.quotedExcerpt)”" }.joined(separator: ", ")
      let summary = Diagnostic(
        severity: found.map(\.severity).max() ?? .warning,
        ruleID: missing.isEmpty ? CatalogUntranslatedRule.description.id : MissingKeyRule.description.id,
        message:
          "\(completion.locale): \(translated) of \(completion.expectedKeys) keys translated (\(parts.joined(separator: ", "))); --verbose lists each key",
        path: completion.paths[0], position: completion.header, locale: completion.locale,
        notes: ["untranslated keys include \(examples)\(found.count > 3 ? ", …" : "")"])
      entries.append(ReportEntry(diagnostic: summary))
      removed.formUnion(indices)
    }
    if !removed.isEmpty {
      diagnostics = diagnostics.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }
    return entries
  }

  /// `message` with the locale's tag taken out, so that the same finding reads the same in
  /// every locale.
  static func neutral(_ message: String, locale: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      result += word == locale ? "\u{1}" : word
      word = ""
    }
    for character in message {
      if character.isASCII && (character.isLetter || character.isNumber || character == "-") {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// The lines before a text report's last line: how many findings each rule and each
  /// locale has, most first. Empty for fewer than two findings.
  public static func breakdown(_ input: ReportInput) -> String {
    guard input.diagnostics.count >= 2 else { return "" }
    var byRule: [String: [Diagnostic.Severity: Int]] = [:]
    var byLocale: [String: Int] = [:]
    for diagnostic in input.diagnostics {
      byRule[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1
      byLocale[diagnostic.locale ?? "(catalog)", default: 0] += 1
    }
    let rules = byRule.map { (id: $0.key, counts: $0.value, total: $0.value.values.reduce(0, +)) }
      .sorted { ($1.total, $0.id) < ($0.total, $1.id) }
    let width = rules.map(\.id.count).max() ?? 0
    var output = "Findings by rule:\n"
    for rule in rules {
      let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity in
        rule.counts[severity].map { TextReporter.plural($0, severity.rawValue) }
      }
      output += "  " + rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
      output += counts.joined(separator: ", ") + "\n"
    }
    output += "Findings by locale:\n"
    var line = " "
    for (locale, count) in byLocale.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      let item = " \(locale) \(count)"
      if line.count + item.count + 1 > 100 {
        output += line + "\n"
        line = " "
      }
      line += line == " " ? item : "," + item
    }
    return output + line + "\n"
  }
}
