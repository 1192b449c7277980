import Dispatch
import ICU
import Synchronization

/// Reads several XLIFF files (one per target language, as Xcode exports them) into one
/// table per table name: the source text from the first file that has the table, and each
/// file's target text as its target locale.
enum XLIFFCatalogReader {
  /// The tables of `paths`, with problems about files as a whole.
  static func tables(
    from paths: [String], reading: @Sendable (String) -> Result<[UInt8], CatalogLoadError> = FileSystem.read
  ) -> [AppleTable] {
    var read: [(path: String, result: XLIFFReader.Result)] = []
    var failures: [Diagnostic] = []
    var rejected: [SourceFile] = []
    // Files are read and parsed in parallel, then combined in order.
    let results = Mutex<[Int: Result<XLIFFReader.Result, CatalogLoadError>]>([:])
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
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file", message: error.reason, path: path,
            position: SourcePosition(line: 1, column: 1)))
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
              Diagnostic(
                severity: .warning, ruleID: "catalog.unknown-locale",
                message:
                  "ICU has no data for “\(locale.tag)”: its plural rules, digits and direction fall back to root",
                path: file.path, position: file.position(ofByte: section.targetLanguageOffset), locale: locale.tag))
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
    return tables
  }

  /// Appends entries; a key given again (a stringsdict section after a strings one) replaces
  /// the earlier entry.
  private static func merge(_ entries: [CatalogEntry], into list: inout [CatalogEntry]) {
    let replaced = Set(entries.map(\.key))
    list = list.filter { !replaced.contains($0.key) } + entries
  }
}
