import Foundation
import Testing

/// The lexicons travel inside the executable: a copy of it, run from an empty directory far
/// from the package, checks a team's catalog that has no `lexicons/` of its own.
@Suite("Bundled lexicons in a copied executable")
struct BundledLexiconsCommandTests {
  static let english = """
    {"@@locale": "en",
     "photos.delete": "{count, plural, one {Delete Photo} other {Delete {count} Photos}}",
     "@photos.delete": {"role": "destructive", "verb": "delete"},
     "account.signout": "Sign Out", "@account.signout": {"role": "destructive", "verb": "sign-out"},
     "draft.discard": "Discard Draft", "@draft.discard": {"role": "destructive", "verb": "discard"},
     "common.cancel": "Cancel", "@common.cancel": {"role": "cancel"}}
    """
  static let german = """
    {"@@locale": "de",
     "photos.delete": "{count, plural, one {OK} other {OK}}",
     "account.signout": "Abmelden",
     "draft.discard": "Abbrechen",
     "common.cancel": "Abbrechen"}
    """
  static let japanese = """
    {"@@locale": "ja",
     "photos.delete": "{count, plural, other {写真を削除}}",
     "account.signout": "はい",
     "draft.discard": "下書きを破棄",
     "common.cancel": "キャンセル"}
    """

  /// The executable copied alone into a fresh directory, and an empty directory to run in.
  struct CopiedTool {
    let root: URL
    let executable: URL
    let emptyDirectory: URL

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-copy-\(UUID().uuidString)")
      let bin = root.appendingPathComponent("bin")
      emptyDirectory = root.appendingPathComponent("empty")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: emptyDirectory, withIntermediateDirectories: true)
      executable = bin.appendingPathComponent("sheet-l10n")
      try FileManager.default.copyItem(at: CommandRunner.executable, to: executable)
    }

    func run(_ arguments: [String]) throws -> CommandRunner.Result {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = emptyDirectory
      process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return CommandRunner.Result(
        status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func aCopiedExecutableChecksAFolderWithoutLexicons() throws {
    let tool = try CopiedTool()
    defer { tool.remove() }
    let catalog = try Fixture(["en.json": Self.english, "de.json": Self.german, "ja.json": Self.japanese])
    defer { catalog.remove() }
    let result = try tool.run(["check", catalog.url.path, "--format", "json"])
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
    let findings = try findingsOf(result)
    func has(_ file: String, _ rule: String, _ key: String) -> Bool {
      findings.contains {
        ($0["file"] as? String)?.hasSuffix(file) == true && $0["ruleId"] as? String == rule
          && $0["key"] as? String == key && ($0["line"] as? Int ?? 0) > 1 && $0["severity"] as? String == "error"
      }
    }
    #expect(has("de.json", "verb.generic", "photos.delete"), "\(findings)")
    #expect(has("ja.json", "verb.generic", "account.signout"), "\(findings)")
    #expect(has("de.json", "verb.cancel-like", "draft.discard"), "\(findings)")
    // The correct translations stay quiet.
    #expect(!findings.contains { $0["locale"] as? String == "de" && $0["key"] as? String == "account.signout" })
  }

  @Test func aCopiedExecutableChecksAStringCatalog() throws {
    let tool = try CopiedTool()
    defer { tool.remove() }
    let stringCatalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Delete %lld Photos": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "OK"}}}},
        "Sign Out": {"localizations": {
          "ja": {"stringUnit": {"state": "translated", "value": "はい"}}}},
        "Discard Draft": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}},
        "Cancel": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}},
          "ja": {"stringUnit": {"state": "translated", "value": "キャンセル"}}}}
      }}
      """
    let catalog = try Fixture(["Localizable.xcstrings": stringCatalog])
    defer { catalog.remove() }
    let result = try tool.run(["check", catalog.url.appendingPathComponent("Localizable.xcstrings").path])
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    func has(_ rule: String, _ text: String) -> Bool {
      lines.contains { $0.contains(": error: ") && $0.hasSuffix("[\(rule)]") && $0.contains(text) }
    }
    #expect(has("verb.generic", "“Delete %lld Photos”"), "\(result.standardOutput)")
    #expect(has("verb.generic", "“Sign Out”"), "\(result.standardOutput)")
    #expect(has("verb.cancel-like", "“Discard Draft”"), "\(result.standardOutput)")
  }

  @Test func theConfigurationTurnsTheBundledLexiconsOff() throws {
    let catalog = try Fixture([
      "en.json": Self.english, "ja.json": Self.japanese, "config.json": #"{"bundledLexicons": false}"#,
    ])
    defer { catalog.remove() }
    let on = try CommandRunner.run(["check", catalog.url.path])
    #expect(on.standardOutput.contains("[verb.generic]"), "\(on.standardOutput)")
    let off = try CommandRunner.run([
      "check", catalog.url.path, "--config", catalog.url.appendingPathComponent("config.json").path,
    ])
    #expect(!off.standardOutput.contains("[verb.generic]"), "\(off.standardOutput)")
    #expect(off.standardOutput.contains("no lexicon for ja"), "\(off.standardOutput)")
  }

  func findingsOf(_ result: CommandRunner.Result) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
  }
}
