import ICU
import Testing

@testable import LocaleCatalog

@Suite("String Catalogs (.xcstrings): entries, variations, states, located errors")
struct StringCatalogReaderTests {
  static var fixture: String { PackagePaths.root + "/Tests/Fixtures/AppleFormats/StringCatalog/Localizable.xcstrings" }

  @Test func readsEveryLocaleOfTheFixture() throws {
    let catalogs = try CatalogLoader().loadCatalogs(at: Self.fixture)
    let catalog = try #require(catalogs.first)
    #expect(catalogs.count == 1)
    #expect(catalog.format == .stringCatalog)
    #expect(catalog.files.map(\.locale.tag) == ["ar", "de", "en", "ja", "ru"])
    #expect(catalog.loadDiagnostics.filter { $0.severity != .note } == [])
    let source = try #require(catalog.source)
    #expect(
      source.entries.map(\.key) == [
        "%@ has %lld photos", "Cancel", "Delete %lld Photos", "Delete Photo", "Remove %@ from the group?",
        "Tap to Delete",
      ])
    #expect(source["Delete %lld Photos"]?.text == "{arg1, plural, one {Delete Photo} other {Delete # Photos}}")
    #expect(source["%@ has %lld photos"]?.text == "{arg1} has {photos, plural, one {# photo} other {# photos}}")
    #expect(source["Tap to Delete"]?.text == "{device, select, mac {Click to Delete} other {Tap to Delete}}")
    // A key without a localization in the source language is its own text.
    #expect(source["Cancel"]?.text == "Cancel")
    let arabic = try #require(catalog.file(for: LocaleID("ar")))
    #expect(arabic["Delete %lld Photos"]?.text.hasPrefix("{arg1, plural, zero {لا شيء للحذف} one {") == true)
    #expect(
      catalog.metadata(for: "Delete %lld Photos")?.description == "The red button that deletes the selected photos.")
  }

  @Test func positionsPointIntoTheJSON() throws {
    let catalog = try #require(try CatalogLoader().loadCatalogs(at: Self.fixture).first)
    let russian = try #require(catalog.file(for: LocaleID("ru")))
    let entry = try #require(russian["Delete %lld Photos"])
    let message = try #require(entry.message)
    guard case .argument(let plural) = message.nodes.first else {
      Issue.record("expected a plural")
      return
    }
    // The plural is declared by the "plural" key of the ru localization.
    let position = russian.position(ofMessageOffset: plural.range.lowerBound, in: entry)
    #expect(russian.source.line(position.line).contains(#""plural" : {"#))
    // The # of the other branch is the %lld of "Удалить %lld фото".
    let hash = try #require(entry.formatArguments?.last)
    let place = russian.position(ofMessageOffset: hash.messageOffset, in: entry)
    #expect(russian.source.line(place.line).contains("Удалить %lld фото"))
    #expect(
      russian.source.line(place.line).unicodeScalars.dropFirst(place.column - 1).starts(with: "%lld".unicodeScalars))
  }

  @Test func statesExtractionStateAndShouldTranslate() throws {
    let text = """
      {"sourceLanguage": "en", "strings": {
        "Old": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Alt"}}}},
        "New": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "New"}}}},
        "%@": {"shouldTranslate": false, "localizations": {"de": {"stringUnit": {"state": "translated", "value": "%@"}}}},
        "Review": {"comment": "A label.\\nrole: default, maxLength: 12", "localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "Prüfen"}}}}
      }, "version": "1.0"}
      """
    let directory = try TemporaryCatalog(text: ["Localizable.xcstrings": text])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let german = try #require(catalog.file(for: LocaleID("de")))
    #expect(catalog.metadata(for: "Old")?.state == "stale")
    #expect(catalog.metadata(for: "Old")?.extractionState == "stale")
    #expect(german.metadata["New"]?.state == "new")
    #expect(german.metadata["Review"]?.state == "needs-review")
    #expect(catalog.metadata(for: "%@")?.shouldTranslate == false)
    #expect(german["%@"] == nil, "a string not to translate has no translations to check")
    let review = try #require(catalog.metadata(for: "Review"))
    #expect(review.description == "A label.")
    #expect(review.role == .default && review.maxLength == 12 && review.roleOrigin == .comment)
  }

  @Test(arguments: [
    ("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": 3}}", 1, 43, "must be an object"),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {}}}}}", 1, 68,
      "neither “stringUnit” nor “variations”"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 1}}}}}}",
      1, 83, "needs a string “value”"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"variations\": {\"width\": {}}}}}}}",
      1, 84, "variations by “width”"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"done\", \"value\": \"x\"}}}}}}",
      1, 93, "unknown state"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"d_e\": {}}}}}", 1, 62,
      "not a locale tag"
    ),
    ("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}, \"a\": {}}}", 1, 47, "defined twice"),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": \"%y %@\"}}}}}}",
      1, 94, "“%y” is not a format specifier"
    ),
    ("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"comment\": \"role: danger\"}}}", 1, 55, "unknown role"),
    ("{\"sourceLanguage\": \"en\", \"strings\": ", 1, 37, "invalid JSON"),
    ("[]", 1, 1, "a String Catalog is a JSON object"),
  ])
  func malformedCatalogsAreLocated(text: String, line: Int, column: Int, reason: String) throws {
    let directory = try TemporaryCatalog(text: ["Localizable.xcstrings": text])
    defer { directory.remove() }
    let catalog = try CatalogLoader().load(directory: directory.path)
    let problems = catalog.loadDiagnostics.filter { $0.severity != .note }
    #expect(
      problems.contains { $0.position == SourcePosition(line: line, column: column) && $0.message.contains(reason) },
      "\(problems.map { "\($0.position) \($0.message)" })")
  }
}
