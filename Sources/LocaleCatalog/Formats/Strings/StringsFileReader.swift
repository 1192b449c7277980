import ICU

/// Reads one `.strings` file (old-style property-list syntax, UTF-8 or UTF-16) into the
/// entries of its locale: values are printf-style strings, converted to ICU messages with a
/// map back to the file; the comment before a pair is its description (and may carry
/// `role: destructive, verb: delete`).
struct StringsFileReader {
  /// What was read.
  struct Result {
    var source: SourceFile
    var entries: [CatalogEntry] = []
    var metadata: [String: EntryMetadata] = [:]
    var comments: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    /// Argument names the comments give, by key.
    var argumentNames: [String: [Int: String]] = [:]
    /// False when the file could not be read at all.
    var isUsable = true
  }

  /// Reads `bytes` of the file at `path` for `locale`.
  /// - Parameters:
  ///   - names: Argument names by key and position, from the source locale.
  ///   - isSource: Whether the file is the source locale's (its comments are metadata).
  static func read(
    path: String, bytes: [UInt8], locale: LocaleID, isSource: Bool, names: [String: [Int: String]]
  ) -> Result {
    let decoded: [UInt8]
    do {
      decoded = try TextEncoding.utf8Bytes(of: bytes).bytes
    } catch {
      let partial = SourceFile(path: path, bytes: bytes)
      var result = Result(source: partial, isUsable: false)
      result.diagnostics.append(
        Diagnostic.unreadable(error.reason, path: path, locale: locale.tag))
      return result
    }
    let source = SourceFile(path: path, bytes: decoded)
    var result = Result(source: source)
    let pairs: [StringsPair]
    let syntax: ValueSyntax
    if isXMLPropertyList(decoded) {
      // Foundation reads a `.strings` file in any property-list format; Xcode's export and
      // some translation services write the XML one (a <dict> of <key> and <string>).
      switch xmlPairs(decoded, source: source) {
      case .success(let read): pairs = read
      case .failure(let problem):
        result.isUsable = false
        result.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file", message: problem.reason, path: path,
            position: problem.position, locale: locale.tag))
        return result
      }
      syntax = .xmlText
    } else {
      do {
        pairs = try StringsFileParser.parse(decoded)
      } catch {
        result.isUsable = false
        result.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file", message: "invalid .strings syntax: \(error.reason)",
            path: path, position: source.position(ofByte: error.offset), locale: locale.tag))
        return result
      }
      syntax = .stringsLiteral
    }
    let builder = AppleEntryBuilder(source: source, locale: locale)
    // Foundation keeps the last definition of a key: an earlier one is never shown.
    var last: [String: StringsPair] = [:]
    for pair in pairs { last[pair.key] = pair }
    for pair in pairs {
      if let winner = last[pair.key], winner.keyOffset != pair.keyOffset {
        let line = source.position(ofByte: winner.keyOffset).line
        result.diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: "catalog.duplicate-key",
            message: winner.value == pair.value
              ? "“\(pair.key)” is defined again on line \(line) with the same value; remove one"
              : "“\(pair.key)” is defined again on line \(line), whose value wins: this one is never shown",
            path: path, position: source.position(ofByte: pair.keyOffset), locale: locale.tag, key: pair.key))
        continue
      }
      var keyNames = names[pair.key] ?? [:]
      if isSource, let comment = pair.comment {
        result.comments[pair.key] = comment
        var metadata = EntryMetadata(offset: pair.keyOffset)
        do {
          let annotations = try CommentAnnotations(parsing: comment)
          annotations.apply(to: &metadata)
          keyNames.merge(annotations.positionalArgumentNames) { $1 }
          if annotations.role == .destructive && annotations.verb == nil {
            result.diagnostics.append(
              Diagnostic(
                severity: .error, ruleID: "catalog.metadata",
                message:
                  "the destructive label “\(pair.key)” needs a verb in its comment (role: destructive, verb: delete) so every locale can be checked for it",
                path: path, position: source.position(ofByte: pair.keyOffset), locale: locale.tag, key: pair.key))
          }
        } catch {
          result.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.metadata", message: error.reason, path: path,
              position: source.position(ofByte: pair.keyOffset), locale: locale.tag, key: pair.key))
        }
        result.metadata[pair.key] = metadata
      }
      let value = AppleValue.text(AppleText(text: pair.value, syntax: syntax, valueOffset: pair.valueOffset))
      let made = builder.entry(key: pair.key, keyOffset: pair.keyOffset, value: value, names: keyNames)
      if let diagnostic = made.diagnostic { result.diagnostics.append(diagnostic) }
      result.entries.append(made.entry)
      result.argumentNames[pair.key] = made.names
    }
    return result
  }

  /// A problem with an XML property list, where it is.
  struct XMLProblem: Error {
    let reason: String
    let position: SourcePosition
  }

  /// Whether `bytes` (UTF-8, perhaps after a byte order mark) start an XML document rather
  /// than old-style property-list text, which starts with a key, a comment or nothing.
  static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  /// The pairs of an XML property list whose root is a <dict> of strings.
  static func xmlPairs(_ bytes: [UInt8], source: SourceFile) -> Swift.Result<[StringsPair], XMLProblem> {
    let root: PropertyListValue
    do {
      let document = try XMLReader.parse(bytes)
      if let problem = XMLWellFormedness.firstProblem(in: bytes) {
        return .failure(
          XMLProblem(reason: problem.reason, position: SourcePosition(line: problem.line, column: problem.column)))
      }
      root = try PropertyList.root(of: document)
    } catch {
      return .failure(
        XMLProblem(
          reason: "invalid XML property list: \(error.reason)", position: source.position(ofByte: error.offset)))
    }
    guard case .dictionary(let members, _) = root else {
      return .failure(
        XMLProblem(
          reason: "a .strings property list holds a <dict> of key → string, found \(root.kindDescription)",
          position: source.position(ofByte: root.element.offset)))
    }
    var pairs: [StringsPair] = []
    for member in members {
      guard case .string(let text, let element) = member.value else {
        return .failure(
          XMLProblem(
            reason: "the value of “\(member.key)” must be a <string>, found \(member.value.kindDescription)",
            position: source.position(ofByte: member.value.element.offset)))
      }
      pairs.append(
        StringsPair(
          key: member.key, keyOffset: member.keyElement.contentOffset, value: text, valueOffset: element.contentOffset,
          comment: nil))
    }
    return .success(pairs)
  }
}
