import ICU

extension Catalog {
  /// The catalog with a pseudo-localized file for each of `locales` that it has no file for,
  /// made from the source file in memory; nothing is written. The files are named
  /// `<directory>/<tag>.json`, as the `pseudo` command writes them.
  public func addingPseudoLocales(_ locales: [PseudoLocale]) -> Catalog {
    guard let source else { return self }
    var added: [LocaleFile] = []
    var diagnostics = loadDiagnostics
    for pseudo in locales where file(for: pseudo.locale) == nil {
      let text = PseudoLocalizer(pseudo).localeFile(from: source)
      let path = FileSystem.join(directory, pseudo.rawValue + ".json")
      var reader = LocaleFileReader(path: path, bytes: Array(text.utf8))
      if let file = reader.read() { added.append(file) }
      diagnostics += reader.diagnostics
    }
    guard !added.isEmpty else { return self }
    return Catalog(
      directory: directory, sourceLocale: sourceLocale, files: files + added, sheets: sheets,
      sheetsSource: sheetsSource, lexiconDirectory: lexiconDirectory, loadDiagnostics: diagnostics,
      rejectedSources: rejectedSources, companionSources: companionSources, format: format)
  }
}
