/// Where keyboard and screen-reader focus is while a sheet is involved.
public enum FocusTarget: Hashable, Sendable {
  /// The control that opens the sheet (before opening and after dismissal).
  case trigger(TriggerID)
  /// The sheet itself, when no button can safely take focus.
  case sheet
  /// The button at this position in ``ActionSheetState/buttons``.
  case button(Int)
}
