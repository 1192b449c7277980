import Foundation
import Testing

@Suite("sheet-l10n convert --to android and --to po, as a process")
struct ConvertAndroidGettextCommandTests {
  static let fixtures = "Tests/Fixtures/Convert"

  /// The native files a catalog converts to, by name: what the readers read from it, laid
  /// out one way, to compare two catalogs by.
  func nativeText(of input: String, in scratch: AppleFormatCommandTests.Scratch, as name: String) throws -> [String:
    String]
  {
    let output = scratch.path + "/" + name
    let result = try CommandRunner.run(["convert", input, "--to", "native", "--output", output])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    var files: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: output) {
      files[file] = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
    }
    return files
  }

  @Test func androidResourcesGoToNativeAndBackKeepingEverything() throws {
    let scratch = try AppleFormatCommandTests.Scratch()
    defer { scratch.remove() }
    let original = Self.fixtures + "/Android/res"
    _ = try nativeText(of: original, in: scratch, as: "native")
    let android = try CommandRunner.run([
      "convert", scratch.path + "/native", "--to", "android", "--output", scratch.path + "/res",
    ])
    #expect(android.status == 0, "\(android.standardOutput)")
    #expect(android.standardOutput == "Wrote 5 files to \(scratch.path)/res (12 keys, 5 locales)\n")
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/res/values-b+sr+Latn/strings.xml"))
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/res/values-pt-rBR/strings.xml"))
    // Read by the Android reader, the written folder says what the fixture says.
    let before = try nativeText(of: original, in: scratch, as: "before")
    let after = try nativeText(of: scratch.path + "/res", in: scratch, as: "after")
    #expect(before.count == 5)
    #expect(after == before)
    #expect(
      before["de.json"]?.contains(#""shelf_owner": "@{owner} lagert hier {boxes, number, integer} Kisten""#) == true)
    // And `check` finds the same in both.
    let checked = try CommandRunner.run(["check", original]).standardOutput.split(separator: "\n").last
    let rechecked = try CommandRunner.run(["check", scratch.path + "/res"]).standardOutput.split(separator: "\n").last
    #expect(checked == rechecked)
  }

  @Test func gettextCatalogsGoToNativeAndBackKeepingEverything() throws {
    let scratch = try AppleFormatCommandTests.Scratch()
    defer { scratch.remove() }
    let original = Self.fixtures + "/Gettext/po"
    _ = try nativeText(of: original, in: scratch, as: "native")
    let po = try CommandRunner.run([
      "convert", scratch.path + "/native", "--to", "po", "--output", scratch.path + "/po",
    ])
    #expect(po.status == 0, "\(po.standardOutput)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/po").sorted() == [
        "de.po", "messages.pot", "pl.po", "pt_BR.po",
      ])
    let before = try nativeText(of: original, in: scratch, as: "before")
    let after = try nativeText(of: scratch.path + "/po", in: scratch, as: "after")
    #expect(after == before)
    #expect(before["de.json"]?.contains(#""@shelf sheet|Cancel": {"state": "needs-review"}"#) == true)
    #expect(before["en.json"]?.contains(#""description": "Keep the quotes around Unsorted.""#) == true)
    // `gettext` names the same target.
    let again = try CommandRunner.run([
      "convert", scratch.path + "/native", "--to", "gettext", "--output", scratch.path + "/po2",
    ])
    #expect(again.status == 0)
  }

  @Test func aSelectIntoAndroidIsRefusedAndNothingIsWritten() throws {
    let scratch = try AppleFormatCommandTests.Scratch([
      "in/en.json":
        "{\n  \"done\": \"{who, select, self {You shared it} other {{who} shared it}}\",\n  \"b\": \"Cancel\"\n}"
    ])
    defer { scratch.remove() }
    let output = scratch.path + "/res"
    let result = try CommandRunner.run(["convert", scratch.path + "/in", "--to", "android", "--output", output])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "in/en.json:2:3: error: “done” cannot be written as Android resources without loss: {who} (select) has no Android equivalent inside other text [convert.loss]"
      ), "\(result.standardOutput)")
    #expect(result.standardOutput.hasSuffix("nothing written: 1 problem\n"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
