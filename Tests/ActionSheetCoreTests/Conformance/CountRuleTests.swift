import ActionSheetCore
import Testing

/// How many buttons a sheet offers: two or more, Cancel included (the HIG's "two or more
/// buttons", the spec's "2–~5"); more than about five is a warning; and no presentation
/// policy leaves a single button.
@Suite("Button count")
struct CountRuleTests {
  static let delete = ButtonState<AppAction>.destructive("Delete", send: .deleteTapped)
  static let others = ["Share", "Copy", "Move", "Rename", "Print"].map {
    ButtonState<AppAction>.default($0, id: ButtonID($0), send: .shareTapped)
  }

  static func sheet(actions: Int) -> ActionSheetState<AppAction> {
    ActionSheetState(
      title: "Report.pdf", buttons: [delete] + others.prefix(actions - 1) + [.cancel()], anchoredTo: "row")
  }

  @Test("Fewer than two buttons is an error")
  func tooFew() {
    let lone = ActionSheetState<AppAction>(title: "Report.pdf", buttons: [.cancel()], anchoredTo: "row")
    #expect(lone.conformance().filter { $0.severity == .error }.map(\.kind) == [.tooFewActions])
    let onlyDelete = ActionSheetState<AppAction>(title: "Report.pdf", buttons: [Self.delete], anchoredTo: "row")
    #expect(onlyDelete.conformance().map(\.kind) == [.missingCancel, .tooFewActions])
  }

  @Test("Delete and Cancel, two buttons, conform in every presentation", arguments: PresentationCase.all)
  func deleteAndCancel(_ presentationCase: PresentationCase) {
    let sheet = Self.sheet(actions: 1)
    #expect(sheet.conformance().isEmpty)
    #expect(
      sheet.conformance(
        for: presentationCase.formFactor, context: presentationCase.context, dismiss: .cancelTapped
      ).isEmpty)
    // The platform policy would hide Cancel from a popover; with one action left it keeps it.
    let presentation = presentationCase.presentation(sheet)
    #expect(presentation.buttons.map(\.label) == ["Delete", "Cancel"])
    #expect(presentation.dismissalRoutes.contains(.cancelButton))
  }

  @Test("The platform popover hides Cancel only where two or more actions remain")
  func platformKeepsTwo() {
    let platform = PresentationContext(policy: .platform)
    #expect(Self.sheet(actions: 1).presentation(for: .regular, context: platform).buttons.count == 2)
    #expect(
      Self.sheet(actions: 2).presentation(for: .regular, context: platform).buttons.map(\.label) == ["Delete", "Share"])
  }

  @Test("Two to five buttons conform; six or more warn and still conform", arguments: 1...6)
  func upperLimit(_ actions: Int) throws {
    let sheet = Self.sheet(actions: actions)
    let violations = sheet.conformance()
    if sheet.buttons.count <= 5 {
      #expect(violations.isEmpty)
    } else {
      #expect(violations.map(\.kind) == [.tooManyActions])
      #expect(violations.map(\.severity) == [.warning])
    }
    _ = try ActionSheetState.validated(title: sheet.title, buttons: sheet.buttons, anchoredTo: "row")
  }
}
