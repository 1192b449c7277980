import CatalogLint
import LocaleCatalog
import Testing

@Suite("Baselines")
struct BaselineTests {
  static func finding(_ key: String, line: Int, message: String = "not translated", path: String = "Locales/de.json")
    -> Diagnostic
  {
    Diagnostic(
      severity: .error, ruleID: "catalog.missing-key", message: message, path: path,
      position: SourcePosition(line: line, column: 1), locale: "de", key: key)
  }

  @Test func acceptsRecordedFindingsWhereverTheyMove() throws {
    let recorded = Baseline(
      recording: [Self.finding("a", line: 3), Self.finding("b", line: 4)], workingDirectory: "/repo")
    let text = recorded.rendered()
    let reread = try Baseline(parsing: Array(text.utf8), path: "baseline.json")
    #expect(reread == recorded)
    let later = [
      Self.finding("a", line: 10), Self.finding("b", line: 11, path: "/repo/Locales/de.json"),
      Self.finding("c", line: 12),
    ]
    let outcome = reread.filter(later, workingDirectory: "/repo")
    #expect(outcome.remaining.map(\.key) == ["c"])
    #expect(outcome.suppressedCount == 2)
    #expect(outcome.unmatchedCount == 0)
  }

  @Test func aChangedMessageOrFileIsANewFinding() {
    let baseline = Baseline(recording: [Self.finding("a", line: 3)], workingDirectory: "/repo")
    let changed = [Self.finding("a", line: 3, message: "other"), Self.finding("a", line: 3, path: "Locales/fr.json")]
    let outcome = baseline.filter(changed, workingDirectory: "/repo")
    #expect(outcome.remaining.count == 2)
    #expect(outcome.unmatchedCount == 1)
  }

  @Test func identicalFindingsAreCountedNotMerged() {
    let baseline = Baseline(recording: [Self.finding("a", line: 3), Self.finding("a", line: 5)], workingDirectory: nil)
    #expect(baseline.entries.count == 1)
    #expect(baseline.entries[0].count == 2)
    let three = [Self.finding("a", line: 3), Self.finding("a", line: 5), Self.finding("a", line: 7)]
    #expect(baseline.filter(three, workingDirectory: nil).remaining.map(\.position.line) == [7])
  }

  @Test func fileIsDeterministicAndReadable() {
    let findings = [Self.finding("b", line: 4), Self.finding("a", line: 3, path: "Locales/ar.json")]
    let first = Baseline(recording: findings, workingDirectory: "/repo").rendered()
    let second = Baseline(recording: findings.reversed(), workingDirectory: "/repo").rendered()
    #expect(first == second)
    let fingerprint = FindingFingerprint(
      ruleID: "catalog.missing-key", file: "Locales/ar.json", key: "a", message: "not translated")
    #expect(
      first.hasPrefix(
        """
        {
          "version": 1,
          "findings": [
            {
              "ruleId": "catalog.missing-key",
              "file": "Locales/ar.json",
              "key": "a",
              "message": "not translated",
              "fingerprint": "\(fingerprint.value)",
              "count": 1
            },
        """))
  }

  @Test(arguments: [
    ("{\"findings\": []}", 1, 1, "a baseline needs “version”: 1"),
    ("{\"version\": 2, \"findings\": []}", 1, 13, "this tool reads baseline version 1"),
    (
      "{\"version\": 1, \"findings\": [{\"ruleId\": \"x\", \"file\": \"f\"}]}", 1, 29,
      "a baseline finding needs “fingerprint”"
    ),
    (
      "{\"version\": 1,\n \"findings\": [{\"ruleId\": \"x\", \"file\": \"f\", \"fingerprint\": \"XYZ\"}]}", 2, 59,
      "“fingerprint” must be 16 lowercase hexadecimal digits"
    ),
    (
      "{\"version\": 1, \"findings\": [{\"ruleId\": \"x\", \"file\": \"f\", \"fingerprint\": \"0123456789abcdef\", \"count\": 0}]}",
      1, 102, "“count” must be a whole number of at least 1"
    ),
    ("{\"version\": 1, \"findings\": {}}", 1, 28, "“findings” must be an array, found an object"),
    ("{\"version\": 1, \"entries\": []}", 1, 16, "unknown field “entries” in a baseline"),
    ("{\"version\": 1, \"findings\": [", 1, 29, "invalid JSON: the file ends"),
  ])
  func badBaselineIsALocatedError(text: String, line: Int, column: Int, reason: String) {
    #expect {
      _ = try Baseline(parsing: Array(text.utf8), path: "baseline.json")
    } throws: { error in
      guard let error = error as? SettingsFileError else { return false }
      return error.position == SourcePosition(line: line, column: column) && error.reason.contains(reason)
    }
  }

  @Test func fingerprintIgnoresPositionAndSpellingOfThePath() {
    let a = FindingFingerprint(Self.finding("a", line: 1, path: "./Locales/de.json"), workingDirectory: "/repo")
    let b = FindingFingerprint(Self.finding("a", line: 99, path: "/repo/Locales/de.json"), workingDirectory: "/repo")
    #expect(a == b)
    #expect(a.value.count == 16)
    let keyless = FindingFingerprint(ruleID: "r", file: "f", key: nil, message: "m")
    let emptyKey = FindingFingerprint(ruleID: "r", file: "f", key: "", message: "m")
    #expect(keyless != emptyKey)
  }
}
