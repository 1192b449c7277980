import CatalogLint
import Foundation
import ICU
import LocaleCatalog
import Testing

/// A large catalog is checked a share of its keys at a time: it must find exactly what a check
/// of the whole catalog in memory finds, at the same places, and report it the same way.
@Suite("Checking a large catalog a share of its keys at a time")
struct ShareCheckTests {
  /// A loader that indexes every catalog, however small, as it does large ones.
  static let indexingLoader: CatalogLoader = {
    var loader = CatalogLoader()
    loader.largeFileSize = 0
    return loader
  }()

  @Test func aLargeFileMakesTheCatalogIndexedAndOnlyForACheck() throws {
    let directory = try TemporaryDirectory([
      "en.json": #"{"a": "Delete", "b": "Share"}"#, "de.json": #"{"a": "Löschen", "b": "Teilen"}"#,
    ])
    defer { directory.remove() }
    var loader = CatalogLoader()
    let small = try #require(loader.loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(small.indexedFiles.isEmpty)
    loader.largeFileSize = 16
    let large = try #require(loader.loadCatalogs(at: directory.path, deferringTranslations: true).first)
    #expect(large.indexedFiles.map(\.locale.tag) == ["de", "en"])
    #expect(large.files.isEmpty && large.deferredFiles.isEmpty)
    #expect(large.indexedFiles.map(\.members.count) == [2, 2])
    // Only a check reads a catalog so: other commands need every message at once.
    #expect(try loader.load(directory: directory.path).indexedFiles.isEmpty)
  }

  @Test(arguments: [1, 2, 3, 1_000])
  func theTrickyCatalogGivesTheSameFindingsAndReport(keysPerShare: Int) throws {
    let directory = try TemporaryDirectory(DeferredCheckTests.tricky)
    defer { directory.remove() }
    let (whole, shared, catalog) = try Self.compare(directory.path, keysPerShare: keysPerShare)
    // The findings a reader expects from this catalog, so the comparison is not of two empty lists.
    let rules = Set(shared.diagnostics.map(\.ruleID))
    #expect(
      rules.isSuperset(of: [
        "catalog.invalid-file", "catalog.missing-key", "sheet.conformance", "verb.cancel-like", "verb.ambiguous",
      ]), "\(rules)")
    let text = TextReporter(options: ReporterOptions())
    let sharedReport = text.report(ReportInput(diagnostics: shared.diagnostics, catalogs: [catalog], results: [shared]))
    let wholeReport = text.report(
      ReportInput(diagnostics: whole, catalogs: [try CatalogLoader().load(directory: directory.path)]))
    #expect(sharedReport == wholeReport)
  }

  @Test(arguments: [1, 7])
  func theBundledCatalogGivesTheSameFindingsAndCounts(keysPerShare: Int) throws {
    _ = try Self.compare(DeferredCheckTests.bundledLocales, keysPerShare: keysPerShare)
  }

  /// Keys a translation lacks are placed after the source's previous key the translation has,
  /// though that key falls in another share.
  @Test func aMissingKeyIsPlacedAfterItsNeighbourInTheWholeFile() throws {
    let directory = try TemporaryDirectory([
      "en.json": #"{"a": "Photo", "b": "Album", "c": "Video", "d": "Camera", "e": "Library"}"#,
      "de.json": "{\"e\": \"Mediathek\",\n \"a\": \"Foto\",\n \"c\": \"Video\"}",
    ])
    defer { directory.remove() }
    let (_, shared, _) = try Self.compare(directory.path, keysPerShare: 1)
    let missing = shared.diagnostics.filter { $0.ruleID == "catalog.missing-key" }
    #expect(missing.map(\.key) == ["b", "d"])
    #expect(
      missing.map(\.notes) == [
        ["it belongs after “a”, as in the en file"], ["it belongs after “c”, as in the en file"],
      ])
    #expect(missing.map(\.position.line) == [2, 3])
  }

  /// A locale without a lexicon knows its generic confirmation only from the catalog's own
  /// “OK”: that key is checked with the labels, whatever share its hash would give it.
  @Test func theCatalogsOwnConfirmationWordingReachesEveryLabel() throws {
    var files = [
      "en.json": """
      {"ok": "OK", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}
      """,
      "eo.json": #"{"ok": "Bone", "delete": "Bone""#,
    ]
    for index in 0..<40 {
      files["en.json"]! += #", "t\#(index)": "Photo \#(index)""#
      files["eo.json"]! += #", "t\#(index)": "Foto \#(index)""#
    }
    files["en.json"]! += "}"
    files["eo.json"]! += "}"
    let directory = try TemporaryDirectory(files)
    defer { directory.remove() }
    let (_, shared, _) = try Self.compare(directory.path, keysPerShare: 1)
    #expect(shared.diagnostics.contains { $0.ruleID == "verb.generic" && $0.key == "delete" })
  }

  /// A key defined twice, metadata, syntax errors and a broken file are found once each.
  @Test func loadFindingsAreReportedOnce() throws {
    let directory = try TemporaryDirectory([
      "en.json": """
      {"a": "Delete", "@a": {"role": "destructive", "verb": "delete", "ignore": ["verb.generic"]},
       "b": "{n, plural, one {# photo} other {# photos}}", "a": "Remove", "c": "{broken", "d": 3}
      """,
      "de.json": #"{"a": "OK", "b": "{n, plural, one {# Foto} other {# Fotos}}", "c": "x", "d": "y", "e": "z"}"#,
      "fr.json": #"{"a": "Supprimer", "#,
    ])
    defer { directory.remove() }
    let (_, shared, _) = try Self.compare(directory.path, keysPerShare: 1)
    let rules = shared.diagnostics.map(\.ruleID)
    #expect(rules.filter { $0 == "catalog.duplicate-key" }.count == 1)
    #expect(rules.filter { $0 == "message.syntax" }.count == 1)
    #expect(rules.filter { $0 == "catalog.extra-key" }.count == 2)
    #expect(!rules.contains("verb.generic"), "the source's “ignore” holds for the other shares")
    #expect(shared.diagnostics.contains { $0.ruleID == "catalog.invalid-file" && $0.path.hasSuffix("fr.json") })
  }

  /// Every rule's examples, triggering and not, checked with every rule both ways.
  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyRuleExampleGivesTheSameFindings(id: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: id))
    for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
      let directory = try TemporaryDirectory(example: example)
      defer { directory.remove() }
      for keysPerShare in [1, 2] {
        _ = try Self.compare(directory.path, keysPerShare: keysPerShare)
      }
    }
  }

  /// Checks the catalog at `path` whole and in shares and expects the same findings and counts.
  private static func compare(_ path: String, keysPerShare: Int) throws -> (
    whole: [Diagnostic], shared: LintResult, catalog: Catalog
  ) {
    let whole = try CatalogLoader().load(directory: path)
    let indexed = try #require(indexingLoader.loadCatalogs(at: path, deferringTranslations: true).first)
    var linter = Linter()
    let expected = linter.lint(whole)
    linter.keysPerShare = keysPerShare
    let result = linter.run(indexed)
    #expect(result.diagnostics == expected, "\(path): \(Set(result.diagnostics).symmetricDifference(expected))")
    if !indexed.indexedFiles.isEmpty {
      #expect(result.fileCount == whole.files.count)
      #expect(result.messageCount == whole.messageCount)
      let completions = result.completions.map { "\($0.locale) \($0.expectedKeys)" }.sorted()
      let wholeCompletions = Linter().run(whole).completions.map { "\($0.locale) \($0.expectedKeys)" }.sorted()
      #expect(completions == wholeCompletions)
    }
    return (expected, result, indexed)
  }
}
