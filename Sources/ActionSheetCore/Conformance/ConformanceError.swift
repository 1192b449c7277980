/// The error thrown when a sheet breaks the spec: every violation found, errors and advice.
public struct ConformanceError: Error, Hashable, Sendable {
  /// Every violation found, in the order the checker reports them.
  public var violations: [ConformanceViolation]

  /// Creates an error.
  ///
  /// - Parameter violations: The violations found.
  public init(violations: [ConformanceViolation]) {
    self.violations = violations
  }

  /// The violations with error severity, the reason for the throw.
  public var errors: [ConformanceViolation] {
    violations.filter { $0.severity == .error }
  }
}

extension ConformanceError: CustomStringConvertible {
  /// One line per violation.
  public var description: String {
    violations.map(\.description).joined(separator: "\n")
  }
}
