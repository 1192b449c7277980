import ICU
import LocaleCatalog
import VerbSpecificity

/// One analyzed branch of a destructive label, as the verb rules see it.
struct DestructiveLabelItem {
  let entry: CatalogEntry
  let analysis: CatalogVerbs.LabelAnalysis
  let variant: LabelVariant
  let verdict: Verdict
  let locale: LocaleID
  let context: LintContext

  /// “key” or “key” (branch “other”).
  var name: String { VerbRuleSupport.label(entry.key, variant) }
  /// The branch's text as a user reads it.
  var shown: String { VerbRuleSupport.shown(variant) }
  /// Advice naming the locale's wording for the expected concept.
  var advice: String { VerbRuleSupport.advice(for: analysis.expectedConcept, in: locale, context: context) }
  /// True when nothing but the source text's first word makes this a destructive button
  /// (a “Delete Line” menu command, a “Block” that is a noun): the rules that judge its
  /// wording closely (another concept, a verb used inconsistently) stay quiet.
  var roleIsGuessedFromText: Bool { VerbRuleSupport.roleIsGuessedFromText(entry.key, context: context) }
  /// True when the role was guessed from a first word that is as often a noun or a
  /// preference's “back to default” (“Block”, “Reset to Default”): no verb in the
  /// translation is no sign of a wrong one.
  var roleIsGuessedFromAmbiguousWord: Bool {
    guard roleIsGuessedFromText else { return false }
    switch analysis.expectedConcept {
    case "reset": return true
    // “Block” alone may be the noun, and “Block Web Fonts” or “Block trackers for better
    // privacy” a setting's toggle or a bullet; “Block %@” blocks someone.
    case "block": return context.source?[entry.key].map { $0.message?.allArguments.isEmpty ?? true } ?? false
    default: return false
    }
  }
}

extension Rule {
  /// One finding per branch of a destructive label for which `message` returns text,
  /// located at that branch.
  func destructiveLabelFindings(
    in file: LocaleFile, context: LintContext, message: (DestructiveLabelItem) -> String?
  ) -> [Diagnostic] {
    VerbRuleSupport.destructiveVariants(of: file, in: context).compactMap { found in
      let item = DestructiveLabelItem(
        entry: found.entry, analysis: found.analysis, variant: found.variant, verdict: found.verdict,
        locale: file.locale, context: context)
      guard let text = message(item) else { return nil }
      return diagnostic(
        text, in: file, at: file.position(ofMessageOffset: item.variant.offset, in: item.entry), key: item.entry.key)
    }
  }
}

/// What the verb rules share: walking the analyzed labels of a file and naming branches.
enum VerbRuleSupport {
  /// True when the role of `key` was guessed from its source text's first word alone.
  static func roleIsGuessedFromText(_ key: String, context: LintContext) -> Bool {
    (context.source ?? context.catalog.files.first)?.metadata[key]?.roleOrigin == .lexicon
  }

  /// One analyzed variant of a destructive label.
  typealias DestructiveVariant = (
    entry: CatalogEntry, analysis: CatalogVerbs.LabelAnalysis, variant: LabelVariant, verdict: Verdict
  )

  /// Each analyzed destructive variant of `file`, in file order (collected once per file, by
  /// the context).
  static func destructiveVariants(of file: LocaleFile, in context: LintContext) -> [DestructiveVariant] {
    context.destructiveVariants[file.locale] ?? collectDestructiveVariants(of: file, verbs: context.verbs)
  }

  /// Each analyzed destructive variant of `file`, in file order.
  static func collectDestructiveVariants(of file: LocaleFile, verbs: CatalogVerbs) -> [DestructiveVariant] {
    guard let verbs = verbs.locales[file.locale] else { return [] }
    var result: [DestructiveVariant] = []
    for entry in file.entries {
      guard let analysis = verbs.destructive[entry.key] else { continue }
      for item in analysis.variants {
        result.append((entry, analysis, item.variant, item.verdict))
      }
    }
    return result
  }

  /// “delete-photos.delete” or “delete-photos.delete” (branch “other”), for messages.
  static func label(_ key: String, _ variant: LabelVariant) -> String {
    guard let branch = variant.branch else { return "“\(key)”" }
    return "“\(key)” (branch “\(branch)”)"
  }

  /// The variant's text as a user would read it (argument marks shown as “…”).
  static func shown(_ variant: LabelVariant) -> String {
    variant.text.replacingArgumentMarks().quotedExcerpt
  }

  /// Advice naming the locale's wording for the concept, when the lexicon has one.
  static func advice(for concept: String?, in locale: LocaleID, context: LintContext) -> String {
    guard let concept else { return "name the action it performs" }
    if let example = context.verbs.example(of: concept, in: locale),
      LabelFolding.fold(example) != LabelFolding.fold(concept)
    {
      return "name the action, as “\(example)” does for “\(concept)”"
    }
    return "name the action (“\(concept)”)"
  }
}

extension String {
  fileprivate func replacingArgumentMarks() -> String {
    String(String.UnicodeScalarView(unicodeScalars.flatMap { $0.value == 0xFFFC ? Array("…".unicodeScalars) : [$0] }))
  }
}
