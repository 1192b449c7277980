@_exported import ActionSheetCore

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Records a test store's mismatch in the test that is running: a Swift Testing test records
/// it with `Issue.record`, an XCTest test with `XCTFail`, each at the line of the step that
/// failed, so the test fails as it would with the Composable Architecture's `TestStore`.
public enum TestFailureReporter {
  /// Records `failure` in the running test.
  ///
  /// In a Swift Testing test (`Test.current` is set) the failure is an issue at the step's
  /// source location; otherwise it goes to XCTest's `XCTFail` at the step's file and line.
  /// Where neither framework can be imported it is written to standard error.
  ///
  /// - Parameter failure: The mismatch.
  public static func record(_ failure: SheetTestFailure) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
        return
      }
    #endif
    #if canImport(XCTest)
      if let file = failure.staticFilePath {
        XCTFail(failure.message, file: file, line: UInt(max(failure.line, 0)))
      } else {
        XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
      }
    #else
      print("\(failure.description)")
    #endif
  }
}

extension FeatureTestStore {
  /// Creates a store whose every mismatch fails the running test (Swift Testing or XCTest),
  /// with the difference of the expected and actual states.
  ///
  /// - Parameters:
  ///   - initialState: The app state to start from.
  ///   - reducer: The app's reducer.
  ///   - sheet: Where the state holds its optional sheet.
  ///   - formFactor: The form factor the sheet is presented in.
  ///   - context: The presentation context.
  ///   - dismiss: The action the view presents the sheet with (the seed's `dismiss:`).
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
      dismiss: dismiss, report: TestFailureReporter.record)
  }
}

extension SheetTestStore {
  /// Creates a store whose every mismatch fails the running test (Swift Testing or XCTest).
  ///
  /// - Parameter session: The session to start from.
  public init(session: SheetSession<Action>) {
    self.init(session: session, report: TestFailureReporter.record)
  }
}
