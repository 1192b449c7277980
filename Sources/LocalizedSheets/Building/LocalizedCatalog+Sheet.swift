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
    var isolated = arguments
    for (name, value) in arguments {
      if case .string(let text) = value { isolated[name] = .string(Bidi.isolate(text)) }
    }
    let title = try text(template.titleKey, locale: locale, arguments: isolated, events: events).text
    let message = try template.messageKey.map { (key) throws(LocalizedSheetError) -> String in
      try text(key, locale: locale, arguments: isolated, events: events).text
    }
    let destructiveHint = try? text("a11y.destructive-hint", locale: locale, arguments: [:], events: nil).text
    let cancelHint = try? text("a11y.cancel-hint", locale: locale, arguments: [:], events: nil).text
    var buttons: [ButtonState<Action>] = []
    for button in template.buttons {
      var label = try text(button.key, locale: locale, arguments: isolated, events: events)
      if button.role == .destructive, let verdict = failingVerdict(for: button.key, in: label.locale) {
        label = try sourceLabel(button.key, locale: locale, verdict: verdict, policy: policy, arguments: isolated)
        events?(.usedSourceLabel(key: button.key, locale: locale.tag, verdict: verdict.name))
      }
      let hint: String?
      switch button.role {
      case .destructive: hint = destructiveHint
      case .cancel: hint = cancelHint
      case .default: hint = nil
      }
      buttons.append(
        ButtonState(
          role: button.role, label: label.text, id: ButtonID(button.key), action: button.action,
          accessibilityLabel: nil, accessibilityHint: hint))
    }
    var state = ActionSheetState(
      title: title, message: message, buttons: buttons, anchoredTo: trigger,
      layoutDirection: isRightToLeft(locale) ? .rightToLeft : .leftToRight)
    state.buttons = state.verticalOrder.map { state.buttons[$0] }
    // Every destructive label was verb-checked at load (and handled by `policy` above), so
    // the structural checks are what is left to do here.
    let errors = state.conformance(using: ConformanceChecker(judge: CheckedAtLoad())).filter { $0.severity == .error }
    if !errors.isEmpty { throw .nonConformant(errors) }
    return state
  }

  /// The source label of a destructive key, when the source label itself passes.
  private func sourceLabel(
    _ key: String, locale: LocaleID, verdict: Verdict, policy: DestructiveLabelPolicy,
    arguments: [String: MessageValue]
  ) throws(LocalizedSheetError) -> (text: String, locale: LocaleID) {
    let source = catalog.sourceLocale
    guard policy == .useSource, failingVerdict(for: key, in: source) == nil, let entry = catalog.source?[key] else {
      throw .unspecificDestructiveLabel(key: key, locale: locale.tag, verdict: verdict)
    }
    return (try format(entry, key: key, locale: source, arguments: arguments), source)
  }
}

/// A judge for sheets whose destructive labels the catalog already verb-checked at load.
private struct CheckedAtLoad: LabelSpecificityJudging {
  func isGenericConfirmation(_ label: String) -> Bool { false }
}
