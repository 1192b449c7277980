import CatalogLint
import LocaleCatalog
import Testing

@Suite("GitHub workflow commands")
struct GitHubReporterTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("100%", "100%25"),
    ("%0A stays literal", "%250A stays literal"),
    ("two\nlines", "two%0Alines"),
    ("windows\r\nline", "windows%0D%0Aline"),
    ("a: b, c", "a: b, c"),
    ("حذف “x”", "حذف “x”"),
  ])
  func messageEscaping(text: String, escaped: String) {
    #expect(GitHubReporter.escapeData(text) == escaped)
  }

  @Test(arguments: [
    ("Locales/de.json", "Locales/de.json"),
    ("a:b,c", "a%3Ab%2Cc"),
    ("50%: x\ny", "50%25%3A x%0Ay"),
    ("Missing translation [catalog.missing-key]", "Missing translation [catalog.missing-key]"),
  ])
  func propertyEscaping(text: String, escaped: String) {
    #expect(GitHubReporter.escapeProperty(text) == escaped)
  }

  static func diagnostic(_ severity: Diagnostic.Severity, path: String = "Locales/de.json", line: Int = 1)
    -> Diagnostic
  {
    Diagnostic(
      severity: severity, ruleID: "catalog.extra-key", message: "50% done:\nnext", path: path,
      position: SourcePosition(line: line, column: 3), locale: "de", key: "k")
  }

  @Test func commandPerSeverityWithEscapedPropertiesAndMessage() {
    let input = ReportInput(
      diagnostics: [
        Self.diagnostic(.error, path: "/repo/odd,dir:1/de.json"), Self.diagnostic(.warning),
        Self.diagnostic(.note),
      ],
      catalogs: [], workingDirectory: "/repo")
    let lines = GitHubReporter().report(input).split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "::error file=odd%2Cdir%3A1/de.json,line=1,col=3,title=Key not in the source [catalog.extra-key]::50%25 done:%0Anext"
    )
    #expect(lines[1].hasPrefix("::warning file=Locales/de.json,line=1,col=3,"))
    #expect(lines[2].hasPrefix("::notice file=Locales/de.json,"))
    #expect(lines[3] == "sheet-l10n: 1 error, 1 warning, 1 note in 0 locale files (0 messages checked)")
    #expect(lines.count == 4)
  }

  @Test func summarySaysWhenGitHubHidesAnnotations() {
    let many = (1...11).map { Self.diagnostic(.warning, line: $0) }
    let summary = GitHubReporter().report(ReportInput(diagnostics: many, catalogs: []))
      .split(separator: "\n").last.map(String.init)
    #expect(summary?.contains("GitHub shows the first 10 annotations of each kind per step") == true)
    let few = (1...10).map { Self.diagnostic(.warning, line: $0) }
    let quiet = GitHubReporter().report(ReportInput(diagnostics: few, catalogs: []))
    #expect(!quiet.contains("GitHub shows"))
  }
}
