import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Special files where a file is expected, and paths with no catalog: each gives a located
/// error or a usage error at once, never a wait and never a pass with nothing checked.
@Suite("Special and hostile files, as a process")
struct HostileFileTests {
  /// The longest a run may take before it counts as a hang. A check of these fixtures takes
  /// a fraction of a second in a debug build; the margin is for a loaded machine.
  static let limit: TimeInterval = 10

  /// Runs the tool, killing it and failing when it outlives ``limit``.
  static func run(_ arguments: [String], in directory: URL) throws -> (CommandRunner.Result, TimeInterval) {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = directory.appendingPathComponent(".out-\(UUID().uuidString)")
    let error = directory.appendingPathComponent(".err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: error.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: error)
    }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    let start = Date()
    try process.run()
    while process.isRunning, Date().timeIntervalSince(start) < limit { usleep(10_000) }
    let elapsed = Date().timeIntervalSince(start)
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      Issue.record("sheet-l10n \(arguments.joined(separator: " ")) still ran after \(Int(limit)) s")
    }
    process.waitUntilExit()
    return (
      CommandRunner.Result(
        status: process.terminationStatus,
        standardOutput: String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self),
        standardError: String(decoding: (try? Data(contentsOf: error)) ?? Data(), as: UTF8.self)),
      elapsed
    )
  }

  static func makeFIFO(_ url: URL) {
    #expect(mkfifo(url.path, 0o644) == 0)
  }

  static func makeSocket(_ url: URL) {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(descriptor >= 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array(url.path.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    close(descriptor)
  }

  @Test func aNamedPipeNamedLikeALocaleFileIsALocatedErrorAtOnce() throws {
    let fixture = try Fixture(["en.json": CheckCommandTests.english])
    defer { fixture.remove() }
    Self.makeFIFO(fixture.url.appendingPathComponent("de.json"))
    let (result, elapsed) = try Self.run(["check", "."], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.json:1:1: error: a named pipe (FIFO), not a regular file"))
    #expect(elapsed < Self.limit)
    // Named on its own, to `check` and to `validate`.
    let (alone, _) = try Self.run(["check", "de.json"], in: fixture.url)
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("de.json: a named pipe (FIFO)"))
    let (validated, _) = try Self.run(["validate", "de.json"], in: fixture.url)
    #expect(validated.status == 1)
    #expect(validated.standardOutput.contains("de.json:1:1: error: a named pipe"))
  }

  @Test func socketsLinkLoopsDanglingLinksAndFoldersAreLocatedErrors() throws {
    let fixture = try Fixture(["en.json": CheckCommandTests.english])
    defer { fixture.remove() }
    let url = fixture.url
    Self.makeSocket(url.appendingPathComponent("sv.json"))
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("fr.json").path, withDestinationPath: "fr.json")
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("it.json").path, withDestinationPath: "gone.json")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("de.json"), withIntermediateDirectories: false)
    let (result, _) = try Self.run(["check", "."], in: url)
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("de.json:1:1: error: a directory, not a file [catalog.invalid-file]"))
    #expect(
      lines.contains(
        "fr.json:1:1: error: a symbolic link loop (too many levels of symbolic links) [catalog.invalid-file]"))
    #expect(
      lines.contains(
        "it.json:1:1: error: a symbolic link to nothing (its target does not exist) [catalog.invalid-file]"))
    #expect(lines.contains("sv.json:1:1: error: a socket, not a regular file; it is not read [catalog.invalid-file]"))
  }

  @Test func aDeviceOrAPipeInPlaceOfACompanionFileIsReportedNotRead() throws {
    let fixture = try Fixture(["en.json": CheckCommandTests.english, "lexicons/README": ""])
    defer { fixture.remove() }
    Self.makeFIFO(fixture.url.appendingPathComponent("sheets.json"))
    Self.makeFIFO(fixture.url.appendingPathComponent("lexicons/en.json"))
    Self.makeFIFO(fixture.url.appendingPathComponent("config.json"))
    let (result, _) = try Self.run(["check", "."], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("sheets.json:1:1: error: a named pipe (FIFO)"))
    #expect(result.standardOutput.contains("lexicons/en.json:1:1: error: cannot read the lexicon file: a named pipe"))
    let (configured, _) = try Self.run(["check", ".", "--config", "config.json"], in: fixture.url)
    #expect(configured.status == 2)
    #expect(configured.standardError.contains("a named pipe"))
    let (device, _) = try Self.run(["check", "/dev/zero"], in: fixture.url)
    #expect(device.status == 2)
    #expect(device.standardError.contains("/dev/zero: a device, not a regular file"))
  }

  @Test func anUnreadableFileIsALocatedError() throws {
    // The superuser reads any file; the check means nothing then.
    guard geteuid() != 0 else { return }
    let fixture = try Fixture(["en.json": CheckCommandTests.english, "de.json": "{}"])
    defer { fixture.remove() }
    chmod(fixture.url.appendingPathComponent("de.json").path, 0)
    let (result, _) = try Self.run(["check", "."], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.json:1:1: error: permission denied"))
  }

  @Test func aPathWithNoCatalogFailsAndSaysWhatItLookedFor() throws {
    // A folder of a format the tool does not read (YAML), and an empty folder.
    let fixture = try Fixture(["web/de.yml": "de:\n  delete: Löschen\n", "empty/.keep": ""])
    defer { fixture.remove() }
    for path in ["web", "empty"] {
      let (result, _) = try Self.run(["check", path], in: fixture.url)
      #expect(result.status == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError.contains(
          "\(path): no catalog found; looked for native locale files (<tag>.json, such as en.json), String Catalogs (.xcstrings)"
        ))
    }
    let (converted, _) = try Self.run(["convert", "empty", "--to", "xliff", "--output", "out"], in: fixture.url)
    #expect(converted.status == 2)
    #expect(converted.standardError.contains("empty: no catalog found"))
    #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
  }
}
