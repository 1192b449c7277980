import Dispatch
import ICU
import LocaleCatalog
import Synchronization
import VerbSpecificity

/// What rules see: the catalog and what is derived from it once for all rules.
public struct LintContext: Sendable {
  /// The catalog being checked.
  public let catalog: Catalog
  /// Cardinal plural rules by locale, loaded once.
  public let cardinalRules: [LocaleID: PluralRules]
  /// Ordinal plural rules by locale, loaded once.
  public let ordinalRules: [LocaleID: PluralRules]
  /// Every destructive and Cancel label analyzed once, with the catalog's lexicons.
  public let verbs: CatalogVerbs

  /// Prepares the context for `catalog`.
  public init(catalog: Catalog) {
    self.catalog = catalog
    // Loading rules (with their samples) costs milliseconds per locale: load them in parallel.
    let files = catalog.files
    let loaded = Mutex<[LocaleID: (cardinal: PluralRules?, ordinal: PluralRules?)]>([:])
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let locale = files[index].locale
      let rules = (try? PluralRules(locale: locale, kind: .cardinal), try? PluralRules(locale: locale, kind: .ordinal))
      loaded.withLock { $0[locale] = rules }
    }
    let rules = loaded.withLock { $0 }
    self.cardinalRules = rules.compactMapValues(\.cardinal)
    self.ordinalRules = rules.compactMapValues(\.ordinal)
    self.verbs = CatalogVerbs(catalog: catalog)
  }

  /// The source locale's file, when the catalog has one.
  public var source: LocaleFile? { catalog.source }

  /// True when `file` is the source locale's file.
  public func isSource(_ file: LocaleFile) -> Bool { file.locale == catalog.sourceLocale }

  /// The plural rules of the right kind for an argument.
  public func pluralRules(for locale: LocaleID, ordinal: Bool) -> PluralRules? {
    ordinal ? ordinalRules[locale] : cardinalRules[locale]
  }
}
