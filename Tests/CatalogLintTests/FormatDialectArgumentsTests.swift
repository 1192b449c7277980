import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// `message.arguments` and `message.syntax` on gettext and Android catalogs, whose
/// placeholders follow their own dialects: glibc's printf for `c-format` entries, Java's
/// `Formatter` for Android resources. Values are written from the documented semantics of
/// each dialect.
@Suite("message.arguments and message.syntax in each format's own placeholder dialect")
struct FormatDialectArgumentsTests {
  /// The findings of the argument and syntax rules on a catalog of `files`, as
  /// `file:line:column rule: message`.
  func findings(_ files: [String: String]) throws -> [String] {
    let example = try ExampleCatalog(RuleExample(files))
    defer { try? FileManager.default.removeItem(at: example.directory) }
    let prefix = example.directory.path + "/"
    return Linter(rules: [MessageArgumentsRule(), MessageSyntaxRule()]).lint(example.catalog).map { found in
      let path = found.path.hasPrefix(prefix) ? String(found.path.dropFirst(prefix.count)) : found.path
      return "\(path):\(found.position.line):\(found.position.column) \(found.ruleID): \(found.message)"
    }.sorted()
  }

  /// Expects exactly `expected` findings on `files`.
  func expect(
    _ files: [String: String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let found = try findings(files)
    #expect(found == expected, sourceLocation: sourceLocation)
  }

  /// A template and one translation of a single entry with `flags`.
  func po(_ flags: String, _ id: String, _ translation: String, locale: String = "de") -> [String: String] {
    let flagLine = flags.isEmpty ? "" : "#, \(flags)\n"
    return [
      "messages.pot": "\(flagLine)msgid \"\(id)\"\nmsgstr \"\"\n",
      "\(locale).po": "\(flagLine)msgid \"\(id)\"\nmsgstr \"\(translation)\"\n",
    ]
  }

  // MARK: gettext c-format: C and glibc

  @Test(arguments: [
    // glibc's `I` flag: the locale's digits (Persian, Arabic).
    ("%d files", "%Id فایل", "fa"), ("%i of %i", "%Ii از %Ii", "fa"), ("%.0f%%", "%I.0f٪", "fa"),
    // A width or precision from an argument, kept.
    ("%.*s is full", "%.*s ist voll", "de"), ("%*d items", "%*d Elemente", "de"),
    ("%2$*1$d|%3$s", "%3$s|%2$*1$d", "de"),
    // The space flag, `%m` (strerror(errno), no argument), C99 and glibc lengths, wide strings.
    ("% d points", "% d Punkte", "de"), ("Cannot read %s: %m", "%s kann nicht gelesen werden: %m", "de"),
    ("%zu bytes", "%zu Bytes", "de"), ("%jd of %hhd", "%jd von %hhd", "de"), ("%Lf m", "%Lf m", "de"),
    ("%<PRId64> of %<PRIuMAX>", "%<PRId64> von %<PRIuMAX>", "de"),
    ("%ls", "%ls", "de"),
  ])
  func cFormatEntriesReadAsGlibcDoes(id: String, translation: String, locale: String) throws {
    #expect(try findings(po("c-format", id, translation, locale: locale)) == [])
  }

  @Test func aDroppedStarShiftsTheArgumentsAfterIt() throws {
    let found = try findings(po("c-format", "%.*s is full", "%s ist voll"))
    #expect(
      found == [
        "de.po:3:9 message.arguments: “%.*s is full” drops argument 2 (%.*s) that the source shows",
        "de.po:3:9 message.arguments: “%.*s is full”: argument 1 is the .* precision of %.*s (a 32-bit integer) in the source but %s (a C string) here",
      ])
  }

  @Test func aStarTheSourceDoesNotHaveReadsAnArgumentNeverPassed() throws {
    let found = try findings(po("c-format", "%s is full", "%.*s ist voll"))
    #expect(found.count == 2)
    #expect(
      found.contains(
        "de.po:3:9 message.arguments: “%s is full” reads argument 2 with %.*s, but the source has one argument (%1$s); it reads memory the app never passed"
      ))
  }

  @Test func cFormatRefusesObjectsAndUnknownConversions() throws {
    let found = try findings(po("c-format", "Delete %s?", "%@ löschen?"))
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("de.po:3:9 message.syntax: “Delete %s?”: “%@” is not a format specifier") == true)
    #expect(found.first?.hasSuffix("(specifiers: %s, %d, %ld, %f, %1$s, %*d, …)") == true)
  }

  @Test func aSpecifierAddedWhereTheSourceTakesNoArgument() throws {
    let found = try findings(po("c-format", "Saved", "%s gespeichert"))
    #expect(
      found == [
        "de.po:3:9 message.arguments: “Saved” reads argument 1 with %s, but the source has no argument; it reads memory the app never passed"
      ])
  }

  // MARK: gettext format flags

  /// `%` is text where no flag makes the entry a format string, or a flag says it is none.
  @Test(arguments: [
    ("no-c-format", "Open http://host/a%20map", "Öffne http://host/a%20map"),
    ("", "Look in %systemroot%\\\\fonts", "Suche in %systemroot%\\\\fonts"),
    ("", "%d day of month, %m month", "%d Tag des Monats, %m Monat"),
    ("", "%d day of month, %m month", "Tag des Monats: %d; Monat: %m; Jahr: %Y"),
    ("no-c-format", "100% sure", "100 % sicher"),
  ])
  func percentIsTextWithoutAFormatFlag(flags: String, id: String, translation: String) throws {
    #expect(try findings(po(flags, id, translation)) == [])
  }

  /// The flags belong to the `msgid`: a translation file that left them out is read as its
  /// template says.
  @Test func aTranslationWithoutFlagsFollowsItsTemplate() throws {
    let files = [
      "messages.pot": "#, c-format\nmsgid \"%d of %s\"\nmsgstr \"\"\n",
      "de.po": "msgid \"%d of %s\"\nmsgstr \"%d von %s\"\n",
      "fr.po": "msgid \"%d of %s\"\nmsgstr \"%s sur %d\"\n",
    ]
    try expect(
      files,
      [
        "fr.po:2:16 message.arguments: “%d of %s”: argument 2 is %s (a C string) in the source but %d (a 32-bit integer) here",
        "fr.po:2:9 message.arguments: “%d of %s”: argument 1 is %d (a 32-bit integer) in the source but %s (a C string) here",
      ])
  }

  /// Without a template, the flags most files give a msgid are its flags: one file merged
  /// long ago may keep the flag of an old extraction (`python-format` on a date format of a
  /// program since rewritten), and does not make `%b %e` broken Python everywhere.
  @Test func withoutATemplateTheFlagsMostFilesGiveDecide() throws {
    let files = [
      "de.po": "msgid \"%b %e\"\nmsgstr \"%e. %b\"\n",
      "fr.po": "msgid \"%b %e\"\nmsgstr \"%e %b\"\n",
      "it.po": "#, python-format\nmsgid \"%b %e\"\nmsgstr \"%e %b\"\n",
    ]
    try expect(files, [])
    // Where most files flag it, the flag holds for every file.
    var flagged = files
    flagged["de.po"] = "#, python-format\nmsgid \"%b %e\"\nmsgstr \"%e. %b\"\n"
    let found = try findings(flagged)
    #expect(found.count >= 3 && found.allSatisfy { $0.contains("not a Python format directive") }, "\(found)")
  }

  @Test func pythonNamedAndPositionalArguments() throws {
    #expect(try findings(po("python-format", "%(count)d of %(name)s", "%(name)s: %(count)s")) == [])
    #expect(try findings(po("python-format", "%s of %s", "%s von %s")) == [])
    try expect(
      po("python-format", "Saved to %(folder)s", "Gespeichert unter %(ordner)s"),
      [
        "de.po:3:27 message.arguments: “Saved to %(folder)s” uses the argument {ordner} that the source does not have (it has {folder}); it is never filled in",
        "de.po:3:9 message.arguments: “Saved to %(folder)s” drops the argument {folder} that the source shows",
      ])
    try expect(
      po("python-format", "%s of %s", "%s"),
      [
        "de.po:3:9 message.arguments: “%s of %s” drops the argument {arg2} that the source shows"
      ])
    try expect(
      po("python-format", "Saved to %(folder)s", "100% unter %(folder)s"),
      [
        "de.po:3:12 message.syntax: “Saved to %(folder)s”: “% u” is positional beside named (%(name)s) directives, which Python refuses"
      ])
  }

  @Test func pythonBraceFieldsByNameAndPosition() throws {
    #expect(try findings(po("python-brace-format", "{} of {}", "{1} von {0}")) == [])
    #expect(try findings(po("python-brace-format", "Hi {user.name}", "Hallo {user.name}")) == [])
    try expect(
      po("python-brace-format", "Deleted {name}", "{name} gelöscht ({})"),
      [
        "de.po:3:26 message.arguments: “Deleted {name}” uses the argument {arg0} that the source does not have (it has {name}); it is never filled in"
      ])
    try expect(
      po("python-brace-format", "Deleted {name}", "{name gelöscht"),
      [
        "de.po:3:9 message.syntax: “Deleted {name}”: the field that starts with “{” is never closed with “}”"
      ])
  }

  /// Without any flag, a source whose only placeholders are brace fields is read as Python's
  /// brace format, and `%` stays text.
  @Test func unflaggedBraceFieldsAreInferredFromTheSource() throws {
    try expect(
      po("", "Hello {name}", "Hallo {nom}"),
      [
        "de.po:2:15 message.arguments: “Hello {name}” uses the argument {nom} that the source does not have (it has {name}); it is never filled in",
        "de.po:2:9 message.arguments: “Hello {name}” drops the argument {name} that the source shows",
      ])
    #expect(try findings(po("", "{name} is 100% done", "{nom} ist zu 100% fertig")) == [])
  }

  @Test func qtAndKDENumberedPlaceholders() throws {
    #expect(try findings(po("qt-format", "%1 of %2", "%2 von %L1")) == [])
    try expect(
      po("qt-format", "%1 of %2", "%1 von %2 (%3)"),
      [
        "de.po:3:20 message.arguments: “%1 of %2” uses the argument {arg3} that the source does not have (it has {arg1}, {arg2}); it is never filled in"
      ])
    try expect(
      po("kde-format", "%1 of %2", "%1"),
      [
        "de.po:3:9 message.arguments: “%1 of %2” drops the argument {arg2} that the source shows"
      ])
  }

  // MARK: Android: Java's Formatter

  func android(_ source: String, _ translation: String) -> [String: String] {
    [
      "values/strings.xml": "<resources><string name=\"a\">\(source)</string></resources>",
      "values-de/strings.xml": "<resources><string name=\"a\">\(translation)</string></resources>",
    ]
  }

  @Test(arguments: [
    ("Line one%nline two", "Zeile eins%nZeile zwei"), ("%1$,d steps", "%1$,d Schritte"),
    ("Due %1$tB %1$te", "Fällig am %1$te. %1$tB"), ("Enabled: %b", "Aktiv: %b"), ("%1$s and %<s", "%1$s und %<s"),
    ("%(,.2f", "%(,.2f"), ("Code %h", "Code %h"), ("%S", "%S"),
  ])
  func javaSpecifiersAreRead(source: String, translation: String) throws {
    #expect(try findings(android(source, translation)) == [])
  }

  @Test func javaTypesAreCompared() throws {
    let found = try findings(android("%1$d steps", "%1$s Schritte"))
    #expect(
      found == [
        "values-de/strings.xml:1:29 message.arguments: “a”: argument 1 is %d (an integer) in the source but %1$s (an object) here"
      ])
  }

  @Test func javaRefusesObjectsAndLengths() throws {
    let found = try findings(android("%1$s shared %2$s", "%1$s hat %2$@ geteilt"))
    #expect(found.count == 1)
    #expect(found.first?.contains("message.syntax: “a”: “%2$@” is not a format specifier") == true, "\(found)")
    let long = try findings(android("%1$d of %2$d", "%1$ld von %2$d"))
    #expect(long.count == 1)
    #expect(long.first?.contains("message.syntax: “a”: “%1$l” is not a format specifier") == true, "\(long)")
    // Alone, a `%` that starts no conversion leaves the value plain text: it no longer shows
    // the argument.
    try expect(
      android("%1$s was deleted", "%1$@ wurde gelöscht"),
      [
        "values-de/strings.xml:1:29 message.arguments: “a” drops argument 1 (%s) that the source shows"
      ])
  }
  // MARK: Android: arguments in markup

  @Test func anArgumentInALinkIsComparedThoughNotShown() throws {
    let source = #"%1$s accepted <a href="%2$s">the terms</a>"#
    #expect(try findings(android(source, #"%1$s hat <a href="%2$s">die Bedingungen</a> akzeptiert"#)) == [])
    try expect(
      android(source, #"%1$s hat <a href="https://example.com">die Bedingungen</a> akzeptiert"#),
      ["values-de/strings.xml:1:29 message.arguments: “a” drops argument 2 (%s) that the source shows"])
    // A finding about the attribute's specifier lands in the attribute.
    try expect(
      android(source, #"%1$s hat <a href="%2$d">die Bedingungen</a> akzeptiert"#),
      [
        "values-de/strings.xml:1:47 message.arguments: “a”: argument 2 is %s (an object) in the source but %2$d (an integer) here"
      ])
  }

  @Test func anArgumentInCDATAMarkupIsCompared() throws {
    let source = #"<![CDATA[<a href="%1$s">Open</a> %2$s]]>"#
    #expect(try findings(android(source, #"<![CDATA[<a href="%1$s">Öffnen</a> %2$s]]>"#)) == [])
    let dropped = try findings(android(source, #"<![CDATA[<a href="/">Öffnen</a> %2$s]]>"#))
    #expect(dropped.count == 1)
    #expect(dropped.first?.hasSuffix("“a” drops argument 1 (%s) that the source shows") == true, "\(dropped)")
  }
}
