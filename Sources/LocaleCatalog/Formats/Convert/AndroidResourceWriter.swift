import ICU

/// Writes a catalog as Android string resources: `values/strings.xml` for the source locale
/// and `values-<qualifier>/strings.xml` for each other one (`values-de`, `values-pt-rBR`,
/// `values-b+sr+Latn`), read back by ``AndroidResourceReader``.
///
/// A message is a `<string>`; a message that is one plural is a `<plurals>` with an
/// `<item quantity="…">` per category; keys `name[0]`, `name[1]`, … are a `<string-array>`.
/// Arguments are Java format specifiers (`{name}` is `%s`, `{n, number, integer}` `%d`,
/// `{n, number}` `%f`, positioned `%2$s` when there are several); their names, the
/// description, role, verb, maxLength and ignore list are the XML comment above the source's
/// element (`role: destructive, verb: delete`), and keys not to translate are
/// `translatable="false"`. Text is escaped as Android reads it (`\'`, `\"`, `\n`, a leading
/// `\@` or `\?`, `&lt;`, `&amp;`, double quotes around significant spaces). What Android
/// cannot say (select, selectordinal, `=0`, a plural inside other text, translation states)
/// is reported, never dropped.
struct AndroidResourceWriter {
  typealias Problem = StringCatalogWriter.Problem

  /// The files, by path below the resource folder (`values-de/strings.xml`), and the
  /// messages that could not be written.
  func files(for catalog: Catalog) -> (files: [String: [UInt8]], problems: [Problem]) {
    guard let source = catalog.source else { return ([:], []) }
    var problems: [Problem] = []
    let elements = Self.elements(of: source.entries.map(\.key))
    // Two names that are one field of `R.string` (`a.b` and `a_b`) cannot both be kept.
    var fields: [String: String] = [:]
    for element in elements {
      let name: String
      switch element {
      case .single(let key): name = key
      case .array(let array, _): name = array
      }
      if let other = fields.updateValue(name, forKey: Self.fieldName(name)) {
        problems.append(
          Problem(
            key: name, locale: catalog.sourceLocale,
            reason: "“\(name)” and “\(other)” are both R.string.\(Self.fieldName(name)) in Android"))
      }
    }
    var files: [String: [UInt8]] = [:]
    for file in catalog.files {
      let isSource = file.locale == catalog.sourceLocale
      let folder: String
      if isSource {
        folder = "values"
      } else if let name = Self.folderName(for: file.locale) {
        folder = name
      } else {
        problems.append(
          Problem(
            key: file.entries.first?.key ?? "", locale: file.locale,
            reason: "the locale \(file.locale.tag) has no Android resource qualifier"))
        continue
      }
      var written = Set<String>()
      var lines: [String] = []
      var writer = FileWriter(catalog: catalog, file: file, isSource: isSource)
      for element in elements {
        lines += writer.lines(for: element, written: &written)
      }
      // Keys only this locale has, after the source's.
      let extra = file.entries.map(\.key).filter { !written.contains($0) }
      for element in Self.elements(of: extra) {
        lines += writer.lines(for: element, written: &written)
      }
      problems += writer.problems
      let document =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n" + lines.map { "    " + $0 + "\n" }.joined()
        + "</resources>\n"
      files[folder + "/strings.xml"] = Array(document.utf8)
    }
    return (problems.isEmpty ? files : [:], problems)
  }

  /// What one resource element holds.
  enum Element: Hashable {
    /// A `<string>` or `<plurals>`.
    case single(String)
    /// A `<string-array>` named `name` whose items are keys `name[0]` … `name[count - 1]`.
    case array(name: String, count: Int)
  }

  /// The elements for keys in order: keys `name[0]` … `name[n-1]` (all of them, and no key
  /// `name`) are one array, placed where its first item is.
  static func elements(of keys: [String]) -> [Element] {
    var items: [String: Set<Int>] = [:]
    let all = Set(keys)
    for key in keys {
      if let (name, index) = arrayItem(key) { items[name, default: []].insert(index) }
    }
    var arrays: [String: Int] = [:]
    for (name, indices) in items where !all.contains(name) && indices == Set(0..<indices.count) {
      arrays[name] = indices.count
    }
    var elements: [Element] = []
    for key in keys {
      if let (name, index) = arrayItem(key), let count = arrays[name] {
        if index == 0 { elements.append(.array(name: name, count: count)) }
      } else {
        elements.append(.single(key))
      }
    }
    return elements
  }

  private static func arrayItem(_ key: String) -> (String, Int)? {
    guard key.hasSuffix("]"), let open = key.lastIndex(of: "["), open != key.startIndex,
      let index = Int(key[key.index(after: open)..<key.index(before: key.endIndex)]), index >= 0,
      String(index) == key[key.index(after: open)..<key.index(before: key.endIndex)]
    else { return nil }
    return (String(key[..<open]), index)
  }

  /// The `values-…` folder of `locale` (`values-pt-rBR`, `values-b+sr+Latn`), the inverse of
  /// ``AndroidResourceReader/locale(ofFolderNamed:)``; nil when no folder reads back as it.
  static func folderName(for locale: LocaleID) -> String? {
    let parts = locale.tag.split(separator: "-").map(String.init)
    var candidates: [String] = []
    if parts.count == 1 { candidates.append("values-" + parts[0]) }
    if parts.count == 2 { candidates.append("values-\(parts[0])-r\(parts[1])") }
    candidates.append("values-b+" + parts.joined(separator: "+"))
    return candidates.first { AndroidResourceReader.locale(ofFolderNamed: $0) == locale }
  }

  /// Whether the resource compiler accepts `name`: ASCII letters, digits, `_`, `.` and `-`,
  /// not starting with a digit.
  static func isResourceName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0 == "." || $0 == "-" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  /// The field of `R.string` a name becomes: `.` and `-` are `_`.
  static func fieldName(_ name: String) -> String {
    String(name.map { $0 == "." || $0 == "-" ? "_" : $0 })
  }

  /// Writes the elements of one locale file.
  private struct FileWriter {
    let catalog: Catalog
    let file: LocaleFile
    let isSource: Bool
    var problems: [Problem] = []

    init(catalog: Catalog, file: LocaleFile, isSource: Bool) {
      self.catalog = catalog
      self.file = file
      self.isSource = isSource
    }

    mutating func lines(for element: Element, written: inout Set<String>) -> [String] {
      switch element {
      case .single(let key):
        guard let entry = file[key] else { return [] }
        written.insert(key)
        guard check(name: key) else { return [] }
        var lines = commentLines(for: key)
        guard let message = message(of: entry) else { return [] }
        let attributes = self.attributes(for: key)
        do throws(PrintfDialect.Failure) {
          if let (argument, plural) = message.solePlural {
            let items = try pluralItems(argument: argument, plural: plural, entry: entry)
            let formatted = items.contains { $0.hasSpecifiers } || !items.contains { $0.text.contains("%") }
            lines.append(
              "<plurals name=\"\(key)\"\(attributes)\(formatted ? "" : " formatted=\"false\"")>")
            for item in items {
              lines.append("    <item quantity=\"\(item.quantity)\">\(Self.escape(item.text))</item>")
            }
            lines.append("</plurals>")
          } else {
            let value = try writer(for: key).text(message)
            let formatted = value.hasSpecifiers || !value.text.contains("%")
            lines.append(
              "<string name=\"\(key)\"\(attributes)\(formatted ? "" : " formatted=\"false\"")>\(Self.escape(value.text))</string>"
            )
          }
        } catch {
          problems.append(Problem(key: key, locale: file.locale, reason: error.reason))
          return []
        }
        return lines
      case .array(let name, let count):
        let keys = (0..<count).map { "\(name)[\($0)]" }
        let present = keys.filter { file[$0] != nil }
        written.formUnion(present)
        guard !present.isEmpty, check(name: name) else { return [] }
        if let gap = keys.firstIndex(where: { file[$0] == nil }), gap < present.count {
          problems.append(
            Problem(
              key: keys[gap], locale: file.locale,
              reason: "a <string-array> cannot leave out item \(gap) and keep the items after it"))
          return []
        }
        var lines = commentLines(for: keys[0])
        lines.append("<string-array name=\"\(name)\"\(attributes(for: keys[0]))>")
        for key in present {
          guard let entry = file[key], let message = message(of: entry) else { return [] }
          do throws(PrintfDialect.Failure) {
            let value = try writer(for: key).text(message)
            guard value.hasSpecifiers || !value.text.contains("%") else {
              throw PrintfDialect.Failure(
                reason: "a % sign in a <string-array> item without arguments cannot be written")
            }
            lines.append("    <item>\(Self.escape(value.text))</item>")
          } catch {
            problems.append(Problem(key: key, locale: file.locale, reason: error.reason))
            return []
          }
        }
        lines.append("</string-array>")
        return lines
      }
    }

    private mutating func check(name: String) -> Bool {
      guard AndroidResourceWriter.isResourceName(name) else {
        // Once, where the source has the key.
        let inSource = catalog.source?[name] != nil || catalog.source?[name + "[0]"] != nil
        guard isSource || !inSource else { return false }
        problems.append(
          Problem(
            key: name, locale: file.locale,
            reason: "“\(name)” is no Android resource name (letters, digits, _, . and -, not starting with a digit)"))
        return false
      }
      if let state = file.metadata[name]?.state, state != TranslationState.translated.rawValue,
        state != TranslationState.final.rawValue, !(isSource && state == TranslationState.stale.rawValue)
      {
        problems.append(
          Problem(
            key: name, locale: file.locale,
            reason:
              "its \(file.locale.tag) state “\(state)” cannot be written: Android resources have no translation states")
        )
        return false
      }
      return true
    }

    private mutating func message(of entry: CatalogEntry) -> Message? {
      guard let message = entry.message else {
        problems.append(
          Problem(key: entry.key, locale: file.locale, reason: "its \(file.locale.tag) text has a syntax error"))
        return nil
      }
      return message
    }

    private func writer(for key: String) -> PrintfDialect.Writer {
      let sourcePlan = catalog.source.map { PrintfPlan(key: key, file: $0, catalog: catalog, includingOwn: true) }
      return PrintfDialect.Writer(
        dialect: .java, plan: PrintfPlan(key: key, file: file, catalog: catalog, includingOwn: true),
        positional: (sourcePlan?.slots.count ?? 0) > 1, formatName: "Android")
    }

    private func attributes(for key: String) -> String {
      guard isSource, catalog.metadata(for: key)?.shouldTranslate == false else { return "" }
      return " translatable=\"false\""
    }

    /// The XML comment above the source's element.
    private mutating func commentLines(for key: String) -> [String] {
      guard isSource, let source = catalog.source, let comment = ConvertedComment.text(key: key, in: source, catalog)
      else { return [] }
      guard !comment.contains("--"), !comment.hasSuffix("-") else {
        problems.append(
          Problem(
            key: key, locale: file.locale,
            reason: "its comment holds “--” or ends with “-”, which an XML comment cannot hold"))
        return []
      }
      let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count == 1 { return ["<!-- \(comment) -->"] }
      return ["<!--"] + lines.map { "    " + $0 } + ["-->"]
    }

    private struct Item {
      var quantity: String
      var text: String
      var hasSpecifiers: Bool
    }

    private func pluralItems(argument: MessageArgument, plural: PluralArgument, entry: CatalogEntry)
      throws(PrintfDialect.Failure) -> [Item]
    {
      guard plural.offset == 0 else {
        throw PrintfDialect.Failure(reason: "a plural with an offset has no Android equivalent")
      }
      let writer = self.writer(for: entry.key)
      guard let slot = writer.plan.slots[argument.name] else {
        throw PrintfDialect.Failure(reason: "the plural {\(argument.name)} has no printf equivalent")
      }
      var kept: [(name: String, message: Message)] = []
      for branch in plural.branches {
        guard case .category(let name) = branch.selector else {
          throw PrintfDialect.Failure(
            reason:
              "the plural branch \(PrintfDialect.selectorName(branch.selector)) has no Android quantity (zero, one, two, few, many, other)"
          )
        }
        if name == "other", branch.message.nodes.isEmpty, entry.pluralsWithoutOther.contains(argument.name) {
          continue
        }
        kept.append((name, branch.message))
      }
      let forms = try PrintfDialect.forms(kept.map(\.message), writer: writer, plural: (argument.name, slot))
      let items = zip(kept, forms.texts).map { branch, text in
        Item(quantity: branch.name, text: text, hasSpecifiers: forms.hasSpecifiers)
      }
      return items.sorted {
        (Self.categoryOrder.firstIndex(of: $0.quantity) ?? 6) < (Self.categoryOrder.firstIndex(of: $1.quantity) ?? 6)
      }
    }

    private static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// A value as Android reads it back: XML escapes, Android's backslash escapes, and double
    /// quotes around the value when its spaces would otherwise collapse.
    static func escape(_ text: String) -> String {
      var result = ""
      for (index, scalar) in text.unicodeScalars.enumerated() {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\\": result += "\\\\"
        case "'": result += "\\'"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "@" where index == 0, "?" where index == 0: result += "\\" + String(scalar)
        default: result.unicodeScalars.append(scalar)
        }
      }
      let spacesMatter = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
      return spacesMatter ? "\"" + result + "\"" : result
    }
  }
}

/// The comment a converted key carries for translators in formats without metadata fields:
/// its description, then `role`, `verb`, `maxLength`, `ignore`, argument names and
/// extraction state as annotations.
enum ConvertedComment {
  /// The comment of `key`, or nil when there is nothing to say.
  static func text(key: String, in source: LocaleFile, _ catalog: Catalog) -> String? {
    let metadata = catalog.metadata(for: key) ?? EntryMetadata()
    var annotations = CommentAnnotations(metadata: metadata)
    let plan = PrintfPlan(key: key, file: source, catalog: catalog, includingOwn: true)
    let byPosition = Dictionary(plan.slots.map { ($0.value.position, $0.key) }, uniquingKeysWith: { first, _ in first })
    if plan.slots.contains(where: { name, slot in name != "arg\(slot.position)" }), let last = byPosition.keys.max() {
      annotations.argumentNames = (1...last).map { byPosition[$0] ?? "arg\($0)" }
    }
    return annotations.comment
  }
}
