extension ActionSheetState {
  /// The buttons from top to bottom, as positions in ``buttons``: the destructive action first
  /// (the most eye-catching place, per the HIG), then the other actions in declared order, then
  /// Cancel last, in its own group.
  ///
  /// Vertical stacks keep this order in right-to-left layouts too.
  public var verticalOrder: [Int] {
    indices(of: .destructive) + indices(of: .default) + indices(of: .cancel)
  }

  /// The buttons of a horizontal row in screen order, starting from the row's physical origin
  /// (x = 0), as positions in ``buttons``.
  ///
  /// The semantic order from the leading edge is ``verticalOrder``; in right-to-left layouts the
  /// row is mirrored, so the first semantic button sits on the trailing side of the screen.
  /// Renderers that mirror rows themselves should use ``verticalOrder`` instead.
  public var horizontalOrder: [Int] {
    switch layoutDirection {
    case .leftToRight: verticalOrder
    case .rightToLeft: verticalOrder.reversed()
    }
  }
}
