/// The container an action sheet is shown in.
public enum PresentationStyle: Hashable, Sendable {
  /// A full-width sheet at the bottom of the screen (compact width).
  case bottomSheet
  /// A popover attached to the trigger, its arrow pointing at the given trigger edge.
  case popover(arrowEdge: PopoverArrowEdge)
  /// A sheet that slides up over the content of the popover the trigger lives in (platform
  /// policy, regular width, trigger inside a popover).
  case overPopoverContent
}
