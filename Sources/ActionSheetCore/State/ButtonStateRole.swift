/// The role of an action-sheet button, which decides its styling, its place and its safety rules.
///
/// Spelled ``ButtonState/Role`` at most call sites.
public enum ButtonStateRole: Hashable, Sendable, CaseIterable {
  /// An ordinary action, shown in declared order below the destructive action.
  case `default`
  /// An action that destroys data or cannot be undone; uses the danger token, goes first,
  /// never receives initial focus and only runs from a deliberate activation.
  case destructive
  /// Abandons the task with no side effect; shown last in its own group and focused on open.
  case cancel
}
