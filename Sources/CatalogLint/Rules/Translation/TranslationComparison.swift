import ICU
import LocaleCatalog

/// One variant of a message as a user reads it: its literal characters, each argument (and
/// the `#` of a plural) standing as one U+FFFC OBJECT REPLACEMENT CHARACTER, every scalar with
/// the UTF-16 offset in the entry's text where it is written.
struct VariantText: Sendable {
  /// The scalars, arguments as ``argument``.
  let scalars: [Unicode.Scalar]
  /// The offset of each scalar in the entry's text.
  let offsets: [Int]

  /// The variant of a message that is one text written as it reads (no argument, no
  /// quoting): its scalars at their own offsets.
  init(plain text: String) {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []
    scalars.reserveCapacity(text.utf8.count)
    offsets.reserveCapacity(text.utf8.count)
    var offset = 0
    for scalar in text.unicodeScalars {
      scalars.append(scalar)
      offsets.append(offset)
      offset += scalar.utf16.count
    }
    self.scalars = scalars
    self.offsets = offsets
  }

  /// The variants of `message`, a message of `entry`: read from the text itself when the
  /// message is that text alone, as most are.
  static func variants(of message: Message, in entry: CatalogEntry, limit: Int) -> [VariantText] {
    if message.nodes.count == 1, case .text(let text, let range) = message.nodes[0], range.lowerBound == 0,
      text == entry.text
    {
      return [VariantText(plain: text)]
    }
    return VisibleText.variants(of: message, in: entry, limit: limit).map(VariantText.init)
  }

  /// What stands for an argument.
  static let argument: Unicode.Scalar = "\u{FFFC}"

  init(_ units: [VisibleUnit]) {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []
    scalars.reserveCapacity(units.count)
    offsets.reserveCapacity(units.count)
    for unit in units {
      scalars.append(unit.scalar ?? Self.argument)
      offsets.append(unit.offset)
    }
    self.scalars = scalars
    self.offsets = offsets
  }

  /// The text, arguments as U+FFFC.
  var text: String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// The offset in the entry of the scalar at `index`; past the end, the offset just after
  /// the last scalar (0 for an empty variant).
  func offset(at index: Int) -> Int {
    if index < offsets.count { return offsets[max(index, 0)] }
    guard let last = offsets.last, let scalar = scalars.last else { return 0 }
    return last + (scalar == Self.argument ? 1 : scalar.utf16.count)
  }
}

/// A translated entry beside its source entry, each as its variants: what the translation
/// checks (`text.numbers`, `text.links`, `text.markup`, …) compare.
struct TranslatedEntry: Sendable {
  /// The translation.
  let entry: CatalogEntry
  /// The source locale's entry of the same key.
  let source: CatalogEntry
  /// Every plural and select variant of the translation.
  let variants: [VariantText]
  /// Every plural and select variant of the source.
  let sourceVariants: [VariantText]

  /// The findings of `compare` for each variant of the translation that differs from every
  /// variant of the source, deduplicated by message: a translation's `few` variant is
  /// compared with whichever source variant it renders, so a difference is reported only when
  /// no source variant shares it. `compare` returns the problem (message and UTF-16 offset in
  /// the translation's entry text), or nil when the variant agrees with that source variant.
  func differences(
    _ compare: (_ source: VariantText, _ translation: VariantText) -> (message: String, offset: Int)?
  ) -> [(message: String, offset: Int)] {
    var found: [(message: String, offset: Int)] = []
    var seen: Set<String> = []
    for (index, variant) in variants.enumerated() {
      // The source variant in the same place first (the same branches), then the others.
      let preferred = index < sourceVariants.count ? index : sourceVariants.count - 1
      guard preferred >= 0, let problem = compare(sourceVariants[preferred], variant) else { continue }
      var agreesWithAnother = false
      for (sourceIndex, sourceVariant) in sourceVariants.enumerated() where sourceIndex != preferred {
        if compare(sourceVariant, variant) == nil {
          agreesWithAnother = true
          break
        }
      }
      if agreesWithAnother || !seen.insert(problem.message).inserted { continue }
      found.append(problem)
    }
    return found
  }
}

/// What the translation checks share: which entries they compare, and how they find the
/// placeholders, markup and addresses written inside a text.
enum TranslationComparison {
  /// The most variants of one message compared.
  static let variantLimit = 32

  /// The entries of `file` that translate their source: not in the source's own file, not
  /// the same text as the source (untranslated, which `catalog.untranslated` reports), not
  /// marked as not to be translated, not a list of names, both messages parsed.
  static func translatedEntries(of file: LocaleFile, in context: LintContext) -> [TranslatedEntry] {
    context.perFile.translatedEntries(of: file, in: context)
  }

  /// ``translatedEntries(of:in:)`` worked out.
  static func findTranslatedEntries(of file: LocaleFile, in context: LintContext) -> [TranslatedEntry] {
    guard !context.isSource(file), let source = context.source, !Translatability.isPrivateUse(file.locale) else {
      return []
    }
    var result: [TranslatedEntry] = []
    for entry in file.entries {
      guard let original = source[entry.key],
        original.text != entry.text, source.metadata[entry.key]?.shouldTranslate != false,
        !Translatability.holdsNames(entry.key), !isIdentifierKey(original)
      else { continue }
      guard let message = entry.message, let sourceMessage = original.message else { continue }
      // Only a message with arguments has branches to leave out.
      let compared =
        message.nodes.contains(where: { if case .argument = $0 { return true } else { return false } })
        ? withoutBranchesTheSourceLacks(message, source: sourceMessage) : message
      let variants = VariantText.variants(of: compared, in: entry, limit: variantLimit)
      let sourceVariants = context.perFile.sourceVariants(of: original, limit: variantLimit)
      guard !variants.isEmpty, !sourceVariants.isEmpty else { continue }
      result.append(TranslatedEntry(entry: entry, source: original, variants: variants, sourceVariants: sourceVariants))
    }
    return result
  }

  /// `message` without the plural branches for an exact value (`=0 {No photos selected}`)
  /// that the source's argument of the same name does not have: such a branch says something
  /// the source does not, so nothing of the source can be compared with it.
  static func withoutBranchesTheSourceLacks(_ message: Message, source: Message) -> Message {
    var exactValues: [String: Set<Double>] = [:]
    for argument in source.allArguments {
      switch argument.kind {
      case .plural(let plural), .selectOrdinal(let plural):
        for branch in plural.branches {
          if case .exact(let value) = branch.selector { exactValues[argument.name, default: []].insert(value) }
        }
      default: continue
      }
    }
    func pruned(_ message: Message) -> Message {
      var result = message
      result.nodes = message.nodes.map { node in
        guard case .argument(var argument) = node else { return node }
        switch argument.kind {
        case .plural(var plural), .selectOrdinal(var plural):
          let kept = plural.branches.filter { branch in
            guard case .exact(let value) = branch.selector else { return true }
            return exactValues[argument.name]?.contains(value) ?? false
          }
          // A plural of only exact values keeps them: it has nothing else to compare.
          plural.branches = (kept.isEmpty ? plural.branches : kept).map { branch in
            var branch = branch
            branch.message = pruned(branch.message)
            return branch
          }
          if case .plural = argument.kind {
            argument.kind = .plural(plural)
          } else {
            argument.kind = .selectOrdinal(plural)
          }
        case .select(let branches):
          argument.kind = .select(
            branches.map { branch in
              var branch = branch
              branch.message = pruned(branch.message)
              return branch
            })
        case .simple, .formatted, .choice:
          break
        }
        return .argument(argument)
      }
      return result
    }
    return pruned(message)
  }

  /// True when `source` has no text of its own but its key (a String Catalog key with no
  /// source value) and the key is an identifier rather than words (`Rqc-34-cIF.title`,
  /// `settings_title`): no space, and a dot or an underscore joins two of its parts. The
  /// text the user sees is not known, so it cannot be compared.
  static func isIdentifierKey(_ source: CatalogEntry) -> Bool {
    guard source.text == source.key, !source.key.contains(where: \.isWhitespace) else { return false }
    let scalars = Array(source.key.unicodeScalars)
    guard scalars.count > 2 else { return false }
    for index in 1..<(scalars.count - 1) where scalars[index] == "." || scalars[index] == "_" {
      if isASCIIAlphanumeric(scalars[index - 1]), isASCIIAlphanumeric(scalars[index + 1]) { return true }
    }
    return false
  }

  /// The ranges of `scalars` that are written as text but are no words: placeholders a format
  /// leaves as text (`%s`, `%1$d`, `$name$`, `{0}`), markup tags and character
  /// references, URLs and e-mail addresses.
  static func technicalRanges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var ranges = addresses(in: scalars).map(\.range)
    var index = 0
    while index < scalars.count {
      if let covering = ranges.first(where: { $0.contains(index) }) {
        index = covering.upperBound
        continue
      }
      var end: Int?
      switch scalars[index] {
      case "<": end = Translatability.tagEnd(scalars, from: index)
      case "&": end = Translatability.referenceEnd(scalars, from: index)
      case "$": end = Translatability.dollarPlaceholderEnd(scalars, from: index)
      case "%":
        // A directive with a width runs into a word (Basque “%100ean”, at 100%): a number
        // written after its percent sign, not a placeholder.
        end = Translatability.printfEnd(scalars, from: index)
        if let found = end, found < scalars.count, found - index > 3,
          scalars[found].properties.isAlphabetic, scalars[index + 1].properties.numericType != nil,
          !scalars[index..<found].contains("$")
        {
          end = nil
        }
      case "{":
        var probe = index + 1
        while probe < scalars.count, probe - index < 64, scalars[probe] != "}", scalars[probe] != "{",
          scalars[probe] != "\n"
        {
          probe += 1
        }
        if probe < scalars.count, scalars[probe] == "}" { end = probe + 1 }
      default: end = nil
      }
      if let end {
        ranges.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// A URL or an e-mail address found in a text.
  struct Address: Sendable, Hashable {
    /// Whether it is a URL or an e-mail address.
    enum Kind: Sendable, Hashable { case url, email }
    let kind: Kind
    /// The address as written.
    let text: String
    /// Where it is, in scalars of the text.
    let range: Range<Int>

    /// The site of a URL, for comparing a translation's localized link with the source's:
    /// the host in lower case without `www.`; the whole address, in lower case, for an
    /// e-mail address.
    var site: String {
      let lowered = text.lowercased()
      guard kind == .url else { return lowered }
      var rest = Substring(lowered)
      if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
      let host = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
      return host.hasPrefix("www.") ? String(host.dropFirst(4)) : String(host)
    }
  }

  /// The URLs (with a scheme, or starting `www.`) and e-mail addresses in `scalars`, in order.
  static func addresses(in scalars: [Unicode.Scalar]) -> [Address] {
    var found: [Address] = []
    var index = 0
    while index < scalars.count {
      if let end = urlEnd(scalars, from: index) {
        found.append(Address(kind: .url, text: string(scalars[index..<end]), range: index..<end))
        index = end
        continue
      }
      if scalars[index] == "@", let range = emailRange(scalars, at: index),
        !found.contains(where: { $0.range.overlaps(range) })
      {
        found.append(Address(kind: .email, text: string(scalars[range]), range: range))
        index = range.upperBound
        continue
      }
      index += 1
    }
    return found
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar)
  }

  /// The end of a URL starting at `start`: a scheme and `://`, or `www.`, at the start of a
  /// word; up to a space, a quote, `<` or `>`, trailing punctuation left out.
  private static func urlEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard isASCIILetter(scalars[start]) else { return nil }
    if start > 0, isASCIIAlphanumeric(scalars[start - 1]) || scalars[start - 1] == "." { return nil }
    var index = start
    while index < scalars.count, isASCIIAlphanumeric(scalars[index]) || "+.-".unicodeScalars.contains(scalars[index]) {
      index += 1
    }
    let hasScheme =
      index + 2 < scalars.count && scalars[index] == ":" && scalars[index + 1] == "/" && scalars[index + 2] == "/"
    let hasWWW =
      index - start > 4 && scalars[start...].prefix(4).map { Character($0).lowercased() }.joined() == "www."
    guard hasScheme || hasWWW else { return nil }
    if hasScheme { index += 3 } else { index = start }
    let hostStart = index
    var end = index
    while end < scalars.count {
      let scalar = scalars[end]
      if scalar.properties.isWhitespace || "\"'<>`".unicodeScalars.contains(scalar) || scalar == VariantText.argument {
        break
      }
      if scalar.value >= 0x80, !scalar.properties.isAlphabetic, scalar.properties.numericType == nil { break }
      end += 1
    }
    // Trailing punctuation ends the sentence, not the URL; a closing parenthesis belongs to
    // the URL only when it opened one.
    while end > hostStart {
      let last = scalars[end - 1]
      if ".,;:!?»”’".unicodeScalars.contains(last) {
        end -= 1
      } else if last == ")" || last == "]" {
        let open: Unicode.Scalar = last == ")" ? "(" : "["
        let opened = scalars[hostStart..<end].filter { $0 == open }.count
        let closed = scalars[hostStart..<end].filter { $0 == last }.count
        if closed > opened { end -= 1 } else { break }
      } else {
        break
      }
    }
    // A host needs a letter or digit.
    guard end > hostStart, scalars[hostStart..<end].contains(where: isASCIIAlphanumeric) else { return nil }
    return end
  }

  /// The e-mail address around the `@` at `at`: a local part of letters, digits and
  /// `._%+-`, a domain with a dot and a top-level domain of two letters or more.
  private static func emailRange(_ scalars: [Unicode.Scalar], at: Int) -> Range<Int>? {
    var start = at
    while start > 0, isASCIIAlphanumeric(scalars[start - 1]) || "._%+-".unicodeScalars.contains(scalars[start - 1]) {
      start -= 1
    }
    guard start < at else { return nil }
    var end = at + 1
    while end < scalars.count, isASCIIAlphanumeric(scalars[end]) || scalars[end] == "." || scalars[end] == "-" {
      end += 1
    }
    while end > at + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
    let domain = scalars[(at + 1)..<end]
    guard let dot = domain.lastIndex(of: "."), dot > at + 1 else { return nil }
    let topLevel = scalars[(dot + 1)..<end]
    guard topLevel.count >= 2, topLevel.allSatisfy(isASCIILetter) else { return nil }
    return start..<end
  }

  /// True when `scalar` is a letter of a script written with spaces between words (Latin,
  /// Cyrillic, Greek, Arabic, Devanagari, …): not of Thai, Lao, Khmer, Myanmar (line break
  /// class SA), nor Han and kana (ID, CJ).
  static func isLetterOfSpacedScript(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic && !UnicodeProperties.lineBreakClass(of: scalar).isWrittenWithoutSpaces
  }

  /// True when `scalar` is a letter of a script written without spaces between words (line
  /// break class SA, ID or CJ: Thai, Lao, Khmer, Myanmar, Han, kana).
  static func isLetterOfUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic && UnicodeProperties.lineBreakClass(of: scalar).isWrittenWithoutSpaces
  }

  /// A short quotation of a text for a message.
  static func quoted(_ text: String) -> String {
    let shown = text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{FFFC}", with: "{…}")
    return "“\(shown)”"
  }
}

extension Rule {
  /// One finding per difference `compare` finds between the translated entry and its
  /// source (see ``TranslatedEntry/differences(_:)``), each where it is in the translation.
  func differenceFindings(
    of translated: TranslatedEntry, in file: LocaleFile,
    _ compare: (_ source: VariantText, _ translation: VariantText) -> (message: String, offset: Int)?
  ) -> [Diagnostic] {
    let entry = translated.entry
    return translated.differences(compare).map { problem in
      diagnostic(
        "“\(entry.key)”: \(problem.message)", in: file, at: file.position(ofMessageOffset: problem.offset, in: entry),
        key: entry.key)
    }
  }
}
