import Foundation
import ICU

/// Reads gettext catalogs: a `.pot` template (the source) and one `.po` file per locale,
/// side by side (`po/de.po`) or in `<locale>/LC_MESSAGES/<domain>.po` folders.
///
/// - The key is the `msgid` (after `msgctxt` and `|` when there is a context); the source
///   text is the `msgid`, and `msgid_plural` its `other` form. A file whose header says
///   `X-Message-Keys: msgctxt` (as `sheet-l10n convert` writes catalogs with keys of their
///   own) keys each entry by its `msgctxt` alone.
/// - `msgstr[n]` forms are the locale's CLDR plural categories for whole numbers, in CLDR
///   order (Polish `one`, `few`, `many`); the last form written also stands for `other`
///   where CLDR keeps `other` for fractions. A `Plural-Forms` header whose `nplurals` disagrees with
///   CLDR is a `gettext.plural-forms` error.
/// - Placeholders follow the entry's format flag (``GettextFormat``): `#, c-format` values go
///   through the printf conversion Apple strings use, in glibc's dialect; Python (`%(name)s`,
///   `%s`), Python brace (`{name}`, `{}`), Qt and KDE (`%1`) placeholders become ICU
///   arguments; without a format flag `%` is text.
/// - The file is read in the encoding its header's `charset=` names (UTF-8 without one,
///   ISO-8859-1 transcoded); a byte that is not is a located `catalog.invalid-file` error.
/// - `#, fuzzy` is the state `needs-review`; an empty `msgstr` is a missing translation;
///   obsolete `#~` entries are not read. Translator and extracted comments are the comment
///   for translators (with `role: destructive` annotations).
enum GettextCatalogReader {
  /// The header field that makes each `msgctxt` the whole key of its entry
  /// (`X-Message-Keys: msgctxt`), for catalogs whose keys are not their source texts.
  static let keysField = "X-Message-Keys"

  /// The rule id of `Plural-Forms` headers that disagree with CLDR.
  static let pluralFormsRuleID = "gettext.plural-forms"

  /// The `.po` and `.pot` files of `directory`: directly inside, or in
  /// `<locale>/LC_MESSAGES/`.
  static func files(in directory: String) -> [String] {
    var found: [String] = []
    for name in ((try? FileSystem.contents(ofDirectory: directory)) ?? []).sorted() {
      let path = FileSystem.join(directory, name)
      if name.hasSuffix(".po") || name.hasSuffix(".pot"), FileSystem.kind(of: path) == .file {
        found.append(path)
      } else if !name.hasSuffix(".json"), FileSystem.kind(of: path) == .directory {
        let messages = FileSystem.join(path, "LC_MESSAGES")
        guard FileSystem.kind(of: messages) == .directory else { continue }
        for file in ((try? FileSystem.contents(ofDirectory: messages)) ?? []).sorted() where file.hasSuffix(".po") {
          found.append(FileSystem.join(messages, file))
        }
      }
    }
    return found
  }

  /// The locale of a gettext language name: `pt_BR` → pt-BR, `sr@latin` → sr-Latn,
  /// `ca@valencia` → ca-ES-valencia, `sr@ijekavian` → sr-ijekavsk, `en@shaw` → en-Shaw.
  ///
  /// A modifier after `@` names a script, or a variety that BCP 47 gives a variant subtag;
  /// another modifier of five to eight letters becomes a variant of its own, so that a
  /// variety is never mistaken for a second file of its language.
  static func locale(named name: String) -> LocaleID? {
    var tag = Substring(name)
    var modifier: Substring = ""
    if let at = tag.firstIndex(of: "@") {
      modifier = tag[tag.index(after: at)...]
      tag = tag[..<at]
    }
    if let dot = tag.firstIndex(of: ".") { tag = tag[..<dot] }
    let parts = tag.split(separator: "_")
    guard let language = parts.first, !language.isEmpty else { return nil }
    var script = ""
    var variant = ""
    var region = parts.dropFirst().map { "-" + $0 }.joined()
    switch modifier.lowercased() {
    case "": break
    case "latin": script = "-Latn"
    case "cyrillic": script = "-Cyrl"
    case "arabic": script = "-Arab"
    case "devanagari": script = "-Deva"
    case "shaw", "shavian": script = "-Shaw"
    case "valencia":
      variant = "-valencia"
      if region.isEmpty { region = "-ES" }
    case "ijekavian": variant = "-ijekavsk"
    case "ijekavianlatin":
      script = "-Latn"
      variant = "-ijekavsk"
    case let other where (5...8).contains(other.count) && other.allSatisfy({ $0.isASCII && $0.isLetter }):
      variant = "-" + other
    default:
      // `en@quot` and `en@boldquot` (English with typographic quotes) and other short
      // modifiers: a private-use subtag keeps them apart from the plain language.
      guard modifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), modifier.count <= 8 else {
        return nil
      }
      variant = "-x-" + modifier.lowercased()
    }
    return try? LocaleID(String(language) + script + region + variant)
  }

  private static func stem(_ path: String) -> String {
    let name = FileSystem.fileName(of: path)
    if name.hasSuffix(".pot") { return String(name.dropLast(4)) }
    if name.hasSuffix(".po") { return String(name.dropLast(3)) }
    return name
  }

  private static func isInMessagesFolder(_ path: String) -> Bool {
    FileSystem.fileName(of: FileSystem.directory(of: path)) == "LC_MESSAGES"
  }

  /// The tables of `paths`: one per domain (the stem of `LC_MESSAGES` files; one table for
  /// files side by side).
  static func tables(
    from paths: [String], sourceLocale: LocaleID,
    reading: (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read
  ) -> [AppleTable] {
    let layered = paths.contains(where: isInMessagesFolder)
    var domains: [String] = []
    var byDomain: [String: [String]] = [:]
    for path in paths {
      let domain = layered ? stem(path) : "messages"
      if byDomain[domain] == nil { domains.append(domain) }
      byDomain[domain, default: []].append(path)
    }
    return domains.map { table(named: $0, paths: byDomain[$0] ?? [], sourceLocale: sourceLocale, reading: reading) }
  }

  private struct ReadFile {
    var source: SourceFile
    var locale: LocaleID?
    var entries: [POEntry]
    var header: POEntry?
    var isTemplate: Bool
  }

  private static func table(
    named name: String, paths: [String], sourceLocale: LocaleID,
    reading: (String) -> Result<[UInt8], CatalogLoadError>
  ) -> AppleTable {
    var table = AppleTable(
      name: name, format: .gettext, sourceLocale: sourceLocale, anchorPath: paths.first ?? name + ".pot")
    var files: [ReadFile] = []
    for path in paths {
      switch reading(path) {
      case .failure(let error):
        table.diagnostics.append(
          Diagnostic.unreadable(error.reason, path: path))
      case .success(let raw):
        // The bytes in the encoding the header declares (gettext's default is UTF-8): a
        // byte that is not is one located error, and the rest of the file is still read.
        let (bytes, encodingProblem) = DeclaredEncoding(named: DeclaredEncoding.poCharset(in: raw)).decode(
          raw, declaredBy: "charset=")
        let source = SourceFile(path: path, bytes: bytes)
        if let problem = encodingProblem {
          let position = source.position(ofByte: problem.offset)
          table.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.invalid-file",
              message: "\(problem.reason) (line \(position.line), column \(position.column))", path: path,
              position: position))
        }
        let parser = POFileParser(bytes: bytes)
        // A file named .po that holds no entry at all and no line gettext reads (a syntax
        // highlighter's settings for .po files, say) is another kind of file: one note.
        if parser.entries.isEmpty, let first = parser.problems.first {
          table.diagnostics.append(
            Diagnostic(
              severity: .note, ruleID: "catalog.invalid-file",
              message:
                "not read: this file holds no gettext entry (no msgid line) and \(parser.problems.count) line\(parser.problems.count == 1 ? "" : "s") gettext does not read; it is not a translation catalog",
              path: path, position: source.position(ofByte: first.offset)))
          table.rejected.append(source)
          continue
        }
        for problem in parser.problems {
          table.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.invalid-file", message: problem.reason, path: path,
              position: source.position(ofByte: problem.offset)))
        }
        let header = parser.entries.first(where: \.isHeader)
        let isTemplate = path.hasSuffix(".pot")
        var locale: LocaleID?
        if !isTemplate {
          let named =
            isInMessagesFolder(path)
            ? FileSystem.fileName(of: FileSystem.directory(of: FileSystem.directory(of: path))) : stem(path)
          locale = Self.locale(named: named) ?? headerField("Language", of: header).flatMap(Self.locale(named:))
          if locale == nil {
            table.diagnostics.append(
              Diagnostic(
                severity: .error, ruleID: "catalog.invalid-file",
                message:
                  "no locale for this file: name it after its language (de.po, pt_BR.po) or give a Language header",
                path: path, position: SourcePosition(line: 1, column: 1)))
            table.rejected.append(source)
            continue
          }
        }
        var entries = parser.entries.filter { !$0.isHeader }
        if headerField(keysField, of: header) == "msgctxt" {
          for index in entries.indices { entries[index].contextIsKey = true }
        }
        files.append(
          ReadFile(
            source: source, locale: locale, entries: entries, header: header,
            isTemplate: isTemplate))
      }
    }
    // The source: the template. Without one, each .po file's msgids are its own source
    // text (a project that generates its .pot at build time): the source is every msgid of
    // every file, and a file's missing translations are its empty msgstrs only.
    let templateIndex = files.firstIndex(where: \.isTemplate)
    let sourceFiles = templateIndex.map { [files[$0]] } ?? files
    guard let anchor = sourceFiles.first else { return table }
    table.listsEveryKeyPerFile = templateIndex == nil
    table.anchorPath = anchor.source.path
    var sourceEntries: [CatalogEntry] = []
    var sourceMetadata: [String: EntryMetadata] = [:]
    var sourceNames: [String: [Int: String]] = [:]
    var seen: Set<String> = []
    // The format flags of each source entry: the template's, or (without a template) those
    // most files give the msgid, no format flag being a vote too: a file merged long ago
    // keeps the flag of an old extraction (`python-format` on a date format of a program
    // since rewritten in JavaScript). A translation without a flag of its own follows them;
    // without a template every translation does, since each file's msgid is its source and
    // old files disagree (`no-c-format` in one, `c-format` in another).
    var flagVotes: [String: Tally<[String]>] = [:]
    // Likewise a msgid's plural: the `msgid_plural` most files give it (an old file may hold
    // the entry from before it took a number).
    var pluralVotes: [String: Tally<String?>] = [:]
    for sourceFile in sourceFiles {
      for entry in sourceFile.entries {
        pluralVotes[entry.key, default: Tally()].add(entry.idPlural)
        flagVotes[entry.key, default: Tally()].add(entry.flags.filter { $0.hasSuffix("-format") })
      }
    }
    var sourceFlags: [String: [String]] = [:]
    for (key, votes) in flagVotes where votes.values.contains(where: { !$0.isEmpty }) {
      sourceFlags[key] = votes.winner
    }
    var sourcePlural: [String: String?] = [:]
    for (key, votes) in pluralVotes where votes.values.count > 1 { sourcePlural[key] = .some(votes.winner) }
    // Extracted comments (`#.`, with role annotations) come from the code and are the same
    // in every file that is up to date: the first file that has any gives them.
    for sourceFile in sourceFiles {
      for entry in sourceFile.entries where !entry.comments.isEmpty && table.comments[entry.key] == nil {
        table.comments[entry.key] = entry.comments.joined(separator: "\n")
      }
    }
    for (position, sourceFile) in sourceFiles.enumerated() {
      let sourceBuilder = AppleEntryBuilder(
        source: sourceFile.source, locale: sourceLocale, companion: position == 0 ? nil : sourceFile.source)
      let known = sourceEntries.count
      defer { if position > 0, sourceEntries.count > known { table.companions.append(sourceFile.source) } }
      for entry in sourceFile.entries
      where sourcePlural[entry.key].map({ $0 == entry.idPlural }) ?? true && seen.insert(entry.key).inserted {
        // The msgid and msgid_plural strings, from their first literal's opening quote.
        func literal(_ text: String, of keyword: String) -> AppleText {
          guard let quote = entry.parts.first(where: { $0.keyword == keyword })?.offset else {
            return AppleText(text: text, syntax: .valueStart, valueOffset: entry.idOffset)
          }
          return AppleText(text: text, syntax: .gettextLiterals, valueOffset: quote)
        }
        var names: [Int: String] = [:]
        var metadata = EntryMetadata(offset: entry.offset)
        if let comment = table.comments[entry.key] {
          let applied = TranslatorComment.apply(
            comment, to: &metadata, key: entry.key, source: sourceFile.source, offset: entry.offset,
            locale: sourceLocale)
          names = applied.names
          if let diagnostic = applied.diagnostic { table.diagnostics.append(diagnostic) }
        }
        let value: AppleValue
        if let plural = entry.idPlural {
          value = .plural(
            [
              AppleVariant(selector: "one", offset: entry.idOffset, value: .text(literal(entry.id, of: "msgid"))),
              AppleVariant(
                selector: "other", offset: entry.idOffset, value: .text(literal(plural, of: "msgid_plural"))),
            ], offset: entry.idOffset)
        } else {
          value = .text(literal(entry.id, of: "msgid"))
        }
        let built = build(
          value, entry: entry, key: entry.key, keyOffset: entry.offset, builder: sourceBuilder, names: names,
          sourceFlags: sourceFlags[entry.key], followsSource: true)
        if let diagnostic = built.diagnostic { table.diagnostics.append(diagnostic) }
        sourceNames[entry.key] = built.names
        sourceEntries.append(built.entry)
        sourceMetadata[entry.key] = metadata
      }
    }
    table.files.append(
      LocaleFile(
        locale: sourceLocale, source: anchor.source, localeKeyOffset: nil, entries: sourceEntries,
        metadata: sourceMetadata))
    var localesSeen: [LocaleID: String] = [:]
    for file in files where !file.isTemplate {
      guard let locale = file.locale, locale != sourceLocale else { continue }
      if let other = localesSeen[locale] {
        table.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file",
            message: "a second file for \(locale.tag) (beside \(FileSystem.fileName(of: other))); it is not read",
            path: file.source.path, position: SourcePosition(line: 1, column: 1), locale: locale.tag))
        continue
      }
      localesSeen[locale] = file.source.path
      if !locale.hasLocaleData {
        table.diagnostics.append(.unknownLocale(locale, path: file.source.path))
      }
      // A plural entry with a translation: without one msgfmt does not ask for the header.
      let hasPlurals = file.entries.contains { $0.idPlural != nil && !($0.strings[0] ?? "").isEmpty }
      let header = headerField("Plural-Forms", of: file.header)
      let headerPosition = file.source.position(
        ofByte: file.header?.parts.first(where: { $0.keyword == "msgstr" && $0.text.contains("Plural-Forms") })?
          .offset ?? file.header?.parts.first(where: { $0.keyword == "msgstr" })?.offset ?? file.header?.offset ?? 0)
      let rules = try? PluralRules(locale: locale, kind: .cardinal)
      // Files of one project share a few headers; each is evaluated once per language.
      let selection = GettextPluralSelection.of(header: header ?? GettextPluralSelection.defaultHeader, rules: rules)
      if hasPlurals {
        for problem in selection.problems(hasHeader: header != nil, locale: locale) {
          table.diagnostics.append(
            Diagnostic(
              severity: problem.severity, ruleID: pluralFormsRuleID, message: problem.message,
              path: file.source.path, position: headerPosition, locale: locale.tag, notes: problem.notes))
        }
      }
      let builder = AppleEntryBuilder(source: file.source, locale: locale)
      var entries: [CatalogEntry] = []
      var metadata: [String: EntryMetadata] = [:]
      var missing: [String: Int] = [:]
      var keys: Set<String> = []
      for entry in file.entries where keys.insert(entry.key).inserted {
        func text(_ index: Int, _ string: String) -> AppleText {
          let place = entry.stringOffsets[index]
          return AppleText(
            text: string, syntax: place == nil ? .valueStart : .gettextLiterals, valueOffset: place ?? entry.offset)
        }
        // gettext shows a translation only when its first form has text (msgfmt leaves out
        // entries whose msgstr[0] is empty), so the other forms never show without it.
        guard let first = entry.strings[0], !first.isEmpty else {
          missing[entry.key] = entry.offset
          continue
        }
        let value: AppleValue
        // An entry written without msgid_plural (a file not merged since the source became a
        // plural) is one text, shown for every number.
        if entry.idPlural != nil {
          if entry.fuzzyOffset == nil {
            table.diagnostics += selection.formProblems(
              of: entry, in: file.source, locale: locale, ruleID: pluralFormsRuleID)
          }
          var variants: [AppleVariant] = []
          for (category, form) in selection.formOfCategory {
            guard let string = entry.strings[form], !string.isEmpty else { continue }
            let offset = entry.stringOffsets[form] ?? entry.offset
            variants.append(
              AppleVariant(selector: category.rawValue, offset: offset, value: .text(text(form, string))))
          }
          // ICU needs `other`; where no whole number selects it (Russian, Polish), the last
          // form stands for it, as it does for the largest numbers.
          if !variants.contains(where: { $0.selector == "other" }), let last = variants.last {
            variants.append(AppleVariant(selector: "other", offset: last.offset, value: last.value))
          }
          value = .plural(variants, offset: entry.stringOffsets[0] ?? entry.offset)
        } else {
          value = .text(text(0, first))
        }
        let built = build(
          value, entry: entry, key: entry.key, keyOffset: entry.offset, builder: builder,
          names: sourceNames[entry.key] ?? [:], sourceFlags: sourceFlags[entry.key],
          followsSource: templateIndex == nil)
        // A fuzzy translation is not compiled (msgfmt leaves it out): only its state is reported.
        if let diagnostic = built.diagnostic, entry.fuzzyOffset == nil { table.diagnostics.append(diagnostic) }
        if entry.fuzzyOffset == nil, built.diagnostic == nil,
          format(of: entry, sourceFlags: sourceFlags[entry.key], followsSource: templateIndex == nil) == .python
        {
          table.diagnostics += GettextPythonConversions.problems(of: entry, in: file.source, locale: locale)
        }
        entries.append(built.entry)
        if let fuzzy = entry.fuzzyOffset {
          metadata[entry.key] = EntryMetadata(
            state: TranslationState.needsReview.rawValue, offset: entry.offset, stateOffset: fuzzy)
        }
      }
      table.files.append(
        LocaleFile(
          locale: locale, source: file.source, localeKeyOffset: nil, entries: entries, metadata: metadata,
          missingKeyOffsets: missing))
    }
    return table
  }

  /// The entry of a value, read as its format flag says (a translation without a format flag
  /// of its own follows its template's, `sourceFlags`; with `followsSource`, the source's
  /// flags decide whatever the entry says).
  private static func build(
    _ value: AppleValue, entry: POEntry, key: String, keyOffset: Int, builder: AppleEntryBuilder,
    names: [Int: String], sourceFlags: [String]? = nil, followsSource: Bool = false
  ) -> (entry: CatalogEntry, diagnostic: Diagnostic?, names: [Int: String]) {
    let format = format(of: entry, sourceFlags: sourceFlags, followsSource: followsSource)
    switch format {
    case .c, .objc, .javaPrintf:
      let dialect: PrintfFormat.Dialect = format == .c ? .c : format == .objc ? .foundation : .java
      return builder.reading(dialect).entry(
        key: key, keyOffset: keyOffset, value: value, names: names, isFormat: true)
    case .python, .pythonBrace, .qt, .kde:
      let built = placeholderEntry(value, format: format, key: key, keyOffset: keyOffset, builder: builder)
      return (built.entry, built.diagnostic, names)
    case .plain:
      let plain = value.mapTexts {
        // A text without `%` is unchanged, so its characters are still found in the file.
        $0.text.contains("%")
          ? AppleText(text: $0.text.replacingPercents, syntax: .valueStart, valueOffset: $0.valueOffset) : $0
      }
      return builder.entry(key: key, keyOffset: keyOffset, value: plain, names: names)
    }
  }

  /// The placeholder format of `entry`: its own flags, or (without a format flag of its own)
  /// its template's, `sourceFlags`; with `followsSource`, the source's flags decide.
  private static func format(of entry: POEntry, sourceFlags: [String]?, followsSource: Bool) -> GettextFormat {
    let ownFormat = entry.flags.contains { $0.hasSuffix("-format") }
    let flags = followsSource ? (sourceFlags ?? entry.flags) : ownFormat ? entry.flags : sourceFlags ?? entry.flags
    return GettextFormat(flags: flags, sourceTexts: [entry.id] + (entry.idPlural.map { [$0] } ?? []))
  }

  /// The categories of a locale's `msgstr[n]` forms, in order: those whole numbers select,
  /// in CLDR order (Polish `one`, `few`, `many`).
  static func pluralCategories(of rules: PluralRules) -> [PluralCategory] {
    rules.integerCategories.sorted()
  }

  /// The value of a header field (`Language`, `Plural-Forms`).
  static func headerField(_ name: String, of header: POEntry?) -> String? {
    guard let text = header?.strings[0] else { return nil }
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), line[..<colon].trimmingASCIIWhitespace == name else { continue }
      let value = line[line.index(after: colon)...].trimmingASCIIWhitespace
      return value.isEmpty ? nil : value
    }
    return nil
  }
}

extension AppleValue {
  /// The value with every string changed by `transform`.
  func mapTexts(_ transform: (AppleText) -> AppleText) -> AppleValue {
    switch self {
    case .text(let text): return .text(transform(text))
    case .plural(let variants, let offset):
      return .plural(
        variants.map { AppleVariant(selector: $0.selector, offset: $0.offset, value: $0.value.mapTexts(transform)) },
        offset: offset)
    case .device(let variants, let offset):
      return .device(
        variants.map { AppleVariant(selector: $0.selector, offset: $0.offset, value: $0.value.mapTexts(transform)) },
        offset: offset)
    }
  }
}

extension String {
  /// The text with every `%` doubled, so that printf reads it as plain text.
  var replacingPercents: String {
    var output = ""
    for character in self {
      output.append(character)
      if character == "%" { output.append("%") }
    }
    return output
  }
}

/// Votes for values, in the order they were first given.
private struct Tally<Value: Equatable> {
  private(set) var values: [Value] = []
  private var counts: [Int] = []

  /// Counts one vote for `value`.
  mutating func add(_ value: Value) {
    if let index = values.firstIndex(of: value) {
      counts[index] += 1
    } else {
      values.append(value)
      counts.append(1)
    }
  }

  /// The most voted value; on a tie, the first given. Only for a tally with a vote.
  var winner: Value {
    var best = 0
    for index in counts.indices.dropFirst() where counts[index] > counts[best] { best = index }
    return values[best]
  }
}
