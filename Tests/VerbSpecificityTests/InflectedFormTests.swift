import ICU
import Testing
import VerbSpecificity

@Suite("Forms of listed words, by their Snowball stem")
struct InflectedFormTests {
  static let lexicons = LexiconSet.load(directory: TestPaths.lexicons)

  func verdict(_ label: String, _ tag: String) throws -> Verdict {
    let locale = try LocaleID(tag)
    return try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale)).verdict(on: label)
  }

  /// Button forms a lexicon does not write out (an imperative with a clitic, a polite
  /// imperative, an article or preposition glued on) match the listed word of their stem.
  @Test(arguments: [
    ("Excluí-la", "pt", "delete"), ("Exclui a conversa", "pt-PT", "delete"), ("Удалите", "ru", "delete"),
    ("Выбросите черновик", "ru", "discard"), ("قم بحذف الصورة", "ar", "delete"),
  ])
  func inflectedButtonFormsMatchTheListedVerb(label: String, tag: String, concept: String) throws {
    let found = try verdict(label, tag)
    guard case .specific(let concepts, _) = found else {
      Issue.record("\(label) in \(tag): \(found)")
      return
    }
    #expect(concepts.contains(concept), "\(found)")
  }

  @Test func stemmingAddsMatchesInTheLexiconsLanguageOnly() throws {
    func isSpecific(_ label: String, entry: String, _ tag: String) throws -> Bool {
      let locale = try LocaleID(tag)
      let folding = try LabelFolding(locale: locale)
      let term = LexiconTerm(
        text: entry, category: .concept("delete"), words: folding.words(entry), isStem: false, offset: 0)
      let lexicon = Lexicon(language: tag, terms: [term])
      if case .specific = try VerbAnalyzer(locale: locale, lexicon: lexicon).verdict(on: label) { return true }
      return false
    }
    #expect(try isSpecific("Excluí-la", entry: "excluir", "pt"))
    // Galician has no Snowball stemmer: only the word as written matches.
    #expect(try !isSpecific("Excluí-la", entry: "excluir", "gl"))
    #expect(try isSpecific("Excluír", entry: "excluír", "gl"))
    // A stem shorter than three letters says too little to compare.
    #expect(try !isSpecific("вся", entry: "все", "ru"))
  }

  /// Words an entry matches as written keep that match: a Cancel word is Cancel, and a
  /// destructive phrase that contains it stays the phrase.
  @Test(arguments: [
    ("Отмена", "ru"), ("Cancelar", "pt"), ("Annuler", "fr"), ("Abbrechen", "de"), ("إلغاء", "ar"),
  ])
  func cancelWordsStayCancel(label: String, tag: String) throws {
    let found = try verdict(label, tag)
    guard case .cancelLike = found else {
      Issue.record("\(label) in \(tag): \(found)")
      return
    }
  }

  @Test func destructiveWordsAreNotCancelByTheirStem() throws {
    // The stem of “Отменить” is not that of a delete verb, and “Удалите” is no Cancel word.
    let locale = try LocaleID("ru")
    let analyzer = try VerbAnalyzer(locale: locale, lexicon: Self.lexicons.lexicon(for: locale))
    #expect(analyzer.destructiveConcepts(in: "Отменить").isEmpty)
    #expect(analyzer.destructiveConcepts(in: "Удалите") == ["delete"])
    #expect(
      try verdict("Отменить подписку", "ru") == .specific(concepts: ["unsubscribe"], terms: ["отменить подписку"]))
  }

  /// Verb forms with one Snowball stem are one verb for `verb.inconsistent`: Arabic
  /// “الحذف” (the deletion) and “حذف” (delete) share no first letters.
  @Test func formsOfOneStemAreOneVerb() throws {
    let arabic = try #require(Self.lexicons.lexicon(for: try LocaleID("ar")))
    let noun = arabic.sameStems("حذف", "الحذف")
    let otherVerb = arabic.sameStems("حذف", "مسح")
    #expect(noun)
    #expect(!otherVerb)
    #expect(VerbForms.outliers(among: ["حذف", "حذف", "الحذف"], concept: "delete", lexicon: arabic).isEmpty)
    #expect(VerbForms.outliers(among: ["حذف", "حذف", "الحذف"]) == ["الحذف"])
    #expect(VerbForms.outliers(among: ["حذف", "حذف", "مسح"], concept: "delete", lexicon: arabic) == ["مسح"])
  }
}
