/// The translation states that catalogs record, in the words ``EntryMetadata/state`` uses.
///
/// String Catalogs (`new`, `translated`, `needs_review`, `stale`) and XLIFF 1.2 (`new`,
/// `needs-translation`, `needs-review-translation`, `translated`, `final`, …) are read into
/// these, so one rule can report them for every format.
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// Not translated yet.
  case new
  /// Translated, waiting for a reviewer (the source changed, or the translator was unsure).
  case needsReview = "needs-review"
  /// The source string is no longer used by the code.
  case stale
  /// Translated.
  case translated
  /// Translated and signed off.
  case final

  /// The state of a String Catalog `stringUnit` (`needs_review` …); nil for an unknown word.
  public init?(stringCatalogState state: String) {
    switch state {
    case "new": self = .new
    case "translated": self = .translated
    case "needs_review": self = .needsReview
    case "stale": self = .stale
    default: return nil
    }
  }

  /// The state of an XLIFF 1.2 `<target state="…">`; nil for an unknown word.
  public init?(xliffState state: String) {
    switch state {
    case "new", "needs-translation": self = .new
    case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-l10n", "needs-adaptation":
      self = .needsReview
    case "translated": self = .translated
    case "final", "signed-off": self = .final
    default: return nil
    }
  }

  /// The word a String Catalog writes.
  public var stringCatalogState: String {
    switch self {
    case .new: return "new"
    case .needsReview: return "needs_review"
    case .stale: return "stale"
    case .translated, .final: return "translated"
    }
  }

  /// The word XLIFF 1.2 writes.
  public var xliffState: String {
    switch self {
    case .new: return "new"
    case .needsReview: return "needs-review-translation"
    case .stale: return "needs-review-translation"
    case .translated: return "translated"
    case .final: return "final"
    }
  }
}
