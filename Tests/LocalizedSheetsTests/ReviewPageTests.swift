import Foundation
import ICU
import LocaleCatalog
import LocalizedSheets
import Testing

@Suite("Review page")
struct ReviewPageTests {
  static let catalog: LocalizedCatalog? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try? LocalizedCatalog(directory: root.appendingPathComponent("Locales").path)
  }()

  private func locales(_ tags: String...) throws -> [LocaleID] { try tags.map { try LocaleID($0) } }

  @Test func everyLocaleAndSheetHasACellWithTheLocalesDirection() throws {
    let catalog = try #require(Self.catalog)
    let review = catalog.review(diagnostics: [], locales: try locales("en", "ar", "he"))
    #expect(review.cells.count == 3 * catalog.catalog.sheets.count)
    let html = ReviewPage(workingDirectory: "/repo").render(review)
    for sheet in catalog.catalog.sheets {
      #expect(html.contains("data-sheet=\"\(sheet.id)\" data-locale=\"ar\""))
    }
    #expect(html.components(separatedBy: "data-locale=\"ar\" data-rules").count - 1 == catalog.catalog.sheets.count)
    #expect(html.contains("lang=\"ar\" dir=\"rtl\""))
    #expect(html.contains("lang=\"he\" dir=\"rtl\""))
    #expect(html.contains("lang=\"en\" dir=\"ltr\""))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test func formsKeepTheCoresOrderAndTokens() throws {
    let catalog = try #require(Self.catalog)
    let cell = try #require(
      catalog.review(diagnostics: [], locales: try locales("ar")).cell(locale: "ar", sheet: "discard-draft"))
    #expect(cell.forms.map(\.formFactor) == [.compact, .regular])
    for form in cell.forms {
      #expect(form.actionGroup.first?.role == .destructive)
      #expect(form.actionGroup.first?.colorToken == .danger)
      #expect(form.cancelGroup.map(\.role) == [.cancel])
      #expect(form.actionGroup.first?.hint != nil)
    }
    #expect(cell.forms[0].hasScrim && !cell.forms[1].hasScrim)
  }

  @Test func pluralLabelsAreSampledForEveryArabicCategory() throws {
    let catalog = try #require(Self.catalog)
    let cell = try #require(
      catalog.review(diagnostics: [], locales: try locales("ar")).cell(locale: "ar", sheet: "delete-photos"))
    #expect(cell.samples.map(\.category) == ["zero", "one", "two", "few", "many", "other"])
    #expect(cell.samples.map(\.number) == [0, 1, 2, 3, 11, 100])
    #expect(cell.samples[2].texts.contains("حذف الصورتين"))
  }

  @Test func findingsSitRightAfterTheirLabelAndTextIsEscaped() throws {
    let catalog = try #require(Self.catalog)
    let finding = Diagnostic(
      severity: .error, ruleID: "plural.missing-category", message: "<few> & “many” are missing",
      path: "Locales/ar.json", position: SourcePosition(line: 19, column: 27), locale: "ar",
      key: "delete-photos.delete", notes: ["Add the few and many branches."])
    let review = catalog.review(diagnostics: [finding], locales: try locales("ar"))
    let page = ReviewPage(workingDirectory: "/repo", fixes: ["plural.missing-category": "Add <the> branches."])
    let html = page.render(review)
    #expect(html.contains("<span class=\"fix\">fix: Add &lt;the&gt; branches.</span>"))
    #expect(
      html.contains("<span class=\"label\" data-key=\"delete-photos.delete\">حذف ٣ صور</span><ul class=\"findings\""))
    #expect(html.contains("&lt;few&gt; &amp; “many” are missing"))
    #expect(!html.contains("<few>"))
    #expect(html.contains("href=\"file:///repo/Locales/ar.json#L19\""))
    #expect(html.contains(">Locales/ar.json:19:27</a>"))
    #expect(html.contains("1 error</span>"))
    #expect(ReviewPage.escape("\"'<&>") == "&quot;&#39;&lt;&amp;&gt;")
  }
}
