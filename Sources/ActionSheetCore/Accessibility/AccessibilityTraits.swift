/// The traits an action-sheet button exposes to assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bit pattern of the set.
  public let rawValue: UInt8

  /// Creates a set of traits from its bit pattern.
  ///
  /// - Parameter rawValue: The bit pattern.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The element is a button that can be activated.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// Activating the element destroys data or cannot be undone.
  public static let isDestructive = AccessibilityTraits(rawValue: 1 << 1)
  /// The element abandons the task with no side effect.
  public static let isCancel = AccessibilityTraits(rawValue: 1 << 2)
}
