/// What a lexicon term says about a label.
public enum TermCategory: Sendable, Hashable, Comparable {
  /// A generic confirmation (OK, Yes, Confirm).
  case generic
  /// A Cancel word.
  case cancel
  /// A verb of a non-destructive action (Archive, Mute).
  case safe
  /// A verb of a destructive concept (Delete, Sign Out).
  case concept(String)

  /// A short name for messages.
  public var name: String {
    switch self {
    case .generic: return "generic confirmation"
    case .cancel: return "Cancel word"
    case .safe: return "non-destructive verb"
    case .concept(let concept): return "“\(concept)” verb"
    }
  }
}

/// One lexicon entry compiled for matching: folded words, and whether the last is a stem.
public struct LexiconTerm: Sendable, Hashable {
  /// The entry as written in the lexicon.
  public let text: String
  /// What the term means.
  public let category: TermCategory
  /// The entry's words, segmented and folded like labels are.
  public let words: [String]
  /// True when the last word matches any word that begins with it (`lösch*`).
  public let isStem: Bool
  /// The byte offset of the entry in its lexicon file.
  public let offset: Int
  /// The catalog key whose translation the term is, for terms taken from the catalog itself
  /// (its Cancel and OK translations); nil for lexicon entries.
  public let key: String?

  /// Creates a term.
  public init(text: String, category: TermCategory, words: [String], isStem: Bool, offset: Int, key: String? = nil) {
    self.text = text
    self.category = category
    self.words = words
    self.isStem = isStem
    self.offset = offset
    self.key = key
  }

  /// The number of folded characters, to prefer the longer of two matches of equal word count.
  var characterCount: Int { words.reduce(0) { $0 + $1.count } }

  /// True when `word` matches the term's word at `index`.
  func word(_ index: Int, matches word: String) -> Bool {
    if isStem && index == words.count - 1 { return LexiconTerm.word(word, beginsWith: words[index]) }
    return word == words[index]
  }

  /// True when `word` begins with the stem `stem`, in whole characters.
  ///
  /// Both are folded alike (NFKC case folding, so composed), and a word that begins with the
  /// stem begins with its bytes: comparing bytes first rejects almost every word cheaply,
  /// and the character comparison keeps its meaning (Hindi “हट” does not begin “हटा”, whose
  /// second character is “टा”).
  static func word(_ word: String, beginsWith stem: String) -> Bool {
    word.utf8.starts(with: stem.utf8) && word.hasPrefix(stem)
  }
}
