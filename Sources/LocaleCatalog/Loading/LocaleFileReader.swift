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
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      report(
        .error, "catalog.invalid-file", "invalid JSON: \(error.reason)", at: error.offset, in: source, locale: locale)
      return nil
    }
    guard case .object(let members) = root.value else {
      report(
        .error, "catalog.invalid-file",
        "a locale file must be a JSON object of key → message, found \(root.value.kindDescription)", at: root.offset,
        in: source, locale: locale)
      return nil
    }
    if !locale.hasLocaleData {
      report(
        .warning, "catalog.unknown-locale",
        "ICU has no data for “\(locale.tag)”: its plural rules, digits and direction fall back to root", at: 0,
        in: source, locale: locale)
    }
    var entries: [CatalogEntry] = []
    entries.reserveCapacity(members.count)
    var metadata: [String: EntryMetadata] = [:]
    var firstOffset: [String: Int] = [:]
    firstOffset.reserveCapacity(members.count)
    var localeKeyOffset: Int?
    for member in members {
      if let first = firstOffset[member.key] {
        let line = source.position(ofByte: first).line
        report(
          .error, "catalog.duplicate-key",
          "“\(member.key)” is defined twice (first on line \(line)); JSON readers keep only one of the two",
          at: member.keyOffset, in: source, locale: locale, key: member.key)
        continue
      }
      firstOffset[member.key] = member.keyOffset
      if member.key == "@@locale" {
        localeKeyOffset = member.keyOffset
        checkDeclaredLocale(member, fileLocale: locale, name: name, source: source)
      } else if member.key.hasPrefix("@@") {
        continue
      } else if member.key.hasPrefix("@") {
        let key = String(member.key.dropFirst())
        if let parsed = readMetadata(member, key: key, source: source, locale: locale) {
          metadata[key] = parsed
        }
      } else if case .string(let text) = member.value.value {
        let entry = CatalogEntry(
          key: member.key, keyOffset: member.keyOffset, text: text, valueOffset: member.value.offset)
        if let error = entry.syntaxError {
          let position = source.position(ofUTF16Offset: error.offset, inStringLiteralAt: member.value.offset)
          diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "message.syntax", message: "“\(member.key)”: \(error.reason)",
              path: path, position: position, locale: locale.tag, key: member.key))
        }
        entries.append(entry)
      } else {
        report(
          .error, "catalog.invalid-file",
          "the value of “\(member.key)” must be a string (an ICU message), found \(member.value.value.kindDescription)",
          at: member.value.offset, in: source, locale: locale, key: member.key)
      }
    }
    return LocaleFile(
      locale: locale, source: source, localeKeyOffset: localeKeyOffset, entries: entries, metadata: metadata)
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
