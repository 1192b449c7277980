import ICU
import Testing

@Suite("MessageFormatter: ICU formatting with named arguments")
struct MessageFormatterTests {
  let photos = "{count, plural, one {# Foto löschen} other {# Fotos löschen}}"

  @Test func germanPluralSelection() throws {
    let formatter = try MessageFormatter(pattern: photos, locale: LocaleID("de"))
    #expect(try formatter.format(["count": 1]) == "1 Foto löschen")
    #expect(try formatter.format(["count": 5]) == "5 Fotos löschen")
    #expect(try formatter.format(["count": 1000]) == "1.000 Fotos löschen")
  }

  @Test func russianCategories() throws {
    let pattern = "{count, plural, one {# фото} few {# фотографии} many {# фотографий} other {# фотографии}}"
    let formatter = try MessageFormatter(pattern: pattern, locale: LocaleID("ru"))
    #expect(try formatter.format(["count": 21]) == "21 фото")
    #expect(try formatter.format(["count": 3]) == "3 фотографии")
    #expect(try formatter.format(["count": 11]) == "11 фотографий")
  }

  @Test func arabicUsesArabicDigits() throws {
    let formatter = try MessageFormatter(pattern: "{count, plural, other {# صور}}", locale: LocaleID("ar"))
    #expect(try formatter.format(["count": 3]) == "٣ صور")
  }

  @Test func stringArgumentsAndExplicitValues() throws {
    let formatter = try MessageFormatter(
      pattern: "{count, plural, =0 {Nothing for {name}} other {# for {name}}}", locale: LocaleID("en"))
    #expect(try formatter.format(["count": 0, "name": "Ana"]) == "Nothing for Ana")
    #expect(try formatter.format(["count": 2.5, "name": "Ana"]) == "2.5 for Ana")
  }

  @Test func argumentsLaidOutOnceServeSeveralMessages() throws {
    let arguments = MessageArguments(["count": 3, "name": "Ana"])
    let title = try MessageFormatter(
      pattern: "{count, plural, one {# Foto} other {# Fotos}} von {name}", locale: LocaleID("de"))
    let label = try MessageFormatter(
      pattern: "{count, plural, one {Löschen} other {Alle # löschen}}", locale: LocaleID("de"))
    #expect(try title.format(arguments) == "3 Fotos von Ana")
    #expect(try label.format(arguments) == "Alle 3 löschen")
    #expect(try title.format(arguments) == "3 Fotos von Ana")
    #expect(MessageArguments([:]).isEmpty)
  }

  @Test func resultsLongerThanThePatternComeBackWhole() throws {
    let formatter = try MessageFormatter(pattern: "{n, number, integer}", locale: LocaleID("ar"))
    let text = try formatter.format(["n": 1e60])
    #expect(text.unicodeScalars.count > 60)
    #expect(text.unicodeScalars.allSatisfy { !("0"..."9").contains($0) })
    let echo = try MessageFormatter(pattern: "«{name}»", locale: LocaleID("fr"))
    let long = String(repeating: "مرحبا ", count: 500)
    #expect(try echo.format(["name": .string(long)]) == "«\(long)»")
  }

  @Test func textGivenToANumberFormatIsAnError() throws {
    let formatter = try MessageFormatter(pattern: "{count, number}", locale: LocaleID("en"))
    #expect(throws: ICUError.self) { _ = try formatter.format(["count": "three"]) }
  }

  @Test func brokenPatternIsASyntaxError() {
    #expect(throws: MessageSyntaxError.self) {
      _ = try MessageFormatter(pattern: "{count, plural, one {x}", locale: LocaleID("en"))
    }
  }

  @Test func concurrentFormattingIsSafe() async throws {
    let formatter = try MessageFormatter(pattern: photos, locale: LocaleID("de"))
    let results = await withTaskGroup(of: String.self) { group in
      for n in 0..<200 { group.addTask { (try? formatter.format(["count": .integer(Int64(n % 2 + 1))])) ?? "" } }
      var all: [String] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(Set(results) == ["1 Foto löschen", "2 Fotos löschen"])
  }
}
