import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Damaged Android resources and `.po` files are read and checked without a crash, and every
/// problem found in the damaged file is located inside it.
@Suite("Damaged Android and gettext files never crash the readers")
struct AndroidGettextFuzzTests {
  @Test(arguments: [
    ("Android/app/src/main/res", "values/strings.xml", "values-de/strings.xml"),
    ("Android/app/src/main/res", "values/strings.xml", "values-b+sr+Latn/strings.xml"),
    ("Gettext/po", "shoebox.pot", "pl.po"),
    ("Gettext/po", "shoebox.pot", "de.po"),
  ])
  func damagedFilesAreReadAndChecked(folder: String, source: String, damagedName: String) throws {
    let fixtures = "Tests/Fixtures/" + folder
    let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + damagedName)))
    var generator = AppleFormatFuzzTests.Generator(
      state: UInt64(truncatingIfNeeded: damagedName.utf8.reduce(11) { $0 &* 31 &+ Int($1) }))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sourceTarget = directory.appendingPathComponent(source)
    try FileManager.default.createDirectory(
      at: sourceTarget.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + source)).write(to: sourceTarget)
    let target = directory.appendingPathComponent(damagedName)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    for _ in 0..<100 {
      let bytes = AppleFormatFuzzTests.damaged(original, using: &generator)
      try Data(bytes).write(to: target)
      let catalogs = try CatalogLoader().loadCatalogs(at: directory.path)
      #expect(!catalogs.isEmpty)
      for catalog in catalogs {
        let found = Linter().lint(catalog)
        let lines = bytes.filter { $0 == 0x0A }.count + 1
        for diagnostic in found where diagnostic.path == target.path {
          #expect(diagnostic.position.line >= 1 && diagnostic.position.line <= lines)
          #expect(diagnostic.position.column >= 1)
        }
      }
    }
  }
}
