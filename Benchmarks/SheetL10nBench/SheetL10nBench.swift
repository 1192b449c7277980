import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n-bench`: times `sheet-l10n check` on generated catalogs against two floors
/// (ICU parsing alone, and `msgfmt --check` on the same catalog in gettext form), and
/// building a localized sheet against ICU formatting alone.
///
/// Run from the package root: `swift run -c release sheet-l10n-bench`.
@main
enum SheetL10nBench {
  static let usage = """
    USAGE: sheet-l10n-bench [--size small|large|both|none] [--long] [--runs N] [--locale TAG ...]
                            [--sheets N] [--skip-check] [--skip-apple] [--skip-huge] [--skip-sheets]
                            [--compare-locales PATH]

    Run from the package root after `swift build -c release` (or through
    `swift run -c release sheet-l10n-bench`). Catalogs are generated under
    Benchmarks/generated/.

      --size      small: 30 locales × 2,000 messages; large: 40 × 5,000; both (default);
                  none: only the Apple-format workload and the sheets
      --skip-huge leave out the huge catalog: a source and one translation of 400,000 plural
                  messages each (83 MB), checked a share of its keys at a time; its peak memory
                  above the baseline's is printed as a multiple of its size
      --skip-apple
                  leave out the Apple-format workload (40 locales × 2,000 messages as
                  native JSON, .lproj folders, one .xcstrings and XLIFF files, and as
                  Android resources and gettext files beside msgfmt --check)
      --compare-locales PATH
                  Mozilla's compare-locales, timed once on the small catalog as .properties files
                  (default: Benchmarks/.venv/bin/compare-locales, then PATH; install it with
                  `python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install compare-locales`)
      --long      build 1,000,000 sheets per locale for the memory check (default 200,000)
      --runs N    time each command (and each side of the sheet builds) N times, interleaved,
                  and keep the fastest (default 3)
      --locale    locale of the built sheets (repeatable; default de and ru)
      --sheets N  sheets built and timed per locale (default 200,000)
    """

  struct Options {
    var sizes: [CatalogSize] = CatalogSize.all
    var long = false
    var runs = 3
    var locales = ["de", "ru"]
    var sheets = 200_000
    var check = true
    var apple = true
    var huge = true
    var buildSheets = true
    var compareLocales: String?
  }

  struct CatalogSize {
    let name: String
    let locales: Int
    let messages: Int

    static let small = CatalogSize(name: "small", locales: 30, messages: 2_000)
    static let large = CatalogSize(name: "large", locales: 40, messages: 5_000)
    static let all = [small, large]
  }

  static func main() {
    do {
      guard let options = try parse(Array(CommandLine.arguments.dropFirst())) else {
        print(usage)
        return
      }
      try run(options)
    } catch {
      FileHandle.standardError.write(Data("sheet-l10n-bench: \(error)\n".utf8))
      exit(2)
    }
  }

  static func parse(_ arguments: [String]) throws -> Options? {
    var options = Options()
    var chosenLocales: [String] = []
    var index = 0
    func value() throws -> String {
      index += 1
      guard index < arguments.count else { throw BenchError("\(arguments[index - 1]) needs a value\n\n\(usage)") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--help", "-h": return nil
      case "--long": options.long = true
      case "--skip-check": options.check = false
      case "--skip-sheets": options.buildSheets = false
      case "--skip-apple": options.apple = false
      case "--skip-huge": options.huge = false
      case "--compare-locales": options.compareLocales = try value()
      case "--size":
        switch try value() {
        case "small": options.sizes = [.small]
        case "large": options.sizes = [.large]
        case "both": options.sizes = CatalogSize.all
        case "none": options.sizes = []
        case let other: throw BenchError("unknown size “\(other)”; use small, large or both")
        }
      case "--runs":
        guard let runs = Int(try value()), runs >= 1 else { throw BenchError("--runs needs a positive number") }
        options.runs = runs
      case "--locale": chosenLocales.append(try value())
      case "--sheets":
        guard let sheets = Int(try value()), sheets >= 1_000 else {
          throw BenchError("--sheets needs a number of at least 1000")
        }
        options.sheets = sheets
      case let other: throw BenchError("unknown argument “\(other)”\n\n\(usage)")
      }
      index += 1
    }
    if !chosenLocales.isEmpty { options.locales = chosenLocales }
    return options
  }

  static func run(_ options: Options) throws {
    let root = FileManager.default.currentDirectoryPath
    let locales = root + "/Locales"
    guard FileManager.default.fileExists(atPath: locales + "/en.json") else {
      throw BenchError("run from the package root: there is no Locales/en.json here")
    }
    guard let binary = Bundle.main.executablePath else { throw BenchError("cannot find the bench's own path") }
    let binaries = URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent().path
    let tool = binaries + "/sheet-l10n"
    let floor = binaries + "/sheet-l10n-floor"
    ChildProcess.measure = binaries + "/sheet-l10n-measure"
    for path in [tool, floor, ChildProcess.measure] where access(path, X_OK) != 0 {
      throw BenchError("\(path) is missing; build with `swift build -c release` first")
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("machine: cores=\(cores) load_average=\(loadAverage())")
    if options.check {
      let bundled = try CatalogLoader().load(directory: locales)
      let generator = CatalogGenerator(bundled: bundled, bundledDirectory: locales)
      // What any check costs: the bundled catalog is small, so its peak is the process's own.
      let baseline = try ChildProcess.best(
        of: options.runs, [Command(executable: tool, arguments: ["check", locales, "--no-color"])])
      print(
        "baseline: sheet-l10n check Locales seconds=\(fixed(baseline.seconds, 3)) peak_mb=\(fixed(baseline.peakMiB, 1))"
          + " disk_mb=\(fixed(Double(try CatalogGenerator.bytes(under: locales)) / 1_048_576, 2))")
      let compareLocales =
        options.compareLocales ?? executable(named: root + "/Benchmarks/.venv/bin/compare-locales")
        ?? executable(named: "compare-locales")
      for size in options.sizes {
        try benchCheck(
          size, generator: generator, root: root, tool: tool, floor: floor, cores: cores, runs: options.runs,
          baseline: baseline, compareLocales: size.name == CatalogSize.small.name ? .some(compareLocales) : nil)
      }
      if options.huge {
        try HugeCatalogWorkload.bench(root: root, tool: tool, cores: cores, runs: options.runs, baseline: baseline)
      }
      if options.apple {
        try benchApple(
          generator: generator, root: root, tool: tool, floor: floor, cores: cores, runs: options.runs,
          baseline: baseline)
      }
    }
    if options.buildSheets {
      for tag in options.locales {
        try benchSheets(
          locale: tag, directory: locales, floor: floor, timed: options.sheets, long: options.long, runs: options.runs)
      }
    }
  }

  static func benchCheck(
    _ size: CatalogSize, generator: CatalogGenerator, root: String, tool: String, floor: String, cores: Int,
    runs: Int, baseline: ChildRun, compareLocales: String?? = nil
  ) throws {
    let directory = "\(root)/Benchmarks/generated/\(size.name)"
    let catalog = try generator.generate(
      localeCount: size.locales, messagesPerLocale: size.messages, into: directory)
    let diskMiB = Double(catalog.catalogBytes) / 1_048_576
    print(
      "catalog: size=\(size.name) locales=\(size.locales)+source messages_per_locale=\(size.messages)"
        + " files=\(catalog.fileCount) messages=\(catalog.messageCount) disk_mb=\(fixed(diskMiB, 1))")

    // The three commands take turns, so that a busy moment of the machine weighs on all of
    // them; each keeps its fastest run.
    let floorCommand = [
      Command(executable: floor, arguments: ["parse", catalog.catalogDirectory, "--threads", "\(cores)"])
    ]
    let checkCommand = [Command(executable: tool, arguments: ["check", catalog.catalogDirectory, "--no-color"])]
    var msgfmtCommands: [Command]?
    if let msgfmt = executable(named: "msgfmt") {
      let files = try FileManager.default.contentsOfDirectory(atPath: catalog.gettextDirectory).filter {
        $0.hasSuffix(".po")
      }.sorted()
      msgfmtCommands = files.map {
        Command(executable: msgfmt, arguments: ["--check", "-o", "/dev/null", catalog.gettextDirectory + "/" + $0])
      }
    }
    var floorRun: ChildRun?
    var msgfmtRun: ChildRun?
    var checkRun: ChildRun?
    for _ in 0..<runs {
      floorRun = fastest(floorRun, try ChildProcess.run(floorCommand))
      if let msgfmtCommands { msgfmtRun = fastest(msgfmtRun, try ChildProcess.run(msgfmtCommands, parallel: cores)) }
      checkRun = fastest(checkRun, try ChildProcess.run(checkCommand))
    }
    guard let floorRun, floorRun.succeeded else {
      throw BenchError("the parse floor failed on \(catalog.catalogDirectory)")
    }
    print(
      "floor: \(floorRun.output.trimmingCharacters(in: .whitespacesAndNewlines)) seconds=\(fixed(floorRun.seconds, 3))"
        + " cpu_s=\(fixed(floorRun.cpuSeconds, 3)) peak_mb=\(fixed(floorRun.peakMiB, 1)) threads=\(cores)")
    if let msgfmtRun, let msgfmtCommands {
      guard msgfmtRun.succeeded else { throw BenchError("msgfmt --check rejected a generated .po file") }
      print(
        "msgfmt: files=\(msgfmtCommands.count) seconds=\(fixed(msgfmtRun.seconds, 3))"
          + " cpu_s=\(fixed(msgfmtRun.cpuSeconds, 3)) peak_mb=\(fixed(msgfmtRun.peakMiB, 1)) parallel=\(cores)")
    } else {
      print("msgfmt: n/a (msgfmt is not installed; it is in the gettext package)")
    }
    guard let checkRun, checkRun.statuses.allSatisfy({ $0 == 0 || $0 == 1 }), let summary = Summary(checkRun.output)
    else {
      throw BenchError("sheet-l10n check did not run on \(catalog.catalogDirectory)")
    }
    let messages = summary.messages
    let floorRatio = checkRun.seconds / floorRun.seconds
    let msgfmtRatio = msgfmtRun.map { fixed(checkRun.seconds / $0.seconds, 2) } ?? "n/a"
    print(
      "check: messages=\(messages) seconds=\(fixed(checkRun.seconds, 3))"
        + " msgs_per_s=\(Int((Double(messages) / checkRun.seconds).rounded()))"
        + " peak_mb=\(fixed(checkRun.peakMiB, 1)) floor_ratio=\(fixed(floorRatio, 2)) msgfmt_ratio=\(msgfmtRatio)")
    var detail = "check-detail: errors=\(summary.errors) warnings=\(summary.warnings)"
    detail += " cpu_s=\(fixed(checkRun.cpuSeconds, 3))"
    detail += " cpu_floor_ratio=\(fixed(checkRun.cpuSeconds / floorRun.cpuSeconds, 2))"
    if let msgfmtRun { detail += " cpu_msgfmt_ratio=\(fixed(checkRun.cpuSeconds / msgfmtRun.cpuSeconds, 2))" }
    detail += " disk_mb=\(fixed(diskMiB, 1)) memory_ratio=\(fixed(checkRun.peakMiB / diskMiB, 2))"
    detail += " above_baseline_ratio=\(fixed((checkRun.peakMiB - baseline.peakMiB) / diskMiB, 2))"
    print(detail)
    if let compareLocales {
      guard let compareLocales else {
        print(
          "compare-locales: n/a (not installed: python3 -m venv Benchmarks/.venv &&"
            + " Benchmarks/.venv/bin/pip install compare-locales)")
        return
      }
      let run = try CompareLocales.run(compareLocales, on: catalog)
      print(
        "compare-locales: files=\(catalog.fileCount - 1) seconds=\(fixed(run.seconds, 3))"
          + " cpu_s=\(fixed(run.cpuSeconds, 3)) check_speedup=\(fixed(run.seconds / checkRun.seconds, 1))"
          + " (the catalog as .properties, one run)")
    }
  }

  /// Checks the Apple-format workload in each of its formats, against the parse floor of its
  /// messages and the native check of the same messages.
  static func benchApple(
    generator: CatalogGenerator, root: String, tool: String, floor: String, cores: Int, runs: Int,
    baseline: ChildRun
  ) throws {
    let locales = 40
    let messages = 2_000
    let workload = try AppleWorkload.write(
      generator: generator, localeCount: locales, messagesPerLocale: messages,
      into: root + "/Benchmarks/generated/apple")
    let sizes = workload.formats.map { "\($0.name)_mb=\(fixed(Double($0.bytes) / 1_048_576, 1))" }
    print(
      "catalog-apple: locales=\(locales)+source messages_per_locale=\(messages) messages=\(workload.messageCount) "
        + sizes.joined(separator: " "))
    guard let native = workload.formats.first else { return }
    let floorCommand = [Command(executable: floor, arguments: ["parse", native.directory, "--threads", "\(cores)"])]
    var floorRun: ChildRun?
    var checks: [String: ChildRun] = [:]
    var reads: [String: Double] = [:]
    for _ in 0..<runs {
      floorRun = fastest(floorRun, try ChildProcess.run(floorCommand))
      for format in workload.formats {
        reads[format.name] = min(reads[format.name] ?? .infinity, AppleWorkload.readSeconds(under: format.directory))
        let run = try ChildProcess.run([
          Command(executable: tool, arguments: ["check", format.directory, "--no-color"])
        ])
        checks[format.name] = checks[format.name].map { fastest($0, run) } ?? run
      }
    }
    guard let floorRun, floorRun.succeeded, let nativeCheck = checks[native.name] else {
      throw BenchError("the parse floor failed on \(native.directory)")
    }
    for format in workload.formats {
      guard let run = checks[format.name], run.statuses.allSatisfy({ $0 == 0 || $0 == 1 }),
        let summary = Summary(run.output)
      else { throw BenchError("sheet-l10n check did not run on \(format.directory)") }
      // The floor reads this format's files instead of the native ones.
      let floorSeconds = floorRun.seconds - (reads[native.name] ?? 0) + (reads[format.name] ?? 0)
      let diskMiB = Double(format.bytes) / 1_048_576
      print(
        "check-apple: format=\(format.name) seconds=\(fixed(run.seconds, 3)) cpu_s=\(fixed(run.cpuSeconds, 3))"
          + " cores_used=\(fixed(run.cpuSeconds / run.seconds, 2)) messages=\(summary.messages)"
          + " errors=\(summary.errors) warnings=\(summary.warnings)"
          + " floor_ratio=\(fixed(run.seconds / floorSeconds, 2)) native_ratio=\(fixed(run.seconds / nativeCheck.seconds, 2))"
          + " peak_mb=\(fixed(run.peakMiB, 1)) disk_mb=\(fixed(diskMiB, 1))"
          + " above_baseline_ratio=\(fixed((run.peakMiB - baseline.peakMiB) / diskMiB, 2))")
    }
    print(
      "floor-apple: seconds=\(fixed(floorRun.seconds, 3)) cpu_s=\(fixed(floorRun.cpuSeconds, 3)) threads=\(cores)"
        + " (ICU's parse of the native files; each format's line swaps in the time to read its own files)")
    try OtherFormatsWorkload.bench(
      native: native, root: root, tool: tool, floor: floor, cores: cores, runs: runs, baseline: baseline)
  }

  /// The faster of two runs.
  static func fastest(_ best: ChildRun?, _ run: ChildRun) -> ChildRun {
    guard let best, best.seconds <= run.seconds else { return run }
    return best
  }

  /// Times sheet builds against the format floor in `runs` interleaved rounds, keeping the
  /// fastest of each, so that a busy moment of the machine spoils one round of one side, not
  /// the ratio. Memory is sampled in the first round, over all `total` builds.
  static func benchSheets(
    locale tag: String, directory: String, floor: String, timed: Int, long: Bool, runs: Int
  ) throws {
    let locale = try LocaleID(tag)
    let total = long ? max(timed, 1_000_000) : timed
    let bench = try SheetBuildBench(directory: directory)
    var floorNanoseconds = Double.infinity
    var best: SheetBuildBench.Result?
    var resident: [(builds: Int, mebibytes: Double)] = []
    for round in 0..<runs {
      let floorRun = try ChildProcess.run([
        Command(executable: floor, arguments: ["format", directory, tag, "--iterations", "\(timed)"])
      ])
      guard floorRun.succeeded, let nanoseconds = Summary.value(of: "ns_per_iteration", in: floorRun.output)
      else { throw BenchError("the format floor failed for \(tag)") }
      floorNanoseconds = min(floorNanoseconds, nanoseconds)
      let result = try bench.run(
        locale: locale, timed: timed, total: round == 0 ? total : timed,
        samples: round == 0 ? [100_000, 200_000, 1_000_000] : [])
      if round == 0 { resident = result.residentMiB }
      if best.map({ result.microsecondsPerSheet < $0.microsecondsPerSheet }) ?? true { best = result }
    }
    guard let best else { return }
    let ratio = best.microsecondsPerSheet * 1000 / floorNanoseconds
    print(
      "build-sheet: sheets=\(best.sheets) us_per_sheet=\(fixed(best.microsecondsPerSheet, 2))"
        + " floor_ratio=\(fixed(ratio, 2)) locale=\(tag) rounds=\(runs)")
    print("build-sheet-floor: locale=\(tag) us_per_3_formats=\(fixed(floorNanoseconds / 1000, 2))")
    let samples = resident.map { "rss_mb_after_\($0.builds)=\(fixed($0.mebibytes, 1))" }
    print("build-sheet-memory: locale=\(tag) " + samples.joined(separator: " "))
  }

  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "n/a" }
    return text.split(separator: " ").prefix(3).joined(separator: ",")
  }
}

/// The last line of `sheet-l10n check`: errors, warnings and messages checked.
struct Summary {
  let errors: Int
  let warnings: Int
  let messages: Int

  init?(_ output: String) {
    guard let line = output.split(separator: "\n").last(where: { $0.contains("messages checked") }) else {
      return nil
    }
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard numbers.count >= 4 else { return nil }
    errors = numbers[0]
    warnings = numbers[1]
    // “… in N locale files (M messages checked)”, with or without a count of notes before it.
    messages = numbers[numbers.count - 1]
  }

  /// The number after `name=` in `output`.
  static func value(of name: String, in output: String) -> Double? {
    for field in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) where field.hasPrefix(name + "=") {
      return Double(field.dropFirst(name.count + 1))
    }
    return nil
  }
}

func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}
