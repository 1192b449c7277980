/// A test helper for an app feature that owns an action sheet in its state, in the manner of
/// the Composable Architecture's `TestStore`: it sends the app's actions to its reducer,
/// presents the sheet the state holds as the view would (with the seed's `dismiss:`), feeds
/// user interactions through a ``SheetSession``, sends the action each one produces back to
/// the reducer, and compares the whole app state after every step.
///
/// ```swift
/// import ActionSheetCore
///
/// enum AppAction: Equatable { case cancelTapped, deleteTapped, infoTapped }
/// struct AppState: Equatable { var actionSheet: ActionSheetState<AppAction>? }
///
/// let sheet = ActionSheetState<AppAction>(
///   title: "What would you like to do?",
///   buttons: [.destructive("Delete", send: .deleteTapped), .cancel()])
///
/// func appReducer(_ state: inout AppState, _ action: AppAction) {
///   switch action {
///   case .infoTapped: state.actionSheet = sheet
///   case .cancelTapped, .deleteTapped: state.actionSheet = nil
///   }
/// }
///
/// func checkScrimTap(report: @escaping (SheetTestFailure) -> Void) {
///   var store = FeatureTestStore(
///     initialState: AppState(), reducer: appReducer, sheet: \.actionSheet,
///     formFactor: .compact, dismiss: .cancelTapped, report: report)
///   store.send(.infoTapped) { $0.actionSheet = sheet }
///   store.interact(.tapScrim, sends: .cancelTapped) { $0.actionSheet = nil }
/// }
/// ```
///
/// A mismatch fails the running test, as with the Composable Architecture's `TestStore`: with
/// `import ActionSheetTesting`, the store created without `report:` records it with Swift
/// Testing's `Issue.record` or XCTest's `XCTFail` at the step's line, and a state that differs
/// is shown as a difference of the expected and actual states, field by field.
///
/// Besides the expectations written in each step, it checks one rule of its own: when the
/// sheet closes, the state must stop holding it, or the app was never told.
public struct FeatureTestStore<State: Equatable, Action: Equatable> {
  /// The app state after the last step.
  public private(set) var state: State
  /// The session of the sheet on screen, or `nil` when the state holds none.
  public private(set) var session: SheetSession<Action>?
  /// Every mismatch found so far, in order.
  public private(set) var failures: [SheetTestFailure] = []
  private let reducer: (inout State, Action) -> Void
  private let sheet: KeyPath<State, ActionSheetState<Action>?>
  private let formFactor: FormFactor
  private let context: PresentationContext
  private let dismiss: Action?
  private let report: (SheetTestFailure) -> Void

  /// Creates a store that only collects mismatches in ``failures``.
  ///
  /// - Parameters:
  ///   - initialState: The app state to start from.
  ///   - reducer: The app's reducer.
  ///   - sheet: Where the state holds its optional sheet.
  ///   - formFactor: The form factor the sheet is presented in.
  ///   - context: The presentation context.
  ///   - dismiss: The action the view presents the sheet with (the seed's `dismiss:`).
  @available(
    *, deprecated,
    message:
      "a mismatch no test sees passes silently: import ActionSheetTesting, whose store fails the running test, or pass report:"
  )
  @_disfavoredOverload
  public init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Void,
    sheet: KeyPath<State, ActionSheetState<Action>?>,
    formFactor: FormFactor,
    context: PresentationContext = PresentationContext(),
    dismiss: Action?
  ) {
    self.init(
      initialState: initialState, reducer: reducer, sheet: sheet, formFactor: formFactor, context: context,
      dismiss: dismiss, report: { _ in })
  }

  /// Creates a store that sends each mismatch to `report`.
  ///
  /// - Parameters:
  ///   - initialState: The app state to start from.
  ///   - reducer: The app's reducer.
  ///   - sheet: Where the state holds its optional sheet.
  ///   - formFactor: The form factor the sheet is presented in.
  ///   - context: The presentation context.
  ///   - dismiss: The action the view presents the sheet with (the seed's `dismiss:`).
  ///   - report: Called with each mismatch as it is found; `TestFailureReporter.record` of
  ///     `ActionSheetTesting` fails the running test.
  public init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Void,
    sheet: KeyPath<State, ActionSheetState<Action>?>,
    formFactor: FormFactor,
    context: PresentationContext = PresentationContext(),
    dismiss: Action?,
    report: @escaping (SheetTestFailure) -> Void
  ) {
    self.state = initialState
    self.reducer = reducer
    self.sheet = sheet
    self.formFactor = formFactor
    self.context = context
    self.dismiss = dismiss
    self.report = report
    syncSession()
  }

  /// Sends an app action to the reducer and checks the resulting state.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - fileID: The step's `#fileID`; leave the default.
  ///   - filePath: The step's `#filePath`; leave the default.
  ///   - line: The step's line; leave the default.
  ///   - column: The step's column; leave the default.
  ///   - update: Mutates a copy of the previous state into the expected one.
  /// - Returns: Whether the step matched.
  @discardableResult
  public mutating func send(
    _ action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ update: (inout State) -> Void = { _ in }
  ) -> Bool {
    send(action, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column), update)
  }

  /// Sends an app action to the reducer and checks the resulting state, for a helper that
  /// forwards its caller's location as strings (XCTest then reports it without a file).
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - fileID: The step's `#fileID`.
  ///   - filePath: The step's `#filePath`.
  ///   - line: The step's line.
  ///   - column: The step's column.
  ///   - update: Mutates a copy of the previous state into the expected one.
  /// - Returns: Whether the step matched.
  @_disfavoredOverload
  @discardableResult
  public mutating func send(
    _ action: Action,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ update: (inout State) -> Void = { _ in }
  ) -> Bool {
    send(action, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column), update)
  }

  private mutating func send(_ action: Action, at location: StepLocation, _ update: (inout State) -> Void) -> Bool {
    var expected = state
    update(&expected)
    reducer(&state, action)
    syncSession()
    var mismatches: [String] = []
    if state != expected { mismatches.append(Self.stateDifference(expected: expected, actual: state)) }
    return record(mismatches, after: "\(action)", at: location)
  }

  /// Lets the user interact with the sheet on screen, sends the action the interaction
  /// produces to the reducer, and checks both.
  ///
  /// - Parameters:
  ///   - event: The interaction.
  ///   - expectedAction: The action the sheet must send; `nil` when it must send none.
  ///   - fileID: The step's `#fileID`; leave the default.
  ///   - filePath: The step's `#filePath`; leave the default.
  ///   - line: The step's line; leave the default.
  ///   - column: The step's column; leave the default.
  ///   - update: Mutates a copy of the previous state into the expected one.
  /// - Returns: Whether the step matched.
  @discardableResult
  public mutating func interact(
    _ event: InteractionEvent, sends expectedAction: Action? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ update: (inout State) -> Void = { _ in }
  ) -> Bool {
    interact(
      event, sends: expectedAction, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      update)
  }

  /// Lets the user interact with the sheet on screen and checks the step, for a helper that
  /// forwards its caller's location as strings (XCTest then reports it without a file).
  ///
  /// - Parameters:
  ///   - event: The interaction.
  ///   - expectedAction: The action the sheet must send; `nil` when it must send none.
  ///   - fileID: The step's `#fileID`.
  ///   - filePath: The step's `#filePath`.
  ///   - line: The step's line.
  ///   - column: The step's column.
  ///   - update: Mutates a copy of the previous state into the expected one.
  /// - Returns: Whether the step matched.
  @_disfavoredOverload
  @discardableResult
  public mutating func interact(
    _ event: InteractionEvent, sends expectedAction: Action? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ update: (inout State) -> Void = { _ in }
  ) -> Bool {
    interact(
      event, sends: expectedAction, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      update)
  }

  private mutating func interact(
    _ event: InteractionEvent, sends expectedAction: Action?, at location: StepLocation,
    _ update: (inout State) -> Void
  ) -> Bool {
    guard var current = session else {
      return record(["no sheet is on screen"], after: "\(event)", at: location)
    }
    var expected = state
    update(&expected)
    let action = current.send(event)
    session = current
    if let action { reducer(&state, action) }
    var mismatches: [String] = []
    if action != expectedAction {
      mismatches.append("action: expected \(Self.describe(expectedAction)), got \(Self.describe(action))")
    }
    if state != expected { mismatches.append(Self.stateDifference(expected: expected, actual: state)) }
    if !current.isPresented, state[keyPath: sheet] == current.sheet {
      mismatches.append("the sheet closed (\(current.phase)) but the state still holds it: the app was never told")
    }
    syncSession()
    return record(mismatches, after: "\(event)", at: location)
  }

  /// Opens a session when the state starts holding a sheet (or another one), and ends it
  /// when the state lets it go.
  private mutating func syncSession() {
    guard let shown = state[keyPath: sheet] else {
      session = nil
      return
    }
    if let session, session.sheet == shown, session.isPresented { return }
    var opened = SheetSession(sheet: shown, formFactor: formFactor, context: context, dismiss: dismiss)
    opened.send(.open)
    session = opened
  }

  private mutating func record(_ mismatches: [String], after step: String, at location: StepLocation) -> Bool {
    guard !mismatches.isEmpty else { return true }
    let failure = location.failure("After \(step): " + mismatches.joined(separator: "; "))
    failures.append(failure)
    report(failure)
    return false
  }

  /// The expected and actual states as a difference, field by field.
  private static func stateDifference(expected: State, actual: State) -> String {
    let difference =
      ValueDifference.describe(expected: expected, actual: actual)
      ?? "− \(expected)\n+ \(actual)"
    return "state differs (−: expected, +: actual):\n" + difference
  }

  private static func describe(_ action: Action?) -> String {
    action.map { "\($0)" } ?? "no action"
  }
}
