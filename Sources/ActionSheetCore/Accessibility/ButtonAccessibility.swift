/// What assistive technologies announce for one action-sheet button.
///
/// The destructive meaning travels in words (``hint``) and a trait, never only through the
/// danger colour (WCAG 1.4.1).
public struct ButtonAccessibility: Hashable, Sendable {
  /// The English hint announced for a destructive button when localization supplies none.
  public static let defaultDestructiveHint = "Destructive action"

  /// The announced label.
  public var label: String
  /// The announced hint, if any.
  public var hint: String?
  /// The announced traits.
  public var traits: AccessibilityTraits

  /// Creates an accessibility description.
  ///
  /// - Parameters:
  ///   - label: The announced label.
  ///   - hint: The announced hint, if any.
  ///   - traits: The announced traits.
  public init(label: String, hint: String?, traits: AccessibilityTraits) {
    self.label = label
    self.hint = hint
    self.traits = traits
  }
}
