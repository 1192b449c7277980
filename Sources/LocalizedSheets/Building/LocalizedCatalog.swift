import ActionSheetCore
import ICU
import LocaleCatalog
import Synchronization
import VerbSpecificity

/// A catalog loaded once for app code: it builds localized, spec-conformant action sheets
/// for any locale, from many threads at once.
///
/// Every message was parsed once at load; ICU formatters are compiled on first use per
/// locale and key and kept; the verb check of every destructive label in every locale was
/// done at load. Building a sheet formats its texts and does no parsing.
public final class LocalizedCatalog: Sendable {
  /// The catalog.
  public let catalog: Catalog
  /// The verb analysis of every destructive label, done once.
  public let verbs: CatalogVerbs
  private let formatters = Mutex<[FormatterKey: MessageFormatter]>([:])
  /// Destructive keys whose label fails the verb check, by locale, with the failing verdict.
  private let failures: [LocaleID: [String: Verdict]]
  /// Whether each of the catalog's locales is written right to left, asked of ICU once.
  private let rightToLeft: [LocaleID: Bool]

  private struct FormatterKey: Hashable {
    let locale: LocaleID
    let key: String
  }

  /// Loads the catalog in `directory`.
  /// - Throws: ``CatalogLoadError`` when the directory cannot be read.
  public convenience init(directory: String) throws(CatalogLoadError) {
    self.init(catalog: try CatalogLoader().load(directory: directory))
  }

  /// Wraps a loaded catalog and analyzes its destructive labels.
  public init(catalog: Catalog, lexicons: LexiconSet? = nil) {
    self.catalog = catalog
    let verbs = CatalogVerbs(catalog: catalog, lexicons: lexicons)
    self.verbs = verbs
    var failures: [LocaleID: [String: Verdict]] = [:]
    for (locale, analysis) in verbs.locales {
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

  /// Formats `key` for `locale`, following the fallback chain and then the source.
  /// - Returns: The text and the locale it came from.
  func text(
    _ key: String, locale: LocaleID, arguments: [String: MessageValue], events: ((SheetBuildEvent) -> Void)?
  ) throws(LocalizedSheetError) -> (text: String, locale: LocaleID) {
    guard let found = catalog.entry(for: key, locale: locale) else { throw .missingText(key: key) }
    if found.locale != locale {
      events?(.fellBack(key: key, requested: locale.tag, used: found.locale.tag))
    }
    return (try format(found.entry, key: key, locale: found.locale, arguments: arguments), found.locale)
  }

  /// Formats an entry with its cached ICU formatter.
  func format(
    _ entry: CatalogEntry, key: String, locale: LocaleID, arguments: [String: MessageValue]
  ) throws(LocalizedSheetError) -> String {
    // A message without arguments is its own text: ICU would only resolve quoting, which the
    // parse at load already did.
    if let plain = entry.message?.plainText { return plain }
    let cacheKey = FormatterKey(locale: locale, key: key)
    let formatter: MessageFormatter
    if let cached = formatters.withLock({ $0[cacheKey] }) {
      formatter = cached
    } else {
      do {
        formatter = try MessageFormatter(pattern: entry.text, locale: locale)
      } catch {
        throw .formatting(key: key, reason: error.description)
      }
      formatters.withLock { $0[cacheKey] = formatter }
    }
    do {
      return try formatter.format(arguments)
    } catch {
      throw .formatting(key: key, reason: error.description)
    }
  }

  /// How many ICU formatters are compiled and kept.
  public var cachedFormatterCount: Int { formatters.withLock { $0.count } }
}
