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

  /// The first Cancel button's own action, if it has one.
  public var cancelAction: Action? {
    cancelIndex.flatMap { buttons[$0].action }
  }

  /// The action closing the sheet without a choice sends, when presented with `dismiss`: the
  /// Cancel button's own action if it has one, else the sheet's ``dismiss``, else `dismiss`.
  ///
  /// - Parameter dismiss: The presentation's dismiss action (the seed's `dismiss:`), if any.
  /// - Returns: The action every dismissal route sends, or `nil` when nothing is sent.
  public func dismissalAction(presentedWith dismiss: Action? = nil) -> Action? {
    cancelAction ?? self.dismiss ?? dismiss
  }
}
