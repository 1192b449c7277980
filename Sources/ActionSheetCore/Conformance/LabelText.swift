/// Label normalization with the standard library only: case folding, trimming and whitespace
/// collapsing, so "  OK! " and "ok" compare equal.
enum LabelText {
  /// The label lowercased (full Unicode, from the standard library), with typographic
  /// apostrophes made plain, without leading or trailing whitespace and punctuation, and with
  /// inner whitespace runs collapsed to one space.
  static func folded(_ label: String) -> String {
    let plain = String(label.lowercased().map { apostrophes.contains($0) ? "'" : $0 })
    let words = plain.split { $0.isWhitespace }
    var joined = words.joined(separator: " ")[...]
    while let first = joined.first, first.isPunctuation || first.isWhitespace {
      joined = joined.dropFirst()
    }
    while let last = joined.last, last.isPunctuation || last.isWhitespace {
      joined = joined.dropLast()
    }
    return String(joined)
  }

  /// Characters that stand for an apostrophe: right single quotation mark, modifier letter
  /// apostrophe.
  private static let apostrophes: Set<Character> = ["\u{2019}", "\u{02BC}"]

  /// Whether a label has nothing to read: empty or only whitespace.
  static func isBlank(_ label: String) -> Bool {
    label.allSatisfy(\.isWhitespace)
  }
}
