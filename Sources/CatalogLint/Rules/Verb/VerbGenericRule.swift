import LocaleCatalog
import VerbSpecificity

/// A destructive button labelled with a generic confirmation (“OK”, “Ja”, “确定”).
public struct VerbGenericRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.generic",
    name: "Generic destructive label",
    explanation: """
      A destructive button must say what it destroys (“Delete”, “Löschen”, “削除”), in every \
      locale and every plural branch. A generic confirmation (“OK”, “Ja”, “确定”, “موافق”) makes \
      users confirm without reading. Generic words come from the locale's lexicon and from the \
      catalog's own OK translation.
      """,
    hint: "Translate the destructive verb itself (“Löschen”, “削除”), with its object if the source has one.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "{count, plural, one ↓{OK} other ↓{OK}}"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK", "Ja"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*"]}}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Sign Out", "@a": {"role": "destructive", "verb": "sign-out"}, "ok": "OK", "@ok": {"role": "default"}}"#,
        "ja.json": #"{"a": "↓はい", "ok": "はい"}"#,
        "lexicons/en.json":
          #"{"@@language": "en", "schema": 1, "generic": ["OK"], "cancel": ["Cancel"], "safe": [], "concepts": {"sign-out": ["sign out"]}}"#,
        "lexicons/ja.json":
          #"{"@@language": "ja", "schema": 1, "generic": [], "cancel": ["キャンセル"], "safe": [], "concepts": {"sign-out": ["サインアウト"]}}"#,
      ]),
      // A source that says OK itself is reported there once, not in every translation of it.
      RuleExample([
        "en.json": #"{"a": "↓OK", "@a": {"role": "destructive", "verb": "remove"}}"#,
        "de.json": #"{"a": "OK"}"#,
        "lexicons/en.json":
          #"{"@@language": "en", "schema": 1, "generic": ["OK"], "cancel": ["Cancel"], "safe": [], "concepts": {"remove": ["remove"]}}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"remove": ["entfernen"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "{count, plural, one {Foto löschen} other {# Fotos löschen}}"}"#,
        "fr.json": #"{"a": "{count, plural, one {Supprimer} many {Supprimer} other {Supprimer}}"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*"]}}"#,
      ])
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    // A translation of a source label that is generic itself says what the source says: the
    // finding is the source's, made once there.
    let sourceVerbs = context.isSource(file) ? nil : context.verbs.locales[context.catalog.sourceLocale]
    return destructiveLabelFindings(in: file, context: context) { item in
      guard case .generic(let term, let key) = item.verdict else { return nil }
      let sourceIsGeneric = sourceVerbs?.destructive[item.entry.key]?.variants.contains { variant in
        if case .generic = variant.verdict { return true }
        return false
      }
      if sourceIsGeneric == true { return nil }
      if let key {
        return
          "the destructive label \(item.name) says “\(item.shown)”, the same text as “\(key)”, a generic confirmation; \(item.advice)"
      }
      return
        "the destructive label \(item.name) says “\(item.shown)”: “\(term)” is a generic confirmation; \(item.advice)"
    }
  }

}
