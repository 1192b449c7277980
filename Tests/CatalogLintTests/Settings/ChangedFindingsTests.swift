import CatalogLint
import Foundation
import LocaleCatalog
import Testing

@Suite("Findings new since an earlier check (--changed-since)")
struct ChangedFindingsTests {
  static func finding(_ key: String, line: Int, path: String = "Locales/de.json") -> Diagnostic {
    BaselineTests.finding(key, line: line, path: path)
  }

  @Test func findingsTheEarlierCheckHadAreLeftOutWhereverTheyMoved() {
    let earlier = [Self.finding("a", line: 3), Self.finding("b", line: 4)]
    let current = [
      Self.finding("a", line: 9), Self.finding("b", line: 10, path: "/repo/Locales/de.json"),
      Self.finding("c", line: 11),
    ]
    let changed = ChangedFindings(current, earlier: earlier, baseline: nil, workingDirectory: "/repo")
    #expect(changed.remaining.map(\.key) == ["c"])
    #expect(changed.presentEarlierCount == 2)
    #expect(changed.baselineSuppressedCount == 0)
  }

  @Test func aFindingOnlyTheEarlierCheckHadChangesNothing() {
    let changed = ChangedFindings(
      [Self.finding("a", line: 3)], earlier: [Self.finding("gone", line: 5)], baseline: nil, workingDirectory: nil)
    #expect(changed.remaining.map(\.key) == ["a"])
    #expect(changed.presentEarlierCount == 0)
  }

  @Test func identicalFindingsAreCountedOneByOne() {
    let earlier = [Self.finding("a", line: 3), Self.finding("a", line: 5)]
    let current = [Self.finding("a", line: 3), Self.finding("a", line: 5), Self.finding("a", line: 7)]
    let changed = ChangedFindings(current, earlier: earlier, baseline: nil, workingDirectory: nil)
    #expect(changed.remaining.map(\.position.line) == [7])
    #expect(changed.presentEarlierCount == 2)
  }

  /// Each filter applies on its own: a finding the change added is reported even when the
  /// baseline accepts an identical one that the earlier check already had.
  @Test func theBaselineAndTheEarlierCheckEachLeaveOutWhatTheyHave() {
    let baseline = Baseline(
      recording: [Self.finding("a", line: 1), Self.finding("known", line: 2)], workingDirectory: nil)
    let earlier = [Self.finding("a", line: 1), Self.finding("a", line: 2)]
    let current = [
      Self.finding("a", line: 1), Self.finding("a", line: 2), Self.finding("a", line: 3),
      Self.finding("known", line: 4), Self.finding("new", line: 5),
    ]
    let changed = ChangedFindings(current, earlier: earlier, baseline: baseline, workingDirectory: nil)
    #expect(changed.remaining.map(\.position.line) == [3, 5])
    #expect(changed.presentEarlierCount == 2)
    #expect(changed.baselineSuppressedCount == 1)
  }

  @Test func theTextSummarySaysHowManyWerePresentAtTheRevision() throws {
    let none = try ReportFixture.input(comparison: RevisionComparison(revision: "origin/main", presentCount: 0))
    #expect(TextReporter.summary(none).hasSuffix("; 0 findings present at origin/main not reported"))
    let some = try ReportFixture.input(
      baselineSuppressedCount: 1, comparison: RevisionComparison(revision: "HEAD", presentCount: 1))
    #expect(
      TextReporter.summary(some).hasSuffix(
        "; 1 known finding accepted by the baseline is not shown; 1 finding present at HEAD not reported"))
    #expect(!TextReporter.summary(try ReportFixture.input()).contains("present at"))
  }

  @Test func machineReadableReportsCarryTheRevisionAndTheCount() throws {
    let input = try ReportFixture.input(comparison: RevisionComparison(revision: "HEAD~1", presentCount: 3))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().report(input).utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["changedSince"] as? String == "HEAD~1")
    #expect(summary["presentAtRevision"] as? Int == 3)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(input).utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let properties = try #require(run["properties"] as? [String: Any])
    #expect(properties["changedSince"] as? String == "HEAD~1")
    #expect(properties["presentAtRevision"] as? Int == 3)
    #expect(properties["baselineSuppressed"] == nil)
  }
}
