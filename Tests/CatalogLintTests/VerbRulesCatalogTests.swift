import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The verb rules on a small catalog with the bundled lexicons: the issue's examples.
@Suite("Verb rules with the bundled lexicons")
struct VerbRulesCatalogTests {
  static let english = """
    {
      "delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
      "@delete": {"role": "destructive", "verb": "delete"},
      "signout": "Sign Out",
      "@signout": {"role": "destructive", "verb": "sign-out"},
      "discard": "Discard Draft",
      "@discard": {"role": "destructive", "verb": "discard"},
      "cancel": "Cancel",
      "@cancel": {"role": "cancel"},
      "ok": "OK",
      "@ok": {"role": "default"}
    }
    """

  func lint(_ files: [String: String]) throws -> [Diagnostic] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-verbs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    try FileManager.default.copyItem(
      atPath: PackageRoot.path + "/Locales/lexicons", toPath: directory.appendingPathComponent("lexicons").path)
    let catalog = try CatalogLoader().load(directory: directory.path)
    return Linter().lint(catalog).filter { $0.ruleID.hasPrefix("verb.") }
  }

  @Test func theIssueExamplesAreLocatedErrorsAndTheSpecificOnesPass() throws {
    let found = try lint([
      "en.json": Self.english,
      "de.json": """
      {
        "delete": "{count, plural, one {OK} other {OK}}",
        "signout": "Abmelden",
        "discard": "Abbrechen",
        "cancel": "Abbrechen",
        "ok": "OK"
      }
      """,
      "ja.json": """
      {
        "delete": "{count, plural, other {削除}}",
        "signout": "はい",
        "discard": "破棄",
        "cancel": "キャンセル",
        "ok": "はい"
      }
      """,
      "ar.json": """
      {
        "delete": "{count, plural, zero {حذف} one {حذف} two {حذف} few {حذف} many {حذف} other {موافق}}",
        "signout": "تسجيل الخروج",
        "discard": "تجاهل",
        "cancel": "إلغاء",
        "ok": "موافق"
      }
      """,
      "fr.json": """
      {
        "delete": "{count, plural, one {Supprimer} many {Supprimer} other {Supprimer}}",
        "signout": "Se déconnecter",
        "discard": "Supprimer le brouillon",
        "cancel": "Annuler",
        "ok": "OK"
      }
      """,
    ])
    let errors = found.filter { $0.severity == .error }.map {
      "\($0.path.split(separator: "/").last ?? ""):\($0.position) \($0.ruleID)"
    }
    #expect(
      errors.sorted() == [
        "ar.json:2:88 verb.generic",
        "de.json:2:34 verb.generic",
        "de.json:2:45 verb.generic",
        "de.json:4:15 verb.cancel-like",
        "ja.json:3:15 verb.generic",
      ], "\(found.map { "\($0.position) \($0.ruleID) \($0.message)" })")
    let french = found.filter { $0.path.hasSuffix("fr.json") }
    #expect(french.isEmpty, "\(french.map(\.message))")
  }

  @Test func theMostFrequentVerbWinsAndEveryOtherUseIsReported() throws {
    let keys = ["a", "b", "c", "d", "e"]
    let german = ["In den Papierkorb legen", "Löschen", "Element löschen", "In den Papierkorb", "Foto löschen"]
    var english: [String] = []
    var translated: [String] = []
    for (key, text) in zip(keys, german) {
      english.append(#""\#(key)": "Delete Item \#(key)", "@\#(key)": {"role": "destructive", "verb": "delete"}"#)
      translated.append(#""\#(key)": "\#(text)""#)
    }
    let found = try lint([
      "en.json": "{" + english.joined(separator: ", ") + "}",
      "de.json": "{" + translated.joined(separator: ", ") + "}",
    ]).filter { $0.ruleID == "verb.inconsistent" }
    #expect(found.map { $0.key ?? "" } == ["a", "d"], "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.message.contains("say “löschen”") })
  }
}

enum PackageRoot {
  static var path: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .path
  }
}
