/// Names one button of a sheet, by position or by identifier.
public enum ButtonReference: Hashable, Sendable {
  /// The button at this position in ``ActionSheetState/buttons``.
  case index(Int)
  /// The button with this identifier.
  case id(ButtonID)
}
