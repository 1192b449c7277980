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

extension Diagnostic {
  /// The error finding for a file that could not be read or decoded at all, at its first
  /// line: a pipe, a missing or unreadable file, one over the size limit, bytes in no
  /// encoding the format allows.
  static func unreadable(_ reason: String, path: String, locale: String? = nil) -> Diagnostic {
    Diagnostic(
      severity: .error, ruleID: "catalog.invalid-file", message: reason, path: path,
      position: SourcePosition(line: 1, column: 1), locale: locale)
  }
}
