import Foundation
import ICU
import LocaleCatalog

/// Writes a synthetic catalog of any size from the bundled one, in the native format and
/// as the equivalent gettext catalog.
///
/// Messages come in groups, one group per bundled sheet in turn (`g17.delete-photos.title`,
/// `g17.delete-photos.delete`, …), each message followed by the group number so that no two
/// messages are alike. Beside the sheet's own keys (plain text, arguments, plurals,
/// destructive labels), every group has a `select`, a plural with exactly the categories
/// ICU's plural rules give the locale, a `select` with plurals nested in it, and a date
/// argument. The translations are the bundled ones, so the generated catalog is as clean as
/// the bundled catalog.
struct CatalogGenerator {
  /// The bundled catalog the texts come from.
  let bundled: Catalog
  /// The bundled catalog's directory, for its lexicons.
  let bundledDirectory: String

  /// Locales in the order they are taken: scripts, directions and plural systems vary
  /// early, so the small catalog already has Arabic, Cyrillic, CJK and Thai.
  static let preferredLocales = [
    "ar", "ru", "pl", "ja", "zh-Hans", "th", "he", "cs", "uk", "de", "fr", "ko", "hi", "fa", "lt", "lv", "sl", "ro",
    "es", "pt-BR", "it", "tr", "el", "bg", "sr", "hr", "fi", "hu", "vi", "id", "ca", "da", "et", "ms", "nb", "nl",
    "sk", "sv", "ur", "zh-Hant",
  ]

  /// Keys the source and every locale have once, outside the groups.
  static let sharedKeys = ["common.cancel", "common.ok", "a11y.destructive-hint", "a11y.cancel-hint"]

  /// Plain texts used for `select` branches and the date message.
  static let plainKeys = [
    "discard-draft.title", "clear-history.title", "leave-conversation.title", "sign-out.message",
    "block-contact.message",
  ]

  /// What was written.
  struct Result {
    /// The native catalog directory.
    let catalogDirectory: String
    /// The gettext directory (one `.po` per translated locale).
    let gettextDirectory: String
    /// Locale files written, the source included.
    let fileCount: Int
    /// Messages written across all locale files.
    let messageCount: Int
    /// Bytes on disk of everything `sheet-l10n check` reads.
    let catalogBytes: Int
  }

  /// Writes a catalog of `localeCount` translated locales (plus the source) with
  /// `messagesPerLocale` messages each under `directory`.
  /// - Parameter appleCompatible: Only messages the Apple formats can hold (texts, arguments,
  ///   plurals): no `select`, no nested plurals, no dates.
  func generate(
    localeCount: Int, messagesPerLocale: Int, into directory: String, appleCompatible: Bool = false
  ) throws -> Result {
    let available = Self.preferredLocales.filter { tag in bundled.files.contains { $0.locale.tag == tag } }
    guard localeCount <= available.count else {
      throw BenchError("the bundled catalog has \(available.count) translated locales; \(localeCount) were asked for")
    }
    guard let source = bundled.source else { throw BenchError("the bundled catalog has no source locale file") }
    let locales = [source.locale.tag] + available.prefix(localeCount)
    let catalogDirectory = directory + "/catalog"
    let gettextDirectory = directory + "/gettext"
    let files = FileManager.default
    try? files.removeItem(atPath: directory)
    try files.createDirectory(atPath: gettextDirectory, withIntermediateDirectories: true)
    try files.copyItem(atPath: bundledDirectory + "/lexicons", toPath: catalogDirectory + "/lexicons")

    let plan = Plan(sheets: bundled.sheets, messages: messagesPerLocale, appleCompatible: appleCompatible)
    var messageCount = 0
    var sourceMessages: [String: Message] = [:]
    for tag in locales {
      guard let locale = try? LocaleID(tag), let file = bundled.file(for: locale) else {
        throw BenchError("the bundled catalog has no file for \(tag)")
      }
      let rules = try PluralRules(locale: locale)
      let texts = try plan.messages { key in try text(of: key, in: file) }
      var json = "{\n  \"@@locale\": \(quoted(tag))"
      var messages: [(key: String, text: String)] = []
      for (key, kind) in plan.keys {
        let generated = try kind.text(in: file, rules: rules, texts: texts, group: key.group)
        messages.append((key.name, generated))
        json += ",\n  \(quoted(key.name)): \(quoted(generated))"
        if locale == source.locale {
          json += ",\n  \(quoted("@" + key.name)): \(metadata(for: kind))"
        }
      }
      json += "\n}\n"
      try json.write(toFile: "\(catalogDirectory)/\(tag).json", atomically: false, encoding: .utf8)
      messageCount += messages.count
      if locale == source.locale {
        for (key, text) in messages { sourceMessages[key] = try MessagePattern.parse(text) }
      } else {
        let po = try GettextWriter(locale: locale).catalog(messages: messages, source: sourceMessages)
        try po.write(toFile: "\(gettextDirectory)/\(tag).po", atomically: false, encoding: .utf8)
      }
    }
    try plan.sheetsJSON.write(toFile: catalogDirectory + "/sheets.json", atomically: false, encoding: .utf8)
    return Result(
      catalogDirectory: catalogDirectory, gettextDirectory: gettextDirectory, fileCount: locales.count,
      messageCount: messageCount, catalogBytes: try Self.bytes(under: catalogDirectory))
  }

  private func text(of key: String, in file: LocaleFile) throws -> String {
    if let entry = file[key], entry.message != nil { return entry.text }
    if let entry = bundled.source?[key], entry.message != nil { return entry.text }
    throw BenchError("the bundled catalog has no usable “\(key)” for \(file.locale.tag)")
  }

  private func metadata(for kind: Plan.Kind) -> String {
    let copied: String?
    switch kind {
    case .shared(let key), .copy(let key): copied = key
    case .select, .plural, .nested, .date: copied = nil
    }
    guard let copied, let metadata = bundled.metadata(for: copied) else {
      return "{\"description\": \"A generated message.\"}"
    }
    var fields: [String] = []
    if let role = metadata.role { fields.append("\"role\": \(quoted(role.rawValue))") }
    if let verb = metadata.verb { fields.append("\"verb\": \(quoted(verb))") }
    if let description = metadata.description { fields.append("\"description\": \(quoted(description))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// The total size of the regular files under `directory`.
  static func bytes(under directory: String) throws -> Int {
    var total = 0
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let name = enumerator?.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        total += (attributes[.size] as? NSNumber)?.intValue ?? 0
      }
    }
    return total
  }
}

/// Which keys a generated catalog has and what each is made of; the same for every locale.
struct Plan {
  /// A generated key and the group it belongs to.
  struct Key {
    let name: String
    let group: Int
  }

  /// How a generated message is made.
  enum Kind {
    /// A shared key, copied as is.
    case shared(String)
    /// A bundled key, copied with the group number after it.
    case copy(String)
    /// `{kind, select, photo {…} video {…} other {…}}` over three plain texts.
    case select([String])
    /// A plural with the locale's ICU categories, the branches taken from a bundled plural.
    case plural(String)
    /// A select whose branches are plurals with the locale's ICU categories.
    case nested(String, String)
    /// A plain text with a date argument.
    case date(String)

    /// The message for `file`'s locale.
    func text(in file: LocaleFile, rules: PluralRules, texts: [String: String], group: Int) throws -> String {
      func get(_ key: String) throws -> String {
        guard let text = texts[key] else { throw BenchError("no text for “\(key)”") }
        return text
      }
      switch self {
      case .shared(let key):
        return try get(key)
      case .copy(let key):
        return try get(key) + " \(group)"
      case .select(let keys):
        let branches = try zip(["photo", "video", "other"], keys).map { "\($0) {\(try get($1))}" }
        return "{kind, select, \(branches.joined(separator: " "))} \(group)"
      case .plural(let key):
        return try Plan.plural(from: get(key), rules: rules) + " \(group)"
      case .nested(let first, let second):
        let photo = try Plan.plural(from: get(first), rules: rules)
        let other = try Plan.plural(from: get(second), rules: rules)
        return "{kind, select, photo {\(photo)} other {\(other)}} \(group)"
      case .date(let key):
        return try get(key) + " ({when, date, short}) \(group)"
      }
    }
  }

  let keys: [(Key, Kind)]
  let sheetsJSON: String

  /// Lays out `messages` messages: the shared keys, then whole groups, then as much of one
  /// more group as fits. Only whole groups become sheets. With `appleCompatible`, a group's
  /// select, nested plural and date are left out.
  init(sheets: [SheetDeclaration], messages: Int, appleCompatible: Bool = false) {
    var keys: [(Key, Kind)] = CatalogGenerator.sharedKeys.map { (Key(name: $0, group: 0), .shared($0)) }
    var sheetEntries: [String] = []
    let plain = CatalogGenerator.plainKeys
    var group = 1
    while keys.count < messages, !sheets.isEmpty {
      let sheet = sheets[(group - 1) % sheets.count]
      let prefix = "g\(group)."
      var members: [(Key, Kind)] = []
      let sheetKeys = [sheet.title] + (sheet.message.map { [$0] } ?? []) + sheet.buttons
      for reference in sheetKeys where !CatalogGenerator.sharedKeys.contains(reference.key) {
        members.append((Key(name: prefix + reference.key, group: group), .copy(reference.key)))
      }
      let rotated = (0..<3).map { plain[(group + $0) % plain.count] }
      if !appleCompatible { members.append((Key(name: prefix + "kind", group: group), .select(rotated))) }
      members.append((Key(name: prefix + "count", group: group), .plural("delete-photos.message")))
      if !appleCompatible {
        members.append(
          (Key(name: prefix + "nested", group: group), .nested("delete-photos.title", "delete-photos.message")))
        members.append((Key(name: prefix + "when", group: group), .date(plain[group % plain.count])))
      }
      let room = messages - keys.count
      if members.count <= room {
        func name(_ key: String) -> String {
          CatalogGenerator.sharedKeys.contains(key) ? key : prefix + key
        }
        var entry = "  \(quoted(prefix + sheet.id)): {\"title\": \(quoted(name(sheet.title.key)))"
        if let message = sheet.message { entry += ", \"message\": \(quoted(name(message.key)))" }
        entry += ", \"buttons\": [" + sheet.buttons.map { quoted(name($0.key)) }.joined(separator: ", ") + "]}"
        sheetEntries.append(entry)
      }
      keys.append(contentsOf: members.prefix(room))
      group += 1
    }
    self.keys = keys
    self.sheetsJSON = "{\n" + sheetEntries.joined(separator: ",\n") + "\n}\n"
  }

  /// The texts of every key the plan copies, looked up once per locale.
  func messages(_ lookup: (String) throws -> String) throws -> [String: String] {
    var texts: [String: String] = [:]
    for (_, kind) in keys {
      let needed: [String]
      switch kind {
      case .shared(let key), .copy(let key), .plural(let key), .date(let key): needed = [key]
      case .select(let keys): needed = keys
      case .nested(let first, let second): needed = [first, second]
      }
      for key in needed where texts[key] == nil { texts[key] = try lookup(key) }
    }
    return texts
  }

  /// `{count, plural, …}` with one branch per category of `rules`, each branch the bundled
  /// message's branch for that category (or its `other` branch).
  static func plural(from pattern: String, rules: PluralRules) throws -> String {
    let message = try MessagePattern.parse(pattern)
    guard
      let argument = message.allArguments.first(where: {
        if case .plural = $0.kind { return true }
        return false
      }), case .plural(let plural) = argument.kind
    else { throw BenchError("“\(pattern)” has no plural") }
    let units = Array(pattern.utf16)
    var branches: [String: String] = [:]
    for branch in plural.branches {
      if case .category(let name) = branch.selector {
        branches[name] = String(decoding: units[branch.message.range], as: UTF16.self)
      }
    }
    guard let other = branches["other"] else { throw BenchError("“\(pattern)” has no other branch") }
    let chosen = rules.categories.map { "\($0.rawValue) \(branches[$0.rawValue] ?? other)" }
    return "{count, plural, \(chosen.joined(separator: " "))}"
  }
}

/// A JSON string literal.
func quoted(_ text: String) -> String {
  JSONLiteral.string(text)
}

/// A problem that stops the benchmark, with what to do about it.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
