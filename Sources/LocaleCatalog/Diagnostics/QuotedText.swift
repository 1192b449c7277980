import Foundation

extension String {
  /// The most characters of a text a finding quotes.
  public static let quotedLimit = 100

  /// The text as a finding quotes it: whole when it is short, else its first
  /// ``quotedLimit`` characters and “…”, so that a finding about a huge message stays a line
  /// that can be read (the caret still points into the file at the place itself). Line breaks
  /// are shown as `\n`, so a finding stays one line.
  public var quotedExcerpt: String {
    var end = startIndex
    var count = 0
    while end < endIndex, count < Self.quotedLimit {
      formIndex(after: &end)
      count += 1
    }
    let excerpt = end == endIndex ? self : self[..<end] + "…"
    guard excerpt.contains(where: \.isNewline) else { return excerpt }
    return excerpt.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\n")
  }
}
