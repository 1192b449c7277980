import ICU

/// Pseudo-localizes ICU messages: a pure transform over each message's tree that changes only
/// literal text, so syntax, arguments, `#`, plural and select branches and keys are kept.
///
/// Plural arguments gain the categories the pseudo-locale needs that the source lacks (ar-XB
/// counts like Arabic), each a copy of the `other` branch, so the pseudo catalog passes the
/// plural rules.
public struct PseudoLocalizer: Sendable {
  /// The pseudo-locale to write.
  public let pseudoLocale: PseudoLocale
  private let cardinalCategories: [PluralCategory]

  /// Creates a pseudo-localizer for `pseudoLocale`.
  public init(_ pseudoLocale: PseudoLocale) {
    self.pseudoLocale = pseudoLocale
    cardinalCategories = (try? PluralRules(locale: pseudoLocale.locale))?.categories ?? [.one, .other]
  }

  /// The pseudo-localized form of an ICU message pattern; a pattern ICU cannot parse is
  /// returned unchanged.
  public func localize(_ pattern: String) -> String {
    guard let message = try? MessagePattern.parse(pattern) else { return pattern }
    let units = Array(pattern.utf16)
    let body = emit(message, units: units, isTop: true)
    switch pseudoLocale {
    case .accented: return "[" + body + "]"
    case .bidi: return body
    }
  }

  /// The source file's texts pseudo-localized, as a native JSON locale file: `@@locale`, then
  /// every key of `source` in its order.
  public func localeFile(from source: LocaleFile) -> String {
    var lines = ["  \(JSONText.literal("@@locale")): \(JSONText.literal(pseudoLocale.rawValue))"]
    for entry in source.entries {
      lines.append("  \(JSONText.literal(entry.key)): \(JSONText.literal(localize(entry.text)))")
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  // MARK: - The tree walk

  private func emit(_ message: Message, units: [UInt16], isTop: Bool) -> String {
    let contentEnd = isTop ? message.range.upperBound : max(message.range.lowerBound, message.range.upperBound - 1)
    var output = ""
    var cursor = message.range.lowerBound
    var visible = 0
    for node in message.nodes {
      switch node {
      case .text(let text, let range):
        output += raw(units, cursor..<range.lowerBound)
        output += transform(raw(units, range))
        visible += text.count
        cursor = range.upperBound
      case .number:
        continue
      case .argument(let argument):
        var branches: [Message] = []
        var missing: [PluralCategory] = []
        var otherBranch: Message?
        switch argument.kind {
        case .simple, .formatted: continue
        case .plural(let plural):
          branches = plural.branches.map(\.message)
          let present = Set(
            plural.branches.compactMap { branch -> String? in
              if case .category(let name) = branch.selector { return name }
              return nil
            })
          otherBranch = plural.branches.first { $0.selector == .category("other") }?.message
          missing = cardinalCategories.filter { !present.contains($0.rawValue) }
        case .selectOrdinal(let plural): branches = plural.branches.map(\.message)
        case .select(let selectBranches): branches = selectBranches.map(\.message)
        case .choice(let messages): branches = messages
        }
        for branch in branches {
          output += raw(units, cursor..<branch.range.lowerBound)
          output += emit(branch, units: units, isTop: false)
          cursor = branch.range.upperBound
          if let otherBranch, branch == otherBranch, !missing.isEmpty {
            let copy = emit(branch, units: units, isTop: false)
            for category in missing { output += " \(category.rawValue) \(copy)" }
          }
        }
      }
    }
    output += raw(units, cursor..<contentEnd)
    if visible > 0 { output += padding(forLength: visible) }
    if !isTop { output += raw(units, contentEnd..<message.range.upperBound) }
    return output
  }

  private func raw(_ units: [UInt16], _ range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, units.count))
    let upper = max(lower, min(range.upperBound, units.count))
    return String(decoding: units[lower..<upper], as: UTF16.self)
  }

  /// The pseudo form of a stretch of pattern text (ICU quoting still in place).
  func transform(_ text: String) -> String {
    switch pseudoLocale {
    case .accented:
      return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
    case .bidi:
      // Each word in an isolate: in a right-to-left layout the words run right to left.
      var output = ""
      var word = ""
      for character in text {
        if character.isWhitespace {
          if !word.isEmpty { output += "\u{2067}" + word + "\u{2069}" }
          word = ""
          output.append(character)
        } else {
          word.append(character)
        }
      }
      if !word.isEmpty { output += "\u{2067}" + word + "\u{2069}" }
      return output
    }
  }

  /// Words that lengthen a text of `length` characters by what long languages need: about
  /// 40% for short labels, 30% for longer texts.
  private func padding(forLength length: Int) -> String {
    guard pseudoLocale == .accented else { return "" }
    let wanted = length <= 20 ? (length * 4 + 9) / 10 : (length * 3 + 9) / 10
    var added = ""
    var index = 0
    while added.count < wanted {
      added += " " + Self.fillerWords[index % Self.fillerWords.count]
      index += 1
    }
    return added
  }

  private static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (from, to) in zip(plain, accented) { table[from] = to }
    return table
  }()
}
