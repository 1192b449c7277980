import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system calls the loader makes, in one place.
enum FileSystem {
  /// The largest file the loader reads; larger ones are reported, not read.
  static let maximumFileSize = 64 << 20

  /// What a path names, following symbolic links.
  enum Kind: Equatable {
    case directory
    /// A regular file.
    case file
    /// Something that is there but is neither a regular file nor a directory: a named pipe,
    /// a socket, a device, a symbolic link that loops or leads nowhere, or a path that
    /// cannot be examined. Reading it gives a located error rather than waiting on it.
    case other
    case missing

    /// A regular file, or something in the place of one (reading it says what it is).
    var isFileLike: Bool { self == .file || self == .other }
  }

  static func kind(of path: String) -> Kind {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .directory
      case S_IFREG: return .file
      default: return .other
      }
    }
    let code = errno
    if code == ENOENT || code == ENOTDIR {
      // A dangling symbolic link is there, though what it names is not.
      return lstat(path, &info) == 0 ? .other : .missing
    }
    return .other
  }

  /// The size in bytes of the regular file at `path` (following links); nil for anything else.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// True when `path` is a directory itself, not a symbolic link to one (a search that
  /// follows links can loop).
  static func isDirectoryNotLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
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
    RegularFile.read(path, maximumSize: maximumFileSize)
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

/// Reads regular files only, and never waits on one: a named pipe, a socket or a device
/// where a file is expected, a symbolic link loop, a directory or an unreadable file is an
/// error saying so, returned at once.
///
/// The file is opened without blocking and checked after opening, so a file replaced while
/// it is read is read as it was when opened; a file that grows while it is read is read up
/// to the size limit and refused beyond it.
public enum RegularFile {
  /// Reads the regular file at `path`, refusing anything else and anything larger than
  /// `maximumSize` bytes.
  public static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], CatalogLoadError> {
    func failure(_ reason: String) -> Result<[UInt8], CatalogLoadError> {
      .failure(CatalogLoadError(path: path, reason: reason))
    }
    var info = stat()
    // Look before opening: opening a device can have effects of its own.
    guard stat(path, &info) == 0 else { return failure(reason(errno, path: path)) }
    if let other = description(ofType: info.st_mode) { return failure(other) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return failure(reason(errno, path: path)) }
    defer { close(descriptor) }
    // The path may have been replaced between the look and the opening.
    guard fstat(descriptor, &info) == 0 else { return failure(reason(errno, path: path)) }
    if let other = description(ofType: info.st_mode) { return failure(other) }
    let size = Int(info.st_size)
    if size > maximumSize { return failure(tooLarge(size, maximumSize)) }
    // One byte more than the size, to notice a file that grew since.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        if filled > maximumSize { return failure(tooLarge(filled, maximumSize)) }
        bytes.append(contentsOf: repeatElement(0, count: min(max(filled, 4096), maximumSize + 1 - filled)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glue.read(descriptor, base + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return failure("cannot read the file (\(message(errno)))")
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return .success(bytes)
  }

  /// Why a path cannot be read, from the error of `stat` or `open`.
  static func reason(_ code: Int32, path: String) -> String {
    switch code {
    case ENOENT:
      var info = stat()
      if lstat(path, &info) == 0 { return "a symbolic link to nothing (its target does not exist)" }
      return "no such file"
    case ELOOP: return "a symbolic link loop (too many levels of symbolic links)"
    case EACCES, EPERM: return "permission denied: the file cannot be read"
    case ENOTDIR: return "a part of the path is not a directory"
    default: return "cannot open the file (\(message(code)))"
    }
  }

  /// What a file of this type is, when it is not a regular file; nil for a regular file.
  static func description(ofType mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory, not a file"
    case S_IFIFO: return "a named pipe (FIFO), not a regular file; it is not read"
    case S_IFSOCK: return "a socket, not a regular file; it is not read"
    case S_IFCHR, S_IFBLK: return "a device, not a regular file; it is not read"
    default: return "not a regular file; it is not read"
    }
  }

  private static func tooLarge(_ size: Int, _ limit: Int) -> String {
    "the file is larger than \(limit >> 20) MiB (\(size >> 20) MiB or more), the limit for one file; it is not read"
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// The C library's `read`, named apart from the Swift functions called `read`.
private enum Glue {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
