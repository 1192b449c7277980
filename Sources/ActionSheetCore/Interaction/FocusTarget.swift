/// Where keyboard and screen-reader focus is while a sheet is involved.
public enum FocusTarget: Hashable, Sendable {
  /// The control that opens the sheet (before opening and after dismissal); `nil` when no
  /// trigger is named, meaning the control the view attached the sheet to.
  case trigger(TriggerID?)
  /// The sheet itself, when no button can safely take focus.
  case sheet
  /// The button at this position in ``ActionSheetState/buttons``.
  case button(Int)
}

extension FocusTarget: CustomStringConvertible {
  /// The target as `trigger(toolbar.more)`, `trigger`, `sheet` or `button(2)`.
  public var description: String {
    switch self {
    case .trigger(let trigger?): "trigger(\(trigger))"
    case .trigger(nil): "trigger"
    case .sheet: "sheet"
    case .button(let index): "button(\(index))"
    }
  }
}
