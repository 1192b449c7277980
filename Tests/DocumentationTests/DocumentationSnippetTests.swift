import Foundation
import Testing

/// Every ```swift block of the README, the DocC articles and the library's doc comments
/// compiles: `scripts/extract-snippets.py` writes each into this target (`Snippets/`), so
/// building the tests compiles them, and each package manifest among them (`Manifests/`) is
/// type-checked here against the toolchain's PackageDescription.
@Suite("README and DocC code blocks compile")
struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let manifests = root.appendingPathComponent("Tests/DocumentationTests/Manifests")

  /// Runs a program and returns its exit status and what it printed.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theCompiledBlocksAreTheDocumentsOwn() throws {
    let script = Self.root.appendingPathComponent("scripts/extract-snippets.py").path
    let result = try Self.run("python3", [script, "--check"])
    #expect(result.status == 0, "\(result.output)")
  }

  static func manifestFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: manifests, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "manifest" }.sorted { $0.path < $1.path }
  }

  @Test func everyManifestTypeChecks() throws {
    let files = try Self.manifestFiles()
    #expect(!files.isEmpty)
    let located = try Self.run("sh", ["-c", "command -v swiftc"])
    // Run by its own name (it is a link to the driver, which reads the name it was run by);
    // the toolchain is where the link leads.
    let swiftc = URL(fileURLWithPath: located.output.trimmingCharacters(in: .whitespacesAndNewlines))
    let manifestAPI = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/pm/ManifestAPI").path
    try #require(FileManager.default.fileExists(atPath: manifestAPI), "no PackageDescription beside \(swiftc.path)")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-manifests-\(UUID())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let version = try #require(text.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)?.1)
      let copy = scratch.appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".swift")
      try Data(text.utf8).write(to: copy)
      let result = try Self.run(
        swiftc.path, ["-typecheck", "-I", manifestAPI, "-package-description-version", String(version), copy.path])
      #expect(result.status == 0, "\(file.lastPathComponent): \(result.output)")
    }
  }

  /// What the manifests name of this package (products and plugins) is what it declares.
  @Test func everyProductAManifestNamesExists() throws {
    let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for file in try Self.manifestFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: /\.(product|plugin)\(name: "([^"]+)", package: "SheetL10n"\)/) {
        let declared = match.1 == "product" ? ".library(name: \"\(match.2)\"" : ".plugin(name: \"\(match.2)\""
        #expect(
          package.contains(declared), "\(file.lastPathComponent) names \(match.2), which Package.swift does not declare"
        )
      }
    }
  }
}
