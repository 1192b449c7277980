/// Something the user does to a sheet, fed to ``SheetSession/reduce(_:_:)``.
public enum InteractionEvent: Hashable, Sendable {
  /// The trigger was activated and the sheet opens.
  case open
  /// A deliberate tap or click on a shown button.
  case tapButton(ButtonReference)
  /// A tap on the Cancel button.
  case tapCancel
  /// A tap on the scrim around a bottom sheet.
  case tapScrim
  /// The Esc key.
  case pressEscape
  /// The system back gesture.
  case systemBack
  /// A tap outside a popover.
  case tapOutsidePopover
  /// The Tab key: focus moves to the next button, wrapping inside the sheet.
  case tab
  /// Shift-Tab: focus moves to the previous button, wrapping inside the sheet.
  case shiftTab
  /// Return or Space: a deliberate activation of the focused button.
  case activateFocused

  /// The dismissal route this event takes, or `nil` when it is not a dismissal.
  public var dismissalRoute: DismissalRoute? {
    switch self {
    case .tapCancel: .cancelButton
    case .tapScrim: .scrimTap
    case .pressEscape: .escape
    case .systemBack: .systemBack
    case .tapOutsidePopover: .outsidePopoverTap
    case .open, .tapButton, .tab, .shiftTab, .activateFocused: nil
    }
  }
}
