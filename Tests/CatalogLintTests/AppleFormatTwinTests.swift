import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The Apple fixtures (a String Catalog, `.lproj` folders with a UTF-16 `.strings`, Xcode
/// XLIFF) hold the same catalog as their native twins: plurals, substitutions, device
/// variations, states, Arabic (right to left). Every rule must find the same problems in
/// both, and locate them in the Apple files themselves.
@Suite("Apple catalogs find what their native twins find")
struct AppleFormatTwinTests {
  static var fixtures: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/AppleFormats").path
  }

  struct Finding: Hashable, Comparable, CustomStringConvertible {
    let rule: String
    let locale: String
    let key: String
    static func < (lhs: Finding, rhs: Finding) -> Bool {
      (lhs.rule, lhs.locale, lhs.key) < (rhs.rule, rhs.locale, rhs.key)
    }
    var description: String { "\(rule) \(locale) \(key)" }
  }

  static func diagnostics(at path: String) throws -> [Diagnostic] {
    let catalogs = try CatalogLoader().loadCatalogs(at: fixtures + "/" + path)
    return catalogs.flatMap { Linter().lint($0) }
  }

  static func findings(_ diagnostics: [Diagnostic]) -> [Finding] {
    diagnostics.filter { $0.ruleID != "catalog.inferred-role" }.map {
      Finding(rule: $0.ruleID, locale: $0.locale ?? "", key: $0.key ?? "")
    }.sorted()
  }

  @Test(arguments: [
    ("StringCatalog/Localizable.xcstrings", "StringCatalogTwin"), ("Lproj", "LprojTwin"),
    ("XLIFF", "StringCatalogTwin"),
  ])
  func sameFindingsAsTheNativeTwin(apple: String, twin: String) throws {
    let found = try Self.diagnostics(at: apple)
    let expected = try Self.diagnostics(at: twin)
    #expect(Self.findings(found) == Self.findings(expected))
    #expect(Self.findings(found).count >= 5)
    let folder = Self.fixtures + "/" + apple.split(separator: "/")[0] + "/"
    #expect(found.allSatisfy { $0.path.hasPrefix(folder) }, "\(found.map(\.path))")
  }

  /// Where each finding lands: the line and column in the Apple file, and what that line holds.
  @Test(arguments: [
    (
      "StringCatalog/Localizable.xcstrings",
      [
        ("Localizable.xcstrings", 143, 13, "plural.missing-category", #""photos" : {"#),
        // The bundled lexicons apply without --lexicons. ar's zero branch “لا شيء للحذف” names
        // the action: للحذف (for deleting) is a form of the listed حذف, by its Snowball stem.
        ("Localizable.xcstrings", 240, 9, "catalog.state", #""de" : {"#),
        ("Localizable.xcstrings", 279, 15, "plural.unreachable-category", #""one" : {"#),
        ("Localizable.xcstrings", 296, 13, "plural.missing-category", #""plural" : {"#),
        ("Localizable.xcstrings", 325, 24, "verb.generic", #"OK""#),
        ("Localizable.xcstrings", 354, 24, "message.arguments", #"Aus der Gruppe entfernen?""#),
        ("Localizable.xcstrings", 371, 5, "catalog.missing-key", #""Tap to Delete" : {"#),
      ]
    ),
    (
      "Lproj",
      [
        // At the key the missing one follows in the source.
        ("ar.lproj/Localizable.strings", 3, 1, "catalog.missing-key", #""Remove %@ from the group?""#),
        ("de.lproj/Localizable.strings", 2, 19, "verb.generic", #"OK";"#),
        ("de.lproj/Localizable.strings", 3, 32, "message.arguments", #"Aus der Gruppe entfernen?";"#),
        ("ja.lproj/Localizable.stringsdict", 29, 9, "plural.unreachable-category", "one</key>"),
        ("ru.lproj/Localizable.stringsdict", 9, 8, "plural.missing-category", "photos</key>"),
        ("ru.lproj/Localizable.stringsdict", 25, 8, "plural.missing-category", "count</key>"),
      ]
    ),
    (
      "XLIFF",
      [
        ("ar.xliff", 88, 7, "catalog.missing-key", #"<trans-unit id="Tap to Delete|==|device.mac""#),
        ("de.xliff", 28, 23, "catalog.state", #"Delete %lld Photos|==|plural.one""#),
        ("de.xliff", 40, 36, "verb.generic", "OK</target>"),
        ("de.xliff", 45, 36, "message.arguments", "Aus der Gruppe entfernen?</target>"),
        ("ja.xliff", 27, 7, "plural.unreachable-category", #"<trans-unit id="Delete %lld Photos|==|plural.one""#),
        ("ru.xliff", 13, 7, "plural.missing-category", #"<trans-unit id="%@ has %lld photos|==|substitutions"#),
        ("ru.xliff", 28, 7, "plural.missing-category", #"<trans-unit id="Delete %lld Photos|==|plural.one""#),
      ]
    ),
  ])
  func findingsAreLocatedInTheOriginalFiles(
    apple: String, expected: [(file: String, line: Int, column: Int, rule: String, text: String)]
  ) throws {
    let found = try Self.diagnostics(at: apple).filter { $0.ruleID != "catalog.inferred-role" }
    let places = found.map {
      "\($0.path.components(separatedBy: "/").suffix(2).joined(separator: "/")):\($0.position) \($0.ruleID)"
    }
    #expect(found.count == expected.count, "\(places)")
    for place in expected {
      let match = found.first {
        $0.path.hasSuffix("/" + place.file) && $0.position == SourcePosition(line: place.line, column: place.column)
          && $0.ruleID == place.rule
      }
      #expect(match != nil, "no \(place.rule) at \(place.file):\(place.line):\(place.column) among \(places)")
      guard let match, !place.text.isEmpty else { continue }
      let lines = try String(contentsOfFile: match.path, encoding: .utf8).components(separatedBy: "\n")
      let line = Array(lines[place.line - 1].unicodeScalars)
      let rest = String(String.UnicodeScalarView(line[(place.column - 1)...]))
      #expect(rest.hasPrefix(place.text), "\(place.file):\(place.line): \(rest)")
    }
  }

  /// Findings about keys of a `.stringsdict` beside `Localizable.strings` point into the
  /// `.stringsdict`, wherever a rule computes them from.
  @Test func findingsAboutCompanionEntriesAreInTheCompanion() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-twin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "en.lproj/Localizable.strings": #""a" = "Delete %@";"#,
      "de.lproj/Localizable.strings": #""a" = "%@ löschen";"#,
      "de.lproj/Localizable.stringsdict": """
      <plist><dict>
        <key>a</key><string>%@ entfernen</string>
        <key>extra</key><string>Zusätzlich</string>
      </dict></plist>
      """,
    ]
    for (name, text) in files {
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let found = Linter().lint(catalog).filter { $0.ruleID == "catalog.extra-key" }
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("de.lproj/Localizable.stringsdict") == true)
    #expect(found.first?.position == SourcePosition(line: 3, column: 8))
    #expect(found.first?.message == "“extra” is not a key of the en source; it is never shown")
    // The .stringsdict value replaces the .strings one, as at run time.
    #expect(try catalog.file(for: .init("de"))?["a"]?.text == "{arg1} entfernen")
  }

  /// A String Catalog in which German translates "Delete Photo" as "OK" and Russian's plural
  /// lacks few and many. The plural finding is checked here; the generic-verb finding belongs
  /// to the verb-specificity rule, at line 14, column 70: the "OK".
  @Test func germanOKAndRussianPluralInAStringCatalog() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Delete %lld Photos" : {
            "localizations" : {
              "ru" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "Удалить %lld фото" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Удалить %lld фото" } }
              } } }
            }
          },
          "Delete Photo" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-twin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Localizable.xcstrings").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let catalog = try #require(try CatalogLoader().loadCatalogs(at: path).first)
    let found = Linter().lint(catalog)
    let plural = try #require(found.first { $0.ruleID == "plural.missing-category" })
    #expect(plural.position == SourcePosition(line: 6, column: 35))
    #expect(plural.locale == "ru" && plural.key == "Delete %lld Photos")
    #expect(plural.message.contains("few, many"))
    #expect(catalog.metadata(for: "Delete Photo")?.role == .destructive)
    #expect(catalog.metadata(for: "Delete Photo")?.verb == "delete")
    let german = try #require(try catalog.file(for: .init("de"))?["Delete Photo"])
    #expect(german.text == "OK")
    let file = try #require(try catalog.file(for: .init("de")))
    #expect(file.position(ofMessageOffset: 0, in: german) == SourcePosition(line: 14, column: 70))
  }
}
