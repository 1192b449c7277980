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
  /// Never an action a destructive button sends, whatever Cancel or `dismiss` were wired to:
  /// such a candidate is passed over for the next one, and when none is left closing sends
  /// nothing (which ``ConformanceChecker`` reports). So no way of closing a sheet runs its
  /// destructive action; only a deliberate activation of that button does.
  ///
  /// - Parameter dismiss: The presentation's dismiss action (the seed's `dismiss:`), if any.
  /// - Returns: The action every dismissal route sends, or `nil` when nothing is sent.
  public func dismissalAction(presentedWith dismiss: Action? = nil) -> Action? {
    if let action = cancelAction, !isDestructiveAction(action) { return action }
    if let action = self.dismiss, !isDestructiveAction(action) { return action }
    if let action = dismiss, !isDestructiveAction(action) { return action }
    return nil
  }

  /// Whether a destructive button of the sheet sends `action` (compared with `==` when
  /// `Action` is `Equatable`, else bit for bit).
  ///
  /// - Parameter action: The action.
  /// - Returns: True when some destructive button sends it.
  public func isDestructiveAction(_ action: Action) -> Bool {
    buttons.contains { button in
      guard button.role == .destructive, let sent = button.action else { return false }
      return ConformanceChecker.isSameAction(sent, action)
    }
  }
}
