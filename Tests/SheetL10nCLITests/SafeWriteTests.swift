import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `convert --force` and `--write-baseline` replace files whole: a conversion killed part way
/// or failing half way leaves every target either as it was or complete.
@Suite("Safe writes, as a process", .serialized)
struct SafeWriteTests {
  /// A native catalog of `count` plural messages in four locales.
  static func catalog(keys count: Int, variant: String) -> [String: String] {
    var files: [String: String] = [:]
    for locale in ["en", "de", "fr", "es"] {
      var lines = ["{", "  \"@@locale\": \"\(locale)\","]
      for index in 0..<count {
        let comma = index == count - 1 ? "" : ","
        lines.append(
          "  \"item\(index).title\": \"{count, plural, one {# \(variant) \(locale) \(index)} other {# \(variant)s \(locale) \(index)}}\"\(comma)"
        )
      }
      lines.append("}")
      files["in/\(locale).json"] = lines.joined(separator: "\n")
    }
    return files
  }

  static let targets = ["de.xliff", "es.xliff", "fr.xliff"]

  static func contents(_ directory: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    for name in targets {
      result[name] = try? Data(contentsOf: directory.appendingPathComponent(name))
    }
    return result
  }

  static func start(_ arguments: [String], in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test func aKilledConversionLeavesEveryFileOldOrComplete() throws {
    let fixture = try Fixture(Self.catalog(keys: 3000, variant: "photo"))
    defer { fixture.remove() }
    let url = fixture.url
    let convert = ["convert", "in", "--to", "xliff", "--output", "out", "--force"]
    // The files as they are before, and as a finished conversion writes them.
    let old = try CommandRunner.run(["convert", "in", "--to", "xliff", "--output", "out"], in: url)
    #expect(old.status == 0, "\(old.standardError)")
    let oldFiles = Self.contents(url.appendingPathComponent("out"))
    for (name, text) in Self.catalog(keys: 3000, variant: "file") {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
    let started = Date()
    #expect(try CommandRunner.run(["convert", "in", "--to", "xliff", "--output", "new"], in: url).status == 0)
    let duration = Date().timeIntervalSince(started)
    let newFiles = Self.contents(url.appendingPathComponent("new"))
    #expect(oldFiles.count == 3 && newFiles.count == 3 && oldFiles != newFiles)

    // Killed as soon as the first file is being written (the window is short: tried until a
    // run is caught in it, up to ten times), then at points across the run.
    var killedWhileWriting = false
    var catchAttempts = 0
    for attempt in [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3] {
      if attempt == 0 {
        guard !killedWhileWriting else { continue }
        catchAttempts += 1
      }
      let process = try Self.start(convert, in: url)
      let out = url.appendingPathComponent("out")
      if attempt == 0 {
        let deadline = Date().addingTimeInterval(duration * 3 + 5)
        while process.isRunning, Date() < deadline {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
          if names.contains(where: { $0.hasSuffix(".tmp") }) {
            kill(process.processIdentifier, SIGKILL)
            killedWhileWriting = true
            break
          }
        }
      } else {
        usleep(useconds_t(duration * Double(attempt) / 4 * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      for (name, data) in Self.contents(out) {
        #expect(data == oldFiles[name] || data == newFiles[name], "\(name) is neither old nor complete")
      }
      // Put the old files back for the next attempt.
      for (name, data) in oldFiles { try data.write(to: out.appendingPathComponent(name)) }
    }
    #expect(killedWhileWriting, "no run was caught writing in \(catchAttempts) tries")
  }

  @Test func aConversionThatFailsHalfWayChangesNoFile() throws {
    let fixture = try Fixture(Self.catalog(keys: 3, variant: "photo"))
    defer { fixture.remove() }
    let url = fixture.url
    let out = url.appendingPathComponent("out")
    #expect(try CommandRunner.run(["convert", "in", "--to", "xliff", "--output", "out"], in: url).status == 0)
    let before = Self.contents(out)
    // fr.xliff cannot be replaced: a folder with a file in it stands there.
    try FileManager.default.removeItem(at: out.appendingPathComponent("fr.xliff"))
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("fr.xliff/keep"), withIntermediateDirectories: true)
    for (name, text) in Self.catalog(keys: 3, variant: "file") {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
    let result = try CommandRunner.run(
      ["convert", "in", "--to", "xliff", "--output", "out", "--force"], in: url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("no file was changed"))
    let after = Self.contents(out)
    #expect(after["de.xliff"] == before["de.xliff"])
    #expect(after["es.xliff"] == before["es.xliff"])
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(left == Self.targets, "temporary files were left: \(left)")
  }
}
