import Foundation
import ICU
import Testing
import VerbSpecificity

/// The labelled corpus (Corpus/<language>.json), written independently of the lexicons:
/// real destructive labels, generic confirmations and Cancel words put into destructive
/// slots, and safe verbs. It measures the lexicons and the analyzer together.
@Suite("Verb specificity on the labelled corpus")
struct CorpusTests {
  struct Corpus: Decodable {
    struct Specific: Decodable {
      let text: String
      let concept: String
    }
    let language: String
    let specific: [Specific]
    let generic: [String]
    let cancel: [String]
    let safe: [String]
  }

  static let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  static func loadCorpora() throws -> [Corpus] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path).filter {
      $0.hasSuffix(".json")
    }
    .sorted()
    return try names.map { name in
      try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: corpusDirectory.appendingPathComponent(name)))
    }
  }

  struct Tally {
    var specific = 0
    var specificWrong: [String] = []  // generic or cancel-like on a real destructive label
    var unrecognized: [String] = []
    var mismatched: [String] = []
    var substitutions = 0
    var missed: [String] = []
    var safe = 0
    var safeCaught = 0
  }

  static func tally(_ corpus: Corpus) throws -> Tally {
    let locale = try LocaleID(corpus.language)
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: lexicons.lexicon(for: locale))
    var tally = Tally()
    for label in corpus.specific {
      tally.specific += 1
      switch analyzer.verdict(on: label.text) {
      case .generic, .cancelLike: tally.specificWrong.append(label.text)
      case .unknown, .safeVerb, .untranslated: tally.unrecognized.append(label.text)
      case .specific(let concepts, _):
        if !concepts.contains(label.concept) {
          tally.mismatched.append("\(label.text) (\(label.concept) → \(concepts))")
        }
      case .ambiguous: tally.mismatched.append("\(label.text) (ambiguous)")
      }
    }
    for label in corpus.generic + corpus.cancel {
      tally.substitutions += 1
      switch analyzer.verdict(on: label) {
      case .generic, .cancelLike, .ambiguous: break
      default: tally.missed.append(label)
      }
    }
    for label in corpus.safe {
      tally.safe += 1
      if case .safeVerb = analyzer.verdict(on: label) { tally.safeCaught += 1 }
    }
    return tally
  }

  @Test func everyLanguageOfTheIssueHasALexiconAndACorpus() throws {
    let required = [
      "ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fa", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
      "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "ur",
      "vi", "zh-Hans", "zh-Hant",
    ]
    let corpora = Set(try Self.loadCorpora().map(\.language))
    for language in required {
      #expect(Self.lexicons.lexicons[language] != nil, "no lexicon for \(language)")
      #expect(corpora.contains(language), "no corpus for \(language)")
    }
    #expect(Self.lexicons.diagnostics.isEmpty, "\(Self.lexicons.diagnostics.map(\.message))")
  }

  @Test func precisionAndRecallMeetTheTargets() throws {
    var total = Tally()
    var report = "language  specific  unrecognized  mismatched  substitutions  caught  safe-verb\n"
    for corpus in try Self.loadCorpora() {
      let tally = try Self.tally(corpus)
      report += "\(corpus.language.padding(toLength: 9, withPad: " ", startingAt: 0))"
      report += " \(tally.specific)  \(tally.unrecognized.count)  \(tally.mismatched.count)"
      report +=
        "  \(tally.substitutions)  \(tally.substitutions - tally.missed.count)  \(tally.safeCaught)/\(tally.safe)\n"
      for label in tally.specificWrong { report += "    WRONG (generic/cancel on a specific label): \(label)\n" }
      for label in tally.unrecognized { report += "    unrecognized: \(label)\n" }
      for label in tally.missed { report += "    missed substitution: \(label)\n" }
      for label in tally.mismatched { report += "    concept: \(label)\n" }
      total.specific += tally.specific
      total.specificWrong += tally.specificWrong
      total.unrecognized += tally.unrecognized
      total.mismatched += tally.mismatched
      total.substitutions += tally.substitutions
      total.missed += tally.missed
      total.safe += tally.safe
      total.safeCaught += tally.safeCaught
    }
    let recall = Double(total.substitutions - total.missed.count) / Double(max(1, total.substitutions))
    let unrecognizedRate = Double(total.unrecognized.count) / Double(max(1, total.specific))
    report += """
      total: \(total.specific) specific labels, \(total.specificWrong.count) called generic or cancel-like, \
      \(total.unrecognized.count) unrecognized (\(percent(unrecognizedRate))), \(total.mismatched.count) with another concept; \
      \(total.substitutions) substitutions, \(total.substitutions - total.missed.count) caught (\(percent(recall))); \
      safe verbs \(total.safeCaught)/\(total.safe)
      """
    print(report)
    #expect(total.specificWrong.isEmpty, "generic or cancel-like on specific labels: \(total.specificWrong)")
    #expect(recall >= 0.98, "substitutions caught: \(percent(recall))")
    #expect(unrecognizedRate <= 0.05, "unrecognized specific labels: \(percent(unrecognizedRate))")
  }

  func percent(_ value: Double) -> String {
    "\(Double(Int(value * 1000)) / 10)%"
  }
}

enum TestPaths {
  static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .path
  }
  static var locales: String { root + "/Locales" }
  static var lexicons: String { locales + "/lexicons" }
}
