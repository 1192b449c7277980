import ActionSheetCore
import Testing

/// Equality covers every field that changes what people see or what a button sends.
@Suite("State values")
struct StateEqualityTests {
  enum ButtonField: CaseIterable, Sendable {
    case id, role, label, action, accessibilityLabel, accessibilityHint

    func change(_ button: inout ButtonState<AppAction>) {
      switch self {
      case .id: button.id = "other"
      case .role: button.role = .default
      case .label: button.label = "Remove"
      case .action: button.action = .shareTapped
      case .accessibilityLabel: button.accessibilityLabel = "Delete Report.pdf"
      case .accessibilityHint: button.accessibilityHint = "Deletes the file"
      }
    }
  }

  enum SheetField: CaseIterable, Sendable {
    case title, message, buttons, dismiss, trigger, layoutDirection, preferredFocus

    func change(_ sheet: inout ActionSheetState<AppAction>) {
      switch self {
      case .title: sheet.title = "Report.pdf"
      case .message: sheet.message = "This cannot be undone."
      case .buttons: sheet.buttons.removeFirst()
      case .dismiss: sheet.dismiss = .cancelTapped
      case .trigger: sheet.trigger = "row.report"
      case .layoutDirection: sheet.layoutDirection = .rightToLeft
      case .preferredFocus: sheet.preferredFocus = "cancel"
      }
    }
  }

  @Test("Every button field takes part in equality", arguments: ButtonField.allCases)
  func buttonFieldMatters(_ field: ButtonField) {
    let original = ButtonState<AppAction>.destructive("Delete", send: .deleteTapped)
    var changed = original
    field.change(&changed)
    #expect(changed != original)
    #expect(Set([original, changed]).count == 2)
  }

  @Test("Every sheet field takes part in equality", arguments: SheetField.allCases)
  func sheetFieldMatters(_ field: SheetField) {
    let original = ActionSheetState<AppAction>.seed
    var changed = original
    field.change(&changed)
    #expect(changed != original)
    #expect(Set([original, changed]).count == 2)
  }

  @Test("Rebuilding the same sheet gives an equal value")
  func rebuiltSheetIsEqual() {
    #expect(ActionSheetState<AppAction>.seed == .seed)
    #expect(Set([ActionSheetState<AppAction>.seed, .seed]).count == 1)
  }

  @Test("Constructors read like the seed and fill in the rest")
  func constructors() {
    let cancel = ButtonState<AppAction>.cancel()
    #expect(cancel == ButtonState(role: .cancel, label: "Cancel", id: "cancel", action: nil))
    #expect(
      ButtonState<AppAction>.cancel("Cancel", send: .cancelTapped).action == .cancelTapped)
    let delete = ButtonState<AppAction>.destructive("Löschen", id: "delete", send: .deleteTapped)
    #expect(delete.id == "delete")
    #expect(delete.role == .destructive)
    #expect(delete.accessibilityHint == nil)
    #expect(ButtonState<AppAction>.default("Favorite", send: .favoriteTapped).id == "favoriteTapped")

    let sheet = ActionSheetState<AppAction>.seed
    #expect(sheet.message == nil)
    #expect(sheet.layoutDirection == .leftToRight)
    #expect(sheet.preferredFocus == nil)
    #expect(sheet.cancelIndex == 2)
    #expect(sheet.cancelAction == nil)
    #expect(ActionSheetState<AppAction>.seedWithCancelAction.cancelAction == .cancelTapped)
  }

  @Test("The app's reducer stays in control, as in the seed's TestStore example")
  func appReducerInControl() {
    var app = AppState()
    appReduce(&app, .infoTapped)
    #expect(app.actionSheet == .seed)

    var session = SheetSession(sheet: .seed, formFactor: .compact)
    session.send(.open)
    if let action = session.send(.tapButton(.id("favoriteTapped"))) {
      appReduce(&app, action)
    }
    #expect(app == AppState(favorites: ["Report.pdf"], actionSheet: nil))
  }

  @Test("Identifiers print as their raw value")
  func identifiers() {
    #expect(TriggerID("toolbar.more").description == "toolbar.more")
    #expect(ButtonID("delete").description == "delete")
    let trigger: TriggerID = "a"
    #expect(trigger.rawValue == "a")
  }
}
