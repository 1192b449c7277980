extension ActionSheetState {
  /// Checks this sheet against the component spec.
  ///
  /// - Parameter checker: The checker to use; English labels and 2…5 buttons by default.
  /// - Returns: Every violation found; empty for a conformant sheet.
  public func conformance(using checker: ConformanceChecker = ConformanceChecker())
    -> [ConformanceViolation]
  {
    checker.violations(in: self)
  }

  /// Checks this sheet as presented in a form factor and context with a dismiss action: what
  /// ``conformance(using:)`` finds, plus a popover with no trigger to point at and a
  /// dismissal that sends nothing.
  ///
  /// - Parameters:
  ///   - formFactor: The form factor it is presented in.
  ///   - context: The presentation context.
  ///   - dismiss: The presentation's dismiss action (the seed's `dismiss:`), if any.
  ///   - checker: The checker to use.
  /// - Returns: Every violation found; empty for a conformant presentation.
  public func conformance(
    for formFactor: FormFactor, context: PresentationContext = PresentationContext(),
    dismiss: Action? = nil, using checker: ConformanceChecker = ConformanceChecker()
  ) -> [ConformanceViolation] {
    checker.violations(in: self, presentedIn: formFactor, context: context, dismiss: dismiss)
  }

  /// Builds a sheet and rejects it if it breaks the spec.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - message: The localized message, if any.
  ///   - buttons: The buttons in declared order.
  ///   - dismiss: The action closing without a choice sends, if the sheet decides it.
  ///   - trigger: The control that opens the sheet, if the state names it.
  ///   - layoutDirection: The locale's layout direction.
  ///   - preferredFocus: The button to focus on open; only Cancel is allowed.
  ///   - checker: The checker to use.
  /// - Returns: The sheet, which has no error-severity violations (it may have warnings and
  ///   advice).
  /// - Throws: ``ConformanceError`` listing every violation when any has error severity.
  public static func validated(
    title: String,
    message: String? = nil,
    buttons: [ButtonState<Action>],
    dismiss: Action? = nil,
    anchoredTo trigger: TriggerID? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil,
    using checker: ConformanceChecker = ConformanceChecker()
  ) throws(ConformanceError) -> Self {
    let result = checked(
      title: title, message: message, buttons: buttons, dismiss: dismiss, anchoredTo: trigger,
      layoutDirection: layoutDirection, preferredFocus: preferredFocus, using: checker)
    guard result.isConformant else {
      throw ConformanceError(violations: result.violations)
    }
    return result.state
  }

  /// Builds a sheet and reports how it breaks the spec without rejecting it.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - message: The localized message, if any.
  ///   - buttons: The buttons in declared order.
  ///   - dismiss: The action closing without a choice sends, if the sheet decides it.
  ///   - trigger: The control that opens the sheet, if the state names it.
  ///   - layoutDirection: The locale's layout direction.
  ///   - preferredFocus: The button to focus on open; only Cancel is allowed.
  ///   - checker: The checker to use.
  /// - Returns: The sheet and every violation found in it.
  public static func checked(
    title: String,
    message: String? = nil,
    buttons: [ButtonState<Action>],
    dismiss: Action? = nil,
    anchoredTo trigger: TriggerID? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil,
    using checker: ConformanceChecker = ConformanceChecker()
  ) -> ConformanceResult<Action> {
    let state = Self(
      title: title, message: message, buttons: buttons, dismiss: dismiss, anchoredTo: trigger,
      layoutDirection: layoutDirection, preferredFocus: preferredFocus)
    return ConformanceResult(state: state, violations: checker.violations(in: state))
  }
}
