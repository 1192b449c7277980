import Foundation
import Testing

@Suite("sheet-l10n check and convert on Apple catalogs, as a process")
struct AppleFormatCommandTests {
  static let fixtures = "Tests/Fixtures/AppleFormats"

  /// A temporary directory for one test.
  struct Scratch {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-apple-\(UUID().uuidString)")
    var path: String { url.path }

    init(_ files: [String: String] = [:]) throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, text) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
      }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  @Test func checkReadsAStringCatalog() throws {
    let result = try CommandRunner.run(["check", Self.fixtures + "/StringCatalog/Localizable.xcstrings"])
    #expect(result.status == 1)
    let output = result.standardOutput
    #expect(
      output.contains(
        "StringCatalog/Localizable.xcstrings:296:13: error: “Delete %lld Photos”: the plural of argument 1 (%lld) has no variant for few, many; whole numbers in ru select one, few, many [plural.missing-category]"
      ))
    #expect(
      output.contains(
        "StringCatalog/Localizable.xcstrings:240:9: warning: the de translation of “Delete %lld Photos” needs review"))
    #expect(
      output.contains(
        "note: “Delete Photo” is checked as a destructive label (verb delete), inferred from its first word “Delete”"))
    // The bundled lexicons apply without --lexicons: de's “OK” for “Delete Photo” is an error.
    #expect(output.contains("Localizable.xcstrings:325:24: error: the destructive label “Delete Photo” says “OK”"))
    // ar's untranslated “Tap to Delete” is a warning: a String Catalog key no translator has reached.
    // ar's zero branch “لا شيء للحذف” names the action (للحذف, for deleting, a form of حذف).
    #expect(output.contains("4 errors, 3 warnings, 3 notes in 5 locale files"))
  }

  /// Issue example: de translates “Delete Photo” as “OK” and ru's plural lacks few and many.
  @Test func stringCatalogWithLexiconsGetsVerbGenericAndMissingCategories() throws {
    let catalog = Self.fixtures + "/StringCatalog/Localizable.xcstrings"
    let result = try CommandRunner.run(["check", "--lexicons", "Locales/lexicons", catalog])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasSuffix(
          "StringCatalog/Localizable.xcstrings:325:24: error: the destructive label “Delete Photo” says “OK”: “ok” is a generic confirmation; name the action, as “löschen” does for “delete” [verb.generic]"
        )
      })
    #expect(
      lines.contains {
        $0.contains("Localizable.xcstrings:296:13: error:") && $0.hasSuffix("[plural.missing-category]")
      })
    // The Dutch, Japanese and Arabic “Delete Photo” are specific: no verb error for them.
    #expect(lines.filter { $0.contains(": error:") && $0.contains("[verb.") }.count == 1)
    #expect(try CommandRunner.run(["check", "--lexicons", "/no/such/dir", catalog]).status == 2)
  }

  @Test func checkReadsLprojFoldersAndXLIFF() throws {
    let lproj = try CommandRunner.run(["check", Self.fixtures + "/Lproj"])
    #expect(lproj.status == 1)
    #expect(
      lproj.standardOutput.contains(
        "Lproj/ru.lproj/Localizable.stringsdict:25:8: error: “Delete %lld Photos”: the plural of argument 1 (%lld)"))
    #expect(
      lproj.standardOutput.contains(
        "Lproj/de.lproj/Localizable.strings:3:32: error: “Remove %@ from the group?” drops argument 1 (%@)"))
    let xliff = try CommandRunner.run(["check", "--locale", "ru", Self.fixtures + "/XLIFF"])
    #expect(xliff.status == 1)
    #expect(
      xliff.standardOutput.contains("XLIFF/ru.xliff:28:7: error: “Delete %lld Photos”: the plural of argument 1 (%lld)")
    )
    #expect(!xliff.standardOutput.contains("de.xliff"))
  }

  @Test func rolesFileAndCommentsDecideRoles() throws {
    let scratch = try Scratch([
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {
        "Delete Photo": {},
        "Remove": {"comment": "role: default"},
        "sheet.confirm": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "OK"}}}}
      }}
      """,
      "roles.json": #"{"patterns": [{"key": "sheet.*", "role": "destructive", "verb": "delete"}]}"#,
      "bad-roles.json": #"{"patterns": [{"key": "x", "role": "danger"}]}"#,
    ])
    defer { scratch.remove() }
    let result = try CommandRunner.run([
      "check", "--roles", scratch.path + "/roles.json", scratch.path + "/Localizable.xcstrings",
    ])
    // The roles file makes “sheet.confirm” destructive, so its generic “OK” is an error.
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains("the destructive label “sheet.confirm” says “OK”")
        && result.standardOutput.contains("[verb.generic]"), "\(result.standardOutput)")
    let notes = result.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[catalog.inferred-role]") }
    #expect(notes.count == 1)
    #expect(notes.first?.contains("“Delete Photo”") == true)
    let bad = try CommandRunner.run(["check", "--roles", scratch.path + "/bad-roles.json", scratch.path])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("bad-roles.json:1:36: unknown role “danger”"))
  }

  @Test func malformedAppleFilesAreLocatedNeverACrash() throws {
    let scratch = try Scratch([
      "Localizable.xcstrings":
        "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {",
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\"\n",
      "App/de.lproj/Localizable.stringsdict": "<plist><dict><key>a</key><string>x</dict></plist>",
      "XLIFF/de.xliff": "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body>",
    ])
    defer { scratch.remove() }
    for (path, place) in [
      ("Localizable.xcstrings", "Localizable.xcstrings:1:84: error: invalid JSON: the file ends inside an object"),
      ("App", "en.lproj/Localizable.strings:3:1: error: invalid .strings syntax: expected “;” after the value of “b”"),
      (
        "App",
        "de.lproj/Localizable.stringsdict:1:35: error: invalid XML property list: </dict> does not close <string>"
      ),
      ("XLIFF", "de.xliff:1:70: error: invalid XML: <body> is never closed"),
    ] {
      let result = try CommandRunner.run(["check", scratch.path + "/" + path])
      #expect(result.status == 1, "\(path): \(result.standardError)")
      #expect(result.standardOutput.contains(place), "\(result.standardOutput)")
    }
  }

  @Test func convertGoesThereAndBackAndChecksTheSame() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // What the bundled catalog holds, and what its own check says of it.
    let locales = try FileManager.default.contentsOfDirectory(
      atPath: CommandRunner.packageRoot.appendingPathComponent("Locales").path
    ).filter { $0.hasSuffix(".json") && $0 != "sheets.json" }.count
    let bundled = try CommandRunner.run(["check", "Locales"])
    let summary = try #require(bundled.standardOutput.split(separator: "\n").last.map(String.init))
    #expect(summary.hasPrefix("0 errors, 0 warnings in \(locales) locale files ("), "\(summary)")
    let xliff = try CommandRunner.run(["convert", "Locales", "--to", "xliff", "--output", scratch.path + "/xliff"])
    #expect(xliff.status == 0, "\(xliff.standardOutput)\(xliff.standardError)")
    #expect(
      xliff.standardOutput.hasPrefix("Wrote \(locales - 1) files to \(scratch.path)/xliff ("), "\(xliff.standardOutput)"
    )
    #expect(xliff.standardOutput.contains(" keys, \(locales) locales)"), "\(xliff.standardOutput)")
    let catalog = try CommandRunner.run([
      "convert", scratch.path + "/xliff", "--to", "xcstrings", "--output", scratch.path + "/Localizable.xcstrings",
    ])
    #expect(catalog.status == 0, "\(catalog.standardOutput)")
    let native = try CommandRunner.run([
      "convert", scratch.path + "/Localizable.xcstrings", "--to", "native", "--output", scratch.path + "/native",
    ])
    #expect(native.status == 0, "\(native.standardOutput)")
    for path in ["/xliff", "/Localizable.xcstrings", "/native"] {
      let check = try CommandRunner.run(["check", scratch.path + path])
      #expect(check.status == 0)
      #expect(check.standardOutput.contains(summary), "\(path): \(check.standardOutput.suffix(300))")
    }
    // The round trip writes back what the bundled catalog says, metadata included (the
    // String Catalog marked the keys as manual: Xcode does not find them in code).
    let english = try String(contentsOfFile: scratch.path + "/native/en.json", encoding: .utf8)
    #expect(
      english.contains(
        #""@delete-photos.delete": {"role": "destructive", "verb": "delete", "description": "The red button that deletes the selected photos. Must say “delete”, never a generic “OK”.", "maxLength": 32, "extractionState": "manual"}"#
      ))
    // Existing files are not replaced without --force.
    let again = try CommandRunner.run(["convert", "Locales", "--to", "xliff", "--output", scratch.path + "/xliff"])
    #expect(again.status == 2)
    #expect(again.standardError.contains("already exists; add --force"))
    #expect(
      try CommandRunner.run(["convert", "Locales", "--to", "xliff", "--output", scratch.path + "/xliff", "--force"])
        .status == 0)
  }

  @Test func convertRefusesToLoseAndWritesNothing() throws {
    let scratch = try Scratch([
      "in/en.json": "{\n  \"a\": \"{kind, select, photo {Delete Photo} other {Delete}}\",\n  \"b\": \"Cancel\"\n}"
    ])
    defer { scratch.remove() }
    let output = scratch.path + "/Localizable.xcstrings"
    let result = try CommandRunner.run(["convert", scratch.path + "/in", "--to", "xcstrings", "--output", output])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "in/en.json:2:3: error: “a” cannot be written as String Catalog without loss: {kind} (select) has no String Catalog equivalent [convert.loss]"
      ))
    #expect(result.standardOutput.hasSuffix("nothing written: 1 problem\n"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func convertArguments() throws {
    #expect(try CommandRunner.run(["convert", "Locales", "--output", "Converted"]).status == 2)
    #expect(try CommandRunner.run(["convert", "Locales", "--to", "mo", "--output", "Converted"]).status == 2)
    #expect(
      try CommandRunner.run(["convert", "Locales", "--to", "xcstrings", "--output", "Converted.json"]).status == 2)
    #expect(try CommandRunner.run(["convert", "Locales", "--to", "native", "--output", "Locales"]).status == 2)
    let help = try CommandRunner.run(["convert", "--help"])
    #expect(
      help.standardOutput.contains(
        "USAGE: sheet-l10n convert INPUT --to native|xcstrings|xliff|android|po --output PATH"))
    let rules = try CommandRunner.run(["rules"])
    #expect(rules.standardOutput.contains("catalog.state (warning)"))
    #expect(rules.standardOutput.contains("catalog.inferred-role (note)"))
  }
}
