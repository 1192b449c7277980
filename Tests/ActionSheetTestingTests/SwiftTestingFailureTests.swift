import ActionSheetTesting
import Testing

/// In Swift Testing, a store created without `report:` fails the running test at the step's
/// line, with a difference of the states rather than the whole of each.
@Suite("Test stores fail a Swift Testing test")
struct SwiftTestingFailureTests {
  @Test func aWrongExpectationIsAnIssueWithTheDifferenceOfTheStates() {
    let line = #line + 3
    withKnownIssue {
      var store = FeatureTestStore(initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .compact, dismiss: .cancelTapped)
      store.send(.infoTapped) { $0.actionSheet = misspelledSheet }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains("state differs (−: expected, +: actual):")
        && text.contains("−     title: \"Delete this picture?\",")
        && text.contains("+     title: \"Delete this photo?\",")
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func theDifferenceShowsOnlyWhatChangedWithItsContext() {
    var store = FeatureTestStore(
      initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .compact,
      dismiss: .cancelTapped, report: { _ in })
    store.send(.infoTapped) { $0.actionSheet = deleteSheet }
    store.interact(.tapButton(.index(0)), sends: .deleteTapped) { $0.actionSheet = nil }
    #expect(store.failures.count == 1)
    #expect(
      store.failures.first?.message == """
        After tapButton(ActionSheetCore.ButtonReference.index(0)): state differs (−: expected, +: actual):
          AppState(
        −   photos: 3,
        +   photos: 2,
            actionSheet: nil
          )
        """)
  }

  @Test func aMatchingStepRecordsNothing() {
    var store = FeatureTestStore(
      initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .regular, dismiss: .cancelTapped)
    store.send(.infoTapped) { $0.actionSheet = deleteSheet }
    store.interact(.tapOutsidePopover, sends: .cancelTapped) { $0.actionSheet = nil }
    #expect(store.failures.isEmpty)
  }

  @Test func theSessionStoreFailsTheTestToo() {
    withKnownIssue {
      var store = SheetTestStore(session: SheetSession(sheet: deleteSheet, formFactor: .compact, dismiss: .cancelTapped))
      store.send(.open) { $0.phase = .presented }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("focus: expected trigger(toolbar.delete), got button(1)")
    }
  }
}
