import ActionSheetCore
import Testing

/// Button order and direction.
@Suite("Order and direction")
struct OrderTests {
  static let sheet = ActionSheetState<AppAction>(
    title: "Report.pdf",
    buttons: [
      .cancel(),
      .default("Share", send: .shareTapped),
      .destructive("Delete", send: .deleteTapped),
      .default("Favorite", send: .favoriteTapped),
    ],
    anchoredTo: "row.report")

  @Test("Vertical order: destructive first, others in declared order, Cancel last")
  func verticalOrder() {
    #expect(Self.sheet.verticalOrder == [2, 1, 3, 0])
    #expect(Self.sheet.horizontalOrder == [2, 1, 3, 0])
  }

  @Test(
    "Vertical stacks keep their order in right-to-left layouts", arguments: PresentationCase.all)
  func verticalOrderInRightToLeft(_ presentationCase: PresentationCase) {
    var sheet = Self.sheet
    sheet.layoutDirection = .rightToLeft
    let presentation = presentationCase.presentation(sheet)
    #expect(presentation.layoutDirection == .rightToLeft)
    #expect(presentation.actionGroup.map(\.index) == [2, 1, 3])
    #expect(sheet.verticalOrder == Self.sheet.verticalOrder)
  }

  @Test("Horizontal rows mirror in right-to-left layouts")
  func horizontalMirrors() {
    var sheet = Self.sheet
    sheet.layoutDirection = .rightToLeft
    #expect(sheet.horizontalOrder == [0, 3, 1, 2])
    #expect(
      sheet.horizontalOrder.map { sheet.buttons[$0].label } == [
        "Cancel", "Favorite", "Share", "Delete",
      ])
  }

  @Test(
    "Popover arrow edges are leading, trailing, top or bottom", arguments: PopoverArrowEdge.allCases
  )
  func arrowEdges(_ edge: PopoverArrowEdge) {
    for direction in LayoutDirection.allCases {
      var sheet = Self.sheet
      sheet.layoutDirection = direction
      let presentation = sheet.presentation(
        for: .regular, context: PresentationContext(arrowEdge: edge))
      #expect(presentation.style == .popover(arrowEdge: edge))
    }
    #expect(PopoverArrowEdge.allCases == [.leading, .trailing, .top, .bottom])
  }

  @Test("The choice set is identical in every spec presentation", arguments: PresentationCase.spec)
  func identicalChoiceSet(_ presentationCase: PresentationCase) {
    let expected = Self.sheet.presentation(for: .compact).buttons
    #expect(presentationCase.presentation(Self.sheet).buttons == expected)
    #expect(Set(expected.map(\.index)) == Set(Self.sheet.buttons.indices))
  }

  @Test(
    "Only the platform popover from outside a popover hides Cancel", arguments: PresentationCase.all
  )
  func cancelVisibility(_ presentationCase: PresentationCase) {
    let hides =
      presentationCase.formFactor == .regular && presentationCase.context.policy == .platform
      && presentationCase.context.triggerContainer == .content
    let presentation = presentationCase.presentation(Self.sheet)
    #expect(presentation.cancelGroup.isEmpty == hides)
    #expect(presentation.actionGroup.map(\.index) == [2, 1, 3])
    #expect(presentation.dismissalRoutes.contains(.cancelButton) == !hides)
  }
}
