import Testing

@testable import LocaleCatalog

/// gettext's Plural-Forms formulas evaluated as gettext evaluates them, on whole numbers.
@Suite("gettext Plural-Forms formulas")
struct GettextPluralFormulaTests {
  @Test(arguments: [
    // Russian, three forms.
    (
      "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
      [0: 2, 1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1, 111: 2, 1001: 0] as [UInt64: UInt64]
    ),
    // Arabic, six forms.
    (
      "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
      [0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5, 103: 3]
    ),
    // French with a form for millions; Turkish with one form.
    (
      "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
      [0: 0, 1: 0, 2: 2, 1_000_000: 1, 2_000_000: 1, 1_000_001: 2]
    ),
    ("nplurals=1; plural=0;", [0: 0, 1: 0, 7: 0]),
    // A stray `\n` written out after the expression's `;` is not read, as in gettext.
    ("nplurals=2; plural=(n!=1);\\n", [1: 0, 2: 1]),
  ])
  func formsAsGettextChoosesThem(header: String, expected: [UInt64: UInt64]) throws {
    let formula = try GettextPluralFormula(header: header)
    for (n, form) in expected { #expect(formula.form(for: n) == form, "n = \(n)") }
  }

  @Test(arguments: [
    "plural=n != 1;", "nplurals=2;", "nplurals=2; plural=n != ;", "nplurals=2; plural=(n != 1;",
    "nplurals=2; plural=n ? 1;", "nplurals=0; plural=0;", "nplurals=2; plural=n x 1;",
    "nplurals=2; plural=99999999999999999999999;",
  ])
  func malformedHeadersAreRefused(header: String) {
    #expect(throws: GettextPluralFormula.Problem.self) { try GettextPluralFormula(header: header) }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep =
      "nplurals=2; plural=" + String(repeating: "(", count: 5_000) + "n" + String(repeating: ")", count: 5_000) + ";"
    #expect(throws: GettextPluralFormula.Problem.self) { try GettextPluralFormula(header: deep) }
    let negations = "nplurals=2; plural=" + String(repeating: "!", count: 5_000) + "n;"
    #expect(throws: GettextPluralFormula.Problem.self) { try GettextPluralFormula(header: negations) }
  }

  @Test func divisionByZeroGivesNoForm() throws {
    let formula = try GettextPluralFormula(header: "nplurals=2; plural=n / (n - 1) > 1;")
    #expect(formula.form(for: 1) == nil)
    #expect(formula.form(for: 3) == 0)
    #expect(formula.selections().invalid == [1])
  }

  @Test func numbersAreDescribedAsRuns() {
    #expect(GettextPluralFormula.describe([0, 2, 3, 4, 22, 23, 24]) == "0, 2–4, 22–24")
  }
}
