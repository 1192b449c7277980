import ActionSheetCore
import Foundation
import ICU
import LocalizedSheets
import Testing

/// The hint read after a destructive button says what is true of its action: deleted photos
/// are gone, a signed-out user can sign in again.
@Suite("Destructive hints true of each action")
struct DestructiveHintTests {
  static let catalog: LocalizedCatalog? = try? LocalizedCatalog(directory: Paths.locales)
  static let arguments: [String: MessageValue] = [
    "count": 3, "days": 7, "account": "ana@example.com", "name": "Ana", "channel": "Weekly",
  ]

  func destructiveHint(_ sheet: String, _ tag: String) throws -> String? {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: sheet, in: catalog.catalog) { $0 }
    let names = try catalog.argumentNames(of: template, locale: LocaleID(tag))
    let state = try catalog.sheet(
      template, locale: LocaleID(tag), arguments: Self.arguments.filter { names.contains($0.key) })
    return state.buttons.first { $0.role == .destructive }?.accessibility.hint
  }

  @Test func signOutAndDeleteSheetsReadTheirOwnHints() throws {
    #expect(try destructiveHint("sign-out", "en") == "You can sign in again at any time.")
    #expect(try destructiveHint("delete-photos", "en") == "Deleted items can’t be recovered.")
    #expect(try destructiveHint("sign-out", "de") == "Du kannst dich jederzeit wieder anmelden.")
    #expect(try destructiveHint("delete-photos", "de") == "Gelöschte Objekte lassen sich nicht wiederherstellen.")
    #expect(try destructiveHint("sign-out", "ja") == "いつでも再度サインインできます。")
    #expect(try destructiveHint("delete-photos", "ja") == "削除した項目は復元できません。")
  }

  @Test func everyBundledDestructiveButtonReadsTheHintOfItsConceptInItsLocale() throws {
    let catalog = try #require(Self.catalog)
    for declaration in catalog.catalog.sheets {
      let template = try SheetTemplate<String>(sheet: declaration.id, in: catalog.catalog) { $0 }
      for button in template.buttons where button.role == .destructive {
        let verb = try #require(catalog.catalog.metadata(for: button.key)?.verb)
        for file in catalog.catalog.files {
          let expected = file["a11y.destructive-hint.\(verb)"]?.text
          #expect(expected != nil, "\(file.locale) has no hint for \(verb)")
          #expect(
            try destructiveHint(declaration.id, file.locale.tag) == expected, "\(declaration.id) in \(file.locale)")
        }
      }
    }
  }

  static let english = """
    {
      "title": "Reset?",
      "reset": "Reset", "@reset": {"role": "destructive", "verb": "reset"},
      "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"},
      "cancel": "Cancel", "@cancel": {"role": "cancel"},
      "a11y.destructive-hint": "Takes effect right away.",
      "a11y.destructive-hint.delete": "Deleted items can’t be recovered."
    }
    """
  static let german = """
    {"title": "Zurücksetzen?", "reset": "Zurücksetzen", "delete": "Löschen", "cancel": "Abbrechen",
     "a11y.destructive-hint": "Wird sofort ausgeführt."}
    """

  func smallCatalog() throws -> LocalizedCatalog {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.english.utf8).write(to: directory.appendingPathComponent("en.json"))
    try Data(Self.german.utf8).write(to: directory.appendingPathComponent("de.json"))
    try FileManager.default.copyItem(
      atPath: Paths.locales + "/lexicons", toPath: directory.appendingPathComponent("lexicons").path)
    return try LocalizedCatalog(directory: directory.path)
  }

  func hint(of key: String, in catalog: LocalizedCatalog, _ tag: String) throws -> String? {
    let template = SheetTemplate<String>(
      id: key, titleKey: "title", buttons: [.destructive(key, send: key), .cancel("cancel")])
    return try catalog.sheet(template, locale: LocaleID(tag), mode: .lenient { _ in }).buttons[0].accessibility.hint
  }

  @Test func aConceptWithoutAHintOfItsOwnReadsTheGeneralHint() throws {
    let catalog = try smallCatalog()
    #expect(try hint(of: "reset", in: catalog, "en") == "Takes effect right away.")
    #expect(try hint(of: "delete", in: catalog, "en") == "Deleted items can’t be recovered.")
  }

  @Test func aLocaleKeepsItsOwnGeneralHintRatherThanTheSourcesConceptHint() throws {
    let catalog = try smallCatalog()
    #expect(try hint(of: "delete", in: catalog, "de") == "Wird sofort ausgeführt.")
    #expect(try hint(of: "delete", in: catalog, "de-CH") == "Wird sofort ausgeführt.")
    // A locale without a file of its own is shown the source throughout.
    #expect(try hint(of: "delete", in: catalog, "cy") == "Deleted items can’t be recovered.")
    #expect(try hint(of: "delete", in: catalog, "en-GB") == "Deleted items can’t be recovered.")
  }

  /// A catalog without any hint of its own, in English, German, Japanese and Arabic.
  func catalogWithoutHints() throws -> LocalizedCatalog {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-no-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "en": #"""
      {"title": "Delete the album?", "delete": "Delete Album", "@delete": {"role": "destructive", "verb": "delete"},
       "reset": "Reset Album", "@reset": {"role": "destructive", "verb": "reset"},
       "cancel": "Cancel", "@cancel": {"role": "cancel"}}
      """#,
      "de":
        #"{"title": "Album löschen?", "delete": "Album löschen", "reset": "Album zurücksetzen", "cancel": "Abbrechen"}"#,
      "ja": #"{"title": "アルバムを削除しますか?", "delete": "アルバムを削除", "reset": "アルバムをリセット", "cancel": "キャンセル"}"#,
      "ar":
        #"{"title": "هل تريد حذف الألبوم؟", "delete": "حذف الألبوم", "reset": "إعادة تعيين الألبوم", "cancel": "إلغاء"}"#,
    ]
    for (tag, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent("\(tag).json")) }
    try FileManager.default.copyItem(
      atPath: Paths.locales + "/lexicons", toPath: directory.appendingPathComponent("lexicons").path)
    return try LocalizedCatalog(directory: directory.path)
  }

  @Test func aCatalogWithoutHintsReadsThePackagesHintsInTheLanguageOfTheSheet() throws {
    let catalog = try catalogWithoutHints()
    let bundled = try #require(Self.catalog)
    for tag in ["en", "de", "ja", "ar"] {
      let locale = try LocaleID(tag)
      let file = try #require(bundled.catalog.file(for: locale))
      let template = SheetTemplate<String>(
        id: "delete", titleKey: "title", buttons: [.destructive("delete", send: "delete"), .cancel("cancel")])
      let sheet = try catalog.sheet(template, locale: locale)
      #expect(sheet.buttons[0].accessibility.hint == file["a11y.destructive-hint.delete"]?.text, "\(tag)")
      #expect(sheet.buttons[1].accessibility.hint == file["a11y.cancel-hint"]?.text, "\(tag)")
      #expect(sheet.buttons[0].accessibility.hint != ButtonAccessibility.defaultDestructiveHint)
      // A concept the package has no hint for reads the general one.
      let reset = SheetTemplate<String>(
        id: "reset", titleKey: "title", buttons: [.destructive("reset", send: "reset"), .cancel("cancel")])
      #expect(
        try catalog.sheet(reset, locale: locale).buttons[0].accessibility.hint
          == file["a11y.destructive-hint"]?.text, "\(tag)")
    }
    // Hints are in the language of the text shown: de-AT's are de's; a sheet for fr, which
    // the catalog has no file for, is shown in English (leniently), and so are its hints.
    let swiss = SheetTemplate<String>(
      id: "delete", titleKey: "title", buttons: [.destructive("delete", send: "delete"), .cancel("cancel")])
    #expect(
      try catalog.sheet(swiss, locale: LocaleID("de-AT")).buttons[1].accessibility.hint
        == "Schließt, ohne Änderungen vorzunehmen.")
    #expect(
      try catalog.sheet(swiss, locale: LocaleID("fr"), mode: .lenient { _ in }).buttons[1].accessibility.hint
        == "Closes without making changes.")
  }

  @Test func thePackagesHintsAreTheBundledCatalogs() throws {
    let root = URL(fileURLWithPath: Paths.root)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent("scripts/embed-hints.py").path, "--check"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the embedded hints are out of date: run scripts/embed-hints.py")
    let bundled = try #require(Self.catalog)
    #expect(BundledHints.locales == bundled.catalog.files.map(\.locale.tag).sorted())
    #expect(
      BundledHints.text(for: "a11y.cancel-hint", locale: try LocaleID("de-CH"))
        == "Schließt, ohne Änderungen vorzunehmen.")
    #expect(BundledHints.text(for: "a11y.cancel-hint", locale: try LocaleID("tlh")) == nil)
  }
}
