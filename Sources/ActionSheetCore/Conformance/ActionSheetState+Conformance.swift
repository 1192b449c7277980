extension ActionSheetState {
  /// Checks this sheet against the component spec.
  ///
  /// - Parameter checker: The checker to use; English labels and 1…5 actions by default.
  /// - Returns: Every violation found; empty for a conformant sheet.
  public func conformance(using checker: ConformanceChecker = ConformanceChecker())
    -> [ConformanceViolation]
  {
    checker.violations(in: self)
  }

  /// Builds a sheet and rejects it if it breaks the spec.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - message: The localized message, if any.
  ///   - buttons: The buttons in declared order.
  ///   - trigger: The control that opens the sheet.
  ///   - layoutDirection: The locale's layout direction.
  ///   - preferredFocus: A non-destructive button to focus on open instead of Cancel, if any.
  ///   - checker: The checker to use.
  /// - Returns: The sheet, which has no error-severity violations (it may have advice).
  /// - Throws: ``ConformanceError`` listing every violation when any has error severity.
  public static func validated(
    title: String,
    message: String? = nil,
    buttons: [ButtonState<Action>],
    anchoredTo trigger: TriggerID,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil,
    using checker: ConformanceChecker = ConformanceChecker()
  ) throws(ConformanceError) -> Self {
    let result = checked(
      title: title, message: message, buttons: buttons, anchoredTo: trigger,
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
  ///   - trigger: The control that opens the sheet.
  ///   - layoutDirection: The locale's layout direction.
  ///   - preferredFocus: A non-destructive button to focus on open instead of Cancel, if any.
  ///   - checker: The checker to use.
  /// - Returns: The sheet and every violation found in it.
  public static func checked(
    title: String,
    message: String? = nil,
    buttons: [ButtonState<Action>],
    anchoredTo trigger: TriggerID,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil,
    using checker: ConformanceChecker = ConformanceChecker()
  ) -> ConformanceResult<Action> {
    let state = Self(
      title: title, message: message, buttons: buttons, anchoredTo: trigger,
      layoutDirection: layoutDirection, preferredFocus: preferredFocus)
    return ConformanceResult(state: state, violations: checker.violations(in: state))
  }
}
