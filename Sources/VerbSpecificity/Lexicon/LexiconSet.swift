import Dispatch
import Foundation
import ICU
import LocaleCatalog

/// The lexicons of a catalog by language, with the problems found reading them: those read
/// from files (a catalog's `lexicons/`, `--lexicons`), backed by the bundled ones.
public struct LexiconSet: Sendable {
  /// Lexicons read from files, by canonical language tag; for a language they replace the
  /// bundled lexicon.
  public let lexicons: [String: Lexicon]
  /// Problems in lexicon files (`verb.lexicon`).
  public let diagnostics: [Diagnostic]
  /// Whether the lexicons built into the library (``BundledLexicons``) serve the languages
  /// that `lexicons` lacks.
  public let usesBundled: Bool

  /// Creates a set from lexicons, backed by the bundled ones when `bundled` is true.
  public init(lexicons: [Lexicon], diagnostics: [Diagnostic] = [], bundled: Bool = false) {
    var byLanguage: [String: Lexicon] = [:]
    for lexicon in lexicons { byLanguage[lexicon.language] = lexicon }
    self.lexicons = byLanguage
    self.diagnostics = diagnostics
    self.usesBundled = bundled
  }

  /// The bundled lexicons alone.
  public static let bundled = LexiconSet(lexicons: [], bundled: true)

  /// The lexicons of a catalog: those of `directory` (if any), backed by the bundled ones
  /// when `bundled` is true.
  public static func catalog(directory: String?, bundled: Bool) -> LexiconSet {
    guard let directory else { return LexiconSet(lexicons: [], bundled: bundled) }
    let read = load(directory: directory)
    return LexiconSet(lexicons: Array(read.lexicons.values), diagnostics: read.diagnostics, bundled: bundled)
  }

  /// Reads every `<language>.json` in `directory`, in parallel (without the bundled ones).
  public static func load(directory: String) -> LexiconSet {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    let results = Locked<[Int: (Lexicon?, [Diagnostic])]>([:])
    DispatchQueue.concurrentPerform(iterations: names.count) { index in
      let path = directory.hasSuffix("/") ? directory + names[index] : directory + "/" + names[index]
      // Regular files only, so that a pipe named like a lexicon is reported, not waited on.
      let data: [UInt8]
      switch RegularFile.read(path, maximumSize: 16 << 20) {
      case .success(let bytes): data = bytes
      case .failure(let error):
        let problem = Diagnostic(
          severity: .error, ruleID: LexiconReader.ruleID, message: "cannot read the lexicon file: \(error.reason)",
          path: path, position: SourcePosition(line: 1, column: 1))
        results.withLock { $0[index] = (nil, [problem]) }
        return
      }
      let (lexicon, diagnostics) = LexiconReader.read(path: path, bytes: data)
      results.withLock { $0[index] = (lexicon, diagnostics) }
    }
    let all = results.withLock { $0 }
    let ordered = names.indices.compactMap { all[$0] }
    return LexiconSet(lexicons: ordered.compactMap(\.0), diagnostics: ordered.flatMap(\.1))
  }

  /// The lexicon for `locale`: its own language or the nearest parent's (`pt-BR` uses `pt`,
  /// `zh-Hant-HK` uses `zh-Hant`; `zh-Hans` and `zh-Hant` stay apart).
  public func lexicon(for locale: LocaleID) -> Lexicon? {
    for candidate in locale.fallbackChain where !candidate.isRoot {
      if let lexicon = lexicon(language: candidate.tag) { return lexicon }
    }
    // Norwegian written as the macrolanguage `no` is Bokmål to every platform.
    if locale.language == "no", let bokmal = lexicon(language: "nb") { return bokmal }
    // A lexicon written in both of its language's alphabets serves either (sr-Latn, whose
    // fallback skips sr because the script differs).
    if let script = locale.script ?? locale.likelyScript,
      LexiconSet.bothAlphabets[locale.language]?.contains(script) ?? false
    {
      return lexicon(language: locale.language)
    }
    // A bare `zh` is written in its likely script: use the `zh-Hans` lexicon.
    if let script = locale.likelyScript, let scripted = try? LocaleID("\(locale.language)-\(script)") {
      return lexicon(language: scripted.tag)
    }
    return nil
  }

  /// The lexicons of `locale`'s language written in scripts its own lexicon does not read, by
  /// ISO 15924 code: a lexicon tagged with the language and a script (`uz-Cyrl` for `uz`), or
  /// that of the language's form written in another script (Sorani `ckb` for Kurdish `ku` in
  /// Arabic script, `pnb` for Punjabi `pa` in Shahmukhi). Empty when the locale has no lexicon.
  public func otherScripts(of locale: LocaleID) -> [String: Lexicon] {
    guard let own = lexicon(for: locale) else { return [:] }
    var languages = Set(lexicons.keys)
    if usesBundled { languages.formUnion(BundledLexicons.languages) }
    let relatives = LexiconSet.otherScriptForms[locale.language] ?? []
    var found: [String: Lexicon] = [:]
    for tag in languages.sorted() where tag != own.language {
      let language = String(tag.prefix { $0 != "-" })
      guard language == locale.language || relatives.contains(language), let other = lexicon(language: tag) else {
        continue
      }
      for script in LabelScripts.scripts(ofLanguage: tag) where !own.scripts.contains(script) && found[script] == nil {
        found[script] = other
      }
    }
    return found
  }

  /// Languages written in another script under another code: Kurdish (`ku`, Kurmanji in
  /// Latin script) in Arabic script is Sorani (`ckb`); Punjabi (`pa`, Gurmukhi) in Arabic
  /// script is Shahmukhi (`pnb`), and the other way round.
  static let otherScriptForms: [String: Set<String>] = ["ku": ["ckb"], "pa": ["pnb"], "pnb": ["pa"]]

  /// Languages whose lexicon lists every entry in both of their alphabets.
  static let bothAlphabets: [String: Set<String>] = ["sr": ["Cyrl", "Latn"]]

  /// The lexicon of exactly `language`: the one read from a file, else the bundled one.
  public func lexicon(language: String) -> Lexicon? {
    if let own = lexicons[language] { return own }
    return usesBundled ? BundledLexicons.lexicon(language: language) : nil
  }
}
