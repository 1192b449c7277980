import ICU

/// Writes a catalog as gettext files: a `messages.pot` template with the source texts and
/// one `<language>.po` per translated locale (`de.po`, `pt_BR.po`), read back by
/// ``GettextCatalogReader``.
///
/// - Each key is one entry. When every key is its source text (or `context|text`), as in
///   catalogs read from gettext, the entries are plain `msgid`s (with `msgctxt`); otherwise
///   the header says `X-Message-Keys: msgctxt` and every entry's `msgctxt` is its key, its
///   `msgid` the source text.
/// - A message that is one plural is `msgid` (`one`) and `msgid_plural` (`other`), with a
///   `msgstr[n]` per form the header's `Plural-Forms` gives, made from the locale's CLDR
///   rules (``GettextPluralForms``).
/// - Arguments are C format specifiers (`{name}` is `%s`, `{n, number, integer}` `%lld`),
///   flagged `#, c-format`; a text without arguments whose `%` a tool might misread is
///   `#, no-c-format`. `needs-review` is `#, fuzzy`. The description, role, verb, maxLength,
///   ignore list and argument names are `#.` comments. Keys a locale has and the source
///   has not are obsolete `#~` entries.
/// - What gettext cannot say (select, selectordinal, `=0`, a plural inside other text,
///   states other than fuzzy, “do not translate”) is reported, never dropped.
struct GettextCatalogWriter {
  typealias Problem = StringCatalogWriter.Problem

  /// The name of the template file.
  static let templateName = "messages.pot"

  /// The files, by name, and the messages that could not be written.
  func files(for catalog: Catalog) -> (files: [String: [UInt8]], problems: [Problem]) {
    guard let source = catalog.source else { return ([:], []) }
    var problems: [Problem] = []
    // The source text of each key, as the template writes it.
    var texts: [String: SourceText] = [:]
    for entry in source.entries {
      guard let message = entry.message else {
        problems.append(Problem(key: entry.key, locale: source.locale, reason: "its source text has a syntax error"))
        continue
      }
      do throws(PrintfDialect.Failure) {
        texts[entry.key] = try sourceText(message, entry: entry, file: source, catalog: catalog)
      } catch {
        problems.append(Problem(key: entry.key, locale: source.locale, reason: error.reason))
      }
      if catalog.metadata(for: entry.key)?.shouldTranslate == false {
        problems.append(
          Problem(
            key: entry.key, locale: source.locale,
            reason: "gettext has no mark for a text not to translate (Android's translatable=\"false\")"))
      }
    }
    guard problems.isEmpty else { return ([:], problems) }
    let keyed = source.entries.contains { entry in
      guard let id = texts[entry.key]?.id else { return true }
      return entry.key != id && !entry.key.hasSuffix("|" + id)
    }
    var files: [String: [UInt8]] = [:]
    var template = header(language: nil, forms: nil, keyed: keyed)
    for entry in source.entries {
      guard let text = texts[entry.key] else { continue }
      template += "\n" + comments(for: entry.key, source: source, catalog: catalog)
      template += flags(fuzzy: false, text: text)
      template += identifiers(key: entry.key, text: text, keyed: keyed)
      template += text.plural == nil ? "msgstr \"\"\n" : "msgstr[0] \"\"\nmsgstr[1] \"\"\n"
    }
    files[Self.templateName] = Array(template.utf8)
    for file in catalog.translations {
      guard let name = Self.languageName(for: file.locale) else {
        problems.append(
          Problem(
            key: file.entries.first?.key ?? "", locale: file.locale,
            reason: "the locale \(file.locale.tag) has no gettext language name that reads back as it"))
        continue
      }
      let forms = GettextPluralForms(locale: file.locale)
      var document = header(language: name, forms: forms, keyed: keyed)
      for entry in source.entries {
        guard let text = texts[entry.key] else { continue }
        let translated = file[entry.key]
        var strings: [String] = text.plural == nil ? [""] : Array(repeating: "", count: forms.categories.count)
        var state: String?
        if let translated {
          do throws(PrintfDialect.Failure) {
            strings = try translation(
              translated, file: file, catalog: catalog, forms: forms, isPlural: text.plural != nil)
            state = try self.state(of: entry.key, in: file)
          } catch {
            problems.append(Problem(key: entry.key, locale: file.locale, reason: error.reason))
            continue
          }
        }
        let flagged = SourceText(
          id: text.id, plural: text.plural, hasSpecifiers: text.hasSpecifiers,
          hasPercent: text.hasPercent || strings.contains { $0.contains("%") })
        document += "\n" + comments(for: entry.key, source: source, catalog: catalog)
        document += flags(fuzzy: state == TranslationState.needsReview.rawValue, text: flagged)
        document += identifiers(key: entry.key, text: text, keyed: keyed)
        document += msgstrLines(strings, plural: text.plural != nil)
      }
      // Keys the source does not have: kept as obsolete entries.
      for entry in file.entries where source[entry.key] == nil {
        guard let message = entry.message else { continue }
        let plan = PrintfPlan(key: entry.key, file: file, catalog: catalog, includingOwn: true)
        let writer = PrintfDialect.Writer(
          dialect: .c, plan: plan, positional: plan.slots.count > 1, formatName: "gettext")
        guard let value = try? writer.text(message) else {
          problems.append(
            Problem(
              key: entry.key, locale: file.locale,
              reason: "its text (not in the source) cannot be kept as an obsolete entry"))
          continue
        }
        let obsolete =
          identifiers(key: entry.key, text: SourceText(id: entry.key), keyed: keyed) + "msgstr "
          + Self.literal(value.text) + "\n"
        document += "\n" + obsolete.split(separator: "\n").map { "#~ " + $0 + "\n" }.joined()
      }
      files[name + ".po"] = Array(document.utf8)
    }
    return (problems.isEmpty ? files : [:], problems)
  }

  /// How the template writes a source text.
  struct SourceText {
    /// The `msgid`.
    var id: String
    /// The `msgid_plural`, for a plural.
    var plural: String?
    var hasSpecifiers = false
    var hasPercent = false
  }

  private func sourceText(_ message: Message, entry: CatalogEntry, file: LocaleFile, catalog: Catalog)
    throws(PrintfDialect.Failure) -> SourceText
  {
    let writer = Self.writer(key: entry.key, file: file, catalog: catalog)
    guard let (argument, plural) = message.solePlural else {
      let value = try writer.text(message)
      return SourceText(id: value.text, hasSpecifiers: value.hasSpecifiers, hasPercent: value.text.contains("%"))
    }
    guard plural.offset == 0 else {
      throw PrintfDialect.Failure(reason: "a plural with an offset has no gettext equivalent")
    }
    guard let slot = writer.plan.slots[argument.name] else {
      throw PrintfDialect.Failure(reason: "the plural {\(argument.name)} has no printf equivalent")
    }
    var one: Message?
    var other: Message?
    for branch in plural.branches {
      switch branch.selector {
      case .category("one"): one = branch.message
      case .category("other"): other = branch.message
      default:
        throw PrintfDialect.Failure(
          reason:
            "a gettext source text has the forms one (msgid) and other (msgid_plural) only, not “\(PrintfDialect.selectorName(branch.selector))”"
        )
      }
    }
    guard let one, let other else {
      throw PrintfDialect.Failure(
        reason: "a gettext source text that is a plural needs both forms one (msgid) and other (msgid_plural)")
    }
    let forms = try PrintfDialect.forms([one, other], writer: writer, plural: (argument.name, slot))
    return SourceText(
      id: forms.texts[0], plural: forms.texts[1], hasSpecifiers: forms.hasSpecifiers,
      hasPercent: forms.texts.contains { $0.contains("%") })
  }

  private static func writer(key: String, file: LocaleFile, catalog: Catalog) -> PrintfDialect.Writer {
    let sourcePlan = catalog.source.map { PrintfPlan(key: key, file: $0, catalog: catalog, includingOwn: true) }
    return PrintfDialect.Writer(
      dialect: .c, plan: PrintfPlan(key: key, file: file, catalog: catalog, includingOwn: true),
      positional: (sourcePlan?.slots.count ?? 0) > 1, formatName: "gettext")
  }

  /// The `msgstr` strings of a translation.
  private func translation(
    _ entry: CatalogEntry, file: LocaleFile, catalog: Catalog, forms: GettextPluralForms, isPlural: Bool
  ) throws(PrintfDialect.Failure) -> [String] {
    guard let message = entry.message else {
      throw PrintfDialect.Failure(reason: "its \(file.locale.tag) text has a syntax error")
    }
    let writer = Self.writer(key: entry.key, file: file, catalog: catalog)
    guard isPlural else {
      let value = try writer.text(message)
      return [value.text]
    }
    guard let (argument, plural) = message.solePlural, plural.offset == 0,
      let slot = writer.plan.slots[argument.name]
    else {
      throw PrintfDialect.Failure(
        reason: "the source text is a plural, and the \(file.locale.tag) text is not one plural gettext can hold")
    }
    var strings = Array(repeating: "", count: forms.categories.count)
    let names = forms.categories.map(\.rawValue).joined(separator: ", ")
    let texts = try PrintfDialect.forms(plural.branches.map(\.message), writer: writer, plural: (argument.name, slot))
    for (branch, text) in zip(plural.branches, texts.texts) {
      guard case .category(let name) = branch.selector else {
        throw PrintfDialect.Failure(
          reason:
            "the plural branch \(PrintfDialect.selectorName(branch.selector)) has no msgstr[n] (whole numbers in \(file.locale.tag) select \(names))"
        )
      }
      if let index = forms.categories.firstIndex(where: { $0.rawValue == name }) {
        strings[index] = text
      } else if name != "other" {
        throw PrintfDialect.Failure(
          reason: "the plural form “\(name)” has no msgstr[n] (whole numbers in \(file.locale.tag) select \(names))")
      }
    }
    return strings
  }

  /// The state to write, or a failure for a state gettext has not.
  private func state(of key: String, in file: LocaleFile) throws(PrintfDialect.Failure) -> String? {
    guard let state = file.metadata[key]?.state else { return nil }
    switch TranslationState(rawValue: state) {
    case .translated?, .final?: return nil
    case .needsReview?: return state
    default:
      throw PrintfDialect.Failure(
        reason: "its \(file.locale.tag) state “\(state)” has no gettext equivalent (only fuzzy, for needs-review)")
    }
  }

  private func header(language: String?, forms: GettextPluralForms?, keyed: Bool) -> String {
    // The fields msgfmt --check asks for; who translated and when is for the translators' tools.
    var fields = ["Project-Id-Version: \\n", "PO-Revision-Date: \\n", "Last-Translator: \\n", "Language-Team: \\n"]
    if let language { fields.append("Language: \(language)\\n") }
    fields += [
      "MIME-Version: 1.0\\n", "Content-Type: text/plain; charset=UTF-8\\n", "Content-Transfer-Encoding: 8bit\\n",
    ]
    if let forms { fields.append("Plural-Forms: \(forms.header)\\n") }
    if keyed { fields.append("\(GettextCatalogReader.keysField): msgctxt\\n") }
    return "msgid \"\"\nmsgstr \"\"\n" + fields.map { "\"\($0)\"\n" }.joined()
  }

  private func comments(for key: String, source: LocaleFile, catalog: Catalog) -> String {
    guard let comment = ConvertedComment.text(key: key, in: source, catalog) else { return "" }
    return comment.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "#.\n" : "#. \($0)\n"
    }.joined()
  }

  private func flags(fuzzy: Bool, text: SourceText) -> String {
    var flags: [String] = []
    if fuzzy { flags.append("fuzzy") }
    if text.hasSpecifiers {
      flags.append("c-format")
    } else if text.hasPercent {
      flags.append("no-c-format")
    }
    return flags.isEmpty ? "" : "#, " + flags.joined(separator: ", ") + "\n"
  }

  private func identifiers(key: String, text: SourceText, keyed: Bool) -> String {
    var lines = ""
    if keyed {
      lines += "msgctxt " + Self.literal(key) + "\n"
    } else if key != text.id {
      lines += "msgctxt " + Self.literal(String(key.dropLast(text.id.count + 1))) + "\n"
    }
    lines += "msgid " + Self.literal(text.id) + "\n"
    if let plural = text.plural { lines += "msgid_plural " + Self.literal(plural) + "\n" }
    return lines
  }

  private func msgstrLines(_ strings: [String], plural: Bool) -> String {
    guard plural else { return "msgstr " + Self.literal(strings.first ?? "") + "\n" }
    return strings.enumerated().map { "msgstr[\($0.offset)] " + Self.literal($0.element) + "\n" }.joined()
  }

  /// The gettext name of `locale` (`pt_BR`), when it reads back as the same locale.
  static func languageName(for locale: LocaleID) -> String? {
    let name = locale.tag.replacingOccurrences(of: "-", with: "_")
    return GettextCatalogReader.locale(named: name) == locale ? name : nil
  }

  /// A PO string: one quoted line, or, for a text with line breaks or longer than a line,
  /// `""` and one quoted line per piece, broken after each line break and at spaces.
  static func literal(_ text: String) -> String {
    let limit = 70
    let breaksInside = text.dropLast().contains("\n")
    guard breaksInside || text.count > limit else { return "\"" + escape(text) + "\"" }
    var pieces: [String] = []
    var current = ""
    var lastSpace: String.Index?
    for character in text {
      current.append(character)
      if character == "\n" {
        pieces.append(current)
        current = ""
        lastSpace = nil
        continue
      }
      if character == " " { lastSpace = current.index(before: current.endIndex) }
      if current.count >= limit, let space = lastSpace {
        let cut = current.index(after: space)
        pieces.append(String(current[..<cut]))
        current = String(current[cut...])
        lastSpace = nil
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return "\"\"\n" + pieces.map { "\"" + escape($0) + "\"" }.joined(separator: "\n")
  }

  /// A text escaped for a PO string.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\u{07}": result += "\\a"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{0B}": result += "\\v"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
