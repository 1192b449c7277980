import Foundation
import ICU

/// Reads Android string resources: a `res/` (or Compose Multiplatform `composeResources/`)
/// folder whose `values/strings.xml` is the source and whose `values-de/`, `values-pt-rBR/`,
/// `values-b+sr+Latn/` folders hold the translations.
///
/// - `<string>` values are read as Android reads them: whitespace outside double quotes
///   collapses, `"…"` keeps it, `\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\uXXXX` are escapes,
///   CDATA and `<xliff:g>` give their text. An apostrophe outside double quotes that no
///   backslash escapes is an `android.apostrophe` error, as the resource compiler refuses it,
///   and so is a `\u` without four hexadecimal digits (`android.unicode-escape`); a double
///   quote that neither opens nor closes the whole value is dropped by Android
///   (`android.dropped-quote`, a warning).
/// - The file is read in the encoding its XML declaration names (UTF-8 without one); a byte
///   that is not is a located `catalog.invalid-file` error.
/// - Format arguments (`%1$s`, `%d`) are read as Java's `Formatter` reads them (`%n`, `%b`,
///   `%tY`, `%,d`, `%<s`; no `%@` and no length modifiers) and go through the same printf
///   conversion as Apple strings; `formatted="false"` values are plain text. Those inside
///   markup attributes (`<a href="%2$s">`) are arguments of the string too, though its text
///   does not show them.
/// - `<plurals>` items are plural variants by `quantity`; `zero` stays the CLDR category, so
///   in a language without it Android never selects it.
/// - `<string-array>` items are keys `name[0]`, `name[1]`, ….
/// - `translatable="false"` source strings are not expected in locales; `tools:ignore`
///   (`MissingTranslation`, `MissingQuantity`, `UnusedQuantity`, `StringFormatMatches`)
///   silences the matching rules; the XML comment just above a string is its comment for
///   translators, with `role: destructive, verb: delete` annotations.
/// - Values that start with `@` or `?` are references to other resources and are skipped.
enum AndroidResourceReader {
  /// The rule id of unescaped apostrophes.
  static let apostropheRuleID = "android.apostrophe"
  /// The rule id of unescaped double quotes inside a value, which Android drops.
  static let droppedQuoteRuleID = "android.dropped-quote"
  /// The rule id of `\u` escapes without four hexadecimal digits.
  static let unicodeEscapeRuleID = "android.unicode-escape"

  /// Whether `directory` is a resource folder: it holds `values/strings.xml`.
  static func isResourceFolder(_ directory: String) -> Bool {
    FileSystem.kind(of: FileSystem.join(FileSystem.join(directory, "values"), "strings.xml")) == .file
  }

  /// The locale of a `values-…` folder: `values-de` → de, `values-pt-rBR` → pt-BR,
  /// `values-b+sr+Latn` → sr-Latn; nil for `values` and for folders with other qualifiers
  /// (`values-night`, `values-v21`, `values-de-land`).
  static func locale(ofFolderNamed name: String) -> LocaleID? {
    guard name.hasPrefix("values-") else { return nil }
    let qualifiers = name.dropFirst("values-".count).split(separator: "-", omittingEmptySubsequences: false)
    guard let first = qualifiers.first else { return nil }
    if first.hasPrefix("b+") {
      guard qualifiers.count == 1 else { return nil }
      return try? LocaleID(first.dropFirst(2).split(separator: "+").joined(separator: "-"))
    }
    let isLanguage =
      (2...3).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLowercase } && first != "car"
    guard isLanguage, qualifiers.count <= 2 else { return nil }
    var tag = String(first)
    if qualifiers.count == 2 {
      let region = qualifiers[1]
      guard region.hasPrefix("r"), region.count == 3 || region.count == 4 else { return nil }
      let code = region.dropFirst()
      guard code.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else { return nil }
      tag += "-" + code
    }
    return try? LocaleID(tag)
  }

  /// Reads the `strings.xml` of `values/` and every locale folder of `root` as one table.
  /// - Parameter folderNames: The folders that hold a `strings.xml`, for files read from
  ///   memory; nil to list `root`.
  static func table(
    root: String, sourceLocale: LocaleID, folderNames: [String]? = nil,
    reading: (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read
  ) -> AppleTable {
    var table = AppleTable(
      name: "strings", format: .androidResources, sourceLocale: sourceLocale,
      anchorPath: FileSystem.join(FileSystem.join(root, "values"), "strings.xml"))
    let names = (folderNames ?? (try? FileSystem.contents(ofDirectory: root)) ?? []).sorted()
    var folders: [(path: String, locale: LocaleID)] = []
    for name in names where name == "values" || name.hasPrefix("values-") {
      let path = FileSystem.join(FileSystem.join(root, name), "strings.xml")
      guard folderNames != nil || FileSystem.kind(of: path) == .file else { continue }
      if name == "values" {
        folders.insert((path, sourceLocale), at: 0)
      } else if let locale = locale(ofFolderNamed: name), locale != sourceLocale {
        folders.append((path, locale))
      }
    }
    var sourceNames: [String: [Int: String]] = [:]
    for (index, folder) in folders.enumerated() {
      let isSource = index == 0 && folder.locale == sourceLocale
      switch reading(folder.path) {
      case .failure(let error):
        table.diagnostics.append(
          Diagnostic.unreadable(error.reason, path: folder.path, locale: folder.locale.tag))
      case .success(let raw):
        // The bytes in the encoding the XML declaration names (UTF-8 without one, as the
        // resource compiler reads them): a byte that is not is one located error.
        let (bytes, encodingProblem) = DeclaredEncoding(named: DeclaredEncoding.xmlEncoding(in: raw)).decode(
          raw, declaredBy: "encoding=")
        let source = SourceFile(path: folder.path, bytes: bytes)
        if let problem = encodingProblem {
          let position = source.position(ofByte: problem.offset)
          table.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.invalid-file",
              message: "\(problem.reason) (line \(position.line), column \(position.column))", path: folder.path,
              position: position, locale: folder.locale.tag))
        }
        var file = AndroidStringsFile(
          source: source, locale: folder.locale, isSource: isSource, sourceNames: sourceNames)
        file.read()
        table.diagnostics += file.diagnostics
        guard file.isUsable else {
          table.rejected.append(file.source)
          continue
        }
        if isSource {
          sourceNames = file.names
          table.comments = file.comments
        }
        if !folder.locale.hasLocaleData {
          table.diagnostics.append(.unknownLocale(folder.locale, path: folder.path))
        }
        table.files.append(
          LocaleFile(
            locale: folder.locale, source: file.source, localeKeyOffset: nil, entries: file.entries,
            metadata: file.metadata))
      }
    }
    return table
  }
}

/// One `strings.xml` being read.
struct AndroidStringsFile {
  let source: SourceFile
  let locale: LocaleID
  let isSource: Bool
  let sourceNames: [String: [Int: String]]
  var entries: [CatalogEntry] = []
  var metadata: [String: EntryMetadata] = [:]
  var comments: [String: String] = [:]
  var names: [String: [Int: String]] = [:]
  var diagnostics: [Diagnostic] = []
  var isUsable = true
  private let builder: AppleEntryBuilder
  private var seen: Set<String> = []
  /// The rules the file's `<resources tools:ignore="…">` turns off for all its strings.
  private var fileIgnoredRules: [String] = []
  /// Keys whose source is a reference: a translation that leaves them out shows the
  /// reference resolved in its own locale.
  private var referenceKeys: Set<String> = []
  /// The `<string>` elements of the file by name, for the source's references to them.
  private var strings: [String: (element: XMLElement, formatted: Bool)] = [:]
  /// The source's strings whose value is a reference to another string of the file
  /// (`@string/weight_mg_short`), resolved once every string is read.
  private var references: [(key: String, target: String, element: XMLElement, comment: String?, translatable: Bool)] =
    []

  init(source: SourceFile, locale: LocaleID, isSource: Bool, sourceNames: [String: [Int: String]]) {
    self.source = source
    self.locale = locale
    self.isSource = isSource
    self.sourceNames = sourceNames
    self.builder = AppleEntryBuilder(source: source, locale: locale, keepsZeroCategory: true, dialect: .java)
  }

  private var bytes: [UInt8] { source.bytes }

  mutating func read() {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes)
    } catch {
      invalid(error.reason, at: error.offset)
      isUsable = false
      return
    }
    guard root.localName == "resources" else {
      invalid("an Android resource file holds a <resources> element, not <\(root.name)>", at: root.offset)
      isUsable = false
      return
    }
    // `tools:ignore` on <resources> holds for every string of the file, as Android Lint reads it.
    fileIgnoredRules = Self.ignoredRules(root.attribute("tools:ignore")?.value ?? "")
    var previousEnd = root.contentOffset
    for element in root.children {
      defer { previousEnd = element.endOffset }
      let kind = element.localName
      guard kind == "string" || kind == "plurals" || kind == "string-array" else { continue }
      guard let nameAttribute = element.attribute("name"), !nameAttribute.value.isEmpty else {
        invalid("<\(element.name)> has no name attribute", at: element.offset)
        continue
      }
      let name = nameAttribute.value
      let translatable = element.attribute("translatable")?.value != "false"
      let formatted = element.attribute("formatted")?.value != "false"
      let comment = Self.comment(in: bytes, from: previousEnd, to: element.offset)
      switch kind {
      case "string":
        strings[name] = (element, formatted)
        guard let text = value(of: element, formatted: formatted) else {
          // A source string that is another string of the file (`@string/name`) is a key
          // of its own, which a translation may word differently: its text is that string's.
          let raw = element.text.trimmingASCIIWhitespace
          if isSource, element.children.isEmpty, raw.hasPrefix("@string/") {
            references.append((name, String(raw.dropFirst("@string/".count)), element, comment, translatable))
          }
          continue
        }
        add(key: name, element: element, value: .text(text), comment: comment, translatable: translatable)
      case "plurals":
        var variants: [AppleVariant] = []
        for item in element.children(named: "item") {
          guard let quantity = item.attribute("quantity") else {
            invalid("a <plurals> item has no quantity attribute", at: item.offset)
            continue
          }
          guard let text = value(of: item, formatted: formatted) else { continue }
          variants.append(AppleVariant(selector: quantity.value, offset: quantity.valueOffset, value: .text(text)))
        }
        guard !variants.isEmpty else { continue }
        add(
          key: name, element: element, value: .plural(variants, offset: element.offset), comment: comment,
          translatable: translatable)
      default:
        for (index, item) in element.children(named: "item").enumerated() {
          guard let text = value(of: item, formatted: formatted) else { continue }
          add(
            key: "\(name)[\(index)]", element: item, value: .text(text), comment: comment,
            translatable: translatable)
        }
      }
    }
    for reference in references {
      guard let target = strings[reference.target], let text = value(of: target.element, formatted: target.formatted)
      else { continue }
      referenceKeys.insert(reference.key)
      add(
        key: reference.key, element: reference.element, value: .text(text), comment: reference.comment,
        translatable: reference.translatable)
    }
  }

  private mutating func add(
    key: String, element: XMLElement, value: AppleValue, comment: String?, translatable: Bool
  ) {
    guard seen.insert(key).inserted else {
      diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: "catalog.duplicate-key",
          message: "“\(key)” is defined again; the first definition is used", path: source.path,
          position: source.position(ofByte: element.offset), locale: locale.tag, key: key))
      return
    }
    var argumentNames = sourceNames[key] ?? [:]
    var entryMetadata = EntryMetadata(offset: element.offset)
    if isSource {
      entryMetadata.shouldTranslate = translatable
      entryMetadata.ignoredRules =
        Self.ignoredRules(element.attribute("tools:ignore")?.value ?? "") + fileIgnoredRules
        + (referenceKeys.contains(key) ? ["catalog.missing-key", "catalog.untranslated"] : [])
      if let comment {
        comments[key] = comment
        let applied = TranslatorComment.apply(
          comment, to: &entryMetadata, key: key, source: source, offset: element.offset, locale: locale)
        argumentNames.merge(applied.names) { $1 }
        if let diagnostic = applied.diagnostic { diagnostics.append(diagnostic) }
      }
    }
    let built = builder.entry(key: key, keyOffset: element.offset, value: value, names: argumentNames)
    if let diagnostic = built.diagnostic { diagnostics.append(diagnostic) }
    names[key] = built.names
    entries.append(built.entry)
    if isSource { metadata[key] = entryMetadata }
  }

  /// The rules that Android Lint issue ids in `tools:ignore` stand for.
  static func ignoredRules(_ value: String) -> [String] {
    var rules: [String] = []
    for issue in value.split(separator: ",").map({ $0.trimmingASCIIWhitespace }) {
      switch issue {
      case "MissingTranslation": rules += ["catalog.missing-key", "catalog.untranslated"]
      case "MissingQuantity": rules.append("plural.missing-category")
      case "UnusedQuantity": rules.append("plural.unreachable-category")
      case "StringFormatMatches", "StringFormatCount", "StringFormatInvalid": rules.append("message.arguments")
      case "all":
        rules += [
          "catalog.missing-key", "catalog.untranslated", "plural.missing-category", "plural.unreachable-category",
          "message.arguments",
        ]
      default: continue
      }
    }
    return rules
  }

  /// The text of the last XML comment between two offsets.
  static func comment(in bytes: [UInt8], from start: Int, to end: Int) -> String? {
    guard start < end, end <= bytes.count else { return nil }
    let gap = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let open = gap.range(of: "<!--", options: .backwards),
      let close = gap.range(of: "-->", range: open.upperBound..<gap.endIndex)
    else { return nil }
    // Only a comment directly above the element, with nothing but whitespace after it.
    guard gap[close.upperBound...].allSatisfy(\.isWhitespace) else { return nil }
    let text = gap[open.upperBound..<close.lowerBound].split(separator: "\n").map { $0.trimmingASCIIWhitespace }
      .joined(separator: "\n").trimmingASCIIWhitespace
    return text.isEmpty ? nil : text
  }

  /// The value of a `<string>` or `<item>` as Android reads it; nil for a reference to
  /// another resource.
  private mutating func value(of element: XMLElement, formatted: Bool) -> AppleText? {
    let simple = element.children.isEmpty
    let raw = simple ? element.text : Self.mixedText(of: element, in: bytes)
    let decoded = AndroidText.unescape(raw)
    // A problem at an offset of the decoded text, located in the file where the value is
    // plain text, else at its element.
    func report(_ severity: Diagnostic.Severity, _ ruleID: String, _ message: String, at offset: Int) {
      let byte = simple ? XMLTextMap.byteOffset(of: offset, inTextAt: element.contentOffset, in: bytes) : element.offset
      diagnostics.append(
        Diagnostic(
          severity: severity, ruleID: ruleID, message: message, path: source.path,
          position: source.position(ofByte: byte), locale: locale.tag, key: element.attribute("name")?.value))
    }
    if let apostrophe = decoded.unescapedApostrophe {
      report(
        .error, AndroidResourceReader.apostropheRuleID,
        "an apostrophe outside double quotes must be escaped as \\' (or the value quoted); the resource compiler refuses it",
        at: apostrophe)
    }
    if let quote = decoded.droppedQuote, !decoded.isReference {
      report(
        .warning, AndroidResourceReader.droppedQuoteRuleID,
        "Android drops this double quote from the text, as it does every \" that is not escaped; write \\\" to show it, or use typographic quotes",
        at: quote)
    }
    if let escape = decoded.badUnicodeEscape, !decoded.isReference {
      report(
        .error, AndroidResourceReader.unicodeEscapeRuleID,
        "\\u is followed by four hexadecimal digits (\\u00E9 for é); the resource compiler refuses this one", at: escape
      )
    }
    if decoded.isReference { return nil }
    var text = decoded.text
    if !formatted { text = text.replacingOccurrences(of: "%", with: "%%") }
    // Characters are found in the file through Android's reading of the text, unless child
    // elements or doubled percent signs stand between the two.
    let syntax: ValueSyntax =
      !simple ? .valueStart : text == raw ? .xmlText : text == decoded.text ? .androidText : .valueStart
    return AppleText(
      text: text, syntax: syntax, valueOffset: element.contentOffset,
      markup: formatted ? Self.markupAttributes(in: element) : [])
  }

  /// The attribute values of the markup inside a value that may hold format arguments
  /// (`<a href="%2$s">`): the arguments are the string's, though its text does not show
  /// them. `<xliff:g>`'s own attributes (`id`, `example`) describe its content and are left
  /// out.
  static func markupAttributes(in element: XMLElement) -> [AppleText] {
    var found: [AppleText] = []
    for child in element.children {
      if !child.hasLocalName("g") {
        for attribute in child.attributes where attribute.value.contains("%") {
          found.append(AppleText(text: attribute.value, syntax: .xmlText, valueOffset: attribute.valueOffset + 1))
        }
      }
      found += markupAttributes(in: child)
    }
    return found
  }

  /// The character data of an element with child elements (`<xliff:g>`, `<b>`), the
  /// children's text included.
  static func mixedText(of element: XMLElement, in bytes: [UInt8]) -> String {
    var text = ""
    var cursor = element.contentOffset
    for child in element.children {
      if cursor < child.offset { text += XMLCharacterData.decode(bytes[cursor..<child.offset]) }
      text += child.children.isEmpty ? child.text : mixedText(of: child, in: bytes)
      cursor = child.endOffset
    }
    var end = element.endOffset
    while end > cursor, bytes[end - 1] != UInt8(ascii: "<") { end -= 1 }
    if end > cursor { text += XMLCharacterData.decode(bytes[cursor..<(end - 1)]) }
    return text
  }

  private mutating func invalid(_ reason: String, at offset: Int) {
    diagnostics.append(
      Diagnostic(
        severity: .error, ruleID: "catalog.invalid-file", message: reason, path: source.path,
        position: source.position(ofByte: offset), locale: locale.tag))
  }
}

/// Android's reading of resource text.
enum AndroidText {
  /// A value as Android reads it.
  struct Decoded: Equatable {
    /// The text.
    var text: String
    /// The UTF-16 offset (in the text given) of the first apostrophe outside double quotes
    /// that no backslash escapes.
    var unescapedApostrophe: Int?
    /// Whether the value is a reference (`@string/other`, `?attr/name`).
    var isReference: Bool
    /// The UTF-16 offset (in the text given) of the first double quote that no backslash
    /// escapes and that does not open or close the whole value: Android drops it from the
    /// text (`""%1$s""` shows no quotes at all).
    var droppedQuote: Int? = nil
    /// The UTF-16 offset (in the text given) of the first `\u` escape that four hexadecimal
    /// digits do not follow, which the resource compiler refuses.
    var badUnicodeEscape: Int? = nil
  }

  /// Decodes Android escapes, quotes and whitespace in XML character data.
  static func unescape(_ raw: String) -> Decoded {
    var output = ""
    let (apostrophe, isReference, quotes, badEscape) = decode(raw) { piece, _ in output += piece }
    // A quote that opens the whole value or closes it keeps its spaces and apostrophes, as
    // Android documents; one anywhere else is a quotation mark the translator meant to show.
    let units = Array(raw.utf16)
    let first = units.firstIndex { !isSpace($0) }
    let last = units.lastIndex { !isSpace($0) }
    let dropped = quotes.first { $0 != first && $0 != last }
    return Decoded(
      text: output, unescapedApostrophe: apostrophe, isReference: isReference, droppedQuote: dropped,
      badUnicodeEscape: badEscape)
  }

  private static func isSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
  }

  /// The UTF-16 offset in `raw` of what gives the character at UTF-16 offset `target` of
  /// its decoded text (the backslash of an escape, the first of the spaces collapsed into
  /// one); the end of `raw` when the decoded text is shorter.
  static func rawOffset(ofDecoded target: Int, in raw: String) -> Int {
    var length = 0
    var found: Int?
    _ = decode(raw) { piece, rawOffset in
      let count = piece.utf16.count
      if found == nil, length + count > target { found = rawOffset }
      length += count
    }
    return found ?? raw.utf16.count
  }

  /// Reads `raw` as Android does, handing each piece of the decoded text to `emit` with the
  /// UTF-16 offset in `raw` it comes from; returns the offset of the first apostrophe outside
  /// double quotes that no backslash escapes, and whether the value is a reference.
  private static func decode(
    _ raw: String, emit: (_ piece: String, _ rawOffset: Int) -> Void
  ) -> (apostrophe: Int?, isReference: Bool, quotes: [Int], badUnicodeEscape: Int?) {
    var emitted = false
    var quotes: [Int] = []
    var badUnicodeEscape: Int?
    var quoted = false
    var escaping = false
    var escapeOffset = 0
    var pendingSpace: Int?
    var apostrophe: Int?
    var offset = 0
    var isReference = false
    var isFirst = true
    let scalars = Array(raw.unicodeScalars)
    var index = 0
    func append(_ text: String, from rawOffset: Int) {
      if let space = pendingSpace, emitted { emit(" ", space) }
      pendingSpace = nil
      emit(text, rawOffset)
      emitted = true
    }
    while index < scalars.count {
      let scalar = scalars[index]
      defer {
        offset += scalar.utf16.count
        index += 1
      }
      if escaping {
        escaping = false
        switch scalar {
        case "n": append("\n", from: escapeOffset)
        case "t": append("\t", from: escapeOffset)
        case "u":
          let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<min(index + 5, scalars.count)]))
          if hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
            append(String(decoded), from: escapeOffset)
            for skipped in scalars[(index + 1)..<(index + 5)] { offset += skipped.utf16.count }
            index += 4
          } else {
            if badUnicodeEscape == nil { badUnicodeEscape = escapeOffset }
            append("u", from: escapeOffset)
          }
        default: append(String(scalar), from: escapeOffset)
        }
        isFirst = false
        continue
      }
      switch scalar {
      case "\\":
        escaping = true
        escapeOffset = offset
      case "\"":
        quoted.toggle()
        quotes.append(offset)
      case " ", "\t", "\n", "\r":
        if quoted {
          append(String(scalar), from: offset)
        } else if pendingSpace == nil {
          pendingSpace = offset
        }
      case "'":
        if !quoted, apostrophe == nil { apostrophe = offset }
        append("'", from: offset)
      default:
        if isFirst, scalar == "@" || scalar == "?" { isReference = true }
        append(String(scalar), from: offset)
      }
      if scalar != " ", scalar != "\t", scalar != "\n", scalar != "\r" { isFirst = false }
    }
    return (apostrophe, isReference, quotes, badUnicodeEscape)
  }
}

/// Decodes raw XML character data (references, CDATA, comments) between child elements.
enum XMLCharacterData {
  static func decode(_ slice: ArraySlice<UInt8>) -> String {
    let text = String(decoding: slice, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    var output = ""
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("<![CDATA["), let end = rest.range(of: "]]>") {
        output += rest[rest.index(rest.startIndex, offsetBy: 9)..<end.lowerBound]
        rest = rest[end.upperBound...]
      } else if rest.hasPrefix("<!--"), let end = rest.range(of: "-->") {
        rest = rest[end.upperBound...]
      } else if first == "&", let semicolon = rest.firstIndex(of: ";") {
        let name = rest[rest.index(after: rest.startIndex)..<semicolon]
        output += reference(String(name)) ?? String(rest[...semicolon])
        rest = rest[rest.index(after: semicolon)...]
      } else {
        output.append(first)
        rest = rest.dropFirst()
      }
    }
    return output
  }

  private static func reference(_ name: String) -> String? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map { String($0) }
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingASCIIWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
