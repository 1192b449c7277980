import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Agreement with the established checkers on cases written from their documented check lists
/// (`Tests/Fixtures/PeerAgreement`): pofilter's tests, compare-locales' Android checks and
/// `msgfmt -c`. `cases.tsv` gives each case and the verdict a translator wants; `peers.tsv`
/// what the peers said when run on it (`run-peers.py`). Of what the peers rightly reject, on
/// the concerns this tool checks, at least 85% is found; of what they rightly accept, at most
/// 2% is flagged; where a peer is wrong, this tool keeps to the case's verdict.
@Suite("Agreement with pofilter, compare-locales and msgfmt where they are right")
struct PeerAgreementTests {
  static var fixtures: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PeerAgreement").path
  }

  /// The concerns left to the text rules of another branch (numbers, links, markup,
  /// punctuation, leading and trailing whitespace): reported, not counted.
  static let notYetCovered: Set<String> = ["whitespace", "numbers", "links", "markup", "punctuation"]

  /// Cases the peers reject and this tool does not find yet, each with why.
  static let knownMisses: [String: String] = [
    "po-es-01": "a line break dropped inside the text (pofilter newlines): no rule compares line breaks yet",
    "po-ph-23": "%(total)d written %(total)s: Python named placeholders are compared by name, not conversion",
  ]

  /// Accepted cases this tool flags all the same, each with why.
  static let knownFalseFindings: [String: String] = [
    "po-un-13":
      "a product name of three capitalized words kept in one locale reads as a title-case label left untranslated"
  ]

  struct Case {
    var id: String
    var concern: String
    var format: String
    var file: String
    var key: String
    var verdict: String
    var peers: String
    var rejectedBy: String
  }

  /// Rows of a tab-separated file with a header line, as dictionaries.
  static func table(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  static func cases() throws -> [Case] {
    let peers = Dictionary(uniqueKeysWithValues: try table("peers.tsv").map { ($0["id"] ?? "", $0) })
    return try table("cases.tsv").map { row in
      let id = row["id"] ?? ""
      return Case(
        id: id, concern: row["concern"] ?? "", format: row["format"] ?? "", file: row["file"] ?? "",
        key: row["key"] ?? "", verdict: row["verdict"] ?? "", peers: peers[id]?["peers"] ?? "?",
        rejectedBy: peers[id]?["rejected_by"] ?? "?")
    }
  }

  /// The text of a `.po` string literal as written between its quotes.
  static func unescaped(_ literal: String) -> String {
    var output = ""
    var escaping = false
    for character in literal {
      if escaping {
        switch character {
        case "n": output.append("\n")
        case "t": output.append("\t")
        case "r": output.append("\r")
        default: output.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        output.append(character)
      }
    }
    return output
  }

  /// The locale of a case's translation file (`po/de.po`, `res/values-de/strings.xml`).
  static func locale(of file: String) -> String {
    let parts = file.split(separator: "/")
    if file.hasSuffix(".xml") { return String(parts[parts.count - 2].dropFirst("values-".count)) }
    return String(parts[parts.count - 1].dropLast(".po".count))
  }

  /// The lines of the case's entry in its file: a `.po` entry from its comments to the blank
  /// line after it, an Android string's line.
  static func lines(of item: Case) throws -> ClosedRange<Int>? {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + item.file))
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    if item.format == "android" {
      guard let index = lines.firstIndex(where: { $0.contains("name=\"\(item.key)\"") }) else { return nil }
      return (index + 1)...(index + 1)
    }
    guard let index = lines.firstIndex(where: { $0 == "msgid \"\(item.key)\"" }) else { return nil }
    var start = index
    while start > 0, lines[start - 1].hasPrefix("#") { start -= 1 }
    var end = index
    while end + 1 < lines.count, !lines[end + 1].isEmpty { end += 1 }
    return (start + 1)...(end + 1)
  }

  /// Each case with the errors and warnings found on it: those of its key in its locale, and
  /// those without a key (a file's encoding) on its lines.
  static func findings() throws -> [(item: Case, found: [Diagnostic])] {
    let cases = try Self.cases()
    let folders = Set(cases.map { String($0.file.split(separator: "/")[0]) })
    var byFolder: [String: [Diagnostic]] = [:]
    for folder in folders {
      let catalogs = try CatalogLoader().loadCatalogs(at: fixtures + "/" + folder)
      byFolder[folder] = catalogs.flatMap { Linter().lint($0) }.filter { $0.severity != .note }
    }
    return try cases.map { item in
      let folder = String(item.file.split(separator: "/")[0])
      let path = fixtures + "/" + item.file
      let key = item.format == "gettext" ? unescaped(item.key) : item.key
      let locale = locale(of: item.file)
      let span = try lines(of: item)
      let found = (byFolder[folder] ?? []).filter { finding in
        if let findingKey = finding.key { return findingKey == key && finding.locale == locale }
        return finding.path == path && (span?.contains(finding.position.line) ?? false)
      }
      return (item, found)
    }
  }

  @Test func theToolAgreesWithThePeersWhereTheyAreRight() throws {
    let results = try Self.findings()
    #expect(results.count >= 120, "the cases were not all read")
    let rejected = results.filter {
      $0.item.peers == "reject" && $0.item.verdict == "reject" && !Self.notYetCovered.contains($0.item.concern)
    }
    let accepted = results.filter { $0.item.peers == "accept" && $0.item.verdict == "accept" }
    let found = rejected.filter { !$0.found.isEmpty }
    let flagged = accepted.filter { !$0.found.isEmpty }
    #expect(
      Set(flagged.map(\.item.id)).isSubset(of: Set(Self.knownFalseFindings.keys)), "\(flagged.map(\.item.id))")
    let foundShare = Double(found.count) / Double(max(rejected.count, 1))
    let flaggedShare = Double(flagged.count) / Double(max(accepted.count, 1))
    #expect(rejected.count >= 25 && accepted.count >= 60)
    #expect(
      foundShare >= 0.85,
      "found \(found.count) of \(rejected.count); missed \(rejected.filter { $0.found.isEmpty }.map(\.item.id))")
    #expect(
      flaggedShare <= 0.02,
      "flagged \(flagged.count) of \(accepted.count): \(flagged.map { "\($0.item.id): \($0.found.map(\.message))" })")
    // Every miss is a known one.
    let missed = Set(rejected.filter { $0.found.isEmpty }.map(\.item.id))
    #expect(missed.isSubset(of: Set(Self.knownMisses.keys)), "\(missed)")
  }

  @Test func whereAPeerIsWrongTheCaseVerdictIsKept() throws {
    let results = try Self.findings()
    let disagreements = results.filter { $0.item.peers != $0.item.verdict && $0.item.peers != "?" }
    #expect(disagreements.count >= 10)
    for (item, found) in disagreements where !Self.notYetCovered.contains(item.concern) {
      guard Self.knownMisses[item.id] == nil else { continue }
      if item.verdict == "accept" {
        guard Self.knownFalseFindings[item.id] == nil else { continue }
        #expect(
          found.isEmpty, "\(item.id): \(item.rejectedBy) rejects it and so does this tool: \(found.map(\.message))")
      } else {
        #expect(!found.isEmpty, "\(item.id): no peer rejects it, and this tool does not find it either")
      }
    }
  }

  @Test func notYetCoveredConcernsAreOnlyReported() throws {
    // Numbers, links, markup, punctuation and whitespace are the text rules' of another branch:
    // the accepted cases of those concerns stay quiet meanwhile.
    let results = try Self.findings().filter { Self.notYetCovered.contains($0.item.concern) }
    #expect(!results.isEmpty)
    for (item, found) in results where item.verdict == "accept" {
      #expect(found.isEmpty, "\(item.id): \(found.map(\.message))")
    }
  }
}
