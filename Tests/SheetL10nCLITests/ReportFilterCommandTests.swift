import Foundation
import Testing

/// `--rule`, `--severity` and `--verbose` on `check` and `validate`, and the report a team
/// reads for a catalog with many untranslated keys.
@Suite("sheet-l10n check: filters and summaries")
struct ReportFilterCommandTests {
  /// A source of twelve keys; German translates them all but leaves one copied from the
  /// source and adds one the source lacks, French misses two, Hausa translates one.
  static func files() -> [String: String] {
    let keys = (1...12).map { "row.\($0)" }
    let english = keys.map { "\"\($0)\": \"Open the folder number \($0.dropFirst(4))\"" }
    let german = keys.map { key in
      key == "row.3" ? "\"\(key)\": \"Open the folder number 3\"" : "\"\(key)\": \"Ordner \(key.dropFirst(4)) öffnen\""
    }
    let french = keys.dropLast(2).map { "\"\($0)\": \"Ouvrir le dossier \($0.dropFirst(4))\"" }
    return [
      "en.json": "{\n" + english.joined(separator: ",\n") + "\n}\n",
      "de.json": "{\n" + (german + ["\"extra\": \"Mehr\""]).joined(separator: ",\n") + "\n}\n",
      "fr.json": "{\n" + french.joined(separator: ",\n") + "\n}\n",
      "it.json": "{\n"
        + french.joined(separator: ",\n").replacingOccurrences(of: "Ouvrir le dossier", with: "Apri la cartella")
        + "\n}\n",
      "ha.json": "{\n\"row.1\": \"Buɗe babban fayil 1\"\n}\n",
    ]
  }

  @Test func theSameMissingKeyInManyLocalesIsOneEntryAndAMostlyUntranslatedLocaleOneLine() throws {
    let fixture = try Fixture(Self.files())
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path, "--no-color"])
    #expect(result.status == 1)
    let output = result.standardOutput
    // row.11 is missing in fr and it: one entry naming both.
    #expect(output.components(separatedBy: "“row.11” is not translated").count == 2, "\(output)")
    #expect(output.contains("note: the same in 2 locales: fr, it"))
    // ha lacks 11 of 12 keys: one line with its completion, not 11.
    #expect(
      output.contains("error: ha: 1 of 12 keys translated (11 missing); --verbose lists each key [catalog.missing-key]")
    )
    #expect(!output.contains("“row.5” is not translated; ha users"))
    // German keeps one text copied from the source: a warning of its own.
    #expect(output.contains("“row.3” is not translated: the de text is the en text"))
    // Counts by rule and by locale come before the last line, and count every finding.
    #expect(output.contains("Findings by rule:\n  catalog.missing-key   15 errors\n"))
    #expect(output.contains("Findings by locale:\n  ha 11, de 2, fr 2, it 2\n"))
    #expect(output.hasSuffix("15 errors, 2 warnings in 5 locale files (46 messages checked)\n"))

    let verbose = try CommandRunner.run(["check", fixture.url.path, "--no-color", "--verbose"])
    #expect(verbose.standardOutput.contains("“row.5” is not translated; ha users"))
    #expect(verbose.standardOutput.components(separatedBy: "“row.11” is not translated").count == 4)
    #expect(!verbose.standardOutput.contains("keys translated"))
  }

  @Test func ruleAndSeverityChooseWhatIsReportedAndWhatFails() throws {
    let fixture = try Fixture(Self.files())
    defer { fixture.remove() }
    let extra = try CommandRunner.run(["check", fixture.url.path, "--no-color", "--rule", "catalog.extra-key"])
    #expect(extra.status == 0, "only a warning is reported")
    #expect(extra.standardOutput.contains("[catalog.extra-key]"))
    #expect(!extra.standardOutput.contains("[catalog.missing-key]"))
    #expect(extra.standardOutput.hasSuffix("0 errors, 1 warning in 5 locale files (46 messages checked)\n"))

    let two = try CommandRunner.run([
      "check", fixture.url.path, "--no-color", "--rule", "catalog.extra-key", "--rule", "catalog.untranslated",
    ])
    #expect(two.standardOutput.contains("[catalog.untranslated]"))
    #expect(two.standardOutput.contains("[catalog.extra-key]"))

    let errors = try CommandRunner.run(["check", fixture.url.path, "--no-color", "--severity", "error"])
    #expect(errors.status == 1)
    #expect(!errors.standardOutput.contains(": warning:"))
    #expect(errors.standardOutput.hasSuffix("15 errors, 0 warnings in 5 locale files (46 messages checked)\n"))

    let validate = try CommandRunner.run([
      "validate", fixture.url.appendingPathComponent("de.json").path, "--no-color", "--severity", "error",
    ])
    #expect(validate.status == 0)
    #expect(!validate.standardOutput.contains("warning:"))
  }

  @Test func anUnknownRuleOrSeverityIsRefusedNamingTheNearest() throws {
    let result = try CommandRunner.run(["check", "Locales", "--rule", "catalog.missing-keys"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "unknown rule “catalog.missing-keys”; the nearest known rules are catalog.missing-key"))
    let severity = try CommandRunner.run(["check", "Locales", "--severity", "fatal"])
    #expect(severity.status == 2)
    #expect(severity.standardError.contains("--severity fatal: use error, warning or note"))
  }

  @Test func explainedGivesEachRulesWhyOnce() throws {
    let fixture = try Fixture(Self.files())
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path, "--no-color", "--format", "explained"])
    let output = result.standardOutput
    #expect(output.components(separatedBy: "    why: Every key of the source locale must be translated").count == 2)
    #expect(output.components(separatedBy: "    why: A value that is exactly the source text").count == 2)
  }
}
