import ActionSheetCore
import LocaleCatalog

extension SheetTemplate {
  /// A template for a sheet of `sheets.json`; roles come from the source locale's metadata.
  /// - Parameters:
  ///   - id: The sheet's id in `sheets.json`.
  ///   - catalog: The catalog that declares it.
  ///   - action: The action each button sends, by the button's key (nil for none).
  /// - Throws: ``LocalizedSheetError/unknownSheet(_:)`` when the catalog declares no such
  ///   sheet, ``LocalizedSheetError/missingRole(key:)`` when a button's key has no role.
  public init(sheet id: String, in catalog: Catalog, action: (String) -> Action?) throws(LocalizedSheetError) {
    guard let declaration = catalog.sheets.first(where: { $0.id == id }) else {
      throw .unknownSheet(id)
    }
    var buttons: [ButtonTemplate<Action>] = []
    for reference in declaration.buttons {
      guard let role = catalog.metadata(for: reference.key)?.role else { throw .missingRole(key: reference.key) }
      let coreRole: ButtonStateRole
      switch role {
      case .destructive: coreRole = .destructive
      case .cancel: coreRole = .cancel
      case .default: coreRole = .default
      }
      buttons.append(ButtonTemplate(role: coreRole, key: reference.key, action: action(reference.key)))
    }
    self.init(id: id, titleKey: declaration.title.key, messageKey: declaration.message?.key, buttons: buttons)
  }
}
