import ActionSheetCore

/// The seed's app domain: actions sent by the sheet's buttons.
enum AppAction: Hashable, Sendable {
  case cancelTapped
  case deleteTapped
  case favoriteTapped
  case infoTapped
  case shareTapped
}

/// The seed's app state: the sheet lives in the domain state as a value.
struct AppState: Equatable, Sendable {
  var items: [String] = ["Report.pdf"]
  var favorites: [String] = []
  var actionSheet: ActionSheetState<AppAction>?
}

/// The seed's reducer, so tests can show that the app stays in control.
func appReduce(_ state: inout AppState, _ action: AppAction) {
  switch action {
  case .cancelTapped:
    state.actionSheet = nil
  case .deleteTapped:
    state.actionSheet = nil
    state.items.removeAll()
  case .favoriteTapped:
    state.actionSheet = nil
    state.favorites += state.items
  case .shareTapped:
    state.actionSheet = nil
  case .infoTapped:
    state.actionSheet = .seed
  }
}

extension ActionSheetState where Action == AppAction {
  /// The seed's sheet: Favorite, Delete, Cancel, opened from the toolbar's info button.
  static var seed: Self {
    ActionSheetState(
      title: "What would you like to do?",
      buttons: [
        .default("Favorite", send: .favoriteTapped),
        .destructive("Delete", send: .deleteTapped),
        .cancel(),
      ],
      anchoredTo: "toolbar.info"
    )
  }

  /// The seed's sheet with a Cancel that sends `.cancelTapped`.
  static var seedWithCancelAction: Self {
    var sheet = seed
    sheet.buttons[2] = .cancel("Cancel", send: .cancelTapped)
    return sheet
  }
}

/// Every form factor × policy × trigger container, for parameterized tests.
struct PresentationCase: Hashable, Sendable, CustomStringConvertible {
  var formFactor: FormFactor
  var context: PresentationContext

  static let all: [PresentationCase] = FormFactor.allCases.flatMap { formFactor in
    PresentationPolicy.allCases.flatMap { policy in
      TriggerContainer.allCases.map { container in
        PresentationCase(
          formFactor: formFactor,
          context: PresentationContext(policy: policy, triggerContainer: container))
      }
    }
  }

  /// The cases that follow the spec (the default policy).
  static let spec = all.filter { $0.context.policy == .spec }

  var description: String {
    "\(formFactor)/\(context.policy)/\(context.triggerContainer)"
  }

  func session<Action>(_ sheet: ActionSheetState<Action>) -> SheetSession<Action> {
    SheetSession(sheet: sheet, formFactor: formFactor, context: context)
  }

  func presentation<Action>(_ sheet: ActionSheetState<Action>) -> Presentation<Action> {
    sheet.presentation(for: formFactor, context: context)
  }
}
