/// The life-cycle phase of a ``SheetSession``.
public enum SheetPhase: Hashable, Sendable {
  /// Not yet opened.
  case closed
  /// On screen and holding focus.
  case presented
  /// Dismissed, and how.
  case dismissed(SheetDismissal)
}
