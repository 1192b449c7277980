extension Presentation {
  /// The focus order of the shown buttons, as positions in ``ActionSheetState/buttons``: top to
  /// bottom, Cancel last.
  public var focusOrder: [Int] { buttons.map(\.index) }

  /// The focus target Tab moves to; focus wraps inside the sheet and never leaves it.
  ///
  /// - Parameter focus: The current focus.
  /// - Returns: The next shown button, or ``FocusTarget/sheet`` when no button is shown.
  public func focus(after focus: FocusTarget) -> FocusTarget {
    step(from: focus, by: 1)
  }

  /// The focus target Shift-Tab moves to; focus wraps inside the sheet and never leaves it.
  ///
  /// - Parameter focus: The current focus.
  /// - Returns: The previous shown button, or ``FocusTarget/sheet`` when no button is shown.
  public func focus(before focus: FocusTarget) -> FocusTarget {
    step(from: focus, by: -1)
  }

  private func step(from focus: FocusTarget, by offset: Int) -> FocusTarget {
    let order = focusOrder
    guard !order.isEmpty else { return .sheet }
    guard case .button(let index) = focus, let position = order.firstIndex(of: index) else {
      return .button(offset > 0 ? order[0] : order[order.count - 1])
    }
    let next = (position + offset + order.count) % order.count
    return .button(order[next])
  }
}
