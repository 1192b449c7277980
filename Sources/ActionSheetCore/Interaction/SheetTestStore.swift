/// A test helper that drives a ``SheetSession`` event by event and checks, after each event,
/// the action sent and the whole session against the expected value.
///
/// It needs no test framework: mismatches go to the `report` closure (forward them to your
/// framework's issue recorder) and are also collected in ``failures``. Each step starts from the
/// store's current session, lets you describe the expected changes, and compares whole values,
/// like the Composable Architecture's `TestStore`:
///
/// ```swift
/// var store = SheetTestStore(session: session) { Issue.record(Comment(rawValue: $0.message)) }
/// store.send(.open) {
///   $0.phase = .presented
///   $0.focus = .button(2)
/// }
/// store.send(.tapScrim, sends: .cancelTapped) {
///   $0.phase = .dismissed(.cancelled(.scrimTap))
///   $0.focus = .trigger("toolbar.more")
/// }
/// ```
public struct SheetTestStore<Action: Equatable> {
  /// The session after the last step.
  public private(set) var session: SheetSession<Action>
  /// Every mismatch found so far, in order.
  public private(set) var failures: [SheetTestFailure] = []
  private let report: (SheetTestFailure) -> Void

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - session: The session to start from.
  ///   - report: Called with each mismatch as it is found; does nothing by default.
  public init(
    session: SheetSession<Action>,
    report: @escaping (SheetTestFailure) -> Void = { _ in }
  ) {
    self.session = session
    self.report = report
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
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ update: (inout SheetSession<Action>) -> Void = { _ in }
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

    let failure = SheetTestFailure(
      message: "After \(event): " + mismatches.joined(separator: "; "),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
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
    compare("sheet", \.sheet)
    compare("dismiss", \.dismiss)
    return found
  }
}
