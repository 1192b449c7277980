import ActionSheetCore
import ICU
import LocaleCatalog
import VerbSpecificity

extension LocalizedCatalog {
  /// Builds the localized action sheet of `template` for `locale`.
  ///
  /// Every text is formatted by ICU (plural and select branches, the locale's digits); text
  /// arguments are wrapped in FSI…PDI so a Latin file name cannot scramble an Arabic label;
  /// the state carries the locale's layout direction; buttons are in the core's vertical
  /// order (destructive first, Cancel last); each button's accessibility hint comes from the
  /// catalog (`a11y.destructive-hint`, `a11y.cancel-hint`). A missing text falls back along
  /// the locale's parent chain, then to the source. A destructive label that fails the verb
  /// check is handled by `policy`.
  ///
  /// - Parameters:
  ///   - template: Keys, roles and actions of the sheet.
  ///   - locale: The locale to build for.
  ///   - arguments: Values for the messages' arguments (`count`, `account`, …).
  ///   - trigger: The control the sheet is anchored to.
  ///   - policy: What to do with a destructive label that fails the verb check.
  ///   - events: Called with every fallback and policy decision.
  /// - Returns: A spec-conformant sheet.
  /// - Throws: ``LocalizedSheetError``.
  public func sheet<Action>(
    _ template: SheetTemplate<Action>,
    locale: LocaleID,
    arguments: [String: MessageValue] = [:],
    trigger: TriggerID = "trigger",
    policy: DestructiveLabelPolicy = .useSource,
    events: ((SheetBuildEvent) -> Void)? = nil
  ) throws(LocalizedSheetError) -> ActionSheetState<Action> {
    let plan = self.plan(template.signature, locale: locale, policy: policy)
    if let events { plan.events.forEach(events) }
    let content = try plan.content.get()
    var values = arguments
    for (name, value) in arguments {
      if case .string(let text) = value { values[name] = .string(Bidi.isolate(text)) }
    }
    let prepared = MessageArguments(values)
    let title = try content.title.render(prepared)
    let message = try content.message?.render(prepared)
    var labels: [String] = []
    labels.reserveCapacity(content.buttons.count)
    for button in content.buttons { labels.append(try button.label.render(prepared)) }
    var buttons: [ButtonState<Action>] = []
    buttons.reserveCapacity(content.buttons.count)
    for (button, label) in zip(content.buttons, labels) {
      buttons.append(
        ButtonState(
          role: button.role, label: label, id: button.id, action: template.buttons[button.templateIndex].action,
          accessibilityHint: button.hint))
    }
    let state = ActionSheetState(
      title: title, message: message, buttons: buttons, anchoredTo: trigger, layoutDirection: content.direction)
    // The checks that do not depend on the arguments ran once, for the plan and for the
    // template's actions; what is left are the labels that changed with the arguments.
    var conformant = content.passesFixedChecks && template.actionsConform
    if conformant, content.labelsVary {
      let labelling = SheetPlan.labelling(content.buttons, labels: labels)
      conformant = !SheetPlan.checker.labelViolations(in: labelling).contains { $0.severity == .error }
    }
    if !conformant {
      let errors = state.conformance(using: SheetPlan.checker).filter { $0.severity == .error }
      if !errors.isEmpty { throw .nonConformant(errors) }
    }
    return state
  }
}
