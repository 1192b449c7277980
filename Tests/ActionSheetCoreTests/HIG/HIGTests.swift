import ActionSheetCore
import Testing

/// The Apple HIG cases from the transcript (001_a4c2d1f59ef79028).
@Suite("Apple HIG cases")
struct HIGTests {
  private let platform = PresentationContext(policy: .platform)
  private let platformInsidePopover = PresentationContext(
    policy: .platform, triggerContainer: .popover)

  @Test(
    "Compact: Cancel at the bottom, even when declared first",
    arguments: PresentationPolicy.allCases)
  func compactCancelAtTheBottom(_ policy: PresentationPolicy) {
    let sheet = ActionSheetState<AppAction>(
      title: "Report.pdf",
      buttons: [
        .cancel(),
        .default("Share", send: .shareTapped),
        .default("Favorite", send: .favoriteTapped),
      ],
      anchoredTo: "row.report")
    let presentation = sheet.presentation(
      for: .compact, context: PresentationContext(policy: policy))
    #expect(presentation.buttons.map(\.label) == ["Share", "Favorite", "Cancel"])
    #expect(presentation.cancelGroup.map(\.index) == [0])
  }

  @Test("Popover from outside a popover: no Cancel button, tapping outside cancels")
  func popoverFromOutsideAPopover() {
    var session = SheetSession(
      sheet: ActionSheetState<AppAction>.seedWithCancelAction, formFactor: .regular,
      context: platform)
    let presentation = session.presentation
    #expect(presentation.style == .popover(arrowEdge: .bottom))
    #expect(presentation.anchor == .trigger("toolbar.info"))
    #expect(presentation.transition == .appear)
    #expect(presentation.cancelGroup.isEmpty)
    #expect(presentation.buttons.map(\.label) == ["Delete", "Favorite"])
    #expect(presentation.dismissalRoutes == [.outsidePopoverTap, .escape, .systemBack])

    // With no Cancel, the sheet itself takes focus: never Delete, nor Favorite.
    session.send(.open)
    #expect(session.focus == .sheet)
    #expect(session.send(.activateFocused) == nil)
    // The hidden Cancel cannot be tapped; tapping outside sends its action.
    #expect(session.send(.tapCancel) == nil)
    #expect(session.send(.tapButton(.index(2))) == nil)
    #expect(session.isPresented)
    #expect(session.send(.tapOutsidePopover) == .cancelTapped)
    #expect(session.phase == .dismissed(.cancelled(.outsidePopoverTap)))
  }

  @Test("Popover from outside a popover keeps Cancel under the spec policy")
  func popoverFromOutsideUnderSpec() {
    let presentation = ActionSheetState<AppAction>.seed.presentation(for: .regular)
    #expect(presentation.cancelGroup.map(\.label) == ["Cancel"])
    #expect(
      presentation.dismissalRoutes == [.cancelButton, .outsidePopoverTap, .escape, .systemBack])
  }

  @Test("Popover from inside a popover: slides over the popover's content, with Cancel")
  func popoverFromInsideAPopover() {
    var session = SheetSession(
      sheet: ActionSheetState<AppAction>.seed, formFactor: .regular,
      context: platformInsidePopover)
    let presentation = session.presentation
    #expect(presentation.style == .overPopoverContent)
    #expect(presentation.anchor == .enclosingPopover)
    #expect(presentation.transition == .slideUp)
    #expect(presentation.cancelGroup.map(\.label) == ["Cancel"])
    #expect(!presentation.hasScrim)

    session.send(.open)
    #expect(session.focus == .button(2))
    session.send(.tapCancel)
    #expect(session.phase == .dismissed(.cancelled(.cancelButton)))
    #expect(session.focus == .trigger("toolbar.info"))
  }

  @Test("Spec policy presents from inside a popover as a popover at the trigger")
  func specInsidePopover() {
    let presentation = ActionSheetState<AppAction>.seed.presentation(
      for: .regular, context: PresentationContext(triggerContainer: .popover, arrowEdge: .trailing))
    #expect(presentation.style == .popover(arrowEdge: .trailing))
    #expect(presentation.anchor == .trigger("toolbar.info"))
    #expect(presentation.cancelGroup.count == 1)
  }

  @Test("Red destructive button at the top", arguments: PresentationCase.all)
  func redDestructiveAtTheTop(_ presentationCase: PresentationCase) {
    let sheet = ActionSheetState<AppAction>(
      title: "Report.pdf",
      buttons: [
        .default("Share", send: .shareTapped),
        .default("Favorite", send: .favoriteTapped),
        .destructive("Delete", send: .deleteTapped),
        .cancel(),
      ],
      anchoredTo: "row.report")
    let first = presentationCase.presentation(sheet).buttons.first
    #expect(first?.label == "Delete")
    #expect(first?.colorToken == .danger)
    #expect(first?.accessibility.traits.contains(.isDestructive) == true)
  }

  @Test("Too many buttons: more than about five would make people scroll, a warning")
  func tooManyButtons() throws {
    let labels = ["Share", "Copy", "Move", "Rename", "Duplicate"]
    let buttons: [ButtonState<AppAction>] =
      [.destructive("Delete", send: .deleteTapped)]
      + labels.map { .default($0, id: ButtonID($0), send: .shareTapped) } + [.cancel()]

    let result = ActionSheetState.checked(title: "Report.pdf", buttons: buttons, anchoredTo: "row")
    #expect(result.violations.map(\.kind) == [.tooManyActions])
    #expect(result.violations.map(\.severity) == [.warning])
    #expect(result.violations.first?.buttonIndices == Array(0...6))
    #expect(result.violations.first?.requirement == .placement)
    // "About five" is a soft limit: the sheet still conforms and is not rejected.
    #expect(result.isConformant)
    _ = try ActionSheetState.validated(title: "Report.pdf", buttons: buttons, anchoredTo: "row")

    // Five buttons (Delete, three more, Cancel) fit; six warn.
    let fits = Array(buttons[0...3]) + [.cancel()]
    #expect(ActionSheetState(title: "Report.pdf", buttons: fits, anchoredTo: "row").conformance().isEmpty)
    let six = Array(buttons[0...4]) + [.cancel()]
    #expect(
      ActionSheetState(title: "Report.pdf", buttons: six, anchoredTo: "row").conformance().map(\.kind)
        == [.tooManyActions])
    // The limit is the checker's to set.
    let strict = ConformanceChecker(buttonCount: 2...3)
    #expect(
      ActionSheetState(title: "Report.pdf", buttons: fits, anchoredTo: "row")
        .conformance(using: strict).map(\.kind) == [.tooManyActions])
  }
}
