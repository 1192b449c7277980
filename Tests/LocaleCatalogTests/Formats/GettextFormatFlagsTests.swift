import ICU
import Testing

@testable import LocaleCatalog

/// gettext entries read by their format flags, as the gettext manual gives them: printf only
/// where `c-format` says so, Python, Python brace, Qt and KDE placeholders as those languages
/// fill them, and plain text elsewhere.
@Suite("gettext format flags: which placeholders an entry has")
struct GettextFormatFlagsTests {
  @Test(arguments: [
    (["c-format"], "%d files", GettextFormat.c), (["fuzzy", "c-format"], "%s", .c), (["objc-format"], "%@", .objc),
    (["python-format"], "%(n)d files", .python), (["python-brace-format"], "{n} files", .pythonBrace),
    (["python-format", "python-brace-format"], "{n} of %s", .pythonBrace),
    (["python-format", "python-brace-format"], "%(n)s files", .python), (["qt-format"], "%1 files", .qt(plural: false)),
    (["qt-format", "qt-plural-format"], "%n files", .qt(plural: true)), (["kde-format"], "%1 files", .kde),
    (["java-printf-format"], "%1$s", .javaPrintf),
    // `%` is text without a format flag, or where the flag says it is no format.
    (["no-c-format"], "100% of %d", .plain), ([], "Open %systemroot%", .plain), ([], "%d day, %m month", .plain),
    ([], "http://host/a%20b", .plain), (["php-format"], "%s", .plain),
    // Without any format flag, well-formed braces and no `%` are Python's brace fields.
    ([], "Hello {name}", .pythonBrace), ([], "{} of {}", .pythonBrace), ([], "{0} files", .pythonBrace),
    ([], "{name} is 100% done", .plain), ([], "Use { and }", .plain), ([], "{{literal}}", .plain),
    (["no-python-brace-format"], "Hello {name}", .plain), (["no-c-format"], "Hello {name}", .plain),
  ])
  func formatOfAnEntry(flags: [String], source: String, expected: GettextFormat) {
    #expect(GettextFormat(flags: flags, sourceTexts: [source]) == expected)
  }

  /// Every placeholder of `text` in `format`, as ICU arguments: the converted message.
  private func converted(_ text: String, _ format: GettextFormat) -> PlaceholderConversion.Result {
    PlaceholderConversion.convert(.text(AppleText(text: text, syntax: .jsonString, valueOffset: 0)), format: format)
  }

  @Test(arguments: [
    ("%(name)s has %(count)d files", "{name} has {count, number, integer} files"),
    ("%s of %d (%.1f%%)", "{arg1} of {arg2, number, integer} ({arg3, number}%)"),
    // A `*` width reads a positional argument of its own, which the message does not show.
    ("%*d|%s", "{arg2, number, integer}|{arg3}"), ("% s", "{arg1}"), ("%(a.b)r", "{a_b}"),
    ("It's {literal}: %(x)s", "It''s '{'literal'}': {x}"),
  ])
  func pythonPercentPlaceholders(written: String, message: String) {
    let result = converted(written, .python)
    #expect(result.text == message)
    #expect(result.problem == nil)
  }

  @Test(arguments: [
    ("100%", "“%” is not a Python format directive"), ("%(name)", "“%(name)” is not a Python format directive"),
    ("%(name", "never closed"), ("%(a)s and %s", "“%s” is positional beside named"), ("%(a)*d", "* width"),
  ])
  func pythonPercentRefuses(written: String, reason: String) {
    let problem = converted(written, .python).problem
    #expect(problem?.reason.contains(reason) == true, "\(String(describing: problem))")
  }

  @Test(arguments: [
    ("{} of {}", "{arg0} of {arg1}"), ("{1} before {0}", "{arg1} before {arg0}"),
    ("{user.name}: {items[0]!r:>10}", "{user}: {items}"), ("{{x}} {x}", "'{'x'}' {x}"),
    ("{value:{width}}", "{value}"), ("l'{album}", "l''{album}"),
  ])
  func braceFields(written: String, message: String) {
    let result = converted(written, .pythonBrace)
    #expect(result.text == message)
    #expect(result.problem == nil)
  }

  @Test(arguments: [
    ("a } b", "a single “}”"), ("{name", "never closed"), ("{} and {0}", "automatically"),
    ("{ and }", "names no argument"),
  ])
  func braceFieldsRefuse(written: String, reason: String) {
    #expect(converted(written, .pythonBrace).problem?.reason.contains(reason) == true)
  }

  @Test func qtAndKDENumberedPlaceholders() {
    #expect(
      converted("%1 of %L2, %99%100 %0 100%", .qt(plural: false)).text == "{arg1} of {arg2}, {arg99}{arg10}0 %0 100%")
    #expect(converted("%n files in %1", .qt(plural: true)).text == "{n} files in {arg1}")
    #expect(converted("%n files", .qt(plural: false)).text == "%n files")
    #expect(converted("%123 and %L1", .kde).text == "{arg123} and %L1")
  }

  @Test func placeholdersAreLocatedInTheirValue() throws {
    let result = converted("Open {album} now", .pythonBrace)
    // `{album}` is at UTF-16 offset 5 of the value, after its opening quote.
    let argument = try #require(result.text.utf16.firstIndex(of: 0x7B))
    let offset = result.text.utf16.distance(from: result.text.utf16.startIndex, to: argument)
    #expect(result.sourceMap.location(ofMessageOffset: offset)?.valueIndex == 5)
    #expect(result.sourceMap.location(ofMessageOffset: offset + 7)?.valueIndex == 12)
  }

  @Test func pluralFormsBecomeAPlural() {
    func text(_ value: String) -> AppleValue { .text(AppleText(text: value, syntax: .valueStart, valueOffset: 0)) }
    let result = PlaceholderConversion.convert(
      .plural(
        [
          AppleVariant(selector: "one", offset: 0, value: text("%(n)d file #")),
          AppleVariant(selector: "other", offset: 0, value: text("%(n)d files #")),
        ], offset: 0), format: .python)
    #expect(
      result.text
        == "{count, plural, one {{n, number, integer} file '#'} other {{n, number, integer} files '#'}}")
  }
}
