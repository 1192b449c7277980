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

  /// The locale of a gettext language name: `pt_BR` → pt-BR, `sr@latin` → sr-Latn.
  static func locale(named name: String) -> LocaleID? {
    var tag = Substring(name)
    var script = ""
    if let at = tag.firstIndex(of: "@") {
      switch tag[tag.index(after: at)...] {
      case "latin": script = "-Latn"
      case "cyrillic": script = "-Cyrl"
      default: break
      }
      tag = tag[..<at]
    }
    if let dot = tag.firstIndex(of: ".") { tag = tag[..<dot] }
    let parts = tag.split(separator: "_")
    guard let language = parts.first, !language.isEmpty else { return nil }
    let rest = parts.dropFirst().map { "-" + $0 }.joined()
    return try? LocaleID(String(language) + script + rest)
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
      case .success(let bytes):
        let source = SourceFile(path: path, bytes: bytes)
        let parser = POFileParser(bytes: bytes)
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
    // The source: the template, else the source locale's .po, else the first .po's msgids.
    let sourceIndex =
      files.firstIndex(where: \.isTemplate) ?? files.firstIndex(where: { $0.locale == sourceLocale })
      ?? files.indices.first
    guard let sourceIndex else { return table }
    let sourceFile = files[sourceIndex]
    table.anchorPath = sourceFile.source.path
    let sourceBuilder = AppleEntryBuilder(source: sourceFile.source, locale: sourceLocale)
    var sourceEntries: [CatalogEntry] = []
    var sourceMetadata: [String: EntryMetadata] = [:]
    var sourceNames: [String: [Int: String]] = [:]
    var seen: Set<String> = []
    var pluralKeys: Set<String> = []
    for entry in sourceFile.entries where seen.insert(entry.key).inserted {
      if !entry.comments.isEmpty { table.comments[entry.key] = entry.comments.joined(separator: "\n") }
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
        pluralKeys.insert(entry.key)
        value = .plural(
          [
            AppleVariant(
              selector: "one", offset: entry.idOffset,
              value: .text(AppleText(text: entry.id, syntax: .valueStart, valueOffset: entry.idOffset))),
            AppleVariant(
              selector: "other", offset: entry.idOffset,
              value: .text(AppleText(text: plural, syntax: .valueStart, valueOffset: entry.idOffset))),
          ], offset: entry.idOffset)
      } else {
        value = .text(AppleText(text: entry.id, syntax: .valueStart, valueOffset: entry.idOffset))
      }
      let built = build(
        value, entry: entry, key: entry.key, keyOffset: entry.offset, builder: sourceBuilder, names: names)
      if let diagnostic = built.diagnostic { table.diagnostics.append(diagnostic) }
      sourceNames[entry.key] = built.names
      sourceEntries.append(built.entry)
      sourceMetadata[entry.key] = metadata
    }
    table.files.append(
      LocaleFile(
        locale: sourceLocale, source: sourceFile.source, localeKeyOffset: nil, entries: sourceEntries,
        metadata: sourceMetadata))
    var localesSeen: [LocaleID: String] = [:]
    let sourceFlags = Dictionary(sourceFile.entries.map { ($0.key, $0.flags) }, uniquingKeysWith: { first, _ in first })
    for (index, file) in files.enumerated() where !file.isTemplate {
      guard let locale = file.locale else { continue }
      if locale == sourceLocale, index == sourceIndex { continue }
      if locale == sourceLocale { continue }
      if let other = localesSeen[locale] {
        table.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file",
            message: "a second file for \(locale.tag) (beside \(FileSystem.fileName(of: other))); it is not read",
            path: file.source.path, position: SourcePosition(line: 1, column: 1), locale: locale.tag))
        continue
      }
      localesSeen[locale] = file.source.path
      table.diagnostics += checkPluralForms(file, locale: locale)
      if !locale.hasLocaleData {
        table.diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: "catalog.unknown-locale",
            message: "ICU has no data for “\(locale.tag)”: its plural rules, digits and direction fall back to root",
            path: file.source.path, position: SourcePosition(line: 1, column: 1), locale: locale.tag))
      }
      let categories = (try? PluralRules(locale: locale, kind: .cardinal)).map(pluralCategories(of:)) ?? [.other]
      let builder = AppleEntryBuilder(source: file.source, locale: locale)
      var entries: [CatalogEntry] = []
      var metadata: [String: EntryMetadata] = [:]
      var missing: [String: Int] = [:]
      var keys: Set<String> = []
      for entry in file.entries where keys.insert(entry.key).inserted {
        let forms = entry.strings.keys.sorted().compactMap { index -> (Int, String)? in
          guard let text = entry.strings[index] else { return nil }
          return (index, text)
        }
        guard forms.contains(where: { !$0.1.isEmpty }) else {
          missing[entry.key] = entry.offset
          continue
        }
        func text(_ index: Int, _ string: String) -> AppleText {
          let place = entry.stringOffsets[index]
          return AppleText(
            text: string, syntax: place?.isSingleLiteral == true ? .jsonString : .valueStart,
            valueOffset: place?.offset ?? entry.offset)
        }
        let value: AppleValue
        if entry.idPlural != nil || pluralKeys.contains(entry.key) {
          var variants: [AppleVariant] = []
          for (index, string) in forms where index < categories.count && !string.isEmpty {
            let offset = entry.stringOffsets[index]?.offset ?? entry.offset
            variants.append(
              AppleVariant(selector: categories[index].rawValue, offset: offset, value: .text(text(index, string))))
          }
          // Where CLDR keeps `other` for fractions, the last form written stands for it.
          if !categories.contains(.other), let last = variants.last {
            variants.append(AppleVariant(selector: "other", offset: last.offset, value: last.value))
          }
          value = .plural(variants, offset: entry.stringOffsets[0]?.offset ?? entry.offset)
        } else {
          let (index, string) = forms[0]
          value = .text(text(index, string))
        }
        let built = build(
          value, entry: entry, key: entry.key, keyOffset: entry.offset, builder: builder,
          names: sourceNames[entry.key] ?? [:], sourceFlags: sourceFlags[entry.key])
        if let diagnostic = built.diagnostic { table.diagnostics.append(diagnostic) }
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
  /// of its own follows its template's, `sourceFlags`).
  private static func build(
    _ value: AppleValue, entry: POEntry, key: String, keyOffset: Int, builder: AppleEntryBuilder,
    names: [Int: String], sourceFlags: [String]? = nil
  ) -> (entry: CatalogEntry, diagnostic: Diagnostic?, names: [Int: String]) {
    let ownFormat = entry.flags.contains { $0.hasSuffix("-format") }
    let flags = ownFormat ? entry.flags : sourceFlags ?? entry.flags
    let format = GettextFormat(flags: flags, sourceTexts: [entry.id] + (entry.idPlural.map { [$0] } ?? []))
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
        AppleText(text: $0.text.replacingPercents, syntax: .valueStart, valueOffset: $0.valueOffset)
      }
      return builder.entry(key: key, keyOffset: keyOffset, value: plain, names: names)
    }
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

  /// A `gettext.plural-forms` finding when the header's `nplurals` is not the number of
  /// CLDR categories whole numbers select in `locale`.
  private static func checkPluralForms(_ file: ReadFile, locale: LocaleID) -> [Diagnostic] {
    guard let header = file.header, let forms = headerField("Plural-Forms", of: header), locale.hasLocaleData,
      let rules = try? PluralRules(locale: locale, kind: .cardinal)
    else { return [] }
    let offset =
      header.parts.first(where: { $0.keyword == "msgstr" && $0.text.contains("Plural-Forms") })?.offset
      ?? header.offset
    let categories = pluralCategories(of: rules)
    let position = file.source.position(ofByte: offset)
    guard let range = forms.range(of: "nplurals"),
      let count = Int(
        forms[range.upperBound...].drop { $0 == " " || $0 == "=" }.prefix { $0.isASCII && $0.isNumber })
    else {
      return [
        Diagnostic(
          severity: .error, ruleID: pluralFormsRuleID,
          message: "the Plural-Forms header “\(forms)” gives no nplurals=N", path: file.source.path,
          position: position, locale: locale.tag)
      ]
    }
    guard count != categories.count else { return [] }
    let names = categories.map(\.rawValue).joined(separator: ", ")
    return [
      Diagnostic(
        severity: .error, ruleID: pluralFormsRuleID,
        message:
          "Plural-Forms gives \(locale.tag) \(count) form\(count == 1 ? "" : "s") (nplurals=\(count)), but CLDR gives whole numbers \(categories.count) in \(locale.tag): \(names)",
        path: file.source.path, position: position, locale: locale.tag)
    ]
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

/// Python's named format arguments (`%(name)s`) as ICU arguments (`{name}`).
enum PythonFormat {
  /// The entry of a python-format value.
  static func entry(key: String, keyOffset: Int, value: AppleValue) -> CatalogEntry {
    let text: String
    let valueOffset: Int
    switch value {
    case .text(let single):
      text = message(single.text)
      valueOffset = single.valueOffset
    case .plural(let variants, let offset), .device(let variants, let offset):
      let branches = variants.map { "\($0.selector) {\(message($0.value.texts.first?.text ?? ""))}" }
      text = "{count, plural, \(branches.joined(separator: " "))}"
      valueOffset = offset
    }
    return CatalogEntry(
      key: key, keyOffset: keyOffset, text: text, valueOffset: valueOffset, valueSyntax: .valueStart,
      sourceMap: nil, companion: nil, formatArguments: nil)
  }

  /// ICU text for a python-format string: `%(name)s` → `{name}`, `%%` → `%`, and ICU's
  /// special characters quoted.
  static func message(_ string: String) -> String {
    var output = ""
    let characters = Array(string)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "%", index + 1 < characters.count {
        if characters[index + 1] == "%" {
          output += "%"
          index += 2
          continue
        }
        if characters[index + 1] == "(", let close = characters[(index + 2)...].firstIndex(of: ")") {
          let name = String(characters[(index + 2)..<close])
          var end = close + 1
          while end < characters.count, !characters[end].isLetter { end += 1 }
          output += "{\(name)}"
          index = end + 1
          continue
        }
      }
      switch character {
      case "'": output += "’"
      case "{": output += "'{'"
      case "}": output += "'}'"
      default: output.append(character)
      }
      index += 1
    }
    return output
  }
}
