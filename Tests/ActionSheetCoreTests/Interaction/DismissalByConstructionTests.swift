import ActionSheetCore
import Testing

/// No way of closing a sheet sends a destructive action, however Cancel and the dismiss
/// actions are wired: the guarantee is the session's, not only the conformance check's.
@Suite("Dismissal never sends a destructive action, by construction")
struct DismissalByConstructionTests {
  enum AppAction: Equatable { case cancelTapped, deleteTapped }

  /// An action type without `Equatable`: compared bit for bit.
  enum OpaqueAction { case close, delete(Int) }

  static let routes: [InteractionEvent] = [.tapCancel, .tapScrim, .pressEscape, .systemBack, .tapOutsidePopover]

  /// The action each route sends on each form factor, Cancel's button tap and activation too.
  static func closingActions<Action>(_ sheet: ActionSheetState<Action>, dismiss: Action?) -> [Action?] {
    var sent: [Action?] = []
    for formFactor in [FormFactor.compact, .regular] {
      let cancel = sheet.cancelIndex ?? 0
      for event in routes + [.tapButton(.index(cancel)), .activateFocused] {
        var session = SheetSession(sheet: sheet, formFactor: formFactor, context: .init(trigger: "t"), dismiss: dismiss)
        session.send(.open)
        let applies =
          session.presentation.dismissalRoutes.contains { $0.event == event } || event == .activateFocused
          || event == .tapButton(.index(cancel))
        guard applies else { continue }
        sent.append(session.send(event))
        #expect(!session.isPresented, "\(event) on \(formFactor) left the sheet open")
      }
    }
    return sent
  }

  @Test func aCancelWiredToTheDeleteActionSendsTheDismissActionInstead() {
    let sheet = ActionSheetState<AppAction>(
      title: "Delete this photo?",
      buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel("Cancel", send: .deleteTapped)])
    let sent = Self.closingActions(sheet, dismiss: .cancelTapped)
    #expect(!sent.isEmpty)
    #expect(sent.allSatisfy { $0 == .cancelTapped })
    // Still a conformance error, so the mistake is reported where it was made.
    #expect(sheet.conformance().contains { $0.kind == .cancelSendsDestructiveAction })
  }

  @Test func withNoSafeActionLeftClosingSendsNothing() {
    let sheet = ActionSheetState<AppAction>(
      title: "Delete this photo?",
      buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel("Cancel", send: .deleteTapped)],
      dismiss: .deleteTapped)
    let sent = Self.closingActions(sheet, dismiss: .deleteTapped)
    #expect(!sent.isEmpty)
    #expect(sent.allSatisfy { $0 == nil })
    #expect(sheet.dismissalAction(presentedWith: .deleteTapped) == nil)
    #expect(sheet.conformance(for: .compact, dismiss: .deleteTapped).contains { $0.kind == .dismissalSendsNothing })
  }

  @Test func aDismissActionThatIsTheDestructiveOneIsPassedOver() {
    let sheet = ActionSheetState<AppAction>(
      title: "Delete this photo?",
      buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel()], dismiss: .deleteTapped)
    #expect(Self.closingActions(sheet, dismiss: .cancelTapped).allSatisfy { $0 == .cancelTapped })
  }

  @Test func actionsWithoutEquatableAreComparedBitForBit() {
    let sheet = ActionSheetState<OpaqueAction>(
      title: "Delete this photo?",
      buttons: [.destructive("Delete Photo", send: .delete(7)), .cancel("Cancel", send: .delete(7))])
    for action in Self.closingActions(sheet, dismiss: .close) {
      guard case .close = action else {
        Issue.record("closing sent \(String(describing: action))")
        continue
      }
    }
    #expect(sheet.isDestructiveAction(.delete(7)))
    #expect(!sheet.isDestructiveAction(.delete(8)))
  }
}
