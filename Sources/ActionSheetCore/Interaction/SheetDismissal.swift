/// How a sheet ended.
public enum SheetDismissal: Hashable, Sendable {
  /// Dismissed without choosing an action, by this route; the dismissal action was sent.
  case cancelled(DismissalRoute)
  /// The button at this position in ``ActionSheetState/buttons`` was deliberately activated.
  case activated(Int)
}
