/// One showing of an action sheet as a value: the sheet, where it is shown, its phase and focus.
///
/// Keep a session in your domain state while a sheet is up and feed every user interaction
/// through ``reduce(_:_:)``; the returned action goes to your own reducer, which stays in
/// control of what happens next.
public struct SheetSession<Action> {
  /// The sheet being shown.
  public var sheet: ActionSheetState<Action>
  /// The form factor it is shown in.
  public var formFactor: FormFactor
  /// The presentation context (policy, trigger container, arrow edge).
  public var context: PresentationContext
  /// The life-cycle phase.
  public var phase: SheetPhase
  /// Where focus is.
  public var focus: FocusTarget
  /// The action closing without a choice sends when neither the Cancel button nor the sheet
  /// has one: the seed's `.actionSheet(store, dismiss: .cancelTapped)`.
  public var dismiss: Action?

  /// Creates a closed session with focus on the trigger; send ``InteractionEvent/open`` to show it.
  ///
  /// - Parameters:
  ///   - sheet: The sheet to show.
  ///   - formFactor: The form factor to show it in.
  ///   - context: The presentation context; the spec policy by default.
  ///   - dismiss: The action Cancel (without an action of its own), a scrim tap, Esc, the back
  ///     gesture and a tap outside a popover send, so the app can clear its state.
  public init(
    sheet: ActionSheetState<Action>,
    formFactor: FormFactor,
    context: PresentationContext = PresentationContext(),
    dismiss: Action? = nil
  ) {
    self.sheet = sheet
    self.formFactor = formFactor
    self.context = context
    self.phase = .closed
    self.dismiss = dismiss
    self.focus = .trigger(sheet.trigger ?? context.trigger)
  }

  /// The control focus returns to: the sheet's trigger, else the context's.
  public var trigger: TriggerID? { sheet.trigger ?? context.trigger }

  /// The action every way of closing without a choice sends: the Cancel button's own action,
  /// else the sheet's dismiss action, else this session's ``dismiss``.
  public var dismissalAction: Action? { sheet.dismissalAction(presentedWith: dismiss) }

  /// The presentation for the session's form factor and context.
  public var presentation: Presentation<Action> {
    sheet.presentation(for: formFactor, context: context)
  }

  /// Whether the sheet is on screen.
  public var isPresented: Bool { phase == .presented }

  /// Checks the sheet as this session presents it; see
  /// ``ActionSheetState/conformance(for:context:dismiss:using:)``.
  ///
  /// - Parameter checker: The checker to use.
  /// - Returns: Every violation found; empty for a conformant presentation.
  public func conformance(using checker: ConformanceChecker = ConformanceChecker()) -> [ConformanceViolation] {
    sheet.conformance(for: formFactor, context: context, dismiss: dismiss, using: checker)
  }
}

extension SheetSession: Equatable where Action: Equatable {}

extension SheetSession: Hashable where Action: Hashable {}

extension SheetSession: Sendable where Action: Sendable {}
