import ICU
import LocaleCatalog
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
    var cardinal: [LocaleID: PluralRules] = [:]
    var ordinal: [LocaleID: PluralRules] = [:]
    for file in catalog.files {
      cardinal[file.locale] = try? PluralRules(locale: file.locale, kind: .cardinal)
      ordinal[file.locale] = try? PluralRules(locale: file.locale, kind: .ordinal)
    }
    self.cardinalRules = cardinal
    self.ordinalRules = ordinal
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
