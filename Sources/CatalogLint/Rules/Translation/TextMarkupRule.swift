import ICU
import LocaleCatalog

/// A translation whose markup differs from the source's: an HTML or XML tag lost or added,
/// or Markdown emphasis, a Markdown link or code span lost or added.
public struct TextMarkupRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.markup",
    name: "Markup changed",
    explanation: """
      A translation keeps the markup of its source: HTML and XML tags (Android’s <b> and \
      <a href>, Pango’s <span>, XLIFF’s inline <g> and <x/>) and Markdown, which SwiftUI \
      renders in String Catalog text (**bold**, *italic*, _italic_, [a link](url), `code`). \
      A lost **Delete** no longer stands out; a lost closing tag swallows the rest of the \
      label; an added one shows as text or breaks the resource. The tags of the source and \
      the translation are compared as a multiset of names (attributes may be translated), \
      Markdown by its kinds, each counted as CommonMark pairs them: a delimiter opens only \
      before a word and closes only after one, so an asterisk that marks a required field \
      (“Name*”) and an underscore inside a name (“file_name”) are text. A word in angle \
      brackets that no closing tag pairs (“<name>”) is a placeholder, not markup.
      """,
    hint: "Keep every tag and Markdown delimiter of the source around the translated words they mark.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Tap **Delete** to remove the photo.", "b": "Read the [terms](https://snowowl.app/terms)", "c": "Press `Esc` to cancel"}"#,
        "de.json":
          #"{"a": "↓Tippe auf Löschen, um das Foto zu entfernen.", "b": "↓Lies die Bedingungen", "c": "↓Drücke Esc zum Abbrechen"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "<b>Delete</b> all photos?", "b": "Saved to <i>{folder}</i>"}"#,
        "fr.json": #"{"a": "↓<b>Supprimer toutes les photos ?", "b": "↓Enregistré dans <b>{folder}</b>"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "Tap *Edit* to change %@";"#,
        "ja.lproj/Localizable.strings": #""a" = "↓%@ を変更するには**編集**をタップ";"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Tap **Delete** to remove the photo.", "b": "Read the [terms](https://snowowl.app/terms)", "c": "Name*", "d": "Open file_name.txt", "e": "<b>Delete</b> all photos?", "f": "Use <name> as the title", "g": "Line one<br>Line two"}"#,
        "de.json":
          #"{"a": "Tippe auf **Löschen**, um das Foto zu entfernen.", "b": "Lies die [Bedingungen](https://snowowl.app/de/terms)", "c": "Name*", "d": "file_name.txt öffnen", "e": "<B>Alle</B> Fotos löschen?", "f": "<Name> als Titel verwenden", "g": "Zeile eins<br/>Zeile zwei"}"#,
        "ja.json":
          #"{"a": "**削除**をタップして写真を削除します。", "b": "[利用規約](https://snowowl.app/ja/terms)をお読みください", "c": "名前*", "d": "file_name.txt を開く", "e": "すべての写真を<b>削除</b>しますか？", "f": "<名前> をタイトルに使用", "g": "1行目<br>2行目"}"#,
        "ar.json":
          #"{"a": "اضغط على **حذف** لإزالة الصورة.", "b": "اقرأ [الشروط](https://snowowl.app/ar/terms)", "c": "الاسم*", "d": "افتح file_name.txt", "e": "<b>حذف</b> كل الصور؟", "f": "استخدم <الاسم> عنوانًا", "g": "السطر الأول<br>السطر الثاني"}"#,
      ])
    ]
  )

  /// The markup of a text: tags by name and kind, Markdown by kind, counted.
  struct Markup: Equatable {
    var tags: [String: Int] = [:]
    var markdown: [String: Int] = [:]

    var isEmpty: Bool { tags.isEmpty && markdown.isEmpty }
  }

  /// HTML's (and Pango's) inline and text elements: markup even where the text does not
  /// close them.
  private static let htmlElements: Set<String> = [
    "a", "b", "i", "u", "s", "em", "strong", "span", "big", "small", "sub", "sup", "tt", "font", "p", "li", "ul", "ol",
    "code", "pre", "strike", "del", "ins", "mark", "q", "cite", "abbr", "h1", "h2", "h3", "h4", "h5", "h6",
  ]

  /// Elements that have no closing tag in HTML.
  private static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "input", "meta", "link", "col", "area"]

  private struct Tag {
    let name: String
    let isClosing: Bool
    let isSelfClosing: Bool
    let hasAttributes: Bool
  }

  private static func tags(in scalars: [Unicode.Scalar]) -> [Tag] {
    var found: [Tag] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "<", let end = Translatability.tagEnd(scalars, from: index) else {
        index += 1
        continue
      }
      var cursor = index + 1
      let isClosing = scalars[cursor] == "/"
      if isClosing { cursor += 1 }
      var name = ""
      while cursor < end - 1,
        scalars[cursor].properties.isAlphabetic || ("0"..."9").contains(scalars[cursor])
          || ":-_".unicodeScalars.contains(scalars[cursor])
      {
        name.unicodeScalars.append(scalars[cursor])
        cursor += 1
      }
      let isSelfClosing = end >= 2 && scalars[end - 2] == "/"
      let rest = scalars[cursor..<(end - 1)].filter { $0 != "/" }
      let hasAttributes = rest.contains { !$0.properties.isWhitespace }
      // A name followed by something other than attributes (“<a b c>” is attributes,
      // “<name?>” is not a tag).
      if cursor < end - 1, !scalars[cursor].properties.isWhitespace, scalars[cursor] != "/" {
        index += 1
        continue
      }
      found.append(
        Tag(
          name: name.lowercased(), isClosing: isClosing, isSelfClosing: isSelfClosing, hasAttributes: hasAttributes))
      index = end
    }
    return found
  }

  /// The markup of `variant`.
  static func markup(of variant: VariantText) -> Markup {
    var result = Markup()
    let scalars = variant.scalars
    let found = tags(in: scalars)
    let opened = Set(found.filter { !$0.isClosing }.map(\.name))
    let closed = Set(found.filter(\.isClosing).map(\.name))
    // Elements by name: an opening tag or a self-closing one (Mallard's <link xref="…"/> is
    // the same element as <link xref="…">…</link>). Closing tags are counted apart, as the
    // balance of opening and closing tags of each name.
    var balance: [String: Int] = [:]
    for tag in found {
      let isMarkup =
        tag.isSelfClosing || tag.hasAttributes || htmlElements.contains(tag.name) || voidElements.contains(tag.name)
        || (tag.isClosing ? opened.contains(tag.name) : closed.contains(tag.name))
      guard isMarkup else { continue }
      if tag.isClosing {
        balance[tag.name, default: 0] -= 1
      } else {
        result.tags["<\(tag.name)>", default: 0] += 1
        if !tag.isSelfClosing, !voidElements.contains(tag.name) { balance[tag.name, default: 0] += 1 }
      }
    }
    for (name, open) in balance where open != 0 {
      result.tags[open > 0 ? "unclosed <\(name)>" : "unopened </\(name)>"] = abs(open)
    }
    // Placeholders, tags and addresses hold no emphasis (an underscore of a URL).
    let technical = TranslationComparison.technicalRanges(in: scalars)
    for (kind, count) in markdown(in: scalars, skipping: technical) where count > 0 {
      result.markdown[kind] = count
    }
    return result
  }

  /// Markdown constructs of `scalars` by kind: `bold`, `italic`, `bold italic`, `link`, `code`.
  private static func markdown(in scalars: [Unicode.Scalar], skipping skipped: [Range<Int>]) -> [String: Int] {
    var counts: [String: Int] = [:]
    // Links: [text](destination), on one line.
    var index = 0
    while index < scalars.count {
      if scalars[index] == "[", let close = scalars[(index + 1)...].firstIndex(where: { $0 == "]" || $0 == "\n" }),
        scalars[close] == "]", close + 1 < scalars.count, scalars[close + 1] == "(",
        let end = scalars[(close + 2)...].firstIndex(where: { $0 == ")" || $0 == "\n" || $0 == " " }),
        scalars[end] == ")", end > close + 2
      {
        counts["link", default: 0] += 1
        index = end + 1
        continue
      }
      index += 1
    }
    // Code spans: backtick runs paired by length.
    var open: [Int: Int] = [:]
    index = 0
    while index < scalars.count {
      guard scalars[index] == "`" else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end] == "`" { end += 1 }
      let length = end - index
      if open[length] != nil {
        open[length] = nil
        counts["code", default: 0] += 1
      } else {
        open[length] = index
      }
      index = end
    }
    // Emphasis: runs of * or _ that can open or close, paired by character and length.
    var stack: [(character: Unicode.Scalar, length: Int)] = []
    index = 0
    while index < scalars.count {
      let character = scalars[index]
      guard character == "*" || character == "_", !skipped.contains(where: { $0.contains(index) }) else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end] == character { end += 1 }
      let length = end - index
      defer { index = end }
      guard length <= 3 else { continue }
      let before: Unicode.Scalar? = index > 0 ? scalars[index - 1] : nil
      let after: Unicode.Scalar? = end < scalars.count ? scalars[end] : nil
      let leftFlanking =
        after.map {
          !isWhitespace($0) && (!isPunctuation($0) || before.map { isWhitespace($0) || isPunctuation($0) } ?? true)
        }
        ?? false
      let rightFlanking =
        before.map {
          !isWhitespace($0) && (!isPunctuation($0) || after.map { isWhitespace($0) || isPunctuation($0) } ?? true)
        }
        ?? false
      let canOpen: Bool
      let canClose: Bool
      if character == "_" {
        canOpen = leftFlanking && (!rightFlanking || before.map(isPunctuation) == true)
        canClose = rightFlanking && (!leftFlanking || after.map(isPunctuation) == true)
      } else {
        canOpen = leftFlanking
        canClose = rightFlanking
      }
      if canClose, let opener = stack.lastIndex(where: { $0.character == character && $0.length == length }) {
        stack.removeSubrange(opener...)
        let kind = length == 1 ? "italic" : length == 2 ? "bold" : "bold italic"
        counts[kind, default: 0] += 1
      } else if canOpen {
        stack.append((character, length))
      }
    }
    return counts
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != VariantText.argument else { return false }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }

  private static let markdownNames: [String: String] = [
    "bold": "bold (**…**)", "italic": "italic (*…*)", "bold italic": "bold italic (***…***)",
    "link": "Markdown link ([…](…))", "code": "code span (`…`)",
  ]

  /// The difference of markup between a source variant and its translation; tags only where
  /// `comparesTags`.
  static func problem(source: VariantText, translation: VariantText, comparesTags: Bool) -> (
    message: String, offset: Int
  )? {
    let expected = markup(of: source)
    var written = markup(of: translation)
    if !comparesTags { written.tags = expected.tags }
    guard expected.tags != written.tags || (!expected.markdown.isEmpty && expected.markdown != written.markdown)
    else { return nil }
    var differences: [String] = []
    for key in Set(expected.tags.keys).union(written.tags.keys).sorted() {
      let want = expected.tags[key] ?? 0
      let have = written.tags[key] ?? 0
      if want > have { differences.append("\(want - have) × \(key) of the source missing") }
      if have > want {
        differences.append("\(have - want) × \(key) added")
      }
    }
    // A text with no Markdown in the source is not Markdown: its asterisks and backticks
    // (an Armenian translation types ` for its comma) are text.
    let markdownKinds = expected.markdown.isEmpty ? [] : Set(expected.markdown.keys).union(written.markdown.keys)
    for key in markdownKinds.sorted() {
      let want = expected.markdown[key] ?? 0
      let have = written.markdown[key] ?? 0
      let name = markdownNames[key] ?? key
      if want > have { differences.append("\(want - have) × \(name) of the source missing") }
      if have > want { differences.append("\(have - want) × \(name) added") }
    }
    if differences.isEmpty { return nil }
    return ("the markup differs from the source’s: " + differences.joined(separator: ", "), translation.offset(at: 0))
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // Android reads the source's <b> as styling, not text, and a translation may write the
    // same markup escaped or in CDATA: where the source's text shows no tag, its markup is
    // not known here, and only Markdown is compared.
    let markupIsRead = context.catalog.format == .androidResources
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      let comparesTags = !markupIsRead || translated.sourceVariants.contains { $0.scalars.contains("<") }
      // Most texts have no markup: answered from their scalars.
      func mayHaveMarkup(_ variant: VariantText) -> Bool {
        variant.scalars.contains { $0 == "<" || $0 == "*" || $0 == "_" || $0 == "[" || $0 == "`" }
      }
      guard
        translated.sourceVariants.contains(where: mayHaveMarkup) || translated.variants.contains(where: mayHaveMarkup)
      else { continue }
      found += differenceFindings(
        of: translated, in: file, { Self.problem(source: $0, translation: $1, comparesTags: comparesTags) })
    }
    return found
  }
}
