import Foundation
import Testing

/// `check --min-coverage`: a gate on the share of the source's keys each locale translates.
@Suite("check --min-coverage, as a process")
struct MinCoverageCommandTests {
  static let files = [
    "en.json": #"{"a": "Delete photo", "b": "Share photo", "c": "Rotate photo", "d": "Crop photo"}"#,
    "de.json": #"{"a": "Foto löschen", "b": "Foto teilen", "c": "Foto drehen", "d": "Foto zuschneiden"}"#,
    "fr.json": #"{"a": "Supprimer la photo", "b": "Partager la photo", "c": "Rotate photo"}"#,
  ]

  @Test func aLocaleBelowTheShareFailsWithOneFinding() throws {
    let fixture = try Fixture(Self.files)
    defer { fixture.remove() }
    // fr: “d” missing and “c” left in English: 2 of 4.
    let result = try CommandRunner.run(["check", ".", "--min-coverage", "75"], in: fixture.url)
    #expect(result.status == 1, "\(result.standardOutput)")
    let lines = result.standardOutput.split(separator: "\n").filter { $0.contains("[catalog.coverage]") }
    #expect(
      lines == [
        "fr.json:1:1: error: fr translates 2 of 4 keys (50%), below the 75% that --min-coverage asks [catalog.coverage]"
      ])
  }

  @Test func localesAtTheShareAndWithoutTheOptionPass() throws {
    let fixture = try Fixture(Self.files)
    defer { fixture.remove() }
    let passing = try CommandRunner.run(["check", ".", "--min-coverage", "50%"], in: fixture.url)
    #expect(!passing.standardOutput.contains("catalog.coverage"), "\(passing.standardOutput)")
    let without = try CommandRunner.run(["check", "."], in: fixture.url)
    #expect(!without.standardOutput.contains("catalog.coverage"))
  }

  @Test func theShareIsNotCountedFromFilteredFindings() throws {
    let fixture = try Fixture(Self.files)
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", ".", "--min-coverage", "75", "--severity", "error"], in: fixture.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("cannot be combined with --rule or --severity"))
  }

  @Test(arguments: ["eighty", "120", "-5"])
  func aShareThatIsNoPercentageIsRefused(value: String) throws {
    let fixture = try Fixture(Self.files)
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", ".", "--min-coverage", value], in: fixture.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--min-coverage needs a percentage"), "\(result.standardError)")
  }
}
