/// What the label checks of ``ConformanceChecker`` look at in a button: its role, the label
/// people see, the label screen readers announce, and its id.
///
/// Code that formats a sheet's labels anew (a localized sheet with another count) checks
/// these alone with ``ConformanceChecker/labelViolations(in:)``, without building the state
/// first.
///
/// The label is folded for comparison once, when the value is made, so a labelling kept for a
/// label that does not change is not folded again on every check.
public struct ButtonLabelling: Sendable, Hashable {
  /// The button's role.
  public let role: ButtonStateRole
  /// The label people see.
  public let label: String
  /// The label screen readers announce (the visible label unless it is overridden).
  public let accessibilityLabel: String
  /// The button's id.
  public let id: ButtonID
  /// The label as compared with the others: lowercased, trimmed, whitespace collapsed.
  let folded: String

  /// Creates the labelling of a button.
  public init(role: ButtonStateRole, label: String, accessibilityLabel: String? = nil, id: ButtonID) {
    self.role = role
    self.label = label
    self.accessibilityLabel = accessibilityLabel ?? label
    self.id = id
    self.folded = LabelText.folded(label)
  }

  /// The labelling of a sheet's button.
  public init<Action>(_ button: ButtonState<Action>) {
    self.init(role: button.role, label: button.label, accessibilityLabel: button.accessibilityLabel, id: button.id)
  }
}
