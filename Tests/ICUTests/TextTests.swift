import ICU
import Testing

@Suite("Bidi, words, normalization and spoofing through ICU")
struct TextTests {
  @Test func firstStrongDirection() {
    #expect(Bidi.firstStrongDirection(of: "123 حذف") == .rightToLeft)
    #expect(Bidi.firstStrongDirection(of: "מחק report.pdf") == .rightToLeft)
    #expect(Bidi.firstStrongDirection(of: "report.pdf حذف") == .leftToRight)
    #expect(Bidi.firstStrongDirection(of: "123 !") == nil)
  }

  @Test func isolationWrapsInFSIAndPDI() {
    #expect(Bidi.isolate("report.pdf").unicodeScalars.map(\.value).first == 0x2068)
    #expect(Bidi.isolate("report.pdf").unicodeScalars.map(\.value).last == 0x2069)
  }

  @Test func visualReorderingOfArabicLine() {
    // Logical "حذف" (ح ذ ف) is shown right to left: ف ذ ح from the left edge.
    #expect(Bidi.visualOrder("حذف", direction: .rightToLeft) == "فذح")
    #expect(Bidi.visualOrder("abc (حذف)", direction: .leftToRight) == "abc (فذح)")
    #expect(Bidi.visualOrder("حذف (abc)", direction: .rightToLeft) == "(abc) فذح")
  }

  @Test(arguments: [
    ("en", "Delete 3 Photos", ["Delete", "3", "Photos"]),
    ("de", "Fotos löschen?", ["Fotos", "löschen"]),
    ("ja", "写真を削除", ["写真", "を", "削除"]),
    ("th", "ลบรูปภาพ", ["ลบ", "รูปภาพ"]),
    ("zh-Hant", "刪除照片", ["刪除", "照片"]),
  ])
  func wordSegmentation(tag: String, text: String, words: [String]) throws {
    #expect(try WordBreaker(locale: LocaleID(tag)).words(text) == words)
  }

  @Test func segmentsCoverTheText() throws {
    let breaker = try WordBreaker(locale: LocaleID("en"))
    let segments = breaker.segments("Sign Out!")
    #expect(segments.map(\.text).joined() == "Sign Out!")
    #expect(segments.filter { !$0.isWord }.map(\.text) == [" ", "!"])
  }

  @Test func nfkcCaseFolding() {
    #expect(Normalizer.foldedForMatching("ＯＫ") == "ok")
    #expect(Normalizer.foldedForMatching("LÖSCHEN") == "löschen")
    #expect(Normalizer.foldedForMatching("Straße") == "strasse")
    #expect(Normalizer.foldedForMatching("ｻｲﾝｱｳﾄ") == "サインアウト")
    #expect(Normalizer.nfc("e\u{301}") == "é")
  }

  @Test func spoofCheckerFlagsMixedScripts() throws {
    let checker = try SpoofChecker()
    #expect(checker.failures(of: "Delete").isEmpty)
    #expect(checker.failures(of: "Удалить").isEmpty)
    #expect(checker.failures(of: "D\u{0435}lete").contains(.restrictionLevel))
    #expect(checker.skeleton(of: "D\u{0435}lete") == checker.skeleton(of: "Delete"))
    #expect(SpoofChecker.script(of: "Ж") == "Cyrl")
    #expect(SpoofChecker.script(of: "7") == "Zyyy")
  }
}
