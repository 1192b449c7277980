import ICU

/// One table of an Apple catalog (a String Catalog, a `.lproj` table such as `Localizable`,
/// or an XLIFF `<file>`), read locale by locale but not yet a ``Catalog``.
struct AppleTable: Sendable {
  /// The table's name (`Localizable`).
  var name: String
  /// The format it was read from.
  var format: CatalogFormat
  /// The locale of the reference text.
  var sourceLocale: LocaleID
  /// The locale files read.
  var files: [LocaleFile] = []
  /// Each source key's comment for translators, as written.
  var comments: [String: String] = [:]
  /// Problems found while reading.
  var diagnostics: [Diagnostic] = []
  /// Files that could not be used at all.
  var rejected: [SourceFile] = []
  /// Companion files entries were read from.
  var companions: [SourceFile] = []
  /// The file a finding about a missing source locale goes to.
  var anchorPath: String
  /// True when each translation file lists every key it is to translate, with its own
  /// source text (gettext `.po` files without a template): a key a file lacks is not missing.
  var listsEveryKeyPerFile = false

  /// Creates an empty table.
  init(name: String, format: CatalogFormat, sourceLocale: LocaleID, anchorPath: String) {
    self.name = name
    self.format = format
    self.sourceLocale = sourceLocale
    self.anchorPath = anchorPath
  }
}

/// Turns an ``AppleTable`` into a ``Catalog``: decides roles for source keys that have none
/// and says which roles were inferred.
enum AppleCatalogAssembly {
  /// The catalog of `table`.
  /// - Parameters:
  ///   - roles: Where roles come from for keys whose comment declares none.
  ///   - only: When given, only these locales (and the source) are kept.
  static func catalog(
    from table: AppleTable, directory: String, roles: any RoleInferring, only: Set<LocaleID>?,
    sheets: (declarations: [SheetDeclaration], source: SourceFile?, diagnostics: [Diagnostic]),
    lexiconDirectory: String?
  ) -> Catalog {
    var diagnostics = table.diagnostics + sheets.diagnostics
    var files: [LocaleFile] = []
    // A source `.strings` file of empty entries only (`"" = "";`), or none beside a
    // `.stringsdict`, while translations' `.strings` files have text: the app shows its keys
    // as the source text (NSLocalizedString's fallback), so there is nothing to compare
    // translations with, as when the source table is missing.
    func stringsEntries(of file: LocaleFile) -> [CatalogEntry] {
      file.entries.filter { !file.path(of: $0).hasSuffix(".stringsdict") }
    }
    var emptySource: LocaleFile?
    if let source = table.files.first(where: { $0.locale == table.sourceLocale }),
      stringsEntries(of: source).allSatisfy(\.text.isEmpty),
      table.files.contains(where: { file in
        file.locale != table.sourceLocale && stringsEntries(of: file).contains { !$0.text.isEmpty }
      })
    {
      emptySource = source
    }
    for file in table.files {
      if let only, file.locale != table.sourceLocale, !only.contains(file.locale) { continue }
      if let emptySource, file.locale == emptySource.locale { continue }
      guard file.locale == table.sourceLocale else {
        files.append(file)
        continue
      }
      var metadata = file.metadata
      for entry in file.entries {
        var entryMetadata = metadata[entry.key] ?? EntryMetadata(offset: entry.keyOffset)
        guard entryMetadata.role == nil else { continue }
        let text = entry.message?.variants(limit: 1).first ?? entry.text
        guard let found = roles.inferRole(key: entry.key, sourceText: text, comment: table.comments[entry.key])
        else { continue }
        entryMetadata.role = found.role
        entryMetadata.verb = found.verb
        entryMetadata.roleOrigin = found.origin
        metadata[entry.key] = entryMetadata
        guard found.origin.isGuess else { continue }
        let verb = found.verb.map { " (verb \($0))" } ?? ""
        diagnostics.append(
          Diagnostic(
            severity: .note, ruleID: "catalog.inferred-role",
            message:
              "“\(entry.key)” is checked as a \(found.role.rawValue) label\(verb), inferred from \(found.reason); confirm it in its comment (role: \(found.role.rawValue)\(found.verb.map { ", verb: \($0)" } ?? "")) or a roles file",
            path: file.path(of: entry), position: file.position(ofKeyOf: entry),
            locale: file.locale.tag, key: entry.key))
      }
      files.append(
        LocaleFile(
          locale: file.locale, source: file.source, localeKeyOffset: file.localeKeyOffset, entries: file.entries,
          metadata: metadata, missingKeyOffsets: file.missingKeyOffsets))
    }
    if let emptySource {
      diagnostics.append(
        Diagnostic(
          severity: .note, ruleID: "catalog.invalid-file",
          message:
            "the \(table.format.displayName) table “\(table.name)” has no .strings text for its source locale “\(table.sourceLocale.tag)” (the app shows its keys), so translations are not compared with it",
          path: emptySource.path, position: emptySource.headerPosition, locale: emptySource.locale.tag))
    } else if !files.isEmpty, !files.contains(where: { $0.locale == table.sourceLocale }) {
      // Usual for InfoPlist.strings, whose source text is Info.plist itself: a note.
      diagnostics.append(
        Diagnostic(
          severity: .note, ruleID: "catalog.invalid-file",
          message:
            "the \(table.format.displayName) table “\(table.name)” has no text for its source locale “\(table.sourceLocale.tag)”, so translations are not compared with it",
          path: table.anchorPath, position: SourcePosition(line: 1, column: 1)))
    }
    var catalog = Catalog(
      directory: directory, sourceLocale: table.sourceLocale, files: files, sheets: sheets.declarations,
      sheetsSource: sheets.source, lexiconDirectory: lexiconDirectory, loadDiagnostics: diagnostics.sorted(),
      rejectedSources: table.rejected, companionSources: table.companions, format: table.format)
    catalog.listsEveryKeyPerFile = table.listsEveryKeyPerFile
    return catalog
  }
}
