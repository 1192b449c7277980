/// Label normalization with the standard library only: case folding, trimming and whitespace
/// collapsing, so "  OK! " and "ok" compare equal.
enum LabelText {
  /// The label lowercased (full Unicode, from the standard library), with typographic
  /// apostrophes made plain, without leading or trailing whitespace and punctuation, and with
  /// inner whitespace runs collapsed to one space.
  static func folded(_ label: String) -> String {
    // One pass over the characters: apostrophes made plain, whitespace runs collapsed to
    // one space and dropped at the ends (what splitting on whitespace and joining with
    // spaces gives).
    var collapsed = ""
    var pendingSpace = false
    for character in label.lowercased() {
      if character.isWhitespace {
        pendingSpace = !collapsed.isEmpty
        continue
      }
      if pendingSpace {
        collapsed.append(" ")
        pendingSpace = false
      }
      collapsed.append(isApostrophe(character) ? "'" : character)
    }
    var joined = collapsed[...]
    while let first = joined.first, first.isPunctuation || first.isWhitespace {
      joined = joined.dropFirst()
    }
    while let last = joined.last, last.isPunctuation || last.isWhitespace {
      joined = joined.dropLast()
    }
    return String(joined)
  }

  /// Whether `character` stands for an apostrophe: right single quotation mark, modifier
  /// letter apostrophe. (Compared directly: hashing a character normalizes it first.)
  private static func isApostrophe(_ character: Character) -> Bool {
    character == "\u{2019}" || character == "\u{02BC}"
  }

  /// Whether a label has nothing to read: empty or only whitespace.
  static func isBlank(_ label: String) -> Bool {
    label.allSatisfy(\.isWhitespace)
  }
}
