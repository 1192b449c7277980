extension SheetSession {
  /// Applies one interaction to a session and returns the action to send to the app, if any.
  ///
  /// - Every dismissal route (Cancel, scrim tap, Esc, system back, tap outside a popover) sends
  ///   ``dismissalAction`` (the Cancel button's own action, else the dismiss action) and never
  ///   another button's action.
  /// - A destructive action is sent only from a deliberate activation of that button
  ///   (``InteractionEvent/tapButton(_:)`` or ``InteractionEvent/activateFocused`` while it has
  ///   focus).
  /// - On open, focus moves to ``Presentation/initialFocus`` (Cancel, or the sheet itself when
  ///   no Cancel is shown), so Return right after opening never runs an action; Tab and
  ///   Shift-Tab cycle inside the sheet; on dismissal focus returns to the trigger.
  /// - Events that do not apply (a scrim tap on a popover, a tap on a hidden button, anything
  ///   but ``InteractionEvent/open`` while not presented) change nothing and send nothing.
  ///
  /// - Parameters:
  ///   - session: The session to update.
  ///   - event: The interaction.
  /// - Returns: The action for the app's reducer, or `nil`.
  public static func reduce(_ session: inout SheetSession, _ event: InteractionEvent) -> Action? {
    let presentation = session.presentation
    guard session.phase == .presented else {
      if event == .open {
        session.phase = .presented
        session.focus = presentation.initialFocus.map(FocusTarget.button) ?? .sheet
      }
      return nil
    }
    if let route = event.dismissalRoute {
      guard presentation.dismissalRoutes.contains(route) else { return nil }
      return session.dismiss(by: route)
    }
    switch event {
    case .tab:
      session.focus = presentation.focus(after: session.focus)
      return nil
    case .shiftTab:
      session.focus = presentation.focus(before: session.focus)
      return nil
    case .tapButton(let reference):
      guard let index = presentation.shownIndex(of: reference) else { return nil }
      return session.activate(index)
    case .activateFocused:
      guard case .button(let focused) = session.focus,
        let index = presentation.shownIndex(of: .index(focused))
      else { return nil }
      return session.activate(index)
    case .open, .tapCancel, .tapScrim, .pressEscape, .systemBack, .tapOutsidePopover:
      return nil
    }
  }

  /// Applies one interaction to this session; see ``reduce(_:_:)``.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The action for the app's reducer, or `nil`.
  @discardableResult
  public mutating func send(_ event: InteractionEvent) -> Action? {
    Self.reduce(&self, event)
  }

  /// Activates a shown button: Cancel dismisses by the Cancel route, any other button ends the
  /// session with its own action.
  private mutating func activate(_ index: Int) -> Action? {
    let button = sheet.buttons[index]
    guard button.role != .cancel else { return dismiss(by: .cancelButton) }
    phase = .dismissed(.activated(index))
    focus = .trigger(trigger)
    return button.action
  }

  /// Closes without a choice by `route`; sends the dismissal action.
  private mutating func dismiss(by route: DismissalRoute) -> Action? {
    phase = .dismissed(.cancelled(route))
    focus = .trigger(trigger)
    return dismissalAction
  }
}
