import ActionSheetCore
import Testing

/// The label, action and structural checks together are the whole conformance check, so
/// code that re-checks only the labels of a sheet formatted anew misses nothing.
@Suite("Conformance: the three partial checks make up the whole")
struct CheckPartitionPropertyTests {
  /// Generated sheets, and each of them broken in the ways the label and action checks catch.
  static var sheets: [ActionSheetState<GenAction>] {
    SheetGenerator.sheets().flatMap { sheet -> [ActionSheetState<GenAction>] in
      var blank = sheet
      if !blank.buttons.isEmpty { blank.buttons[0].label = " \t" }
      var shared = sheet
      if shared.buttons.count > 1 { shared.buttons[1].label = "  " + shared.buttons[0].label.uppercased() + "!" }
      var generic = sheet
      for index in generic.indices(of: .destructive) { generic.buttons[index].label = "OK" }
      var clashing = sheet
      if let cancel = clashing.cancelIndex, let destructive = clashing.indices(of: .destructive).first {
        clashing.buttons[cancel].action = clashing.buttons[destructive].action
      }
      var sameID = sheet
      if sameID.buttons.count > 1 { sameID.buttons[1].id = sameID.buttons[0].id }
      return [sheet, blank, shared, generic, clashing, sameID]
    }
  }

  @Test func partsMakeUpTheWhole() {
    let checker = ConformanceChecker()
    var broken = 0
    for sheet in Self.sheets {
      let whole = checker.violations(in: sheet)
      let labels = checker.labelViolations(in: sheet.buttons.map(ButtonLabelling.init))
      let parts = checker.structuralViolations(in: sheet) + labels + checker.actionViolations(in: sheet)
      #expect(Set(parts) == Set(whole), "\(sheet.buttons.map(\.label))")
      #expect(parts.count == whole.count)
      if !labels.isEmpty { broken += 1 }
    }
    // The broken variants do trip the label checks.
    #expect(broken > 100)
  }
}
