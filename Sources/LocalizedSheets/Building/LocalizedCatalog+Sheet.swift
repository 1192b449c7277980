import ActionSheetCore
import ICU
import LocaleCatalog
import VerbSpecificity

extension LocalizedCatalog {
  /// Builds the localized action sheet of `template` for `locale`.
  ///
  /// Every text is formatted by ICU (plural and select branches, the locale's digits); text
  /// arguments are wrapped in FSI…PDI so a Latin file name cannot scramble an Arabic label;
  /// the state carries the layout direction of the language its title is shown in; buttons
  /// are in the core's vertical order (destructive first, Cancel last); each button's
  /// accessibility hint comes from the catalog: a destructive button's from the hint of its
  /// concept (`a11y.destructive-hint.sign-out` for a button whose `verb` is `sign-out`), else
  /// from `a11y.destructive-hint`, and Cancel's from `a11y.cancel-hint`. A text missing in the
  /// locale comes from its parent (`de-CH` → `de`).
  ///
  /// `arguments` are named as the catalog names them: `{count}` in an ICU message; in a
  /// String Catalog, a substitution's name (`%#@count@`), a name the entry's comment gives
  /// (`arguments: count`), else the position (`%lld` and `%1$lld` are `arg1`, `%2$@` is
  /// `arg2`). ``argumentNames(of:locale:)`` lists them.
  ///
  /// - Parameters:
  ///   - template: Keys, roles and actions of the sheet.
  ///   - locale: The locale to build for.
  ///   - arguments: A value for every argument the sheet's texts declare, and no other.
  ///   - trigger: The control the sheet is anchored to.
  ///   - mode: ``LocalizationMode/strict`` (the default) throws on every gap;
  ///     ``LocalizationMode/lenient(report:)`` falls back and reports each decision.
  /// - Returns: A spec-conformant sheet.
  /// - Throws: ``LocalizedSheetError``: a missing or unknown argument in either mode
  ///   (``LocalizedSheetError/missingArgument(name:key:expected:)``,
  ///   ``LocalizedSheetError/unknownArgument(name:expected:)``); in strict mode also a locale
  ///   the catalog has no file for, a text only the source has, a destructive label that
  ///   fails the verb check.
  @inlinable
  public func sheet<Action>(
    _ template: SheetTemplate<Action>,
    locale: LocaleID,
    arguments: [String: MessageValue] = [:],
    trigger: TriggerID = "trigger",
    mode: LocalizationMode = .strict
  ) throws(LocalizedSheetError) -> ActionSheetState<Action> {
    try build(
      template, locale: locale, arguments: arguments, trigger: trigger, policy: mode.policy, events: mode.report)
  }

  /// Builds the localized action sheet of `template` for `locale` with a destructive-label
  /// policy; see ``sheet(_:locale:arguments:trigger:mode:)``.
  ///
  /// - Parameters:
  ///   - template: Keys, roles and actions of the sheet.
  ///   - locale: The locale to build for.
  ///   - arguments: A value for every argument the sheet's texts declare.
  ///   - trigger: The control the sheet is anchored to.
  ///   - policy: `.strict` builds as ``LocalizationMode/strict``, `.useSource` as
  ///     ``LocalizationMode/lenient(report:)``.
  ///   - events: Called with every decision of the lenient mode.
  /// - Returns: A spec-conformant sheet.
  /// - Throws: ``LocalizedSheetError``.
  @available(*, deprecated, message: "use sheet(_:locale:arguments:trigger:mode:) with .strict or .lenient(report:)")
  @inlinable
  public func sheet<Action>(
    _ template: SheetTemplate<Action>,
    locale: LocaleID,
    arguments: [String: MessageValue] = [:],
    trigger: TriggerID = "trigger",
    policy: DestructiveLabelPolicy,
    events: ((SheetBuildEvent) -> Void)? = nil
  ) throws(LocalizedSheetError) -> ActionSheetState<Action> {
    let mode: LocalizationMode = policy == .strict ? .strict : .lenient(report: events ?? { _ in })
    return try sheet(template, locale: locale, arguments: arguments, trigger: trigger, mode: mode)
  }

  /// Builds the localized action sheet of `template` for `locale` leniently, reporting each
  /// decision to `events`; see ``sheet(_:locale:arguments:trigger:mode:)``.
  ///
  /// - Parameters:
  ///   - template: Keys, roles and actions of the sheet.
  ///   - locale: The locale to build for.
  ///   - arguments: A value for every argument the sheet's texts declare.
  ///   - trigger: The control the sheet is anchored to.
  ///   - events: Called with every fallback and policy decision.
  /// - Returns: A spec-conformant sheet.
  /// - Throws: ``LocalizedSheetError``.
  @available(*, deprecated, message: "use sheet(_:locale:arguments:trigger:mode:) with .lenient(report:)")
  @inlinable
  public func sheet<Action>(
    _ template: SheetTemplate<Action>,
    locale: LocaleID,
    arguments: [String: MessageValue] = [:],
    trigger: TriggerID = "trigger",
    events: @escaping (SheetBuildEvent) -> Void
  ) throws(LocalizedSheetError) -> ActionSheetState<Action> {
    try sheet(template, locale: locale, arguments: arguments, trigger: trigger, mode: .lenient(report: events))
  }

  /// The arguments `template` takes in `locale`, sorted: those its texts declare in the
  /// source and in the texts the locale shows. A build must give each of them.
  ///
  /// - Parameters:
  ///   - template: The sheet.
  ///   - locale: The locale; the source locale when nil.
  /// - Returns: The names, such as `["count"]`, or `["arg1"]` for a String Catalog's `%lld`.
  /// - Throws: ``LocalizedSheetError`` when the sheet cannot be built in `locale` at all.
  public func argumentNames<Action>(of template: SheetTemplate<Action>, locale: LocaleID? = nil)
    throws(LocalizedSheetError) -> [String]
  {
    try plan(template.signature, locale: locale ?? catalog.sourceLocale, policy: .useSource).content.get().arguments
  }

  /// Builds a sheet with a policy and an optional event callback: what both public forms run.
  @inlinable
  func build<Action>(
    _ template: SheetTemplate<Action>, locale: LocaleID, arguments: [String: MessageValue], trigger: TriggerID,
    policy: DestructiveLabelPolicy, events: ((SheetBuildEvent) -> Void)?
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

  /// The texts of a sheet in a locale, formatted with `arguments`: what ``sheet(_:locale:arguments:trigger:mode:)``
  /// needs besides the template's actions.
  @usableFromInline
  func localizedTexts(
    _ signature: SheetSignature, locale: LocaleID, arguments: [String: MessageValue],
    policy: DestructiveLabelPolicy, events: ((SheetBuildEvent) -> Void)?
  ) throws(LocalizedSheetError) -> SheetTexts {
    let plan = self.plan(signature, locale: locale, policy: policy)
    if let events { plan.events.forEach(events) }
    let content = try plan.content.get()
    try content.checkArguments(arguments)
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
