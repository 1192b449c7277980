import Foundation

extension String {
  /// The most characters of a text a finding quotes.
  public static let quotedLimit = 100

  /// The text as a finding quotes it: whole when it is short, else its first
  /// ``quotedLimit`` characters and “…”, so that a finding about a huge message stays a line
  /// that can be read (the caret still points into the file at the place itself). Line breaks
  /// are shown as escapes (see ``withVisibleLineBreaks``), so a finding stays one line.
  public var quotedExcerpt: String {
    var end = startIndex
    var count = 0
    while end < endIndex, count < Self.quotedLimit {
      formIndex(after: &end)
      count += 1
    }
    let excerpt = end == endIndex ? self : self[..<end] + "…"
    return excerpt.withVisibleLineBreaks
  }

  /// The text on one line: its line breaks written as escapes (`\n`, `\r\n`, `\r`), other
  /// line and paragraph separators (U+2028, U+2029, U+0085, vertical tab, form feed) as ⏎.
  public var withVisibleLineBreaks: String {
    guard contains(where: \.isNewline) else { return self }
    var text = ""
    text.reserveCapacity(utf8.count + 8)
    for character in self {
      switch character {
      case "\n": text += "\\n"
      case "\r\n": text += "\\r\\n"
      case "\r": text += "\\r"
      default: text += character.isNewline ? "⏎" : String(character)
      }
    }
    return text
  }
}
