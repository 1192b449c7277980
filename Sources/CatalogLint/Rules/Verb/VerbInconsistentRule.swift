import LocaleCatalog
import VerbSpecificity

/// One destructive concept worded with different verbs across keys of one locale.
public struct VerbInconsistentRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.inconsistent",
    name: "Inconsistent destructive verb",
    explanation: """
      The source uses one verb (“Delete”) on several buttons, and the locale words it with \
      different verbs (“Löschen” here, “Tilgen” there), so users wonder whether the actions \
      differ. Forms of one verb count as the same (a shared beginning of at least four \
      letters, the whole of a shorter word, one Snowball stem in the languages Snowball \
      has, or one entry of the lexicon); buttons whose source \
      uses another verb of the concept (“Move to Trash”) are compared among themselves. \
      Reported at the keys that differ from the locale's most frequent verb. A note, not a \
      warning: both wordings are usually correct translations, and only the team can say \
      whether the difference is meant.
      """,
    hint: "Use the same verb for the same concept on every button of the locale.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Delete Album", "@b": {"role": "destructive", "verb": "delete"}, "c": "Delete Message", "@c": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Foto löschen", "b": "Album löschen", "c": "↓Nachricht tilgen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*", "tilgen"]}}"#,
      ]),
      // Two verbs of one concept, of two Snowball stems.
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Delete Album", "@b": {"role": "destructive", "verb": "delete"}, "c": "Delete Message", "@c": {"role": "destructive", "verb": "delete"}}"#,
        "ar.json": #"{"a": "حذف الصورة", "b": "حذف الألبوم", "c": "↓مسح الرسالة"}"#,
        "lexicons/ar.json":
          #"{"@@language": "ar", "schema": 1, "generic": ["موافق"], "cancel": ["إلغاء"], "safe": [], "concepts": {"delete": ["حذف", "مسح"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Delete All", "@b": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Foto löschen", "b": "Alle löschen"}"#,
        "ru.json": #"{"a": "Удалить фото", "b": "Удаление всех"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*", "tilgen"]}}"#,
        "lexicons/ru.json":
          #"{"@@language": "ru", "schema": 1, "generic": ["OK"], "cancel": ["Отмена"], "safe": [], "concepts": {"delete": ["удали*", "удалени*"]}}"#,
      ]),
      // Forms of one Snowball stem are one verb: Arabic “حذف” (delete) and “الحذف” (the
      // deletion), which share no first letters.
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Delete Album", "@b": {"role": "destructive", "verb": "delete"}, "c": "Delete Message", "@c": {"role": "destructive", "verb": "delete"}}"#,
        "ar.json": #"{"a": "حذف الصورة", "b": "حذف الألبوم", "c": "تأكيد الحذف"}"#,
        "lexicons/ar.json":
          #"{"@@language": "ar", "schema": 1, "generic": ["موافق"], "cancel": ["إلغاء"], "safe": [], "concepts": {"delete": ["حذف", "الحذف"]}}"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    // Grouped by concept and by the source's own verb: “Delete” and “Move to Trash” are both
    // `delete`, yet their translations rightly differ.
    var byConcept: [String: [(entry: CatalogEntry, word: String, offset: Int)]] = [:]
    var seenKeys: Set<String> = []
    for item in VerbRuleSupport.destructiveVariants(of: file, in: context) {
      guard case .specific(let concepts, let terms) = item.verdict, let expected = item.analysis.expectedConcept,
        concepts.contains(expected), let word = terms.first,
        !VerbRuleSupport.roleIsGuessedFromText(item.entry.key, context: context)
      else { continue }
      // One use per key: the first variant that names the expected concept.
      guard seenKeys.insert(item.entry.key).inserted else { continue }
      let group = expected + "\u{1F}" + (item.analysis.sourceVerb ?? "")
      byConcept[group, default: []].append((item.entry, word, item.variant.offset))
    }
    var found: [Diagnostic] = []
    let lexicon = context.verbs.lexicons.lexicon(for: file.locale)
    for group in byConcept.keys.sorted() {
      guard let uses = byConcept[group], uses.count > 1 else { continue }
      let concept = String(group.prefix { $0 != "\u{1F}" })
      // The most frequent verb is the locale's choice; the others are reported.
      let words = uses.map(\.word)
      let differing = VerbForms.outliers(among: words, concept: concept, lexicon: lexicon)
      guard !differing.isEmpty, let majority = VerbForms.majority(among: words, concept: concept, lexicon: lexicon)
      else { continue }
      for use in uses where differing.contains(use.word) {
        found.append(
          diagnostic(
            "“\(use.entry.key)” words “\(concept)” as “\(use.word)” where the other \(concept) buttons of \(file.locale.tag) say “\(majority)”",
            in: file, at: file.position(ofMessageOffset: use.offset, in: use.entry), key: use.entry.key))
      }
    }
    return found
  }
}
