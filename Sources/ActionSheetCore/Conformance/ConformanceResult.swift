/// A sheet together with the violations found in it, for callers that want to show or log
/// problems instead of failing.
public struct ConformanceResult<Action> {
  /// The sheet as built.
  public var state: ActionSheetState<Action>
  /// Every violation found, errors and advice.
  public var violations: [ConformanceViolation]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - state: The sheet.
  ///   - violations: The violations found in it.
  public init(state: ActionSheetState<Action>, violations: [ConformanceViolation]) {
    self.state = state
    self.violations = violations
  }

  /// Whether the sheet has no error-severity violations (advice is allowed).
  public var isConformant: Bool {
    !violations.contains { $0.severity == .error }
  }
}

extension ConformanceResult: Equatable where Action: Equatable {}

extension ConformanceResult: Hashable where Action: Hashable {}

extension ConformanceResult: Sendable where Action: Sendable {}
