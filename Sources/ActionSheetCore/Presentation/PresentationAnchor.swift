/// What an action sheet is anchored to on screen.
public enum PresentationAnchor: Hashable, Sendable {
  /// The bottom edge of the safe area (compact width).
  case bottomSafeArea
  /// The control that opened the sheet.
  case trigger(TriggerID)
  /// A popover whose trigger is named neither by the sheet nor by the context: it has nothing
  /// to point at, which ``ActionSheetState/conformance(for:context:dismiss:using:)`` reports.
  case unnamedTrigger
  /// The content area of the popover that contains the trigger.
  case enclosingPopover
}
