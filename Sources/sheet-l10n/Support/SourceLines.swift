import Foundation
import LocaleCatalog

/// Files that findings point into but no catalog holds or reads (lexicons), read so that reports can
/// show their lines. Only files with findings are read.
enum SourceLines {
  static func files(outside catalogs: [Catalog], for diagnostics: [Diagnostic]) -> [SourceFile] {
    let known = Set(catalogs.flatMap { $0.sources.map(\.path) + $0.deferredFiles.map(\.path) })
    let missing = Set(diagnostics.map(\.path)).subtracting(known).sorted()
    return missing.compactMap { path in
      // Regular files only: a finding may be about a pipe or a device in a file's place.
      try? RegularFile.read(path, maximumSize: 64 << 20).map { SourceFile(path: path, bytes: $0) }.get()
    }
  }
}
