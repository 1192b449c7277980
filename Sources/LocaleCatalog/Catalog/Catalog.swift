import ICU

/// A whole localization catalog: one file per locale, the source locale's metadata, the
/// declared sheets, and what went wrong while reading it.
///
/// A catalog is an immutable value, loaded once and safe to share between threads.
public struct Catalog: Sendable {
  /// The directory the catalog was read from.
  public let directory: String
  /// The locale whose file carries the metadata and the reference text.
  public let sourceLocale: LocaleID
  /// The locale files, sorted by tag.
  public let files: [LocaleFile]
  /// The sheets of `sheets.json`, in file order.
  public let sheets: [SheetDeclaration]
  /// `sheets.json` as read, when the catalog has one.
  public let sheetsSource: SourceFile?
  /// The `lexicons/` directory, when the catalog has one.
  public var lexiconDirectory: String?
  /// Whether the lexicons built into the library back those of `lexiconDirectory` (on unless
  /// a configuration turns them off with `"bundledLexicons": false`).
  public var usesBundledLexicons = true
  /// True when each translation file lists every key it is to translate, with its own source
  /// text: gettext `.po` files without a `.pot` template, each merged on its own. A key a
  /// translation lacks is then not missing (the file never had it to translate), and the
  /// source is every key of every file.
  public var listsEveryKeyPerFile = false
  /// Problems found while reading: unreadable files, bad JSON, syntax errors, duplicates.
  public let loadDiagnostics: [Diagnostic]
  /// Files that were read but could not be used (bad JSON, bad name), kept so that
  /// findings about them can show their lines.
  public let rejectedSources: [SourceFile]
  /// Further files entries were read from (a `.stringsdict` beside `Localizable.strings`).
  public let companionSources: [SourceFile]
  /// The format the catalog was read from.
  public let format: CatalogFormat
  /// Translations left on disk, sorted by locale, when the catalog was loaded to be checked
  /// one file at a time (``CatalogLoader/loadCatalogs(at:only:deferringTranslations:)``):
  /// ``loadingDeferredFile(_:)`` reads one. Empty for catalogs loaded whole.
  public private(set) var deferredFiles: [DeferredLocaleFile] = []
  /// The locale files of a large native catalog loaded to be checked
  /// (``CatalogLoader/loadCatalogs(at:only:deferringTranslations:)``), sorted by locale:
  /// indexed but not read, to be checked a share of their keys at a time. Empty (and
  /// ``files`` holds every file) for other catalogs.
  public private(set) var indexedFiles: [IndexedLocaleFile] = []
  private let fileIndex: [LocaleID: Int]

  /// Creates a catalog from loaded parts.
  public init(
    directory: String, sourceLocale: LocaleID, files: [LocaleFile], sheets: [SheetDeclaration],
    sheetsSource: SourceFile?, lexiconDirectory: String?, loadDiagnostics: [Diagnostic],
    rejectedSources: [SourceFile] = [], companionSources: [SourceFile] = [], format: CatalogFormat = .native
  ) {
    self.rejectedSources = rejectedSources
    self.companionSources = companionSources
    self.format = format
    self.directory = directory
    self.sourceLocale = sourceLocale
    self.files = files.sorted { $0.locale < $1.locale }
    self.sheets = sheets
    self.sheetsSource = sheetsSource
    self.lexiconDirectory = lexiconDirectory
    self.loadDiagnostics = loadDiagnostics
    var index: [LocaleID: Int] = [:]
    for (position, file) in self.files.enumerated() { index[file.locale] = position }
    self.fileIndex = index
    let sorted = self.files
    self.source = index[sourceLocale].map { sorted[$0] }
  }

  /// The file of `locale`, if the catalog has one.
  public func file(for locale: LocaleID) -> LocaleFile? {
    fileIndex[locale].map { files[$0] }
  }

  /// The source locale's file.
  public let source: LocaleFile?

  /// The translated files: every file but the source.
  public var translations: [LocaleFile] { files.filter { $0.locale != sourceLocale } }

  /// The metadata of `key` from the source locale.
  public func metadata(for key: String) -> EntryMetadata? {
    source?.metadata[key]
  }

  /// The entry for `key` in `locale`, following the fallback chain (`pt-BR → pt`) and then
  /// the source locale.
  /// - Returns: The entry and the locale it was found in, or nil when no locale has the key.
  public func entry(for key: String, locale: LocaleID) -> (entry: CatalogEntry, locale: LocaleID)? {
    // The locale's own file answers almost every lookup; the rest of the chain (which asks
    // ICU for likely subtags) is worked out only when it does not.
    if !locale.isRoot, let entry = file(for: locale)?[key], entry.message != nil { return (entry, locale) }
    for candidate in locale.fallbackChain.dropFirst() where !candidate.isRoot {
      if let entry = file(for: candidate)?[key], entry.message != nil {
        return (entry, candidate)
      }
    }
    if let entry = source?[key], entry.message != nil { return (entry, sourceLocale) }
    return nil
  }

  /// Every file the catalog was read from, once each: locale files, companions, rejected
  /// files and `sheets.json`, for showing the lines findings point at.
  public var sources: [SourceFile] {
    var seen: Set<String> = []
    var result: [SourceFile] = []
    for source in files.map(\.source) + indexedFiles.map(\.source) + companionSources + rejectedSources
      + (sheetsSource.map { [$0] } ?? [])
    where seen.insert(source.path).inserted {
      result.append(source)
    }
    return result
  }

  /// This catalog with `deferred` left on disk.
  func deferring(_ deferred: [DeferredLocaleFile]) -> Catalog {
    var catalog = self
    catalog.deferredFiles = deferred.sorted { $0.locale < $1.locale }
    return catalog
  }

  /// This catalog with its locale files indexed rather than read.
  func indexing(_ indexed: [IndexedLocaleFile]) -> Catalog {
    var catalog = self
    catalog.indexedFiles = indexed.sorted { $0.locale < $1.locale }
    return catalog
  }

  /// Reads one of ``deferredFiles``: a catalog of this one's files and that file, whose
  /// ``loadDiagnostics`` are the file's own and which defers nothing.
  ///
  /// Checking each deferred file in such a catalog and letting it go keeps in memory the
  /// source, the files translations fall back to, and the files being checked, instead of
  /// every locale at once.
  public func loadingDeferredFile(_ deferred: DeferredLocaleFile) -> Catalog {
    let loaded = deferred.reader.map { $0() } ?? LoadedLocaleFile(path: deferred.path)
    var shard = Catalog(
      directory: directory, sourceLocale: sourceLocale, files: files + (loaded.file.map { [$0] } ?? []),
      sheets: sheets, sheetsSource: sheetsSource, lexiconDirectory: lexiconDirectory,
      loadDiagnostics: loaded.diagnostics, rejectedSources: (loaded.rejected.map { [$0] } ?? []) + loaded.alsoRejected,
      companionSources: companionSources + loaded.companions, format: format)
    shard.usesBundledLexicons = usesBundledLexicons
    shard.listsEveryKeyPerFile = listsEveryKeyPerFile
    return shard
  }

  /// Every message parsed at load, across all files.
  public var messageCount: Int { files.reduce(0) { $0 + $1.entries.count } }
}

/// A locale's translation that has not been read yet: a native locale file, a `.lproj`
/// folder's table, or one locale of a String Catalog parsed but not yet turned into messages.
public struct DeferredLocaleFile: Sendable, Hashable {
  /// The file's path (for a String Catalog, the catalog's; for a `.lproj` folder, its main file).
  public let path: String
  /// The locale its name gives.
  public let locale: LocaleID
  /// Reads the locale in a format other than native JSON.
  let reader: (@Sendable () -> LoadedLocaleFile)?

  /// Names a native locale file to read later.
  public init(path: String, locale: LocaleID) {
    self.init(path: path, locale: locale, reader: nil)
  }

  init(path: String, locale: LocaleID, reader: (@Sendable () -> LoadedLocaleFile)?) {
    self.path = path
    self.locale = locale
    self.reader = reader
  }

  /// Two deferred files are the same when they name the same path and locale.
  public static func == (lhs: DeferredLocaleFile, rhs: DeferredLocaleFile) -> Bool {
    lhs.path == rhs.path && lhs.locale == rhs.locale
  }

  /// Hashes the path and the locale.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(locale)
  }
}
