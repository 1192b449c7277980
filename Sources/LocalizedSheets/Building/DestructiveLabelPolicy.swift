/// What to do when a destructive label fails the verb check in the requested locale.
///
/// Neither policy ever shows a generic confirmation: when the source label fails too, both
/// throw. ``LocalizationMode`` chooses it: ``LocalizationMode/strict`` is `.strict`,
/// ``LocalizationMode/lenient(report:)`` is `.useSource`.
public enum DestructiveLabelPolicy: Sendable, Hashable {
  /// Throw ``LocalizedSheetError/unspecificDestructiveLabel(key:locale:verdict:)``.
  case strict
  /// Show the source-language label, which names the action, and report the decision.
  case useSource
}

/// A decision the builder made instead of failing, in ``LocalizationMode/lenient(report:)``.
public enum SheetBuildEvent: Sendable, Equatable {
  /// A text was missing in the requested locale and came from `used` instead: a parent
  /// locale (`de-CH` → `de`) or the source.
  case fellBack(key: String, requested: String, used: String)
  /// A destructive label failed the verb check and the source label was shown instead.
  case usedSourceLabel(key: String, locale: String, verdict: String)
  /// The catalog has no file for the requested locale nor any of its parents: the sheet was
  /// built from `used` (the source), in that language's direction.
  case missingLocale(requested: String, used: String)
  /// A text of `locale` could not be read as an ICU message and was passed over.
  case unusableText(key: String, locale: String)
  /// A file of the catalog could not be read (invalid JSON, bytes in no encoding, a file name
  /// that is no locale) and was left out of the catalog.
  case unreadableFile(path: String, reason: String)
}
