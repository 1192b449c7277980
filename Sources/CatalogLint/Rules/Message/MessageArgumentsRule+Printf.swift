import LocaleCatalog

extension MessageArgumentsRule {
  /// What the source means by each argument position of a printf-style value: every use it
  /// reads the position with, in order (one per kind of value). A String Catalog key that is
  /// a format string itself (`likes.count %lld`, as Xcode extracts it from the code) also
  /// declares what the app passes, even where the source value does not print it.
  static func sourceMeaning(
    of sourceUses: [FormatArgument], key: String, in format: CatalogFormat
  ) -> (shown: [Int: [FormatArgument]], declared: [Int: [FormatArgument]]) {
    var read: [Int: [FormatArgument]] = [:]
    for use in sourceUses where !(read[use.position] ?? []).contains(where: { $0.valueType == use.valueType }) {
      read[use.position, default: []].append(use)
    }
    // An argument that only chooses a variant (`%#@readers@` whose variants print `%2$@`)
    // is not shown: a language without those variants may leave it out.
    let printed = Set(sourceUses.filter { !$0.selectsVariant }.map(\.position))
    let shown = read.filter { printed.contains($0.key) }
    var declared = read
    guard format == .stringCatalog, PrintfFormat.isFormat(key) else { return (shown, declared) }
    var sequential = 1
    for token in PrintfFormat.tokens(in: key) {
      guard case .specifier(let specifier, _) = token else { continue }
      let position = specifier.explicitPosition ?? sequential
      if specifier.explicitPosition == nil { sequential += 1 }
      if !(declared[position] ?? []).contains(where: { $0.valueType == specifier.valueType }) {
        declared[position, default: []].append(
          FormatArgument(
            position: position, specifier: specifier, messageOffset: 0,
            isExplicitlyPositioned: specifier.explicitPosition != nil, name: ""))
      }
    }
    return (shown, declared)
  }

  /// The finding for a source value that reads one argument as two kinds of value (a
  /// stringsdict plural counting argument 1 as `d` while a variant prints `%1$@`): the app
  /// passes one value, so one of the readings is wrong in every locale that copies it.
  func sourceConflictFindings(_ entry: CatalogEntry, in file: LocaleFile) -> [Diagnostic] {
    guard let uses = entry.formatArguments else { return [] }
    var first: [Int: FormatArgument] = [:]
    var found: [Diagnostic] = []
    var reported: Set<Int> = []
    for use in uses {
      guard let earlier = first[use.position] else {
        first[use.position] = use
        continue
      }
      // `d` and `ld` read the same argument slot; only a different kind of value conflicts.
      guard Self.kind(of: earlier) != Self.kind(of: use), !reported.contains(use.position) else {
        continue
      }
      reported.insert(use.position)
      found.append(
        diagnostic(
          "“\(entry.key)” reads argument \(use.position) as \(Self.shown(earlier)) (\(earlier.valueType.phrase)) and as \(use.written) (\(use.valueType.phrase)); the app passes one value, so one of them reads it wrongly in every locale that copies this",
          in: file, at: Self.position(of: use, in: entry, file: file), key: entry.key))
    }
    return found
  }

  /// Where a use is written: in a markup attribute, or where its message offset maps to.
  private static func position(of use: FormatArgument, in entry: CatalogEntry, file: LocaleFile) -> SourcePosition {
    guard let location = use.location else { return file.position(ofMessageOffset: use.messageOffset, in: entry) }
    return file.source(of: entry).position(
      ofUTF16Offset: location.valueIndex, in: location.syntax, at: location.valueOffset)
  }

  /// The kind of value a use reads, with 32- and 64-bit integers taken as one.
  private static func kind(of use: FormatArgument) -> FormatValueType {
    use.valueType == .int32 ? .int64 : use.valueType
  }

  /// A source's use as a message shows it, without its position: `%lld`, or “the * width
  /// of %*d”.
  private static func shown(_ use: FormatArgument) -> String {
    use.part == .value ? "%" + use.specifier.withoutPosition : use.written
  }

  /// A source's use in the list of its arguments: `%2$lld`, or `*1$` for a width or
  /// precision read from argument 1.
  private static func listed(_ use: FormatArgument?, at position: Int) -> String {
    guard let use else { return "%\(position)$@" }
    return use.part == .value ? "%\(position)$\(use.specifier.withoutPosition)" : "*\(position)$"
  }

  /// Findings for a value of an Apple catalog: its printf specifiers must read the same
  /// arguments as the source's, by position and type. A specifier reading a position as
  /// one of the kinds the source reads it as is faithful, even where the source is in
  /// conflict with itself (reported once, at the source).
  func printfFindings(
    _ uses: [FormatArgument], source sourceUses: [FormatArgument], entry: CatalogEntry, in file: LocaleFile,
    format: CatalogFormat
  ) -> [Diagnostic] {
    let (shown, declared) = Self.sourceMeaning(of: sourceUses, key: entry.key, in: format)
    let sourceList = declared.keys.sorted().map { Self.listed(declared[$0]?.first, at: $0) }.joined(separator: ", ")
    // Arguments read in another order than the source's: same types, other positions.
    let reordered =
      uses.allSatisfy { !$0.isExplicitlyPositioned }
      && uses.map(\.valueType).sorted { $0.rawValue < $1.rawValue }
        == sourceUses.map(\.valueType).sorted { $0.rawValue < $1.rawValue }
    var found: [Diagnostic] = []
    var reported: Set<Int> = []
    var used: Set<Int> = []
    for use in uses {
      used.insert(use.position)
      guard !reported.contains(use.position) else { continue }
      let position = Self.position(of: use, in: entry, file: file)
      guard let wanted = declared[use.position], let first = wanted.first else {
        reported.insert(use.position)
        let count = declared.count
        found.append(
          diagnostic(
            "“\(entry.key)” reads argument \(use.position) with \(use.written), but the source has \(count == 0 ? "no argument" : count == 1 ? "one argument" : "\(count) arguments")\(count == 0 ? "" : " (\(sourceList))"); it reads memory the app never passed",
            in: file, at: position, key: entry.key))
        continue
      }
      guard !wanted.contains(where: { $0.valueType == use.valueType }) else { continue }
      reported.insert(use.position)
      var notes: [String] = []
      if reordered {
        notes.append(
          "the translation puts the arguments in another order; number them as in the source (\(sourceList)) to reorder"
        )
      }
      found.append(
        diagnostic(
          "“\(entry.key)”: argument \(use.position) is \(Self.shown(first)) (\(first.valueType.phrase)) in the source but \(use.written) (\(use.valueType.phrase)) here",
          in: file, at: position, key: entry.key, notes: notes))
    }
    for position in shown.keys.sorted() where !used.contains(position) {
      found.append(
        diagnostic(
          "“\(entry.key)” drops argument \(position) (\(shown[position]?.first.map(Self.shown) ?? "%@")) that the source shows",
          in: file, at: file.position(ofMessageOffset: 0, in: entry), key: entry.key))
    }
    return found
  }
}
