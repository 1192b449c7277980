import Dispatch
import ICU

/// Reads several XLIFF files (one per target language, as Xcode exports them) into one
/// table per table name: the source text from the first file that has the table, and each
/// file's target text as its target locale.
enum XLIFFCatalogReader {
  /// The tables of `paths`, with problems about files as a whole.
  static func tables(
    from paths: [String], reading: @Sendable (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read
  ) -> [AppleTable] {
    assembled(from: paths, reading: reading).tables
  }

  /// The tables of `paths`, and what the first table's source file read without a problem.
  private static func assembled(
    from paths: [String], reading: @Sendable (String) -> Result<[UInt8], CatalogLoadError>
  ) -> (tables: [AppleTable], known: [String: XLIFFReader.CleanSource]) {
    var known: [String: XLIFFReader.CleanSource] = [:]
    var read: [(path: String, result: XLIFFReader.Result)] = []
    var failures: [Diagnostic] = []
    var rejected: [SourceFile] = []
    // Files are read and parsed in parallel, then combined in order.
    let results = Locked<[Int: Result<XLIFFReader.Result, CatalogLoadError>]>([:])
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let result = reading(paths[index]).map { XLIFFReader.read(path: paths[index], bytes: $0) }
      results.withLock { $0[index] = result }
    }
    let parsed = results.withLock { $0 }
    for (index, path) in paths.enumerated() {
      guard let outcome = parsed[index] else { continue }
      switch outcome {
      case .failure(let error):
        failures.append(
          Diagnostic.unreadable(error.reason, path: path))
      case .success(let result):
        failures += result.diagnostics
        if result.isUsable {
          read.append((path, result))
        } else {
          rejected.append(result.source)
        }
      }
    }
    var order: [String] = []
    var sectionsByTable: [String: [(source: SourceFile, section: XLIFFReader.Section)]] = [:]
    for (_, result) in read {
      for section in result.sections {
        if sectionsByTable[section.table] == nil { order.append(section.table) }
        sectionsByTable[section.table, default: []].append((result.source, section))
      }
    }
    var tables: [AppleTable] = []
    for name in order {
      guard let sections = sectionsByTable[name], let first = sections.first else { continue }
      var table = AppleTable(
        name: name, format: .xliff, sourceLocale: first.section.sourceLocale, anchorPath: first.source.path)
      // The source text comes from the first file; other files repeat it.
      let sourceFile = first.source
      var sourceEntries: [CatalogEntry] = []
      var sourceMetadata: [String: EntryMetadata] = [:]
      var targets:
        [LocaleID: (
          source: SourceFile, entries: [CatalogEntry], metadata: [String: EntryMetadata], offsets: [String: Int],
          header: Int
        )] = [:]
      var targetOrder: [LocaleID] = []
      for (file, section) in sections {
        if section.sourceLocale != table.sourceLocale {
          table.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.invalid-file",
              message:
                "source-language “\(section.sourceLocale.tag)” differs from “\(table.sourceLocale.tag)” of \(FileSystem.fileName(of: sourceFile.path)) for the table “\(name)”",
              path: file.path, position: file.position(ofByte: section.offset)))
          continue
        }
        if file.path == sourceFile.path {
          if tables.isEmpty { known.merge(section.cleanSources) { _, new in new } }
          merge(section.sourceEntries, into: &sourceEntries)
          sourceMetadata.merge(section.sourceMetadata) { _, new in new }
          for (key, comment) in section.comments { table.comments[key] = comment }
        }
        guard let locale = section.targetLocale, locale != table.sourceLocale else { continue }
        if let existing = targets[locale], existing.source.path != file.path {
          table.diagnostics.append(
            Diagnostic(
              severity: .error, ruleID: "catalog.invalid-file",
              message:
                "a second file for \(locale.tag) in the table “\(name)” (beside \(FileSystem.fileName(of: existing.source.path))); it is not read",
              path: file.path, position: file.position(ofByte: section.targetLanguageOffset), locale: locale.tag))
          continue
        }
        if targets[locale] == nil {
          targets[locale] = (file, [], [:], [:], section.targetLanguageOffset)
          targetOrder.append(locale)
          if !locale.hasLocaleData {
            table.diagnostics.append(
              .unknownLocale(locale, path: file.path, position: file.position(ofByte: section.targetLanguageOffset)))
          }
        }
        merge(section.targetEntries, into: &targets[locale, default: (file, [], [:], [:], 0)].entries)
        targets[locale]?.metadata.merge(section.targetMetadata) { _, new in new }
        targets[locale]?.offsets.merge(section.unitOffsets) { old, _ in old }
      }
      table.files.append(
        LocaleFile(
          locale: table.sourceLocale, source: sourceFile, localeKeyOffset: nil, entries: sourceEntries,
          metadata: sourceMetadata))
      for locale in targetOrder {
        guard let target = targets[locale] else { continue }
        table.files.append(
          LocaleFile(
            locale: locale, source: target.source, localeKeyOffset: target.header, entries: target.entries,
            metadata: target.metadata, missingKeyOffsets: target.offsets))
      }
      tables.append(table)
    }
    if var first = tables.first {
      first.diagnostics += failures
      first.rejected += rejected
      tables[0] = first
    } else if !paths.isEmpty {
      var empty = AppleTable(
        name: "Localizable", format: .xliff, sourceLocale: CatalogLoader.defaultSourceLocale, anchorPath: paths[0])
      empty.diagnostics = failures
      empty.rejected = rejected
      tables.append(empty)
    }
    return (tables, known)
  }

  /// The tables of `paths`, each with the translations that can wait to be read when their
  /// turn to be checked comes, as a native catalog's translations do.
  ///
  /// A first pass reads every file's `<file>` elements alone. A file is left on disk when it
  /// holds one translation of the first table and nothing else: not that table's source text
  /// (the first file's), not a locale given by another file too or that others fall back to,
  /// and no section that the table cannot use. Every other file is read whole now, and the
  /// tables are put together as ``tables(from:reading:)`` does, with the same findings.
  static func deferredTables(
    from paths: [String], reading: @escaping @Sendable (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read
  ) -> [(table: AppleTable, deferred: [DeferredLocaleFile])] {
    // One file gives the source text: nothing can wait.
    guard paths.count > 1 else { return tables(from: paths, reading: reading).map { ($0, []) } }
    // A file the first pass cannot vouch for is read whole now (and again with the files
    // read before the check): its sections decide which files after it can wait.
    let outlines = Locked<[Int: Outline]>([:])
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let path = paths[index]
      guard case .success(let bytes) = reading(path) else {
        outlines.withLock { $0[index] = Outline(sections: [], isWhole: false) }
        return
      }
      if let sections = XLIFFReader.outline(path: path, bytes: bytes) {
        outlines.withLock { $0[index] = Outline(sections: sections, isWhole: true) }
        return
      }
      let result = XLIFFReader.read(path: path, bytes: bytes)
      let sections = result.isUsable ? result.sections.map { $0.outline(in: result.source) } : []
      outlines.withLock { $0[index] = Outline(sections: sections, isWhole: false) }
    }
    let outlined = outlines.withLock { $0 }
    let waiting = waitingFiles(paths: paths, outlines: outlined)
    guard !waiting.isEmpty else { return tables(from: paths, reading: reading).map { ($0, []) } }
    // What the source file read without a problem is not read again in the files left.
    var (tables, known) = assembled(
      from: paths.indices.filter { waiting[$0] == nil }.map { paths[$0] }, reading: reading)
    guard var first = tables.first else { return tables.map { ($0, []) } }
    var deferred: [DeferredLocaleFile] = []
    for (index, wait) in waiting.sorted(by: { $0.key < $1.key }) {
      let path = paths[index]
      let target = wait.locale
      if !target.hasLocaleData {
        first.diagnostics.append(.unknownLocale(target, path: path, position: wait.position))
      }
      let header = wait.header
      let knownSources = known
      deferred.append(
        DeferredLocaleFile(path: path, locale: target) {
          readTarget(path: path, locale: target, header: header, known: knownSources, reading: reading)
        })
    }
    tables[0] = first
    return tables.enumerated().map { index, table in (table, index == 0 ? deferred : []) }
  }

  /// A file's sections as the first pass finds them.
  private struct Outline {
    var sections: [XLIFFReader.SectionOutline]
    /// Whether the file is well-formed and every section usable, so that the file can wait.
    var isWhole: Bool
  }

  /// A file left on disk: the translation it holds and where its target language is named.
  private struct WaitingFile {
    var locale: LocaleID
    var header: Int
    var position: SourcePosition
  }

  /// The files, by index, that hold one translation of the first table and nothing else,
  /// as ``deferredTables(from:reading:)`` leaves on disk.
  private static func waitingFiles(paths: [String], outlines: [Int: Outline]) -> [Int: WaitingFile] {
    // The first file with a section gives the first table and its source text.
    guard let sourceIndex = paths.indices.first(where: { outlines[$0]?.sections.isEmpty == false }),
      let firstTable = outlines[sourceIndex]?.sections.first
    else { return [:] }
    let sourceLocale = firstTable.sourceLocale
    var owner: [LocaleID: Int] = [:]
    // Every translation of the first table, as many times as files give it.
    var locales: [LocaleID] = []
    var candidates: [Int: WaitingFile] = [:]
    for index in paths.indices {
      guard let outline = outlines[index] else { return [:] }
      let sections = outline.sections
      for section in sections where section.table == firstTable.table && section.sourceLocale == sourceLocale {
        guard let locale = section.targetLocale, locale != sourceLocale else { continue }
        if owner[locale] == nil { owner[locale] = index }
        locales.append(locale)
      }
      // The first file gives the source text; a file is left only with one locale of the
      // first table, in the first table's source language, and all its own.
      guard index > sourceIndex, outline.isWhole, let first = sections.first, let locale = first.targetLocale,
        owner[locale] == index
      else { continue }
      let alone = sections.allSatisfy {
        $0.table == firstTable.table && $0.sourceLocale == sourceLocale && $0.targetLocale == locale
      }
      if alone {
        candidates[index] = WaitingFile(
          locale: locale, header: first.targetLanguageOffset, position: first.targetLanguagePosition)
      }
    }
    let waits = CatalogLoader.deferrable([sourceLocale] + locales, sourceLocale: sourceLocale)
    var deferrable: Set<LocaleID> = []
    for (locale, wait) in zip(locales, waits.dropFirst()) where wait { deferrable.insert(locale) }
    return candidates.filter { deferrable.contains($0.value.locale) }
  }

  /// Reads the translation of a file left on disk: its target text, as the first table's.
  private static func readTarget(
    path: String, locale: LocaleID, header: Int, known: [String: XLIFFReader.CleanSource],
    reading: (String) -> Result<[UInt8], CatalogLoadError>
  ) -> LoadedLocaleFile {
    switch reading(path) {
    case .failure(let error):
      return LoadedLocaleFile(
        file: nil,
        diagnostics: [
          Diagnostic.unreadable(error.reason, path: path)
        ], rejected: [])
    case .success(let bytes):
      let result = XLIFFReader.read(path: path, bytes: bytes, known: known)
      guard result.isUsable else {
        return LoadedLocaleFile(file: nil, diagnostics: result.diagnostics, rejected: [result.source])
      }
      var entries: [CatalogEntry] = []
      var metadata: [String: EntryMetadata] = [:]
      var offsets: [String: Int] = [:]
      for section in result.sections where section.targetLocale == locale {
        merge(section.targetEntries, into: &entries)
        metadata.merge(section.targetMetadata) { _, new in new }
        offsets.merge(section.unitOffsets) { old, _ in old }
      }
      let file = LocaleFile(
        locale: locale, source: result.source, localeKeyOffset: header, entries: entries, metadata: metadata,
        missingKeyOffsets: offsets)
      return LoadedLocaleFile(file: file, diagnostics: result.diagnostics, rejected: [])
    }
  }

  /// Appends entries; a key given again (a stringsdict section after a strings one) replaces
  /// the earlier entry.
  private static func merge(_ entries: [CatalogEntry], into list: inout [CatalogEntry]) {
    let replaced = Set(entries.map(\.key))
    list = list.filter { !replaced.contains($0.key) } + entries
  }
}
