import ICU
import Testing

@Suite("Unicode character properties through ICU")
struct UnicodePropertiesTests {
  @Test func generalCategories() {
    #expect(UnicodeProperties.generalCategory(of: "A") == .uppercaseLetter)
    #expect(UnicodeProperties.generalCategory(of: "\u{200B}") == .format)
    #expect(UnicodeProperties.generalCategory(of: "\u{00AD}") == .format)
    #expect(UnicodeProperties.generalCategory(of: "\u{0007}") == .control)
    #expect(UnicodeProperties.generalCategory(of: "\u{094D}") == .nonspacingMark)
    #expect(UnicodeProperties.generalCategory(of: "ی").isLetter)
  }

  @Test func bidiClasses() {
    #expect(UnicodeProperties.bidiClass(of: "a") == .leftToRight)
    #expect(UnicodeProperties.bidiClass(of: "ש") == .rightToLeft)
    #expect(UnicodeProperties.bidiClass(of: "ح") == .arabicLetter)
    #expect(UnicodeProperties.bidiClass(of: "٣") == .arabicNumber)
    #expect(UnicodeProperties.bidiClass(of: "3") == .europeanNumber)
    #expect(UnicodeProperties.bidiClass(of: "\u{202E}") == .rightToLeftOverride)
    #expect(UnicodeProperties.bidiClass(of: "\u{2068}") == .firstStrongIsolate)
    #expect(UnicodeProperties.bidiClass(of: "\u{2069}") == .popDirectionalIsolate)
    #expect(UnicodeProperties.bidiClass(of: "\n") == .paragraphSeparator)
    #expect(UnicodeProperties.bidiClass(of: "ح").strongDirection == .rightToLeft)
    #expect(UnicodeProperties.bidiClass(of: "!").strongDirection == nil)
  }

  @Test func eastAsianWidth() {
    #expect(UnicodeProperties.isWide("写"))
    #expect(UnicodeProperties.isWide("を"))
    #expect(UnicodeProperties.isWide("삭"))
    #expect(UnicodeProperties.isWide("Ａ"))
    #expect(!UnicodeProperties.isWide("A"))
    #expect(!UnicodeProperties.isWide("ｻ"))  // halfwidth katakana
    #expect(!UnicodeProperties.isWide("ж"))
  }

  @Test func joiningTypesAndViramas() {
    #expect(UnicodeProperties.joiningType(of: "ی") == .dualJoining)
    #expect(UnicodeProperties.joiningType(of: "د") == .rightJoining)
    #expect(UnicodeProperties.joiningType(of: "a") == .nonJoining)
    #expect(UnicodeProperties.joiningType(of: "\u{200D}") == .joinCausing)
    #expect(UnicodeProperties.canonicalCombiningClass(of: "\u{094D}") == UnicodeProperties.viramaCombiningClass)
    #expect(UnicodeProperties.canonicalCombiningClass(of: "a") == 0)
  }

  @Test func lineBreakClassesAndIndicCategories() {
    #expect(UnicodeProperties.lineBreakClass(of: "ก") == .complexContext)  // Thai
    #expect(UnicodeProperties.lineBreakClass(of: "ក") == .complexContext)  // Khmer
    #expect(UnicodeProperties.lineBreakClass(of: "\u{0E34}") == .complexContext)  // a Thai vowel sign
    #expect(UnicodeProperties.lineBreakClass(of: "写") == .ideographic)
    #expect(UnicodeProperties.lineBreakClass(of: "ぁ") == .conditionalJapaneseStarter)
    #expect(UnicodeProperties.lineBreakClass(of: "\u{0F0B}") == .breakAfter)  // Tibetan tsheg
    #expect(UnicodeProperties.lineBreakClass(of: "a").rawValue == "AL")
    #expect(!UnicodeProperties.lineBreakClass(of: "a").isWrittenWithoutSpaces)
    #expect(UnicodeProperties.indicSyllabicCategory(of: "\u{094D}") == .virama)
    #expect(UnicodeProperties.indicSyllabicCategory(of: "\u{17D2}") == .invisibleStacker)
    #expect(UnicodeProperties.indicSyllabicCategory(of: "\u{0D7D}") == .deadConsonant)  // Malayalam chillu l
    #expect(UnicodeProperties.indicSyllabicCategory(of: "a").rawValue == "Other")
  }

  @Test func emojiAndConcatenationMarks() {
    #expect(UnicodeProperties.isExtendedPictographic("👩"))
    #expect(!UnicodeProperties.isExtendedPictographic("a"))
    #expect(UnicodeProperties.isPrependedConcatenationMark("\u{0600}"))
    #expect(!UnicodeProperties.isPrependedConcatenationMark("\u{200B}"))
  }

  @Test func scriptNames() {
    #expect(UnicodeProperties.scriptName(of: "\u{0435}") == "Cyrillic")
    #expect(UnicodeProperties.scriptName(of: "e") == "Latin")
    #expect(UnicodeProperties.scriptName(of: "写") == "Han")
    #expect(UnicodeProperties.scriptName(of: "7") == "Common")
  }

  @Test func scriptCodes() {
    #expect(UnicodeProperties.scriptCode(of: "\u{0435}") == "Cyrl")
    #expect(UnicodeProperties.scriptCode(of: "e") == "Latn")
    #expect(UnicodeProperties.scriptCode(of: "ک") == "Arab")
    #expect(UnicodeProperties.scriptCode(of: "ਮ") == "Guru")
    #expect(UnicodeProperties.scriptCode(of: "\u{20000}") == "Hani")
    #expect(UnicodeProperties.scriptCode(of: "7") == "Zyyy")
    #expect(UnicodeProperties.scriptCode(of: "\u{0301}") == "Zinh")
  }

  @Test func names() {
    #expect(UnicodeProperties.name(of: "\u{200B}") == "ZERO WIDTH SPACE")
    #expect(UnicodeProperties.name(of: "\u{202E}") == "RIGHT-TO-LEFT OVERRIDE")
    #expect(UnicodeProperties.name(of: "\u{0007}").contains("0007"))
    #expect(UnicodeProperties.codePoint("\u{AD}") == "00AD")
  }
}
