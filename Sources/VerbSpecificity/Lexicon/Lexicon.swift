import ICU

/// The verb-specificity facts of one language: its generic confirmations, Cancel words,
/// safe verbs and the verbs of each destructive concept, compiled for matching.
public struct Lexicon: Sendable {
  /// The language tag of the lexicon (`de`, `pt`, `zh-Hant`).
  public let language: String
  /// Every term, in file order.
  public let terms: [LexiconTerm]
  /// The path of the lexicon file, when it was read from one.
  public let path: String?
  /// Groups of destructive concepts that the language words with the same everyday verbs
  /// (Finnish "poista" for delete, remove and clear): a label of one concept worded with a
  /// verb of another concept of the same group is not a mismatch.
  public let sharedConcepts: [Set<String>]
  /// The scripts the lexicon reads (ISO 15924 codes): those its language is written in and
  /// those of its own entries (“OK” adds Latin). Labels mostly in another script are not
  /// read with it (see ``VerbAnalyzer/lexicon(reading:)``).
  public let scripts: Set<String>
  /// The Snowball stemmer of the lexicon's language, when Snowball has one: a word of a
  /// label matches a listed word of the same stem.
  public let stemmer: SnowballStemmer?
  /// True when some term is the lexicon's own, not the catalog's wording (``LexiconTerm/key``).
  let hasOwnTerms: Bool
  /// Terms by their first folded word (stems whose stem is the first word are in `stemTerms`).
  private let termsByFirstWord: [String: [LexiconTerm]]
  /// Single- or multi-word terms whose first word is a stem.
  private let stemTerms: [LexiconTerm]
  /// Terms written without `*`, by the Snowball stem of their first word, with the stems of
  /// their words (nil for a word whose stem is too short to compare).
  private let termsByFirstSnowballStem: [String: [(term: LexiconTerm, stems: [String?])]]

  /// The fewest Unicode scalars a Snowball stem compares with: shorter stems (“вс” of “все”)
  /// say too little, and such words match only as written.
  static let minimumStemLength = 3

  /// Creates a lexicon from compiled terms.
  public init(language: String, terms: [LexiconTerm], path: String? = nil, sharedConcepts: [Set<String>] = []) {
    self.language = language
    self.terms = terms
    self.path = path
    self.sharedConcepts = sharedConcepts
    var byFirst: [String: [LexiconTerm]] = [:]
    var stems: [LexiconTerm] = []
    for term in terms where !term.words.isEmpty {
      if term.isStem && term.words.count == 1 {
        stems.append(term)
      } else {
        byFirst[term.words[0], default: []].append(term)
      }
    }
    self.termsByFirstWord = byFirst
    self.stemTerms = stems
    var scripts = LabelScripts.scripts(ofLanguage: language)
    for term in terms where term.key == nil {
      for word in term.words {
        for scalar in word.unicodeScalars {
          if let script = LabelScripts.script(ofLetter: scalar) { scripts.insert(script) }
        }
      }
    }
    self.scripts = scripts
    self.hasOwnTerms = terms.contains { $0.key == nil }
    let stemmer = SnowballStemmer.shared(language: language)
    self.stemmer = stemmer
    var bySnowballStem: [String: [(term: LexiconTerm, stems: [String?])]] = [:]
    if let stemmer {
      for term in terms where !term.isStem && !term.words.isEmpty {
        let stems = stemmer.stems(of: term.words).map(Lexicon.comparable)
        guard let first = stems[0] else { continue }
        bySnowballStem[first, default: []].append((term, stems))
      }
    }
    self.termsByFirstSnowballStem = bySnowballStem
  }

  /// `stem` when it is long enough to compare.
  private static func comparable(_ stem: String) -> String? {
    stem.unicodeScalars.count >= minimumStemLength ? stem : nil
  }

  /// Every term that matches `words`, with the index of the first word it covers: entries as
  /// written (words, phrases, `*` stems), then, where none of them matched, the forms of
  /// listed words by their Snowball stems (“Lösche” for “löschen”, “Excluí” for “excluir”).
  /// So stemming adds matches and never changes one made as written.
  func matches(in words: [String]) -> [(term: LexiconTerm, start: Int)] {
    var found: [(term: LexiconTerm, start: Int)] = []
    var covered = Set<Int>()
    for index in words.indices {
      for term in matches(in: words, at: index) {
        found.append((term, index))
        covered.formUnion(index..<index + term.words.count)
      }
    }
    guard let stemmer, !termsByFirstSnowballStem.isEmpty, covered.count < words.count else { return found }
    let open = words.indices.filter { !covered.contains($0) }
    var stems = [String?](repeating: nil, count: words.count)
    for (index, stem) in zip(open, stemmer.stems(of: open.map { words[$0] })) {
      stems[index] = Lexicon.comparable(stem)
    }
    for index in open {
      guard let first = stems[index] else { continue }
      for (term, termStems) in termsByFirstSnowballStem[first] ?? [] where index + term.words.count <= words.count {
        let span = index..<index + term.words.count
        guard !span.contains(where: covered.contains) else { continue }
        let matched = term.words.indices.allSatisfy { offset in
          let word = words[index + offset]
          return word == term.words[offset] || (termStems[offset] != nil && termStems[offset] == stems[index + offset])
        }
        if matched { found.append((term, index)) }
      }
    }
    return found
  }

  /// Whether `first` and `second` (folded words joined by spaces, as the analyzer reports
  /// them) are forms of one wording by the language's Snowball stemmer: as many words, each
  /// pair the same word or of one stem (“удалить”, “удалите”). False without a stemmer.
  public func sameStems(_ first: String, _ second: String) -> Bool {
    guard let stemmer else { return false }
    let firstWords = first.split(separator: " ").map(String.init)
    let secondWords = second.split(separator: " ").map(String.init)
    guard firstWords.count == secondWords.count, !firstWords.isEmpty else { return false }
    let firstStems = stemmer.stems(of: firstWords)
    let secondStems = stemmer.stems(of: secondWords)
    return firstWords.indices.allSatisfy { index in
      firstWords[index] == secondWords[index]
        || (Lexicon.comparable(firstStems[index]) != nil && firstStems[index] == secondStems[index])
    }
  }

  /// Every term that matches `words` starting at `index`, with the number of words it covers.
  func matches(in words: [String], at index: Int) -> [LexiconTerm] {
    var found: [LexiconTerm] = []
    for term in termsByFirstWord[words[index]] ?? [] where index + term.words.count <= words.count {
      if (0..<term.words.count).allSatisfy({ term.word($0, matches: words[index + $0]) }) {
        found.append(term)
      }
    }
    for term in stemTerms where LexiconTerm.word(words[index], beginsWith: term.words[0]) {
      found.append(term)
    }
    return found
  }

  /// True when some term of the lexicon for which `accepted` holds matches `words` (folded
  /// as ``VerbAnalyzer/words(_:)`` folds a label) somewhere: the label uses a word the
  /// lexicon knows.
  public func knowsAWord(of words: [String], where accepted: (TermCategory) -> Bool = { _ in true }) -> Bool {
    matches(in: words).contains { accepted($0.term.category) }
  }

  /// Whether the language words `concept` and `other` with the same verbs (the same concept,
  /// or both in one of `sharedConcepts`).
  public func shares(_ concept: String, with other: String) -> Bool {
    concept == other || sharedConcepts.contains { $0.contains(concept) && $0.contains(other) }
  }

  /// Whether a label worded with the verbs of `found` names another action than `expected`
  /// in this language: false when a found concept is `expected` or shares its words with it,
  /// and false when the lexicon has no verb of its own for `expected` (it cannot tell).
  public func distinguishes(_ found: [String], from expected: String) -> Bool {
    guard !found.contains(where: { shares($0, with: expected) }) else { return false }
    return terms.contains { $0.category == .concept(expected) }
  }

  /// Whether one entry of `concept` matches both `first` and `second` (folded words joined by
  /// spaces, as the analyzer reports them): then they are forms of one verb (“מחק*” covers
  /// both “מחק” and “מחקו”).
  public func oneTerm(of concept: String, covers first: String, and second: String) -> Bool {
    let firstWords = first.split(separator: " ").map(String.init)
    let secondWords = second.split(separator: " ").map(String.init)
    func covers(_ term: LexiconTerm, _ words: [String]) -> Bool {
      term.words.count == words.count && words.indices.allSatisfy { term.word($0, matches: words[$0]) }
    }
    return terms.contains { $0.category == .concept(concept) && covers($0, firstWords) && covers($0, secondWords) }
  }

  /// The terms of one category, in file order.
  public func terms(_ category: TermCategory) -> [LexiconTerm] {
    terms.filter { $0.category == category }
  }

  /// A lexicon with `extra` terms added (the catalog's own OK and Cancel translations).
  public func adding(_ extra: [LexiconTerm]) -> Lexicon {
    extra.isEmpty
      ? self : Lexicon(language: language, terms: terms + extra, path: path, sharedConcepts: sharedConcepts)
  }
}
