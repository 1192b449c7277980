import Dispatch
import ICU

/// Reads the `.lproj` folders of a directory (`en.lproj/Localizable.strings`,
/// `de.lproj/Localizable.stringsdict`, …) into one table per table name.
///
/// A locale's `.strings` and `.stringsdict` of the same table are one locale file: the
/// `.strings` file is its main file and the `.stringsdict` a companion whose keys take
/// precedence, as at run time. `Base.lproj` is the source locale when the directory has no
/// folder for it. Folder names may use `_` (`pt_BR.lproj`) and the legacy English names
/// (`English.lproj`).
struct LprojCatalogReader {
  let directory: String
  let sourceLocale: LocaleID

  /// One `.lproj` folder with its locale.
  struct Folder: Sendable {
    var path: String
    var locale: LocaleID
    var isBase: Bool
  }

  /// The `.lproj` folders of `directory` with their locales, and problems with their names.
  static func folders(in directory: String, sourceLocale: LocaleID) -> (folders: [Folder], diagnostics: [Diagnostic]) {
    guard let names = try? FileSystem.contents(ofDirectory: directory) else { return ([], []) }
    var folders: [Folder] = []
    var diagnostics: [Diagnostic] = []
    var base: Folder?
    for name in names where name.hasSuffix(".lproj") {
      let path = FileSystem.join(directory, name)
      guard FileSystem.kind(of: path) == .directory else { continue }
      let tag = String(name.dropLast(".lproj".count))
      if tag == "Base" {
        base = Folder(path: path, locale: sourceLocale, isBase: true)
        continue
      }
      guard let locale = LprojCatalogReader.locale(ofFolderNamed: tag) else {
        diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file",
            message: "the folder name “\(name)” is not a locale (BCP 47, such as de.lproj or pt-BR.lproj)",
            path: path, position: SourcePosition(line: 1, column: 1)))
        continue
      }
      folders.append(Folder(path: path, locale: locale, isBase: false))
    }
    // A regional folder of the source language (`en-US.lproj` beside `en.lproj`) with more
    // keys than the source locale's folder holds the text the code is written against: a
    // project whose development region is en-US keeps an `en.lproj` left behind. It is the
    // source, and the outdated folder is left unchecked, as Base.lproj is beside it.
    if let sourceIndex = folders.firstIndex(where: { $0.locale == sourceLocale }) {
      let sourceKeys = keyCount(of: folders[sourceIndex])
      // The language's likely region (en → US) first: en-GB is as often a full translation.
      let likelyRegion = try? LocaleID(sourceLocale.maximized).region
      var best: (index: Int, keys: Int, likely: Bool)?
      for (index, folder) in folders.enumerated()
      where folder.locale.language == sourceLocale.language && folder.locale != sourceLocale {
        let keys = keyCount(of: folder)
        let likely = folder.locale.region != nil && folder.locale.region == likelyRegion
        guard keys > sourceKeys else { continue }
        if let current = best, (current.likely ? 1 : 0, current.keys) >= (likely ? 1 : 0, keys) { continue }
        best = (index, keys, likely)
      }
      if let best {
        let outdated = folders[sourceIndex]
        let chosen = folders[best.index]
        diagnostics.append(
          Diagnostic(
            severity: .note, ruleID: "catalog.invalid-file",
            message:
              "\(FileSystem.fileName(of: outdated.path)) is not checked: \(FileSystem.fileName(of: chosen.path)) holds the source text (\(best.keys) keys, against \(sourceKeys))",
            path: outdated.path, position: SourcePosition(line: 1, column: 1)))
        folders[best.index].locale = sourceLocale
        folders.remove(at: sourceIndex)
      }
    }
    if let base {
      if folders.contains(where: { $0.locale == sourceLocale }) {
        diagnostics.append(
          Diagnostic(
            severity: .note, ruleID: "catalog.invalid-file",
            message:
              "Base.lproj is not checked: \(sourceLocale.tag).lproj holds the source text (Base internationalization beside an \(sourceLocale.tag).lproj, as Xcode sets it up)",
            path: base.path, position: SourcePosition(line: 1, column: 1)))
      } else {
        folders.append(base)
      }
    }
    return (folders, diagnostics)
  }

  /// The number of keys of the `.strings` tables of `folder`, counted without reading their
  /// values into entries; a table that does not parse counts as none.
  static func keyCount(of folder: Folder) -> Int {
    var count = 0
    for file in (try? FileSystem.contents(ofDirectory: folder.path)) ?? [] where file.hasSuffix(".strings") {
      guard case .success(let bytes) = FileSystem.read(FileSystem.join(folder.path, file)),
        let decoded = try? TextEncoding.utf8Bytes(of: bytes).bytes
      else { continue }
      if StringsFileReader.isXMLPropertyList(decoded) {
        count +=
          (try? StringsFileReader.xmlPairs(decoded, source: SourceFile(path: file, bytes: decoded)).get())?.count ?? 0
      } else {
        count += (try? StringsFileParser.parse(decoded))?.count ?? 0
      }
    }
    return count
  }

  /// The legacy folder names Xcode still reads (`English.lproj`).
  static let legacyNames = [
    "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
    "Dutch": "nl",
  ]

  /// The locale of a folder named `<tag>.lproj` (`pt_BR` and legacy names such as `English`
  /// included), or nil.
  static func locale(ofFolderNamed tag: String) -> LocaleID? {
    try? LocaleID(legacyNames[tag] ?? String(tag.map { $0 == "_" ? "-" : $0 }))
  }

  /// The table names (`Localizable`) of the `.strings` and `.stringsdict` files in `folders`.
  static func tableNames(in folders: [Folder]) -> [String] {
    var names: Set<String> = []
    for folder in folders {
      for file in (try? FileSystem.contents(ofDirectory: folder.path)) ?? [] {
        if file.hasSuffix(".strings") { names.insert(String(file.dropLast(".strings".count))) }
        if file.hasSuffix(".stringsdict") { names.insert(String(file.dropLast(".stringsdict".count))) }
      }
    }
    return names.sorted()
  }

  /// One folder's part of a table, as read.
  struct FolderRead: Sendable {
    /// The locale file, when one of its files could be used.
    var file: LocaleFile?
    var diagnostics: [Diagnostic] = []
    var rejected: [SourceFile] = []
    var companions: [SourceFile] = []
    /// Each key's comment, as written.
    var comments: [String: String] = [:]
    /// The argument names of each key's printf arguments, by position.
    var names: [String: [Int: String]] = [:]

    /// The folder's part as a locale read on its own, for a check that reads locales one at a time.
    var loaded: LoadedLocaleFile {
      LoadedLocaleFile(file: file, diagnostics: diagnostics, rejected: rejected, companions: companions)
    }
  }

  /// Whether `folder` has the table `name` (a `.strings` or a `.stringsdict` file).
  func has(table name: String, in folder: Folder) -> Bool {
    FileSystem.kind(of: FileSystem.join(folder.path, name + ".strings")) == .file
      || FileSystem.kind(of: FileSystem.join(folder.path, name + ".stringsdict")) == .file
  }

  /// The path of `folder`'s main file of the table `name`: its `.strings`, else its `.stringsdict`.
  func mainPath(of name: String, in folder: Folder) -> String {
    let strings = FileSystem.join(folder.path, name + ".strings")
    return FileSystem.kind(of: strings) == .file ? strings : FileSystem.join(folder.path, name + ".stringsdict")
  }

  /// Reads the table `name` from `folders`: the source locale's folder first (translations
  /// take their argument names from it), then the others in parallel.
  func read(table name: String, folders: [Folder]) -> AppleTable {
    readTable(name, folders: folders).table
  }

  /// Reads the table `name` from `folders`, with the source locale's argument names.
  func readTable(_ name: String, folders: [Folder]) -> (table: AppleTable, sourceNames: [String: [Int: String]]) {
    let ordered = folders.sorted { lhs, rhs in
      (lhs.locale == sourceLocale ? 0 : 1, lhs.locale.tag) < (rhs.locale == sourceLocale ? 0 : 1, rhs.locale.tag)
    }
    var table = AppleTable(
      name: name, format: .stringsFiles, sourceLocale: sourceLocale,
      anchorPath: ordered.first.map { FileSystem.join($0.path, name + ".strings") } ?? directory)
    let sources = ordered.prefix { $0.locale == sourceLocale }
    let others = Array(ordered.dropFirst(sources.count))
    var reads: [FolderRead?] = []
    var sourceNames: [String: [Int: String]] = [:]
    for folder in sources {
      let read = self.read(table: name, folder: folder, sourceNames: sourceNames)
      if let read { sourceNames = read.names }
      reads.append(read)
    }
    let names = sourceNames
    let translated = Locked<[Int: FolderRead]>([:])
    DispatchQueue.concurrentPerform(iterations: others.count) { index in
      guard let read = self.read(table: name, folder: others[index], sourceNames: names) else { return }
      translated.withLock { $0[index] = read }
    }
    let done = translated.withLock { $0 }
    reads += others.indices.map { done[$0] }
    for case let read? in reads {
      table.diagnostics += read.diagnostics
      table.rejected += read.rejected
      table.companions += read.companions
      for (key, comment) in read.comments { table.comments[key] = comment }
      if let file = read.file { table.files.append(file) }
    }
    addIntentDefinition(of: name, to: &table)
    return (table, sourceNames)
  }

  /// Gives an Intents table the keys of its `.intentdefinition`: the identifiers the source
  /// locale's `.strings` leaves out are added to the source with the definition's text (or make
  /// the source, when the source locale has no `.strings` of the table), so that no
  /// translation of them is taken for a key the source lacks.
  func addIntentDefinition(of name: String, to table: inout AppleTable) {
    guard let path = IntentDefinitionReader.definitionPath(forTable: name, in: directory) else { return }
    let bytes: [UInt8]
    switch FileSystem.read(path) {
    case .failure(let error):
      table.diagnostics.append(Diagnostic.unreadable(error.reason, path: error.path))
      return
    case .success(let read): bytes = read
    }
    let definition = SourceFile(path: path, bytes: bytes)
    let entries: [IntentDefinitionReader.Entry]
    do {
      entries = try IntentDefinitionReader.entries(of: bytes)
    } catch {
      table.diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: "catalog.invalid-file",
          message: "the intent definition is not well-formed XML: \(error.reason)",
          path: path, position: definition.position(ofByte: error.offset)))
      table.rejected.append(definition)
      return
    }
    let index = table.files.firstIndex { $0.locale == sourceLocale }
    let existing = index.map { table.files[$0] }
    let builder = AppleEntryBuilder(
      source: definition, locale: sourceLocale, companion: existing == nil ? nil : definition)
    var added: [CatalogEntry] = []
    for entry in entries where existing?[entry.key] == nil {
      let built = builder.entry(
        key: entry.key, keyOffset: entry.keyOffset,
        value: .text(AppleText(text: entry.text, syntax: .xmlText, valueOffset: entry.valueOffset)))
      if let diagnostic = built.diagnostic { table.diagnostics.append(diagnostic) }
      added.append(built.entry)
    }
    guard !added.isEmpty else { return }
    if let index, let existing {
      table.files[index] = LocaleFile(
        locale: existing.locale, source: existing.source, localeKeyOffset: existing.localeKeyOffset,
        entries: existing.entries + added, metadata: existing.metadata, missingKeyOffsets: existing.missingKeyOffsets)
      table.companions.append(definition)
    } else {
      table.files.insert(
        LocaleFile(locale: sourceLocale, source: definition, localeKeyOffset: nil, entries: added, metadata: [:]), at: 0
      )
    }
  }

  /// Reads `folder`'s part of the table `name`, or nil when the folder has neither file.
  /// - Parameter sourceNames: The source locale's argument names, which translations take.
  func read(table name: String, folder: Folder, sourceNames: [String: [Int: String]]) -> FolderRead? {
    let stringsPath = FileSystem.join(folder.path, name + ".strings")
    let dictPath = FileSystem.join(folder.path, name + ".stringsdict")
    let hasStrings = FileSystem.kind(of: stringsPath).isFileLike
    let hasDict = FileSystem.kind(of: dictPath).isFileLike
    guard hasStrings || hasDict else { return nil }
    let isSource = folder.locale == sourceLocale
    var result = FolderRead()
    var main: SourceFile?
    var entries: [CatalogEntry] = []
    var metadata: [String: EntryMetadata] = [:]
    if hasStrings {
      switch FileSystem.read(stringsPath) {
      case .failure(let error):
        result.diagnostics.append(Diagnostic.unreadable(error.reason, path: error.path, locale: folder.locale.tag))
      case .success(let bytes):
        let read = StringsFileReader.read(
          path: stringsPath, bytes: bytes, locale: folder.locale, isSource: isSource, names: sourceNames)
        result.diagnostics += read.diagnostics
        if read.isUsable {
          main = read.source
          entries = read.entries
          metadata = read.metadata
          result.names = read.argumentNames
          result.comments = read.comments
        } else {
          result.rejected.append(read.source)
        }
      }
    }
    if hasDict {
      switch FileSystem.read(dictPath) {
      case .failure(let error):
        result.diagnostics.append(Diagnostic.unreadable(error.reason, path: error.path, locale: folder.locale.tag))
      case .success(let bytes):
        let read = StringsDictReader.read(
          path: dictPath, bytes: bytes, locale: folder.locale, companion: main != nil,
          names: sourceNames.merging(result.names) { source, _ in source })
        result.diagnostics += read.diagnostics
        if read.isUsable {
          if main == nil {
            main = read.source
          } else {
            result.companions.append(read.source)
          }
          let replaced = Set(read.entries.map(\.key))
          entries = entries.filter { !replaced.contains($0.key) } + read.entries
          for (key, value) in read.argumentNames { result.names[key] = value }
        } else {
          result.rejected.append(read.source)
        }
      }
    }
    guard let main else { return result }
    if !folder.locale.hasLocaleData {
      result.diagnostics.append(.unknownLocale(folder.locale, path: main.path))
    }
    result.file = LocaleFile(
      locale: folder.locale, source: main, localeKeyOffset: nil, entries: entries, metadata: metadata)
    return result
  }

}
