/// What to do when a destructive label fails the verb check in the requested locale.
///
/// Neither policy ever shows a generic confirmation: when the source label fails too, both
/// throw.
public enum DestructiveLabelPolicy: Sendable, Hashable {
  /// Throw ``LocalizedSheetError/unspecificDestructiveLabel(key:locale:verdict:)``.
  case strict
  /// Show the source-language label, which names the action, and report the decision.
  case useSource
}

/// A decision the builder made that app code may want to log.
public enum SheetBuildEvent: Sendable, Equatable {
  /// A text was missing in the requested locale and came from `used` instead.
  case fellBack(key: String, requested: String, used: String)
  /// A destructive label failed the verb check and the source label was shown instead.
  case usedSourceLabel(key: String, locale: String, verdict: String)
}
