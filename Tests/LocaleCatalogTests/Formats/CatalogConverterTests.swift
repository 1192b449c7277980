import Foundation
import ICU
import Testing

@testable import LocaleCatalog

@Suite("convert: round trips without loss, and refusals where a format cannot hold a message")
struct CatalogConverterTests {
  static var fixtures: String { PackagePaths.root + "/Tests/Fixtures/AppleFormats" }

  /// Converts `catalog` to `format`, writes the files to a temporary directory and loads them.
  func roundTrip(_ catalog: Catalog, to format: CatalogFormat) throws -> (catalog: Catalog, files: [String: [UInt8]]) {
    let output = CatalogConverter(target: format).convert(catalog)
    #expect(output.problems == [], "\(output.problems.map(\.message))")
    let directory = try TemporaryCatalog(output.files)
    defer { directory.remove() }
    let catalogs = try CatalogLoader(sourceLocale: catalog.sourceLocale).loadCatalogs(at: directory.path)
    return (try #require(catalogs.first), output.files)
  }

  func differences(_ original: Catalog, _ converted: Catalog) -> [String] {
    CatalogContent(original).differences(from: CatalogContent(converted)).map {
      "\($0.locale.tag) \($0.key ?? "") \($0.reason)"
    }
  }

  @Test(arguments: [CatalogFormat.stringCatalog, .xliff, .native])
  func theBundledCatalogGoesThereAndBack(format: CatalogFormat) throws {
    let original = try CatalogLoader().load(directory: PackagePaths.locales)
    let there = try roundTrip(original, to: format)
    #expect(differences(original, there.catalog) == [])
    #expect(there.catalog.files.count == original.files.count)
    let back = try roundTrip(there.catalog, to: .native)
    #expect(differences(original, back.catalog) == [])
    // Every message comes back as the same ICU text, and every metadata field as it was.
    for file in original.files {
      let returned = try #require(back.catalog.file(for: file.locale))
      for entry in file.entries {
        #expect(
          returned[entry.key]?.message?.canonicalForm == entry.message?.canonicalForm, "\(file.locale) \(entry.key)")
      }
    }
    for entry in original.source?.entries ?? [] {
      var expected = original.metadata(for: entry.key)
      var found = back.catalog.metadata(for: entry.key)
      expected?.offset = 0
      found?.offset = 0
      if format == .stringCatalog { found?.extractionState = nil }
      found?.roleOrigin = nil
      #expect(found == expected, "\(entry.key)")
    }
  }

  @Test(arguments: ["StringCatalog/Localizable.xcstrings", "Lproj", "XLIFF"])
  func appleCatalogsGoToNativeAndBack(path: String) throws {
    let original = try #require(try CatalogLoader().loadCatalogs(at: Self.fixtures + "/" + path).first)
    let native = try roundTrip(original, to: .native)
    #expect(differences(original, native.catalog) == [])
    let catalog = try roundTrip(native.catalog, to: .stringCatalog)
    #expect(differences(original, catalog.catalog) == [])
    let xliff = try roundTrip(native.catalog, to: .xliff)
    #expect(differences(original, xliff.catalog) == [])
  }

  /// Foundation needs no `other` variant where no number the app passes selects it; the ICU
  /// form gets an empty one, which a String Catalog does not get back.
  @Test func aPluralWithoutOtherKeepsItsShape() throws {
    let variants =
      #"{"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}, "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}}, "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}}}}"#
    let text = #"""
      {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "ru": {"variations": \#(variants)}}}}}
      """#
    let directory = try TemporaryCatalog(["Localizable.xcstrings": Array(text.utf8)])
    defer { directory.remove() }
    let original = try #require(try CatalogLoader().loadCatalogs(at: directory.path).first)
    #expect(original.file(for: try LocaleID("ru"))?["%lld files"]?.pluralsWithoutOther == ["arg1"])
    let there = try roundTrip(original, to: .stringCatalog)
    #expect(differences(original, there.catalog) == [])
    let json = try JSONSerialization.jsonObject(with: Data(there.files["Localizable.xcstrings"] ?? []))
    let strings = (json as? [String: Any])?["strings"] as? [String: Any]
    let localizations = (strings?["%lld files"] as? [String: Any])?["localizations"] as? [String: Any]
    let russian = localizations?["ru"] as? [String: Any]
    let substitutions = russian?["substitutions"] as? [String: [String: Any]]
    let variations = (russian?["variations"] ?? substitutions?.values.first?["variations"]) as? [String: Any]
    let plural = variations?["plural"] as? [String: Any]
    #expect(plural.map { Set($0.keys) } == ["one", "few", "many"])
    #expect(there.catalog.file(for: try LocaleID("ru"))?["%lld files"]?.pluralsWithoutOther == ["arg1"])
  }

  @Test func theStringCatalogKeepsItsShape() throws {
    let original = try #require(
      try CatalogLoader().loadCatalogs(at: Self.fixtures + "/StringCatalog/Localizable.xcstrings").first)
    let native = try roundTrip(original, to: .native)
    let back = try roundTrip(native.catalog, to: .stringCatalog)
    let text = String(decoding: try #require(back.files["Localizable.xcstrings"]), as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
    #expect(text.contains("\"value\" : \"%1$@ hat %2$#@photos@\""))
    #expect(text.contains("\"value\" : \"%arg Fotos\""))
    #expect(text.contains("\"state\" : \"needs_review\""))
    #expect(text.contains("\"device\" : {\n              \"mac\" : {"))
    #expect(text.contains("\"formatSpecifier\" : \"lld\""))
  }

  @Test func printfSpecifiersAndNamesSurvive() throws {
    let text = #"""
      {"sourceLanguage": "en", "strings": {
        "%d of %@": {"comment": "Progress.\narguments: done total", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%1$d of %2$@"}},
          "de": {"stringUnit": {"state": "new", "value": "%2$@: %1$d"}}}},
        "%.2f MB": {"shouldTranslate": false, "extractionState": "stale"}
      }}
      """#
    let directory = try TemporaryCatalog(text: ["Localizable.xcstrings": text])
    defer { directory.remove() }
    let original = try CatalogLoader().load(directory: directory.path)
    #expect(original.source?["%d of %@"]?.text == "{done, number, integer} of {total}")
    let native = try roundTrip(original, to: .native)
    let english = String(decoding: try #require(native.files["en.json"]), as: UTF8.self)
    #expect(english.contains(#""printf": {"done": "%1$d"}"#))
    #expect(english.contains(#""shouldTranslate": false, "extractionState": "stale""#))
    let back = try roundTrip(native.catalog, to: .stringCatalog)
    #expect(differences(original, back.catalog) == [])
    let catalog = String(decoding: try #require(back.files["Localizable.xcstrings"]), as: UTF8.self)
    #expect(catalog.contains(#""value" : "%2$@: %1$d""#))
    #expect(catalog.contains(#""comment" : "Progress.\narguments: done total""#))
  }

  @Test(arguments: [
    (#"{"a": "{kind, select, photo {Delete Photo} other {Delete}}"}"#, "(select) has no String Catalog equivalent"),
    (#"{"a": "{n, plural, =1 {One} other {#}}"}"#, "=1 has no String Catalog equivalent"),
    (#"{"a": "Sent {when, date, short}"}"#, "(date, short) has no printf equivalent"),
    (#"{"a": "{n, plural, other {{m, plural, other {#}}}}"}"#, "inside another plural"),
    (#"{"a": "{n, selectordinal, one {#st} other {#th}}"}"#, "(selectordinal)"),
  ])
  func messagesAStringCatalogCannotHoldAreRefusedWhereTheyAre(json: String, reason: String) throws {
    let directory = try TemporaryCatalog(text: ["en.json": "{\n  \"@@locale\": \"en\",\n  " + json.dropFirst()])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let output = CatalogConverter(target: .stringCatalog).convert(catalog)
    #expect(output.files.isEmpty)
    let problem = try #require(output.problems.first)
    #expect(problem.ruleID == "convert.loss")
    #expect(problem.message.contains(reason), "\(problem.message)")
    #expect(problem.position == SourcePosition(line: 3, column: 3))
    #expect(problem.path.hasSuffix("en.json"))
    // XLIFF carries ICU messages as they are: the same catalog converts without loss.
    #expect(CatalogConverter(target: .xliff, extraLocales: [try LocaleID("de")]).convert(catalog).problems == [])
  }

  @Test func unreadableInputIsNotConverted() throws {
    let directory = try TemporaryCatalog(text: ["en.json": #"{"a": "A"}"#, "de.json": #"{"a": "#])
    defer { directory.remove() }
    let output = CatalogConverter(target: .xliff).convert(try CatalogLoader().load(directory: directory.path))
    #expect(output.files.isEmpty)
    #expect(output.problems.map(\.ruleID) == ["catalog.invalid-file"])
  }

  @Test func theNativeWriterIsStable() throws {
    let original = try CatalogLoader().load(directory: PackagePaths.locales)
    let first = try roundTrip(original, to: .native)
    let second = try roundTrip(first.catalog, to: .native)
    #expect(first.files == second.files)
  }
}
