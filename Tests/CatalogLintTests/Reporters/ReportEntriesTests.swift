import CatalogLint
import LocaleCatalog
import Testing

/// How the text reports gather findings: the same finding in many locales, a mostly
/// untranslated locale, the counts before the last line.
@Suite("Report entries")
struct ReportEntriesTests {
  static func finding(
    _ rule: String, _ locale: String, key: String, line: Int, severity: Diagnostic.Severity = .error,
    message: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity: severity, ruleID: rule,
      message: message ?? "“\(key)” is not translated; \(locale) users see the en text “Open”",
      path: "App/\(locale).lproj/Localizable.strings", position: SourcePosition(line: line, column: 1),
      locale: locale, key: key)
  }

  static func input(_ diagnostics: [Diagnostic], completions: [LocaleCompletion] = []) -> ReportInput {
    ReportInput(
      diagnostics: diagnostics.sorted(), sources: [:], fileCount: 3, messageCount: 30, completions: completions)
  }

  @Test func theSameFindingInSeveralLocalesIsOneEntryListingThem() {
    let diagnostics = ["de", "fr", "pt-BR"].map { Self.finding("catalog.missing-key", $0, key: "open", line: 4) }
    let entries = ReportEntries.entries(Self.input(diagnostics), verbose: false)
    #expect(entries.count == 1)
    #expect(entries.first?.locales == ["de", "fr", "pt-BR"])
    let text = TextReporter().report(Self.input(diagnostics))
    #expect(text.contains("    note: the same in 3 locales: de, fr, pt-BR\n"))
    #expect(ReportEntries.entries(Self.input(diagnostics), verbose: true).count == 3)
  }

  @Test func anEntryKeepsOnlyTheNotesEveryLocaleHas() {
    var german = Self.finding("catalog.missing-key", "de", key: "open", line: 4)
    german.notes = ["it belongs after “close”", "shared"]
    var french = Self.finding("catalog.missing-key", "fr", key: "open", line: 7)
    french.notes = ["it belongs after “save”", "shared"]
    let entries = ReportEntries.entries(Self.input([german, french]), verbose: false)
    #expect(entries.count == 1)
    #expect(entries.first?.diagnostic.notes == ["shared"])
  }

  @Test func differentFindingsOfOneKeyStayApart() {
    let diagnostics = [
      Self.finding("message.arguments", "de", key: "open", line: 4, message: "“open” drops {name}"),
      Self.finding("message.arguments", "fr", key: "open", line: 4, message: "“open” drops {count}"),
    ]
    #expect(ReportEntries.entries(Self.input(diagnostics), verbose: false).count == 2)
  }

  @Test func aLocaleMissingMostKeysIsOneLineWithItsCompletion() throws {
    let missing = (1...12).map { Self.finding("catalog.missing-key", "ha", key: "k\($0)", line: 1) }
    let copied = Self.finding(
      "catalog.untranslated", "ha", key: "k13", line: 9, severity: .warning, message: "“k13” is not translated")
    let other = Self.finding("text.invisible", "ha", key: "k14", line: 10, severity: .warning, message: "invisible")
    let completion = LocaleCompletion(
      locale: "ha", paths: ["App/ha.lproj/Localizable.strings"], header: SourcePosition(line: 1, column: 1),
      expectedKeys: 20)
    let input = Self.input(missing + [copied, other], completions: [completion])
    let entries = ReportEntries.entries(input, verbose: false)
    #expect(entries.count == 2)
    let summary = try #require(entries.first?.diagnostic)
    #expect(
      summary.message == "ha: 7 of 20 keys translated (12 missing, 1 still the source text); --verbose lists each key")
    #expect(summary.severity == .error)
    #expect(summary.ruleID == "catalog.missing-key")
    #expect(entries.last?.diagnostic.ruleID == "text.invisible")
    // A quarter of the keys or fewer, and under fifty: each is shown.
    let quarter = LocaleCompletion(
      locale: "ha", paths: ["App/ha.lproj/Localizable.strings"], header: SourcePosition(line: 1, column: 1),
      expectedKeys: 52)
    #expect(ReportEntries.entries(Self.input(missing + [copied], completions: [quarter]), verbose: false).count == 13)
    // Fifty or more are one line whatever the share.
    let many = (1...50).map { Self.finding("catalog.untranslated", "ha", key: "c\($0)", line: $0, severity: .warning) }
    let large = LocaleCompletion(
      locale: "ha", paths: ["App/ha.lproj/Localizable.strings"], header: SourcePosition(line: 1, column: 1),
      expectedKeys: 1_000)
    #expect(ReportEntries.entries(Self.input(many, completions: [large]), verbose: false).count == 1)
  }

  @Test func tablesSharingAFileCountTheirKeysTogether() throws {
    // An XLIFF export holds every table of a locale: 12 of the 42 keys are untranslated.
    let missing = (1...12).map { Self.finding("catalog.missing-key", "nl", key: "k\($0)", line: $0) }
    let tables = [2, 40].map { keys in
      LocaleCompletion(
        locale: "nl", paths: ["nl.xcloc/Localized Contents/nl.xliff"], header: SourcePosition(line: 3, column: 1),
        expectedKeys: keys)
    }
    let missingPaths = missing.map { finding in
      var finding = finding
      finding.path = "nl.xcloc/Localized Contents/nl.xliff"
      return finding
    }
    let entries = ReportEntries.entries(Self.input(missingPaths, completions: tables), verbose: false)
    #expect(entries.count == 1)
    #expect(entries.first?.diagnostic.message.hasPrefix("nl: 30 of 42 keys translated (12 missing)") ?? false)
  }

  @Test func theCountsByRuleAndLocaleComeBeforeTheLastLine() {
    let diagnostics = [
      Self.finding("catalog.missing-key", "de", key: "a", line: 1),
      Self.finding("catalog.missing-key", "fr", key: "b", line: 2),
      Self.finding("catalog.missing-key", "fr", key: "c", line: 3),
      Self.finding("text.invisible", "fr", key: "d", line: 4, severity: .warning, message: "invisible"),
    ]
    let text = TextReporter().report(Self.input(diagnostics))
    #expect(
      text.hasSuffix(
        """
        Findings by rule:
          catalog.missing-key  3 errors
          text.invisible       1 warning
        Findings by locale:
          fr 3, de 1
        3 errors, 1 warning in 3 locale files (30 messages checked)

        """))
    #expect(!TextReporter().report(Self.input([diagnostics[0]])).contains("Findings by rule"))
  }
}
