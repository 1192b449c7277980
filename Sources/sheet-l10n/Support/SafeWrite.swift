import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that none is ever left half written, and a set of files all or none.
///
/// Each file is first written in full to a hidden temporary file in its own directory
/// (`.NAME.sheet-l10n-PID-N.tmp`), flushed to disk, then renamed over its target: a rename
/// within a directory replaces the target whole or not at all. Only once every temporary
/// file is written are they renamed, one after another; when a rename fails, the ones done
/// are undone from hard-linked copies of the old files, so an error leaves every target as
/// it was. A process killed while writing leaves every target either untouched or complete
/// (and may leave a hidden temporary file beside it); one killed between two renames leaves
/// some targets complete and new and the rest untouched.
enum SafeWrite {
  struct Failure: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): \(reason)" }
  }

  /// Writes one file safely.
  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write([(path, bytes)])
  }

  /// Writes every file, or leaves every target as it was and throws.
  static func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) {
    var temporaries: [String] = []
    var backups: [String?] = []
    func removeTemporaries() { for path in temporaries { unlink(path) } }
    for (index, file) in files.enumerated() {
      let temporary = temporaryPath(for: file.path, index: index, suffix: "tmp")
      do throws(Failure) {
        try writeFlushed(file.bytes, to: temporary, modeOf: file.path)
      } catch {
        unlink(temporary)
        removeTemporaries()
        throw Failure(path: file.path, reason: error.reason)
      }
      temporaries.append(temporary)
    }
    // Hard links to the old files, to put them back if a later rename fails.
    for (index, file) in files.enumerated() {
      let backup = temporaryPath(for: file.path, index: index, suffix: "old")
      backups.append(link(file.path, backup) == 0 ? backup : nil)
    }
    func removeBackups() { for case let backup? in backups { unlink(backup) } }
    for (index, file) in files.enumerated() where rename(temporaries[index], file.path) != 0 {
      let reason = message(errno)
      for undone in 0..<index {
        if let backup = backups[undone] {
          rename(backup, files[undone].path)
        } else {
          unlink(files[undone].path)
        }
      }
      for remaining in index..<files.count { unlink(temporaries[remaining]) }
      removeBackups()
      throw Failure(path: file.path, reason: "cannot replace the file (\(reason)); no file was changed")
    }
    removeBackups()
    for directory in Set(files.map { directory(of: $0.path) }) { flushDirectory(directory) }
  }

  /// `.NAME.sheet-l10n-PID-INDEX.SUFFIX` beside `path`.
  private static func temporaryPath(for path: String, index: Int, suffix: String) -> String {
    let directory = directory(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let file = ".\(name).sheet-l10n-\(getpid())-\(index).\(suffix)"
    if directory == "." && !path.hasPrefix("./") { return file }
    return directory == "/" ? "/" + file : directory + "/" + file
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Writes `bytes` to a new file at `path` and flushes it to disk; the file gets the
  /// permissions of `original` when that exists.
  private static func writeFlushed(_ bytes: [UInt8], to path: String, modeOf original: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: "cannot create a file beside it (\(message(errno)))")
    }
    defer { close(descriptor) }
    var info = stat()
    if stat(original, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      fchmod(descriptor, info.st_mode & 0o7777)
    }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glue.write(descriptor, base + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: path, reason: "cannot write (\(message(errno)))")
      }
      written += count
    }
    guard fsync(descriptor) == 0 else { throw Failure(path: path, reason: "cannot flush (\(message(errno)))") }
  }

  /// Flushes a directory's entries, so that the renames in it survive a power loss.
  private static func flushDirectory(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// The C library's `write`, named apart from Swift's.
private enum Glue {
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }
}
