import ICU
import Testing

@Suite("PluralRules: CLDR categories from ICU")
struct PluralRulesTests {
  @Test(arguments: [
    ("en", [PluralCategory.one, .other]),
    ("de", [.one, .other]),
    ("fr", [.one, .many, .other]),
    ("ru", [.one, .few, .many, .other]),
    ("pl", [.one, .few, .many, .other]),
    ("ar", [.zero, .one, .two, .few, .many, .other]),
    ("he", [.one, .two, .other]),
    ("ja", [.other]),
    ("zh-Hant", [.other]),
    ("th", [.other]),
    ("cy", [.zero, .one, .two, .few, .many, .other]),
  ])
  func cardinalCategories(tag: String, expected: [PluralCategory]) throws {
    #expect(try PluralRules(locale: LocaleID(tag)).categories == expected)
  }

  @Test func selection() throws {
    let russian = try PluralRules(locale: LocaleID("ru"))
    #expect(russian.category(for: 1) == .one)
    #expect(russian.category(for: 21) == .one)
    #expect(russian.category(for: 3) == .few)
    #expect(russian.category(for: 11) == .many)
    #expect(russian.category(for: 1.5) == .other)
    let arabic = try PluralRules(locale: LocaleID("ar"))
    #expect([0, 1, 2, 3, 11, 100].map { arabic.category(for: $0) } == [.zero, .one, .two, .few, .many, .other])
  }

  /// Rules are loaded once per locale and kind: asking again, in either order, gives each
  /// kind its own rules.
  @Test func loadedAgainKeepsKinds() throws {
    let welsh = try LocaleID("cy")
    for _ in 0..<2 {
      let cardinal = try PluralRules(locale: welsh)
      let ordinal = try PluralRules(locale: welsh, kind: .ordinal)
      #expect(cardinal.kind == .cardinal && ordinal.kind == .ordinal)
      #expect(cardinal.category(for: 3) == .few && ordinal.category(for: 3) == .few)
      #expect(cardinal.category(for: 6) == .many && ordinal.category(for: 6) == .many)
      #expect(cardinal.category(for: 7) == .other && ordinal.category(for: 7) == .zero)
    }
  }

  @Test func englishOrdinals() throws {
    let ordinals = try PluralRules(locale: LocaleID("en"), kind: .ordinal)
    #expect(ordinals.categories == [.one, .two, .few, .other])
    #expect(
      [1, 2, 3, 4, 11, 21, 22, 23].map { ordinals.category(for: $0) } == [
        .one, .two, .few, .other, .other, .one, .two, .few,
      ])
  }

  @Test func samplesReadLikeRanges() throws {
    let arabic = try PluralRules(locale: LocaleID("ar"))
    #expect(arabic.samples[.few]?.description == "3–10, 103–110, 203–210, 303–310, …")
    #expect(arabic.samples[.zero]?.description == "0")
    let czech = try PluralRules(locale: LocaleID("cs"))
    #expect(czech.samples[.many]?.integerRanges == [])
    #expect(czech.samples[.many]?.description.isEmpty == false)
    let french = try PluralRules(locale: LocaleID("fr"))
    #expect(french.samples[.many]?.description.hasPrefix("1000000") == true)
  }
}
