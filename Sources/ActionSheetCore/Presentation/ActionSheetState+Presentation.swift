extension ActionSheetState {
  /// Decides how the sheet is laid out for a form factor.
  ///
  /// - Compact: a full-width bottom sheet anchored to the bottom safe area that slides up over a
  ///   dimming scrim; tapping the scrim cancels. Destructive action on top, Cancel last in its
  ///   own group.
  /// - Regular, ``PresentationPolicy/spec`` (default): a popover anchored to the trigger with
  ///   the identical choice set, Cancel included; tapping outside it cancels.
  /// - Regular, ``PresentationPolicy/platform``: from outside a popover, a popover without a
  ///   Cancel button (tapping outside cancels) as long as two or more buttons remain, else with
  ///   it; from inside a popover, a sheet that slides up over that popover's content, with
  ///   Cancel.
  ///
  /// Every presentation shows at least two buttons when the sheet has them (the HIG's "two or
  /// more buttons"), and focuses Cancel on open, or the sheet itself when Cancel is not shown.
  ///
  /// - Parameters:
  ///   - formFactor: The horizontal size class.
  ///   - context: The policy, where the trigger lives and the popover arrow edge.
  /// - Returns: The presentation to render and to drive a ``SheetSession`` with.
  public func presentation(
    for formFactor: FormFactor,
    context: PresentationContext = PresentationContext()
  ) -> Presentation<Action> {
    let popover = PresentationStyle.popover(arrowEdge: context.arrowEdge)
    let atTrigger = (trigger ?? context.trigger).map(PresentationAnchor.trigger) ?? .unnamedTrigger
    let style: PresentationStyle
    let anchor: PresentationAnchor
    let transition: PresentationTransition
    let showsCancel: Bool
    switch (formFactor, context.policy, context.triggerContainer) {
    case (.compact, _, _):
      (style, anchor, transition, showsCancel) = (.bottomSheet, .bottomSafeArea, .slideUp, true)
    case (.regular, .spec, _):
      (style, anchor, transition, showsCancel) = (popover, atTrigger, .appear, true)
    case (.regular, .platform, .content):
      (style, anchor, transition, showsCancel) = (popover, atTrigger, .appear, false)
    case (.regular, .platform, .popover):
      (style, anchor, transition, showsCancel) = (
        .overPopoverContent, .enclosingPopover, .slideUp, true
      )
    }
    let hasScrim = style == .bottomSheet

    let ordered = verticalOrder.map { PresentedButton(index: $0, button: buttons[$0]) }
    let actionGroup = ordered.filter { $0.role != .cancel }
    // A policy may hide Cancel only where two or more buttons remain.
    let keepsCancel = showsCancel || actionGroup.count < 2
    let cancelGroup = keepsCancel ? ordered.filter { $0.role == .cancel } : []

    var routes: Set<DismissalRoute> = [.escape, .systemBack]
    routes.insert(hasScrim ? .scrimTap : .outsidePopoverTap)
    if !cancelGroup.isEmpty {
      routes.insert(.cancelButton)
    }

    return Presentation(
      style: style,
      anchor: anchor,
      transition: transition,
      hasScrim: hasScrim,
      actionGroup: actionGroup,
      cancelGroup: cancelGroup,
      dismissalRoutes: routes,
      initialFocus: cancelGroup.first?.index,
      layoutDirection: layoutDirection
    )
  }
}
