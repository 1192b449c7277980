import ICU
import Testing
import VerbSpecificity

@Suite("The script of a label decides its lexicon")
struct LabelScriptTests {
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  @Test func aLexiconReadsItsLanguagesScriptsAndThoseOfItsEntries() throws {
    let kurmanji = try #require(Self.lexicons.lexicon(language: "ku"))
    #expect(kurmanji.scripts == ["Latn"])
    #expect(try #require(Self.lexicons.lexicon(language: "ckb")).scripts == ["Arab", "Latn"])
    #expect(try #require(Self.lexicons.lexicon(language: "sr")).scripts == ["Cyrl", "Latn"])
    #expect(try #require(Self.lexicons.lexicon(language: "ja")).scripts.isSuperset(of: ["Hani", "Hira", "Kana"]))
    #expect(LabelScripts.foreignScript(of: ["سڕینەوە"], readable: kurmanji.scripts) == "Arab")
    #expect(LabelScripts.foreignScript(of: ["jê", "bibe"], readable: kurmanji.scripts) == nil)
    #expect(LabelScripts.foreignScript(of: ["2", "…"], readable: kurmanji.scripts) == nil)
  }

  @Test func kurdishInArabicScriptIsReadWithTheSoraniLexicon() throws {
    let locale = try LocaleID("ku")
    let other = Self.lexicons.otherScripts(of: locale)
    #expect(other.mapValues(\.language) == ["Arab": "ckb"])
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale), otherScripts: other)
    #expect(analyzer.lexicon(reading: "سڕینەوەی وێنە")?.language == "ckb")
    #expect(analyzer.verdict(on: "سڕینەوەی وێنە") == .specific(concepts: ["delete"], terms: ["سڕينهوهي"]))
    #expect(analyzer.lexicon(reading: "Wêneyê jê bibe")?.language == "ku")
    // Without the Sorani lexicon, the Kurmanji one does not read Arabic script at all.
    let alone = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale))
    #expect(alone.lexicon(reading: "سڕینەوەی وێنە") == nil)
    #expect(alone.verdict(on: "سڕینەوەی وێنە") == .unknown)
  }

  @Test func punjabiInShahmukhiHasNoLexiconHere() throws {
    let locale = try LocaleID("pa")
    #expect(Self.lexicons.otherScripts(of: locale).isEmpty)
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale))
    #expect(analyzer.lexicon(reading: "ਮਿਟਾਓ")?.language == "pa")
    #expect(analyzer.lexicon(reading: "تصویر مٹاؤ") == nil)
    #expect(analyzer.verdict(on: "تصویر مٹاؤ") == .unknown)
  }

  @Test func theCatalogsOwnWordingStillJudgesALabelNoLexiconReads() throws {
    let locale = try LocaleID("pa")
    let folding = try LabelFolding(locale: locale)
    let cancel = LexiconTerm(
      text: "منسوخ کرو", category: .cancel, words: folding.words("منسوخ کرو"), isStem: false, offset: 0, key: "cancel")
    let lexicon = try #require(Self.lexicons.lexicon(for: locale)).adding([cancel])
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: lexicon)
    #expect(analyzer.verdict(on: "منسوخ کرو") == .cancelLike(term: "منسوخ كرو", key: "cancel"))
    #expect(analyzer.lexicon(reading: "منسوخ کرو") == nil)
    // The catalog's wording in Shahmukhi does not make the Gurmukhi lexicon read Arabic.
    #expect(lexicon.scripts == ["Guru", "Latn"])
  }

  @Test func serbianLexiconReadsBothAlphabets() throws {
    for tag in ["sr", "sr-Latn"] {
      let locale = try LocaleID(tag)
      let analyzer = try VerbAnalyzer(
        locale: locale, lexicon: Self.lexicons.lexicon(for: locale),
        otherScripts: Self.lexicons.otherScripts(of: locale))
      #expect(analyzer.lexicon(reading: "Izbriši fajl")?.language == "sr")
      #expect(analyzer.lexicon(reading: "Избриши фајл")?.language == "sr")
    }
  }

  @Test func latinConfirmationsOfOtherScriptsStayGeneric() throws {
    // “OK” is an entry of the Russian lexicon, so the lexicon reads Latin letters.
    let locale = try LocaleID("ru")
    let verdict = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: "OK")
    #expect(verdict == .generic(term: "ok"))
  }
}
