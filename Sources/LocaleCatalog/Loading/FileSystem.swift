import Foundation

/// The few file-system calls the loader makes, in one place.
enum FileSystem {
  /// The largest file the loader reads; larger ones are reported, not read.
  static let maximumFileSize = 64 << 20

  enum Kind { case directory, file, missing }

  static func kind(of path: String) -> Kind {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    return isDirectory.boolValue ? .directory : .file
  }

  static func contents(ofDirectory path: String) throws(CatalogLoadError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw CatalogLoadError(path: path, reason: "cannot list the directory")
    }
  }

  /// Reads a file, or says why it could not.
  static func read(_ path: String) -> Result<[UInt8], CatalogLoadError> {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(CatalogLoadError(path: path, reason: "cannot open the file for reading"))
    }
    defer { try? handle.close() }
    do {
      let size = try handle.seekToEnd()
      if size > UInt64(maximumFileSize) {
        return .failure(
          CatalogLoadError(
            path: path, reason: "the file is \(size >> 20) MiB; the limit is \(maximumFileSize >> 20) MiB"))
      }
      try handle.seek(toOffset: 0)
      let data = try handle.readToEnd() ?? Data()
      return .success([UInt8](data))
    } catch {
      return .failure(CatalogLoadError(path: path, reason: "cannot read the file"))
    }
  }

  static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty || directory == "." { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
