/// One entry of a `.po` or `.pot` file, with the byte offsets findings need.
struct POEntry: Sendable {
  /// `msgctxt`, when given.
  var context: String?
  /// `msgid`.
  var id = ""
  /// `msgid_plural`, when given.
  var idPlural: String?
  /// `msgstr` (index 0) or `msgstr[n]`, by index.
  var strings: [Int: String] = [:]
  /// Where each `msgstr` string starts: the opening quote of its first literal.
  var stringOffsets: [Int: Int] = [:]
  /// The `#,` flags (`fuzzy`, `c-format`).
  var flags: [String] = []
  /// The byte offset of the `fuzzy` flag, when present.
  var fuzzyOffset: Int?
  /// Translator (`# `) and extracted (`#.`) comments, in file order.
  var comments: [String] = []
  /// The byte offset of `msgctxt`, or of `msgid` when there is no context.
  var offset = 0
  /// The byte offset of `msgid`.
  var idOffset = 0
  /// Whether a `msgid` was read.
  var hasID = false
  /// The string parts of each keyword as written, with their offsets (the header's lines).
  var parts: [(keyword: String, offset: Int, text: String)] = []

  /// Whether the `msgctxt` is the whole key (files whose header says
  /// `X-Message-Keys: msgctxt`).
  var contextIsKey = false

  /// The key the catalog uses: the `msgid`, after `msgctxt` and `|` when there is a context;
  /// or the `msgctxt` alone where the file says so.
  var key: String {
    if contextIsKey, let context { return context }
    return context.map { "\($0)|\(id)" } ?? id
  }

  /// Whether the entry is the header (`msgid ""` without context).
  var isHeader: Bool { id.isEmpty && context == nil }
}

/// Parses the entries of a `.po` file. Obsolete entries (`#~`) are left out; malformed lines
/// are reported with their place and skipped, never trapping.
struct POFileParser {
  /// A line that could not be read.
  struct Problem: Sendable {
    var offset: Int
    var reason: String
  }

  private(set) var entries: [POEntry] = []
  private(set) var problems: [Problem] = []

  private var current = POEntry()
  private var hasContent = false
  private var lastKeyword: (name: String, index: Int)?

  /// Parses `bytes`.
  init(bytes: [UInt8]) {
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    var lineStart = start
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var contentEnd = lineEnd
      if contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      readLine(bytes, from: lineStart, to: contentEnd)
      if lineEnd >= bytes.count { break }
      lineStart = lineEnd + 1
    }
    finishEntry()
  }

  private mutating func finishEntry() {
    if hasContent, current.hasID {
      entries.append(current)
    }
    current = POEntry()
    hasContent = false
    lastKeyword = nil
  }

  private mutating func readLine(_ bytes: [UInt8], from start: Int, to end: Int) {
    var index = start
    while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < end else {
      finishEntry()
      return
    }
    let line = String(decoding: bytes[index..<end], as: UTF8.self)
    if line.hasPrefix("#~") {
      // An obsolete entry: no longer used by the program, and not read.
      current = POEntry()
      hasContent = false
      lastKeyword = nil
      return
    }
    if line.hasPrefix("#") {
      if !current.strings.isEmpty { finishEntry() }
      if line.hasPrefix("#,") {
        var flagOffset = index + 2
        for flag in line.dropFirst(2).split(separator: ",", omittingEmptySubsequences: false) {
          let trimmed = flag.trimmingASCIIWhitespace
          if trimmed == "fuzzy" {
            let leading = flag.prefix { $0 == " " || $0 == "\t" }.utf8.count
            current.fuzzyOffset = flagOffset + leading
          }
          if !trimmed.isEmpty { current.flags.append(trimmed) }
          flagOffset += flag.utf8.count + 1
        }
      } else if line.hasPrefix("#.") || line.hasPrefix("# ") || line == "#" {
        current.comments.append(line.dropFirst(line.hasPrefix("#.") ? 2 : 1).trimmingASCIIWhitespace)
      }
      hasContent = true
      return
    }
    if bytes[index] == UInt8(ascii: "\"") {
      guard let keyword = lastKeyword else {
        problems.append(Problem(offset: index, reason: "a string that follows no msgid, msgstr or msgctxt"))
        return
      }
      guard let text = literal(bytes, from: index, to: end) else { return }
      append(text, to: keyword, at: index, continuing: true)
      return
    }
    var wordEnd = index
    while wordEnd < end, bytes[wordEnd] != 0x20, bytes[wordEnd] != 0x09, bytes[wordEnd] != UInt8(ascii: "\"") {
      wordEnd += 1
    }
    let word = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
    var valueStart = wordEnd
    while valueStart < end, bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 { valueStart += 1 }
    let keyword: (name: String, index: Int)
    switch word {
    case "msgctxt", "msgid", "msgid_plural", "msgstr": keyword = (word, 0)
    default:
      if word.hasPrefix("msgstr["), word.hasSuffix("]"), let number = Int(word.dropFirst(7).dropLast()), number >= 0,
        number < 100
      {
        keyword = ("msgstr", number)
      } else {
        problems.append(Problem(offset: index, reason: "“\(word)” is no gettext keyword (msgctxt, msgid, msgstr …)"))
        return
      }
    }
    if keyword.name == "msgctxt" || keyword.name == "msgid" {
      if !current.strings.isEmpty || (keyword.name == "msgctxt" && current.hasID) { finishEntry() }
    }
    guard valueStart < end, bytes[valueStart] == UInt8(ascii: "\"") else {
      problems.append(Problem(offset: valueStart, reason: "\(word) is not followed by a quoted string"))
      return
    }
    guard let text = literal(bytes, from: valueStart, to: end) else { return }
    hasContent = true
    switch keyword.name {
    case "msgctxt":
      current.offset = index
    case "msgid":
      if current.context == nil { current.offset = index }
      current.idOffset = index
      current.hasID = true
    default: break
    }
    lastKeyword = keyword
    append(text, to: keyword, at: valueStart, continuing: false)
  }

  private mutating func append(_ text: String, to keyword: (name: String, index: Int), at offset: Int, continuing: Bool)
  {
    current.parts.append((keyword.name, offset, text))
    switch keyword.name {
    case "msgctxt": current.context = (current.context ?? "") + text
    case "msgid": current.id += text
    case "msgid_plural": current.idPlural = (current.idPlural ?? "") + text
    default:
      current.strings[keyword.index, default: ""] += text
      if !continuing { current.stringOffsets[keyword.index] = offset }
    }
  }

  /// The decoded C string literal at `start` (its opening quote), which must close before `end`.
  private mutating func literal(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
    var scalars: [UInt8] = []
    var index = start + 1
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var rest = index + 1
        while rest < end, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
        if rest < end {
          problems.append(Problem(offset: rest, reason: "unexpected text after the closing quote"))
        }
        return String(decoding: scalars, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "a"): scalars.append(0x07)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "v"): scalars.append(0x0B)
        default: scalars.append(bytes[index])
        }
        index += 1
        continue
      }
      scalars.append(byte)
      index += 1
    }
    problems.append(Problem(offset: start, reason: "the string has no closing quote on its line"))
    return nil
  }
}

/// Maps offsets inside a decoded gettext string back to bytes of its literals in the file.
enum GettextLiteralMap {
  /// The byte offset in `bytes` of the character at UTF-16 offset `target` of the string
  /// whose first literal opens at `quoteOffset`, following escapes and continuing into the
  /// literals on the lines below (`msgstr ""`, `"Line one\n"`, `"Line two"`).
  static func byteOffset(of target: Int, inValueAt quoteOffset: Int, in bytes: [UInt8]) -> Int {
    guard quoteOffset < bytes.count, bytes[quoteOffset] == UInt8(ascii: "\"") else {
      return min(quoteOffset, bytes.count)
    }
    var index = quoteOffset + 1
    var utf16 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        // The literal closes; the string goes on in a literal on a following line.
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[next]) { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "\"") else { break }
        index = next + 1
        continue
      }
      if utf16 >= target { break }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        index += 2
        utf16 += 1
        continue
      }
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC0..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      default: length = 4
      }
      index += length
      utf16 += length == 4 ? 2 : 1
    }
    return min(index, bytes.count)
  }
}
