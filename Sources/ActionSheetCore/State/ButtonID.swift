/// Identifies one button of an action sheet independently of its position.
///
/// Buttons built with ``ButtonState/default(_:id:send:)`` and friends use their label as the
/// identifier unless one is given, so ids are stable in the source locale; pass an explicit
/// id when the label is translated.
public struct ButtonID: Hashable, Sendable {
  /// The identifier, for example `"delete"`.
  public var rawValue: String

  /// Creates a button identifier.
  ///
  /// - Parameter rawValue: The identifier.
  @inlinable
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

extension ButtonID: ExpressibleByStringLiteral {
  /// Creates a button identifier from a string literal.
  ///
  /// - Parameter value: The identifier.
  @inlinable
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension ButtonID: CustomStringConvertible {
  /// The raw identifier.
  public var description: String { rawValue }
}
