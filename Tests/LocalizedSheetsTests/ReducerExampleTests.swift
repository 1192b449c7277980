import ActionSheetCore
import ICU
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

    // The user taps the scrim: the core turns it into the Cancel action, never the destructive one.
    var session = SheetSession(sheet: try #require(state.actionSheet), formFactor: .compact)
    session.send(.open)
    let scrimAction = session.send(.tapScrim)
    let sent = try #require(scrimAction)
    Self.reduce(&state, sent)
    #expect(state == AppState(locale: "de", photos: 3, actionSheet: nil))

    // Again, and this time the user deliberately taps the destructive button.
    Self.reduce(&state, .deleteTapped(count: 3))
    session = SheetSession(sheet: try #require(state.actionSheet), formFactor: .compact)
    session.send(.open)
    let tapped = session.send(.tapButton(.id("delete-photos.delete")))
    Self.reduce(&state, try #require(tapped))
    #expect(state == AppState(locale: "de", photos: 0, actionSheet: nil))
  }
}
