import ICU

/// What a directory holds, for deciding how to read it.
struct DirectoryContents {
  var localeFiles: [String] = []
  var stringCatalogs: [String] = []
  var lprojFolders: [String] = []
  var xliffFiles: [String] = []
  var androidResourceFolders: [String] = []
  var gettextFiles: [String] = []
  var hasSourceLocaleFile = false
  /// Whether a JSON file is named for a locale ICU knows (`de.json`), as opposed to a
  /// project's other JSON files (`package.json`, `buildServer.json`).
  var hasKnownLocaleFile = false

  init(_ directory: String, sourceLocale: LocaleID) throws(CatalogLoadError) {
    if AndroidResourceReader.isResourceFolder(directory) { androidResourceFolders.append(directory) }
    gettextFiles = GettextCatalogReader.files(in: directory)
    for name in try FileSystem.contents(ofDirectory: directory) {
      let path = FileSystem.join(directory, name)
      let kind = FileSystem.kind(of: path)
      if name.hasSuffix(".xcstrings"), kind.isFileLike {
        stringCatalogs.append(path)
      } else if name.hasSuffix(".lproj"), kind == .directory {
        lprojFolders.append(path)
        // A storyboard's String Catalog lives in an .lproj folder (`mul.lproj/Main.xcstrings`).
        let inside = (try? FileSystem.contents(ofDirectory: path)) ?? []
        for name in inside where name.hasSuffix(".xcstrings") {
          let catalog = FileSystem.join(path, name)
          if FileSystem.kind(of: catalog).isFileLike { stringCatalogs.append(catalog) }
        }
      } else if name.hasSuffix(".xliff"), kind.isFileLike {
        xliffFiles.append(path)
      } else if name.hasSuffix(".xcloc"), kind == .directory {
        xliffFiles += DirectoryContents.xliffFiles(inLocalizationCatalog: path)
      } else if name == "res" || name == "composeResources", kind == .directory,
        AndroidResourceReader.isResourceFolder(path)
      {
        androidResourceFolders.append(path)
      } else if name.hasSuffix(".json"), name != "sheets.json", kind != .missing {
        localeFiles.append(path)
        if name == sourceLocale.tag + ".json" { hasSourceLocaleFile = true }
        if !hasKnownLocaleFile, let locale = try? LocaleID(String(name.dropLast(".json".count))), locale.hasLocaleData {
          hasKnownLocaleFile = true
        }
      }
    }
  }

  /// The `.xliff` files inside an Xcode localization catalog (`.xcloc`).
  static func xliffFiles(inLocalizationCatalog path: String) -> [String] {
    let localized = FileSystem.join(path, "Localized Contents")
    let names = (try? FileSystem.contents(ofDirectory: localized)) ?? []
    return names.filter { $0.hasSuffix(".xliff") }.map { FileSystem.join(localized, $0) }
  }

  /// Folders that are searched for nothing: build products, dependencies, version control.
  static let skippedFolders: Set<String> = [
    "node_modules", "Pods", "Carthage", "DerivedData", "build", "lexicons", "LC_MESSAGES",
  ]

  /// The folders below `directory` (not `directory` itself) that hold String Catalogs,
  /// `.lproj` folders, XLIFF, Android resources or gettext files, with what they hold, in
  /// path order. Hidden folders, the ``skippedFolders``, symbolic links to folders and the
  /// insides of catalog folders (`.lproj`, `.xcloc`, an Android `res/`, a folder of `.po`
  /// files) are not searched, nor is a `res/` or `composeResources/` (the folder that holds
  /// it reads it); nor is anything below 12 levels or past 20,000 folders.
  static func nestedCatalogFolders(below directory: String, sourceLocale: LocaleID) -> [(String, DirectoryContents)] {
    var found: [(String, DirectoryContents)] = []
    var visited = 0
    func search(_ folder: String, depth: Int) {
      guard depth < 12, let names = try? FileSystem.contents(ofDirectory: folder) else { return }
      for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
        guard !name.hasSuffix(".lproj"), !name.hasSuffix(".xcloc"), !name.hasSuffix(".xcassets") else { continue }
        let path = FileSystem.join(folder, name)
        guard FileSystem.isDirectoryNotLink(path), visited < 20_000 else { continue }
        // An Android `res/` (or `composeResources/`) is read by the folder that holds it,
        // which lists it among its own resource folders: searched again, it would be read twice.
        if name == "res" || name == "composeResources", AndroidResourceReader.isResourceFolder(path) { continue }
        visited += 1
        guard let contents = try? DirectoryContents(path, sourceLocale: sourceLocale) else { continue }
        if contents.hasAppleCatalogs {
          found.append((path, contents))
          // Android resources and gettext folders are read whole, their subfolders included.
          if !contents.androidResourceFolders.isEmpty || !contents.gettextFiles.isEmpty { continue }
        }
        search(path, depth: depth + 1)
      }
    }
    search(directory, depth: 0)
    return found
  }

  var hasAppleCatalogs: Bool {
    !stringCatalogs.isEmpty || !lprojFolders.isEmpty || !xliffFiles.isEmpty || !androidResourceFolders.isEmpty
      || !gettextFiles.isEmpty
  }

  /// A folder is native when it has the source locale's `<tag>.json`, or JSON files named for
  /// locales and no Apple catalog. A project's root with `package.json` beside its sources is
  /// not: its catalogs are searched for below.
  var isNative: Bool { hasSourceLocaleFile || (hasKnownLocaleFile && !hasAppleCatalogs) }
}

extension CatalogLoader {
  /// Loads every catalog at `path`, whatever its format:
  ///
  /// - a native catalog directory, or one `<tag>.json` of one (checked against its source);
  /// - a String Catalog (`Localizable.xcstrings`);
  /// - a folder of `.lproj` folders (one catalog per table: `Localizable`, `InfoPlist`, …),
  ///   one `.lproj` folder, or one `.strings`/`.stringsdict` file inside one;
  /// - an `.xliff` file, an `.xcloc` bundle, or a folder of them (one catalog per table);
  /// - a folder that holds any of these side by side.
  ///
  /// `sheets.json` and `lexicons/` beside Apple catalogs apply to them too.
  /// - Parameters:
  ///   - path: A catalog directory, a locale file, or an Apple catalog.
  ///   - only: When given, only these locales (and the source) are kept.
  ///   - deferringTranslations: When true, a native catalog's translations that no other
  ///     file falls back to are not read now but listed in ``Catalog/deferredFiles``, for a
  ///     check that reads them one at a time (``Catalog/loadingDeferredFile(_:)``).
  /// - Throws: ``CatalogLoadError`` when the path does not exist or cannot be read at all.
  public func loadCatalogs(
    at path: String, only: Set<LocaleID>? = nil, deferringTranslations: Bool = false
  ) throws(CatalogLoadError) -> [Catalog] {
    let name = FileSystem.fileName(of: path)
    let parent = FileSystem.directory(of: path)
    switch FileSystem.kind(of: path) {
    case .missing:
      throw CatalogLoadError(path: path, reason: "no such file or directory")
    case .other:
      // Says what is there (a pipe, a socket, a link loop) without waiting on it.
      switch FileSystem.read(path) {
      case .failure(let error): throw error
      case .success: throw CatalogLoadError(path: path, reason: "not a file or folder the tool reads")
      }
    case .file:
      if name.hasSuffix(".xcstrings") {
        return [stringCatalog(path, directory: parent, only: only, deferring: deferringTranslations)]
      }
      if name.hasSuffix(".xliff") {
        return xliffCatalogs([path], directory: parent, only: only, deferring: deferringTranslations)
      }
      if name.hasSuffix(".po") || name.hasSuffix(".pot") {
        let templates = GettextCatalogReader.files(in: parent).filter { $0.hasSuffix(".pot") && $0 != path }
        return gettextCatalogs(templates + [path], directory: parent, only: only)
      }
      if name == "strings.xml", AndroidResourceReader.isResourceFolder(FileSystem.directory(of: parent)) {
        let root = FileSystem.directory(of: parent)
        let folder = FileSystem.fileName(of: parent)
        let kept = AndroidResourceReader.locale(ofFolderNamed: folder).map { (only ?? []).union([$0]) } ?? only
        return [androidCatalog(root, directory: root, only: kept)]
      }
      if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
        let folder = FileSystem.fileName(of: parent)
        guard folder.hasSuffix(".lproj") else {
          throw CatalogLoadError(
            path: path, reason: "a .strings or .stringsdict file is read inside its <locale>.lproj folder")
        }
        let table = name.hasSuffix(".strings") ? String(name.dropLast(8)) : String(name.dropLast(12))
        return lprojCatalogs(
          root: FileSystem.directory(of: parent), only: restricting(only, toFolder: folder), tables: [table],
          deferring: deferringTranslations)
      }
      if name.hasSuffix(".json") {
        guard let locale = try? LocaleID(String(name.dropLast(5))) else {
          // Not a locale tag: load it alone so the file-name problem is reported where it is.
          return [load(files: [path])]
        }
        return [
          try loadNative(directory: parent, only: (only ?? []).union([locale]), deferring: deferringTranslations)
        ]
      }
      throw CatalogLoadError(
        path: path,
        reason:
          "unknown catalog file; give a folder, a <tag>.json, a .xcstrings, a .strings/.stringsdict, an .xliff, a .po or an Android strings.xml"
      )
    case .directory:
      if name.hasSuffix(".xcloc") {
        return xliffCatalogs(
          DirectoryContents.xliffFiles(inLocalizationCatalog: path), directory: parent, only: only,
          deferring: deferringTranslations)
      }
      if name.hasSuffix(".lproj") {
        return lprojCatalogs(
          root: parent, only: restricting(only, toFolder: name), tables: nil, deferring: deferringTranslations)
      }
      let contents = try DirectoryContents(path, sourceLocale: sourceLocale)
      // A project's catalogs sit in folders of their own (Resources/, a package's module,
      // Settings.bundle): a folder that is not a native catalog is searched below too.
      let nested =
        contents.isNative ? [] : DirectoryContents.nestedCatalogFolders(below: path, sourceLocale: sourceLocale)
      var catalogs: [Catalog] = []
      if contents.isNative || (!contents.hasAppleCatalogs && nested.isEmpty) {
        catalogs.append(try loadNative(directory: path, only: only, deferring: deferringTranslations))
      }
      catalogs += otherFormatCatalogs(contents, in: path, only: only, deferring: deferringTranslations)
      // A translation platform's export keeps one folder per locale of XLIFF files alone
      // (de/app.xliff, fr/app.xliff): one project, read together as the files of one
      // folder are, so that its source is read and reported once.
      var exportsByParent: [String: [String]] = [:]
      for (folder, folderContents) in nested where Self.isLocaleFolderOfXLIFF(folder, folderContents) {
        exportsByParent[FileSystem.directory(of: folder), default: []] += folderContents.xliffFiles
      }
      let grouped = exportsByParent.filter { $0.value.count > 1 }
      for (parent, files) in grouped.sorted(by: { $0.key < $1.key }) {
        catalogs += xliffCatalogs(files, directory: parent, only: only, deferring: deferringTranslations)
      }
      for (folder, folderContents) in nested
      where !(Self.isLocaleFolderOfXLIFF(folder, folderContents) && grouped[FileSystem.directory(of: folder)] != nil) {
        catalogs += otherFormatCatalogs(folderContents, in: folder, only: only, deferring: deferringTranslations)
      }
      return catalogs
    }
  }

  /// True for a folder named for a locale (`de`, `pt-BR`) that holds XLIFF files and no
  /// other catalog.
  static func isLocaleFolderOfXLIFF(_ folder: String, _ contents: DirectoryContents) -> Bool {
    !contents.xliffFiles.isEmpty && contents.stringCatalogs.isEmpty && contents.lprojFolders.isEmpty
      && contents.androidResourceFolders.isEmpty && contents.gettextFiles.isEmpty && contents.localeFiles.isEmpty
      && (try? LocaleID(FileSystem.fileName(of: folder))) != nil
  }

  /// The String Catalogs, `.lproj` tables, XLIFF, Android and gettext catalogs of one folder.
  private func otherFormatCatalogs(
    _ contents: DirectoryContents, in path: String, only: Set<LocaleID>?, deferring deferringTranslations: Bool
  ) -> [Catalog] {
    var catalogs: [Catalog] = []
    for file in contents.stringCatalogs {
      catalogs.append(stringCatalog(file, directory: path, only: only, deferring: deferringTranslations))
    }
    if !contents.lprojFolders.isEmpty {
      catalogs += lprojCatalogs(root: path, only: only, tables: nil, deferring: deferringTranslations)
    }
    if !contents.xliffFiles.isEmpty {
      catalogs += xliffCatalogs(contents.xliffFiles, directory: path, only: only, deferring: deferringTranslations)
    }
    for folder in contents.androidResourceFolders {
      catalogs.append(androidCatalog(folder, directory: path, only: only))
    }
    if !contents.gettextFiles.isEmpty {
      catalogs += gettextCatalogs(contents.gettextFiles, directory: path, only: only)
    }
    return catalogs
  }

  /// Adds the locale of a `<tag>.lproj` folder to the locales to keep.
  private func restricting(_ only: Set<LocaleID>?, toFolder folder: String) -> Set<LocaleID>? {
    let tag = String(folder.dropLast(".lproj".count))
    guard tag != "Base", let locale = LprojCatalogReader.locale(ofFolderNamed: tag) else { return only }
    return (only ?? []).union([locale])
  }

  private func roles(for source: LocaleID) -> any RoleInferring {
    roleInference ?? RoleInferenceChain.standard(rolesFile: rolesFile, sourceLanguage: source.language)
  }

  /// `sheets.json` and `lexicons/` of `directory`, for Apple catalogs.
  private func companions(of directory: String) -> (
    sheets: (declarations: [SheetDeclaration], source: SourceFile?, diagnostics: [Diagnostic]), lexicons: String?
  ) {
    let sheetsPath = FileSystem.join(directory, "sheets.json")
    var sheets: (declarations: [SheetDeclaration], source: SourceFile?, diagnostics: [Diagnostic]) = ([], nil, [])
    if FileSystem.kind(of: sheetsPath) != .missing {
      switch FileSystem.read(sheetsPath) {
      case .failure(let error):
        sheets.diagnostics.append(
          Diagnostic.unreadable(error.reason, path: sheetsPath))
      case .success(let bytes):
        let source = SourceFile(path: sheetsPath, bytes: bytes)
        var reader = SheetsReader(source: source)
        sheets = (reader.read(), source, reader.diagnostics)
      }
    }
    let lexicons = FileSystem.join(directory, "lexicons")
    return (sheets, FileSystem.kind(of: lexicons) == .directory ? lexicons : nil)
  }

  private func assemble(_ table: AppleTable, directory: String, only: Set<LocaleID>?) -> Catalog {
    let extras = companions(of: directory)
    return AppleCatalogAssembly.catalog(
      from: table, directory: directory, roles: roles(for: table.sourceLocale), only: only, sheets: extras.sheets,
      lexiconDirectory: extras.lexicons)
  }

  /// Reads a String Catalog once; its translated locales are made into files in parallel,
  /// or, when `deferring`, left to be made one at a time as they are checked.
  private func stringCatalog(_ path: String, directory: String, only: Set<LocaleID>?, deferring: Bool) -> Catalog {
    switch FileSystem.read(path) {
    case .failure(let error):
      var table = AppleTable(
        name: StringCatalogReader.tableName(of: path), format: .stringCatalog, sourceLocale: sourceLocale,
        anchorPath: path)
      table.diagnostics.append(
        Diagnostic.unreadable(error.reason, path: path))
      return assemble(table, directory: directory, only: only)
    case .success(let bytes):
      var reader = StringCatalogReader(path: path, bytes: bytes, defaultSourceLocale: sourceLocale)
      guard deferring else { return assemble(reader.read(), directory: directory, only: only) }
      let split = reader.readSplit()
      let locales = [split.table.sourceLocale] + split.pending.map(\.locale)
      let waits = Self.deferrable(locales, sourceLocale: split.table.sourceLocale)
      var table = split.table
      var deferred: [DeferredLocaleFile] = []
      for (pending, waiting) in zip(split.pending, waits.dropFirst()) {
        if let only, !only.contains(pending.locale) { continue }
        if waiting {
          deferred.append(
            DeferredLocaleFile(path: path, locale: pending.locale) {
              let made = split.file(for: pending)
              return LoadedLocaleFile(file: made.file, diagnostics: made.diagnostics, rejected: [])
            })
        } else {
          let made = split.file(for: pending)
          table.files.append(made.file)
          table.diagnostics += made.diagnostics
        }
      }
      return assemble(table, directory: directory, only: only).deferring(deferred)
    }
  }

  /// Which of `locales` can be read when their turn to be checked comes, as a native
  /// catalog's translations are: not the source, not a locale another falls back to (`pt`
  /// for `pt-BR`), not a locale named twice. Nothing waits when the source is missing.
  static func deferrable(_ locales: [LocaleID?], sourceLocale: LocaleID) -> [Bool] {
    var counts: [LocaleID: Int] = [:]
    for case let locale? in locales { counts[locale, default: 0] += 1 }
    guard counts[sourceLocale] != nil else { return locales.map { _ in false } }
    var fallenBackTo: Set<LocaleID> = []
    for locale in counts.keys {
      for parent in locale.fallbackChain.dropFirst() where counts[parent] != nil { fallenBackTo.insert(parent) }
    }
    return locales.map { locale in
      guard let locale else { return false }
      return locale != sourceLocale && counts[locale] == 1 && !fallenBackTo.contains(locale)
    }
  }

  private func lprojCatalogs(root: String, only: Set<LocaleID>?, tables: [String]?, deferring: Bool) -> [Catalog] {
    let (folders, diagnostics) = LprojCatalogReader.folders(in: root, sourceLocale: sourceLocale)
    let kept = folders.filter { folder in
      guard let only, folder.locale != sourceLocale else { return true }
      return only.contains(folder.locale)
    }
    let reader = LprojCatalogReader(directory: root, sourceLocale: sourceLocale)
    let names = tables ?? LprojCatalogReader.tableNames(in: kept)
    var catalogs: [Catalog] = []
    for (index, name) in names.enumerated() {
      // When deferring, each translation's folder is read when its turn to be checked
      // comes, with the source's argument names.
      let having = deferring ? kept.filter { reader.has(table: name, in: $0) } : kept
      let waits =
        deferring ? Self.deferrable(having.map(\.locale), sourceLocale: sourceLocale) : having.map { _ in false }
      let eager = zip(having, waits).filter { !$0.1 }.map(\.0)
      let read = reader.readTable(name, folders: eager)
      var table = read.table
      let sourceNames = read.sourceNames
      let deferred = zip(having, waits).filter(\.1).map { folder, _ in
        DeferredLocaleFile(path: reader.mainPath(of: name, in: folder), locale: folder.locale) {
          reader.read(table: name, folder: folder, sourceNames: sourceNames)?.loaded
            ?? LoadedLocaleFile(file: nil, diagnostics: [], rejected: [])
        }
      }
      if index == 0 { table.diagnostics += diagnostics }
      catalogs.append(assemble(table, directory: root, only: only).deferring(deferred))
    }
    if catalogs.isEmpty, !diagnostics.isEmpty {
      var table = AppleTable(name: "Localizable", format: .stringsFiles, sourceLocale: sourceLocale, anchorPath: root)
      table.diagnostics = diagnostics
      catalogs.append(assemble(table, directory: root, only: only))
    }
    return catalogs
  }

  private func androidCatalog(_ root: String, directory: String, only: Set<LocaleID>?) -> Catalog {
    assemble(AndroidResourceReader.table(root: root, sourceLocale: sourceLocale), directory: directory, only: only)
  }

  private func gettextCatalogs(_ paths: [String], directory: String, only: Set<LocaleID>?) -> [Catalog] {
    GettextCatalogReader.tables(from: paths, sourceLocale: sourceLocale).map {
      assemble($0, directory: directory, only: only)
    }
  }

  /// Reads XLIFF files; when `deferring` (and every locale is checked), a file that holds
  /// one translation and nothing else is left to be read when its turn to be checked comes.
  private func xliffCatalogs(_ paths: [String], directory: String, only: Set<LocaleID>?, deferring: Bool = false)
    -> [Catalog]
  {
    guard deferring, only == nil else {
      return XLIFFCatalogReader.tables(from: paths.sorted()).map { assemble($0, directory: directory, only: only) }
    }
    return XLIFFCatalogReader.deferredTables(from: paths.sorted()).map {
      assemble($0.table, directory: directory, only: only).deferring($0.deferred)
    }
  }

  /// Reads files held in memory (`path` → bytes) as a catalog of `format`, without touching
  /// the disk: how a conversion reads back what it is about to write.
  func catalog(inMemory files: [String: [UInt8]], format: CatalogFormat, directory: String) -> Catalog {
    let reading: @Sendable (String) -> Result<[UInt8], CatalogLoadError> = { path in
      files[path].map { .success($0) } ?? .failure(CatalogLoadError(path: path, reason: "no such file"))
    }
    let paths = files.keys.sorted()
    let none: (declarations: [SheetDeclaration], source: SourceFile?, diagnostics: [Diagnostic]) = ([], nil, [])
    func assembled(_ table: AppleTable) -> Catalog {
      AppleCatalogAssembly.catalog(
        from: table, directory: directory, roles: roles(for: table.sourceLocale), only: nil, sheets: none,
        lexiconDirectory: nil)
    }
    switch format {
    case .native:
      return loadFiles(paths, directory: directory, sheetsPath: nil, lexiconDirectory: nil, reading: reading)
    case .stringCatalog:
      var reader = StringCatalogReader(
        path: paths.first ?? "Localizable.xcstrings", bytes: paths.first.flatMap { files[$0] } ?? [],
        defaultSourceLocale: sourceLocale)
      return assembled(reader.read())
    case .xliff:
      let tables = XLIFFCatalogReader.tables(from: paths, reading: reading)
      return tables.first.map(assembled)
        ?? assembled(AppleTable(name: "Localizable", format: .xliff, sourceLocale: sourceLocale, anchorPath: directory))
    case .androidResources:
      // `values/strings.xml`, `values-de/strings.xml`, …
      let folders = paths.compactMap { path -> String? in
        let parts = path.dropFirst(directory.count + 1).split(separator: "/")
        return parts.count == 2 && parts[1] == "strings.xml" ? String(parts[0]) : nil
      }
      return assembled(
        AndroidResourceReader.table(
          root: directory, sourceLocale: sourceLocale, folderNames: folders, reading: reading))
    case .gettext:
      let tables = GettextCatalogReader.tables(from: paths, sourceLocale: sourceLocale, reading: reading)
      return tables.first.map(assembled)
        ?? assembled(AppleTable(name: "messages", format: .gettext, sourceLocale: sourceLocale, anchorPath: directory))
    case .stringsFiles:
      return assembled(
        AppleTable(name: "Localizable", format: .stringsFiles, sourceLocale: sourceLocale, anchorPath: directory))
    }
  }
}
