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

  /// Builds `total` sheets for `locale` after a warm-up, `count` running over 0..<1000 as in
  /// the C++ floor, and samples the resident set at each of `samples`. The first `timed`
  /// builds are timed in ten chunks and the fastest chunk counts, as in the floor: a busy
  /// moment of the machine spoils a chunk, not the figure.
  func run(locale: LocaleID, timed: Int, total: Int, samples: Set<Int>) throws -> Result {
    var checksum = 0
    func build(_ index: Int) throws {
      let state = try catalog.sheet(template, locale: locale, arguments: ["count": .integer(Int64(index % 1000))])
      checksum &+= state.title.utf8.count &+ state.buttons.count
    }
    for index in 0..<max(1000, timed / 10) { try build(index) }
    var resident: [(Int, Double)] = []
    let clock = ContinuousClock()
    let chunk = max(1, timed / 10)
    var best: Duration?
    var chunkStart = clock.now
    for index in 0..<total {
      try build(index)
      if index < chunk * 10, (index + 1) % chunk == 0 {
        let now = clock.now
        best = min(best ?? (now - chunkStart), now - chunkStart)
        chunkStart = now
      }
      if samples.contains(index + 1), let mebibytes = residentMiB() { resident.append((index + 1, mebibytes)) }
    }
    if checksum == 42 { print("", terminator: "") }  // Keeps the builds observable.
    let fastest = best ?? .zero
    let seconds = Double(fastest.components.seconds) + Double(fastest.components.attoseconds) / 1e18
    return Result(sheets: chunk * 10, microsecondsPerSheet: seconds * 1e6 / Double(chunk), residentMiB: resident)
  }
}
