import ActionSheetCore
import Testing

/// The `ActionSheetState<Action>` seed document's example, compiled against the package as
/// the document writes it. Only the reducer type differs: `Reducer`, `Effect` and `TestStore`
/// below are small stand-ins for the Composable Architecture's, and the document's
/// `switch action` gets the brace and the `return .none` it lacks to be Swift.
enum SeedDocument {
  // MARK: The document's code

  enum AppAction: Equatable {
    case cancelTapped
    case deleteTapped
    case favoriteTapped
    case infoTapped

    // Your other actions
  }

  struct AppState: Equatable {
    var actionSheet: ActionSheetState<AppAction>?

    // Your other state
  }

  static let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, env in
    switch action {
    case .cancelTapped:
      state.actionSheet = nil
      return .none

    case .deleteTapped:
      state.actionSheet = nil
      // Do deletion logic...
      return .none

    case .favoriteTapped:
      state.actionSheet = nil
      // Do favoriting logic
      return .none

    case .infoTapped:
      state.actionSheet = .init(
        title: "What would you like to do?",
        buttons: [
          .default("Favorite", send: .favoriteTapped),
          .destructive("Delete", send: .deleteTapped),
          .cancel(),
        ]
      )
      return .none
    }
  }

  // MARK: Stand-ins for the architecture

  struct AppEnvironment: Sendable {
    static let mock = AppEnvironment()
  }

  enum Effect { case none }

  struct Reducer<State, Action, Environment>: Sendable {
    let run: @Sendable (inout State, Action, Environment) -> Effect
    init(_ run: @escaping @Sendable (inout State, Action, Environment) -> Effect) { self.run = run }
  }

  /// The document's `TestStore`, driving the sheet as its view does:
  /// `.actionSheet(self.store.scope(state: \.actionSheet), dismiss: .cancelTapped)`.
  final class TestStore {
    struct Step {
      fileprivate let run: (inout FeatureTestStore<AppState, AppAction>) -> Void

      /// An app action, as in the document.
      static func send(
        _ action: AppAction, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column, _ update: @escaping (inout AppState) -> Void = { _ in }
      ) -> Step {
        Step { $0.send(action, fileID: fileID, filePath: filePath, line: line, column: column, update) }
      }

      /// Something the user does to the sheet on screen.
      static func user(
        _ event: InteractionEvent, sends action: AppAction? = nil, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ update: @escaping (inout AppState) -> Void = { _ in }
      ) -> Step {
        Step {
          $0.interact(
            event, sends: action, fileID: fileID, filePath: filePath, line: line, column: column, update)
        }
      }
    }

    private(set) var store: FeatureTestStore<AppState, AppAction>

    init(
      initialState: AppState, reducer: Reducer<AppState, AppAction, AppEnvironment>,
      environment: AppEnvironment, formFactor: FormFactor = .compact,
      context: PresentationContext = PresentationContext()
    ) {
      store = FeatureTestStore(
        initialState: initialState, reducer: { _ = reducer.run(&$0, $1, environment) },
        sheet: \.actionSheet, formFactor: formFactor, context: context, dismiss: .cancelTapped,
        report: { failure in
          Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: SourceLocation(
              fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
        })
    }

    func assert(_ steps: Step...) {
      for step in steps { step.run(&store) }
    }
  }
}

@Suite("The seed document's example")
struct SeedDocumentExampleTests {
  typealias AppState = SeedDocument.AppState
  typealias TestStore = SeedDocument.TestStore
  let appReducer = SeedDocument.appReducer

  /// The sheet as the document's reducer builds it.
  static let sheet = ActionSheetState<SeedDocument.AppAction>(
    title: "What would you like to do?",
    buttons: [
      .default("Favorite", send: .favoriteTapped),
      .destructive("Delete", send: .deleteTapped),
      .cancel(),
    ]
  )

  /// Both form factors; the regular popover points at the Info button the view attaches the
  /// sheet to.
  static let presentations: [(FormFactor, PresentationContext)] = [
    (.compact, PresentationContext()), (.regular, PresentationContext(trigger: "info")),
  ]

  @Test("The document's own test runs as written")
  func documentTest() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: .mock
    )

    store.assert(
      .send(.infoTapped) {
        $0.actionSheet = .init(
          title: "What would you like to do?",
          buttons: [
            .default("Favorite", send: .favoriteTapped),
            .destructive("Delete", send: .deleteTapped),
            .cancel(),
          ]
        )
      },
      .send(.favoriteTapped) {
        $0.actionSheet = nil
        // Also verify that favoriting logic executed correctly
      }
    )
    #expect(store.store.failures.isEmpty)
  }

  @Test(
    "Cancel, scrim, Esc and back send the dismiss action and clear the app's sheet",
    arguments: [InteractionEvent.tapCancel, .tapScrim, .pressEscape, .systemBack], [FormFactor.compact, .regular])
  func everyRouteClearsTheSheet(_ route: InteractionEvent, _ formFactor: FormFactor) {
    let context = formFactor == .regular ? PresentationContext(trigger: "info") : PresentationContext()
    let store = TestStore(
      initialState: AppState(), reducer: appReducer, environment: .mock, formFactor: formFactor,
      context: context)
    // A popover has no scrim: tapping outside it is the same way out.
    let way = formFactor == .regular && route == .tapScrim ? InteractionEvent.tapOutsidePopover : route
    store.assert(
      .send(.infoTapped) { $0.actionSheet = Self.sheet },
      .user(way, sends: .cancelTapped) { $0.actionSheet = nil }
    )
    #expect(store.store.state.actionSheet == nil)
    #expect(store.store.session == nil)
    #expect(store.store.failures.isEmpty)
  }

  @Test("Delete sends deleteTapped only on a deliberate tap", arguments: [FormFactor.compact, .regular])
  func deleteOnlyOnDeliberateTap(_ formFactor: FormFactor) {
    let store = TestStore(
      initialState: AppState(), reducer: appReducer, environment: .mock, formFactor: formFactor,
      context: PresentationContext(trigger: "info"))
    store.assert(
      .send(.infoTapped) { $0.actionSheet = Self.sheet },
      // Return right after opening activates Cancel, the safe default.
      .user(.activateFocused, sends: .cancelTapped) { $0.actionSheet = nil },
      .send(.infoTapped) { $0.actionSheet = Self.sheet },
      // Tabbing onto Delete and pressing Esc still only cancels.
      .user(.tab),
      .user(.pressEscape, sends: .cancelTapped) { $0.actionSheet = nil },
      .send(.infoTapped) { $0.actionSheet = Self.sheet },
      .user(.tapButton(.id("deleteTapped")), sends: .deleteTapped) { $0.actionSheet = nil }
    )
    #expect(store.store.failures.isEmpty)
  }

  @Test("The document's sheet conforms as its view presents it, on both form factors")
  func documentSheetConforms() {
    for (formFactor, context) in Self.presentations {
      #expect(Self.sheet.conformance(for: formFactor, context: context, dismiss: .cancelTapped).isEmpty)
    }
    #expect(Self.sheet.conformance().isEmpty)
    // Without the view's dismiss action, closing would leave the app's state showing it.
    #expect(Self.sheet.conformance(for: .compact).map(\.kind) == [.dismissalSendsNothing])
    // A popover needs a trigger to point at; the state does not have to name it.
    #expect(Self.sheet.conformance(for: .regular, dismiss: .cancelTapped).map(\.kind) == [.missingAnchor])
  }

  @Test("A Favorite focus or a Cancel that sends favoriteTapped breaks the spec")
  func unsafeVariantsAreViolations() {
    var focused = Self.sheet
    focused.preferredFocus = focused.buttons[0].id
    #expect(focused.conformance().map(\.kind) == [.unsafePreferredFocus])
    var favoriting = Self.sheet
    favoriting.buttons[2] = .cancel("Cancel", send: .favoriteTapped)
    #expect(favoriting.conformance().map(\.kind) == [.cancelSendsChoiceAction])
    #expect(favoriting.conformance().first?.buttonIndices == [2, 0])
  }
}
