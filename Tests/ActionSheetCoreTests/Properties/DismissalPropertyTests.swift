import ActionSheetCore
import Testing

/// Property-style tests: every dismissal route × every presentation and policy × generated
/// sheets (conformant or not), from every focus position.
@Suite("Dismissal safety properties")
struct DismissalPropertyTests {
  static let sheets = SheetGenerator.sheets()

  @Test("The generator covers the interesting shapes")
  func generatorCoverage() {
    let sheets = Self.sheets
    #expect(sheets.contains { $0.indices(of: .destructive).isEmpty })
    #expect(sheets.contains { $0.cancelIndex == nil })
    #expect(sheets.contains { $0.cancelAction != nil })
    #expect(sheets.contains { $0.cancelIndex == 0 })
    #expect(sheets.contains { $0.layoutDirection == .rightToLeft })
    #expect(sheets.contains { $0.conformance().contains { $0.kind == .destructivePreferredFocus } })
    #expect(sheets.contains { $0.conformance().contains { $0.severity == .error } == false })
  }

  @Test(
    "No dismissal route ever yields a destructive action",
    arguments: DismissalRoute.allCases, PresentationCase.all)
  func noRouteYieldsDestructive(_ route: DismissalRoute, _ presentationCase: PresentationCase) {
    for sheet in Self.sheets {
      let destructive = SheetGenerator.destructiveActions(of: sheet)
      // Move focus to every position first, including onto the destructive button.
      for tabs in 0...sheet.buttons.count {
        var session = presentationCase.session(sheet)
        session.send(.open)
        for _ in 0..<tabs {
          session.send(.tab)
        }
        let applies = session.presentation.dismissalRoutes.contains(route)
        let action = session.send(route.event)

        #expect(
          !destructive.contains { $0 == action }, "\(route) on \(sheet.title) after \(tabs) tabs")
        if applies {
          #expect(action == sheet.cancelAction)
          #expect(session.phase == .dismissed(.cancelled(route)))
          #expect(session.focus == .trigger(sheet.trigger))
        } else {
          #expect(action == nil)
          #expect(session.isPresented)
        }
      }
    }
  }

  @Test("Every presentation offers a way to cancel", arguments: PresentationCase.all)
  func everyPresentationCancels(_ presentationCase: PresentationCase) {
    for sheet in Self.sheets {
      let routes = presentationCase.presentation(sheet).dismissalRoutes
      #expect(routes.isSuperset(of: [.escape, .systemBack]))
      #expect(routes.contains(.scrimTap) != routes.contains(.outsidePopoverTap))
    }
  }

  @Test(
    "A destructive action runs only from a deliberate activation", arguments: PresentationCase.all)
  func destructiveOnlyFromDeliberateActivation(_ presentationCase: PresentationCase) {
    var random = SplitMix64(state: 0xD15C)
    for sheet in Self.sheets {
      let destructiveIndices = sheet.indices(of: .destructive)
      let destructive = SheetGenerator.destructiveActions(of: sheet)
      let events: [InteractionEvent] =
        [
          .open, .tapCancel, .tapScrim, .pressEscape, .systemBack, .tapOutsidePopover, .tab,
          .shiftTab,
          .activateFocused, .tapButton(.index(sheet.buttons.count)), .tapButton(.id("missing")),
        ]
        + sheet.buttons.indices.map { .tapButton(.index($0)) }
        + sheet.buttons.map { .tapButton(.id($0.id)) }
      for _ in 0..<24 {
        var session = presentationCase.session(sheet)
        for _ in 0..<10 {
          let event = events.randomElement(using: &random) ?? .open
          let before = session
          let action = session.send(event)
          guard destructive.contains(where: { $0 == action }) else { continue }
          // Only a deliberate activation of a shown destructive button may get here.
          let shown = before.presentation.focusOrder
          let deliberate: Bool
          switch event {
          case .tapButton(.index(let index)):
            deliberate = destructiveIndices.contains(index) && shown.contains(index)
          case .tapButton(.id(let id)):
            deliberate = destructiveIndices.contains {
              sheet.buttons[$0].id == id && shown.contains($0)
            }
          case .activateFocused:
            deliberate = destructiveIndices.contains { before.focus == .button($0) }
          default:
            deliberate = false
          }
          #expect(before.isPresented && deliberate, "\(event) sent \(String(describing: action))")
          #expect(destructiveIndices.contains { session.phase == .dismissed(.activated($0)) })
        }
      }
    }
  }

  @Test("Opening never focuses a destructive button", arguments: PresentationCase.all)
  func openNeverFocusesDestructive(_ presentationCase: PresentationCase) {
    for sheet in Self.sheets {
      var session = presentationCase.session(sheet)
      session.send(.open)
      #expect(!sheet.indices(of: .destructive).contains { session.focus == .button($0) })
      // Only Cancel, or the sheet itself, whatever the preferred focus says.
      let cancel = session.presentation.cancelGroup.first.map { FocusTarget.button($0.index) }
      #expect(session.focus == cancel ?? .sheet)
    }
  }

  @Test(
    "Deliberately activating the destructive button does run it", arguments: PresentationCase.all)
  func deliberateActivationRunsDestructive(_ presentationCase: PresentationCase) {
    for sheet in Self.sheets {
      guard let index = sheet.indices(of: .destructive).first else { continue }
      var byTap = presentationCase.session(sheet)
      byTap.send(.open)
      let expected = sheet.buttons[index].action
      #expect(expected != nil)
      #expect(byTap.send(.tapButton(.index(index))) == expected)

      var byKeyboard = presentationCase.session(sheet)
      byKeyboard.send(.open)
      for _ in sheet.buttons where byKeyboard.focus != .button(index) {
        byKeyboard.send(.shiftTab)
      }
      #expect(byKeyboard.send(.activateFocused) == expected)
      #expect(byKeyboard.phase == .dismissed(.activated(index)))
    }
  }
}
