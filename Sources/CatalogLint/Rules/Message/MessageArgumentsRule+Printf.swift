import LocaleCatalog

extension MessageArgumentsRule {
  /// Findings for a value of an Apple catalog: its printf specifiers must read the same
  /// arguments as the source's, by position and type.
  func printfFindings(
    _ uses: [FormatArgument], source sourceUses: [FormatArgument], entry: CatalogEntry, in file: LocaleFile
  ) -> [Diagnostic] {
    var expected: [Int: FormatSpecifier] = [:]
    for use in sourceUses where expected[use.position] == nil { expected[use.position] = use.specifier }
    let sourceList = expected.keys.sorted().map { position in
      "%\(position)$\(expected[position]?.withoutPosition ?? "@")"
    }.joined(separator: ", ")
    // Arguments read in another order than the source's: same types, other positions.
    let reordered =
      uses.allSatisfy { !$0.isExplicitlyPositioned }
      && uses.map(\.specifier.valueType).sorted { $0.rawValue < $1.rawValue }
        == sourceUses.map(\.specifier.valueType).sorted { $0.rawValue < $1.rawValue }
    var found: [Diagnostic] = []
    var reported: Set<Int> = []
    var used: Set<Int> = []
    for use in uses {
      used.insert(use.position)
      guard !reported.contains(use.position) else { continue }
      let position = file.position(ofMessageOffset: use.messageOffset, in: entry)
      guard let wanted = expected[use.position] else {
        reported.insert(use.position)
        let count = expected.count
        found.append(
          diagnostic(
            "“\(entry.key)” reads argument \(use.position) with \(use.specifier.written), but the source has \(count == 1 ? "one argument" : "\(count) arguments")\(count == 0 ? "" : " (\(sourceList))"); it reads memory the app never passed",
            in: file, at: position, key: entry.key))
        continue
      }
      guard wanted.valueType != use.specifier.valueType else { continue }
      reported.insert(use.position)
      var notes: [String] = []
      if reordered {
        notes.append(
          "the translation puts the arguments in another order; number them as in the source (\(sourceList)) to reorder"
        )
      }
      found.append(
        diagnostic(
          "“\(entry.key)”: argument \(use.position) is %\(wanted.withoutPosition) (\(wanted.valueType.phrase)) in the source but \(use.specifier.written) (\(use.specifier.valueType.phrase)) here",
          in: file, at: position, key: entry.key, notes: notes))
    }
    for position in expected.keys.sorted() where !used.contains(position) {
      found.append(
        diagnostic(
          "“\(entry.key)” drops argument \(position) (%\(expected[position]?.withoutPosition ?? "@")) that the source shows",
          in: file, at: file.position(ofMessageOffset: 0, in: entry), key: entry.key))
    }
    return found
  }
}
