import ActionSheetCore

/// What a localized sheet is made of: catalog keys for its texts and, for each button, its
/// role, its key and the action it sends. Built in code or from `sheets.json`.
public struct SheetTemplate<Action> {
  /// An identifier for the sheet, such as `delete-photos`.
  public var id: String
  /// The key of the title.
  public var titleKey: String { didSet { signature = SheetSignature(self) } }
  /// The key of the message, if any.
  public var messageKey: String? { didSet { signature = SheetSignature(self) } }
  /// The buttons in declared order.
  public var buttons: [ButtonTemplate<Action>] {
    didSet {
      signature = SheetSignature(self)
      actionsConform = Self.actionsConform(buttons)
    }
  }
  /// The keys and roles, hashed once: what the catalog's cache of built sheets is keyed by.
  @usableFromInline private(set) var signature = SheetSignature.empty
  /// Whether the actions pass the core's action check (Cancel must not send a destructive
  /// button's action), worked out once: the actions are the template's, whatever the locale.
  @usableFromInline private(set) var actionsConform = true

  /// Creates a template.
  public init(id: String, titleKey: String, messageKey: String? = nil, buttons: [ButtonTemplate<Action>]) {
    self.id = id
    self.titleKey = titleKey
    self.messageKey = messageKey
    self.buttons = buttons
    self.signature = SheetSignature(self)
    self.actionsConform = Self.actionsConform(buttons)
  }

  private static func actionsConform(_ buttons: [ButtonTemplate<Action>]) -> Bool {
    let standIn = ActionSheetState(
      title: "",
      buttons: buttons.map { ButtonState(role: $0.role, label: $0.key, id: ButtonID($0.key), action: $0.action) },
      anchoredTo: "trigger")
    return !ConformanceChecker().actionViolations(in: standIn).contains { $0.severity == .error }
  }
}

/// What a localized sheet's texts depend on in its template: the keys and the buttons'
/// roles, not the actions. Its hash is worked out once, when the template is made or changed.
@usableFromInline
struct SheetSignature: Sendable, Hashable {
  struct Button: Sendable, Hashable {
    let role: ButtonStateRole
    let key: String
  }

  let titleKey: String
  let messageKey: String?
  let buttons: [Button]
  private let hashValueOnce: Int

  static let empty = SheetSignature(titleKey: "", messageKey: nil, buttons: [])

  init<Action>(_ template: SheetTemplate<Action>) {
    self.init(
      titleKey: template.titleKey, messageKey: template.messageKey,
      buttons: template.buttons.map { Button(role: $0.role, key: $0.key) })
  }

  private init(titleKey: String, messageKey: String?, buttons: [Button]) {
    self.titleKey = titleKey
    self.messageKey = messageKey
    self.buttons = buttons
    var hasher = Hasher()
    hasher.combine(titleKey)
    hasher.combine(messageKey)
    hasher.combine(buttons)
    hashValueOnce = hasher.finalize()
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hashValueOnce == rhs.hashValueOnce && lhs.titleKey == rhs.titleKey && lhs.messageKey == rhs.messageKey
      && lhs.buttons == rhs.buttons
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(hashValueOnce) }
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
