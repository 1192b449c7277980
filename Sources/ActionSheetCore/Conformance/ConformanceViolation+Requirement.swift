extension ConformanceViolation {
  /// A testable requirement of the action-sheet spec, named by its anchor.
  ///
  /// R1 ("when to use") has no anchor of its own; its guidance (how many actions, prefer a menu)
  /// is reported under ``placement`` because it decides whether and how the choices fit on screen.
  public enum Requirement: String, Hashable, Sendable, CaseIterable {
    /// Cancel is always present and separated.
    case cancel = "req-action-sheet-cancel"
    /// Destructive action styling and safety.
    case destructive = "req-action-sheet-destructive"
    /// Placement adapts to form factor.
    case placement = "req-action-sheet-placement"
    /// Dismissal never triggers a destructive action.
    case dismissal = "req-action-sheet-dismissal"
    /// Accessibility and keyboard obligation.
    case accessibility = "req-action-sheet-a11y"

    /// The anchor of the requirement in the spec, for example `req-action-sheet-cancel`.
    public var anchor: String { rawValue }
  }
}
