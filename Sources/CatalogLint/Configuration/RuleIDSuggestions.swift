/// Finds the rule ids nearest to a mistyped one, for error messages.
public enum RuleIDSuggestions {
  /// Up to `count` ids of `known`, nearest to `id` by edit distance first, then in the
  /// order of `known`.
  public static func nearest(to id: String, among known: [String], count: Int = 3) -> [String] {
    let typed = Array(id.lowercased())
    let ranked = known.enumerated().map {
      (index: $0.offset, id: $0.element, distance: distance(typed, Array($0.element)))
    }
    return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map(\.id)
  }

  /// The message for an id that no rule has.
  public static func unknownRuleMessage(_ id: String, among known: [String]) -> String {
    let nearest = nearest(to: id, among: known)
    guard !nearest.isEmpty else { return "unknown rule “\(id)”" }
    return "unknown rule “\(id)”; the nearest known rules are \(nearest.joined(separator: ", "))"
  }

  /// Levenshtein distance between two character arrays.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
