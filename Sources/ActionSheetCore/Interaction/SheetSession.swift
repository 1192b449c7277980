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

  /// Creates a closed session with focus on the trigger; send ``InteractionEvent/open`` to show it.
  ///
  /// - Parameters:
  ///   - sheet: The sheet to show.
  ///   - formFactor: The form factor to show it in.
  ///   - context: The presentation context; the spec policy by default.
  public init(
    sheet: ActionSheetState<Action>,
    formFactor: FormFactor,
    context: PresentationContext = PresentationContext()
  ) {
    self.sheet = sheet
    self.formFactor = formFactor
    self.context = context
    self.phase = .closed
    self.focus = .trigger(sheet.trigger)
  }

  /// The presentation for the session's form factor and context.
  public var presentation: Presentation<Action> {
    sheet.presentation(for: formFactor, context: context)
  }

  /// Whether the sheet is on screen.
  public var isPresented: Bool { phase == .presented }
}

extension SheetSession: Equatable where Action: Equatable {}

extension SheetSession: Hashable where Action: Hashable {}

extension SheetSession: Sendable where Action: Sendable {}
