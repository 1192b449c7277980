/// A test helper that drives a ``SheetSession`` event by event and checks, after each event,
/// the action sent and the whole session against the expected value.
///
/// Like the Composable Architecture's `TestStore`, a mismatch fails the running test: with
/// `import ActionSheetTesting`, the store created without `report:` records each one with
/// Swift Testing's `Issue.record` or XCTest's `XCTFail`, at the step's line. Mismatches are also
/// collected in ``failures``, and a `report:` closure can send them elsewhere. Each step starts
/// from the store's current session, lets you describe the expected changes, and compares whole
/// values; a session that differs is shown as a difference of the two:
///
/// ```swift
/// import ActionSheetCore
///
/// enum AppAction: Equatable { case cancelTapped, deleteTapped }
///
/// func checkScrimTap(report: @escaping (SheetTestFailure) -> Void) {
///   let sheet = ActionSheetState<AppAction>(
///     title: "Delete this photo?",
///     buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel()],
///     anchoredTo: "toolbar.more")
///   var store = SheetTestStore(
///     session: SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped), report: report)
///   store.send(.open) {
///     $0.phase = .presented
///     $0.focus = .button(1)
///   }
///   store.send(.tapScrim, sends: .cancelTapped) {
///     $0.phase = .dismissed(.cancelled(.scrimTap))
///     $0.focus = .trigger("toolbar.more")
///   }
/// }
/// ```
public struct SheetTestStore<Action: Equatable> {
  /// The session after the last step.
  public private(set) var session: SheetSession<Action>
  /// Every mismatch found so far, in order.
  public private(set) var failures: [SheetTestFailure] = []
  private let report: (SheetTestFailure) -> Void

  /// Creates a store that sends each mismatch to `report`.
  ///
  /// - Parameters:
  ///   - session: The session to start from.
  ///   - report: Called with each mismatch as it is found; `TestFailureReporter.record` of
  ///     `ActionSheetTesting` fails the running test.
  public init(
    session: SheetSession<Action>,
    report: @escaping (SheetTestFailure) -> Void
  ) {
    self.session = session
    self.report = report
  }

  /// Creates a store that only collects mismatches in ``failures``.
  ///
  /// - Parameter session: The session to start from.
  @available(
    *, deprecated,
    message:
      "a mismatch no test sees passes silently: import ActionSheetTesting, whose store fails the running test, or pass report:"
  )
  @_disfavoredOverload
  public init(session: SheetSession<Action>) {
    self.init(session: session, report: { _ in })
  }

  /// Sends an event and checks the action sent and the resulting session.
  ///
  /// The check is exhaustive: an action the step does not expect is a mismatch, and so is any
  /// session field that differs from the expectation.
  ///
  /// - Parameters:
  ///   - event: The interaction to send.
  ///   - expectedAction: The action the step must send; `nil` when it must send none.
  ///   - fileID: The step's `#fileID`; leave the default.
  ///   - filePath: The step's `#filePath`; leave the default.
  ///   - line: The step's line; leave the default.
  ///   - column: The step's column; leave the default.
  ///   - update: Mutates a copy of the previous session into the expected one.
  /// - Returns: Whether the step matched.
  @discardableResult
  public mutating func send(
    _ event: InteractionEvent,
    sends expectedAction: Action? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ update: (inout SheetSession<Action>) -> Void = { _ in }
  ) -> Bool {
    send(
      event, sends: expectedAction, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      update)
  }

  /// Sends an event and checks the step, for a helper that forwards its caller's location as
  /// strings (XCTest then reports it without a file).
  ///
  /// - Parameters:
  ///   - event: The interaction to send.
  ///   - expectedAction: The action the step must send; `nil` when it must send none.
  ///   - fileID: The step's `#fileID`.
  ///   - filePath: The step's `#filePath`.
  ///   - line: The step's line.
  ///   - column: The step's column.
  ///   - update: Mutates a copy of the previous session into the expected one.
  /// - Returns: Whether the step matched.
  @_disfavoredOverload
  @discardableResult
  public mutating func send(
    _ event: InteractionEvent,
    sends expectedAction: Action? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ update: (inout SheetSession<Action>) -> Void = { _ in }
  ) -> Bool {
    send(
      event, sends: expectedAction, at: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      update)
  }

  private mutating func send(
    _ event: InteractionEvent, sends expectedAction: Action?, at location: StepLocation,
    _ update: (inout SheetSession<Action>) -> Void
  ) -> Bool {
    var expected = session
    update(&expected)
    let action = SheetSession.reduce(&session, event)

    var mismatches: [String] = []
    if action != expectedAction {
      mismatches.append(
        "action: expected \(Self.describe(expectedAction)), got \(Self.describe(action))")
    }
    mismatches += Self.differences(expected: expected, actual: session)
    guard !mismatches.isEmpty else { return true }

    let failure = location.failure("After \(event): " + mismatches.joined(separator: "; "))
    failures.append(failure)
    report(failure)
    return false
  }

  private static func describe(_ action: Action?) -> String {
    action.map { "\($0)" } ?? "no action"
  }

  private static func differences(
    expected: SheetSession<Action>,
    actual: SheetSession<Action>
  ) -> [String] {
    var found: [String] = []
    func compare<Value: Equatable>(_ name: String, _ path: KeyPath<SheetSession<Action>, Value>) {
      if expected[keyPath: path] != actual[keyPath: path] {
        found.append("\(name): expected \(expected[keyPath: path]), got \(actual[keyPath: path])")
      }
    }
    compare("phase", \.phase)
    compare("focus", \.focus)
    compare("formFactor", \.formFactor)
    compare("context", \.context)
    if let difference = ValueDifference.describe(expected: expected.sheet, actual: actual.sheet) {
      found.append("sheet differs (−: expected, +: actual):\n" + difference)
    }
    compare("dismiss", \.dismiss)
    return found
  }
}
