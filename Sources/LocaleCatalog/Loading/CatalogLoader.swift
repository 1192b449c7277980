import Dispatch
import ICU

/// Reads catalogs into ``Catalog`` values: native directories, and the Apple formats
/// (String Catalogs, `.lproj` folders, XLIFF) through ``loadCatalogs(at:only:deferringTranslations:)``.
///
/// Each file is read once and each message parsed once by ICU, files in parallel. Problems
/// with single files become located diagnostics in ``Catalog/loadDiagnostics``; only a
/// directory that cannot be read at all throws.
public struct CatalogLoader: Sendable {
  /// The locale whose file is the reference (default `en`). A String Catalog's own
  /// `sourceLanguage` and an XLIFF file's `source-language` take precedence.
  public var sourceLocale: LocaleID
  /// The roles file (`--roles`) for formats without role metadata.
  public var rolesFile: RolesFile?
  /// Replaces the standard sources of roles (comments, roles file, English lexicon) for
  /// formats without role metadata.
  public var roleInference: (any RoleInferring)?
  /// The size from which a native locale file makes a catalog loaded to be checked an
  /// indexed one (``Catalog/indexedFiles``), checked a share of its keys at a time.
  public var largeFileSize = 8 << 20

  /// Creates a loader.
  public init(
    sourceLocale: LocaleID = CatalogLoader.defaultSourceLocale, rolesFile: RolesFile? = nil,
    roleInference: (any RoleInferring)? = nil
  ) {
    self.sourceLocale = sourceLocale
    self.rolesFile = rolesFile
    self.roleInference = roleInference
  }

  /// English, the default source locale.
  public static let defaultSourceLocale: LocaleID = {
    // "en" is always a valid tag.
    (try? LocaleID("en")) ?? .root
  }()

  /// Loads the catalog in `directory`: every `<tag>.json`, `sheets.json` and `lexicons/`; or,
  /// when the directory holds an Apple catalog instead (a `.xcstrings`, `.lproj` folders,
  /// `.xliff` files) and no native locale files, that catalog. A folder with both is read as
  /// native here; ``loadCatalogs(at:only:deferringTranslations:)`` reads both.
  /// - Parameters:
  ///   - directory: The catalog directory.
  ///   - only: When given, only these locales (and the source) are read.
  /// - Throws: ``CatalogLoadError`` when the directory does not exist or cannot be listed,
  ///   or holds several Apple tables (use ``loadCatalogs(at:only:deferringTranslations:)`` for those).
  public func load(directory: String, only: Set<LocaleID>? = nil) throws(CatalogLoadError) -> Catalog {
    switch FileSystem.kind(of: directory) {
    case .missing: throw CatalogLoadError(path: directory, reason: "no such file or directory")
    case .file, .other:
      throw CatalogLoadError(path: directory, reason: "not a directory; give the catalog's folder")
    case .directory: break
    }
    let contents = try DirectoryContents(directory, sourceLocale: sourceLocale)
    if !contents.isNative, contents.hasAppleCatalogs {
      let catalogs = try loadCatalogs(at: directory, only: only)
      guard catalogs.count == 1, let catalog = catalogs.first else {
        throw CatalogLoadError(
          path: directory, reason: "the folder holds \(catalogs.count) catalogs; load them with loadCatalogs(at:)")
      }
      return catalog
    }
    return try loadNative(directory: directory, only: only)
  }

  /// Loads the native catalog in `directory`.
  /// - Parameter deferring: When true, translations that no other file falls back to are
  ///   left on disk as ``Catalog/deferredFiles``, to be read one at a time as they are checked.
  func loadNative(directory: String, only: Set<LocaleID>?, deferring: Bool = false) throws(CatalogLoadError)
    -> Catalog
  {
    let names = try FileSystem.contents(ofDirectory: directory)
    var localePaths: [String] = []
    var sheetsPath: String?
    var lexicons: String?
    for name in names {
      let path = FileSystem.join(directory, name)
      if name == "sheets.json" {
        sheetsPath = path
      } else if name == "lexicons", FileSystem.kind(of: path) == .directory {
        lexicons = path
      } else if name.hasSuffix(".json"), FileSystem.kind(of: path) != .missing {
        // Anything named like a locale file is read, so that a pipe, a folder or a link loop
        // in its place is reported where it is rather than waited on or passed over.
        if let only, let locale = try? LocaleID(String(name.dropLast(5))), locale != sourceLocale,
          !only.contains(locale)
        {
          continue
        }
        localePaths.append(path)
      }
    }
    guard deferring else {
      return loadFiles(localePaths, directory: directory, sheetsPath: sheetsPath, lexiconDirectory: lexicons)
    }
    // A large file is indexed and checked a share of its keys at a time: its parsed messages
    // would take twenty times its size.
    if localePaths.contains(where: { (FileSystem.size(of: $0) ?? 0) >= largeFileSize }) {
      return loadFiles(
        localePaths, directory: directory, sheetsPath: sheetsPath, lexiconDirectory: lexicons, indexing: true)
    }
    let (eager, deferred) = partition(localePaths)
    return loadFiles(eager, directory: directory, sheetsPath: sheetsPath, lexiconDirectory: lexicons)
      .deferring(deferred)
  }

  /// Splits locale files into those read now and those that can wait to be checked one at a
  /// time: a translation can wait unless another file falls back to it (`pt` for `pt-BR`),
  /// its name is no locale, or another file names the same locale (those are reported).
  /// Nothing waits when the source is missing.
  private func partition(_ paths: [String]) -> (eager: [String], deferred: [DeferredLocaleFile]) {
    let locales = paths.map { try? LocaleID(String(FileSystem.fileName(of: $0).dropLast(".json".count))) }
    var eager: [String] = []
    var deferred: [DeferredLocaleFile] = []
    for (path, (locale, waiting)) in zip(paths, zip(locales, Self.deferrable(locales, sourceLocale: sourceLocale))) {
      if let locale, waiting {
        deferred.append(DeferredLocaleFile(path: path, locale: locale))
      } else {
        eager.append(path)
      }
    }
    return (eager, deferred)
  }

  /// Loads the given locale files as one catalog (the source locale's file must be among
  /// them or beside them for cross-locale checks).
  public func load(files: [String]) -> Catalog {
    let directory = files.first.map(FileSystem.directory(of:)) ?? "."
    return loadFiles(files, directory: directory, sheetsPath: nil, lexiconDirectory: nil)
  }

  func loadFiles(
    _ paths: [String], directory: String, sheetsPath: String?, lexiconDirectory: String?,
    reading: @Sendable (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read, indexing: Bool = false
  ) -> Catalog {
    let results = Locked<[Int: LoadedLocaleFile]>([:])
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let loaded = LoadedLocaleFile(path: paths[index], reading: reading, indexing: indexing)
      results.withLock { $0[index] = loaded }
    }
    let loaded = results.withLock { $0 }
    var files: [LocaleFile] = []
    var indexed: [IndexedLocaleFile] = []
    var diagnostics: [Diagnostic] = []
    var seen: [LocaleID: String] = [:]
    var rejected: [SourceFile] = []
    for index in paths.indices {
      guard let result = loaded[index] else { continue }
      diagnostics.append(contentsOf: result.diagnostics)
      if let source = result.rejected { rejected.append(source) }
      guard
        let (locale, path) = result.file.map({ ($0.locale, $0.path) }) ?? result.indexed.map({ ($0.locale, $0.path) })
      else { continue }
      if let other = seen[locale] {
        diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file",
            message:
              "“\(FileSystem.fileName(of: path))” is a second file for \(locale.tag) (beside “\(FileSystem.fileName(of: other))”)",
            path: path, position: SourcePosition(line: 1, column: 1), locale: locale.tag))
        continue
      }
      seen[locale] = path
      if let file = result.file { files.append(file) }
      if let file = result.indexed { indexed.append(file) }
    }
    var sheets: [SheetDeclaration] = []
    var sheetsSource: SourceFile?
    if let sheetsPath {
      switch FileSystem.read(sheetsPath) {
      case .failure(let error):
        diagnostics.append(
          Diagnostic.unreadable(error.reason, path: sheetsPath))
      case .success(let bytes):
        let source = SourceFile(path: sheetsPath, bytes: bytes)
        var reader = SheetsReader(source: source)
        sheets = reader.read()
        sheetsSource = source
        diagnostics.append(contentsOf: reader.diagnostics)
      }
    }
    if !seen.isEmpty, seen[sourceLocale] == nil {
      diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: "catalog.invalid-file",
          message:
            "the catalog has no file for its source locale “\(sourceLocale.tag)” (\(sourceLocale.tag).json), so translations cannot be compared with it",
          path: directory, position: SourcePosition(line: 1, column: 1)))
    }
    return Catalog(
      directory: directory, sourceLocale: sourceLocale, files: files, sheets: sheets, sheetsSource: sheetsSource,
      lexiconDirectory: lexiconDirectory, loadDiagnostics: diagnostics.sorted(), rejectedSources: rejected
    ).indexing(indexed)
  }
}

/// One native locale file as read: the file, or what kept it from being used.
struct LoadedLocaleFile: Sendable {
  /// The file, when it could be used.
  var file: LocaleFile?
  /// What the reader found.
  var diagnostics: [Diagnostic]
  /// The bytes of a file that could not be used, kept to show the lines of its findings.
  var rejected: SourceFile?
  /// Further files that could not be used (a `.lproj` folder's `.stringsdict` beside its
  /// `.strings`).
  var alsoRejected: [SourceFile] = []
  /// Further files the locale's entries were read from (a `.stringsdict` beside its `.strings`).
  var companions: [SourceFile] = []
  /// The file indexed rather than read, when it was read so.
  var indexed: IndexedLocaleFile?

  /// A locale read by another format's reader.
  init(file: LocaleFile?, diagnostics: [Diagnostic], rejected: [SourceFile], companions: [SourceFile] = []) {
    self.file = file
    self.diagnostics = diagnostics
    self.rejected = rejected.first
    self.alsoRejected = Array(rejected.dropFirst())
    self.companions = companions
  }

  /// Reads and parses the file at `path`.
  init(path: String, reading: (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read, indexing: Bool = false) {
    switch reading(path) {
    case .failure(let error):
      file = nil
      diagnostics = [
        Diagnostic.unreadable(
          error.reason, path: path,
          locale: (try? LocaleID(String(FileSystem.fileName(of: path).dropLast(".json".count))))?.tag)
      ]
      rejected = nil
    case .success(let bytes):
      var reader = LocaleFileReader(path: path, bytes: bytes)
      if indexing {
        indexed = reader.index()
        file = nil
      } else {
        file = reader.read()
      }
      diagnostics = reader.diagnostics
      rejected = file == nil && indexed == nil ? SourceFile(path: path, bytes: bytes) : nil
    }
  }
}
