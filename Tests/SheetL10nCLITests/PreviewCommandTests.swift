import Foundation
import Testing

@Suite("sheet-l10n preview, as a process")
struct PreviewCommandTests {
  @Test func arabicSheetIsBuiltAndDrawnRightToLeft() throws {
    let result = try CommandRunner.run(["preview", "delete-photos", "--locale", "ar", "--arg", "count=3"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("bottom sheet") == true)
    #expect(lines.first?.contains("right to left") == true)
    // “حذف ٣ صور” (delete 3 photos) in visual order, with Arabic digits from ICU.
    let destructive = try #require(lines.firstIndex { $0.contains("روص ٣ فذح") && $0.hasPrefix("│") })
    let cancel = try #require(lines.firstIndex { $0.contains("ءاغلإ") && $0.hasPrefix("│") })
    #expect(destructive < cancel)
    #expect(result.standardOutput.contains("destructive (red): “روص ٣ فذح”"))
    #expect(result.standardOutput.contains("focus on open: “ءاغلإ”"))
  }

  @Test func regularFormFactorIsAPopover() throws {
    let result = try CommandRunner.run([
      "preview", "sign-out", "--locale", "de", "--form-factor", "regular", "--arg", "account=ana@example.com",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("regular: popover anchored to the trigger"))
    #expect(result.standardOutput.contains("Von ana@example.com abmelden?"))
  }

  @Test func mistakesExitWithTheirStatus() throws {
    #expect(try CommandRunner.run(["preview", "delete-photos"]).status == 2)
    #expect(try CommandRunner.run(["preview", "delete-photos", "--locale", "ar", "--form-factor", "tv"]).status == 2)
    let unknown = try CommandRunner.run(["preview", "no-such-sheet", "--locale", "ar"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("no sheet “no-such-sheet”"))
  }
}
