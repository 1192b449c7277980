import ICU
import Testing

@testable import LocaleCatalog

/// Each format's printf dialect, as its own documentation gives it: glibc's printf for gettext
/// `c-format` strings, Java's `Formatter` for Android resources; Foundation's stays as it was.
@Suite("Printf dialects: C and glibc, Java, Foundation")
struct PrintfDialectTests {
  /// The one specifier `text` is, in `dialect`.
  private func specifier(_ text: String, _ dialect: PrintfFormat.Dialect) -> FormatSpecifier? {
    let tokens = PrintfFormat.tokens(in: text, dialect: dialect)
    guard tokens.count == 1, case .specifier(let specifier, _) = tokens[0] else { return nil }
    return specifier
  }

  private func isInvalid(_ text: String, _ dialect: PrintfFormat.Dialect) -> Bool {
    PrintfFormat.tokens(in: text, dialect: dialect).contains {
      if case .invalid = $0 { true } else { false }
    }
  }

  private func value(_ text: String) -> AppleValue {
    .text(AppleText(text: text, syntax: .valueStart, valueOffset: 0))
  }

  // MARK: C and glibc

  @Test(arguments: [
    ("%Id", FormatValueType.int32), ("%Ii", .int32), ("%I.0f", .double), ("% s", .cString), ("%zu", .int64),
    ("%jd", .int64), ("%td", .int64), ("%Zd", .int64), ("%hhd", .int32), ("%hd", .int32), ("%Lf", .longDouble),
    ("%lf", .double), ("%ls", .wideString), ("%S", .wideString), ("%lc", .wideChar), ("%C", .wideChar),
    ("%'d", .int32), ("%lld", .int64), ("%qd", .int64), ("%n", .pointer), ("%p", .pointer),
    // gettext's notation of <inttypes.h> macros.
    ("%<PRId64>", .int64), ("%1$<PRIuMAX>", .int64), ("%08<PRIx32>", .int32), ("%<PRIu8>", .int32),
  ])
  func glibcSpecifiers(written: String, type: FormatValueType) throws {
    let read = try #require(specifier(written, .c), "\(written) is a C specifier")
    #expect(read.valueType == type)
    #expect(read.written == written)
  }

  /// glibc's `I` flag is the locale's digits: `%Id` reads what `%d` reads.
  @Test func theIFlagReadsWhatTheConversionReads() throws {
    let flagged = try #require(specifier("%Id", .c))
    #expect(flagged.flags == "I")
    #expect(flagged.valueType == FormatSpecifier(conversion: "d", dialect: .c).valueType)
    // Foundation has no `I` flag.
    #expect(isInvalid("%Id", .foundation))
  }

  @Test func aStarWidthOrPrecisionReadsAnIntBeforeTheValue() throws {
    let precision = try #require(specifier("%.*s", .c))
    #expect(precision.precision == ".*")
    #expect(precision.starPositions.map(\.part) == [.precision])
    let both = try #require(specifier("%-*.*f", .c))
    #expect(both.starPositions.map(\.part) == [.width, .precision])
    let positioned = try #require(specifier("%3$*1$.*2$d", .c))
    #expect(positioned.starPositions.map(\.position) == [1, 2])
    #expect(positioned.explicitPosition == 3)
    #expect(positioned.written == "%3$*1$.*2$d")
    // Foundation reads no `*`.
    #expect(isInvalid("%*d", .foundation))

    let result = PrintfConversion.convert(
      value("%.*s: %*d"), hasZeroCategory: false, dialect: .c, isFormat: true)
    #expect(result.problem == nil)
    #expect(result.arguments.map(\.position) == [1, 2, 3, 4])
    #expect(result.arguments.map(\.part) == [.precision, .value, .width, .value])
    #expect(result.arguments.map(\.valueType) == [.int32, .cString, .int32, .int32])
    // The message shows the values only.
    #expect(result.text == "{arg2}: {arg4, number, integer}")
  }

  @Test func percentMReadsNoArgumentAndStaysAsWritten() {
    #expect(
      PrintfFormat.tokens(in: "%m", dialect: .c)
        == [.argumentless(FormatSpecifier(conversion: "m", dialect: .c), range: 0..<2)])
    let result = PrintfConversion.convert(
      value("cannot open %s: %m"), hasZeroCategory: false, dialect: .c, isFormat: true)
    #expect(result.problem == nil)
    #expect(result.arguments.map(\.position) == [1])
    #expect(result.text == "cannot open {arg1}: %m")
    #expect(isInvalid("%m", .foundation))
  }

  @Test func cHasNoObjectsAndNoSubstitutions() {
    #expect(isInvalid("%<PRId64", .c))
    #expect(isInvalid("%<PRIq64>", .c))
    #expect(isInvalid("%<PRId64>", .foundation))
    #expect(isInvalid("%@", .c))
    #expect(isInvalid("%D", .c))
    #expect(isInvalid("%#@files@", .c))
  }

  /// A `c-format` entry is a format string by its flag: `% s` reads an argument there,
  /// though alone it does not make a value a format string.
  @Test func aDeclaredFormatReadsEverySpecifier() {
    #expect(!PrintfFormat.isFormat("100% sure", dialect: .c))
    let declared = PrintfConversion.convert(value("100% sure"), hasZeroCategory: false, dialect: .c, isFormat: true)
    #expect(declared.arguments.map(\.specifier.flags) == [" "])
    let judged = PrintfConversion.convert(value("100% sure"), hasZeroCategory: false, dialect: .c)
    #expect(judged.arguments.isEmpty)
  }

  // MARK: Java

  @Test(arguments: [
    ("%s", FormatValueType.object), ("%S", .object), ("%h", .object), ("%b", .boolean), ("%B", .boolean),
    ("%c", .unichar), ("%d", .integer), ("%,d", .integer), ("%(d", .integer), ("%x", .integer), ("%o", .integer),
    ("%.2f", .double), ("%e", .double), ("%g", .double), ("%a", .double), ("%tY", .date), ("%1$tH", .date),
    ("%Tb", .date), ("%-10s", .object), ("%<s", .object),
  ])
  func javaSpecifiers(written: String, type: FormatValueType) throws {
    let read = try #require(specifier(written, .java), "\(written) is a Java specifier")
    #expect(read.valueType == type)
    #expect(read.written == written)
  }

  @Test(arguments: ["%@", "%ld", "%lld", "%qd", "%t", "%tq", "%i", "%u", "%#@files@", "%F"])
  func javaRefuses(written: String) {
    #expect(isInvalid(written, .java))
  }

  @Test func javaLineBreakAndRelativeIndex() {
    #expect(
      PrintfFormat.tokens(in: "%n", dialect: .java)
        == [.argumentless(FormatSpecifier(conversion: "n", dialect: .java), range: 0..<2)])
    let result = PrintfConversion.convert(value("%1$s%n%<s and %s"), hasZeroCategory: false, dialect: .java)
    #expect(result.problem == nil)
    #expect(result.arguments.map(\.position) == [1, 1, 1])
    #expect(result.text == "{arg1}\n{arg1} and {arg1}")
    let orphan = PrintfConversion.convert(value("%<s"), hasZeroCategory: false, dialect: .java)
    #expect(orphan.problem?.reason.contains("the < flag") == true)
  }

  @Test func invalidSpecifiersNameTheDialectsOwnExamples() {
    let java = PrintfConversion.convert(value("%1$s %y"), hasZeroCategory: false, dialect: .java)
    #expect(java.problem?.reason.hasSuffix("(specifiers: %s, %d, %f, %1$s, %n, …)") == true)
    let apple = PrintfConversion.convert(value("%1$@ %y"), hasZeroCategory: false)
    #expect(apple.problem?.reason.hasSuffix("(specifiers: %@, %lld, %d, %f, %1$@, …)") == true)
  }

  // MARK: Foundation

  @Test func foundationReadsAsBefore() {
    #expect(specifier("%@", .foundation)?.valueType == .object)
    #expect(specifier("%S", .foundation)?.valueType == .unicharString)
    #expect(specifier("%ls", .foundation)?.valueType == .cString)
    #expect(specifier("%d", .foundation)?.valueType == .int32)
    #expect(isInvalid("%m", .foundation))
    #expect(isInvalid("%n", .foundation))
    #expect(isInvalid("%,d", .foundation))
  }
}
