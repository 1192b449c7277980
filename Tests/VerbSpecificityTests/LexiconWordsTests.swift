import ICU
import Testing
import VerbSpecificity

@Suite("Words added to the lexicons")
struct LexiconWordsTests {
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  func concepts(_ label: String, _ tag: String) throws -> [String] {
    let locale = try LocaleID(tag)
    let verdict = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: label)
    if case .specific(let concepts, _) = verdict { return concepts }
    return []
  }

  @Test(arguments: [
    ("Əngəllə", "az", "block"), ("ইতিহাস পরিষ্কার করুন", "bn", "clear"), ("ქეშის გაწმენდა", "ka", "clear"),
    ("Izpiši se", "sl", "sign-out"), ("தடைசெய்", "ta", "block"), ("నిరోధించు", "te", "block"),
    ("ఫోన్‌ను తుడిచివేయండి", "te", "erase"), ("ಅಳಿಸಿಬಿಡಿ", "kn", "delete"), ("封锁此人", "zh-Hans", "block"),
    ("屏蔽", "zh-Hant", "block"), ("拉黑", "zh-Hant", "block"),
    // Počisti (perfective, with a prefix) beside očisti.
    ("Počisti keš", "sr-Latn", "clear"), ("Почисти кеш", "sr", "clear"),
  ])
  func addedLexiconWords(label: String, tag: String, concept: String) throws {
    #expect(try concepts(label, tag).contains(concept))
  }

  @Test(arguments: [("解除封锁", "zh-Hans"), ("取消拉黑", "zh-Hans"), ("取消屏蔽", "zh-Hant")])
  func unblockingIsSafe(label: String, tag: String) throws {
    let locale = try LocaleID(tag)
    let verdict = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: label)
    guard case .safeVerb = verdict else {
      Issue.record("\(label) in \(tag): \(verdict)")
      return
    }
  }
}
