import Foundation
import PackagePlugin

/// Finds the catalogs `sheet-l10n check` reads below a folder: String Catalogs, folders of
/// `.lproj` folders, XLIFF files and `.xcloc` bundles. Hidden folders and build products are
/// skipped. Shared by the command plugin and the build tool plugin.
enum CatalogDiscovery {
  /// The folder of a target whose files can hold catalogs (Swift and C-family targets).
  static func directory(of target: Target) -> URL? {
    switch target {
    case let target as SwiftSourceModuleTarget: target.directoryURL
    case let target as ClangSourceModuleTarget: target.directoryURL
    default: nil
    }
  }

  /// Paths to hand to `sheet-l10n check`, sorted.
  static func catalogPaths(in directory: URL) -> [String] {
    var found: Set<String> = []
    walk(directory) { url, isDirectory in
      let name = url.lastPathComponent
      if isDirectory {
        if name.hasSuffix(".lproj") {
          found.insert(url.deletingLastPathComponent().path)
          return false
        }
        if name.hasSuffix(".xcloc") {
          found.insert(url.path)
          return false
        }
        return !name.hasPrefix(".") && name != "build" && name != "DerivedData"
      }
      if name.hasSuffix(".xcstrings") || name.hasSuffix(".xliff") { found.insert(url.path) }
      return false
    }
    return found.sorted()
  }

  /// Every file below `url` (or `url` itself when it is a file): the inputs of a check.
  static func files(under url: URL) -> [URL] {
    guard isDirectory(url) else { return [url] }
    var files: [URL] = []
    walk(url) { child, isDirectory in
      if !isDirectory { files.append(child) }
      return isDirectory && !child.lastPathComponent.hasPrefix(".")
    }
    return files
  }

  /// Whether `url` names an existing directory.
  static func isDirectory(_ url: URL) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
  }

  /// Visits the children of `directory` in name order; `visit` returns whether to descend.
  private static func walk(_ directory: URL, _ visit: (URL, Bool) -> Bool) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names.sorted() {
      let url = directory.appendingPathComponent(name)
      let isDirectory = isDirectory(url)
      if visit(url, isDirectory), isDirectory { walk(url, visit) }
    }
  }
}
