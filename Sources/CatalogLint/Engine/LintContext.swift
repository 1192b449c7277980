import Dispatch
import ICU
import LocaleCatalog
import VerbSpecificity

/// What rules see: the catalog and what is derived from it once for all rules.
public struct LintContext: Sendable {
  /// The catalog being checked.
  public private(set) var catalog: Catalog
  /// Cardinal plural rules by locale, loaded once.
  public private(set) var cardinalRules: [LocaleID: PluralRules]
  /// Ordinal plural rules by locale, loaded once.
  public private(set) var ordinalRules: [LocaleID: PluralRules]
  /// Every destructive and Cancel label analyzed once, with the catalog's lexicons.
  public private(set) var verbs: CatalogVerbs
  /// Each file's analyzed destructive variants in file order, collected once for the verb rules.
  private(set) var destructiveVariants: [LocaleID: [VerbRuleSupport.DestructiveVariant]]
  /// The width of every source label, measured once for `layout.length`.
  let sourceLabelWidths: [String: Int]
  /// The `maxLength` of every source key that has one, for `layout.length`.
  let sourceMaxLengths: [String: Int]
  /// What several rules derive from the same file, worked out by the first that asks and
  /// dropped when the file is done.
  let perFile: PerFileCache
  /// The sheets of `sheets.json` whose keys the source has, for `sheet.conformance`
  /// (`sheet.unknown-key` reports the others).
  let sheetsWithKnownKeys: [SheetDeclaration]
  /// The kind of every argument of every source message, for `message.arguments`.
  let sourceArgumentKinds: [String: [String: MessageArgumentsRule.ValueKind]]
  /// The source texts in title case by key, for `catalog.untranslated`.
  let sourceTitleCaseTexts: [String: String]

  /// Prepares the context for `catalog`.
  public init(catalog: Catalog) {
    self.init(catalog: catalog, lexicons: nil)
  }

  /// Prepares the context for `catalog` with lexicons already read (by default, those of the
  /// catalog's `lexicons/` backed by the bundled ones).
  init(catalog: Catalog, lexicons: LexiconSet?) {
    self.catalog = catalog
    self.source = catalog.source
    self.perFile = PerFileCache(traits: catalog.format.traits)
    let verbs = CatalogVerbs(catalog: catalog, lexicons: lexicons)
    self.verbs = verbs
    // Loading rules (with their samples) costs milliseconds per locale: load them in parallel.
    struct PerLocale: Sendable {
      var cardinal: PluralRules?
      var ordinal: PluralRules?
      var destructive: [VerbRuleSupport.DestructiveVariant]
    }
    let files = catalog.files
    let loaded = Locked<[LocaleID: PerLocale]>([:])
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
    self.sourceMaxLengths = LayoutLengthRule.sourceMaxLengths(in: catalog)
    self.sourceArgumentKinds = MessageArgumentsRule.sourceArgumentKinds(in: catalog)
    self.sourceTitleCaseTexts = CatalogUntranslatedRule.sourceTitleCaseTexts(in: catalog)
    let source = catalog.source
    self.sheetsWithKnownKeys =
      catalog.sheetsSource == nil
      ? [] : catalog.sheets.filter { sheet in sheet.references.allSatisfy { source?[$0.key] != nil } }
  }

  /// The context for checking `file`, read after the catalog as one of its deferred files,
  /// in `shard` (the catalog with that file): what was derived from the source is shared,
  /// and the file's plural rules and verb analysis are added. Without a file (it could not
  /// be used) only the catalog changes, for its load diagnostics.
  func including(_ file: LocaleFile?, in shard: Catalog) -> LintContext {
    var context = self
    context.catalog = shard
    guard let file else { return context }
    context.verbs = verbs.adding(file)
    context.cardinalRules[file.locale] = try? PluralRules(locale: file.locale, kind: .cardinal)
    context.ordinalRules[file.locale] = try? PluralRules(locale: file.locale, kind: .ordinal)
    context.destructiveVariants[file.locale] = VerbRuleSupport.collectDestructiveVariants(
      of: file, verbs: context.verbs)
    return context
  }

  /// The source locale's file, when the catalog has one.
  public let source: LocaleFile?

  /// True when `file` is the source locale's file.
  public func isSource(_ file: LocaleFile) -> Bool { file.locale == catalog.sourceLocale }

  /// The plural rules of the right kind for an argument.
  public func pluralRules(for locale: LocaleID, ordinal: Bool) -> PluralRules? {
    ordinal ? ordinalRules[locale] : cardinalRules[locale]
  }
}

/// Derived data of the files being checked, shared by the rules that run on the same file
/// one after another (the four plural rules walk the same plural arguments).
final class PerFileCache: Sendable {
  /// What the catalog's format guarantees.
  let traits: FormatTraits
  private let pluralOccurrences = Locked<[LocaleID: [PluralOccurrence]]>([:])

  /// Every plural and selectordinal argument of `file`, found once for all rules.
  func pluralOccurrences(in file: LocaleFile) -> [PluralOccurrence] {
    if let known = pluralOccurrences.withLock({ $0[file.locale] }) { return known }
    let found = PluralOccurrence.all(in: file, traits: traits)
    pluralOccurrences.withLock { $0[file.locale] = found }
    return found
  }

  private let translatedEntries = Locked<[LocaleID: [TranslatedEntry]]>([:])
  private let sourceVariants = Locked<[String: [VariantText]]>([:])

  /// The entries of `file` that the translation checks compare with their source, found
  /// once for all of them.
  func translatedEntries(of file: LocaleFile, in context: LintContext) -> [TranslatedEntry] {
    if let known = translatedEntries.withLock({ $0[file.locale] }) { return known }
    let found = TranslationComparison.findTranslatedEntries(of: file, in: context)
    translatedEntries.withLock { $0[file.locale] = found }
    return found
  }

  /// The variants of the source entry of `key`, worked out once for every locale.
  func sourceVariants(of entry: CatalogEntry, limit: Int) -> [VariantText] {
    if let known = sourceVariants.withLock({ $0[entry.key] }) { return known }
    let found = entry.message.map { VariantText.variants(of: $0, in: entry, limit: limit) } ?? []
    sourceVariants.withLock { $0[entry.key] = found }
    return found
  }

  init(traits: FormatTraits) { self.traits = traits }

  /// Drops what was kept for `file` once every rule has checked it.
  func forget(_ file: LocaleFile) {
    _ = pluralOccurrences.withLock { $0.removeValue(forKey: file.locale) }
    _ = translatedEntries.withLock { $0.removeValue(forKey: file.locale) }
  }
}
