import ActionSheetTesting

/// A small app feature for the tests: a sheet opened by `infoTapped` and cleared by every
/// way out.
enum AppAction: Equatable, Sendable { case cancelTapped, deleteTapped, infoTapped }

struct AppState: Equatable {
  var photos = 3
  var actionSheet: ActionSheetState<AppAction>?
}

let deleteSheet = ActionSheetState<AppAction>(
  title: "Delete this photo?",
  buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel()],
  anchoredTo: "toolbar.delete")

func reduce(_ state: inout AppState, _ action: AppAction) {
  switch action {
  case .infoTapped: state.actionSheet = deleteSheet
  case .cancelTapped: state.actionSheet = nil
  case .deleteTapped:
    state.actionSheet = nil
    state.photos -= 1
  }
}

/// The expected sheet with a title the reducer does not write: a mistake in a test.
var misspelledSheet: ActionSheetState<AppAction> {
  var sheet = deleteSheet
  sheet.title = "Delete this picture?"
  return sheet
}
