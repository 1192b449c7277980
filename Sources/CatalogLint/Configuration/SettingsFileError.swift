import LocaleCatalog

/// A configuration or baseline file that cannot be used, with where and why. The tool
/// cannot run as asked (exit status 2).
public struct SettingsFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// Where in the file, when the problem is at a place in it.
  public let position: SourcePosition?
  /// What is wrong, for a person.
  public let reason: String

  /// Creates an error.
  public init(path: String, position: SourcePosition? = nil, reason: String) {
    self.path = path
    self.position = position
    self.reason = reason
  }

  /// `path:line:column: error: reason`, or `path: error: reason` without a position.
  public var description: String {
    if let position { return "\(path):\(position.line):\(position.column): error: \(reason)" }
    return "\(path): error: \(reason)"
  }
}
