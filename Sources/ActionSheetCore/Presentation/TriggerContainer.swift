/// Where the control that opens the sheet lives, which matters for the platform policy in
/// regular width.
public enum TriggerContainer: Hashable, Sendable, CaseIterable {
  /// The trigger is part of the ordinary content, outside any popover. The default.
  case content
  /// The trigger is inside a popover that is already on screen.
  case popover
}
