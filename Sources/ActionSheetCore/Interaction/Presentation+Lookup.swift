extension Presentation {
  /// The position of a referenced button if it is shown in this presentation.
  ///
  /// - Parameter reference: A position in ``ActionSheetState/buttons`` or a button id.
  /// - Returns: The position of the shown button, or `nil` when it is hidden or missing.
  func shownIndex(of reference: ButtonReference) -> Int? {
    switch reference {
    case .index(let index):
      buttons.first { $0.index == index }?.index
    case .id(let id):
      buttons.first { $0.button.id == id }?.index
    }
  }
}
