import Dispatch
import ICU

/// Reads an Xcode String Catalog (`.xcstrings`): the JSON file that holds every locale's
/// strings, with their states, plural and device variations and substitutions.
///
/// - The file's `sourceLanguage` is the source locale. A key without a localization in it
///   is its own source text (as Xcode extracts it from code).
/// - Values are printf-style strings, converted to ICU messages (see ``PrintfConversion``)
///   with a map back to the JSON, so findings point at the characters in the file.
/// - `comment` is the description; lines such as `role: destructive, verb: delete` in it
///   are metadata (``CommentAnnotations``).
/// - `stringUnit.state` becomes ``EntryMetadata/state`` of that locale;
///   `extractionState: stale` makes the source state `stale`; `shouldTranslate: false`
///   leaves the key's translations unread and unexpected.
struct StringCatalogReader {
  let path: String
  let bytes: [UInt8]
  let defaultSourceLocale: LocaleID

  private var diagnostics: [Diagnostic] = []
  private var source: SourceFile

  init(path: String, bytes: [UInt8], defaultSourceLocale: LocaleID) {
    self.path = path
    self.bytes = bytes
    self.defaultSourceLocale = defaultSourceLocale
    self.source = SourceFile(path: path, bytes: bytes)
  }

  /// The table's name: the file name without `.xcstrings`.
  static func tableName(of path: String) -> String {
    let name = FileSystem.fileName(of: path)
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }

  /// A localization as read: its value, substitutions and state.
  private struct Localization {
    var value: AppleValue
    var substitutions: [AppleSubstitution]
    var state: TranslationState?
  }

  /// Everything read for one locale.
  private struct LocaleContent {
    var entries: [CatalogEntry] = []
    var metadata: [String: EntryMetadata] = [:]
    var firstOffset: Int
  }

  /// A translation found by the first pass over the file, made into an entry later.
  struct PendingLocalization: Sendable {
    var key: String
    var keyOffset: Int
    /// Where the localization's value starts: it is read from the file's bytes when its
    /// locale is made into a file.
    var valueOffset: Int
    /// The source's argument names, by position.
    var names: [Int: String]
  }

  /// One translated locale of the file: where it first appears and its localizations, not
  /// yet converted to messages.
  struct PendingLocale: Sendable {
    var locale: LocaleID
    var firstOffset: Int
    var localizations: [PendingLocalization] = []
  }

  /// The file read once: its table with the source locale's file (and every problem of the
  /// file as a whole), and the translated locales still to be made into files.
  struct Split: Sendable {
    var table: AppleTable
    var pending: [PendingLocale]
    /// Where each key's missing translation belongs.
    var missingOffsets: [String: Int]
    let reader: StringCatalogReader

    /// Makes the file of a translated locale, with the problems of its values.
    func file(for pending: PendingLocale) -> (file: LocaleFile, diagnostics: [Diagnostic]) {
      var reader = self.reader
      return reader.file(for: pending, missingOffsets: missingOffsets)
    }
  }

  /// Reads the whole catalog, its translated locales made in parallel.
  mutating func read() -> AppleTable {
    let split = readSplit()
    var table = split.table
    let made = Locked<[Int: (file: LocaleFile, diagnostics: [Diagnostic])]>([:])
    DispatchQueue.concurrentPerform(iterations: split.pending.count) { index in
      let file = split.file(for: split.pending[index])
      made.withLock { $0[index] = file }
    }
    let files = made.withLock { $0 }
    for index in split.pending.indices {
      guard let file = files[index] else { continue }
      table.files.append(file.file)
      table.diagnostics += file.diagnostics
    }
    return table
  }

  /// Makes the file of a translated locale from its pending localizations.
  private mutating func file(for pending: PendingLocale, missingOffsets: [String: Int]) -> (
    file: LocaleFile, diagnostics: [Diagnostic]
  ) {
    diagnostics = []
    let builder = AppleEntryBuilder(source: source, locale: pending.locale)
    var entries: [CatalogEntry] = []
    var metadata: [String: EntryMetadata] = [:]
    entries.reserveCapacity(pending.localizations.count)
    for localized in pending.localizations {
      guard let node = JSONReader.value(in: bytes, at: localized.valueOffset),
        let read = localization(node, key: localized.key, locale: pending.locale)
      else { continue }
      let translated = builder.entry(
        key: localized.key, keyOffset: localized.keyOffset, value: read.value, substitutions: read.substitutions,
        names: localized.names)
      if let diagnostic = translated.diagnostic { diagnostics.append(diagnostic) }
      entries.append(translated.entry)
      if let state = read.state {
        metadata[localized.key] = EntryMetadata(state: state.rawValue, offset: localized.keyOffset)
      }
    }
    let file = LocaleFile(
      locale: pending.locale, source: source, localeKeyOffset: pending.firstOffset, entries: entries,
      metadata: metadata, missingKeyOffsets: missingOffsets)
    return (file, diagnostics)
  }

  /// Reads the file once: the source locale's file, and where each translated locale's
  /// localizations are, to be made into files by ``Split/file(for:)``. The localizations are
  /// checked but not kept: the parsed tree holds the keys and their comments, not every
  /// locale's text.
  mutating func readSplit() -> Split {
    var table = AppleTable(
      name: StringCatalogReader.tableName(of: path), format: .stringCatalog, sourceLocale: defaultSourceLocale,
      anchorPath: path)
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes, leavingOut: ["strings", nil, "localizations", nil])
    } catch {
      report(.error, "catalog.invalid-file", "invalid JSON: \(error.reason)", at: error.offset)
      table.diagnostics = diagnostics
      table.rejected = [source]
      return Split(table: table, pending: [], missingOffsets: [:], reader: self)
    }
    guard case .object(let members) = root.value else {
      report(
        .error, "catalog.invalid-file",
        "a String Catalog is a JSON object with “sourceLanguage” and “strings”, found \(root.value.kindDescription)",
        at: root.offset)
      table.diagnostics = diagnostics
      table.rejected = [source]
      return Split(table: table, pending: [], missingOffsets: [:], reader: self)
    }
    var sourceLocale = defaultSourceLocale
    if let language = member("sourceLanguage", in: members) {
      if case .string(let tag) = language.value.value, let locale = try? LocaleID(tag) {
        sourceLocale = locale
      } else {
        report(
          .error, "catalog.invalid-file", "“sourceLanguage” must be a locale tag such as “en”",
          at: language.value.offset)
      }
    }
    table.sourceLocale = sourceLocale
    guard let strings = member("strings", in: members) else {
      report(.error, "catalog.invalid-file", "a String Catalog needs a “strings” object", at: root.offset)
      table.diagnostics = diagnostics
      table.rejected = [source]
      return Split(table: table, pending: [], missingOffsets: [:], reader: self)
    }
    guard case .object(let keys) = strings.value.value else {
      report(
        .error, "catalog.invalid-file",
        "“strings” must be an object of key → string, found \(strings.value.value.kindDescription)",
        at: strings.value.offset)
      table.diagnostics = diagnostics
      table.rejected = [source]
      return Split(table: table, pending: [], missingOffsets: [:], reader: self)
    }
    var sourceContent = LocaleContent(firstOffset: strings.keyOffset)
    var pending: [LocaleID: PendingLocale] = [:]
    var localeOrder: [LocaleID] = []
    let sourceBuilder = AppleEntryBuilder(source: source, locale: sourceLocale)
    var rejectedTags: Set<String> = []
    var missingOffsets: [String: Int] = [:]
    var firstOffset: [String: Int] = [:]
    for string in keys {
      let key = string.key
      if let first = firstOffset[key] {
        report(
          .error, "catalog.duplicate-key",
          "“\(key)” is defined twice (first on line \(source.position(ofByte: first).line)); Xcode keeps only one",
          at: string.keyOffset, locale: sourceLocale, key: key)
        continue
      }
      firstOffset[key] = string.keyOffset
      missingOffsets[key] = string.keyOffset
      guard case .object(let fields) = string.value.value else {
        report(
          .error, "catalog.invalid-file",
          "the string “\(key)” must be an object, found \(string.value.value.kindDescription)",
          at: string.value.offset, key: key)
        continue
      }
      var metadata = EntryMetadata(offset: string.keyOffset)
      var argumentNames: [Int: String] = [:]
      if let comment = member("comment", in: fields) {
        if case .string(let text) = comment.value.value {
          table.comments[key] = text
          do {
            let annotations = try CommentAnnotations(parsing: text)
            annotations.apply(to: &metadata)
            argumentNames.merge(annotations.positionalArgumentNames) { $1 }
            if annotations.role == .destructive && annotations.verb == nil {
              report(
                .error, "catalog.metadata",
                "the destructive label “\(key)” needs a verb in its comment (role: destructive, verb: delete) so every locale can be checked for it",
                at: comment.value.offset, locale: sourceLocale, key: key)
            }
          } catch {
            report(.error, "catalog.metadata", error.reason, at: comment.value.offset, locale: sourceLocale, key: key)
          }
        } else {
          report(
            .error, "catalog.invalid-file", "“comment” of “\(key)” must be a string", at: comment.value.offset, key: key
          )
        }
      }
      if let extraction = member("extractionState", in: fields) {
        if case .string(let state) = extraction.value.value {
          metadata.extractionState = state
        } else {
          report(
            .error, "catalog.invalid-file", "“extractionState” of “\(key)” must be a string",
            at: extraction.value.offset,
            key: key)
        }
      }
      if let translate = member("shouldTranslate", in: fields) {
        if case .bool(let flag) = translate.value.value {
          metadata.shouldTranslate = flag
        } else {
          report(
            .error, "catalog.invalid-file", "“shouldTranslate” of “\(key)” must be true or false",
            at: translate.value.offset, key: key)
        }
      }
      var localizations: [JSONMember] = []
      if let node = member("localizations", in: fields) {
        if case .object(let list) = node.value.value {
          localizations = list
        } else {
          report(
            .error, "catalog.invalid-file", "“localizations” of “\(key)” must be an object of locale → localization",
            at: node.value.offset, key: key)
        }
      }
      // App Shortcuts phrases (`stringSet`: the sentences Siri listens for, several per
      // locale) are not text the app shows; they are not checked.
      if localizations.contains(where: { Self.holdsStringSet($0.value, in: bytes) }) { continue }
      // The source text: the source localization, or the key itself.
      var sourceValue = Localization(
        value: .text(AppleText(text: key, syntax: .jsonString, valueOffset: string.keyOffset)), substitutions: [],
        state: nil)
      if let own = localizations.first(where: { (try? LocaleID($0.key)) == sourceLocale }) {
        guard let node = JSONReader.value(in: bytes, at: own.value.offset),
          let read = localization(node, key: key, locale: sourceLocale)
        else { continue }
        sourceValue = read
      }
      if metadata.extractionState == "stale" {
        metadata.state = TranslationState.stale.rawValue
      } else {
        metadata.state = sourceValue.state?.rawValue
      }
      let made = sourceBuilder.entry(
        key: key, keyOffset: string.keyOffset, value: sourceValue.value, substitutions: sourceValue.substitutions,
        names: argumentNames)
      if let diagnostic = made.diagnostic { diagnostics.append(diagnostic) }
      sourceContent.entries.append(made.entry)
      sourceContent.metadata[key] = metadata
      let names = made.names
      var seenLocales: Set<LocaleID> = []
      for localized in localizations {
        guard let locale = try? LocaleID(localized.key) else {
          if rejectedTags.insert(localized.key).inserted {
            report(
              .error, "catalog.invalid-file", "“\(localized.key)” is not a locale tag (BCP 47, such as de or pt-BR)",
              at: localized.keyOffset, key: key)
          }
          continue
        }
        guard locale != sourceLocale else { continue }
        guard seenLocales.insert(locale).inserted else {
          report(
            .error, "catalog.duplicate-key", "“\(key)” has two localizations for \(locale.tag)",
            at: localized.keyOffset,
            locale: locale, key: key)
          continue
        }
        if pending[locale] == nil {
          pending[locale] = PendingLocale(locale: locale, firstOffset: localized.keyOffset)
          localeOrder.append(locale)
          if !locale.hasLocaleData {
            let unknown = Diagnostic.unknownLocale(locale, path: path)
            report(unknown.severity, unknown.ruleID, unknown.message, at: localized.keyOffset, locale: locale)
          }
        }
        // A string not to translate: its translations are neither expected nor checked.
        guard metadata.shouldTranslate else { continue }
        pending[locale]?.localizations.append(
          PendingLocalization(
            key: key, keyOffset: localized.keyOffset, valueOffset: localized.value.offset, names: names))
      }
    }
    table.files = [
      LocaleFile(
        locale: sourceLocale, source: source, localeKeyOffset: nil, entries: sourceContent.entries,
        metadata: sourceContent.metadata, missingKeyOffsets: missingOffsets)
    ]
    table.diagnostics = diagnostics
    return Split(
      table: table, pending: localeOrder.compactMap { pending[$0] }, missingOffsets: missingOffsets, reader: self)
  }

  // MARK: Localizations

  /// True when a localization (left out of the tree, so read at its offset) is an App
  /// Shortcuts phrase set: its first member is `stringSet`, as Xcode writes it.
  static func holdsStringSet(_ node: JSONNode, in bytes: [UInt8]) -> Bool {
    if case .object(let parts) = node.value { return parts.contains { $0.key == "stringSet" } }
    var index = node.offset
    func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
    index += 1
    skipWhitespace()
    let name = Array("\"stringSet\"".utf8)
    return bytes.count - index >= name.count && Array(bytes[index..<index + name.count]) == name
  }

  private func member(_ name: String, in members: [JSONMember]) -> JSONMember? {
    members.first { $0.key == name }
  }

  /// Reads a localization object: a `stringUnit`, or `variations`, and `substitutions`.
  private mutating func localization(_ node: JSONNode, key: String, locale: LocaleID) -> Localization? {
    guard case .object(let fields) = node.value else {
      report(
        .error, "catalog.invalid-file",
        "the \(locale.tag) localization of “\(key)” must be an object with “stringUnit” or “variations”",
        at: node.offset, locale: locale, key: key)
      return nil
    }
    var states: [TranslationState] = []
    guard let value = variationValue(fields, at: node.offset, key: key, locale: locale, states: &states, depth: 0)
    else { return nil }
    var substitutions: [AppleSubstitution] = []
    if let list = member("substitutions", in: fields) {
      guard case .object(let named) = list.value.value else {
        report(
          .error, "catalog.invalid-file", "“substitutions” of “\(key)” must be an object of name → substitution",
          at: list.value.offset, locale: locale, key: key)
        return nil
      }
      for item in named {
        guard let substitution = self.substitution(item, key: key, locale: locale, states: &states) else {
          return nil
        }
        substitutions.append(substitution)
      }
    }
    return Localization(value: value, substitutions: substitutions, state: TranslationState.summary(of: states))
  }

  /// A value made of a `stringUnit` or of `variations` (plural or device).
  private mutating func variationValue(
    _ fields: [JSONMember], at offset: Int, key: String, locale: LocaleID, states: inout [TranslationState], depth: Int
  ) -> AppleValue? {
    if let variations = member("variations", in: fields) {
      guard case .object(let kinds) = variations.value.value, kinds.count == 1, let kind = kinds.first else {
        report(
          .error, "catalog.invalid-file",
          "“variations” of “\(key)” must hold one kind of variation: “plural” or “device”",
          at: variations.value.offset, locale: locale, key: key)
        return nil
      }
      guard kind.key == "plural" || kind.key == "device" else {
        report(
          .error, "catalog.invalid-file",
          "variations by “\(kind.key)” in “\(key)” cannot be checked; sheet-l10n reads plural and device variations",
          at: kind.keyOffset, locale: locale, key: key)
        return nil
      }
      guard depth < 2 else {
        report(
          .error, "catalog.invalid-file", "variations of “\(key)” are nested too deeply", at: kind.keyOffset,
          locale: locale, key: key)
        return nil
      }
      guard case .object(let cases) = kind.value.value, !cases.isEmpty else {
        report(
          .error, "catalog.invalid-file", "“\(kind.key)” of “\(key)” must be an object of case → value",
          at: kind.value.offset, locale: locale, key: key)
        return nil
      }
      var variants: [AppleVariant] = []
      for item in cases {
        guard case .object(let itemFields) = item.value.value else {
          report(
            .error, "catalog.invalid-file", "the \(kind.key) case “\(item.key)” of “\(key)” must be an object",
            at: item.value.offset, locale: locale, key: key)
          return nil
        }
        guard
          let value = variationValue(
            itemFields, at: item.value.offset, key: key, locale: locale, states: &states, depth: depth + 1)
        else { return nil }
        variants.append(AppleVariant(selector: item.key, offset: item.keyOffset, value: value))
      }
      return kind.key == "plural"
        ? .plural(variants, offset: kind.keyOffset) : .device(variants, offset: kind.keyOffset)
    }
    guard let unit = member("stringUnit", in: fields) else {
      report(
        .error, "catalog.invalid-file",
        "the \(locale.tag) localization of “\(key)” has neither “stringUnit” nor “variations”",
        at: offset, locale: locale, key: key)
      return nil
    }
    guard case .object(let unitFields) = unit.value.value, let value = member("value", in: unitFields),
      case .string(let text) = value.value.value
    else {
      report(
        .error, "catalog.invalid-file", "a “stringUnit” of “\(key)” needs a string “value”", at: unit.value.offset,
        locale: locale, key: key)
      return nil
    }
    if let state = member("state", in: unitFields) {
      if case .string(let word) = state.value.value, let parsed = TranslationState(stringCatalogState: word) {
        states.append(parsed)
      } else {
        // Xcode builds the value whatever the state says: a warning, not a broken file.
        let found = if case .string(let word) = state.value.value { "“\(word)”" } else { "a non-string" }
        report(
          .warning, "catalog.invalid-file",
          "unknown state \(found) in “\(key)”; a String Catalog state is new, translated, needs_review or stale",
          at: state.value.offset, locale: locale, key: key)
      }
    }
    return .text(AppleText(text: text, syntax: .jsonString, valueOffset: value.value.offset))
  }

  private mutating func substitution(
    _ item: JSONMember, key: String, locale: LocaleID, states: inout [TranslationState]
  ) -> AppleSubstitution? {
    guard case .object(let fields) = item.value.value else {
      report(
        .error, "catalog.invalid-file", "the substitution “\(item.key)” of “\(key)” must be an object",
        at: item.value.offset, locale: locale, key: key)
      return nil
    }
    var argumentNumber: Int?
    if let number = member("argNum", in: fields) {
      guard case .number(let value) = number.value.value, value >= 1, value == value.rounded(), value < 1000 else {
        report(
          .error, "catalog.invalid-file", "“argNum” of the substitution “\(item.key)” must be a positive whole number",
          at: number.value.offset, locale: locale, key: key)
        return nil
      }
      argumentNumber = Int(value)
    }
    var specifier: String?
    if let format = member("formatSpecifier", in: fields) {
      guard case .string(let text) = format.value.value else {
        report(
          .error, "catalog.invalid-file", "“formatSpecifier” of the substitution “\(item.key)” must be a string",
          at: format.value.offset, locale: locale, key: key)
        return nil
      }
      specifier = text
    }
    var variants: [AppleVariant] = []
    if member("variations", in: fields) != nil {
      guard
        let value = variationValue(fields, at: item.value.offset, key: key, locale: locale, states: &states, depth: 1)
      else { return nil }
      guard case .plural(let cases, _) = value else {
        report(
          .error, "catalog.invalid-file", "the substitution “\(item.key)” of “\(key)” must vary by plural",
          at: item.value.offset, locale: locale, key: key)
        return nil
      }
      variants = cases
    }
    return AppleSubstitution(
      name: item.key, argumentNumber: argumentNumber, formatSpecifier: specifier, variants: variants,
      offset: item.keyOffset)
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ rule: String, _ message: String, at offset: Int, locale: LocaleID? = nil,
    key: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        severity: severity, ruleID: rule, message: message, path: path, position: source.position(ofByte: offset),
        locale: locale?.tag, key: key))
  }
}

extension TranslationState {
  /// The state a value with several variants shows: the least finished of them.
  static func summary(of states: [TranslationState]) -> TranslationState? {
    for candidate in [TranslationState.new, .needsReview, .stale, .translated, .final] where states.contains(candidate)
    {
      return candidate
    }
    return nil
  }
}
