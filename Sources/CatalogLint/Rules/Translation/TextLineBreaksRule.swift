import ICU
import LocaleCatalog

/// A translation with another number of line breaks inside it than the source.
public struct TextLineBreaksRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.line-breaks",
    name: "Line breaks changed",
    explanation: """
      The line breaks inside a source text separate what the app shows on separate lines: \
      a title from its explanation, paragraphs, the items of a list. A translation with \
      fewer runs them together, one with more may overflow a fixed layout. Where a text \
      breaks only to wrap a long line, languages of other lengths wrap elsewhere and the \
      count may rightly differ, so this is a note: the same number of line breaks inside the \
      text as the source, blank lines (paragraph breaks) counted apart. Line breaks at the \
      start and the end are `text.whitespace`’s.
      """,
    hint: "Break the translation into the same lines and paragraphs as the source.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete this photo?\nThis cannot be undone.", "b": "Step one\n\nStep two"}"#,
        "de.json":
          #"{"a": "↓Dieses Foto löschen? Das kann nicht rückgängig gemacht werden.", "b": "↓Schritt eins\nSchritt zwei"}"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Photos\nVideos</string></resources>"#,
        "values-fr/strings.xml": #"<resources><string name="a">↓Photos\nVidéos\n et plus</string></resources>"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete this photo?\nThis cannot be undone.", "b": "Step one\n\nStep two", "c": "Done\n"}"#,
        "de.json":
          #"{"a": "Dieses Foto löschen?\nDas kann nicht rückgängig gemacht werden.", "b": "Schritt eins\n\nSchritt zwei", "c": "Fertig"}"#,
        "ja.json": #"{"a": "この写真を削除しますか？\nこの操作は取り消せません。", "b": "ステップ1\n\nステップ2", "c": "完了\n"}"#,
        "ar.json":
          #"{"a": "حذف هذه الصورة؟\nلا يمكن التراجع عن ذلك.", "b": "الخطوة الأولى\n\nالخطوة الثانية", "c": "تم\n"}"#,
      ])
    ]
  )

  /// The line breaks inside `scalars` (not at either end), single ones and the breaks of
  /// blank lines apart.
  static func lineBreaks(in scalars: [Unicode.Scalar]) -> (lines: Int, paragraphs: Int) {
    func isBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" }
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return (0, 0) }
    var lines = 0
    var paragraphs = 0
    var index = first
    while index <= last {
      guard isBreak(scalars[index]) else {
        index += 1
        continue
      }
      // A run of breaks (with spaces between) is one line break, or one paragraph break.
      var breaks = 0
      while index <= last, scalars[index].properties.isWhitespace {
        if isBreak(scalars[index]) { breaks += 1 }
        index += 1
      }
      if breaks > 1 { paragraphs += 1 } else { lines += 1 }
    }
    return (lines, paragraphs)
  }

  static func problem(source: VariantText, translation: VariantText) -> (message: String, offset: Int)? {
    let expected = lineBreaks(in: source.scalars)
    let written = lineBreaks(in: translation.scalars)
    guard expected != written else { return nil }
    var differences: [String] = []
    if expected.lines != written.lines {
      differences.append(
        "\(written.lines) line break\(written.lines == 1 ? "" : "s") where the source has \(expected.lines)")
    }
    if expected.paragraphs != written.paragraphs {
      differences.append(
        "\(written.paragraphs) blank line\(written.paragraphs == 1 ? "" : "s") where the source has \(expected.paragraphs)"
      )
    }
    return ("the translation has " + differences.joined(separator: " and "), translation.offset(at: 0))
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      func hasBreak(_ variant: VariantText) -> Bool { variant.scalars.contains("\n") }
      guard translated.sourceVariants.contains(where: hasBreak) || translated.variants.contains(where: hasBreak)
      else { continue }
      found += differenceFindings(of: translated, in: file, Self.problem)
    }
    return found
  }
}
