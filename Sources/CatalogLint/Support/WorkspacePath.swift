/// Paths as reports and baselines write them: relative to the working directory when the
/// file is inside it, so that the same catalog gives the same output on every machine.
///
/// All of this is string arithmetic on paths; nothing touches the file system.
public enum WorkspacePath {
  /// `path` with `.` components, repeated slashes and `dir/..` pairs removed.
  public static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".":
        continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
      default:
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `path` relative to `workingDirectory` when it lies inside it; otherwise `path`
  /// normalized, made absolute when it climbs out of the working directory with `..`.
  /// - Parameters:
  ///   - path: A path as the user named it, relative to `workingDirectory` or absolute.
  ///   - workingDirectory: An absolute directory, or nil to only normalize.
  public static func relative(_ path: String, to workingDirectory: String?) -> String {
    var path = normalized(path)
    guard let workingDirectory, workingDirectory.hasPrefix("/") else { return path }
    let base = normalized(workingDirectory)
    if path == ".." || path.hasPrefix("../") {
      path = normalized(base + "/" + path)
    }
    guard path.hasPrefix("/") else { return path }
    if path == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A URI reference for `path` (RFC 3986): a relative reference for a file inside the
  /// working directory, a `file://` URI otherwise; every byte outside the unreserved set
  /// and `/` is percent-encoded.
  /// - Returns: The URI and whether it is relative to the working directory.
  public static func uri(for path: String, workingDirectory: String?) -> (uri: String, isRelative: Bool) {
    let relative = relative(path, to: workingDirectory)
    if relative.hasPrefix("/") { return ("file://" + percentEncoded(relative), false) }
    return (percentEncoded(relative), true)
  }

  /// The absolute `file://` URI of a directory, ending in `/`.
  public static func directoryURI(_ directory: String) -> String {
    let path = normalized(directory)
    return "file://" + percentEncoded(path == "/" ? path : path + "/")
  }

  /// Percent-encodes every UTF-8 byte of `path` except letters, digits, `-._~` and `/`.
  public static func percentEncoded(_ path: String) -> String {
    let digits = Array("0123456789ABCDEF")
    var output = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        output += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
      }
    }
    return output
  }
}
