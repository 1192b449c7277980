/// Checks an action sheet against the component spec and reports every violation as data.
///
/// Button count: the spec (R1) asks for "2–~5 mutually exclusive actions" and the HIG for "two
/// or more buttons" without scrolling. Cancel is one of those choices (the canonical "Delete /
/// Cancel" confirmation has two), so this checker counts every button, Cancel included, and
/// accepts 2…5 by default: fewer than two is an error, more than five a warning, because the
/// spec's upper limit is "about" five. Pass another range to tighten or relax it.
///
/// Safety is checked by identity, whatever `Action` is: only Cancel may be the preferred focus,
/// and neither Cancel nor the dismiss action may send another button's action (compared with
/// `==` when `Action` is `Equatable`, else as the same value bit for bit).
public struct ConformanceChecker: Sendable {
  /// Judges whether a destructive label is a generic confirmation in the sheet's locale.
  public var judge: any LabelSpecificityJudging
  /// How many buttons, Cancel included, a sheet may have: fewer is an error, more a warning.
  public var buttonCount: ClosedRange<Int>

  /// Creates a checker.
  ///
  /// - Parameters:
  ///   - judge: The locale's label judge; English by default.
  ///   - buttonCount: The accepted number of buttons, Cancel included; `2...5` by default.
  public init(
    judge: any LabelSpecificityJudging = EnglishLabelJudge(),
    buttonCount: ClosedRange<Int> = 2...5
  ) {
    self.judge = judge
    self.buttonCount = buttonCount
  }

  /// Finds every way a sheet, presented in a form factor and context, breaks the spec: the
  /// violations of ``violations(in:)`` and those only a presentation shows (a regular popover
  /// with no trigger to point at, a dismissal that sends nothing).
  ///
  /// - Parameters:
  ///   - sheet: The sheet to check.
  ///   - formFactor: The form factor it is presented in.
  ///   - context: The presentation context.
  ///   - dismiss: The presentation's dismiss action (the seed's `dismiss:`), if any.
  /// - Returns: The violations; empty for a conformant presentation.
  public func violations<Action>(
    in sheet: ActionSheetState<Action>, presentedIn formFactor: FormFactor,
    context: PresentationContext = PresentationContext(), dismiss: Action? = nil
  ) -> [ConformanceViolation] {
    var found = violations(in: sheet)
    if sheet.dismissalAction(presentedWith: dismiss) == nil {
      found.append(
        ConformanceViolation(
          kind: .dismissalSendsNothing, buttonIndices: sheet.indices(of: .cancel),
          message:
            "Closing the sheet sends nothing, so the app's state keeps showing it; present it "
            + "with a dismiss action or give Cancel an action."))
    }
    if sheet.presentation(for: formFactor, context: context).anchor == .unnamedTrigger {
      found.append(
        ConformanceViolation(
          kind: .missingAnchor,
          message:
            "The popover has no trigger to point at; name it with anchoredTo: or the "
            + "presentation context."))
    }
    return found
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

  /// The violations that depend on the buttons' actions: Cancel or the dismiss action sending
  /// the same action as another button.
  ///
  /// - Parameter sheet: The sheet to check.
  /// - Returns: The violations, in the order ``violations(in:)`` reports them.
  public func actionViolations<Action>(in sheet: ActionSheetState<Action>) -> [ConformanceViolation] {
    dismissalViolations(in: sheet)
  }

  /// The violations of ``violations(in:)`` that depend neither on what the labels say nor on
  /// the actions: the number of buttons and of Cancel and destructive ones, destructive hints
  /// and the preferred focus.
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
      let other = sheet.indices(of: .default).filter { sheet.buttons[$0].id == preferred }
      if !other.isEmpty {
        found.append(
          ConformanceViolation(
            kind: .unsafePreferredFocus, buttonIndices: other,
            message:
              "The preferred focus \"\(preferred)\" is not Cancel; Return right after opening "
              + "would run it. Cancel is the safe default."))
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
    let cancel = sheet.cancelIndex
    let sent = [sheet.cancelAction, sheet.dismiss].compactMap { $0 }
    guard !sent.isEmpty else { return [] }
    /// Whether the button at `index` sends `action`.
    func sendsSame(_ index: Int, as action: Action?) -> Bool {
      guard let own = sheet.buttons[index].action, let action else { return false }
      return Self.isSameAction(action, own)
    }
    var found: [ConformanceViolation] = []
    for role in [ButtonStateRole.destructive, .default] {
      let clashing = sheet.indices(of: role).filter { index in sent.contains { sendsSame(index, as: $0) } }
      guard !clashing.isEmpty else { continue }
      let byCancel = clashing.contains { sendsSame($0, as: sheet.cancelAction) }
      let marks = (byCancel ? cancel.map { [$0] } ?? [] : []) + clashing
      let names = clashing.map { "\"\(sheet.buttons[$0].label)\"" }.joined(separator: ", ")
      found.append(
        role == .destructive
          ? ConformanceViolation(
            kind: .cancelSendsDestructiveAction, buttonIndices: marks,
            message:
              "Dismissing sends the same action as the destructive button \(names), so dismissing "
              + "would destroy.")
          : ConformanceViolation(
            kind: .cancelSendsChoiceAction, buttonIndices: marks,
            message:
              "Dismissing sends the same action as \(names), so dismissing would have its side "
              + "effect; send a cancel or dismiss action of its own."))
    }
    return found
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
    let count = sheet.buttons.count
    if count < buttonCount.lowerBound {
      found.append(
        ConformanceViolation(
          kind: .tooFewActions, buttonIndices: Array(sheet.buttons.indices),
          message:
            "The sheet has \(count) buttons, Cancel included; an action sheet offers at least "
            + "\(buttonCount.lowerBound) choices, such as an action and Cancel."))
    } else if count > buttonCount.upperBound {
      found.append(
        ConformanceViolation(
          kind: .tooManyActions, buttonIndices: Array(sheet.buttons.indices),
          message:
            "The sheet has \(count) buttons, Cancel included; more than about "
            + "\(buttonCount.upperBound) makes people scroll."))
    }
    if sheet.indices(of: .destructive).isEmpty {
      found.append(
        ConformanceViolation(
          kind: .preferMenu,
          message: "Nothing in the sheet is destructive; consider a menu instead."))
    }
    return found
  }

  /// Whether two actions are the same: equal when their type is `Equatable` at run time,
  /// else identical bit for bit (the same case and payload, the same object), which never
  /// calls different values the same.
  static func isSameAction<Action>(_ lhs: Action, _ rhs: Action) -> Bool {
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    return withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}
