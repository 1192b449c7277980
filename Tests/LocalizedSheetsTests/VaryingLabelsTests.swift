import ICU
import Testing

@testable import LocalizedSheets

/// The proof that lets builds skip the label checks for labels formatted with numbers.
@Suite("VaryingLabels: labels formatted with numbers")
struct VaryingLabelsTests {
  func letterSets(_ pattern: String) throws -> Set<String>? {
    VaryingLabels.letterSets(of: try MessagePattern.parse(pattern))
  }

  @Test func everyVariantKeepsItsLettersLowercased() throws {
    #expect(
      try letterSets("{count, plural, one {# Foto löschen} other {# Fotos LÖSCHEN}}")
        == ["fotolöschen", "fotoslöschen"])
    #expect(
      try letterSets("{count, plural, one {Удалить # фото} few {Удалить # фотографии} other {Удалить # фото}}")
        == ["удалитьфото", "удалитьфотографии"])
    #expect(try letterSets("حذف {n, number} صور") == ["حذفصور"])
    #expect(VaryingLabels.letters("Don\u{02BC}t  Save!") == "dontsave")
  }

  @Test func placeholdersThatCanShowLettersDefeatTheProof() throws {
    #expect(try letterSets("Delete {name}") == nil)
    #expect(try letterSets("Pay {amount, number, ::currency/EUR}") == nil)
    #expect(try letterSets("{n, spellout} photos") == nil)
    #expect(try letterSets("{count, plural, one {Delete} other {{name}}}") == nil)
  }

  @Test func aVariantWithoutLettersDefeatsTheProof() throws {
    #expect(try letterSets("{count, plural, one {#} other {Delete #}}") == nil)
  }

  @Test func nonFiniteNumbersAreWrittenWithLetters() {
    #expect(VaryingLabels.areFinite(["count": 3, "share": 0.5, "name": "Ana"]))
    #expect(!VaryingLabels.areFinite(["count": .double(.nan)]))
    #expect(!VaryingLabels.areFinite(["count": .double(.infinity)]))
  }
}
