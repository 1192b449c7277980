/// A message that ICU's `MessagePattern` could not parse.
public struct MessageSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The UTF-16 offset in the pattern where parsing failed.
  public let offset: Int
  /// The ICU error name, such as `U_UNMATCHED_BRACES`.
  public let icuName: String
  /// A sentence for the person who wrote the message.
  public let reason: String

  /// Creates a syntax error.
  public init(offset: Int, icuName: String, reason: String) {
    self.offset = offset
    self.icuName = icuName
    self.reason = reason
  }

  public var description: String { "\(reason) (\(icuName) at offset \(offset))" }
}
