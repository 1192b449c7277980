import ICU
import LocaleCatalog

/// Refuses a path that holds no catalog at all, so that a mistyped path or a folder of a
/// format the tool does not read fails a CI job instead of passing with nothing checked.
enum CatalogPresence {
  /// Throws when `catalogs`, read from `path`, hold no locale file and nothing reported.
  static func require(_ catalogs: [Catalog], at path: String, sourceLocale: LocaleID) throws(UsageError) {
    let empty = catalogs.allSatisfy { catalog in
      catalog.files.isEmpty && catalog.deferredFiles.isEmpty && catalog.indexedFiles.isEmpty
        && catalog.rejectedSources.isEmpty
        && catalog.loadDiagnostics.isEmpty
    }
    guard empty else { return }
    throw UsageError(
      description:
        "\(path): no catalog found; looked for native locale files (<tag>.json, such as \(sourceLocale.tag).json), String Catalogs (.xcstrings), <locale>.lproj folders with .strings or .stringsdict files, .xliff files and .xcloc bundles, Android res/ folders (values*/strings.xml) and gettext .po/.pot files"
    )
  }
}
