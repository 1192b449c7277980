/// Identifies one button of an action sheet independently of its position and of the locale.
///
/// An id is given (`id: "delete"`; localized sheets use the catalog key) or derived from what
/// does not change with the language: `"cancel"` for Cancel, otherwise the description of the
/// button's action (`.favoriteTapped` gives `"favoriteTapped"`). It is never the label, so a
/// ``ActionSheetState/preferredFocus`` or a test that names a button keeps working in every
/// locale.
public struct ButtonID: Hashable, Sendable {
  /// The identifier, for example `"delete"`.
  public var rawValue: String

  /// Creates a button identifier.
  ///
  /// - Parameter rawValue: The identifier.
  @inlinable
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

extension ButtonID {
  /// The id of Cancel when none is given.
  public static let cancel = ButtonID("cancel")

  /// The id of a button built without one: ``cancel`` for Cancel, else the action's
  /// description, else the role's name.
  @usableFromInline
  static func derived<Action>(role: ButtonStateRole, action: Action?) -> ButtonID {
    switch (role, action) {
    case (.cancel, _): .cancel
    case (_, let action?): ButtonID(String(describing: action))
    case (.default, nil): ButtonID("default")
    case (.destructive, nil): ButtonID("destructive")
    }
  }
}

extension ButtonID: ExpressibleByStringLiteral {
  /// Creates a button identifier from a string literal.
  ///
  /// - Parameter value: The identifier.
  @inlinable
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension ButtonID: CustomStringConvertible {
  /// The raw identifier.
  public var description: String { rawValue }
}
