/// How a catalog treats what it cannot give as asked: a locale it has no file for, a text
/// only the source has, a destructive label that fails the verb check in its locale, a file
/// it cannot read.
///
/// Strict is the default, so that no gap reaches a user unseen. Lenient is chosen by name and
/// takes the closure that hears of every decision it makes instead of failing:
///
/// ```swift
/// import LocalizedSheets
///
/// func loadLeniently() throws -> LocalizedCatalog {
///   try LocalizedCatalog(directory: "Locales", mode: .lenient { event in print("sheet-l10n: \(event)") })
/// }
/// ```
///
/// Neither mode renders a placeholder: a missing or unknown argument always throws
/// (``LocalizedSheetError/missingArgument(name:key:expected:)``,
/// ``LocalizedSheetError/unknownArgument(name:expected:)``), and neither shows a generic
/// confirmation on a destructive button.
public enum LocalizationMode {
  /// Every gap throws a ``LocalizedSheetError`` (or, at load, a `CatalogLoadError`): a locale
  /// without a file in its fallback chain (``LocalizedSheetError/missingLocale(requested:available:)``),
  /// a text only the source has (``LocalizedSheetError/untranslated(key:locale:)``), a text
  /// that is no ICU message, a destructive label that fails the verb check. A text taken from
  /// a parent locale (`de-CH` → `de`, `en-GB` → `en`) is no gap.
  case strict
  /// Builds what can be built and reports each decision to `report`: a missing locale or
  /// text comes from the parent chain, then the source (and the sheet takes the direction of
  /// the language its title is shown in); a destructive label that fails the verb check is
  /// replaced by the source label; an unreadable file is left out of the catalog.
  case lenient(report: (SheetBuildEvent) -> Void)

  /// The destructive-label policy of the mode.
  @usableFromInline
  var policy: DestructiveLabelPolicy {
    switch self {
    case .strict: return .strict
    case .lenient: return .useSource
    }
  }

  /// The closure that hears of lenient decisions; nil when strict.
  @usableFromInline
  var report: ((SheetBuildEvent) -> Void)? {
    switch self {
    case .strict: return nil
    case .lenient(let report): return report
    }
  }
}
