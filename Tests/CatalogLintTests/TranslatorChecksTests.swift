import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The translator checks of issue 27 on one set of planted mistakes, read from a native JSON
/// catalog, `.strings` files, Android resources, a String Catalog and gettext: each mistake found once, by its rule, and
/// the correct translations in scripts that mark questions and write numbers their own way
/// left alone.
@Suite("Translator checks: planted mistakes in every format")
struct TranslatorChecksTests {
  /// The translator rules.
  static let rules: [any Rule.Type] = [
    TextNumbersRule.self, TextLinksRule.self, TextMarkupRule.self, TextEndingPunctuationRule.self,
    TextWhitespaceRule.self, TextLineBreaksRule.self, TextEllipsisRule.self, TextBrokenRule.self,
  ]

  /// The source texts, by key.
  static let source: [(key: String, text: String)] = [
    ("question", "Delete this album?"),
    ("days", "Delete messages older than 30 days?"),
    ("markdown", "Tap **Delete** to remove the album."),
    ("link", "Learn more at https://help.snowowl.app/albums"),
    ("lines", "Album deleted.\nPhotos stay in your library."),
    ("ellipsis", "Rename…"),
    ("space", "Saved to "),
    ("broken", "Remove from album"),
    ("fine", "Keep 2 copies for 1,000 days"),
  ]

  /// German translations with one planted mistake per key but `fine`, and the rule that
  /// must find it.
  static let german: [(key: String, text: String, rule: String?)] = [
    ("question", "Dieses Album löschen", "text.ending-punctuation"),
    ("days", "Nachrichten löschen, die älter als 31 Tage sind?", "text.numbers"),
    ("markdown", "Tippe auf Löschen, um das Album zu entfernen.", "text.markup"),
    ("link", "Mehr dazu unter https://hilfe.owlsnow.net/alben", "text.links"),
    ("lines", "Album gelöscht. Die Fotos bleiben in deiner Mediathek.", "text.line-breaks"),
    ("ellipsis", "Umbenennen...", "text.ellipsis"),
    ("space", "Gespeichert in", "text.whitespace"),
    ("broken", "Aus dem Album entf\u{FFFD}rnen", "text.broken"),
    ("fine", "Zwei Kopien für 1.000 Tage behalten", nil),
  ]

  /// Correct translations that naive checks flag: the Greek question mark, the Arabic and
  /// the full-width question marks, Arabic-Indic and Persian digits, French spacing.
  static let correct: [String: [(key: String, text: String)]] = [
    "el": [
      ("question", "Διαγραφή αυτού του άλμπουμ;"),
      ("days", "Διαγραφή μηνυμάτων παλαιότερων των 30 ημερών\u{037E}"),
      ("ellipsis", "Μετονομασία…"),
    ],
    "ar": [
      ("question", "هل تريد حذف هذا الألبوم؟"),
      ("days", "هل تريد حذف الرسائل الأقدم من ٣٠ يومًا؟"),
      ("fine", "الاحتفاظ بنسختين لمدة ١٬٠٠٠ يوم"),
    ],
    "fa": [
      ("days", "پیام‌های قدیمی‌تر از ۳۰ روز حذف شوند؟"),
      ("markdown", "برای حذف آلبوم روی **حذف** ضربه بزنید."),
    ],
    "ja": [
      ("question", "このアルバムを削除しますか？"),
      ("days", "30日より前のメッセージを削除しますか？"),
      ("markdown", "**削除**をタップしてアルバムを削除します。"),
      ("link", "詳しくは https://help.snowowl.app/ja/albums をご覧ください"),
      ("lines", "アルバムを削除しました。\n写真はライブラリに残ります。"),
      ("space", "保存先："),
    ],
    "fr": [
      ("question", "Supprimer cet album\u{202F}?"),
      ("days", "Supprimer les messages de plus de 30\u{00A0}jours ?"),
      ("ellipsis", "Renommer…"),
      ("space", "Enregistré dans "),
      ("fine", "Garder 2 copies pendant 1\u{202F}000 jours"),
    ],
  ]

  /// A catalog of `texts` by locale in `format`, written to a temporary directory.
  private static func write(_ texts: [String: [(key: String, text: String)]], format: CatalogFormat) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-translator-\(UUID().uuidString)")
    if format == .stringCatalog {
      // One file: each key with its localizations.
      var strings: [String] = []
      for (key, _) in source {
        let localizations = texts.sorted { $0.key < $1.key }.compactMap { locale, entries -> String? in
          guard let text = entries.first(where: { $0.key == key })?.text else { return nil }
          return "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(escaped(text))\"}}"
        }
        strings.append("\"\(key)\": {\"localizations\": {\(localizations.joined(separator: ", "))}}")
      }
      let content =
        "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ", "))}}"
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(content.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
      return directory
    }
    for (locale, entries) in texts {
      let path: String
      let content: String
      switch format {
      case .stringsFiles:
        path = "\(locale).lproj/Localizable.strings"
        content = entries.map { "\"\($0.key)\" = \"\(escaped($0.text))\";\n" }.joined()
      case .gettext:
        // Keys are the source texts; the template holds them untranslated.
        path = locale == "en" ? "messages.pot" : "\(locale).po"
        let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        content =
          header
          + entries.map { entry in
            let original = source.first { $0.key == entry.key }?.text ?? entry.key
            return "msgid \"\(escaped(original))\"\nmsgstr \"\(locale == "en" ? "" : escaped(entry.text))\"\n\n"
          }.joined()
      case .androidResources:
        path = locale == "en" ? "values/strings.xml" : "values-\(locale)/strings.xml"
        content =
          "<resources>\n"
          + entries.map { "  <string name=\"\($0.key)\">\"\(escaped($0.text))\"</string>\n" }.joined()
          + "</resources>\n"
      default:
        path = "\(locale).json"
        content = "{" + entries.map { "\"\($0.key)\": \"\(escaped($0.text))\"" }.joined(separator: ", ") + "}"
      }
      let file = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: file)
    }
    return directory
  }

  /// `text` with backslashes, quotes and line breaks escaped, as the three formats write them.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }

  /// The translator rules' findings on `texts`, as (locale, key, rule id).
  private static func findings(_ texts: [String: [(key: String, text: String)]], format: CatalogFormat) throws
    -> [(locale: String, key: String, rule: String)]
  {
    let directory = try write(texts, format: format)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try CatalogLoader().load(directory: directory.path)
    #expect(catalog.format == format)
    let diagnostics = Linter(rules: rules.map { $0.init() }).lint(catalog)
    return diagnostics.map { ($0.locale ?? "", $0.key ?? "", $0.ruleID) }
  }

  @Test(arguments: [CatalogFormat.native, .stringsFiles, .androidResources, .stringCatalog, .gettext])
  func eachPlantedMistakeIsFoundOnceByItsRule(format: CatalogFormat) throws {
    let found = try Self.findings(
      ["en": Self.source, "de": Self.german.map { ($0.key, $0.text) }], format: format)
    // gettext keys are the source texts.
    func key(_ name: String) -> String {
      format == .gettext ? (Self.source.first { $0.key == name }?.text ?? name) : name
    }
    let expected = Self.german.compactMap { planted in planted.rule.map { "de \(key(planted.key)) \($0)" } }.sorted()
    #expect(found.map { "\($0.locale) \($0.key) \($0.rule)" }.sorted() == expected)
  }

  @Test(arguments: [CatalogFormat.native, .stringsFiles, .androidResources, .stringCatalog, .gettext])
  func correctTranslationsInOtherScriptsAreNotFlagged(format: CatalogFormat) throws {
    var texts = Self.correct
    texts["en"] = Self.source
    let found = try Self.findings(texts, format: format)
    #expect(found.isEmpty, "\(found)")
  }
}
