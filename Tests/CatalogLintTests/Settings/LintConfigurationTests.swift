import CatalogLint
import ICU
import LocaleCatalog
import Testing

@Suite("Configuration files")
struct LintConfigurationTests {
  static func parse(_ text: String) throws(SettingsFileError) -> LintConfiguration {
    try LintConfiguration(parsing: Array(text.utf8), path: "sheet-l10n.json")
  }

  static func finding(_ rule: String, locale: String?, severity: Diagnostic.Severity = .error) -> Diagnostic {
    Diagnostic(
      severity: severity, ruleID: rule, message: "m", path: "\(locale ?? "sheets").json",
      position: SourcePosition(line: 1, column: 1), locale: locale)
  }

  @Test func readsEveryField() throws {
    let configuration = try Self.parse(
      """
      {
        "sourceLocale": "en-GB",
        "disabled": ["catalog.extra-key"],
        "severity": {"plural.unreachable-category": "error"},
        "locales": {"pt": {"disabled": ["catalog.missing-key"], "severity": {"message.arguments": "note"}}}
      }
      """)
    #expect(configuration.sourceLocale == (try LocaleID("en-GB")))
    #expect(configuration.global.disabled == ["catalog.extra-key"])
    #expect(configuration.global.severity == ["plural.unreachable-category": .error])
    let portuguese = try #require(configuration.locales[try LocaleID("pt")])
    #expect(portuguese.disabled == ["catalog.missing-key"])
    #expect(portuguese.severity == ["message.arguments": .note])
  }

  @Test func appliesGlobalThenLocaleSettingsAlongTheFallbackChain() throws {
    let configuration = try Self.parse(
      """
      {
        "disabled": ["catalog.extra-key"],
        "severity": {"plural.unreachable-category": "error", "message.arguments": "warning"},
        "locales": {
          "pt": {"disabled": ["catalog.missing-key"], "severity": {"message.arguments": "note"}},
          "pt-BR": {"severity": {"message.arguments": "error"}}
        }
      }
      """)
    let findings = [
      Self.finding("catalog.extra-key", locale: "de", severity: .warning),
      Self.finding("plural.unreachable-category", locale: "de", severity: .warning),
      Self.finding("catalog.missing-key", locale: "pt-BR"),
      Self.finding("catalog.missing-key", locale: "de"),
      Self.finding("message.arguments", locale: "de"),
      Self.finding("message.arguments", locale: "pt-PT"),
      Self.finding("message.arguments", locale: "pt-BR"),
      Self.finding("message.arguments", locale: nil),
    ]
    let applied = configuration.apply(to: findings)
    #expect(
      applied.map { "\($0.ruleID) \($0.locale ?? "-") \($0.severity.rawValue)" } == [
        "plural.unreachable-category de error",
        "catalog.missing-key de error",
        "message.arguments de warning",
        "message.arguments pt-PT note",
        "message.arguments pt-BR error",
        "message.arguments - warning",
      ])
  }

  @Test func globallyDisabledRulesDoNotRun() throws {
    let configuration = try Self.parse(#"{"disabled": ["catalog.extra-key", "plural.missing-category"]}"#)
    let ids = configuration.rules().map { type(of: $0).description.id }
    #expect(!ids.contains("catalog.extra-key"))
    #expect(!ids.contains("plural.missing-category"))
    #expect(ids.count == RuleRegistry.all.count - 2)
  }

  @Test(arguments: [
    (
      "{\n  \"disabled\": [\"plural.missing-categry\"]\n}", 2, 16, "the nearest known rules are plural.missing-category"
    ),
    ("{\"severity\": {\"catalog.extra-keys\": \"error\"}}", 1, 15, "nearest known rules are catalog.extra-key"),
    (
      "{\"severity\": {\"catalog.extra-key\": \"fatal\"}}", 1, 36,
      "“fatal” is not a severity; use error, warning or note"
    ),
    ("{\"disabled\": \"catalog.extra-key\"}", 1, 14, "“disabled” must be an array, found a string"),
    ("{\"sourceLocale\": \"en_GB\"}", 1, 18, "“en_GB” is not a BCP 47 language tag (use hyphens: “en-GB”)"),
    ("{\"locales\": {\"pt_BR\": {}}}", 1, 14, "not a BCP 47 language tag"),
    ("{\"locales\": {\"ja\": {\"disable\": []}}}", 1, 21, "unknown field “disable” in the settings of “ja”"),
    ("{\"locales\": {\"pt-br\": {}, \"pt-BR\": {}}}", 1, 27, "“pt-BR” is given twice in “locales” (as pt-BR)"),
    ("{\"rules\": {}}", 1, 2, "unknown field “rules” in the configuration; the fields are “sourceLocale”"),
    ("{\"disabled\": [], \"disabled\": []}", 1, 18, "“disabled” is given twice in the configuration"),
    ("{\n  \"disabled\": [\"catalog.extra-key\",]\n}", 2, 36, "invalid JSON: expected a JSON value, found “]”"),
    ("[]", 1, 1, "the configuration must be an object, found an array"),
  ])
  func badConfigurationIsALocatedError(text: String, line: Int, column: Int, reason: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      guard let error = error as? SettingsFileError else { return false }
      return error.position == SourcePosition(line: line, column: column) && error.reason.contains(reason)
        && error.description.hasPrefix("sheet-l10n.json:\(line):\(column): error: ")
    }
  }

  @Test func nearestRuleIDsComeByEditDistance() {
    let known = ["catalog.missing-key", "catalog.extra-key", "plural.missing-category", "verb.generic"]
    #expect(RuleIDSuggestions.nearest(to: "verb.generik", among: known, count: 1) == ["verb.generic"])
    #expect(
      RuleIDSuggestions.nearest(to: "catalog.mising-key", among: known, count: 2) == [
        "catalog.missing-key", "catalog.extra-key",
      ])
  }

  @Test func missingFileIsAnErrorWithoutPosition() {
    #expect(throws: SettingsFileError(path: "/no/such/config.json", reason: "no such configuration file")) {
      _ = try LintConfiguration.load(path: "/no/such/config.json")
    }
  }
}
