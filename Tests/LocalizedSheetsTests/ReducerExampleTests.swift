import ActionSheetTesting
import LocalizedSheets
import Testing

/// An app feature in the manner of the Composable Architecture: its state owns an optional
/// `ActionSheetState`, its reducer builds the sheet localized when the user taps “Delete”
/// and clears it when a button's action comes back. The test asserts the whole state after
/// each action, like `TestStore`.
@Suite("Integration: a reducer that owns a localized sheet")
struct ReducerExampleTests {
  enum AppAction: Equatable, Sendable {
    case deleteTapped(count: Int64)
    case confirmDeleteTapped
    case cancelTapped
  }

  struct AppState: Equatable {
    var locale = "de"
    var photos = 3
    var actionSheet: ActionSheetState<AppAction>?
  }

  static let catalog: LocalizedCatalog? = try? LocalizedCatalog(directory: Paths.locales)

  /// The reducer: all sheet state changes happen here, in response to actions.
  static func reduce(_ state: inout AppState, _ action: AppAction) {
    switch action {
    case .deleteTapped(let count):
      guard let catalog, let locale = try? LocaleID(state.locale),
        let template = try? SheetTemplate<AppAction>(
          sheet: "delete-photos", in: catalog.catalog,
          action: { key in
            key == "delete-photos.delete" ? .confirmDeleteTapped : .cancelTapped
          })
      else { return }
      state.actionSheet = try? catalog.sheet(template, locale: locale, arguments: ["count": .integer(count)])
    case .confirmDeleteTapped:
      state.actionSheet = nil
      state.photos = 0
    case .cancelTapped:
      state.actionSheet = nil
    }
  }

  @Test func deleteFlowInGerman() throws {
    var state = AppState()
    Self.reduce(&state, .deleteTapped(count: 3))
    let expected = ActionSheetState<AppAction>(
      title: "Diese 3 Fotos löschen?",
      message: "Diese 3 Fotos werden auf allen deinen Geräten gelöscht.",
      buttons: [
        ButtonState(
          role: .destructive, label: "3 Fotos löschen", id: "delete-photos.delete", action: .confirmDeleteTapped,
          accessibilityHint: "Gelöschte Objekte lassen sich nicht wiederherstellen."),
        ButtonState(
          role: .cancel, label: "Abbrechen", id: "common.cancel", action: .cancelTapped,
          accessibilityHint: "Schließt, ohne Änderungen vorzunehmen."),
      ],
      anchoredTo: "trigger")
    #expect(state == AppState(locale: "de", photos: 3, actionSheet: expected))
    // The ids are the catalog's keys, the same in every locale.
    #expect(state.actionSheet?.buttons.map(\.id) == ["delete-photos.delete", "common.cancel"])
  }

  /// Every way of closing without a choice, on both form factors: the app hears the dismissal
  /// and its state lets the sheet go; only a deliberate tap on the destructive button deletes.
  @Test(
    arguments: [InteractionEvent.tapCancel, .tapScrim, .pressEscape, .systemBack, .tapOutsidePopover],
    [FormFactor.compact, .regular])
  func everyWayOutClearsTheSheet(_ route: InteractionEvent, _ formFactor: FormFactor) throws {
    var store = FeatureTestStore(
      initialState: AppState(), reducer: Self.reduce, sheet: \.actionSheet, formFactor: formFactor,
      context: PresentationContext(trigger: "photos.delete"), dismiss: .cancelTapped)
    store.send(.deleteTapped(count: 3)) {
      var built = AppState()
      Self.reduce(&built, .deleteTapped(count: 3))
      $0.actionSheet = built.actionSheet
    }
    let sheet = try #require(store.state.actionSheet)
    #expect(store.session?.conformance().isEmpty == true)
    // A scrim belongs to the bottom sheet, tapping outside to the popover.
    let applies = try #require(store.session).presentation.dismissalRoutes.contains { $0.event == route }
    if applies {
      store.interact(route, sends: .cancelTapped) { $0.actionSheet = nil }
    } else {
      store.interact(route)
      #expect(store.state.actionSheet == sheet)
      store.interact(.pressEscape, sends: .cancelTapped) { $0.actionSheet = nil }
    }
    #expect(store.state == AppState(locale: "de", photos: 3, actionSheet: nil))

    store.send(.deleteTapped(count: 3)) { $0.actionSheet = sheet }
    store.interact(.tapButton(.id("delete-photos.delete")), sends: .confirmDeleteTapped) {
      $0.actionSheet = nil
      $0.photos = 0
    }
    #expect(store.failures.isEmpty)
  }
}
