import ICU
import LocaleCatalog

/// A translation that writes an ellipsis as three periods where the source has the ellipsis
/// character, or the other way round.
public struct TextEllipsisRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.ellipsis",
    name: "Ellipsis changed",
    explanation: """
      A source that writes the ellipsis character … (U+2026) expects it in every locale, \
      and one that writes three periods ... expects those: an app or a style guide chose one \
      (Apple’s guidelines ask for the character on menu items that open a dialog), tests and \
      screenshots compare them, and three periods can break across lines. Compared is only \
      the form: a translation may place its ellipsis elsewhere, or drop it. Chinese writes \
      its ellipsis as two characters (……), which is the character too; a midline ellipsis ⋯ \
      counts as one. A note: the form is a matter of style, and real catalogs hold hundreds.
      """,
    hint: "Write the ellipsis as the source does: the character … or three periods.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Rename…", "b": "Loading..."}"#,
        "de.json": #"{"a": "Umbenennen↓...", "b": "Wird geladen↓…"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "Export %@…";"#,
        "fr.lproj/Localizable.strings": #""a" = "Exporter %@↓...";"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Rename…", "b": "Loading...", "c": "Saving…", "d": "Wait…"}"#,
        "de.json": #"{"a": "Umbenennen …", "b": "Wird geladen...", "c": "Speichern", "d": "Warten…"}"#,
        "zh-Hans.json": #"{"a": "重命名……", "b": "正在载入...", "c": "正在保存⋯", "d": "请稍候…"}"#,
        "ja.json": #"{"a": "名前を変更…", "b": "読み込み中...", "c": "保存中…", "d": "お待ちください…"}"#,
      ])
    ]
  )

  /// Where the ellipses of each form start in `scalars`: the character (… or ⋯) and three or
  /// more periods in a row.
  static func ellipses(in scalars: [Unicode.Scalar]) -> (characters: [Int], periods: [Int]) {
    var characters: [Int] = []
    var periods: [Int] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{2026}" || scalar == "\u{22EF}" {
        characters.append(index)
      } else if scalar == "." {
        var end = index
        while end < scalars.count, scalars[end] == "." { end += 1 }
        if end - index >= 3 { periods.append(index) }
        index = end
        continue
      }
      index += 1
    }
    return (characters, periods)
  }

  static func problem(source: VariantText, translation: VariantText) -> (message: String, offset: Int)? {
    let expected = ellipses(in: source.scalars)
    let written = ellipses(in: translation.scalars)
    if !expected.characters.isEmpty, expected.periods.isEmpty, written.characters.isEmpty,
      let first = written.periods.first
    {
      return (
        "the translation writes the ellipsis as three periods, the source as the character …",
        translation.offset(at: first)
      )
    }
    if !expected.periods.isEmpty, expected.characters.isEmpty, written.periods.isEmpty,
      let first = written.characters.first
    {
      return (
        "the translation writes the ellipsis as the character …, the source as three periods",
        translation.offset(at: first)
      )
    }
    return nil
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      func mayHaveEllipsis(_ variant: VariantText) -> Bool {
        variant.scalars.contains { $0 == "." || $0 == "\u{2026}" || $0 == "\u{22EF}" }
      }
      guard translated.sourceVariants.contains(where: mayHaveEllipsis) else { continue }
      found += differenceFindings(of: translated, in: file, Self.problem)
    }
    return found
  }
}
