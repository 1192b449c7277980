/// Identifies the control that opened an action sheet, so the sheet can anchor to it and give
/// focus back to it on dismissal.
///
/// The core never interprets the string; the view layer maps it to a real control.
public struct TriggerID: Hashable, Sendable {
  /// The identifier as the view layer spells it, for example `"toolbar.more"`.
  public var rawValue: String

  /// Creates a trigger identifier.
  ///
  /// - Parameter rawValue: The identifier as the view layer spells it.
  @inlinable
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

extension TriggerID: ExpressibleByStringLiteral {
  /// Creates a trigger identifier from a string literal, so `"toolbar.more"` reads as an id.
  ///
  /// - Parameter value: The identifier.
  @inlinable
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TriggerID: CustomStringConvertible {
  /// The raw identifier.
  public var description: String { rawValue }
}
