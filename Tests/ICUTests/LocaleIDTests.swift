import Foundation
import ICU
import Testing

@Suite("LocaleID: BCP 47 through ICU")
struct LocaleIDTests {
  @Test(arguments: [
    ("pt-br", "pt-BR"), ("zh-hant-hk", "zh-Hant-HK"), ("iw", "he"), ("EN", "en"), ("sr-Latn", "sr-Latn"),
  ])
  func canonicalForm(input: String, canonical: String) throws {
    #expect(try LocaleID(input).tag == canonical)
  }

  @Test(arguments: ["pt_BR", "", "en-", "123", "a-b-c-d-e-f-toolongsubtag", "de DE", "ä"])
  func malformedTagsAreRejected(tag: String) {
    #expect(throws: LocaleIDError.self) { try LocaleID(tag) }
  }

  @Test(arguments: [
    ("en_GB", "en-GB"), ("en_US", "en-US"), ("pt_BR", "pt-BR"), ("sr_Latn_RS", "sr-Latn-RS"),
    ("zh_Hant_TW", "zh-Hant-TW"), ("en_US_POSIX", "en-US-u-va-posix"),
    ("de_DE@collation=phonebook", "de-DE-u-co-phonebk"),
    ("he", "he"), ("en-GB", "en-GB"), ("iw_IL", "he-IL"),
  ])
  func foundationIdentifiersAreReadAsTags(identifier: String, tag: String) throws {
    #expect(try LocaleID(identifier: identifier).tag == tag)
  }

  @Test(arguments: ["", "de DE", "ä", "_US", "@collation=phonebook", "und_US"])
  func whatIsNoIdentifierIsRefused(identifier: String) {
    #expect(throws: LocaleIDError.self) { _ = try LocaleID(identifier: identifier) }
  }

  @Test func aFoundationLocaleGivesItsTag() throws {
    #expect(try LocaleID(Locale(identifier: "en_GB")).tag == "en-GB")
    #expect(try LocaleID(Locale(identifier: "ar_EG")).isRightToLeft)
    #expect(try LocaleID(Locale(identifier: "fr-CA")).tag == "fr-CA")
  }

  @Test func underscoreErrorSuggestsHyphen() {
    do {
      _ = try LocaleID("pt_BR")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("pt-BR"))
    }
  }

  @Test(arguments: [
    ("pt-BR", ["pt-BR", "pt", "und"]),
    ("zh-Hant-HK", ["zh-Hant-HK", "zh-Hant", "und"]),
    ("zh-Hans", ["zh-Hans", "zh", "und"]),
    ("zh-TW", ["zh-TW", "zh-Hant", "und"]),
    ("sr-Latn", ["sr-Latn", "und"]),
    ("de", ["de", "und"]),
    ("en-US-u-ca-buddhist", ["en-US-u-ca-buddhist", "en-US", "en", "und"]),
  ])
  func fallbackChain(tag: String, chain: [String]) throws {
    #expect(try LocaleID(tag).fallbackChain.map(\.tag) == chain)
  }

  @Test(arguments: [
    ("ar", true), ("he", true), ("fa", true), ("ur", true), ("en", false), ("ja", false), ("zh-Hant", false),
    ("th", false),
  ])
  func direction(tag: String, rightToLeft: Bool) throws {
    #expect(try LocaleID(tag).isRightToLeft == rightToLeft)
  }

  @Test func knownAndUnknownLocales() throws {
    #expect(try LocaleID("cy").hasLocaleData)
    #expect(try LocaleID("pt-BR").hasLocaleData)
    #expect(try !LocaleID("xx").hasLocaleData)
    #expect(try LocaleID("pt-BR").displayName == "Portuguese (Brazil)")
  }
}
