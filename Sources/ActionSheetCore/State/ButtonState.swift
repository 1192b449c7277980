/// The state of one action-sheet button: what it says, what it means and which action it sends.
///
/// Build buttons with the role constructors, which read like the seed design:
///
/// ```swift
/// import ActionSheetCore
///
/// enum AppAction { case favoriteTapped, deleteTapped }
///
/// let buttons: [ButtonState<AppAction>] = [
///   .default("Favorite", send: .favoriteTapped),
///   .destructive("Delete", send: .deleteTapped),
///   .cancel(),
/// ]
/// print(buttons.map(\.label))  // ["Favorite", "Delete", "Cancel"]
/// ```
public struct ButtonState<Action> {
  /// The role of a button; an alias of ``ButtonStateRole``.
  public typealias Role = ButtonStateRole

  /// The identifier used to address the button in events and in ``ActionSheetState/preferredFocus``;
  /// the same in every locale (see ``ButtonID``).
  public var id: ButtonID
  /// The role, which decides styling, placement and safety rules.
  public var role: Role
  /// The visible label, already localized.
  public var label: String
  /// The action sent when the button is activated; `nil` sends nothing (allowed for Cancel).
  public var action: Action?
  /// The label announced by assistive technologies when it differs from ``label``; `nil` uses
  /// ``label``.
  public var accessibilityLabel: String?
  /// A hint announced after the label; localization fills it in. For a destructive button `nil`
  /// falls back to ``ButtonAccessibility/defaultDestructiveHint``.
  public var accessibilityHint: String?

  /// Creates a button with every field spelled out.
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - label: The visible, localized label.
  ///   - id: The identifier; `nil` derives it from the role and action, never from the label.
  ///   - action: The action to send on activation.
  ///   - accessibilityLabel: An accessible label that differs from `label`, if any.
  ///   - accessibilityHint: A localized accessibility hint, if any.
  @inlinable
  public init(
    role: Role,
    label: String,
    id: ButtonID? = nil,
    action: Action?,
    accessibilityLabel: String? = nil,
    accessibilityHint: String? = nil
  ) {
    self.id = id ?? ButtonID.derived(role: role, action: action)
    self.role = role
    self.label = label
    self.action = action
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityHint = accessibilityHint
  }

  /// Creates an ordinary action button.
  ///
  /// - Parameters:
  ///   - label: The visible, localized label.
  ///   - id: The identifier; `nil` derives it from the role and action.
  ///   - action: The action to send when the button is activated.
  /// - Returns: A button with the ``ButtonStateRole/default`` role.
  public static func `default`(_ label: String, id: ButtonID? = nil, send action: Action) -> Self {
    Self(role: .default, label: label, id: id, action: action)
  }

  /// Creates a destructive action button; its label should be a specific verb such as "Delete".
  ///
  /// - Parameters:
  ///   - label: The visible, localized label.
  ///   - id: The identifier; `nil` derives it from the role and action.
  ///   - action: The action to send when the button is deliberately activated.
  /// - Returns: A button with the ``ButtonStateRole/destructive`` role.
  public static func destructive(_ label: String, id: ButtonID? = nil, send action: Action) -> Self {
    Self(role: .destructive, label: label, id: id, action: action)
  }

  /// Creates the Cancel button: tapping it closes the sheet as every other dismissal route does.
  ///
  /// - Parameters:
  ///   - label: The visible, localized label; English "Cancel" by default.
  ///   - id: The identifier; `"cancel"` by default.
  ///   - action: The action every dismissal route sends; `nil` (the seed's `.cancel()`) sends
  ///     the dismiss action instead (``ActionSheetState/dismissalAction(presentedWith:)``).
  /// - Returns: A button with the ``ButtonStateRole/cancel`` role.
  public static func cancel(
    _ label: String = "Cancel", id: ButtonID? = nil, send action: Action? = nil
  )
    -> Self
  {
    Self(role: .cancel, label: label, id: id, action: action)
  }
}

extension ButtonState {
  /// The same button sending another type of action; see ``ActionSheetState/map(_:)``.
  ///
  /// - Parameter transform: Turns the action into the new type.
  /// - Returns: The button with its action transformed and everything else kept, its id too.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      role: role, label: label, id: id, action: action.map(transform),
      accessibilityLabel: accessibilityLabel, accessibilityHint: accessibilityHint)
  }
}

extension ButtonState: Identifiable {}

extension ButtonState: Equatable where Action: Equatable {}

extension ButtonState: Hashable where Action: Hashable {}

extension ButtonState: Sendable where Action: Sendable {}
