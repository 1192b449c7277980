import ActionSheetCore
import Testing

/// The test helper reports mismatches instead of passing silently.
@Suite("SheetTestStore")
struct SheetTestStoreTests {
  @Test("Matching steps report nothing")
  func matchingSteps() {
    var reported: [SheetTestFailure] = []
    var store = SheetTestStore(
      session: SheetSession(sheet: ActionSheetState<AppAction>.seed, formFactor: .compact),
      report: { reported.append($0) })
    #expect(
      store.send(.open) {
        $0.phase = .presented
        $0.focus = .button(2)
      })
    #expect(
      store.send(.tapButton(.index(1)), sends: .deleteTapped) {
        $0.phase = .dismissed(.activated(1))
        $0.focus = .trigger("toolbar.info")
      })
    #expect(reported.isEmpty)
    #expect(store.failures.isEmpty)
  }

  @Test("A wrong state or an unexpected action is reported with its location")
  func mismatches() {
    var reported: [SheetTestFailure] = []
    var store = SheetTestStore(
      session: SheetSession(sheet: ActionSheetState<AppAction>.seed, formFactor: .compact),
      report: { reported.append($0) })
    let line = #line + 1
    let matched = store.send(.open) { $0.phase = .presented }
    #expect(!matched)
    #expect(store.failures.count == 1)
    #expect(store.failures.first?.line == line)
    #expect(store.failures.first?.fileID == #fileID)
    #expect(
      store.failures.first?.message
        == "After open: focus: expected trigger(toolbar.info), got button(2)")

    store.send(.tapButton(.index(0))) {
      $0.phase = .dismissed(.activated(0))
      $0.focus = .trigger("toolbar.info")
    }
    #expect(
      store.failures.last?.message
        == "After tapButton(ActionSheetCore.ButtonReference.index(0)): action: expected no action, got favoriteTapped"
    )
    #expect(reported == store.failures)
    #expect(store.failures.last?.description.hasPrefix("\(#fileID):") == true)
  }
}
