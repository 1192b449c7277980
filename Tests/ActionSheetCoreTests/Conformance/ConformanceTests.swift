import ActionSheetCore
import Testing

/// Spec conformance: every kind of violation has a triggering example that fires exactly at the
/// marked buttons, and conformant sheets trigger nothing.
@Suite("Conformance")
struct ConformanceTests {
  typealias Kind = ConformanceViolation.Kind

  /// Where a presentation-level example is shown: form factor and the view's dismiss action.
  struct Shown {
    var formFactor: FormFactor
    var dismiss: AppAction?
  }

  /// A triggering example per kind: the sheet, the buttons the violation must mark, every
  /// kind the sheet triggers (some examples necessarily trigger a companion kind), and for the
  /// kinds only a presentation shows, how it is shown.
  static func example(
    for kind: Kind
  ) -> (sheet: ActionSheetState<AppAction>, marks: [Int], kinds: [Kind], shown: Shown?) {
    let favorite = ButtonState<AppAction>.default("Favorite", send: .favoriteTapped)
    let delete = ButtonState<AppAction>.destructive("Delete", send: .deleteTapped)
    func sheet(_ buttons: [ButtonState<AppAction>], focus: ButtonID? = nil) -> ActionSheetState<
      AppAction
    > {
      ActionSheetState(
        title: "Report.pdf", buttons: buttons, anchoredTo: "row", preferredFocus: focus)
    }
    switch kind {
    case .missingCancel:
      return (sheet([favorite, delete]), [], [kind], nil)
    case .multipleCancels:
      return (sheet([delete, .cancel(), .cancel("Close", id: "close")]), [1, 2], [kind], nil)
    case .multipleDestructive:
      return (
        sheet([delete, .destructive("Erase", send: .shareTapped), .cancel()]), [0, 1], [kind], nil
      )
    case .destructivePreferredFocus:
      return (sheet([favorite, delete, .cancel()], focus: "deleteTapped"), [1], [kind], nil)
    case .unsafePreferredFocus:
      return (sheet([favorite, delete, .cancel()], focus: "favoriteTapped"), [0], [kind], nil)
    case .genericDestructiveLabel:
      return (
        sheet([favorite, .destructive("OK", send: .deleteTapped), .cancel()]), [1], [kind], nil
      )
    case .cancelSendsDestructiveAction:
      return (
        sheet([favorite, delete, .cancel("Cancel", send: .deleteTapped)]), [2, 1], [kind], nil
      )
    case .cancelSendsChoiceAction:
      return (
        sheet([favorite, delete, .cancel("Cancel", send: .favoriteTapped)]), [2, 0], [kind], nil
      )
    case .dismissalSendsNothing:
      return (sheet([favorite, delete, .cancel()]), [2], [kind], Shown(formFactor: .compact))
    case .blankLabel:
      return (sheet([favorite, delete, .cancel(" ")]), [2], [kind], nil)
    case .blankDestructiveHint:
      var silent = delete
      silent.accessibilityHint = ""
      return (sheet([favorite, silent, .cancel()]), [1], [kind], nil)
    case .ambiguousButtons:
      return (
        sheet([favorite, .default("favorite ", send: .shareTapped), delete, .cancel()]), [0, 1],
        [kind], nil
      )
    case .unknownPreferredFocus:
      return (sheet([favorite, delete, .cancel()], focus: "Nope"), [], [kind], nil)
    case .tooFewActions:
      return (sheet([.cancel()]), [0], [kind, .preferMenu], nil)
    case .tooManyActions:
      let others = ["Share", "Copy", "Move", "Rename", "Print"].map {
        ButtonState<AppAction>.default($0, id: ButtonID($0), send: .shareTapped)
      }
      return (sheet([delete] + others + [.cancel()]), Array(0...6), [kind], nil)
    case .missingAnchor:
      var unanchored = sheet([favorite, delete, .cancel()])
      unanchored.trigger = nil
      return (unanchored, [], [kind], Shown(formFactor: .regular, dismiss: .cancelTapped))
    case .preferMenu:
      return (sheet([favorite, .default("Share", send: .shareTapped), .cancel()]), [], [kind], nil)
    }
  }

  @Test("Each kind fires exactly at its mark", arguments: Kind.allCases)
  func kindFiresAtMark(_ kind: Kind) {
    let (sheet, marks, kinds, shown) = Self.example(for: kind)
    let violations =
      shown.map { sheet.conformance(for: $0.formFactor, dismiss: $0.dismiss) } ?? sheet.conformance()
    #expect(violations.map(\.kind) == kinds)
    #expect(violations.first { $0.kind == kind }?.buttonIndices == marks)
    #expect(violations.allSatisfy { $0.severity == $0.kind.severity })
    if shown == nil {
      // Presented anchored and with a dismiss action, in either form factor, it finds the same.
      for formFactor in FormFactor.allCases {
        #expect(
          sheet.conformance(for: formFactor, dismiss: .cancelTapped).map(\.kind) == kinds)
      }
    } else {
      // A presentation-level kind is not found in the sheet alone.
      #expect(!sheet.conformance().contains { $0.kind == kind })
    }
  }

  @Test("Each kind states its requirement anchor and severity", arguments: Kind.allCases)
  func kindMetadata(_ kind: Kind) {
    #expect(kind.requirement.anchor.hasPrefix("req-action-sheet-"))
    let expected: ConformanceViolation.Severity =
      switch kind {
      case .preferMenu: .advice
      case .tooManyActions: .warning
      default: .error
      }
    #expect(kind.severity == expected)
    #expect(kind.rawValue.contains("."))
  }

  @Test(
    "Every requirement of the spec has at least one kind",
    arguments: ConformanceViolation.Requirement.allCases)
  func requirementsCovered(_ requirement: ConformanceViolation.Requirement) {
    #expect(Kind.allCases.contains { $0.requirement == requirement })
  }

  @Test("Requirement anchors match the spec")
  func anchors() {
    #expect(
      ConformanceViolation.Requirement.allCases.map(\.anchor) == [
        "req-action-sheet-cancel", "req-action-sheet-destructive", "req-action-sheet-placement",
        "req-action-sheet-dismissal", "req-action-sheet-a11y",
      ])
  }

  @Test("Buttons that share only an id are ambiguous too")
  func sharedID() {
    // Two labels, one action and no ids given: both derive the id "shareTapped".
    let sheet = ActionSheetState<AppAction>(
      title: "Report.pdf",
      buttons: [
        .default("Share", send: .shareTapped), .default("Send", send: .shareTapped),
        .destructive("Delete", send: .deleteTapped), .cancel(),
      ],
      anchoredTo: "row")
    #expect(sheet.conformance().map(\.kind) == [.ambiguousButtons])
    #expect(sheet.conformance().first?.buttonIndices == [0, 1])
    var distinct = sheet
    distinct.buttons[1].id = "send"
    #expect(distinct.conformance().isEmpty)
  }

  @Test("Conformant sheets trigger nothing")
  func conformantSheets() {
    var rtl = ActionSheetState<AppAction>.seedWithCancelAction
    rtl.layoutDirection = .rightToLeft
    rtl.message = "This cannot be undone."
    rtl.preferredFocus = "cancel"
    for sheet in [ActionSheetState<AppAction>.seed, .seedWithCancelAction, rtl] {
      #expect(sheet.conformance().isEmpty)
    }
  }

  @Test("The throwing builder lists every violation")
  func validatedThrows() {
    do {
      _ = try ActionSheetState<AppAction>.validated(
        title: "Report.pdf",
        buttons: [.destructive("Yes", send: .deleteTapped), .default("Share", send: .shareTapped)],
        anchoredTo: "row")
      Issue.record("expected a ConformanceError")
    } catch {
      // `error` is statically a ConformanceError: the builder uses typed throws.
      #expect(error.violations.map(\.kind) == [.missingCancel, .genericDestructiveLabel])
      #expect(error.errors == error.violations)
      #expect(
        error.description
          == """
          error: The sheet has no Cancel button; add .cancel() so people can back out safely. \
          [cancel.missing] (req-action-sheet-cancel)
          error: The destructive button "Yes" is a generic confirmation; name what it does, such \
          as "Delete". [destructive.generic-label] (req-action-sheet-destructive)
          """)
    }
  }

  @Test("The throwing builder accepts advice")
  func validatedAcceptsAdvice() throws {
    let sheet = try ActionSheetState<AppAction>.validated(
      title: "Report.pdf",
      buttons: [.default("Share", send: .shareTapped), .cancel()],
      anchoredTo: "row")
    #expect(sheet.buttons.count == 2)
  }

  @Test("The reporting builder returns the state and its violations")
  func checkedReturnsBoth() {
    let result = ActionSheetState<AppAction>.checked(
      title: "Report.pdf",
      buttons: [.default("Share", send: .shareTapped), .cancel()],
      anchoredTo: "row")
    #expect(
      result.state
        == ActionSheetState(
          title: "Report.pdf", buttons: [.default("Share", send: .shareTapped), .cancel()],
          anchoredTo: "row"))
    #expect(result.violations.map(\.kind) == [.preferMenu])
    #expect(result.violations.map(\.severity) == [.advice])
    #expect(result.isConformant)
    #expect(ConformanceViolation.Severity.advice < .warning)
    #expect(ConformanceViolation.Severity.warning < .error)
  }

  @Test(
    "English generic confirmations are recognized without regard to case",
    arguments: [
      "OK", "ok", "Ok!", "  YES ", "Confirm.", "Yes, I'm sure", "yes,   I’M SURE", "Okay",
      "Continue",
    ])
  func englishGeneric(_ label: String) {
    #expect(EnglishLabelJudge().isGenericConfirmation(label))
  }

  @Test(
    "English specific verbs are not generic",
    arguments: ["Delete", "Remove", "Sign Out", "Delete OK files", "Okra", "Erase Everything", ""])
  func englishSpecific(_ label: String) {
    #expect(!EnglishLabelJudge().isGenericConfirmation(label))
  }

  /// A stand-in for a locale's lexicon-backed judge, plugged in through the protocol.
  struct GermanJudge: LabelSpecificityJudging {
    func isGenericConfirmation(_ label: String) -> Bool {
      ["ok", "ja", "bestätigen", "weiter"].contains(label.lowercased())
    }
  }

  @Test("Other locales judge labels through the protocol")
  func otherLocale() {
    let checker = ConformanceChecker(judge: GermanJudge())
    let german = ActionSheetState<AppAction>(
      title: "Bericht.pdf",
      buttons: [
        .default("Favorisieren", send: .favoriteTapped),
        .destructive("BESTÄTIGEN", send: .deleteTapped),
        .cancel("Abbrechen"),
      ],
      anchoredTo: "row")
    #expect(german.conformance(using: checker).map(\.kind) == [.genericDestructiveLabel])
    var specific = german
    specific.buttons[1].label = "Löschen"
    #expect(specific.conformance(using: checker).isEmpty)
    // The English default does not know German and stays silent on it.
    #expect(german.conformance().isEmpty)
  }

  /// An action type that is not `Equatable`.
  struct OpaqueAction: Sendable { var code: Int }

  @Test("Sheets whose actions are not Equatable are still checked, by identity")
  func nonEquatableActions() {
    let share = ButtonState<OpaqueAction>.default("Share", id: "share", send: OpaqueAction(code: 1))
    let delete = ButtonState<OpaqueAction>.destructive(
      "Delete", id: "delete", send: OpaqueAction(code: 2))
    func sheet(cancel: OpaqueAction?, dismiss: OpaqueAction? = nil) -> ActionSheetState<OpaqueAction> {
      ActionSheetState(
        title: "Report.pdf", buttons: [share, delete, .cancel("Cancel", send: cancel)],
        dismiss: dismiss, anchoredTo: "row")
    }
    #expect(sheet(cancel: OpaqueAction(code: 2)).conformance().map(\.kind) == [.cancelSendsDestructiveAction])
    #expect(sheet(cancel: OpaqueAction(code: 1)).conformance().map(\.kind) == [.cancelSendsChoiceAction])
    #expect(
      sheet(cancel: nil, dismiss: OpaqueAction(code: 2)).conformance().map(\.kind) == [.cancelSendsDestructiveAction])
    #expect(sheet(cancel: nil, dismiss: OpaqueAction(code: 2)).conformance().first?.buttonIndices == [1])
    #expect(sheet(cancel: OpaqueAction(code: 3)).conformance().isEmpty)
    #expect(sheet(cancel: nil, dismiss: OpaqueAction(code: 3)).conformance().isEmpty)

    var session = SheetSession(sheet: sheet(cancel: nil), formFactor: .compact, dismiss: OpaqueAction(code: 9))
    session.send(.open)
    #expect(session.send(.tapScrim)?.code == 9)
    #expect(session.phase == .dismissed(.cancelled(.scrimTap)))
  }
}
