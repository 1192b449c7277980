import ActionSheetCore

/// What a localized sheet is made of: catalog keys for its texts and, for each button, its
/// role, its key and the action it sends. Built in code or from `sheets.json`.
public struct SheetTemplate<Action> {
  /// An identifier for the sheet, such as `delete-photos`.
  public var id: String
  /// The key of the title.
  public var titleKey: String
  /// The key of the message, if any.
  public var messageKey: String?
  /// The buttons in declared order.
  public var buttons: [ButtonTemplate<Action>]

  /// Creates a template.
  public init(id: String, titleKey: String, messageKey: String? = nil, buttons: [ButtonTemplate<Action>]) {
    self.id = id
    self.titleKey = titleKey
    self.messageKey = messageKey
    self.buttons = buttons
  }
}

/// One button of a ``SheetTemplate``: its role, the key of its label and its action.
public struct ButtonTemplate<Action> {
  /// The role, which decides styling, placement and the verb check.
  public var role: ButtonStateRole
  /// The catalog key of the label.
  public var key: String
  /// The action the button sends; nil is allowed for Cancel.
  public var action: Action?

  /// Creates a button template.
  public init(role: ButtonStateRole, key: String, action: Action?) {
    self.role = role
    self.key = key
    self.action = action
  }

  /// A default-role button.
  public static func `default`(_ key: String, send action: Action) -> Self {
    Self(role: .default, key: key, action: action)
  }

  /// A destructive button; its label must be a specific verb in every locale.
  public static func destructive(_ key: String, send action: Action) -> Self {
    Self(role: .destructive, key: key, action: action)
  }

  /// The Cancel button.
  public static func cancel(_ key: String, send action: Action? = nil) -> Self {
    Self(role: .cancel, key: key, action: action)
  }
}

extension SheetTemplate: Sendable where Action: Sendable {}
extension ButtonTemplate: Sendable where Action: Sendable {}
extension SheetTemplate: Equatable where Action: Equatable {}
extension ButtonTemplate: Equatable where Action: Equatable {}
