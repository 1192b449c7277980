import Foundation
import LocaleCatalog

/// Files that findings point into but no catalog holds or reads (lexicons), read so that reports can
/// show their lines. Only files with findings are read.
enum SourceLines {
  static func files(outside catalogs: [Catalog], for diagnostics: [Diagnostic]) -> [SourceFile] {
    let known = Set(catalogs.flatMap { $0.sources.map(\.path) + $0.deferredFiles.map(\.path) })
    let missing = Set(diagnostics.map(\.path)).subtracting(known).sorted()
    return missing.compactMap { path in
      FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: [UInt8]($0)) }
    }
  }
}
