/// How an action sheet comes on screen.
public enum PresentationTransition: Hashable, Sendable {
  /// Slides up from the bottom of its container.
  case slideUp
  /// Appears all at once, as popovers do.
  case appear
}
