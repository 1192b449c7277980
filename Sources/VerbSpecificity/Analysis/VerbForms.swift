/// Whether the verbs found in labels are forms of one verb, for keeping a concept's wording
/// consistent across the labels of a locale.
public enum VerbForms {
  /// True when two matched words are forms of one verb: a shared beginning of at least four
  /// characters, or the whole of a shorter word (“löschen”, “lösche”; “削除”, “削除する”).
  public static func same(_ first: String, _ second: String) -> Bool {
    let shared = zip(first, second).prefix { $0 == $1 }.count
    return shared >= min(4, first.count, second.count)
  }

  /// The words of `uses` (one per label, repeated as often as used) that are not forms of
  /// the most used verb; empty when every use agrees. With a lexicon, words of one Snowball
  /// stem in its language (“удалить”, “удалите”) and words that one of its entries for
  /// `concept` matches are forms of one verb too.
  public static func outliers(among uses: [String], concept: String? = nil, lexicon: Lexicon? = nil) -> Set<String> {
    let same = sameness(concept: concept, lexicon: lexicon)
    guard let majority = majority(among: uses, same: same) else { return [] }
    return Set(uses.filter { !same($0, majority) })
  }

  /// How two words are compared: ``same(_:_:)``, one Snowball stem of the lexicon's
  /// language (``Lexicon/sameStems(_:_:)``), or one entry of the lexicon's `concept`.
  static func sameness(concept: String?, lexicon: Lexicon?) -> (String, String) -> Bool {
    guard let lexicon else { return same }
    return { first, second in
      same(first, second) || lexicon.sameStems(first, second)
        || concept.map { lexicon.oneTerm(of: $0, covers: first, and: second) } ?? false
    }
  }

  /// The most used verb of `uses`, forms of one verb counted together. Counted per distinct
  /// word, so thousands of labels stay cheap.
  public static func majority(among uses: [String], concept: String? = nil, lexicon: Lexicon? = nil) -> String? {
    majority(among: uses, same: sameness(concept: concept, lexicon: lexicon))
  }

  private static func majority(among uses: [String], same: (String, String) -> Bool) -> String? {
    var words: [String] = []
    var multiplicity: [String: Int] = [:]
    for use in uses {
      if multiplicity[use] == nil { words.append(use) }
      multiplicity[use, default: 0] += 1
    }
    let agreeing = words.map { word in
      words.reduce(0) { $0 + (same($1, word) ? multiplicity[$1] ?? 0 : 0) }
    }
    guard let best = agreeing.max(), let index = agreeing.firstIndex(of: best) else { return nil }
    return words[index]
  }
}
