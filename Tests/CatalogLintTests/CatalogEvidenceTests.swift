import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The catalog's own Cancel and OK translations are evidence in every language, with or
/// without a lexicon, and key names mark destructive buttons in formats without roles.
@Suite("Verb evidence from the catalog itself")
struct CatalogEvidenceTests {
  /// The verb findings of the catalogs at `name` in a temporary folder of `files`.
  func lint(_ files: [String: String], at name: String = "", bundled: Bool = true) throws -> [Diagnostic] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-evidence-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (file, text) in files {
      let url = directory.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    var found: [Diagnostic] = []
    for var catalog in try CatalogLoader().loadCatalogs(at: directory.appendingPathComponent(name).path) {
      catalog.usesBundledLexicons = bundled
      found += Linter().lint(catalog)
    }
    return found.filter { $0.ruleID.hasPrefix("verb.") || $0.ruleID == "catalog.inferred-role" }
  }

  static let english = """
    {"@@locale": "en",
     "photos.delete": "Delete Photos", "@photos.delete": {"role": "destructive", "verb": "delete"},
     "account.signout": "Sign Out", "@account.signout": {"role": "destructive", "verb": "sign-out"},
     "common.cancel": "Cancel", "@common.cancel": {"role": "cancel"},
     "common.ok": "OK", "@common.ok": {"role": "default"}}
    """
  /// The source language's lexicon only, so that be and hy have none, whatever the package ships.
  static let englishLexicon = """
    {"@@language": "en", "schema": 1, "generic": ["OK", "Yes"], "cancel": ["Cancel"], "safe": [],
     "concepts": {"delete": ["delete"], "sign-out": ["sign out"]}}
    """

  @Test func withoutLexiconsTheCatalogsOwnCancelAndOKAreErrorsNamingTheirKey() throws {
    let found = try lint(
      [
        "en.json": Self.english, "lexicons/en.json": Self.englishLexicon,
        "be.json": """
        {"@@locale": "be",
         "photos.delete": "Скасаваць",
         "account.signout": "Выйсці",
         "common.cancel": "Скасаваць",
         "common.ok": "Добра"}
        """,
        "hy.json": """
        {"@@locale": "hy",
         "photos.delete": "Ջնջել լուսանկարները",
         "account.signout": "Լավ",
         "common.cancel": "Չեղարկել",
         "common.ok": "Լավ"}
        """,
      ], bundled: false)
    let errors = found.filter { $0.severity == .error }
    let belarusian = errors.filter { $0.locale == "be" }
    #expect(belarusian.count == 1, "\(errors)")
    #expect(belarusian.first?.ruleID == "verb.cancel-like")
    #expect(belarusian.first?.key == "photos.delete")
    #expect(belarusian.first?.message.contains("“common.cancel”") == true, "\(belarusian)")
    #expect(belarusian.first?.position.line == 2)
    let armenian = errors.filter { $0.locale == "hy" }
    #expect(armenian.count == 1, "\(errors)")
    #expect(armenian.first?.ruleID == "verb.generic")
    #expect(armenian.first?.key == "account.signout")
    #expect(armenian.first?.message.contains("“common.ok”") == true, "\(armenian)")
    // The locales without lexicon say so, once each.
    #expect(found.filter { $0.ruleID == "verb.no-lexicon" }.compactMap(\.locale).sorted() == ["be", "hy"])
  }

  @Test func aLabelMadeOnlyOfTheCatalogsCancelWordingIsCancelLikeAndOneWithMoreIsNot() throws {
    let found = try lint(
      [
        "en.json": Self.english, "lexicons/en.json": Self.englishLexicon,
        "be.json": """
        {"@@locale": "be",
         "photos.delete": "Скасаваць!",
         "account.signout": "Скасаваць выхад",
         "common.cancel": "скасаваць",
         "common.ok": "Добра"}
        """,
      ], bundled: false)
    let errors = found.filter { $0.severity == .error }
    #expect(errors.map(\.key) == ["photos.delete"], "\(errors)")
  }

  @Test func aStringCatalogKeyNamedForDeletingThatSaysYesIsReported() throws {
    let stringCatalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "delete_photo_message": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Delete this photo?"}},
          "de": {"stringUnit": {"state": "translated", "value": "Dieses Foto löschen?"}}}},
        "confirm_delete_button": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Yes"}},
          "de": {"stringUnit": {"state": "translated", "value": "Ja"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Supprimer"}}}},
        "delete_title": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Delete"}},
          "de": {"stringUnit": {"state": "translated", "value": "Löschen"}}}}
      }}
      """
    let found = try lint(["Localizable.xcstrings": stringCatalog], at: "Localizable.xcstrings")
    let generic = found.filter { $0.ruleID == "verb.generic" }
    // Once, at the source: de's “Ja” translates the source's “Yes”, which is what to fix.
    #expect(generic.map(\.key) == ["confirm_delete_button"], "\(found)")
    #expect(Set(generic.compactMap(\.locale)) == ["en"])
    let inferred = found.filter { $0.ruleID == "catalog.inferred-role" }
    #expect(inferred.contains { $0.key == "confirm_delete_button" && $0.message.contains("key name") }, "\(inferred)")
    #expect(!found.contains { $0.locale == "fr" && $0.severity != .note }, "\(found)")
  }
}
