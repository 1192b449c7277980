import Foundation
import ICU
import Testing

@testable import LocaleCatalog

@Suite("convert to Android resources and gettext: round trips without loss, refusals where they cannot")
struct AndroidGettextWriterTests {
  static var fixtures: String { PackagePaths.root + "/Tests/Fixtures/Convert" }

  /// Converts `catalog` to `format`, writes the files to a temporary directory, and loads
  /// them back from the disk with the format's reader.
  func write(_ catalog: Catalog, to format: CatalogFormat) throws -> (catalog: Catalog, files: [String: [UInt8]]) {
    let output = CatalogConverter(target: format).convert(catalog)
    #expect(output.problems.map(\.message) == [])
    let directory = try TemporaryCatalog(output.files)
    defer { directory.remove() }
    // Only the roles the files declare, as `convert` reads them back.
    let loader = CatalogLoader(sourceLocale: catalog.sourceLocale, roleInference: CommentRoleAnnotations())
    let catalogs = try loader.loadCatalogs(at: directory.path)
    #expect(catalogs.count == 1)
    #expect(try #require(catalogs.first).format == format)
    return (try #require(catalogs.first), output.files)
  }

  /// Every locale's every message (as ICU text), state and comment, side by side.
  func contents(_ catalog: Catalog) -> [String] {
    var lines: [String] = []
    for file in catalog.files.sorted(by: { $0.locale < $1.locale }) {
      for entry in file.entries.sorted(by: { $0.key < $1.key }) {
        let state = file.metadata[entry.key]?.state ?? "translated"
        lines.append("\(file.locale.tag) \(entry.key) [\(state)] \(entry.message?.canonicalForm ?? "?")")
      }
    }
    for entry in catalog.source?.entries ?? [] {
      let metadata = catalog.metadata(for: entry.key)
      lines.append(
        "comment \(entry.key): \(metadata?.description ?? "-") role=\(metadata?.role?.rawValue ?? "-") verb=\(metadata?.verb ?? "-") translate=\(metadata?.shouldTranslate ?? true)"
      )
    }
    return lines
  }

  @Test func androidResourcesGoToNativeAndBack() throws {
    let original = try #require(try CatalogLoader().loadCatalogs(at: Self.fixtures + "/Android/res").first)
    #expect(original.format == .androidResources)
    #expect(original.files.count == 5)
    let native = try write(original, to: .native)
    let back = try write(native.catalog, to: .androidResources)
    #expect(contents(back.catalog) == contents(original))
    #expect(CatalogContent(original).differences(from: CatalogContent(back.catalog)).map(\.reason) == [])
    // The folders are the qualifiers the reader reads, the inverse of its mapping.
    #expect(
      back.files.keys.sorted() == [
        "values-b+sr+Latn/strings.xml", "values-de/strings.xml", "values-pl/strings.xml",
        "values-pt-rBR/strings.xml", "values/strings.xml",
      ])
    let source = String(decoding: try #require(back.files["values/strings.xml"]), as: UTF8.self)
    #expect(source.contains("<string name=\"app_name\" translatable=\"false\">Shoebox</string>"))
    #expect(source.contains("<!-- role: destructive, verb: delete -->\n    <string name=\"shelf_delete\">"))
    #expect(source.contains("aren\\'t deleted: they move to \\\"Unsorted\\\"."))
    #expect(source.contains("<string name=\"shelf_owner\">\\@%1$s keeps %2$d boxes here</string>"))
    #expect(source.contains("<string name=\"indented\">\"  Labels &amp; tags\"</string>"))
    #expect(source.contains("<string name=\"packed\" formatted=\"false\">100% packed</string>"))
    #expect(source.contains("<string-array name=\"sort_orders\">\n        <item>By name</item>"))
    #expect(source.contains("<item quantity=\"other\">%d boxes deleted</item>"))
    let polish = String(decoding: try #require(back.files["values-pl/strings.xml"]), as: UTF8.self)
    #expect(polish.contains("<item quantity=\"few\">Usunięto %d pudełka</item>"))
  }

  @Test func gettextCatalogsGoToNativeAndBack() throws {
    let original = try #require(try CatalogLoader().loadCatalogs(at: Self.fixtures + "/Gettext/po").first)
    #expect(original.format == .gettext)
    let native = try write(original, to: .native)
    let back = try write(native.catalog, to: .gettext)
    #expect(contents(back.catalog) == contents(original))
    #expect(CatalogContent(original).differences(from: CatalogContent(back.catalog)).map(\.reason) == [])
    #expect(back.files.keys.sorted() == ["de.po", "messages.pot", "pl.po", "pt_BR.po"])
    // Keys are their source texts here, so the entries are plain msgids and contexts.
    let german = String(decoding: try #require(back.files["de.po"]), as: UTF8.self)
    #expect(!german.contains("X-Message-Keys"))
    #expect(german.contains("\"Language: de\\n\""))
    #expect(german.contains("\"Plural-Forms: nplurals=2; plural=(n == 1 ? 0 : 1);\\n\""))
    #expect(
      german.contains("#. role: cancel\n#, fuzzy\nmsgctxt \"shelf sheet\"\nmsgid \"Cancel\"\nmsgstr \"Abbruch\"\n"))
    #expect(german.contains("#, c-format\nmsgid \"Delete the shelf “%s”?\"\nmsgstr \"Regal „%s“ löschen?\"\n"))
    #expect(german.contains("#, no-c-format\nmsgid \"100% packed\"\n"))
    #expect(german.contains("msgid \"Boxes on it aren't deleted: they move to \\\"Unsorted\\\".\""))
    // A long text with a line break is wrapped after it and at spaces.
    #expect(german.contains("msgstr \"\"\n\"Das Regal und seine Etiketten"))
    #expect(german.contains("angemeldet sind.\\n\"\n\"Die Kisten bleiben, wo sie sind.\"\n"))
    let polish = String(decoding: try #require(back.files["pl.po"]), as: UTF8.self)
    #expect(polish.contains("nplurals=3;"))
    #expect(
      polish.contains(
        "#, fuzzy, c-format\nmsgid \"One box deleted\"\nmsgid_plural \"%d boxes deleted\"\nmsgstr[0] \"Usunięto jedno pudełko\"\nmsgstr[1] \"Usunięto %d pudełka\"\nmsgstr[2] \"Usunięto %d pudełek\"\n"
      ))
  }

  /// A native catalog's keys are not its source texts: each entry's msgctxt is its key.
  @Test func nativeKeysBecomeContextsAndCommentsAndStatesSurvive() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": """
      {"@@locale": "en",
       "files.count": "Delete {count, plural, one {# file} other {# files}}",
       "album.delete": "Delete Album",
       "@album.delete": {"role": "destructive", "verb": "delete", "description": "Deletes the album.\\nIts photos stay.", "maxLength": 20},
       "album.title": "Delete “{album}”?",
       "old.key": "Gone"}
      """,
      "de.json": """
      {"@@locale": "de",
       "album.delete": "Album löschen",
       "@album.delete": {"state": "needs-review"},
       "album.title": "„{album}“ löschen?",
       "only.german": "Nur hier"}
      """,
    ])
    defer { directory.remove() }
    let original = try CatalogLoader().load(directory: directory.path)
    // A plural inside other text has no gettext form: refused where it is.
    let refused = CatalogConverter(target: .gettext).convert(original)
    #expect(refused.files.isEmpty)
    #expect(
      refused.problems.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
        "2:2 “files.count” cannot be written as gettext without loss: {count} (plural) has no gettext equivalent inside other text"
      ])
    let fixed = try TemporaryCatalog(text: [
      "en.json": String(
        decoding: try #require(FileManager.default.contents(atPath: directory.path + "/en.json")), as: UTF8.self
      ).replacingOccurrences(
        of: "Delete {count, plural, one {# file} other {# files}}",
        with: "{count, plural, one {Delete # file} other {Delete # files}}"),
      "de.json": String(
        decoding: try #require(FileManager.default.contents(atPath: directory.path + "/de.json")), as: UTF8.self),
    ])
    defer { fixed.remove() }
    let catalog = try CatalogLoader().load(directory: fixed.path)
    let po = try write(catalog, to: .gettext)
    #expect(contents(po.catalog) == contents(catalog).filter { !$0.hasPrefix("de only.german") })
    let german = String(decoding: try #require(po.files["de.po"]), as: UTF8.self)
    #expect(german.contains("\"X-Message-Keys: msgctxt\\n\""))
    #expect(
      german.contains(
        "#. Deletes the album.\n#. Its photos stay.\n#. role: destructive, verb: delete, maxLength: 20\n#, fuzzy\nmsgctxt \"album.delete\"\nmsgid \"Delete Album\"\nmsgstr \"Album löschen\"\n"
      ))
    #expect(german.contains("#. arguments: album\n#, c-format\nmsgctxt \"album.title\"\nmsgid \"Delete “%s”?\"\n"))
    // A German text the source no longer has is kept, obsolete.
    #expect(german.contains("#~ msgctxt \"only.german\"\n#~ msgid \"only.german\"\n#~ msgstr \"Nur hier\"\n"))
    // Android has no translation states: the needs-review is refused, located in de.json.
    let android = CatalogConverter(target: .androidResources).convert(catalog)
    #expect(android.files.isEmpty)
    #expect(
      android.problems.map { "\(fileName($0.path)):\($0.position.line) \($0.message)" } == [
        "de.json:2 “album.delete” cannot be written as Android resources without loss: its de state “needs-review” cannot be written: Android resources have no translation states"
      ])
  }

  @Test func aSelectIsRefusedForAndroidWhereItIs() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": """
      {"@@locale": "en",
       "share.title": "Share with {name}",
       "share.done": "{gender, select, female {She has it} male {He has it} other {They have it}}"}
      """,
      "fr.json": """
      {"@@locale": "fr",
       "share.title": "Partager avec {name}",
       "share.done": "{gender, select, female {Elle l’a} male {Il l’a} other {Iel l’a}}"}
      """,
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let output = CatalogConverter(target: .androidResources).convert(catalog)
    #expect(output.files.isEmpty)
    #expect(
      output.problems.map { "\(fileName($0.path)):\($0.position.line):\($0.position.column) \($0.message)" } == [
        "en.json:3:2 “share.done” cannot be written as Android resources without loss: {gender} (select) has no Android equivalent inside other text",
        "fr.json:3:2 “share.done” cannot be written as Android resources without loss: {gender} (select) has no Android equivalent inside other text",
      ])
    #expect(output.problems.allSatisfy { $0.ruleID == CatalogConverter.lossRuleID && $0.severity == .error })
  }

  /// A plural is a format string as a whole: a `%` in a form without the number is `%%`
  /// when another form has it, and a text without arguments keeps its `%` as it is.
  @Test func percentSignsInPluralsAndPlainTexts() throws {
    let directory = try TemporaryCatalog(text: [
      "en.json": """
      {"@@locale": "en",
       "synced": "{count, plural, one {Synced 100% of one album} other {Synced # albums, 100%}}",
       "quota": "100% used"}
      """
    ])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let android = try write(catalog, to: .androidResources)
    #expect(contents(android.catalog) == contents(catalog))
    let resources = String(decoding: try #require(android.files["values/strings.xml"]), as: UTF8.self)
    #expect(resources.contains("<item quantity=\"one\">Synced 100%% of one album</item>"))
    #expect(resources.contains("<string name=\"quota\" formatted=\"false\">100% used</string>"))
    let po = try write(catalog, to: .gettext)
    #expect(contents(po.catalog) == contents(catalog))
    let template = String(decoding: try #require(po.files["messages.pot"]), as: UTF8.self)
    #expect(template.contains("msgid \"Synced 100%% of one album\"\nmsgid_plural \"Synced %lld albums, 100%%\""))
    #expect(template.contains("#, no-c-format\nmsgctxt \"quota\"\nmsgid \"100% used\""))
  }

  /// The Plural-Forms expression picks, for every whole number, the form of the category
  /// ICU selects.
  @Test(arguments: [
    "en", "de", "fr", "pt", "pl", "ru", "uk", "cs", "lt", "lv", "ar", "cy", "ga", "sl", "ja", "he", "ro", "mt",
  ])
  func pluralFormsAgreeWithCLDR(tag: String) throws {
    let locale = try LocaleID(tag)
    let forms = GettextPluralForms(locale: locale)
    let rules = try PluralRules(locale: locale, kind: .cardinal)
    #expect(forms.categories == rules.integerCategories.sorted())
    for number in [0, 1, 2, 3, 5, 11, 12, 14, 21, 22, 25, 100, 101, 102, 111, 1_000, 1_000_000] + Array(0...230) {
      let category = rules.category(for: Double(number))
      let index = try #require(CExpression.evaluate(forms.expression, n: number), "\(forms.expression)")
      let expected = forms.categories.firstIndex(of: category) ?? forms.categories.count - 1
      #expect(index == expected, "\(tag) \(number): \(forms.expression)")
    }
  }
}

/// The last part of a path.
private func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

/// Evaluates the C expressions of Plural-Forms headers (`?:`, `||`, `&&`, `!`, comparisons,
/// `%`, parentheses, `n`, numbers) for one `n`.
enum CExpression {
  static func evaluate(_ text: String, n: Int) -> Int? {
    var parser = Parser(tokens: tokens(text), n: n)
    guard let value = parser.ternary(), parser.index == parser.tokens.count else { return nil }
    return value
  }

  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " {
        index = text.index(after: index)
        continue
      }
      if character.isNumber {
        var end = index
        while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
        tokens.append(String(text[index..<end]))
        index = end
        continue
      }
      let two = text[index...].prefix(2)
      if ["==", "!=", ">=", "<=", "&&", "||"].contains(String(two)) {
        tokens.append(String(two))
        index = text.index(index, offsetBy: 2)
        continue
      }
      tokens.append(String(character))
      index = text.index(after: index)
    }
    return tokens
  }

  private struct Parser {
    let tokens: [String]
    let n: Int
    var index = 0

    private mutating func take(_ token: String) -> Bool {
      guard index < tokens.count, tokens[index] == token else { return false }
      index += 1
      return true
    }

    mutating func ternary() -> Int? {
      guard let condition = or() else { return nil }
      guard take("?") else { return condition }
      guard let yes = ternary(), take(":"), let no = ternary() else { return nil }
      return condition != 0 ? yes : no
    }

    mutating func or() -> Int? {
      guard var value = and() else { return nil }
      while take("||") {
        guard let right = and() else { return nil }
        value = (value != 0 || right != 0) ? 1 : 0
      }
      return value
    }

    mutating func and() -> Int? {
      guard var value = comparison() else { return nil }
      while take("&&") {
        guard let right = comparison() else { return nil }
        value = (value != 0 && right != 0) ? 1 : 0
      }
      return value
    }

    mutating func comparison() -> Int? {
      guard let left = modulo() else { return nil }
      for symbol in ["==", "!=", ">=", "<=", ">", "<"] where take(symbol) {
        guard let right = modulo() else { return nil }
        let result: Bool
        switch symbol {
        case "==": result = left == right
        case "!=": result = left != right
        case ">=": result = left >= right
        case "<=": result = left <= right
        case ">": result = left > right
        default: result = left < right
        }
        return result ? 1 : 0
      }
      return left
    }

    mutating func modulo() -> Int? {
      guard var value = unary() else { return nil }
      while take("%") {
        guard let right = unary(), right != 0 else { return nil }
        value %= right
      }
      return value
    }

    mutating func unary() -> Int? {
      if take("!") { return unary().map { $0 == 0 ? 1 : 0 } }
      if take("(") {
        guard let value = ternary(), take(")") else { return nil }
        return value
      }
      guard index < tokens.count else { return nil }
      let token = tokens[index]
      index += 1
      if token == "n" { return n }
      return Int(token)
    }
  }
}
