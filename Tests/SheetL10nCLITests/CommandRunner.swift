import Foundation

/// Runs the built `sheet-l10n` executable as a real process.
struct CommandRunner {
  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The executable built beside the test bundle.
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    // swift test on Linux runs `<build>/<Package>PackageTests.xctest`; on macOS the bundle
    // sits in the same build directory as the tool.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheet-l10n").path),
      directory.pathComponents.count > 1
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("sheet-l10n")
  }

  /// The package root, for running against the bundled `Locales/`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

/// A catalog directory of real files for one test.
struct Fixture {
  let url: URL

  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
