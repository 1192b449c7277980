import ActionSheetCore
import ICU
import LocaleCatalog
import VerbSpecificity

/// A catalog loaded once for app code: it builds localized, spec-conformant action sheets
/// for any locale, from many threads at once.
///
/// Every message was parsed once at load; the verb check of every destructive label in every
/// locale was done at load. The first build of a sheet in a locale works out its plan (where
/// each text comes from, compiled ICU formatters, order, hints and the checks that arguments
/// cannot change) and keeps it; every build then formats the texts that have arguments,
/// checks the labels that can change with them, and does no parsing. Plans are kept for every
/// template (by its keys and roles), locale and policy built, so their number is bounded by
/// the sheets an app shows, not by how often it shows them.
public final class LocalizedCatalog: Sendable {
  /// The catalog.
  public let catalog: Catalog
  /// The verb analysis of every destructive label, done once.
  public let verbs: CatalogVerbs
  private let formatters = Locked<[FormatterKey: MessageFormatter]>([:])
  private let plans = Locked<[PlanKey: SheetPlan]>([:])
  /// Destructive keys whose label fails the verb check, by locale, with the failing verdict.
  private let failures: [LocaleID: [String: Verdict]]
  /// Whether each of the catalog's locales is written right to left, asked of ICU once.
  private let rightToLeft: [LocaleID: Bool]

  private struct FormatterKey: Hashable {
    let locale: LocaleID
    let key: String
  }

  private struct PlanKey: Hashable {
    let signature: SheetSignature
    let locale: LocaleID
    let policy: DestructiveLabelPolicy
  }

  /// Loads the catalog in `directory`: a folder of `<locale>.json` files with `sheets.json`,
  /// or of an Apple catalog (a String Catalog, `.lproj` folders, XLIFF files).
  ///
  /// - Parameters:
  ///   - directory: The catalog's folder.
  ///   - mode: ``LocalizationMode/strict`` (the default) throws on a file that cannot be read;
  ///     ``LocalizationMode/lenient(report:)`` leaves it out and reports
  ///     ``SheetBuildEvent/unreadableFile(path:reason:)``.
  /// - Throws: ``LocaleCatalog/CatalogLoadError`` when the directory cannot be read, or, in
  ///   strict mode, a file of it cannot be read: invalid JSON or UTF-8, a file name that is no
  ///   locale, a `"@@locale"` that disagrees with it.
  public convenience init(directory: String, mode: LocalizationMode = .strict) throws(CatalogLoadError) {
    let catalog = try CatalogLoader().load(directory: directory)
    for diagnostic in catalog.loadDiagnostics
    where diagnostic.severity == .error && diagnostic.ruleID == "catalog.invalid-file" {
      guard let report = mode.report else {
        throw CatalogLoadError(path: diagnostic.path, reason: diagnostic.message)
      }
      report(.unreadableFile(path: diagnostic.path, reason: diagnostic.message))
    }
    self.init(catalog: catalog)
  }

  /// Wraps a loaded catalog and analyzes its destructive labels.
  public init(catalog: Catalog, lexicons: LexiconSet? = nil) {
    self.catalog = catalog
    let verbs = CatalogVerbs(catalog: catalog, lexicons: lexicons)
    self.verbs = verbs
    var failures: [LocaleID: [String: Verdict]] = [:]
    // A pseudo-locale's labels are the source's, made by machine: the verb check has nothing
    // to say about them.
    for (locale, analysis) in verbs.locales where PseudoLocale(tag: locale.tag) == nil {
      for (key, label) in analysis.destructive {
        if let failing = label.variants.map(\.verdict).first(where: LocalizedCatalog.fails) {
          failures[locale, default: [:]][key] = failing
        }
      }
    }
    self.failures = failures
    var rightToLeft: [LocaleID: Bool] = [:]
    for file in catalog.files { rightToLeft[file.locale] = file.locale.isRightToLeft }
    self.rightToLeft = rightToLeft
  }

  /// True for verdicts a destructive label must never show.
  static func fails(_ verdict: Verdict) -> Bool {
    switch verdict {
    case .generic, .cancelLike, .ambiguous, .safeVerb, .untranslated: return true
    case .specific, .unknown: return false
    }
  }

  /// Whether `locale` is written right to left.
  func isRightToLeft(_ locale: LocaleID) -> Bool {
    rightToLeft[locale] ?? locale.isRightToLeft
  }

  /// The verdict that makes `key`'s label fail in `locale`, if it fails.
  public func failingVerdict(for key: String, in locale: LocaleID) -> Verdict? {
    failures[locale]?[key]
  }

  /// The compiled formatter of an entry, compiled on first use and kept per locale and key.
  func formatter(for entry: CatalogEntry, key: String, locale: LocaleID) throws(LocalizedSheetError)
    -> MessageFormatter
  {
    let cacheKey = FormatterKey(locale: locale, key: key)
    if let cached = formatters.withLock({ $0[cacheKey] }) { return cached }
    let formatter: MessageFormatter
    do {
      formatter = try MessageFormatter(pattern: entry.text, locale: locale)
    } catch {
      throw .formatting(key: key, reason: error.description)
    }
    return formatters.withLock { cache in
      if let raced = cache[cacheKey] { return raced }
      cache[cacheKey] = formatter
      return formatter
    }
  }

  /// The plan of a sheet in a locale, worked out on first use and kept.
  func plan(_ signature: SheetSignature, locale: LocaleID, policy: DestructiveLabelPolicy) -> SheetPlan {
    let key = PlanKey(signature: signature, locale: locale, policy: policy)
    if let cached = plans.withLock({ $0[key] }) { return cached }
    let plan = makePlan(signature, locale: locale, policy: policy)
    return plans.withLock { cache in
      if let raced = cache[key] { return raced }
      cache[key] = plan
      return plan
    }
  }

  /// How many ICU formatters are compiled and kept.
  public var cachedFormatterCount: Int { formatters.withLock { $0.count } }

  /// How many sheet plans (one per template, locale and policy built) are kept.
  public var cachedPlanCount: Int { plans.withLock { $0.count } }
}
