import CatalogLint
import LocaleCatalog

/// `check --min-coverage`: a locale that translates too small a share of its source.
enum CoverageGate {
  /// One `catalog.coverage` error per locale whose translated share of the source's keys is
  /// below `minimum` percent. A key counts against the locale when a finding says it is
  /// missing (`catalog.missing-key`) or left in the source language (`catalog.untranslated`).
  static func findings(completions: [LocaleCompletion], diagnostics: [Diagnostic], minimum: Double) -> [Diagnostic] {
    var untranslated: [String: Set<String>] = [:]
    for diagnostic in diagnostics
    where diagnostic.ruleID == "catalog.missing-key" || diagnostic.ruleID == "catalog.untranslated" {
      guard let locale = diagnostic.locale, let key = diagnostic.key else { continue }
      untranslated[locale, default: []].insert(key)
    }
    // A locale read in shares or from several files is one locale.
    var merged: [String: LocaleCompletion] = [:]
    var order: [String] = []
    for completion in completions {
      if merged[completion.locale] == nil {
        merged[completion.locale] = completion
        order.append(completion.locale)
      } else {
        merged[completion.locale]?.expectedKeys += completion.expectedKeys
      }
    }
    var found: [Diagnostic] = []
    for locale in order {
      guard let completion = merged[locale], completion.expectedKeys > 0, let path = completion.paths.first else {
        continue
      }
      let missing = min(untranslated[locale]?.count ?? 0, completion.expectedKeys)
      let translated = completion.expectedKeys - missing
      let share = Double(translated) * 100 / Double(completion.expectedKeys)
      guard share < minimum else { continue }
      found.append(
        Diagnostic(
          severity: .error, ruleID: "catalog.coverage",
          message:
            "\(locale) translates \(translated) of \(completion.expectedKeys) keys (\(Self.percent(share))), below the \(Self.percent(minimum)) that --min-coverage asks",
          path: path, position: completion.header, locale: locale))
    }
    return found
  }

  /// A percentage as people write it: “80%”, “79.5%”.
  static func percent(_ value: Double) -> String {
    let rounded = (value * 10).rounded(.down) / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
  }
}
