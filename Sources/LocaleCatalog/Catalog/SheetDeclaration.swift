/// A reference to a catalog key from `sheets.json`, with where it is written.
public struct KeyReference: Sendable, Hashable {
  /// The key.
  public let key: String
  /// The byte offset of the reference in `sheets.json`.
  public let offset: Int

  /// Creates a reference.
  public init(key: String, offset: Int) {
    self.key = key
    self.offset = offset
  }
}

/// An action sheet declared in `sheets.json`: its title, optional message and buttons.
public struct SheetDeclaration: Sendable, Hashable {
  /// The sheet's id, such as `delete-photos`.
  public let id: String
  /// The byte offset of the id in `sheets.json`.
  public let offset: Int
  /// The key of the title.
  public let title: KeyReference
  /// The key of the message, if any.
  public let message: KeyReference?
  /// The keys of the buttons, in declared order; roles come from the source metadata.
  public let buttons: [KeyReference]

  /// Creates a declaration.
  public init(id: String, offset: Int, title: KeyReference, message: KeyReference?, buttons: [KeyReference]) {
    self.id = id
    self.offset = offset
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
