import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The precision corpus: realistic catalogs in every format the tool reads (a String
/// Catalog, `.lproj` folders with `.strings` and `.stringsdict`, an Xcode XLIFF export and a
/// native ICU catalog), written from Apple's and CLDR's documented semantics. Each case's
/// expectations (`Tests/Fixtures/PrecisionCorpus/<case>.json`) mark the findings that must
/// appear and the tricky correct translations on which nothing may appear; every other
/// finding is a false positive. The suite prints precision and recall per rule and fails
/// when an error rule falls below 98% precision, a warning rule below 90%, or a marked
/// finding is missed.
@Suite("Precision corpus: findings on realistic catalogs")
struct PrecisionCorpusTests {
  static var corpus: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PrecisionCorpus").path
  }

  /// A finding the expectations name: where it lands and which rule reports it.
  struct Marked: Decodable, Hashable {
    /// The file, relative to the case's folder.
    let file: String
    let line: Int
    let rule: String
    let locale: String?
    let key: String?
    /// Why the finding is true (or, for a known false positive, why it is false).
    let why: String
  }

  /// A correct translation that no warning or error may touch.
  struct Correct: Decodable, Hashable {
    let locale: String
    let key: String
    let why: String
  }

  /// One case's expectations.
  struct Expectations: Decodable {
    /// What the catalog is.
    let about: String
    /// Findings that must appear.
    let must: [Marked]
    /// Findings that are debatable: neither counted for nor against a rule.
    let accept: [Marked]?
    /// Findings on correct translations that the rules still make, with the reason; they
    /// count as false positives.
    let knownFalse: [Marked]?
    /// Tricky correct translations.
    let correct: [Correct]
  }

  /// The cases: a folder and its expectations file of the same name.
  static let cases = [
    "PhotoApp", "SettingsApp", "Messenger", "MessengerExport", "NotesExport", "FilesNative", "PodcastAndroid",
    "EditorGettext",
  ]

  /// The format of each case, for the error precision each format must reach.
  static let formats = [
    "PhotoApp": "String Catalog", "SettingsApp": "String Catalog", "Messenger": ".lproj",
    "MessengerExport": "XLIFF", "NotesExport": "XLIFF", "FilesNative": "native", "PodcastAndroid": "Android",
    "EditorGettext": "gettext",
  ]

  struct Finding: Hashable, CustomStringConvertible {
    let file: String
    let line: Int
    let rule: String
    let severity: Diagnostic.Severity
    let locale: String?
    let key: String?
    let message: String
    var description: String {
      "\(file):\(line): \(severity.rawValue): \(message) [\(rule)] (\(locale ?? "-"), \(key ?? "-"))"
    }
  }

  static func expectations(_ name: String) throws -> Expectations {
    let data = try Data(contentsOf: URL(fileURLWithPath: corpus + "/\(name).json"))
    return try JSONDecoder().decode(Expectations.self, from: data)
  }

  /// Every finding but notes on the case's catalogs, with paths relative to its folder.
  static func findings(_ name: String) throws -> (findings: [Finding], locales: Set<String>) {
    let folder = corpus + "/" + name
    let catalogs = try CatalogLoader().loadCatalogs(at: folder)
    let locales = Set(catalogs.flatMap { $0.files.map(\.locale.tag) + $0.deferredFiles.map(\.locale.tag) })
    let findings = catalogs.flatMap { Linter().lint($0) }.filter { $0.severity != .note }.map {
      let relative = $0.path.hasPrefix(folder + "/") ? String($0.path.dropFirst(folder.count + 1)) : $0.path
      return Finding(
        file: relative, line: $0.position.line, rule: $0.ruleID, severity: $0.severity, locale: $0.locale,
        key: $0.key, message: $0.message)
    }
    return (findings, locales)
  }

  static func matches(_ finding: Finding, _ marked: Marked) -> Bool {
    finding.file == marked.file && finding.line == marked.line && finding.rule == marked.rule
      && (marked.locale == nil || marked.locale == finding.locale) && (marked.key == nil || marked.key == finding.key)
  }

  /// Counts of one rule over the corpus.
  struct Tally {
    var truePositives = 0
    var falsePositives = 0
    var missed = 0
    var accepted = 0
    var worst = Diagnostic.Severity.note
    var precision: Double? {
      truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
    }
    var recall: Double? { truePositives + missed == 0 ? nil : Double(truePositives) / Double(truePositives + missed) }
  }

  static func percent(_ value: Double?) -> String {
    value.map { String(format: "%5.1f%%", $0 * 100) } ?? "     -"
  }

  @Test func precisionAndRecallPerRule() throws {
    var tallies: [String: Tally] = [:]
    var errorsByFormat: [String: Tally] = [:]
    var falsePositives: [String] = []
    var missed: [String] = []
    var touchedCorrect: [String] = []
    var locales: Set<String> = []
    var totals = (findings: 0, must: 0, correct: 0, knownFalse: 0)
    for name in Self.cases {
      let expected = try Self.expectations(name)
      let (found, catalogLocales) = try Self.findings(name)
      locales.formUnion(catalogLocales)
      totals.findings += found.count
      totals.must += expected.must.count
      totals.correct += expected.correct.count
      totals.knownFalse += expected.knownFalse?.count ?? 0
      let format = Self.formats[name] ?? name
      for finding in found where finding.severity == .error {
        if expected.must.contains(where: { Self.matches(finding, $0) }) {
          errorsByFormat[format, default: Tally()].truePositives += 1
        } else if !(expected.accept?.contains(where: { Self.matches(finding, $0) }) ?? false) {
          errorsByFormat[format, default: Tally()].falsePositives += 1
        }
      }
      for finding in found {
        tallies[finding.rule, default: Tally()].worst = max(
          tallies[finding.rule, default: Tally()].worst, finding.severity)
        if expected.must.contains(where: { Self.matches(finding, $0) }) {
          tallies[finding.rule, default: Tally()].truePositives += 1
        } else if expected.accept?.contains(where: { Self.matches(finding, $0) }) ?? false {
          tallies[finding.rule, default: Tally()].accepted += 1
        } else {
          tallies[finding.rule, default: Tally()].falsePositives += 1
          let known = expected.knownFalse?.first { Self.matches(finding, $0) }
          falsePositives.append("\(name)/\(finding)" + (known.map { " — known: \($0.why)" } ?? ""))
        }
        let listed = (expected.accept ?? []) + (expected.knownFalse ?? [])
        if let correct = expected.correct.first(where: { $0.locale == finding.locale && $0.key == finding.key }),
          !listed.contains(where: { Self.matches(finding, $0) })
        {
          touchedCorrect.append("\(name)/\(finding) on a correct translation: \(correct.why)")
        }
      }
      for marked in expected.must where !found.contains(where: { Self.matches($0, marked) }) {
        tallies[marked.rule, default: Tally()].missed += 1
        missed.append("\(name)/\(marked.file):\(marked.line): \(marked.rule) (\(marked.why))")
      }
    }

    var table = [
      "Precision corpus: \(Self.cases.count) cases, \(locales.count) locales, \(totals.findings) findings, "
        + "\(totals.must) marked true, \(totals.correct) tricky correct translations, \(totals.knownFalse) known false",
      "rule".padding(toLength: 34, withPad: " ", startingAt: 0)
        + "severity   TP   FP   FN  accepted  precision  recall",
    ]
    for (rule, tally) in tallies.sorted(by: { $0.key < $1.key }) {
      table.append(
        rule.padding(toLength: 34, withPad: " ", startingAt: 0)
          + tally.worst.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(format: "%5d%5d%5d%10d", tally.truePositives, tally.falsePositives, tally.missed, tally.accepted)
          + "     "
          + Self.percent(tally.precision) + "  " + Self.percent(tally.recall))
    }
    for (format, tally) in errorsByFormat.sorted(by: { $0.key < $1.key }) {
      table.append(
        "errors in \(format)".padding(toLength: 34, withPad: " ", startingAt: 0) + "error   "
          + String(format: "%5d%5d", tally.truePositives, tally.falsePositives) + "                    "
          + Self.percent(tally.precision))
    }
    print(
      (table + falsePositives.map { "false positive: \($0)" } + missed.map { "missed: \($0)" })
        .joined(separator: "\n"))

    for (rule, tally) in tallies {
      guard let precision = tally.precision else { continue }
      let floor = tally.worst == .error ? 0.98 : 0.90
      #expect(precision >= floor, "\(rule): precision \(Self.percent(precision)) is below \(Self.percent(floor))")
    }
    for (format, tally) in errorsByFormat {
      guard let precision = tally.precision else { continue }
      #expect(precision >= 0.98, "errors in \(format): precision \(Self.percent(precision)) is below 98%")
    }
    #expect(Set(errorsByFormat.keys).isSuperset(of: ["Android", "gettext", ".lproj", "String Catalog", "native"]))
    #expect(missed.isEmpty, "marked findings not found:\n\(missed.joined(separator: "\n"))")
    #expect(touchedCorrect.isEmpty, "findings on correct translations:\n\(touchedCorrect.joined(separator: "\n"))")
  }

  /// The expectations stay honest: each marked finding names a case's file, a known false
  /// positive says why, and no translation is both marked wrong and listed as correct.
  @Test(arguments: cases)
  func expectationsAreConsistent(name: String) throws {
    let expected = try Self.expectations(name)
    let folder = Self.corpus + "/" + name + "/"
    for marked in expected.must + (expected.accept ?? []) + (expected.knownFalse ?? []) {
      #expect(FileManager.default.fileExists(atPath: folder + marked.file), "\(marked.file)")
      #expect(!marked.why.isEmpty)
    }
    let wrong = Set(expected.must.compactMap { marked in marked.key.map { "\(marked.locale ?? "")|\($0)" } })
    for correct in expected.correct {
      #expect(!wrong.contains("\(correct.locale)|\(correct.key)"), "\(correct.locale) \(correct.key)")
    }
  }
}
