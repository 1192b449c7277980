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
