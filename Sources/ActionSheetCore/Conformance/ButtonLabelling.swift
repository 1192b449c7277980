/// What the label checks of ``ConformanceChecker`` look at in a button: its role, the label
/// people see, the label screen readers announce, and its id.
///
/// Code that formats a sheet's labels anew (a localized sheet with another count) checks
/// these alone with ``ConformanceChecker/labelViolations(in:)``, without building the state
/// first.
public struct ButtonLabelling: Sendable, Hashable {
  /// The button's role.
  public var role: ButtonStateRole
  /// The label people see.
  public var label: String
  /// The label screen readers announce (the visible label unless it is overridden).
  public var accessibilityLabel: String
  /// The button's id.
  public var id: ButtonID

  /// Creates the labelling of a button.
  public init(role: ButtonStateRole, label: String, accessibilityLabel: String? = nil, id: ButtonID) {
    self.role = role
    self.label = label
    self.accessibilityLabel = accessibilityLabel ?? label
    self.id = id
  }

  /// The labelling of a sheet's button.
  public init<Action>(_ button: ButtonState<Action>) {
    self.init(role: button.role, label: button.label, accessibilityLabel: button.accessibilityLabel, id: button.id)
  }
}
