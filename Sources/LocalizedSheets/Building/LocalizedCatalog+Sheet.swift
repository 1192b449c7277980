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
  /// catalog: a destructive button's from the hint of its concept
  /// (`a11y.destructive-hint.sign-out` for a button whose `verb` is `sign-out`), else from
  /// `a11y.destructive-hint`, and Cancel's from `a11y.cancel-hint`. A missing text falls back
  /// along the locale's parent chain, then to the source. A destructive label that fails the
  /// verb check is handled by `policy`.
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
  @inlinable
  public func sheet<Action>(
    _ template: SheetTemplate<Action>,
    locale: LocaleID,
    arguments: [String: MessageValue] = [:],
    trigger: TriggerID = "trigger",
    policy: DestructiveLabelPolicy = .useSource,
    events: ((SheetBuildEvent) -> Void)? = nil
  ) throws(LocalizedSheetError) -> ActionSheetState<Action> {
    // The locale's texts come from non-generic code; only putting the state together with
    // the template's actions is specialized for `Action` where it is called.
    let texts = try localizedTexts(
      template.signature, locale: locale, arguments: arguments, policy: policy, events: events)
    let planned = texts.content.buttons
    var buttons: [ButtonState<Action>] = []
    buttons.reserveCapacity(planned.count)
    for index in planned.indices {
      let button = planned[index]
      buttons.append(
        ButtonState(
          role: button.role, label: texts.labels[index], id: button.id,
          action: template.buttons[button.templateIndex].action, accessibilityHint: button.hint))
    }
    let state = ActionSheetState(
      title: texts.title, message: texts.message, buttons: buttons, anchoredTo: trigger,
      layoutDirection: texts.content.direction)
    if !texts.passedChecks || !template.actionsConform { try Self.refuseIfNonConformant(state) }
    return state
  }

  /// Runs the core's whole conformance check and throws its errors, if any.
  @usableFromInline
  static func refuseIfNonConformant<Action>(_ state: ActionSheetState<Action>) throws(LocalizedSheetError) {
    let errors = state.conformance(using: SheetPlan.checker).filter { $0.severity == .error }
    if !errors.isEmpty { throw .nonConformant(errors) }
  }

  /// The texts of a sheet in a locale, formatted with `arguments`: what ``sheet(_:locale:arguments:trigger:policy:events:)``
  /// needs besides the template's actions.
  @usableFromInline
  func localizedTexts(
    _ signature: SheetSignature, locale: LocaleID, arguments: [String: MessageValue],
    policy: DestructiveLabelPolicy, events: ((SheetBuildEvent) -> Void)?
  ) throws(LocalizedSheetError) -> SheetTexts {
    let plan = self.plan(signature, locale: locale, policy: policy)
    if let events { plan.events.forEach(events) }
    let content = try plan.content.get()
    let prepared = MessageArguments(arguments, isolatingText: true)
    let title = try content.title.render(prepared)
    let message = try content.message?.render(prepared)
    let planned = content.buttons
    var labels: [String] = []
    labels.reserveCapacity(planned.count)
    for index in planned.indices { labels.append(try planned[index].label.render(prepared)) }
    // The checks that do not depend on the arguments ran once, for the plan (and for the
    // template's actions); what is left are the labels that changed with the arguments.
    var passed = content.passesFixedChecks
    if passed, content.labelsVary || !VaryingLabels.areFinite(arguments) {
      var labelling: [ButtonLabelling] = []
      labelling.reserveCapacity(labels.count)
      for index in planned.indices {
        if let fixed = planned[index].fixedLabelling {
          labelling.append(fixed)
        } else {
          labelling.append(ButtonLabelling(role: planned[index].role, label: labels[index], id: planned[index].id))
        }
      }
      passed = !SheetPlan.checker.labelViolations(in: labelling).contains { $0.severity == .error }
    }
    return SheetTexts(title: title, message: message, labels: labels, content: content, passedChecks: passed)
  }
}

/// A sheet's texts in one locale, formatted: what a build needs besides the template's
/// actions.
@usableFromInline
struct SheetTexts: Sendable {
  @usableFromInline let title: String
  @usableFromInline let message: String?
  /// The labels, in the order of the plan's buttons.
  @usableFromInline let labels: [String]
  /// The plan's buttons (in the order the sheet shows them) and direction.
  @usableFromInline let content: SheetPlan.Content
  /// False when a check found an error (or the plan's did): the whole check must run.
  @usableFromInline let passedChecks: Bool
}
