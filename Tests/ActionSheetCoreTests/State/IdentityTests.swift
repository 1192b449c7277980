import ActionSheetCore
import Testing

/// Ids do not change with the language, sheets are `Identifiable`, and `map` lifts a child
/// feature's sheet onto its parent's actions.
@Suite("Identity and mapping")
struct IdentityTests {
  /// The seed's sheet with its labels in a locale.
  static func seed(favorite: String, delete: String, cancel: String) -> ActionSheetState<AppAction> {
    ActionSheetState(
      title: "…",
      buttons: [
        .default(favorite, send: .favoriteTapped),
        .destructive(delete, send: .deleteTapped),
        .cancel(cancel),
      ],
      anchoredTo: "toolbar.info")
  }

  static let english = seed(favorite: "Favorite", delete: "Delete", cancel: "Cancel")
  static let german = seed(favorite: "Favorisieren", delete: "Löschen", cancel: "Abbrechen")
  static let japanese = seed(favorite: "お気に入り", delete: "削除", cancel: "キャンセル")

  @Test("Button ids are the same in every locale, and never the label")
  func idsStableAcrossLocales() {
    let ids: [ButtonID] = ["favoriteTapped", "deleteTapped", "cancel"]
    for sheet in [Self.english, Self.german, Self.japanese] {
      #expect(sheet.buttons.map(\.id) == ids)
      #expect(sheet.id == Self.english.id)
    }
    #expect(Self.english != Self.german)
  }

  @Test("A preferred focus and a tap by id work in every locale")
  func idsWorkInEveryLocale() {
    for var sheet in [Self.english, Self.german, Self.japanese] {
      sheet.preferredFocus = "cancel"
      #expect(sheet.conformance().isEmpty)
      var session = SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped)
      session.send(.open)
      #expect(session.focus == .button(2))
      #expect(session.send(.tapButton(.id("favoriteTapped"))) == .favoriteTapped)
    }
  }

  @Test("A given id wins; ids derive from role and action, not from the label")
  func derivedIds() {
    #expect(ButtonState<AppAction>.destructive("Löschen", id: "delete", send: .deleteTapped).id == "delete")
    #expect(ButtonState<AppAction>.cancel("Abbrechen", send: .cancelTapped).id == .cancel)
    #expect(ButtonState<String>.default("Teilen", send: "share").id == "share")
    #expect(ButtonState<AppAction>(role: .default, label: "Teilen", action: nil).id == "default")
    #expect(ButtonState<AppAction>(role: .destructive, label: "Löschen", action: nil).id == "destructive")
  }

  @Test("Sheets and buttons are Identifiable by what the locale does not change")
  func identifiable() {
    func identity<Value: Identifiable>(_ value: Value) -> Value.ID { value.id }
    #expect(
      identity(Self.german)
        == ActionSheetState<AppAction>.ID(
          trigger: "toolbar.info", buttons: ["favoriteTapped", "deleteTapped", "cancel"]))
    #expect(identity(Self.german.buttons[1]) == "deleteTapped")
    var elsewhere = Self.german
    elsewhere.trigger = "row.report"
    #expect(elsewhere.id != Self.german.id)
  }

  /// A child feature's actions, lifted into a parent's.
  enum ChildAction: Hashable, Sendable { case delete, keep, closed }
  enum ParentAction: Hashable, Sendable { case child(ChildAction), other }

  @Test("map lifts a child's sheet onto its parent's actions and keeps everything else")
  func mapLiftsActions() {
    var child = ActionSheetState<ChildAction>(
      title: "Delete?", message: "Gone for good.",
      buttons: [.destructive("Delete", send: .delete), .default("Keep", send: .keep), .cancel()],
      dismiss: .closed, anchoredTo: "row", layoutDirection: .rightToLeft, preferredFocus: .cancel)
    child.buttons[0].accessibilityHint = "Destructive"
    let parent = child.map(ParentAction.child)
    #expect(
      parent
        == ActionSheetState<ParentAction>(
          title: "Delete?", message: "Gone for good.",
          buttons: [
            {
              var delete = ButtonState<ParentAction>.destructive("Delete", id: "delete", send: .child(.delete))
              delete.accessibilityHint = "Destructive"
              return delete
            }(),
            .default("Keep", id: "keep", send: .child(.keep)), .cancel(),
          ],
          dismiss: .child(.closed), anchoredTo: "row", layoutDirection: .rightToLeft, preferredFocus: .cancel))
    // The ids stay the child's, so focus and taps keep working after lifting.
    #expect(parent.id == child.id)
    var session = SheetSession(sheet: parent, formFactor: .compact)
    session.send(.open)
    #expect(session.send(.tapScrim) == .child(.closed))
  }
}
