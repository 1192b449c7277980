import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Damaged Apple catalogs — bytes flipped, inserted, deleted, files cut short — are read and
/// checked without a crash, and every problem found is located inside the file.
@Suite("Damaged Apple catalogs never crash the readers")
struct AppleFormatFuzzTests {
  /// A small deterministic random generator (SplitMix64), so failures can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let interesting: [UInt8] = Array("%@{}'\"\\<>&;=#$/\n\r\t0123456789lld".utf8) + [0x00, 0xFF, 0xC3, 0xA9, 0xE2]

  static func damaged(_ bytes: [UInt8], using generator: inout Generator) -> [UInt8] {
    var result = bytes
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      guard !result.isEmpty else { break }
      let index = Int.random(in: 0..<result.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: result[index] = interesting.randomElement(using: &generator) ?? 0
      case 1: result.insert(interesting.randomElement(using: &generator) ?? 0, at: index)
      case 2: result.remove(at: index)
      default: result = Array(result[..<index])
      }
    }
    return result
  }

  @Test(arguments: [
    ("StringCatalog/Localizable.xcstrings", "Localizable.xcstrings"),
    ("Lproj/ru.lproj/Localizable.strings", "ru.lproj/Localizable.strings"),
    ("Lproj/ar.lproj/Localizable.stringsdict", "ar.lproj/Localizable.stringsdict"),
    ("XLIFF/de.xliff", "de.xliff"),
  ])
  func damagedFilesAreReadAndChecked(fixture: String, name: String) throws {
    let fixtures = AppleFormatTwinTests.fixtures
    let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + fixture)))
    var generator = Generator(state: UInt64(truncatingIfNeeded: name.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
      let english = directory.appendingPathComponent("en.lproj/Localizable.strings")
      try FileManager.default.createDirectory(
        at: english.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#""Cancel" = "Cancel";"#.utf8).write(to: english)
    }
    for _ in 0..<100 {
      let bytes = Self.damaged(original, using: &generator)
      try Data(bytes).write(to: target)
      let catalogs = try CatalogLoader().loadCatalogs(at: directory.path)
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
