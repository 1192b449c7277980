import CatalogLint
import Foundation
import LocaleCatalog
import Testing

@Suite("message.arguments on printf specifiers: count, type, position")
struct PrintfArgumentsTests {
  func findings(_ translations: [String: String]) throws -> [Diagnostic] {
    var localizations = #""en": {"stringUnit": {"state": "translated", "value": "%1$@ has %2$lld photos"}}"#
    for (locale, value) in translations.sorted(by: { $0.key < $1.key }) {
      localizations += #", "\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }
    let text = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {\#(localizations)}}}}"#
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-printf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(text.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
    let catalog = try CatalogLoader().load(directory: directory.path)
    return Linter(rules: [MessageArgumentsRule()]).lint(catalog)
  }

  @Test func reorderedWithoutPositionsGetsAHint() throws {
    let found = try findings(["de": "%lld Fotos hat %@"])
    #expect(found.count == 2)
    #expect(found.first?.message == "“k”: argument 1 is %@ (an object) in the source but %lld (a 64-bit integer) here")
    #expect(found.first?.notes.first?.contains("number them as in the source (%1$@, %2$lld)") == true)
  }

  @Test func positionsReorderSafely() throws {
    #expect(try findings(["de": "%2$lld Fotos hat %1$@", "ja": "%@ の写真 %lld 枚"]).isEmpty)
  }

  @Test func widthCountsAndMissingArgumentsAreFound() throws {
    let found = try findings(["de": "%1$@ hat %2$d Fotos", "fr": "%1$@ a des photos", "ru": "%1$@: %2$lld %3$@"])
    let messages = found.map { "\($0.locale ?? "") \($0.message)" }
    #expect(
      messages.contains("de “k”: argument 2 is %lld (a 64-bit integer) in the source but %2$d (a 32-bit integer) here"))
    #expect(messages.contains("fr “k” drops argument 2 (%lld) that the source shows"))
    #expect(messages.contains { $0.hasPrefix("ru “k” reads argument 3 with %3$@, but the source has 2 arguments") })
  }
}
