import CatalogLint
import LocaleCatalog
import Testing

@Suite("Explained report and rule hints")
struct ExplainedReporterTests {
  @Test func everyRuleHasAOneSentenceHint() {
    for rule in RuleRegistry.descriptions {
      #expect(!rule.hint.isEmpty, "\(rule.id) has no hint")
      #expect(rule.hint.hasSuffix("."), "\(rule.id): the hint should be a sentence")
      #expect(rule.hint.count < 200, "\(rule.id): the hint should be one short sentence")
    }
  }

  @Test func eachFindingIsFollowedByItsRulesExplanationAndHint() throws {
    let report = ExplainedReporter().report(try ReportFixture.input())
    for rule in ReportFixture.rules {
      #expect(report.contains("    why: \(rule.explanation)\n    fix: \(rule.hint)\n"))
    }
  }

  @Test(arguments: [
    ("ar", ["zero   0", "one    1", "two    2", "few    3–10, 103–110", "many   11–99, 111–199", "other  100–102"]),
    ("ru", ["one    1, 21, 31, 41, …", "few    2–4, 22–24", "many   0, 5–20", "other  "]),
    ("ja", ["other  0–1000"]),
  ])
  func pluralCategoriesListEveryCategoryWithSamples(tag: String, lines: [String]) {
    let block = ExplainedReporter.pluralCategories(of: tag)
    for line in lines { #expect(block.contains("    " + line), "\(tag): \(line)\n\(block)") }
  }

  @Test func pluralBlockOnlyWhenAPluralRuleFired() {
    let missing = Diagnostic(
      severity: .error, ruleID: "catalog.missing-key", message: "m", path: "ar.json",
      position: SourcePosition(line: 1, column: 1), locale: "ar", key: "k")
    #expect(
      !ExplainedReporter().report(ReportInput(diagnostics: [missing], catalogs: [])).contains("Plural categories"))
    var plural = missing
    plural.ruleID = "plural.missing-category"
    #expect(
      ExplainedReporter().report(ReportInput(diagnostics: [plural], catalogs: []))
        .contains("Plural categories of ar (Arabic), from CLDR:"))
  }
}
