import CatalogLint
import Foundation
import LocaleCatalog

/// A small catalog with an error, a warning and a plural finding, written to a temporary
/// directory, checked, and turned into report input whose paths read `Locales/<file>` so
/// that reports are the same on every machine.
enum ReportFixture {
  static let files: [String: String] = [
    "en.json": """
    {
      "@@locale": "en",
      "delete-photos.delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
      "@delete-photos.delete": {"role": "destructive", "verb": "delete"},
      "common.cancel": "Cancel",
      "@common.cancel": {"role": "cancel"}
    }
    """,
    "ar.json": """
    {
      "@@locale": "ar",
      "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}"
    }
    """,
    "de.json": """
    {
      "@@locale": "de",
      "delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}}",
      "common.cancel": "Abbrechen",
      "save: 100%, \\"now\\"": "Speichern"
    }
    """,
  ]

  /// The rules the reports list: three of the registry, so that snapshots do not change
  /// when rules are added.
  static let rules = [MissingKeyRule.description, ExtraKeyRule.description, PluralMissingCategoryRule.description]

  static let tool = ToolInfo(name: "sheet-l10n", version: "1.2.3")

  /// Checks the fixture and returns the input for reports.
  static func input(baselineSuppressedCount: Int = 0, comparison: RevisionComparison? = nil) throws -> ReportInput {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let catalog = try CatalogLoader().load(directory: directory.path)
    func rename(_ path: String) -> String { "Locales/" + (path.split(separator: "/").last.map(String.init) ?? path) }
    let diagnostics = Linter(rules: [MissingKeyRule(), ExtraKeyRule(), PluralMissingCategoryRule()]).lint(catalog).map {
      diagnostic in
      var renamed = diagnostic
      renamed.path = rename(diagnostic.path)
      return renamed
    }
    var sources: [String: SourceFile] = [:]
    for file in catalog.files {
      sources[rename(file.path)] = SourceFile(path: rename(file.path), bytes: file.source.bytes)
    }
    return ReportInput(
      diagnostics: diagnostics, sources: sources, fileCount: catalog.files.count, messageCount: catalog.messageCount,
      rules: rules, tool: tool, workingDirectory: "/repo", baselineSuppressedCount: baselineSuppressedCount,
      comparison: comparison)
  }
}
