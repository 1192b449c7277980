import ActionSheetCore
import ICU
import LocaleCatalog
import LocalizedSheets

/// Times `LocalizedCatalog.sheet(…)` for the bundled `delete-photos` sheet, in process.
struct SheetBuildBench {
  let catalog: LocalizedCatalog
  let template: SheetTemplate<String>

  init(directory: String) throws {
    catalog = try LocalizedCatalog(directory: directory)
    template = try SheetTemplate(sheet: "delete-photos", in: catalog.catalog) { $0 }
  }

  /// What one locale's run measured.
  struct Result {
    let sheets: Int
    let microsecondsPerSheet: Double
    /// Resident set sizes sampled after a number of builds (warm-up excluded).
    let residentMiB: [(builds: Int, mebibytes: Double)]
  }

  /// Builds `sheets` sheets for `locale` after a warm-up, `count` running over 0..<1000 as in
  /// the C++ floor; samples the resident set at each of `samples`. The time covers the
  /// first `timed` builds.
  func run(locale: LocaleID, timed: Int, total: Int, samples: Set<Int>) throws -> Result {
    var checksum = 0
    func build(_ index: Int) throws {
      let state = try catalog.sheet(template, locale: locale, arguments: ["count": .integer(Int64(index % 1000))])
      checksum &+= state.title.utf8.count &+ state.buttons.count
    }
    for index in 0..<max(1000, timed / 10) { try build(index) }
    var resident: [(Int, Double)] = []
    let clock = ContinuousClock()
    let start = clock.now
    var elapsed = Duration.zero
    for index in 0..<total {
      try build(index)
      if index + 1 == timed { elapsed = clock.now - start }
      if samples.contains(index + 1), let mebibytes = residentMiB() { resident.append((index + 1, mebibytes)) }
    }
    if checksum == 42 { print("", terminator: "") }  // Keeps the builds observable.
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Result(sheets: timed, microsecondsPerSheet: seconds * 1e6 / Double(timed), residentMiB: resident)
  }
}
