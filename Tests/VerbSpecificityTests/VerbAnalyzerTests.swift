import ICU
import Testing
import VerbSpecificity

@Suite("VerbAnalyzer with the bundled lexicons")
struct VerbAnalyzerTests {
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  func verdict(_ label: String, _ tag: String) throws -> Verdict {
    let locale = try LocaleID(tag)
    return try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: label)
  }

  func concepts(_ label: String, _ tag: String) throws -> [String] {
    if case .specific(let concepts, _) = try verdict(label, tag) { return concepts }
    return []
  }

  @Test(arguments: [
    ("Delete 3 Photos", "en", "delete"), ("Fotos löschen", "de", "delete"), ("LÖSCHEN", "de", "delete"),
    ("写真を削除", "ja", "delete"), ("サインアウト", "ja", "sign-out"), ("ลบรูปภาพ", "th", "delete"),
    ("删除照片", "zh-Hans", "delete"), ("刪除照片", "zh-Hant", "delete"), ("حذف الصور", "ar", "delete"),
    ("Удалить 5 фотографий", "ru", "delete"), ("Usuń 2 zdjęcia", "pl", "delete"),
    ("Sair da conta", "pt-BR", "sign-out"),
    // Moving something to the trash, with the thing moved before where it goes.
    ("Mover notas a la papelera", "es", "delete"), ("Déplacer des notes vers la corbeille", "fr", "delete"),
    ("Sposta le note nel cestino", "it", "delete"), ("להעביר פתקים לפח", "he", "delete"),
    ("Notları Çöp Kutusuna Gönder", "tr", "delete"), ("将笔记放入回收站", "zh-Hans", "delete"),
    // Unlinking, in words that also say Cancel.
    ("取消连接", "zh-Hans", "disconnect"),
  ])
  func specificLabels(label: String, tag: String, concept: String) throws {
    let found = try verdict(label, tag)
    #expect(try concepts(label, tag).contains(concept), "\(found)")
  }

  @Test(arguments: [
    ("OK", "en"), ("Ja", "de"), ("はい", "ja"), ("确定", "zh-Hans"), ("موافق", "ar"), ("ＯＫ", "ja"), ("Tamam", "tr"),
  ])
  func genericLabels(label: String, tag: String) throws {
    let found = try verdict(label, tag)
    guard case .generic = found else {
      Issue.record("\(label) in \(tag): \(found)")
      return
    }
  }

  @Test(arguments: [
    ("Abbrechen", "de"), ("キャンセル", "ja"), ("إلغاء", "ar"), ("Annulla", "it"), ("Zrušit", "cs"),
  ])
  func cancelLabels(label: String, tag: String) throws {
    let found = try verdict(label, tag)
    guard case .cancelLike = found else {
      Issue.record("\(label) in \(tag): \(found)")
      return
    }
  }

  /// A word that is both Cancel and a destructive verb (Persian صرف‌نظر, Romanian Renunță) is
  /// Cancel on a Cancel button, and decides nothing alone on a destructive one; a longer
  /// phrase of it is the destructive verb.
  @Test(arguments: [("Renunță", "ro"), ("صرف‌نظر", "fa")])
  func aWordBothCancelAndDestructiveIsCancelOnACancelButton(label: String, tag: String) throws {
    let locale = try LocaleID(tag)
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale))
    #expect(analyzer.destructiveConcepts(in: label).isEmpty)
    guard case .ambiguous = analyzer.verdict(on: label) else {
      Issue.record("\(label) in \(tag): \(analyzer.verdict(on: label))")
      return
    }
    #expect(try concepts("Renunță la ciornă", "ro") == ["discard"])
  }

  @Test func longestMatchWinsOverTheCancelWordItContains() throws {
    // Czech “Zrušit odběr” is Unsubscribe although “Zrušit” alone is Cancel.
    #expect(try concepts("Zrušit odběr", "cs") == ["unsubscribe"])
    // Italian “Annulla iscrizione” is Unsubscribe; “Annulla” alone is Cancel.
    #expect(try concepts("Annulla iscrizione", "it").contains("unsubscribe"))
  }

  @Test func safePhraseBeatsTheDestructiveStemItContains() throws {
    // German “Blockierung aufheben” (unblock) contains the block stem but is harmless.
    let found = try verdict("Blockierung aufheben", "de")
    guard case .safeVerb = found else {
      Issue.record("\(found)")
      return
    }
  }

  @Test func stemsMatchWholeCharactersAtTheStartOfAWord() throws {
    func specific(_ label: String, stem: String, _ tag: String) throws -> Bool {
      let locale = try LocaleID(tag)
      let folding = try LabelFolding(locale: locale)
      let term = LexiconTerm(
        text: stem + "*", category: .concept("delete"), words: folding.words(stem), isStem: true, offset: 0)
      let verdict = try VerbAnalyzer(locale: locale, lexicon: Lexicon(language: tag, terms: [term])).verdict(on: label)
      if case .specific = verdict { return true }
      return false
    }
    #expect(try specific("Fotos LÖSCHEN", stem: "lösch", "de"))
    #expect(try !specific("Fotos verlöschen", stem: "lösch", "de"))
    #expect(try specific("फ़ोटो हटाएं", stem: "हटा", "hi"))
    // “हटा” is the characters “ह” and “टा”: the stem “हट” is not its beginning.
    #expect(try !specific("फ़ोटो हटा", stem: "हट", "hi"))
  }

  @Test func turkishDottedCapitalIMatchesLowercaseEntries() throws {
    #expect(LabelFolding.fold("İPTAL") == LabelFolding.fold("iptal"))
  }

  @Test func persianZeroWidthNonJoinerSplitsWords() throws {
    let locale = try LocaleID("fa")
    let folding = try LabelFolding(locale: locale)
    #expect(folding.words("پیش\u{200C}نویس") == folding.words("پیش نویس"))
  }

  @Test(arguments: [
    ("تَسجيلُ الخُروج", "ar", "sign-out"), ("حَذفُ الصّور", "ar", "delete"), ("حـــذف", "ar", "delete"),
    ("מְחִיקָה", "he", "delete"),
  ])
  func vowelledArabicAndPointedHebrewMatchTheirPlainEntries(label: String, tag: String, concept: String) throws {
    let found = try verdict(label, tag)
    #expect(try concepts(label, tag).contains(concept), "\(found)")
  }

  @Test func untranslatedAndUnknown() throws {
    let locale = try LocaleID("de")
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale))
    #expect(analyzer.verdict(on: "Delete Photo", sourceLabel: "Delete Photo", sourceLanguage: "en") == .untranslated)
    #expect(analyzer.verdict(on: "Weg damit") == .unknown)
  }

  @Test func lexiconFallbackFollowsTheLocaleChain() throws {
    #expect(Self.lexicons.lexicon(for: try LocaleID("pt-BR"))?.language == "pt")
    #expect(Self.lexicons.lexicon(for: try LocaleID("zh-Hant-HK"))?.language == "zh-Hant")
    #expect(Self.lexicons.lexicon(for: try LocaleID("zh-TW"))?.language == "zh-Hant")
    #expect(Self.lexicons.lexicon(for: try LocaleID("zh"))?.language == "zh-Hans")
    #expect(Self.lexicons.lexicon(for: try LocaleID("de-CH"))?.language == "de")
    // Serbian's lexicon lists both alphabets; Norwegian `no` is Bokmål; Punjabi in the Arabic
    // script has no lexicon (the pa one is Gurmukhi).
    #expect(Self.lexicons.lexicon(for: try LocaleID("sr-Latn"))?.language == "sr")
    #expect(Self.lexicons.lexicon(for: try LocaleID("no"))?.language == "nb")
    #expect(Self.lexicons.lexicon(for: try LocaleID("pa-Arab")) == nil)
    #expect(try concepts("Izbriši trenutnu datoteku", "sr-Latn") == ["delete"])
    #expect(try concepts("Избриши тренутну датотеку", "sr") == ["delete"])
  }

  @Test func romanianCedillaLettersReadAsCommaBelow() throws {
    // Older keyboards type ş and ţ (cedilla) for ș and ț (comma below).
    #expect(try concepts("Eliminaţi membrul", "ro") == ["remove"])
    #expect(try concepts("Curăţaţi istoricul", "ro") == ["clear"])
  }
}
