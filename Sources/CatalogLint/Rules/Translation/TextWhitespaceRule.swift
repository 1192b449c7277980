import ICU
import LocaleCatalog

/// A translation whose leading or trailing spaces or line breaks differ from the source's.
public struct TextWhitespaceRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.whitespace",
    name: "Leading or trailing whitespace changed",
    explanation: """
      Spaces and line breaks at the start or the end of a source text are there for a \
      reason: the app joins the text to another (“Saved to ” + a folder name), or lays it \
      out on its own line. A translation that drops them runs two words together; one that \
      adds them shifts the layout. Compared are the line breaks at each end (how many) and \
      whether there is a space or a tab. A translation written in a script without spaces \
      between words (Chinese, Japanese, Thai, by ICU’s line break classes ID, CJ and SA) may \
      drop a space at the end where its text touches the joined one, as its spelling has \
      none there; it may not add one. The line breaks inside a text are `text.line-breaks`’s.
      """,
    hint: "Begin and end the translation with the same spaces and line breaks as the source.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Saved to ", "b": " items", "c": "Delete\n", "d": "Done"}"#,
        "de.json": #"{"a": "Gespeichert in↓", "b": "↓Objekte", "c": "Löschen↓", "d": "Fertig↓ "}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "Open with ";"#,
        "fr.lproj/Localizable.strings": #""a" = "Ouvrir avec↓";"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">"Copy of "</string></resources>"#,
        "values-es/strings.xml": #"<resources><string name="a">"Copia de"↓</string></resources>"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Saved to ", "b": " items", "c": "Delete\n", "d": "Done", "e": "{count, plural, one {# file } other {# files }}"}"#,
        "de.json":
          #"{"a": "Gespeichert in ", "b": " Objekte", "c": "Löschen\n", "d": "Fertig", "e": "{count, plural, one {# Datei } other {# Dateien }}"}"#,
        "ja.json": #"{"a": "保存先：", "b": " 項目", "c": "削除\n", "d": "完了", "e": "{count, plural, other {# 個のファイル}}"}"#,
        "th.json":
          #"{"a": "บันทึกไปที่", "b": " รายการ", "c": "ลบ\n", "d": "เสร็จสิ้น", "e": "{count, plural, other {# ไฟล์}}"}"#,
        "fr.json":
          "{\"a\": \"Enregistré dans \", \"b\": \" éléments\", \"c\": \"Supprimer\\n\", \"d\": \"Terminé\", \"e\": \"{count, plural, one {# fichier } other {# fichiers }}\"}",
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Copy of</string></resources>"#,
        "values-es/strings.xml": #"<resources><string name="a">  Copia de  </string></resources>"#,
      ]),
    ]
  )

  /// What stands at one end of a text: how many line breaks, and whether a space or a tab.
  struct Edge: Equatable {
    var lineBreaks = 0
    var hasSpace = false
  }

  /// The edge of `scalars` from `indices`, and the index of the first scalar that is not
  /// whitespace.
  static func edge(_ scalars: [Unicode.Scalar], _ indices: some Sequence<Int>) -> (edge: Edge, end: Int?) {
    var edge = Edge()
    for index in indices {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        edge.lineBreaks += 1
      } else if scalar == "\r" {
        continue
      } else if scalar.properties.isWhitespace {
        edge.hasSpace = true
      } else {
        return (edge, index)
      }
    }
    return (edge, nil)
  }

  /// True when `scalar` belongs to a script written without spaces between words, or is
  /// wide punctuation (the full-width colon of “保存先：”).
  private static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == VariantText.argument { return false }
    return UnicodeProperties.lineBreakClass(of: scalar).isWrittenWithoutSpaces
      || (!scalar.properties.isAlphabetic && UnicodeProperties.isWide(scalar))
  }

  static func problem(source: VariantText, translation: VariantText) -> (message: String, offset: Int)? {
    let scalars = translation.scalars
    let (sourceStart, sourceFirst) = edge(source.scalars, source.scalars.indices)
    let (start, first) = edge(scalars, scalars.indices)
    guard sourceFirst != nil, let first else { return nil }  // Blank texts are another rule's.
    let (sourceEnd, _) = edge(source.scalars, source.scalars.indices.reversed())
    let (end, last) = edge(scalars, scalars.indices.reversed())
    if start != sourceStart {
      let excused =
        sourceStart.lineBreaks == start.lineBreaks && sourceStart.hasSpace && !start.hasSpace
        && isUnspaced(scalars[first])
      if !excused {
        return (
          "the translation begins with \(describe(start)), the source with \(describe(sourceStart))",
          translation.offset(at: 0)
        )
      }
    }
    if end != sourceEnd, let last {
      let excused =
        sourceEnd.lineBreaks == end.lineBreaks && sourceEnd.hasSpace && !end.hasSpace && isUnspaced(scalars[last])
      if !excused {
        return (
          "the translation ends with \(describe(end)), the source with \(describe(sourceEnd))",
          translation.offset(at: last + 1)
        )
      }
    }
    return nil
  }

  private static func describe(_ edge: Edge) -> String {
    var parts: [String] = []
    if edge.lineBreaks == 1 { parts.append("a line break") }
    if edge.lineBreaks > 1 { parts.append("\(edge.lineBreaks) line breaks") }
    if edge.hasSpace { parts.append("a space") }
    return parts.isEmpty ? "no space" : parts.joined(separator: " and ")
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      // Most texts begin and end with a letter: answered from their ends.
      func hasEdgeSpace(_ variant: VariantText) -> Bool {
        (variant.scalars.first?.properties.isWhitespace ?? false)
          || (variant.scalars.last?.properties.isWhitespace ?? false)
      }
      guard translated.sourceVariants.contains(where: hasEdgeSpace) || translated.variants.contains(where: hasEdgeSpace)
      else { continue }
      found += differenceFindings(of: translated, in: file, Self.problem)
    }
    return found
  }
}
