import Dispatch
import ICU
import LocaleCatalog

/// Runs rules over a catalog, locales in parallel, and returns findings in a stable order.
public struct Linter: Sendable {
  /// The rules to run.
  public let rules: [any Rule]
  /// How many keys of a catalog's ``LocaleCatalog/Catalog/indexedFiles`` are checked at a time.
  public var keysPerShare = 2_048

  /// Creates a linter that runs `rules` (by default, every rule).
  public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }) {
    self.rules = rules
  }

  /// Checks `catalog`.
  /// - Returns: Every finding, sorted by file, line and column, with per-key suppressions
  ///   (`"ignore"` in the source metadata) applied.
  public func lint(_ catalog: Catalog) -> [Diagnostic] {
    run(catalog).diagnostics
  }

  /// Checks only the files of `locales` in `catalog` (the other files, the source among
  /// them, are read for comparison but not checked themselves).
  /// - Returns: The findings about those locales, sorted by file, line and column, with
  ///   per-key suppressions applied.
  public func lint(_ catalog: Catalog, locales: Set<LocaleID>) -> [Diagnostic] {
    run(catalog, locales: locales).diagnostics
  }

  /// Checks `catalog` (or only the files of `locales`), reading each of its
  /// ``LocaleCatalog/Catalog/deferredFiles`` when its turn comes and letting it go once checked.
  /// - Returns: The sorted findings, with what a report needs of the files let go.
  public func run(_ catalog: Catalog, locales: Set<LocaleID>? = nil) -> LintResult {
    if !catalog.indexedFiles.isEmpty { return runInShares(catalog, locales: locales) }
    return run(catalog, locales: locales, in: LintContext(catalog: catalog), catalogWide: true)
  }

  /// Checks `catalog` with a prepared context. Without `catalogWide`, rules' findings about
  /// the catalog as a whole are left out but for its load diagnostics' and cross-locale
  /// rules' (a share of a large catalog's keys but the first).
  func run(_ catalog: Catalog, locales: Set<LocaleID>?, in context: LintContext, catalogWide checksCatalog: Bool)
    -> LintResult
  {
    let loaded = catalog.files
    let deferred = catalog.deferredFiles.filter { locales?.contains($0.locale) ?? true }
    let rules = self.rules
    let crossLocale = rules.compactMap { $0 as? any CrossLocaleRule }
    // Loaded files first, then deferred ones, each read by the thread that checks it.
    let checked = Locked<[CheckedFile?]>(Array(repeating: nil, count: loaded.count + deferred.count))
    DispatchQueue.concurrentPerform(iterations: loaded.count + deferred.count) { index in
      let result: CheckedFile
      if index < loaded.count {
        let file = loaded[index]
        result = check(file, in: context, crossLocale: crossLocale, reporting: locales?.contains(file.locale) ?? true)
      } else {
        result = check(deferred[index - loaded.count], of: catalog, in: context, crossLocale: crossLocale)
      }
      checked.withLock { $0[index] = result }
    }
    let files = checked.withLock { $0 }.compactMap { $0 }
    var all = files.flatMap(\.diagnostics)
    let observed = files.compactMap { file in file.locale.map { (locale: $0, observations: file.observations) } }
      .filter { !Translatability.isPrivateUse($0.locale) }.sorted { $0.locale < $1.locale }
    var catalogWide: [Diagnostic] = []
    var crossLocaleIndex = 0
    for rule in rules {
      if let rule = rule as? any CrossLocaleRule {
        let position = crossLocaleIndex
        catalogWide += rule.conclusion(from: observed.map { ($0.locale, $0.observations[position]) }, in: context)
        crossLocaleIndex += 1
      } else if checksCatalog || rule is any LoadDiagnosticRule {
        catalogWide += rule.checkCatalog(in: context)
      }
    }
    if let locales {
      let tags = Set(locales.map(\.tag))
      let paths = Set(files.compactMap(\.path))
      catalogWide.removeAll { diagnostic in
        !(diagnostic.locale.map(tags.contains) ?? false) && !paths.contains(diagnostic.path)
      }
    }
    all += catalogWide
    var excerpts: [String: [Int: String]] = [:]
    for file in files {
      // Locales of one String Catalog share its file: their lines add up.
      for (path, lines) in file.excerpts { excerpts[path, default: [:]].merge(lines) { first, _ in first } }
    }
    let sourceMetadata = catalog.source?.metadata ?? [:]
    return LintResult(
      diagnostics: all.filter { !Self.isSuppressed($0, by: sourceMetadata) && !Self.judgesPseudoWording($0) }
        .sorted(),
      fileCount: files.filter { $0.locale != nil }.count,
      messageCount: files.reduce(0) { $0 + $1.messageCount }, excerpts: excerpts,
      completions: files.compactMap(\.completion))
  }

  /// True for a finding that judges the wording of a pseudo-locale (`en-XA`, `ar-XB`): its
  /// text is made by machine from the source, so the verb and script rules say nothing a
  /// translator can act on. Layout, syntax, plural and argument rules still apply.
  static func judgesPseudoWording(_ diagnostic: Diagnostic) -> Bool {
    guard let locale = diagnostic.locale, PseudoLocale(tag: locale) != nil else { return false }
    return diagnostic.ruleID.hasPrefix("verb.") || diagnostic.ruleID == "bidi.direction"
  }

  /// Checks a file of the catalog (when `reporting`; else only observes it, as files read
  /// for comparison are).
  private func check(
    _ file: LocaleFile, in context: LintContext, crossLocale: [any CrossLocaleRule], reporting: Bool
  ) -> CheckedFile {
    var result = CheckedFile(locale: file.locale, messageCount: file.entries.count)
    // A private-use language (`qqq`, translatewiki's notes for translators) holds
    // documentation of each key, not a translation: only its load findings are reported.
    if reporting, !Translatability.isPrivateUse(file.locale) {
      result.path = file.path
      let shown = Self.shownTranslations(of: file, in: context)
      for rule in rules { result.diagnostics += rule.check(rule is CatalogStateRule ? file : shown, in: context) }
      if !context.isSource(file), let source = context.source {
        let expected = source.entries.reduce(0) { count, entry in
          let translatable =
            source.metadata[entry.key]?.shouldTranslate != false && !Translatability.hasNothingToTranslate(entry)
          return count + (translatable ? 1 : 0)
        }
        var paths = [file.path]
        for entry in file.entries {
          if let companion = entry.companion, !paths.contains(companion.path) { paths.append(companion.path) }
        }
        result.completion = LocaleCompletion(
          locale: file.locale.tag, paths: paths, header: file.headerPosition, expectedKeys: expected)
      }
    }
    result.observations = crossLocale.map { $0.anyObservation(of: file, in: context) }
    context.perFile.forget(file)
    return result
  }

  /// `file` without the translations its format leaves out until they are reviewed (gettext's
  /// fuzzy entries): users see the source text instead, so only their state is reported.
  static func shownTranslations(of file: LocaleFile, in context: LintContext) -> LocaleFile {
    guard !context.catalog.format.traits.showsTranslationsNeedingReview, !context.isSource(file) else { return file }
    let needingReview = file.metadata.filter { $0.value.state == TranslationState.needsReview.rawValue }
    guard !needingReview.isEmpty else { return file }
    return LocaleFile(
      locale: file.locale, source: file.source, localeKeyOffset: file.localeKeyOffset,
      entries: file.entries.filter { needingReview[$0.key] == nil }, metadata: file.metadata,
      missingKeyOffsets: file.missingKeyOffsets, placesOfMissingKeys: file.placesOfMissingKeys)
  }

  /// Reads a deferred file, checks it with its load diagnostics, and lets it go, keeping
  /// the lines its findings point at.
  private func check(
    _ deferred: DeferredLocaleFile, of catalog: Catalog, in context: LintContext, crossLocale: [any CrossLocaleRule]
  ) -> CheckedFile {
    let shard = catalog.loadingDeferredFile(deferred)
    let file = shard.file(for: deferred.locale)
    let shardContext = context.including(file, in: shard)
    var result = file.map { check($0, in: shardContext, crossLocale: crossLocale, reporting: true) } ?? CheckedFile()
    result.path = deferred.path
    for rule in rules where rule is any LoadDiagnosticRule {
      result.diagnostics += rule.checkCatalog(in: shardContext)
    }
    // The locale's own files: its file (or the file that could not be used) and the files
    // its entries were read from beside it.
    var sources: [String: SourceFile] = [:]
    for source in (file.map { [$0.source] } ?? []) + shard.rejectedSources
      + shard.companionSources.dropFirst(catalog.companionSources.count)
    {
      sources[source.path] = source
    }
    for diagnostic in result.diagnostics {
      guard let source = sources[diagnostic.path] else { continue }
      result.excerpts[diagnostic.path, default: [:]][diagnostic.position.line] = source.line(
        diagnostic.position.line)
    }
    // Lines that cross-locale rules will point at once every file is observed.
    for (rule, observation) in zip(crossLocale, result.observations) {
      for (path, line) in rule.anyPositions(in: observation) {
        guard let source = sources[path] else { continue }
        result.excerpts[path, default: [:]][line] = source.line(line)
      }
    }
    return result
  }

  /// What the check of one locale file gave.
  private struct CheckedFile: Sendable {
    /// The file's locale, when it could be used.
    var locale: LocaleID?
    /// The file's path when it was checked (not only read for comparison).
    var path: String?
    var diagnostics: [Diagnostic] = []
    /// One per cross-locale rule, in rule order.
    var observations: [any Sendable] = []
    var messageCount = 0
    /// The lines of the files let go that findings point at: path → line number → text.
    var excerpts: [String: [Int: String]] = [:]
    /// How many keys the file is expected to translate, for a translation that was checked.
    var completion: LocaleCompletion?
  }

  /// True when the source metadata of the finding's key ignores its rule.
  static func isSuppressed(_ diagnostic: Diagnostic, by metadata: [String: EntryMetadata]) -> Bool {
    guard let key = diagnostic.key, let metadata = metadata[key] else { return false }
    return metadata.ignoredRules.contains(diagnostic.ruleID)
  }
}

/// What a check found, with what a report needs of the files that were read one at a time
/// and let go.
public struct LintResult: Sendable {
  /// The findings, sorted by file, line and column.
  public var diagnostics: [Diagnostic]
  /// How many locale files were read and could be used, deferred ones included.
  public var fileCount: Int
  /// How many messages those files hold (each parsed once).
  public var messageCount: Int
  /// The lines that findings point at in files no longer held: path → line number → text.
  public var excerpts: [String: [Int: String]]
  /// For each translation checked, how many keys it is expected to translate: a report
  /// sums up a locale that is mostly untranslated in one line.
  public var completions: [LocaleCompletion]

  /// Creates a result.
  public init(
    diagnostics: [Diagnostic], fileCount: Int, messageCount: Int, excerpts: [String: [Int: String]] = [:],
    completions: [LocaleCompletion] = []
  ) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.messageCount = messageCount
    self.excerpts = excerpts
    self.completions = completions
  }
}

/// How much of the source one translation is expected to translate, and where a finding
/// about the whole translation goes.
public struct LocaleCompletion: Sendable, Hashable {
  /// The translation's locale tag.
  public var locale: String
  /// The files it was read from: its file, then companions (a `.stringsdict`).
  public var paths: [String]
  /// Where a finding about the whole translation goes in its first file.
  public var header: SourcePosition
  /// How many source keys it should translate (keys with text to translate, not marked
  /// not to translate).
  public var expectedKeys: Int

  /// Creates a record.
  public init(locale: String, paths: [String], header: SourcePosition, expectedKeys: Int) {
    self.locale = locale
    self.paths = paths
    self.header = header
    self.expectedKeys = expectedKeys
  }
}
