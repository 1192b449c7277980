import ICU
import Testing

@testable import LocaleCatalog

@Suite("Printf-style formats: specifiers, and conversion to ICU messages")
struct PrintfFormatTests {
  @Test func tokensCoverSpecifiersPositionsPercentAndSubstitutions() {
    let tokens = PrintfFormat.tokens(in: "%1$@ has %2$#@photos@, 100%% of %.2f, %lld")
    let expected: [PrintfFormat.Token] = [
      .specifier(FormatSpecifier(explicitPosition: 1, conversion: "@"), range: 0..<4),
      .text(" has ", range: 4..<9),
      .substitution(name: "photos", explicitPosition: 2, range: 9..<21),
      .text(", 100", range: 21..<26),
      .percent(range: 26..<28),
      .text(" of ", range: 28..<32),
      .specifier(FormatSpecifier(precision: ".2", conversion: "f"), range: 32..<36),
      .text(", ", range: 36..<38),
      .specifier(FormatSpecifier(length: "ll", conversion: "d"), range: 38..<42),
    ]
    #expect(tokens == expected)
  }

  @Test func argInsideSubstitutionsOnly() {
    #expect(
      PrintfFormat.tokens(in: "%arg photos", allowsSubstitutionArgument: true).first
        == .substitutionArgument(range: 0..<4))
    // Outside a substitution, %a is the hexadecimal floating-point conversion.
    #expect(
      PrintfFormat.tokens(in: "%arg").first == .specifier(FormatSpecifier(conversion: "a"), range: 0..<2))
  }

  @Test(arguments: [
    ("@", FormatValueType.object), ("d", .int32), ("lld", .int64), ("ld", .int64), ("D", .int64), ("u", .int32),
    ("f", .double), ("Lf", .longDouble), ("s", .cString), ("S", .unicharString), ("p", .pointer),
  ])
  func valueTypes(body: String, type: FormatValueType) throws {
    #expect(try #require(FormatSpecifier.parse(body: body)).valueType == type)
  }

  @Test func valuesWithoutConversionsAreLiteral() {
    #expect(!PrintfFormat.isFormat("50% off"))
    #expect(PrintfFormat.isFormat("%d%% off"))
    // The space is a flag, as Foundation reads it; “y” is no conversion.
    #expect(PrintfFormat.tokens(in: "5% y").contains { if case .invalid("% y", _) = $0 { true } else { false } })
  }

  @Test func flagsAndAWidthMayComeBeforeASubstitutionOrAConversion() {
    // `% a` is a hexadecimal floating-point conversion with the space flag.
    let spaced = PrintfFormat.tokens(in: "%lld % a")
    #expect(
      spaced.contains {
        if case .specifier(let specifier, _) = $0 {
          specifier.flags == " " && specifier.conversion == "a"
        } else {
          false
        }
      })
    // Prose with a percent sign and a space alone is no format string; `% @` is an object.
    #expect(!PrintfFormat.isFormat("Save 50% on all"))
    #expect(!PrintfFormat.isFormat("100%-os garancia"))
    #expect(PrintfFormat.isFormat("Expired on % @"))
    // `%1#@name@`: a width of 1 before the substitution's `#@`.
    #expect(
      PrintfFormat.tokens(in: "%1#@count@")
        == [.substitution(name: "count", explicitPosition: nil, range: 0..<10)])
  }

  private func text(_ value: String) -> AppleValue {
    .text(AppleText(text: value, syntax: .valueStart, valueOffset: 0))
  }

  @Test func plainValuesQuoteICUSyntax() {
    let result = PrintfConversion.convert(text("It's {not} an argument: %@"), hasZeroCategory: false)
    #expect(result.text == "It''s '{'not'}' an argument: {arg1}")
    #expect(result.problem == nil)
    #expect(try! MessagePattern.parse(result.text).allArguments.map(\.name) == ["arg1"])
  }

  /// An apostrophe of a printf value is text wherever it stands: the ICU form shows it as
  /// written, next to braces, `#` and arguments alike.
  @Test(arguments: ["%1$@'s photos", "'{'", "{'}", "''", "l'{x}'", "'%1$@'", "It's '#1'", "{''}'"])
  func apostrophesSurviveTheConversion(written: String) throws {
    let result = PrintfConversion.convert(text(written), hasZeroCategory: false)
    let formatter = try MessageFormatter(pattern: result.text, locale: LocaleID("en"))
    #expect(try formatter.format(["arg1": "Ana"]) == written.replacingOccurrences(of: "%1$@", with: "Ana"))
  }

  @Test func pluralVariationsBecomeAPluralWithNumberSign() {
    let value = AppleValue.plural(
      [
        AppleVariant(selector: "zero", offset: 1, value: text("No # photos")),
        AppleVariant(selector: "one", offset: 2, value: text("Delete Photo")),
        AppleVariant(selector: "other", offset: 3, value: text("Delete %lld Photos")),
      ], offset: 0)
    let english = PrintfConversion.convert(value, hasZeroCategory: false)
    #expect(english.text == "{arg1, plural, =0 {No '#' photos} one {Delete Photo} other {Delete # Photos}}")
    let arabic = PrintfConversion.convert(value, hasZeroCategory: true)
    #expect(arabic.text.hasPrefix("{arg1, plural, zero {"))
    #expect(english.arguments.map(\.position) == [1])
  }

  @Test func substitutionsAreNamedPluralsAndPositionsAreKept() {
    let substitution = AppleSubstitution(
      name: "photos", argumentNumber: 2, formatSpecifier: "lld",
      variants: [
        AppleVariant(selector: "one", offset: 0, value: text("%arg photo")),
        AppleVariant(selector: "other", offset: 0, value: text("%arg photos")),
      ], offset: 0)
    let result = PrintfConversion.convert(
      text("%1$@ has %2$#@photos@ (%2$lld)"), substitutions: [substitution], hasZeroCategory: false)
    #expect(result.text == "{arg1} has {photos, plural, one {# photo} other {# photos}} ({photos, number, integer})")
    #expect(result.arguments.map(\.position) == [1, 2, 2, 2, 2])
    #expect(result.arguments.map(\.name) == ["arg1", "photos", "photos", "photos", "photos"])
    #expect(result.names == [1: "arg1", 2: "photos"])
  }

  @Test func devicesBecomeASelectWithOther() {
    let value = AppleValue.device(
      [
        AppleVariant(selector: "mac", offset: 0, value: text("Click")),
        AppleVariant(selector: "iphone", offset: 0, value: text("Tap")),
      ], offset: 0)
    #expect(
      PrintfConversion.convert(value, hasZeroCategory: false).text
        == "{device, select, mac {Click} iphone {Tap} other {Click}}")
  }

  @Test func malformedSpecifiersAndUnknownSubstitutionsAreProblems() {
    let bad = PrintfConversion.convert(text("%@ is 5%y done"), hasZeroCategory: false)
    #expect(bad.problem?.reason.contains("“%y” is not a format specifier") == true)
    #expect(bad.problem?.location.valueIndex == 7)
    let unknown = PrintfConversion.convert(text("Delete %#@files@"), hasZeroCategory: false)
    #expect(unknown.problem?.reason.contains("“%#@files@” is not defined") == true)
  }

  @Test func sourceMapPointsIntoTheOriginalValues() throws {
    // The JSON literal "Удалить %lld фото" starts at byte 14 of a file.
    let json = Array(#"{"a": 1, "b": "Удалить %lld фото"}"#.utf8)
    let file = SourceFile(path: "x", bytes: json)
    let quote = 14
    let value = AppleValue.plural(
      [
        AppleVariant(
          selector: "other", offset: 3,
          value: .text(AppleText(text: "Удалить %lld фото", syntax: .jsonString, valueOffset: quote)))
      ],
      offset: 3)
    let result = PrintfConversion.convert(value, hasZeroCategory: false)
    #expect(result.text == "{arg1, plural, other {Удалить # фото}}")
    let hash = try #require(result.text.utf16.firstIndex(of: 0x23)).utf16Offset(in: result.text)
    let location = try #require(result.sourceMap.location(ofMessageOffset: hash))
    // The # stands for %lld, column 24 of the line.
    #expect(
      file.position(ofUTF16Offset: location.valueIndex, in: location.syntax, at: location.valueOffset)
        == SourcePosition(line: 1, column: 24))
    let start = try #require(result.sourceMap.location(ofMessageOffset: 0))
    #expect(start.syntax == .valueStart && start.valueOffset == 3)
  }

  @Test(arguments: ["", "Delete", "Löschen", "削除 {arg1}", "🗑️ x", "a\u{10FFFF}b"])
  func convertedTextIsTranscodedAsWritten(text: String) {
    #expect(PrintfConversion.string(fromUTF16: Array(text.utf16)) == text)
  }

  @Test func loneSurrogatesBecomeReplacementCharacters() {
    let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xD83D]
    #expect(PrintfConversion.string(fromUTF16: units) == String(decoding: units, as: UTF16.self))
  }

  @Test func positionsThatAreNoNumberAreSequential() {
    #expect(
      PrintfFormat.tokens(in: "%99999999999999999999$@ %0$d")
        == [
          .specifier(FormatSpecifier(conversion: "@"), range: 0..<23), .text(" ", range: 23..<24),
          .specifier(FormatSpecifier(conversion: "d"), range: 24..<28),
        ])
    #expect(
      PrintfFormat.tokens(in: "%-+ #0'12.3lld%\u{1F600}")
        == [
          .specifier(
            FormatSpecifier(flags: "-+ #0'", width: "12", precision: ".3", length: "ll", conversion: "d"),
            range: 0..<14),
          .invalid("%\u{FFFD}", range: 14..<16), .text("\u{FFFD}", range: 16..<17),
        ])
  }

  @Test func anArgumentUsedBeforeItsSubstitutionTakesTheSubstitutionsName() {
    func text(_ value: String) -> AppleText { AppleText(text: value, syntax: .jsonString, valueOffset: 0) }
    let photos = AppleSubstitution(
      name: "photos", argumentNumber: nil, formatSpecifier: "lld",
      variants: [
        AppleVariant(selector: "one", offset: 0, value: .text(text("%arg photo"))),
        AppleVariant(selector: "other", offset: 0, value: .text(text("%arg photos"))),
      ], offset: 0)
    let result = PrintfConversion.convert(
      .text(text("%2$lld of %1$@: %2$#@photos@")), substitutions: [photos], hasZeroCategory: false)
    #expect(result.text == "{photos, number, integer} of {arg1}: {photos, plural, one {# photo} other {# photos}}")
    #expect(result.names == [1: "arg1", 2: "photos"])
  }
}
