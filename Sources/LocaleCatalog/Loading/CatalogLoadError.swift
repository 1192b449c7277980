/// A catalog that could not be read at all: the tool cannot do its job (exit status 2).
public struct CatalogLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path that failed.
  public let path: String
  /// Why.
  public let reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
