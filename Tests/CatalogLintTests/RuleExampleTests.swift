import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Runs every rule's own examples: each triggering example must produce findings exactly at
/// its `↓` marks and nowhere else; each non-triggering example must produce none.
@Suite("Every rule's examples")
struct RuleExampleTests {
  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  @Test(arguments: ruleIDs)
  func triggeringExamplesFireExactlyAtTheirMarks(id: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: id))
    #expect(!rule.description.triggeringExamples.isEmpty, "\(id) has no triggering example")
    for example in rule.description.triggeringExamples {
      let catalog = try ExampleCatalog(example)
      let found = catalog.findings(of: rule)
      let expected = catalog.expectedPositions
      #expect(!expected.isEmpty, "\(id): a triggering example has no ↓ mark: \(example.files)")
      #expect(
        found.map(\.place).sorted() == expected.sorted(),
        "\(id) fired at \(found.map(\.place)) but the example marks \(expected): \(found.map(\.message))")
      #expect(found.allSatisfy { $0.ruleID == id })
    }
  }

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesStayQuiet(id: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: id))
    #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
    for example in rule.description.nonTriggeringExamples {
      let catalog = try ExampleCatalog(example)
      let found = catalog.findings(of: rule)
      #expect(found.isEmpty, "\(id) fired on a non-triggering example: \(found.map(\.message))")
    }
  }

  @Test func ruleIDsAreUniqueDottedAndDocumented() {
    #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(description.id.contains("."), "\(description.id) is not dotted")
      #expect(description.id == description.id.lowercased())
      #expect(description.explanation.count > 40, "\(description.id) needs an explanation")
    }
  }
}

/// A rule example written to a temporary directory as real files and loaded as a catalog.
struct ExampleCatalog {
  struct Place: Comparable, CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int
    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
    var description: String { "\(file):\(line):\(column)" }
  }

  let directory: URL
  let expectedPositions: [Place]
  let catalog: Catalog

  init(_ example: RuleExample) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var expected: [Place] = []
    for (name, text) in example.files {
      var clean = ""
      var line = 1
      var column = 1
      for character in text {
        if character == RuleExample.marker {
          expected.append(Place(file: name, line: line, column: column))
          continue
        }
        clean.append(character)
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += character.unicodeScalars.count
        }
      }
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(clean.utf8).write(to: file)
    }
    expectedPositions = expected
    catalog = try CatalogLoader().load(directory: directory.path)
  }

  func findings(of rule: any Rule.Type) -> [(place: Place, ruleID: String, message: String)] {
    findingsWithSeverity(of: rule).map { ($0.place, $0.ruleID, $0.message) }
  }

  /// ``findings(of:)`` with the severity of each finding.
  func findingsWithSeverity(of rule: any Rule.Type) -> [(
    place: Place, ruleID: String, message: String, severity: Diagnostic.Severity
  )] {
    let diagnostics = Linter(rules: [rule.init()]).lint(catalog)
    try? FileManager.default.removeItem(at: directory)
    return diagnostics.map { diagnostic in
      let prefix = directory.path + "/"
      let name = diagnostic.path.hasPrefix(prefix) ? String(diagnostic.path.dropFirst(prefix.count)) : diagnostic.path
      return (
        Place(file: name, line: diagnostic.position.line, column: diagnostic.position.column), diagnostic.ruleID,
        diagnostic.message, diagnostic.severity
      )
    }
  }
}
