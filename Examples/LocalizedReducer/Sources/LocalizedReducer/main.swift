import Foundation
import LocalizedSheets

// The app's domain: its state owns an optional sheet; every change happens in the reducer.
enum AppAction: Equatable, Sendable {
  case deleteTapped(count: Int64)
  case confirmDeleteTapped
  case cancelTapped
}

struct AppState: Equatable {
  var locale: String
  var photos = 3
  var actionSheet: ActionSheetState<AppAction>?
}

/// The catalog the app ships: the bundled `Locales/` of this repository, loaded once.
let catalogPath = CommandLine.arguments.dropFirst().first ?? "../../Locales"
let catalog: LocalizedCatalog
do {
  catalog = try LocalizedCatalog(directory: catalogPath)
} catch {
  FileHandle.standardError.write(Data("LocalizedReducer: cannot load \(catalogPath): \(error)\n".utf8))
  exit(2)
}

func reduce(_ state: inout AppState, _ action: AppAction) {
  switch action {
  case .deleteTapped(let count):
    guard let locale = try? LocaleID(state.locale),
      let template = try? SheetTemplate<AppAction>(
        sheet: "delete-photos", in: catalog.catalog,
        action: { $0 == "delete-photos.delete" ? .confirmDeleteTapped : .cancelTapped })
    else { return }
    state.actionSheet = try? catalog.sheet(template, locale: locale, arguments: ["count": .integer(count)])
  case .confirmDeleteTapped:
    state.actionSheet = nil
    state.photos = 0
  case .cancelTapped:
    state.actionSheet = nil
  }
}

var failures = 0
@MainActor func expect(_ condition: Bool, _ what: String) {
  if !condition {
    failures += 1
    print("FAILED: \(what)")
  }
}

let preview = TerminalPreview()
for tag in ["de", "ar", "ja"] {
  for route in [InteractionEvent.tapCancel, .tapScrim, .pressEscape, .systemBack] {
    var state = AppState(locale: tag)
    reduce(&state, .deleteTapped(count: 3))
    guard let sheet = state.actionSheet else {
      expect(false, "\(tag): no sheet was built")
      continue
    }
    if route == .tapCancel { print(preview.render(sheet, formFactor: .compact)) }
    var session = SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped)
    session.send(.open)
    if let action = session.send(route) { reduce(&state, action) }
    expect(state.actionSheet == nil, "\(tag) \(route): the app's sheet is cleared")
    expect(state.photos == 3, "\(tag) \(route): closing deletes nothing")
  }
  // Only a deliberate tap on the destructive button deletes.
  var state = AppState(locale: tag)
  reduce(&state, .deleteTapped(count: 3))
  if let sheet = state.actionSheet {
    var session = SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped)
    session.send(.open)
    if let action = session.send(.tapButton(.id("delete-photos.delete"))) { reduce(&state, action) }
  }
  expect(state.actionSheet == nil && state.photos == 0, "\(tag): Delete deletes")
}
print(failures == 0 ? "LocalizedReducer: every way out cleared the sheet; only Delete deleted." : "\(failures) failed")
exit(failures == 0 ? 0 : 1)
