import Foundation
import LocaleCatalog

/// Writes pseudo-locale catalogs: the source locale file and `sheets.json` copied as they
/// are, and one pseudo-localized file per pseudo-locale.
enum PseudoCatalogs {
  /// Writes into `output` a catalog made of `catalog`'s source file, its `sheets.json`
  /// and a `<tag>.json` for each of `locales`.
  static func write(_ catalog: Catalog, locales: [PseudoLocale], to output: String) throws(UsageError) {
    guard let source = catalog.source else {
      throw UsageError(description: "\(catalog.directory): the catalog has no \(catalog.sourceLocale.tag) source file")
    }
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
      var copies = [source.path]
      if let sheets = catalog.sheetsSource?.path { copies.append(sheets) }
      for path in Set(copies) {
        let target = (output as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
        try manager.copyItem(atPath: path, toPath: target)
      }
      for locale in locales {
        let text = PseudoLocalizer(locale).localeFile(from: source)
        let target = (output as NSString).appendingPathComponent(locale.rawValue + ".json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
      }
    } catch {
      throw UsageError(description: "\(output): cannot write the pseudo catalog (\(error.localizedDescription))")
    }
  }
}
