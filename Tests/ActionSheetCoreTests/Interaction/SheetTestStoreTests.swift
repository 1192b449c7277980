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

/// Each field of the session takes part in the store's comparison: an expectation that
/// differs in any one of them is reported.
@Suite("SheetTestStore compares every field")
struct SheetTestStoreFieldTests {
  enum Field: CaseIterable, Sendable {
    case phase, focus, formFactor, context, sheet, dismiss

    func change(_ session: inout SheetSession<AppAction>) {
      switch self {
      case .phase: session.phase = .closed
      case .focus: session.focus = .sheet
      case .formFactor: session.formFactor = .regular
      case .context: session.context = PresentationContext(policy: .platform)
      case .sheet: session.sheet.title = "Report.pdf"
      case .dismiss: session.dismiss = .shareTapped
      }
    }
  }

  @Test("A wrong expectation in any field is a mismatch", arguments: Field.allCases)
  func fieldMatters(_ field: Field) {
    var store = SheetTestStore(
      session: SheetSession(sheet: ActionSheetState<AppAction>.seed, formFactor: .compact, dismiss: .cancelTapped),
      report: { _ in })
    let matched = store.send(.open) {
      $0.phase = .presented
      $0.focus = .button(2)
      field.change(&$0)
    }
    #expect(!matched)
    #expect(store.failures.count == 1)
    let message = store.failures.first?.message ?? ""
    #expect(message.contains(field == .sheet ? "sheet differs (−: expected, +: actual):" : "\(field): expected"))
  }
}

/// The feature store checks the app's own state, and that closing the sheet reaches the app.
@Suite("FeatureTestStore")
struct FeatureTestStoreTests {
  @Test("A dismissal the app never hears about is reported even when the step expects it")
  func dismissalNeverHeard() {
    // Presented without a dismiss action, the seed's Cancel sends nothing.
    var store = FeatureTestStore(
      initialState: AppState(), reducer: appReduce, sheet: \.actionSheet, formFactor: .compact,
      dismiss: nil, report: { _ in })
    store.send(.infoTapped) { $0.actionSheet = .seed }
    #expect(store.failures.isEmpty)
    // The step agrees that nothing is sent and the state keeps the sheet: still a failure.
    let matched = store.interact(.tapScrim)
    #expect(!matched)
    #expect(
      store.failures.last?.message
        == "After tapScrim: the sheet closed (dismissed(ActionSheetCore.SheetDismissal.cancelled(ActionSheetCore.DismissalRoute.scrimTap))) but the state still holds it: the app was never told"
    )
  }

  @Test("A wrong app state or action is reported; a right one is not")
  func appStateCompared() {
    var reported: [SheetTestFailure] = []
    var store = FeatureTestStore(
      initialState: AppState(), reducer: appReduce, sheet: \.actionSheet, formFactor: .regular,
      context: PresentationContext(trigger: "toolbar.info"), dismiss: .cancelTapped,
      report: { reported.append($0) })
    #expect(store.session == nil)
    let opened = store.send(.infoTapped) { $0.actionSheet = .seed }
    #expect(opened)
    #expect(store.session?.isPresented == true)
    #expect(store.session?.focus == .button(2))
    // Forgetting that the sheet goes away is a mismatch.
    let forgot = store.interact(.pressEscape, sends: .cancelTapped)
    #expect(!forgot)
    #expect(
      store.failures.last?.message.hasPrefix("After pressEscape: state differs (−: expected, +: actual):\n") == true)
    store.send(.infoTapped) { $0.actionSheet = .seed }
    // Expecting the wrong action is a mismatch.
    let wrongAction = store.interact(.tapButton(.id("favoriteTapped")), sends: .deleteTapped) {
      $0.actionSheet = nil
      $0.favorites = ["Report.pdf"]
    }
    #expect(!wrongAction)
    #expect(
      store.failures.last?.message
        == "After tapButton(ActionSheetCore.ButtonReference.id(favoriteTapped)): action: expected deleteTapped, got favoriteTapped"
    )
    // With no sheet on screen, interacting is a mismatch too.
    let nothingShown = store.interact(.tapScrim)
    #expect(!nothingShown)
    #expect(reported == store.failures)
    #expect(reported.count == 3)
  }
}
