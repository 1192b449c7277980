import ICU

/// Reads one native locale file (`<tag>.json`): a flat JSON object of key → ICU message,
/// with `"@@locale"` and `"@key"` metadata in the ARB manner.
struct LocaleFileReader {
  let path: String
  let bytes: [UInt8]
  private(set) var diagnostics: [Diagnostic] = []

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Reads the file. Returns nil when the file cannot be used at all (its problems are in
  /// `diagnostics`).
  mutating func read() -> LocaleFile? {
    var entries: [CatalogEntry] = []
    guard
      let header = scan(
        leavingOutValues: false,
        message: { reader, member, text, source, locale in
          entries.append(
            reader.entry(
              key: member.key, keyOffset: member.keyOffset, text: text,
              valueOffset: member.value.offset, source: source, locale: locale))
        })
    else { return nil }
    return LocaleFile(
      locale: header.locale, source: header.source, localeKeyOffset: header.localeKeyOffset, entries: entries,
      metadata: header.metadata)
  }

  /// Reads the file's keys, metadata and the offsets of its messages, but not the messages
  /// themselves: a large file is then read a share of its keys at a time
  /// (``IndexedLocaleFile/reading(_:metadataOf:placesOfMissingKeys:)``). Finds the same problems as ``read()`` but
  /// messages' syntax errors. Returns nil when the file cannot be used at all.
  mutating func index() -> IndexedLocaleFile? {
    var members: [IndexedLocaleFile.Member] = []
    guard
      let header = scan(
        leavingOutValues: true,
        message: { _, member, _, _, _ in
          members.append(
            IndexedLocaleFile.Member(
              keyOffset: member.keyOffset, valueOffset: member.value.offset,
              keyHash: IndexedLocaleFile.hash(member.key)))
        })
    else { return nil }
    return IndexedLocaleFile(
      locale: header.locale, source: header.source, localeKeyOffset: header.localeKeyOffset, members: members,
      metadata: header.metadata)
  }

  /// The entry for a message, its syntax error reported.
  mutating func entry(
    key: String, keyOffset: Int, text: String, valueOffset: Int, source: SourceFile, locale: LocaleID
  ) -> CatalogEntry {
    let entry = CatalogEntry(key: key, keyOffset: keyOffset, text: text, valueOffset: valueOffset)
    if let error = entry.syntaxError {
      let position = source.position(ofUTF16Offset: error.offset, inStringLiteralAt: valueOffset)
      diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: "message.syntax", message: "“\(key)”: \(error.reason)",
          path: path, position: position, locale: locale.tag, key: key))
    }
    return entry
  }

  /// What a file holds besides its messages.
  private struct Header {
    var locale: LocaleID
    var source: SourceFile
    var localeKeyOffset: Int?
    var metadata: [String: EntryMetadata]
  }

  /// Reads the file's members, reporting its problems, and calls `message` with each
  /// message: its text, or (when `leavingOutValues`) an empty text, the value left unread at
  /// its offset, the file read member by member without a tree. Returns nil when the file
  /// cannot be used at all.
  private mutating func scan(
    leavingOutValues: Bool,
    message: (inout LocaleFileReader, JSONMember, String, SourceFile, LocaleID) -> Void
  ) -> Header? {
    let source = SourceFile(path: path, bytes: bytes)
    let name = FileSystem.fileName(of: path)
    let tag = String(name.dropLast(".json".count))
    let locale: LocaleID
    do {
      locale = try LocaleID(tag)
    } catch {
      report(
        .error, "catalog.invalid-file", "the file name “\(name)” is not a locale: \(error.description)", at: 0,
        in: source)
      return nil
    }
    var header = Header(locale: locale, source: source, localeKeyOffset: nil, metadata: [:])
    var seen = SeenKeys(bytes: bytes, byHash: leavingOutValues)
    let before = diagnostics.count
    let root: JSONNode?
    do {
      if leavingOutValues {
        var reader = self
        root = try JSONReader.forEachMember(in: bytes) { member in
          reader.handle(member, leftOut: true, header: &header, seen: &seen, name: name, message: message)
        }
        self = reader
      } else {
        root = try JSONReader.parse(bytes)
      }
    } catch {
      // What was found before the document turned out to be broken is dropped with it.
      diagnostics.removeSubrange(before...)
      report(
        .error, "catalog.invalid-file", "invalid JSON: \(error.reason)", at: error.offset, in: source, locale: locale)
      return nil
    }
    if let root {
      guard case .object(let members) = root.value else {
        diagnostics.removeSubrange(before...)
        report(
          .error, "catalog.invalid-file",
          "a locale file must be a JSON object of key → message, found \(root.value.kindDescription)",
          at: root.offset, in: source, locale: locale)
        return nil
      }
      for member in members {
        handle(member, leftOut: false, header: &header, seen: &seen, name: name, message: message)
      }
    }
    if !locale.hasLocaleData {
      let unknown = Diagnostic.unknownLocale(locale, path: source.path)
      report(unknown.severity, unknown.ruleID, unknown.message, at: 0, in: source, locale: locale)
    }
    return header
  }

  /// Reads one member of the file's object: a message, metadata or `@@locale`.
  private mutating func handle(
    _ member: JSONMember, leftOut: Bool, header: inout Header, seen: inout SeenKeys, name: String,
    message: (inout LocaleFileReader, JSONMember, String, SourceFile, LocaleID) -> Void
  ) {
    let source = header.source
    let locale = header.locale
    if let first = seen.firstOffset(of: member.key, at: member.keyOffset) {
      let line = source.position(ofByte: first).line
      report(
        .error, "catalog.duplicate-key",
        "“\(member.key)” is defined twice (first on line \(line)); JSON readers keep only one of the two",
        at: member.keyOffset, in: source, locale: locale, key: member.key)
      return
    }
    var member = member
    if leftOut {
      // A message's string is read later; any other value is read now, to be used or reported.
      if !member.key.hasPrefix("@"), bytes[member.value.offset] == UInt8(ascii: "\"") {
        message(&self, member, "", source, locale)
        return
      }
      member.value = JSONReader.value(in: bytes, at: member.value.offset) ?? member.value
    }
    if member.key == "@@locale" {
      header.localeKeyOffset = member.keyOffset
      checkDeclaredLocale(member, fileLocale: locale, name: name, source: source)
    } else if member.key.hasPrefix("@@") {
      return
    } else if member.key.hasPrefix("@") {
      let key = String(member.key.dropFirst())
      if let parsed = readMetadata(member, key: key, source: source, locale: locale) {
        header.metadata[key] = parsed
      }
    } else if case .string(let text) = member.value.value {
      message(&self, member, text, source, locale)
    } else {
      report(
        .error, "catalog.invalid-file",
        "the value of “\(member.key)” must be a string (an ICU message), found \(member.value.value.kindDescription)",
        at: member.value.offset, in: source, locale: locale, key: member.key)
    }
  }

  /// The keys read so far, to find a key defined twice. A file read member by member keeps a
  /// hash of each key rather than the key, and reads a key again only when hashes meet.
  private struct SeenKeys {
    let bytes: [UInt8]
    let byHash: Bool
    private var offsets: [String: Int] = [:]
    private var hashes: [UInt32: Int] = [:]

    init(bytes: [UInt8], byHash: Bool) {
      self.bytes = bytes
      self.byHash = byHash
    }

    /// The offset of the first definition of `key`, or nil (and `offset` is remembered).
    mutating func firstOffset(of key: String, at offset: Int) -> Int? {
      guard byHash else {
        if let first = offsets[key] { return first }
        offsets[key] = offset
        return nil
      }
      let hash = IndexedLocaleFile.hash(key)
      guard let first = hashes[hash] else {
        hashes[hash] = offset
        return nil
      }
      if case .string(let earlier)? = JSONReader.value(in: bytes, at: first)?.value, earlier == key { return first }
      // Another key with the same hash: such keys are few, and kept whole.
      if let first = offsets[key] { return first }
      offsets[key] = offset
      return nil
    }
  }

  private mutating func checkDeclaredLocale(
    _ member: JSONMember, fileLocale: LocaleID, name: String, source: SourceFile
  ) {
    guard case .string(let declared) = member.value.value else {
      report(
        .error, "catalog.invalid-file", "“@@locale” must be a string such as “\(fileLocale.tag)”",
        at: member.value.offset, in: source, locale: fileLocale)
      return
    }
    let declaredLocale = try? LocaleID(declared)
    if declaredLocale != fileLocale {
      report(
        .error, "catalog.invalid-file",
        "“@@locale” says “\(declared)” but the file is named “\(name)”; rename one so they agree",
        at: member.value.offset, in: source, locale: fileLocale)
    }
  }

  private mutating func readMetadata(_ member: JSONMember, key: String, source: SourceFile, locale: LocaleID)
    -> EntryMetadata?
  {
    guard case .object(let fields) = member.value.value else {
      report(
        .error, "catalog.metadata",
        "the metadata “\(member.key)” must be an object, found \(member.value.value.kindDescription)",
        at: member.value.offset, in: source, locale: locale, key: key)
      return nil
    }
    var metadata = EntryMetadata(offset: member.value.offset)
    for field in fields {
      switch (field.key, field.value.value) {
      case ("role", .string(let role)):
        guard let parsed = LabelRole(rawValue: role) else {
          report(
            .error, "catalog.metadata", "unknown role “\(role)” for “\(key)”; use destructive, cancel or default",
            at: field.value.offset, in: source, locale: locale, key: key)
          continue
        }
        metadata.role = parsed
      case ("verb", .string(let verb)): metadata.verb = verb
      case ("description", .string(let text)): metadata.description = text
      case ("state", .string(let state)):
        metadata.state = state
        metadata.stateOffset = field.value.offset
      case ("maxLength", .number(let length)):
        guard length >= 1, length == length.rounded(), length < 10_000 else {
          report(
            .error, "catalog.metadata", "“maxLength” of “\(key)” must be a positive whole number",
            at: field.value.offset, in: source, locale: locale, key: key)
          continue
        }
        metadata.maxLength = Int(length)
      case ("ignore", .array(let ids)):
        for id in ids {
          if case .string(let rule) = id.value {
            metadata.ignoredRules.append(rule)
          } else {
            report(
              .error, "catalog.metadata", "“ignore” of “\(key)” must list rule ids as strings", at: id.offset,
              in: source, locale: locale, key: key)
          }
        }
      case ("shouldTranslate", .bool(let flag)): metadata.shouldTranslate = flag
      case ("extractionState", .string(let state)): metadata.extractionState = state
      case ("printf", .object(let specifiers)):
        for specifier in specifiers {
          if case .string(let text) = specifier.value.value {
            metadata.printfSpecifiers[specifier.key] = text
          } else {
            report(
              .error, "catalog.metadata", "“printf” of “\(key)” maps argument names to specifiers such as \"%1$lld\"",
              at: specifier.value.offset, in: source, locale: locale, key: key)
          }
        }
      case ("role", _), ("verb", _), ("description", _), ("state", _), ("maxLength", _), ("ignore", _),
        ("shouldTranslate", _), ("extractionState", _), ("printf", _):
        report(
          .error, "catalog.metadata",
          "“\(field.key)” of “\(key)” has the wrong type (\(field.value.value.kindDescription))",
          at: field.value.offset, in: source, locale: locale, key: key)
      default:
        continue  // Other ARB fields (type, placeholders, context) are allowed and ignored.
      }
    }
    if metadata.role == .destructive && metadata.verb == nil {
      report(
        .error, "catalog.metadata",
        "the destructive label “\(key)” needs a “verb” (delete, remove, sign-out, …) so every locale can be checked for it",
        at: member.value.offset, in: source, locale: locale, key: key)
    }
    return metadata
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ rule: String, _ message: String, at offset: Int, in source: SourceFile,
    locale: LocaleID? = nil, key: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        severity: severity, ruleID: rule, message: message, path: path, position: source.position(ofByte: offset),
        locale: locale?.tag, key: key))
  }
}
