import LocaleCatalog
import VerbSpecificity

/// A destructive label in which the locale's lexicon finds no destructive verb at all.
public struct VerbUnrecognizedRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.unrecognized",
    name: "No destructive verb found",
    explanation: """
      The locale has a lexicon, yet no word of the destructive label is a destructive verb, \
      a generic confirmation, a Cancel word or a safe verb, not even as another form of a \
      listed word (its Snowball stem, in the languages Snowball has). Either the label does \
      not name the action, or the lexicon lacks the word: check the label, then add the word \
      to Locales/lexicons/<language>.json. A label written in another script than the \
      lexicon's is read with the language's lexicon in that script (Kurdish in Arabic script \
      with Sorani's), or not judged at all when there is none. A note: read on real apps' \
      translations, the word was nearly always a correct one the lexicon lacks (an inflection, \
      a synonym, a language's own idiom), so the finding says more about the lexicon than \
      about the translation.
      """,
    hint: "Check that the label names the action; if it does, add its verb to the language's lexicon.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "↓Weg damit"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
      // A role guessed from “Block” before an argument: someone is blocked.
      RuleExample([
        "en.lproj/Localizable.strings": #""Block %@" = "Block %@";"#,
        "de.lproj/Localizable.strings": #""Block %@" = "↓Weg mit %@";"#,
      ]),
      // Kurdish in Arabic script is read with the Sorani lexicon, which has no verb here
      // (“photo”).
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "ku.json": #"{"a": "↓وێنە"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      // A role guessed from “Block” without an argument: as often a setting's toggle.
      RuleExample([
        "en.lproj/Localizable.strings": #""Block Web Fonts" = "Block Web Fonts";"#,
        "de.lproj/Localizable.strings": #""Block Web Fonts" = "Keine Webschriften";"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Foto löschen"}"#,
        "fi.json": #"{"a": "Poista kuva"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": ["Ausschalten", "Archivieren"], "concepts": {"delete": ["löschen", "lösch*"], "remove": ["entfernen"], "discard": ["verwerfen"]}}"#,
      ]),
      // Forms of a listed verb: an imperative with a clitic (pt), a polite imperative (ru),
      // Uzbek written with another apostrophe.
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "pt.json": #"{"a": "Excluí-la"}"#,
        "ru.json": #"{"a": "Удалите фото"}"#,
        "uz.json": #"{"a": "Rasmni oʼchirish"}"#,
        "lexicons/pt.json":
          #"{"@@language": "pt", "schema": 1, "generic": ["OK"], "cancel": ["Cancelar"], "safe": [], "concepts": {"delete": ["excluir"]}}"#,
      ]),
      // Persian typed with the Arabic kaf and yeh (پاك كردن for پاک کردن).
      RuleExample([
        "en.json": #"{"a": "Clear History", "@a": {"role": "destructive", "verb": "clear"}}"#,
        "fa.json": #"{"a": "پاك كردن تاريخچه"}"#,
      ]),
      // Kurdish in Arabic script (Sorani) is read with the Sorani lexicon; Punjabi in the
      // Arabic script (Shahmukhi) has no lexicon here, and the Gurmukhi one cannot read it.
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "ku.json": #"{"a": "سڕینەوەی وێنە"}"#,
        "pa.json": #"{"a": "تصویر مٹاؤ"}"#,
      ]),
      // A value of only spaces is no wording: catalog.missing-key reports it.
      RuleExample([
        "en.json": #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "   "}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let analyzer = context.verbs.locales[file.locale]?.analyzer
    return destructiveLabelFindings(in: file, context: context) { item in
      // The lexicon that reads the value's script: none for a value in a script no lexicon
      // of the language is written in (Punjabi in Shahmukhi beside a Gurmukhi lexicon).
      guard case .unknown = item.verdict, let lexicon = analyzer?.lexicon(reading: item.variant.text),
        !item.roleIsGuessedFromAmbiguousWord,
        !item.shown.allSatisfy(\.isWhitespace)  // an empty or blank value is catalog.missing-key's
      else { return nil }
      return
        "no destructive verb found in \(item.name) “\(item.shown)”; \(item.advice), or add the word to the \(lexicon.language) lexicon"
    }
  }

}
