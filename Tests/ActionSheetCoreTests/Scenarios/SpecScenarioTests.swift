import ActionSheetCore
import Testing

/// One test per GIVEN/WHEN/THEN scenario of the action-sheet spec (000_30b0276d99c3c914).
@Suite("Spec scenarios")
struct SpecScenarioTests {
  // MARK: req-action-sheet-cancel

  @Test("Cancel rendered and separated", arguments: PresentationCase.spec)
  func cancelRenderedAndSeparated(_ presentationCase: PresentationCase) {
    // GIVEN an action sheet with one or more action buttons
    let sheet = ActionSheetState<AppAction>.seed
    // WHEN the sheet is presented
    let presentation = presentationCase.presentation(sheet)
    // THEN a Cancel control is rendered
    #expect(presentation.cancelGroup.map(\.label) == ["Cancel"])
    // AND it is placed in a visually separated group from the action buttons
    #expect(presentation.actionGroup.map(\.label) == ["Delete", "Favorite"])
    #expect(!presentation.actionGroup.contains { $0.role == .cancel })
    #expect(presentation.buttons.last?.role == .cancel)
  }

  @Test("Cancel dismisses without effect", arguments: PresentationCase.spec)
  func cancelDismissesWithoutEffect(_ presentationCase: PresentationCase) {
    for sheet in [ActionSheetState<AppAction>.seed, .seedWithCancelAction] {
      // GIVEN a presented action sheet anchored to a triggering control
      var store = FeatureTestStore(
        initialState: AppState(actionSheet: sheet), reducer: appReduce, sheet: \.actionSheet,
        formFactor: presentationCase.formFactor, context: presentationCase.context,
        dismiss: .cancelTapped, report: { Issue.record(Comment(rawValue: $0.description)) })
      #expect(store.session?.isPresented == true)
      #expect(store.session?.focus == .button(2))
      // WHEN the user activates Cancel
      // THEN the sheet is dismissed
      // AND no action handler is invoked and no state mutation occurs: the only action is
      // the dismissal, which clears the app's sheet and nothing else
      store.interact(.tapCancel, sends: .cancelTapped) { $0.actionSheet = nil }
      #expect(store.state == AppState(items: ["Report.pdf"], favorites: [], actionSheet: nil))
      #expect(store.session == nil)
      #expect(store.failures.isEmpty)
    }
  }

  // MARK: req-action-sheet-destructive

  @Test("Destructive action uses danger token and specific verb")
  func destructiveUsesDangerTokenAndSpecificVerb() {
    // GIVEN an action sheet declaring one action as destructive
    let sheet = ActionSheetState<AppAction>.seed
    // WHEN the sheet is presented
    for presentationCase in PresentationCase.all {
      let destructive = presentationCase.presentation(sheet).buttons.filter {
        $0.role == .destructive
      }
      // THEN the destructive action renders with the danger semantic token
      #expect(destructive.map(\.colorToken) == [.danger])
      // AND its label is a specific verb such as "Delete" rather than a generic "OK"
      #expect(destructive.map(\.label) == ["Delete"])
    }
    #expect(!EnglishLabelJudge().isGenericConfirmation("Delete"))
    #expect(!sheet.conformance().contains { $0.kind == .genericDestructiveLabel })

    var generic = sheet
    generic.buttons[1].label = "OK"
    #expect(generic.conformance().map(\.kind).contains(.genericDestructiveLabel))
  }

  @Test("Cancel is the safe default, not the destructive action", arguments: PresentationCase.spec)
  func cancelIsTheSafeDefault(_ presentationCase: PresentationCase) {
    // GIVEN an action sheet containing a destructive action and a Cancel control
    var session = presentationCase.session(ActionSheetState<AppAction>.seed)
    // WHEN the sheet opens
    session.send(.open)
    // THEN the destructive action is not the default or auto-focused control
    #expect(session.focus != .button(1))
    // AND Cancel is the safe default
    #expect(session.focus == .button(2))
    #expect(session.presentation.initialFocus == session.sheet.cancelIndex)
  }

  @Test("At most one destructive action")
  func atMostOneDestructiveAction() throws {
    // GIVEN a spec-conformant action sheet
    let sheet = try ActionSheetState<AppAction>.validated(
      title: "Report.pdf",
      buttons: [
        .default("Share", send: .shareTapped),
        .destructive("Delete", send: .deleteTapped),
        .cancel(),
      ],
      anchoredTo: "row.report")
    // WHEN its action buttons are inspected
    // THEN no more than one action is styled as destructive
    #expect(sheet.buttons.filter { $0.role == .destructive }.count <= 1)

    // A sheet with two destructive actions is not conformant and is rejected.
    let error = #expect(throws: ConformanceError.self) {
      try ActionSheetState<AppAction>.validated(
        title: "Report.pdf",
        buttons: [
          .destructive("Delete", send: .deleteTapped),
          .destructive("Erase", send: .shareTapped),
          .cancel(),
        ],
        anchoredTo: "row.report")
    }
    #expect(error?.errors.map(\.kind) == [.multipleDestructive])
    #expect(error?.errors.first?.buttonIndices == [0, 1])
  }

  // MARK: req-action-sheet-placement

  @Test("Compact presents as bottom sheet with scrim", arguments: PresentationPolicy.allCases)
  func compactPresentsAsBottomSheetWithScrim(_ policy: PresentationPolicy) {
    // GIVEN a compact/phone form factor
    // WHEN the action sheet is presented
    let presentation = ActionSheetState<AppAction>.seed.presentation(
      for: .compact, context: PresentationContext(policy: policy))
    // THEN it is anchored to the bottom safe-area and slides up
    #expect(presentation.style == .bottomSheet)
    #expect(presentation.anchor == .bottomSafeArea)
    #expect(presentation.transition == .slideUp)
    // AND a scrim dims the underlying content
    #expect(presentation.hasScrim)
    #expect(presentation.dismissalRoutes.contains(.scrimTap))
  }

  @Test("Regular presents as anchored popover")
  func regularPresentsAsAnchoredPopover() {
    // GIVEN a regular/tablet-desktop form factor
    let sheet = ActionSheetState<AppAction>.seed
    // WHEN the action sheet is presented from a triggering control
    let regular = sheet.presentation(for: .regular)
    let compact = sheet.presentation(for: .compact)
    // THEN it renders as a popover anchored to that control rather than a full-width bottom bar
    #expect(regular.style == .popover(arrowEdge: .bottom))
    #expect(regular.anchor == .trigger("toolbar.info"))
    // (appearing all at once, as popovers do, per the HIG; the compact sheet slides up)
    #expect(regular.transition == .appear)
    #expect(!regular.isFullWidth)
    #expect(!regular.hasScrim)
    // AND the set of actions offered is identical to the compact presentation
    #expect(regular.buttons == compact.buttons)
  }

  // MARK: req-action-sheet-dismissal

  @Test("Scrim tap dismisses safely")
  func scrimTapDismissesSafely() {
    // With Cancel sending nothing of its own (the view's dismiss action goes out), and with a
    // Cancel that sends its own action: either way the app hears .cancelTapped, never Delete.
    for sheet in [ActionSheetState<AppAction>.seed, .seedWithCancelAction] {
      // GIVEN a compact action sheet with a destructive action and a scrim
      var store = SheetTestStore(
        session: SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped),
        report: { Issue.record(Comment(rawValue: $0.description)) })
      store.send(.open) {
        $0.phase = .presented
        $0.focus = .button(2)
      }
      #expect(store.session.presentation.hasScrim)
      // WHEN the user taps the scrim
      // THEN the sheet is dismissed with no side effect
      // AND the destructive action is not triggered
      store.send(.tapScrim, sends: .cancelTapped) {
        $0.phase = .dismissed(.cancelled(.scrimTap))
        $0.focus = .trigger("toolbar.info")
      }
      #expect(store.failures.isEmpty)
    }
  }

  @Test(
    "Esc and back gesture dismiss without destructive effect",
    arguments: [DismissalRoute.escape, .systemBack], PresentationCase.spec)
  func escAndBackGestureDismissWithoutDestructiveEffect(
    _ route: DismissalRoute, _ presentationCase: PresentationCase
  ) {
    // GIVEN a presented action sheet, even with focus moved onto the destructive action
    var session = presentationCase.session(ActionSheetState<AppAction>.seedWithCancelAction)
    session.send(.open)
    for _ in session.sheet.buttons where session.focus != .button(1) {
      session.send(.tab)
    }
    #expect(session.focus == .button(1))
    // WHEN the user presses Esc on desktop or performs the system back gesture
    let action = session.send(route.event)
    // THEN the sheet is dismissed
    #expect(session.phase == .dismissed(.cancelled(route)))
    // AND no destructive action handler is invoked
    #expect(action == .cancelTapped)
    #expect(action != .deleteTapped)
  }

  // MARK: req-action-sheet-a11y

  @Test("Focus enters, is trapped, and returns to trigger", arguments: PresentationCase.all)
  func focusEntersIsTrappedAndReturnsToTrigger(_ presentationCase: PresentationCase) {
    // GIVEN a control that opens an action sheet
    var session = presentationCase.session(ActionSheetState<AppAction>.seed)
    #expect(session.focus == .trigger("toolbar.info"))
    // WHEN the sheet opens
    session.send(.open)
    // THEN focus moves into the sheet and cannot leave it via keyboard until dismissal
    // (the sheet itself holds focus when no Cancel is shown to take it)
    let inside = Set(session.presentation.focusOrder.map(FocusTarget.button) + [.sheet])
    #expect(inside.contains(session.focus))
    for event in Array(repeating: InteractionEvent.tab, count: 7)
      + Array(repeating: .shiftTab, count: 7)
    {
      session.send(event)
      #expect(inside.contains(session.focus))
      #expect(session.isPresented)
    }
    // WHEN the sheet is dismissed
    session.send(.pressEscape)
    // THEN focus returns to the triggering control
    #expect(session.focus == .trigger("toolbar.info"))
  }

  @Test("Destructive meaning not conveyed by color alone")
  func destructiveMeaningNotConveyedByColorAlone() {
    // GIVEN an action sheet with a destructive action
    let sheet = ActionSheetState<AppAction>.seed
    // WHEN a screen reader inspects the destructive action
    let delete = sheet.buttons[1].accessibility
    // THEN its accessible label carries the destructive meaning independent of color
    #expect(delete.label == "Delete")
    #expect(delete.hint == "Destructive action")
    #expect(delete.traits.contains(.isDestructive))
    #expect(delete != sheet.buttons[0].accessibility)
    // AND Cancel is reachable by keyboard and screen reader
    for presentationCase in PresentationCase.spec {
      var session = presentationCase.session(sheet)
      session.send(.open)
      var reached: Set<FocusTarget> = [session.focus]
      for _ in sheet.buttons {
        session.send(.tab)
        reached.insert(session.focus)
      }
      #expect(reached.contains(.button(2)))
      #expect(
        session.presentation.cancelGroup.map(\.accessibility) == [
          ButtonAccessibility(label: "Cancel", hint: nil, traits: [.isButton, .isCancel])
        ])
    }
  }
}
