import ICU
import Testing
import VerbSpecificity

@Suite("Spelling variants folded alike")
struct SpellingVariantTests {
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  func concepts(_ label: String, _ tag: String) throws -> [String] {
    let locale = try LocaleID(tag)
    let verdict = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: label)
    if case .specific(let concepts, _) = verdict { return concepts }
    return []
  }

  @Test func apostropheLookAlikesAreOneLetter() throws {
    let folding = try LabelFolding(locale: try LocaleID("uz"))
    let spellings = ["Oʻchirish", "O‘chirish", "O’chirish", "Oʼchirish", "O'chirish"]
    for spelling in spellings {
      #expect(folding.words(spelling) == ["o'chirish"], "\(spelling)")
      #expect(LabelFolding.fold(spelling) == "o'chirish", "\(spelling)")
      #expect(try concepts("Rasmni \(spelling.lowercased())", "uz") == ["delete"], "\(spelling)")
    }
  }

  @Test func arabicAndPersianLetterFormsAreOneLetter() throws {
    // Persian keheh and yeh typed as Arabic kaf and yeh, and the other way round.
    #expect(LabelFolding.fold("حذف کنید") == LabelFolding.fold("حذف كنيد"))
    #expect(LabelFolding.fold("ى") == LabelFolding.fold("ی"))
    // Sorani's ae and Urdu's heh goal as the Arabic heh.
    #expect(LabelFolding.fold("سڕینەوە") == LabelFolding.fold("سڕينهوه"))
    #expect(LabelFolding.fold("ہٹائیں") == LabelFolding.fold("هٹائيں"))
    #expect(try concepts("حذف كردن", "fa") == ["delete"])
    #expect(try concepts("سڕينهوه", "ckb") == ["delete"])
    #expect(try concepts("تصویر هٹائيں", "ur") == ["remove"])
  }

  @Test func joinersDoNotSplitOrChangeWords() throws {
    let folding = try LabelFolding(locale: try LocaleID("fa"))
    #expect(folding.words("حذف\u{200D}") == folding.words("حذف"))
    #expect(folding.words("پیش\u{200C}نویس") == ["پيش", "نويس"])
  }
}
