import ICU

/// Decides whether labels of one locale name their destructive action.
///
/// Labels are split into words by ICU (so Thai, Japanese and Chinese work), folded with NFKC
/// case folding, and matched against the locale's lexicon as words, phrases and stems, and
/// by Snowball stems in the languages Snowball has. When matches overlap, a longer one (in
/// words, then characters) wins over the shorter ones it covers: Czech “zrušit odběr”
/// (unsubscribe) beats “zrušit” (cancel).
///
/// The script decides the lexicon, label by label: a label whose letters are mostly in a
/// script the lexicon does not read is read with the lexicon of the same language in that
/// script (`otherScripts`: Sorani's `ckb` for a `ku` label in Arabic script), or else only
/// with the catalog's own OK and Cancel wording (terms with a ``LexiconTerm/key``).
public struct VerbAnalyzer: Sendable {
  /// The locale of the labels.
  public let locale: LocaleID
  /// The lexicon used, or nil when the locale has none.
  public let lexicon: Lexicon?
  private let folding: LabelFolding
  /// The lexicons of the locale's language in other scripts, with the catalog's wording,
  /// by ISO 15924 code.
  private let otherScripts: [String: Lexicon]
  /// The catalog's wording alone, for labels in a script no lexicon reads.
  private let catalogWording: Lexicon?

  /// Creates an analyzer for `locale` with `lexicon`.
  /// - Parameters:
  ///   - locale: The locale of the labels.
  ///   - lexicon: The locale's lexicon (with the catalog's own OK and Cancel wording, if
  ///     any), or nil.
  ///   - otherScripts: Lexicons of the same language written in other scripts, by ISO 15924
  ///     code (``LexiconSet/otherScripts(of:)``), for labels written in them.
  /// - Throws: ``ICU/ICUError`` when ICU cannot segment the locale's text.
  public init(locale: LocaleID, lexicon: Lexicon?, otherScripts: [String: Lexicon] = [:]) throws(ICUError) {
    self.locale = locale
    self.lexicon = lexicon
    self.folding = try LabelFolding(locale: locale)
    let wording = lexicon?.terms.filter { $0.key != nil } ?? []
    self.otherScripts = otherScripts.mapValues { $0.adding(wording) }
    self.catalogWording = lexicon.map { Lexicon(language: $0.language, terms: wording, path: $0.path) }
  }

  /// The lexicon that reads `label`: the locale's, or, when most of the label's letters are
  /// in a script it does not read, the same language's in that script; nil when none can
  /// read it (or the locale has no lexicon): then only the catalog's own OK and Cancel
  /// wording judges the label, and a missing verb says nothing.
  public func lexicon(reading label: String) -> Lexicon? {
    guard let reading = lexicon(forWords: folding.words(label)), reading.hasOwnTerms else { return nil }
    return reading
  }

  /// The lexicon for a label's folded words, the catalog's wording alone when no lexicon
  /// reads their script.
  private func lexicon(forWords words: [String]) -> Lexicon? {
    guard let lexicon, lexicon.hasOwnTerms, !lexicon.scripts.isEmpty,
      let script = LabelScripts.foreignScript(of: words, readable: lexicon.scripts)
    else { return lexicon }
    return otherScripts[script] ?? catalogWording
  }

  /// One lexicon match in a label.
  public struct Match: Sendable, Hashable {
    /// The term that matched.
    public let term: LexiconTerm
    /// The folded words it covered.
    public let words: [String]
    /// The index of its first word in the label.
    public let start: Int
  }

  /// The matches that survive the longest-match rule, in label order.
  public func matches(in label: String) -> [Match] {
    matches(inWords: folding.words(label))
  }

  private func matches(inWords words: [String]) -> [Match] {
    guard let lexicon = lexicon(forWords: words) else { return [] }
    let all = lexicon.matches(in: words).map { found in
      Match(
        term: found.term, words: Array(words[found.start..<found.start + found.term.words.count]), start: found.start)
    }
    // Drop a match strictly covered by a longer one.
    return all.filter { match in
      !all.contains { other in
        other.start <= match.start && other.start + other.term.words.count >= match.start + match.term.words.count
          && (other.term.words.count, other.term.characterCount) > (match.term.words.count, match.term.characterCount)
      }
    }
  }

  /// The verdict on a destructive label.
  /// - Parameters:
  ///   - label: The label as shown (one branch of a plural, arguments replaced).
  ///   - sourceLabel: The source locale's label, to notice untranslated text.
  ///   - sourceLanguage: The source locale's language.
  public func verdict(on label: String, sourceLabel: String? = nil, sourceLanguage: String? = nil) -> Verdict {
    let words = folding.words(label)
    let found = matches(inWords: words)
    var concepts: [String] = []
    var conceptTerms: [String] = []
    var cancelTerms: [Match] = []
    var genericTerms: [Match] = []
    var safeTerm: String?
    for match in found {
      switch match.term.category {
      case .concept(let concept):
        if !concepts.contains(concept) { concepts.append(concept) }
        // Two entries of one word (a word and its stem) name it once.
        let term = match.words.joined(separator: " ")
        if !conceptTerms.contains(term) { conceptTerms.append(term) }
      case .cancel: cancelTerms.append(match)
      case .generic: genericTerms.append(match)
      case .safe:
        // A safe verb as the lexicon writes it (or by a stem the lexicon gives): another word
        // of the same Snowball stem is as often a noun (Italian “modifiche”, changes, beside
        // “modifica”, edit; Dutch “wijzigingen”) as the verb.
        if match.words == match.term.words || match.term.isStem {
          safeTerm = safeTerm ?? match.words.joined(separator: " ")
        }
      }
    }
    if !concepts.isEmpty {
      // A word that is both Cancel and a destructive verb decides nothing on its own.
      let conceptSpans = found.filter { if case .concept = $0.term.category { return true } else { return false } }
      let onlyShared = conceptSpans.allSatisfy { span in
        cancelTerms.contains { $0.start == span.start && $0.term.words.count == span.term.words.count }
      }
      if onlyShared, let shared = cancelTerms.first {
        return .ambiguous(term: shared.words.joined(separator: " "), concepts: concepts)
      }
      return .specific(concepts: concepts, terms: conceptTerms)
    }
    // Cancel and generic wording decide only a label made of it: every word but numbers is
    // part of a Cancel or generic match (“Nein” is Cancel-like, “Nein, alles löschen” is not
    // judged by its “Nein”, and “لا شيء للحذف” is not a Cancel label).
    var covered = Set<Int>()
    for match in found where match.term.category == .cancel || match.term.category == .generic {
      covered.formUnion(match.start..<match.start + match.term.words.count)
    }
    let madeOfConfirmations = words.indices.allSatisfy { covered.contains($0) || words[$0].allSatisfy(\.isNumber) }
    // The catalog's own wording names the key it comes from: prefer it.
    if madeOfConfirmations, let cancel = cancelTerms.first(where: { $0.term.key != nil }) ?? cancelTerms.first {
      return .cancelLike(term: cancel.words.joined(separator: " "), key: cancel.term.key)
    }
    if madeOfConfirmations, let generic = genericTerms.first(where: { $0.term.key != nil }) ?? genericTerms.first {
      return .generic(term: generic.words.joined(separator: " "), key: generic.term.key)
    }
    if let safeTerm { return .safeVerb(term: safeTerm) }
    if let sourceLabel, let sourceLanguage, sourceLanguage != locale.language,
      LabelFolding.fold(sourceLabel) == LabelFolding.fold(label), !words.isEmpty
    {
      return .untranslated
    }
    return .unknown
  }

  /// True when the label contains a destructive verb (for Cancel labels that must not).
  public func destructiveConcepts(in label: String) -> [String] {
    let found = matches(in: label)
    var concepts: [String] = []
    for match in found {
      guard case .concept(let concept) = match.term.category, !concepts.contains(concept) else { continue }
      // A word that is both Cancel and a destructive verb (Persian صرف‌نظر, Romanian
      // Renunță) is Cancel on a Cancel button.
      let alsoCancel = found.contains {
        $0.term.category == .cancel && $0.start == match.start && $0.term.words.count == match.term.words.count
      }
      if !alsoCancel { concepts.append(concept) }
    }
    return concepts
  }

  /// The folded words of a label, as the analyzer sees them.
  public func words(_ label: String) -> [String] { folding.words(label) }
}
