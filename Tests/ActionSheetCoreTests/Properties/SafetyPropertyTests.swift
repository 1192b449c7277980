import ActionSheetCore
import Testing

/// The safe default and "dismissing has no side effect" as invariants over random sheets and
/// random event sequences, checked by button identity with an action type that is not
/// `Equatable`: each action names the button (or the dismissal) it belongs to.
@Suite("Safety invariants")
struct SafetyPropertyTests {
  /// An action that is not `Equatable`; `origin` says which button or dismissal sent it.
  struct Tagged: Sendable {
    var origin: String
  }

  /// Random sheets of 1–6 buttons, with and without Cancel, a Cancel with or without an action
  /// of its own, a dismiss action on the sheet or not, and any preferred focus.
  static func sheets(count: Int = 64, seed: UInt64 = 0x5AFE) -> [ActionSheetState<Tagged>] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { number in
      let actions = Int.random(in: 1...5, using: &random)
      let destructive = Int.random(in: -1..<actions, using: &random)
      var buttons: [ButtonState<Tagged>] = (0..<actions).map { index in
        let id = ButtonID("b\(index)")
        return index == destructive
          ? .destructive("Delete \(index)", id: id, send: Tagged(origin: id.rawValue))
          : .default("Action \(index)", id: id, send: Tagged(origin: id.rawValue))
      }
      if Int.random(in: 0..<8, using: &random) > 0 {
        let own = Bool.random(using: &random) ? Tagged(origin: "cancel") : nil
        buttons.insert(.cancel("Cancel", send: own), at: Int.random(in: 0...buttons.count, using: &random))
      }
      let dismiss = Bool.random(using: &random) ? Tagged(origin: "sheet.dismiss") : nil
      return ActionSheetState(
        title: "Sheet \(number)", buttons: buttons, dismiss: dismiss,
        anchoredTo: Bool.random(using: &random) ? TriggerID("t\(number)") : nil,
        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
        preferredFocus: buttons.randomElement(using: &random)?.id)
    }
  }

  /// Where a sent action came from.
  static func origin(_ action: Tagged?) -> String? { action?.origin }

  @Test("Opening focuses only Cancel or the sheet, and Return then runs no choice", arguments: PresentationCase.all)
  func safeDefault(_ presentationCase: PresentationCase) {
    for sheet in Self.sheets() {
      var session = SheetSession(
        sheet: sheet, formFactor: presentationCase.formFactor, context: presentationCase.context,
        dismiss: Tagged(origin: "view.dismiss"))
      session.send(.open)
      switch session.focus {
      case .button(let index): #expect(sheet.buttons[index].role == .cancel, "\(sheet.title)")
      case .sheet: #expect(session.presentation.cancelGroup.isEmpty, "\(sheet.title)")
      case .trigger: Issue.record("focus did not enter \(sheet.title)")
      }
      let sent = Self.origin(session.send(.activateFocused))
      #expect(sent == nil || ["cancel", "sheet.dismiss", "view.dismiss"].contains(sent), "\(sheet.title)")
      if sent == nil { #expect(session.isPresented) }
    }
  }

  @Test("Every dismissal route sends only the cancel or dismiss action", arguments: PresentationCase.all)
  func dismissalSendsOnlyDismissal(_ presentationCase: PresentationCase) {
    var random = SplitMix64(state: 0xD15)
    for sheet in Self.sheets() {
      let viewDismiss: Tagged? = Bool.random(using: &random) ? Tagged(origin: "view.dismiss") : nil
      // What the routes must send, by precedence: Cancel's own, the sheet's, the view's.
      let expected = Self.origin(sheet.cancelAction) ?? Self.origin(sheet.dismiss) ?? viewDismiss?.origin
      let events: [InteractionEvent] =
        [.tab, .shiftTab, .tapScrim, .tapOutsidePopover, .pressEscape, .systemBack, .tapCancel, .activateFocused]
        + sheet.buttons.indices.map { .tapButton(.index($0)) }
      for _ in 0..<12 {
        var session = SheetSession(
          sheet: sheet, formFactor: presentationCase.formFactor, context: presentationCase.context,
          dismiss: viewDismiss)
        session.send(.open)
        for _ in 0..<8 where session.isPresented {
          let event = events.randomElement(using: &random) ?? .tab
          let before = session
          let sent = Self.origin(session.send(event))
          switch session.phase {
          case .dismissed(.cancelled(let route)):
            // Closed without a choice: only the dismissal went out, whatever was focused.
            #expect(sent == expected, "\(event) on \(sheet.title)")
            #expect(before.presentation.dismissalRoutes.contains(route))
            #expect(session.focus == .trigger(session.trigger))
          case .dismissed(.activated(let index)):
            #expect(sheet.buttons[index].role != .cancel)
            #expect(sent == sheet.buttons[index].id.rawValue, "\(event) on \(sheet.title)")
          case .presented:
            #expect(sent == nil, "\(event) on \(sheet.title)")
          case .closed:
            Issue.record("session closed again")
          }
        }
      }
    }
  }

  @Test("No presentation leaves a single button of a sheet that has two or more", arguments: PresentationCase.all)
  func neverOneButtonLeft(_ presentationCase: PresentationCase) {
    for sheet in Self.sheets() + SheetGenerator.sheets().map({ $0.map { Tagged(origin: "\($0)") } }) {
      let shown = presentationCase.presentation(sheet).buttons.count
      #expect(shown >= min(2, sheet.buttons.count), "\(sheet.buttons.map(\.label))")
      #expect(shown <= sheet.buttons.count)
    }
  }

  @Test("The checker flags every unsafe default and every dismissal that sends a choice")
  func checkerAgreesWithIdentity() {
    let checker = ConformanceChecker()
    var flagged = (focus: 0, clash: 0)
    for var sheet in Self.sheets(count: 160) {
      // Make some dismissals send a button's action, on purpose.
      if let cancel = sheet.cancelIndex, sheet.buttons.count > 1, sheet.title.hasSuffix("3") {
        let other = sheet.buttons.indices.first { $0 != cancel } ?? cancel
        sheet.buttons[cancel].action = sheet.buttons[other].action
      }
      let kinds = Set(checker.violations(in: sheet).map(\.kind))
      let focused = sheet.buttons.first { $0.id == sheet.preferredFocus }
      let unsafeFocus = focused.map { $0.role != .cancel } ?? false
      #expect(
        unsafeFocus == (kinds.contains(.unsafePreferredFocus) || kinds.contains(.destructivePreferredFocus)),
        "\(sheet.title)")
      let dismissal = [sheet.cancelAction, sheet.dismiss].compactMap { $0?.origin }
      let clashes = sheet.buttons.contains { $0.role != .cancel && dismissal.contains($0.action?.origin ?? "") }
      #expect(
        clashes == (kinds.contains(.cancelSendsChoiceAction) || kinds.contains(.cancelSendsDestructiveAction)),
        "\(sheet.title)")
      if unsafeFocus { flagged.focus += 1 }
      if clashes { flagged.clash += 1 }
    }
    // Both kinds of unsafe sheet were generated.
    #expect(flagged.focus > 20)
    #expect(flagged.clash > 3)
  }
}
