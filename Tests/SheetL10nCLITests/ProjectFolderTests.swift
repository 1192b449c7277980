import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `check` on a project's folder: its catalogs sit in folders of their own (an app's
/// `Resources/`, a package module's `Resources/`), and each is found and checked.
@Suite("A project folder, as a process")
struct ProjectFolderTests {
  /// A String Catalog whose Russian plural of `%lld files` has no variant for few.
  static func catalog(key: String) -> String {
    func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
    return #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"\#(key)": {"localizations": {
        "en": {"variations": {"plural": {"one": \#(unit("%lld file")), "other": \#(unit("%lld files"))}}},
        "ru": {"variations": {"plural": {"one": \#(unit("%lld файл")), "many": \#(unit("%lld файлов")), "other": \#(unit("%lld файлов"))}}}}}}}
      """#
  }

  @Test func everyCatalogBelowTheFolderIsChecked() throws {
    let fixture = try Fixture([
      "App/Resources/Localizable.xcstrings": Self.catalog(key: "%lld photos"),
      "Packages/Feature/Sources/Feature/Resources/Localizable.xcstrings": Self.catalog(key: "%lld videos"),
      // Dependencies and build products are not the project's catalogs.
      "node_modules/widget/Localizable.xcstrings": Self.catalog(key: "%lld widgets"),
      ".build/checkouts/Lib/Localizable.xcstrings": Self.catalog(key: "%lld libraries"),
      "README.md": "A project.\n",
    ])
    defer { fixture.remove() }
    // A link back up the tree is not followed.
    symlink(fixture.url.path, fixture.url.appendingPathComponent("App/loop").path)
    let (result, elapsed) = try HostileFileTests.run(["check", "."], in: fixture.url)
    #expect(elapsed < HostileFileTests.limit)
    #expect(result.status == 1)
    let errors = result.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 2, "\(result.standardOutput)")
    #expect(errors.contains { $0.hasPrefix("App/Resources/Localizable.xcstrings:") && $0.contains("“%lld photos”") })
    #expect(
      errors.contains {
        $0.hasPrefix("Packages/Feature/Sources/Feature/Resources/Localizable.xcstrings:")
          && $0.contains("“%lld videos”")
      })
    #expect(!result.standardOutput.contains("widgets") && !result.standardOutput.contains("libraries"))
  }

  @Test func aNativeCatalogFolderIsNotSearchedBelow() throws {
    // A native catalog's own folders (lexicons/, anything else) are not other catalogs.
    let fixture = try Fixture([
      "Locales/en.json": #"{"a": "Delete"}"#,
      "Locales/de.json": #"{"a": "Löschen"}"#,
      "Locales/drafts/Localizable.xcstrings": Self.catalog(key: "%lld drafts"),
    ])
    defer { fixture.remove() }
    let (result, _) = try HostileFileTests.run(["check", "Locales"], in: fixture.url)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("drafts"))
  }
}
