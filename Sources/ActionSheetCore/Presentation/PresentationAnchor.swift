/// What an action sheet is anchored to on screen.
public enum PresentationAnchor: Hashable, Sendable {
  /// The bottom edge of the safe area (compact width).
  case bottomSafeArea
  /// The control that opened the sheet.
  case trigger(TriggerID)
  /// The content area of the popover that contains the trigger.
  case enclosingPopover
}
