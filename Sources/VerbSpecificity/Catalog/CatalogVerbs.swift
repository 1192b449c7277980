import Dispatch
import ICU
import LocaleCatalog

/// The verb analysis of a whole catalog, done once: every destructive and Cancel label of
/// every locale, every plural and select branch, with the locale's lexicon.
///
/// The catalog's own wording counts too, in every locale, with or without a lexicon: the
/// translation of a key whose source text is a generic confirmation (“OK”; role `default` or
/// none) is a generic term of its locale, and the translation of a Cancel key is a Cancel
/// term of its locale. Such a term names its key, so findings can say which label it repeats.
public struct CatalogVerbs: Sendable {
  /// The lexicons: the catalog's `lexicons/` directory, backed by the bundled ones.
  public let lexicons: LexiconSet
  /// Per locale: the analyzer and every analyzed label.
  public private(set) var locales: [LocaleID: LocaleVerbs]
  /// What every locale's analysis starts from, worked out once from the source.
  private let keys: LabelKeys
  private let source: LocaleFile?

  /// The source's labelled keys.
  private struct LabelKeys: Sendable {
    /// Destructive keys with their concepts.
    var destructive: [(String, String?)] = []
    /// The verb each destructive source label uses (“delete”, “move to trash”), by key.
    var sourceVerbs: [String: String] = [:]
    /// Cancel keys.
    var cancel: [String] = []
    /// Keys whose source text is a generic confirmation (“OK”).
    var generic: [String] = []
  }

  /// The analysis of one locale.
  public struct LocaleVerbs: Sendable {
    /// The analyzer, with the lexicon and the catalog's own OK and Cancel wording.
    public let analyzer: VerbAnalyzer
    /// Analyses of destructive labels by key.
    public let destructive: [String: LabelAnalysis]
    /// Analyses of Cancel labels by key.
    public let cancel: [String: LabelAnalysis]
  }

  /// One label of one locale, branch by branch.
  public struct LabelAnalysis: Sendable {
    /// The catalog key.
    public let key: String
    /// The destructive concept the source metadata names (`verb`), if any.
    public let expectedConcept: String?
    /// The verb the source label uses, as the source lexicon found it (“delete”, “move to
    /// trash”): labels whose source uses one verb should agree in a locale.
    public var sourceVerb: String? = nil
    /// Each visible variant with its verdict (for destructive labels) and the destructive
    /// concepts it contains (for Cancel labels).
    public let variants: [(variant: LabelVariant, verdict: Verdict, concepts: [String])]
  }

  /// Analyzes `catalog`, locales in parallel.
  /// - Parameters:
  ///   - catalog: The catalog, its source's roles and verbs included.
  ///   - lexicons: The lexicons to use; by default those of the catalog's `lexicons/` backed
  ///     by the bundled ones (unless the catalog turns them off).
  public init(catalog: Catalog, lexicons: LexiconSet? = nil) {
    let lexicons =
      lexicons ?? LexiconSet.catalog(directory: catalog.lexiconDirectory, bundled: catalog.usesBundledLexicons)
    self.lexicons = lexicons
    let source = catalog.source
    let sourceLocale = catalog.sourceLocale
    var destructiveKeys: [(String, String?)] = []
    var cancelKeys: [String] = []
    var defaultKeys: [String] = []
    for entry in source?.entries ?? [] {
      switch source?.metadata[entry.key]?.role {
      case .destructive: destructiveKeys.append((entry.key, source?.metadata[entry.key]?.verb))
      case .cancel: cancelKeys.append(entry.key)
      case .default, nil: defaultKeys.append(entry.key)
      }
    }
    // Keys whose source text is a generic confirmation, judged by the source lexicon.
    let sourceAnalyzer = try? VerbAnalyzer(locale: sourceLocale, lexicon: lexicons.lexicon(for: sourceLocale))
    let genericKeys = defaultKeys.filter { key in
      // A generic confirmation is a word or two: longer texts are not segmented at all.
      guard let text = source?[key]?.message?.plainText, text.utf8.count <= 48, let sourceAnalyzer else {
        return false
      }
      if case .generic = sourceAnalyzer.verdict(on: text) { return true }
      return false
    }
    var sourceVerbs: [String: String] = [:]
    for (key, _) in destructiveKeys {
      guard let text = source?[key]?.message?.labelVariants().first?.text,
        case .specific(_, let terms)? = sourceAnalyzer?.verdict(on: text), let verb = terms.first
      else { continue }
      sourceVerbs[key] = verb
    }
    let keys = LabelKeys(
      destructive: destructiveKeys, sourceVerbs: sourceVerbs, cancel: cancelKeys, generic: genericKeys)
    self.keys = keys
    self.source = source
    let files = catalog.files
    let results = Locked<[LocaleID: LocaleVerbs]>([:])
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      guard let verbs = CatalogVerbs.analyze(file, source: source, lexicons: lexicons, keys: keys) else { return }
      results.withLock { $0[file.locale] = verbs }
    }
    self.locales = results.withLock { $0 }
  }

  /// This analysis with `file` analyzed too (a file read after the catalog, to be checked
  /// on its own), with the same lexicons and source wording.
  public func adding(_ file: LocaleFile) -> CatalogVerbs {
    var verbs = self
    verbs.locales[file.locale] = CatalogVerbs.analyze(file, source: source, lexicons: lexicons, keys: keys)
    return verbs
  }

  private static func analyze(_ file: LocaleFile, source: LocaleFile?, lexicons: LexiconSet, keys: LabelKeys)
    -> LocaleVerbs?
  {
    guard let folding = try? LabelFolding(locale: file.locale) else { return nil }
    var extra: [LexiconTerm] = []
    func addTerms(of key: String, as category: TermCategory) {
      guard let entry = file[key], let message = entry.message else { return }
      for variant in message.labelVariants() {
        let words = folding.words(variant.text)
        if !words.isEmpty {
          extra.append(
            LexiconTerm(
              text: variant.text, category: category, words: words, isStem: false, offset: entry.valueOffset, key: key))
        }
      }
    }
    for key in keys.generic { addTerms(of: key, as: .generic) }
    for key in keys.cancel { addTerms(of: key, as: .cancel) }
    let lexicon = lexicons.lexicon(for: file.locale)
    // Without a lexicon, the catalog's own wording is the locale's only evidence.
    let withCatalogWording =
      lexicon.map { $0.adding(extra) } ?? (extra.isEmpty ? nil : Lexicon(language: file.locale.tag, terms: extra))
    // A value written in another script is read with the language's lexicon in that script.
    let otherScripts = lexicons.otherScripts(of: file.locale)
    guard
      let analyzer = try? VerbAnalyzer(locale: file.locale, lexicon: withCatalogWording, otherScripts: otherScripts),
      let lexiconOnly = try? VerbAnalyzer(locale: file.locale, lexicon: lexicon, otherScripts: otherScripts)
    else { return nil }
    let sourceLanguage = source?.locale.language
    var destructive: [String: LabelAnalysis] = [:]
    for (key, concept) in keys.destructive {
      guard let message = file[key]?.message else { continue }
      var sourceTexts: [String: String] = [:]
      for variant in source?[key]?.message?.labelVariants() ?? [] {
        sourceTexts[variant.branch ?? ""] = variant.text
      }
      let variants = message.labelVariants().map { variant in
        let sourceText = sourceTexts[variant.branch ?? ""] ?? sourceTexts["other"] ?? sourceTexts[""]
        return (
          variant, analyzer.verdict(on: variant.text, sourceLabel: sourceText, sourceLanguage: sourceLanguage),
          [String]()
        )
      }
      destructive[key] = LabelAnalysis(
        key: key, expectedConcept: concept, sourceVerb: keys.sourceVerbs[key], variants: variants)
    }
    var cancel: [String: LabelAnalysis] = [:]
    for key in keys.cancel {
      guard let message = file[key]?.message else { continue }
      let variants = message.labelVariants().map { variant in
        // The Cancel label itself is judged by the lexicon alone, not by the catalog's wording.
        (variant, Verdict.unknown, lexiconOnly.destructiveConcepts(in: variant.text))
      }
      cancel[key] = LabelAnalysis(key: key, expectedConcept: nil, variants: variants)
    }
    return LocaleVerbs(analyzer: analyzer, destructive: destructive, cancel: cancel)
  }

  /// An example of a specific wording for `concept` in a locale's lexicon, for advice.
  public func example(of concept: String, in locale: LocaleID) -> String? {
    lexicons.lexicon(for: locale)?.terms(.concept(concept)).first { !$0.isStem }?.text
  }
}
