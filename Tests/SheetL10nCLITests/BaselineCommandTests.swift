import Foundation
import Testing

@Suite("sheet-l10n check --baseline and --write-baseline, as a process")
struct BaselineCommandTests {
  static let arabic = """
    {
      "@@locale": "ar",
      "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}"
    }
    """

  /// A project directory with the catalog in `Locales/`, as CI sees it.
  static func project() throws -> Fixture {
    let fixture = try Fixture([:])
    let locales = fixture.url.appendingPathComponent("Locales")
    try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
    try Data(CheckCommandTests.english.utf8).write(to: locales.appendingPathComponent("en.json"))
    try Data(arabic.utf8).write(to: locales.appendingPathComponent("ar.json"))
    return fixture
  }

  static func write(_ text: String, to name: String, in fixture: Fixture) throws {
    try Data(text.utf8).write(to: fixture.url.appendingPathComponent(name))
  }

  @Test func recordedFindingsPassLaterChecksEvenWhenLinesMove() throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(try CommandRunner.run(["check", "Locales"], in: project.url).status == 1)
    let record = try CommandRunner.run(["check", "Locales", "--write-baseline", "baseline.json"], in: project.url)
    #expect(record.status == 0)
    #expect(record.standardOutput.isEmpty)
    #expect(record.standardError == "sheet-l10n: recorded 2 findings in baseline.json\n")
    let baseline = try String(contentsOf: project.url.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(baseline.contains(#""file": "Locales/ar.json""#))
    #expect(baseline.contains(#""ruleId": "plural.missing-category""#))
    #expect(!baseline.contains(#""line""#))

    let accepted = try CommandRunner.run(["check", "Locales", "--baseline", "baseline.json"], in: project.url)
    #expect(accepted.status == 0)
    #expect(
      accepted.standardOutput
        == "0 errors, 0 warnings in 2 locale files (3 messages checked); 2 known findings accepted by the baseline are not shown\n"
    )

    // Lines added above the findings move them; the baseline still holds.
    let moved = Self.arabic.replacingOccurrences(of: "\"@@locale\": \"ar\",", with: "\"@@locale\": \"ar\",\n\n\n")
    try Self.write(moved, to: "Locales/ar.json", in: project)
    #expect(try CommandRunner.run(["check", "Locales", "--baseline", "baseline.json"], in: project.url).status == 0)
  }

  @Test func newFindingsFailAndOnlyTheyAreShown() throws {
    let project = try Self.project()
    defer { project.remove() }
    _ = try CommandRunner.run(["check", "Locales", "--write-baseline", "baseline.json"], in: project.url)
    let broken = Self.arabic.replacingOccurrences(
      of: "\"@@locale\": \"ar\",", with: "\"@@locale\": \"ar\",\n  \"common.cancel\": \"إلغاء {x}\",")
    try Self.write(broken, to: "Locales/ar.json", in: project)
    let result = try CommandRunner.run(
      ["check", "Locales", "--baseline", "baseline.json", "--format", "json"], in: project.url)
    #expect(result.status == 1)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(root["findings"] as? [[String: Any]])
    #expect(findings.map { $0["ruleId"] as? String } == ["message.arguments"])
    #expect((root["summary"] as? [String: Int])?["baselineSuppressed"] == 1)
  }

  @Test func unusableBaselineExitsTwo() throws {
    let project = try Self.project()
    defer { project.remove() }
    try Self.write("{\"version\": 1,\n \"findings\": [{\"ruleId\": 3}]}", to: "baseline.json", in: project)
    let bad = try CommandRunner.run(["check", "Locales", "--baseline", "baseline.json"], in: project.url)
    #expect(bad.status == 2)
    #expect(bad.standardError == "baseline.json:2:26: error: “ruleId” must be a string, found a number\n")
    let missing = try CommandRunner.run(["check", "Locales", "--baseline", "nothing.json"], in: project.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nothing.json: error: no such baseline file"))
  }

  @Test func baselineIsRecordedForAllLocalesOrNotAtAll() throws {
    let project = try Self.project()
    defer { project.remove() }
    let result = try CommandRunner.run(
      ["check", "Locales", "--locale", "ar", "--write-baseline", "baseline.json"], in: project.url)
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("baseline.json").path))
  }

  @Test func baselineIsNeverWrittenOverACatalogFile() throws {
    let project = try Self.project()
    defer { project.remove() }
    let result = try CommandRunner.run(["check", "Locales", "--write-baseline", "Locales/en.json"], in: project.url)
    #expect(result.status == 2)
    let english = try String(contentsOf: project.url.appendingPathComponent("Locales/en.json"), encoding: .utf8)
    #expect(english == CheckCommandTests.english)
  }
}
