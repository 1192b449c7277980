import ActionSheetCore
import Testing

/// Focus on open, focus trapping and focus return.
@Suite("Focus")
struct FocusTests {
  static let sheet = ActionSheetState<AppAction>(
    title: "Report.pdf",
    buttons: [
      .default("Share", send: .shareTapped),
      .destructive("Delete", send: .deleteTapped),
      .default("Favorite", send: .favoriteTapped),
      .cancel(),
    ],
    anchoredTo: "row.report")

  @Test("Focus starts on the trigger and moves to Cancel on open", arguments: PresentationCase.spec)
  func openFocusesCancel(_ presentationCase: PresentationCase) {
    var store = SheetTestStore(
      session: presentationCase.session(Self.sheet),
      report: { Issue.record(Comment(rawValue: $0.description)) })
    #expect(store.session.focus == .trigger("row.report"))
    store.send(.open) {
      $0.phase = .presented
      $0.focus = .button(3)
    }
  }

  @Test("Tab and Shift-Tab cycle in vertical order and wrap")
  func tabCycles() {
    var store = SheetTestStore(
      session: SheetSession(sheet: Self.sheet, formFactor: .compact),
      report: { Issue.record(Comment(rawValue: $0.description)) })
    store.send(.open) {
      $0.phase = .presented
      $0.focus = .button(3)
    }
    // Focus order: Delete (1), Share (0), Favorite (2), Cancel (3).
    for expected in [1, 0, 2, 3, 1] {
      store.send(.tab) { $0.focus = .button(expected) }
    }
    for expected in [3, 2, 0, 1, 3] {
      store.send(.shiftTab) { $0.focus = .button(expected) }
    }
    store.send(.tab) { $0.focus = .button(1) }
    // Esc with focus on the destructive button still cancels, and focus goes home.
    store.send(.pressEscape) {
      $0.phase = .dismissed(.cancelled(.escape))
      $0.focus = .trigger("row.report")
    }
    // Keyboard events after dismissal do nothing; Open starts again.
    store.send(.tab)
    store.send(.activateFocused)
    store.send(.open) {
      $0.phase = .presented
      $0.focus = .button(3)
    }
  }

  @Test("A preferred button other than Cancel never takes initial focus", arguments: PresentationCase.all)
  func preferredFocusOnlyCancel(_ presentationCase: PresentationCase) {
    var sheet = Self.sheet
    sheet.preferredFocus = "favoriteTapped"
    let presentation = presentationCase.presentation(sheet)
    #expect(presentation.initialFocus == (presentation.cancelGroup.isEmpty ? nil : 3))
    var session = presentationCase.session(sheet)
    session.send(.open)
    // Return right after opening runs nothing but the dismissal.
    #expect(session.send(.activateFocused) == nil)
    #expect(session.phase != .dismissed(.activated(2)))
    #expect(sheet.conformance().map(\.kind) == [.unsafePreferredFocus])
    sheet.preferredFocus = "cancel"
    #expect(sheet.conformance().isEmpty)
  }

  @Test("A preferred destructive button never takes initial focus", arguments: PresentationCase.all)
  func preferredDestructiveIgnored(_ presentationCase: PresentationCase) {
    var sheet = Self.sheet
    sheet.preferredFocus = "deleteTapped"
    let presentation = presentationCase.presentation(sheet)
    #expect(presentation.initialFocus != 1)
    #expect(presentation.initialFocus == (presentation.cancelGroup.isEmpty ? nil : 3))
  }

  @Test("Without a shown Cancel, the sheet itself takes focus, so Return runs nothing")
  func noCancelFocusesSheet() {
    let presentation = Self.sheet.presentation(
      for: .regular, context: PresentationContext(policy: .platform))
    #expect(presentation.focusOrder == [1, 0, 2])
    #expect(presentation.initialFocus == nil)
    var session = SheetSession(
      sheet: Self.sheet, formFactor: .regular, context: PresentationContext(policy: .platform))
    session.send(.open)
    #expect(session.focus == .sheet)
    #expect(session.send(.activateFocused) == nil)
    #expect(session.isPresented)
  }

  @Test("With only a destructive button and no Cancel, the sheet itself takes focus")
  func onlyDestructiveFocusesSheet() {
    let sheet = ActionSheetState<AppAction>(
      title: "Report.pdf", buttons: [.destructive("Delete", send: .deleteTapped)], anchoredTo: "row"
    )
    var session = SheetSession(sheet: sheet, formFactor: .compact)
    session.send(.open)
    #expect(session.focus == .sheet)
    #expect(session.send(.activateFocused) == nil)
    #expect(session.isPresented)
    // Tab moves into the buttons; activating then is deliberate.
    session.send(.tab)
    #expect(session.focus == .button(0))
    #expect(session.send(.activateFocused) == .deleteTapped)
  }

  @Test("A sheet without buttons keeps focus on itself")
  func emptySheet() {
    let presentation = ActionSheetState<AppAction>(title: "Empty", buttons: [], anchoredTo: "row")
      .presentation(for: .compact)
    #expect(presentation.focus(after: .sheet) == .sheet)
    #expect(presentation.focus(before: .button(4)) == .sheet)
    #expect(presentation.initialFocus == nil)
  }

  @Test("Tapping buttons by position or id, hidden or missing ones do nothing")
  func tapByReference() {
    var session = SheetSession(sheet: Self.sheet, formFactor: .compact)
    #expect(session.send(.tapButton(.index(2))) == nil)  // not yet open
    session.send(.open)
    #expect(session.send(.tapButton(.index(9))) == nil)
    #expect(session.send(.tapButton(.id("Nope"))) == nil)
    #expect(session.send(.tapButton(.id("Favorite"))) == nil)  // ids are not labels
    #expect(session.send(.tapOutsidePopover) == nil)  // no popover in compact
    #expect(session.send(.open) == nil)
    #expect(session.isPresented)
    #expect(session.send(.tapButton(.id("favoriteTapped"))) == .favoriteTapped)
    #expect(session.phase == .dismissed(.activated(2)))
    #expect(session.focus == .trigger("row.report"))
  }

  @Test("Tapping the Cancel button by position takes the Cancel route")
  func tapCancelByPosition() {
    var session = SheetSession(
      sheet: ActionSheetState<AppAction>.seedWithCancelAction, formFactor: .regular)
    session.send(.open)
    #expect(session.send(.tapButton(.index(2))) == .cancelTapped)
    #expect(session.phase == .dismissed(.cancelled(.cancelButton)))
  }
}
