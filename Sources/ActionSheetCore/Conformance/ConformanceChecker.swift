/// Checks an action sheet against the component spec and reports every violation as data.
///
/// Action count: the spec (R1) asks for "2–~5 mutually exclusive actions" and the HIG for "two
/// or more buttons" without scrolling. This checker counts actions *excluding* Cancel and
/// accepts 1…5 by default: Cancel is the second choice of the canonical "Delete / Cancel"
/// confirmation, and more than five actions would make people scroll. Pass another range to
/// tighten or relax it.
public struct ConformanceChecker: Sendable {
  /// Judges whether a destructive label is a generic confirmation in the sheet's locale.
  public var judge: any LabelSpecificityJudging
  /// How many actions, not counting Cancel, a sheet may have.
  public var actionCount: ClosedRange<Int>

  /// Creates a checker.
  ///
  /// - Parameters:
  ///   - judge: The locale's label judge; English by default.
  ///   - actionCount: The accepted number of actions excluding Cancel; `1...5` by default.
  public init(
    judge: any LabelSpecificityJudging = EnglishLabelJudge(),
    actionCount: ClosedRange<Int> = 1...5
  ) {
    self.judge = judge
    self.actionCount = actionCount
  }

  /// Finds every way a sheet breaks the spec.
  ///
  /// - Parameter sheet: The sheet to check.
  /// - Returns: The violations, grouped by requirement (cancel, destructive, dismissal,
  ///   accessibility, placement); empty for a conformant sheet.
  public func violations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    let labels = sheet.buttons.map(ButtonLabelling.init)
    return cancelViolations(in: sheet) + destructiveViolations(in: sheet)
      + genericLabelViolations(in: labels) + dismissalViolations(in: sheet)
      + blankLabelViolations(in: labels) + blankHintViolations(in: sheet)
      + sharedLabelViolations(in: labels) + focusViolations(in: sheet)
      + placementViolations(in: sheet)
  }

  /// The violations that depend on what the buttons' labels say: a blank label, a label or
  /// id two buttons share, a destructive label that is a generic confirmation.
  ///
  /// The other checks of ``violations(in:)`` depend only on the sheet's roles, hints and
  /// focus (``structuralViolations(in:)``) or on its actions (``actionViolations(in:)``), so
  /// a sheet whose labels are formatted anew with other arguments (a count, a name) needs
  /// only these checked again.
  ///
  /// - Parameter buttons: The buttons' roles, labels and ids, in the sheet's order.
  /// - Returns: The violations, in the order ``violations(in:)`` reports them.
  public func labelViolations(in buttons: [ButtonLabelling]) -> [ConformanceViolation] {
    // Most sheets pass: find that out without building anything.
    let passes = buttons.indices.allSatisfy { index in
      let button = buttons[index]
      guard !LabelText.isBlank(button.label), !LabelText.isBlank(button.accessibilityLabel) else { return false }
      if button.role == .destructive, judge.isGenericConfirmation(button.label) { return false }
      return !buttons[(index + 1)...].contains { $0.folded == button.folded || $0.id == button.id }
    }
    if passes { return [] }
    return genericLabelViolations(in: buttons) + blankLabelViolations(in: buttons) + sharedLabelViolations(in: buttons)
  }

  /// The violations that depend on the buttons' actions: Cancel sending the same action as
  /// a destructive button.
  ///
  /// - Parameter sheet: The sheet to check.
  /// - Returns: The violations, in the order ``violations(in:)`` reports them.
  public func actionViolations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    dismissalViolations(in: sheet)
  }

  /// The violations of ``violations(in:)`` that depend neither on what the labels say nor on
  /// the actions: the number of Cancel, destructive and other buttons, destructive hints and
  /// the preferred focus.
  ///
  /// With ``labelViolations(in:)`` and ``actionViolations(in:)`` they make up
  /// ``violations(in:)``.
  ///
  /// - Parameter sheet: The sheet to check.
  /// - Returns: The violations, in the order ``violations(in:)`` reports them.
  public func structuralViolations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    cancelViolations(in: sheet) + destructiveViolations(in: sheet) + blankHintViolations(in: sheet)
      + focusViolations(in: sheet) + placementViolations(in: sheet)
  }

  private func cancelViolations<Action>(in sheet: ActionSheetState<Action>)
    -> [ConformanceViolation]
  {
    let cancels = sheet.indices(of: .cancel)
    if cancels.isEmpty {
      return [
        ConformanceViolation(
          kind: .missingCancel,
          message: "The sheet has no Cancel button; add .cancel() so people can back out safely.")
      ]
    }
    if cancels.count > 1 {
      return [
        ConformanceViolation(
          kind: .multipleCancels, buttonIndices: cancels,
          message: "The sheet has \(cancels.count) Cancel buttons; keep exactly one.")
      ]
    }
    return []
  }

  private func destructiveViolations<Action>(in sheet: ActionSheetState<Action>)
    -> [ConformanceViolation]
  {
    var found: [ConformanceViolation] = []
    let destructive = sheet.indices(of: .destructive)
    if destructive.count > 1 {
      found.append(
        ConformanceViolation(
          kind: .multipleDestructive, buttonIndices: destructive,
          message: "The sheet has \(destructive.count) destructive buttons; at most one is allowed."
        ))
    }
    if let preferred = sheet.preferredFocus {
      let focused = destructive.filter { sheet.buttons[$0].id == preferred }
      if !focused.isEmpty {
        found.append(
          ConformanceViolation(
            kind: .destructivePreferredFocus, buttonIndices: focused,
            message:
              "The preferred focus \"\(preferred)\" is destructive; Cancel is the safe default."
          ))
      }
    }
    return found
  }

  private func genericLabelViolations(in buttons: [ButtonLabelling]) -> [ConformanceViolation] {
    var found: [ConformanceViolation] = []
    for (index, button) in buttons.enumerated()
    where button.role == .destructive && judge.isGenericConfirmation(button.label) {
      found.append(
        ConformanceViolation(
          kind: .genericDestructiveLabel, buttonIndices: [index],
          message:
            "The destructive button \"\(button.label)\" is a generic confirmation; "
            + "name what it does, such as \"Delete\"."))
    }
    return found
  }

  private func dismissalViolations<Action>(in sheet: ActionSheetState<Action>)
    -> [ConformanceViolation]
  {
    guard let cancel = sheet.cancelIndex, let cancelAction = sheet.buttons[cancel].action else {
      return []
    }
    let clashing = sheet.indices(of: .destructive).filter { index in
      sheet.buttons[index].action.map { Self.isSameAction(cancelAction, $0) } ?? false
    }
    guard !clashing.isEmpty else { return [] }
    return [
      ConformanceViolation(
        kind: .cancelSendsDestructiveAction, buttonIndices: [cancel] + clashing,
        message:
          "Cancel sends the same action as a destructive button, so dismissing would destroy.")
    ]
  }

  private func blankLabelViolations(in buttons: [ButtonLabelling]) -> [ConformanceViolation] {
    let blank = buttons.indices.filter {
      LabelText.isBlank(buttons[$0].label) || LabelText.isBlank(buttons[$0].accessibilityLabel)
    }
    guard !blank.isEmpty else { return [] }
    return [
      ConformanceViolation(
        kind: .blankLabel, buttonIndices: blank,
        message: "Buttons need a label that screen readers can announce.")
    ]
  }

  private func blankHintViolations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    let buttons = sheet.buttons
    let blankHint = sheet.indices(of: .destructive).filter {
      buttons[$0].accessibilityHint.map(LabelText.isBlank) ?? false
    }
    guard !blankHint.isEmpty else { return [] }
    return [
      ConformanceViolation(
        kind: .blankDestructiveHint, buttonIndices: blankHint,
        message: "A destructive button's accessibility hint is empty; state the danger in words.")
    ]
  }

  private func sharedLabelViolations(in buttons: [ButtonLabelling]) -> [ConformanceViolation] {
    let labels = buttons.map(\.folded)
    let ambiguous = buttons.indices.filter { index in
      buttons.indices.contains { other in
        other != index && (labels[other] == labels[index] || buttons[other].id == buttons[index].id)
      }
    }
    guard !ambiguous.isEmpty else { return [] }
    return [
      ConformanceViolation(
        kind: .ambiguousButtons, buttonIndices: ambiguous,
        message: "Buttons share a label or an id; give each a distinct label and id.")
    ]
  }

  private func focusViolations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    guard let preferred = sheet.preferredFocus, !sheet.buttons.contains(where: { $0.id == preferred }) else {
      return []
    }
    return [
      ConformanceViolation(
        kind: .unknownPreferredFocus,
        message: "The preferred focus \"\(preferred)\" names no button of the sheet.")
    ]
  }

  private func placementViolations<Action>(in sheet: ActionSheetState<Action>)
    -> [ConformanceViolation]
  {
    var found: [ConformanceViolation] = []
    let actions = sheet.buttons.indices.filter { sheet.buttons[$0].role != .cancel }
    if actions.count < actionCount.lowerBound {
      found.append(
        ConformanceViolation(
          kind: .tooFewActions, buttonIndices: actions,
          message:
            "The sheet offers \(actions.count) actions besides Cancel; at least "
            + "\(actionCount.lowerBound) expected."))
    } else if actions.count > actionCount.upperBound {
      found.append(
        ConformanceViolation(
          kind: .tooManyActions, buttonIndices: actions,
          message:
            "The sheet offers \(actions.count) actions besides Cancel; more than "
            + "\(actionCount.upperBound) makes people scroll."))
    }
    if sheet.indices(of: .destructive).isEmpty {
      found.append(
        ConformanceViolation(
          kind: .preferMenu,
          message: "Nothing in the sheet is destructive; consider a menu instead."))
    }
    return found
  }

  /// Whether two actions are equal, when their type is `Equatable` at run time.
  private static func isSameAction<Action>(_ lhs: Action, _ rhs: Action) -> Bool {
    guard let equatable = lhs as? any Equatable else { return false }
    return isEqual(equatable, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}
