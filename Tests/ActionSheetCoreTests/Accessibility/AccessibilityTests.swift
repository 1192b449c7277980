import ActionSheetCore
import Testing

/// Accessibility text and traits, including localized hints in tricky locales.
@Suite("Accessibility")
struct AccessibilityTests {
  @Test("Each role exposes its traits")
  func traits() {
    let sheet = ActionSheetState<AppAction>.seed
    #expect(
      sheet.buttons.map(\.accessibility.traits) == [
        [.isButton], [.isButton, .isDestructive], [.isButton, .isCancel],
      ])
  }

  @Test("The destructive hint defaults to English words")
  func defaultHint() {
    let delete = ButtonState<AppAction>.destructive("Delete", send: .deleteTapped)
    #expect(
      delete.accessibility
        == ButtonAccessibility(
          label: "Delete", hint: "Destructive action", traits: [.isButton, .isDestructive]))
    #expect(ButtonAccessibility.defaultDestructiveHint == "Destructive action")
    #expect(ButtonState<AppAction>.default("Share", send: .shareTapped).accessibility.hint == nil)
  }

  /// Localized labels and hints as localization fills them in.
  struct Localized: Sendable, CustomStringConvertible {
    var locale: String
    var label: String
    var hint: String
    var direction: LayoutDirection
    var description: String { locale }
  }

  @Test(
    "Localized destructive hints are announced as given",
    arguments: [
      Localized(
        locale: "de", label: "Löschen", hint: "Destruktive Aktion", direction: .leftToRight),
      Localized(
        locale: "ar", label: "حذف", hint: "إجراء لا يمكن التراجع عنه", direction: .rightToLeft),
      Localized(locale: "he", label: "מחיקה", hint: "פעולה הרסנית", direction: .rightToLeft),
      Localized(locale: "ja", label: "削除", hint: "取り消せない操作", direction: .leftToRight),
      Localized(
        locale: "ru", label: "Удалить", hint: "Необратимое действие", direction: .leftToRight),
    ])
  func localizedHints(_ localized: Localized) {
    var delete = ButtonState<AppAction>.destructive(
      localized.label, id: "delete", send: .deleteTapped)
    delete.accessibilityHint = localized.hint
    let sheet = ActionSheetState<AppAction>(
      title: "…",
      buttons: [
        .default("★", id: "favorite", send: .favoriteTapped), delete, .cancel("✕", id: "cancel"),
      ],
      anchoredTo: "row",
      layoutDirection: localized.direction)
    let announced = sheet.presentation(for: .compact).actionGroup[0].accessibility
    #expect(
      announced
        == ButtonAccessibility(
          label: localized.label, hint: localized.hint, traits: [.isButton, .isDestructive]))
    #expect(sheet.conformance().isEmpty)
  }

  @Test("An accessibility label overrides the visible label")
  func accessibilityLabel() {
    var delete = ButtonState<AppAction>.destructive("🗑", send: .deleteTapped)
    delete.accessibilityLabel = "Delete Report.pdf"
    #expect(delete.accessibility.label == "Delete Report.pdf")
    #expect(delete.colorToken == .danger)
    #expect(ButtonState<AppAction>.cancel().colorToken == .standard)
  }
}
