extension ActionSheetState {
  /// The positions in ``buttons`` of the buttons with a role, in declared order.
  ///
  /// - Parameter role: The role to look for.
  /// - Returns: Indices into ``buttons``.
  public func indices(of role: ButtonStateRole) -> [Int] {
    buttons.indices.filter { buttons[$0].role == role }
  }

  /// The position in ``buttons`` of the first Cancel button, or `nil` when there is none.
  public var cancelIndex: Int? {
    buttons.firstIndex { $0.role == .cancel }
  }

  /// The action every dismissal route sends: the first Cancel button's action, if any.
  public var cancelAction: Action? {
    cancelIndex.flatMap { buttons[$0].action }
  }
}
