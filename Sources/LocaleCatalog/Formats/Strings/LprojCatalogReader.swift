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
    if let base {
      if folders.contains(where: { $0.locale == sourceLocale }) {
        diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: "catalog.invalid-file",
            message:
              "Base.lproj is not checked: \(sourceLocale.tag).lproj is the source locale; remove the tables from one of them",
            path: base.path, position: SourcePosition(line: 1, column: 1)))
      } else {
        folders.append(base)
      }
    }
    return (folders, diagnostics)
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

  /// Reads the table `name` from `folders`.
  func read(table name: String, folders: [Folder]) -> AppleTable {
    let ordered = folders.sorted { lhs, rhs in
      (lhs.locale == sourceLocale ? 0 : 1, lhs.locale.tag) < (rhs.locale == sourceLocale ? 0 : 1, rhs.locale.tag)
    }
    var table = AppleTable(
      name: name, format: .stringsFiles, sourceLocale: sourceLocale,
      anchorPath: ordered.first.map { FileSystem.join($0.path, name + ".strings") } ?? directory)
    var sourceNames: [String: [Int: String]] = [:]
    for folder in ordered {
      let stringsPath = FileSystem.join(folder.path, name + ".strings")
      let dictPath = FileSystem.join(folder.path, name + ".stringsdict")
      let hasStrings = FileSystem.kind(of: stringsPath).isFileLike
      let hasDict = FileSystem.kind(of: dictPath).isFileLike
      guard hasStrings || hasDict else { continue }
      let isSource = folder.locale == sourceLocale
      var main: SourceFile?
      var entries: [CatalogEntry] = []
      var metadata: [String: EntryMetadata] = [:]
      var names: [String: [Int: String]] = [:]
      if hasStrings {
        switch FileSystem.read(stringsPath) {
        case .failure(let error):
          table.diagnostics.append(unreadable(error, locale: folder.locale))
        case .success(let bytes):
          let read = StringsFileReader.read(
            path: stringsPath, bytes: bytes, locale: folder.locale, isSource: isSource, names: sourceNames)
          table.diagnostics += read.diagnostics
          if read.isUsable {
            main = read.source
            entries = read.entries
            metadata = read.metadata
            names = read.argumentNames
            for (key, comment) in read.comments { table.comments[key] = comment }
          } else {
            table.rejected.append(read.source)
          }
        }
      }
      if hasDict {
        switch FileSystem.read(dictPath) {
        case .failure(let error):
          table.diagnostics.append(unreadable(error, locale: folder.locale))
        case .success(let bytes):
          let read = StringsDictReader.read(
            path: dictPath, bytes: bytes, locale: folder.locale, companion: main != nil,
            names: sourceNames.merging(names) { source, _ in source })
          table.diagnostics += read.diagnostics
          if read.isUsable {
            if main == nil {
              main = read.source
            } else {
              table.companions.append(read.source)
            }
            let replaced = Set(read.entries.map(\.key))
            entries = entries.filter { !replaced.contains($0.key) } + read.entries
            for (key, value) in read.argumentNames { names[key] = value }
          } else {
            table.rejected.append(read.source)
          }
        }
      }
      if isSource { sourceNames = names }
      guard let main else { continue }
      if !folder.locale.hasLocaleData {
        table.diagnostics.append(
          Diagnostic(
            severity: .warning, ruleID: "catalog.unknown-locale",
            message:
              "ICU has no data for “\(folder.locale.tag)”: its plural rules, digits and direction fall back to root",
            path: main.path, position: SourcePosition(line: 1, column: 1), locale: folder.locale.tag))
      }
      table.files.append(
        LocaleFile(locale: folder.locale, source: main, localeKeyOffset: nil, entries: entries, metadata: metadata))
    }
    return table
  }

  private func unreadable(_ error: CatalogLoadError, locale: LocaleID) -> Diagnostic {
    Diagnostic(
      severity: .error, ruleID: "catalog.invalid-file", message: error.reason, path: error.path,
      position: SourcePosition(line: 1, column: 1), locale: locale.tag)
  }
}
