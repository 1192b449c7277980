/// One way an action sheet breaks the component spec, as data: what, how serious, which
/// requirement, and which buttons.
public struct ConformanceViolation: Hashable, Sendable {
  /// What is wrong.
  public var kind: Kind
  /// The positions in ``ActionSheetState/buttons`` of the buttons involved; empty when the
  /// problem is the sheet as a whole (for example a missing Cancel).
  public var buttonIndices: [Int]
  /// A sentence that explains the problem for this sheet.
  public var message: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - kind: What is wrong.
  ///   - buttonIndices: The buttons involved.
  ///   - message: An explanation for this sheet.
  public init(kind: Kind, buttonIndices: [Int] = [], message: String) {
    self.kind = kind
    self.buttonIndices = buttonIndices
    self.message = message
  }

  /// How serious the violation is; decided by its kind.
  public var severity: Severity { kind.severity }

  /// The spec requirement the violation breaks; decided by its kind.
  public var requirement: Requirement { kind.requirement }
}

extension ConformanceViolation: CustomStringConvertible {
  /// The violation as `severity: message [kind] (requirement)`.
  public var description: String {
    "\(severity): \(message) [\(kind.rawValue)] (\(requirement.anchor))"
  }
}
