/// What the analyzer concluded about one destructive label.
public enum Verdict: Sendable, Hashable {
  /// The label names a destructive action: the concepts found and the words that said so.
  case specific(concepts: [String], terms: [String])
  /// The label is a generic confirmation (“OK”, “はい”); `key` is the catalog key whose
  /// translation it repeats, when the catalog's own wording said so.
  case generic(term: String, key: String? = nil)
  /// The label is, or is made of, the locale's Cancel words; `key` is the catalog key whose
  /// translation it repeats, when the catalog's own wording said so.
  case cancelLike(term: String, key: String? = nil)
  /// The label names a non-destructive action (“Archive”, “Turn Off”).
  case safeVerb(term: String)
  /// The same word is both a Cancel word and a destructive verb, and nothing else decides.
  case ambiguous(term: String, concepts: [String])
  /// The label is the source text, in a locale of another language.
  case untranslated
  /// The lexicon has no evidence either way.
  case unknown

  /// Short name of the verdict.
  public var name: String {
    switch self {
    case .specific: return "specific"
    case .generic: return "generic"
    case .cancelLike: return "cancel-like"
    case .safeVerb: return "safe-verb"
    case .ambiguous: return "ambiguous"
    case .untranslated: return "untranslated"
    case .unknown: return "unknown"
    }
  }

  /// An explanation a translator understands.
  public var explanation: String {
    switch self {
    case .specific(let concepts, let terms):
      return "names the destructive action (\(concepts.joined(separator: ", ")): “\(terms.joined(separator: "”, “"))”"
    case .generic(let term, _):
      return "“\(term)” is a generic confirmation: it does not say what will be destroyed"
    case .cancelLike(let term, _):
      return "“\(term)” is the locale's Cancel wording: users would destroy data when they meant to back out"
    case .safeVerb(let term):
      return "“\(term)” names a non-destructive action: the button destroys data but says it does something harmless"
    case .ambiguous(let term, let concepts):
      return "“\(term)” means both Cancel and \(concepts.joined(separator: "/")) in this language; add the object"
    case .untranslated:
      return "the label is still in the source language"
    case .unknown:
      return "no word of the label is in the language's lexicon"
    }
  }
}
