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
  /// Each file's analyzed destructive variants in file order, collected once for the verb rules.
  let destructiveVariants: [LocaleID: [VerbRuleSupport.DestructiveVariant]]
  /// The width of every source label, measured once for `layout.length`.
  let sourceLabelWidths: [String: Int]
  /// The kind of every argument of every source message, for `message.arguments`.
  let sourceArgumentKinds: [String: [String: MessageArgumentsRule.ValueKind]]

  /// Prepares the context for `catalog`.
  public init(catalog: Catalog) {
    self.catalog = catalog
    let verbs = CatalogVerbs(catalog: catalog)
    self.verbs = verbs
    // Loading rules (with their samples) costs milliseconds per locale: load them in parallel.
    struct PerLocale: Sendable {
      var cardinal: PluralRules?
      var ordinal: PluralRules?
      var destructive: [VerbRuleSupport.DestructiveVariant]
    }
    let files = catalog.files
    let loaded = Mutex<[LocaleID: PerLocale]>([:])
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      let prepared = PerLocale(
        cardinal: try? PluralRules(locale: file.locale, kind: .cardinal),
        ordinal: try? PluralRules(locale: file.locale, kind: .ordinal),
        destructive: VerbRuleSupport.collectDestructiveVariants(of: file, verbs: verbs))
      loaded.withLock { $0[file.locale] = prepared }
    }
    let prepared = loaded.withLock { $0 }
    self.cardinalRules = prepared.compactMapValues(\.cardinal)
    self.ordinalRules = prepared.compactMapValues(\.ordinal)
    self.destructiveVariants = prepared.mapValues(\.destructive)
    self.sourceLabelWidths = LayoutLengthRule.sourceLabelWidths(in: catalog)
    self.sourceArgumentKinds = MessageArgumentsRule.sourceArgumentKinds(in: catalog)
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
