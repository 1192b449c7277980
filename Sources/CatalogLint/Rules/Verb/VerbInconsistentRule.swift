import LocaleCatalog
import VerbSpecificity

/// One destructive concept worded with different verbs across keys of one locale.
public struct VerbInconsistentRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "verb.inconsistent",
    name: "Inconsistent destructive verb",
    explanation: """
      The source uses one concept (“delete”) on several buttons, and the locale words it with \
      different verbs (“Löschen” here, “Entfernen” there), so users wonder whether the actions \
      differ. Forms of one verb count as the same (a shared beginning of at least four \
      letters, or the whole of a shorter word). Reported at the keys that differ from the \
      locale's most frequent verb.
      """,
    hint: "Use the same verb for the same concept on every button of the locale.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete Photo", "@a": {"role": "destructive", "verb": "delete"}, "b": "Delete Album", "@b": {"role": "destructive", "verb": "delete"}, "c": "Delete Message", "@c": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Foto löschen", "b": "Album löschen", "c": "↓Nachricht tilgen"}"#,
        "lexicons/de.json":
          #"{"@@language": "de", "schema": 1, "generic": ["OK"], "cancel": ["Abbrechen"], "safe": [], "concepts": {"delete": ["lösch*", "tilgen"]}}"#,
      ])
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
      ])
    ]
  )

  /// True when two matched words are forms of one verb.
  static func sameVerb(_ first: String, _ second: String) -> Bool {
    let shared = zip(first, second).prefix { $0 == $1 }.count
    return shared >= min(4, first.count, second.count)
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var byConcept: [String: [(entry: CatalogEntry, word: String, offset: Int)]] = [:]
    var seenKeys: Set<String> = []
    for item in VerbRuleSupport.destructiveVariants(of: file, in: context) {
      guard case .specific(let concepts, let terms) = item.verdict, let expected = item.analysis.expectedConcept,
        concepts.contains(expected), let word = terms.first
      else { continue }
      // One use per key: the first variant that names the expected concept.
      guard seenKeys.insert(item.entry.key).inserted else { continue }
      byConcept[expected, default: []].append((item.entry, word, item.variant.offset))
    }
    var found: [Diagnostic] = []
    for concept in byConcept.keys.sorted() {
      guard let uses = byConcept[concept], uses.count > 1 else { continue }
      // The most frequent verb is the locale's choice; the others are reported. Uses are
      // counted per distinct word, so a locale with thousands of labels stays linear.
      var words: [String] = []
      var multiplicity: [String: Int] = [:]
      for use in uses {
        if multiplicity[use.word] == nil { words.append(use.word) }
        multiplicity[use.word, default: 0] += 1
      }
      let agreeing = words.map { word in
        words.reduce(0) { $0 + (VerbInconsistentRule.sameVerb($1, word) ? multiplicity[$1] ?? 0 : 0) }
      }
      guard let best = agreeing.max(), best < uses.count else { continue }
      let majority = words[agreeing.firstIndex(of: best) ?? 0]
      let differing = Set(words.filter { !VerbInconsistentRule.sameVerb($0, majority) })
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
