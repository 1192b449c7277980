import CatalogLint
import Foundation
import ICU
import LocaleCatalog
import Testing

/// A check that reads each translation when its turn comes and lets it go must find exactly
/// what a check of the whole catalog in memory finds, and report it the same way.
@Suite("Checking translations one file at a time")
struct DeferredCheckTests {
  /// The package's `Locales/`, found from this file's location.
  static let bundledLocales = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Locales").path

  /// A catalog with a fallback parent (pt for pt-BR, de for de-CH; both de and de-CH lack
  /// “ok”), a file that is not JSON,
  /// a file named after no locale, sheets that break the spec in every locale or in one, and
  /// the bundled lexicons of its languages.
  static let tricky: [String: String] = lexicons(["en", "pt", "de", "fr", "ja"]).merging([
    "en.json": """
    {"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"},
     "share": "Share", "@share": {"role": "default"}, "cancel": "Cancel", "@cancel": {"role": "cancel"},
     "ok": "OK", "@ok": {"role": "default"}}
    """,
    "pt.json": #"{"t": "Foto", "delete": "Apagar", "share": "Partilhar", "cancel": "Cancelar", "ok": "OK"}"#,
    "pt-BR.json": #"{"t": "Foto", "delete": "Cancelar", "cancel": "Cancelar"}"#,
    "de.json": #"{"t": "Foto", "delete": "Teilen", "share": "Teilen", "cancel": "Abbrechen"}"#,
    "de-CH.json": #"{"t": "Foto", "cancel": "Abbrechen"}"#,
    "fr.json": #"{"t": "Photo", "delete": "Supprimer", "#,
    "ja.json": #"{"t": "写真", "delete": " ", "share": "共有", "cancel": "キャンセル", "ok": "OK"}"#,
    "not a locale!.json": #"{"t": "x"}"#,
    "sheets.json": """
    {"photo": {"title": "t", "buttons": ["delete", "share", "cancel"]},
     "bare": {"title": "t", "buttons": ["delete", "share"]}}
    """,
  ]) { _, new in new }

  /// The bundled lexicons of `languages`, as files of a catalog.
  static func lexicons(_ languages: [String]) -> [String: String] {
    var files: [String: String] = [:]
    for language in languages {
      let path = bundledLocales + "/lexicons/\(language).json"
      files["lexicons/\(language).json"] = FileManager.default.contents(atPath: path).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    return files
  }

  @Test func onlyTranslationsNothingFallsBackToAreLeftOnDisk() throws {
    let directory = try TemporaryDirectory(Self.tricky)
    defer { directory.remove() }
    let catalog = try #require(
      CatalogLoader().loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(catalog.deferredFiles.map(\.locale.tag) == ["de-CH", "fr", "ja", "pt-BR"])
    #expect(catalog.files.map(\.locale.tag) == ["de", "en", "pt"])
    let whole = try CatalogLoader().load(directory: directory.path)
    #expect(whole.deferredFiles.isEmpty)
  }

  @Test func aCatalogWithoutItsSourceIsReadWhole() throws {
    let directory = try TemporaryDirectory(["de.json": #"{"a": "Löschen"}"#, "fr.json": #"{"a": "Supprimer"}"#])
    defer { directory.remove() }
    let catalog = try #require(
      CatalogLoader().loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(catalog.deferredFiles.isEmpty)
    #expect(Linter().run(catalog).diagnostics.contains { $0.message.contains("has no file for its source locale") })
  }

  @Test(arguments: [nil, ["ja"], ["de-CH"], ["fr"], ["pt-BR", "de"]] as [[String]?])
  func theTrickyCatalogGivesTheSameFindings(locales tags: [String]?) throws {
    let directory = try TemporaryDirectory(Self.tricky)
    defer { directory.remove() }
    let locales = try tags.map { Set(try $0.map { try LocaleID($0) }) }
    let (whole, deferred, catalog) = try Self.compare(directory.path, locales: locales)
    if tags == nil {
      // The findings a reader expects from this catalog, so the comparison is not of two empty lists.
      let rules = Set(deferred.diagnostics.map(\.ruleID))
      #expect(
        rules.isSuperset(of: [
          "catalog.invalid-file", "catalog.missing-key", "sheet.conformance", "verb.cancel-like", "verb.ambiguous",
        ]), "\(rules)")
      // pt-BR lacks keys pt translates: it falls back, so only de's and de-CH's "ok" is missing,
      // and ja's "delete" of a space only.
      let missing = deferred.diagnostics.filter { $0.ruleID == "catalog.missing-key" }
      #expect(Set(missing.compactMap(\.locale)) == ["de", "de-CH", "ja"], "\(missing.map(\.message))")
      let sheet = deferred.diagnostics.filter { $0.ruleID == "sheet.conformance" }.map(\.message)
      #expect(sheet.contains { $0.contains("“bare” has no Cancel button in every locale") })
      #expect(sheet.contains { $0.contains("blank label (“delete”) in ja;") })
    }
    // The text report shows the lines of files already let go, as the whole catalog's does.
    let text = TextReporter(options: ReporterOptions())
    let deferredReport = text.report(
      ReportInput(diagnostics: deferred.diagnostics, catalogs: [catalog], results: [deferred]))
    let wholeReport = text.report(
      ReportInput(diagnostics: whole, catalogs: [try CatalogLoader().load(directory: directory.path, only: locales)]))
    #expect(deferredReport == wholeReport)
    if tags?.contains("fr") ?? true {
      #expect(deferredReport.contains("\n    {\"t\": \"Photo\", \"delete\": \"Supprimer\", \n"))
    }
  }

  @Test func theBundledCatalogGivesTheSameFindingsAndCounts() throws {
    let (whole, deferred, loaded) = try Self.compare(Self.bundledLocales, locales: nil)
    #expect(whole == deferred.diagnostics)
    let catalog = try Self.load(Self.bundledLocales)
    #expect(loaded.deferredFiles.count == catalog.files.count - 1)
    #expect(deferred.fileCount == catalog.files.count)
    #expect(deferred.messageCount == catalog.messageCount)
  }

  /// Every rule's examples, triggering and not, checked with every rule both ways.
  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyRuleExampleGivesTheSameFindings(id: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: id))
    for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
      let directory = try TemporaryDirectory(example: example)
      defer { directory.remove() }
      _ = try Self.compare(directory.path, locales: nil)
    }
  }

  /// Checks the catalog at `path` whole and one file at a time and expects the same findings.
  /// - Returns: The whole catalog's findings, the result of the other check, and the
  ///   catalog that check read its files from.
  private static func compare(_ path: String, locales: Set<LocaleID>?) throws -> (
    whole: [Diagnostic], deferred: LintResult, catalog: Catalog
  ) {
    // As `check --locale` does: only those locales (and what they are compared with) are read.
    let whole = try CatalogLoader().load(directory: path, only: locales)
    let deferred = try #require(
      CatalogLoader().loadCatalogs(at: path, only: locales, deferringTranslations: true).first)
    let linter = Linter()
    let expected = locales.map { linter.lint(whole, locales: $0) } ?? linter.lint(whole)
    let result = linter.run(deferred, locales: locales)
    #expect(result.diagnostics == expected, "\(path): \(Set(result.diagnostics).symmetricDifference(expected))")
    #expect(result.fileCount == whole.files.count)
    #expect(result.messageCount == whole.messageCount)
    return (expected, result, deferred)
  }

  private static func load(_ path: String) throws -> Catalog {
    try CatalogLoader().load(directory: path)
  }
}

/// Files under a fresh temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init(_ files: [String: String]) throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-deferred-\(UUID().uuidString)")
      .path
    for (name, text) in files {
      let file = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  /// A rule example's files, without their `↓` marks.
  init(example: RuleExample) throws {
    try self.init(example.files.mapValues { $0.replacingOccurrences(of: String(RuleExample.marker), with: "") })
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
