import Foundation

/// The reliability workload: a catalog of one huge source and one huge translation (400,000
/// keys each, every message a plural, one in a hundred a destructive button), checked a share
/// of its keys at a time. Its peak memory above the process's own must stay within three
/// times its size, on every core.
enum HugeCatalogWorkload {
  /// Keys per file.
  static let keys = 400_000

  /// Writes the catalog (unless it is already there) and times `sheet-l10n check` on it.
  static func bench(root: String, tool: String, cores: Int, runs: Int, baseline: ChildRun) throws {
    let directory = "\(root)/Benchmarks/generated/huge"
    try generate(into: directory)
    let diskMiB = Double(try CatalogGenerator.bytes(under: directory)) / 1_048_576
    let command = [Command(executable: tool, arguments: ["check", directory, "--no-color"])]
    var best: ChildRun?
    for _ in 0..<runs { best = SheetL10nBench.fastest(best, try ChildProcess.run(command)) }
    guard let run = best, run.statuses.allSatisfy({ $0 == 0 || $0 == 1 }), let summary = Summary(run.output) else {
      throw BenchError("sheet-l10n check did not run on \(directory)")
    }
    let above = (run.peakMiB - baseline.peakMiB) / diskMiB
    print(
      "huge: files=2 messages=\(summary.messages) disk_mb=\(fixed(diskMiB, 1)) seconds=\(fixed(run.seconds, 3))"
        + " cpu_s=\(fixed(run.cpuSeconds, 3)) cores_used=\(fixed(run.cpuSeconds / run.seconds, 2))/\(cores)"
        + " peak_mb=\(fixed(run.peakMiB, 1)) above_baseline_ratio=\(fixed(above, 2)) (target ≤ 3.00)"
        + " errors=\(summary.errors) warnings=\(summary.warnings)")
  }

  /// Writes `en.json` and `de.json` under `directory`, unless files of the right size are there.
  static func generate(into directory: String) throws {
    let files = [
      ("en.json", { (index: Int) in english(index) }),
      ("de.json", { (index: Int) in german(index) }),
    ]
    let marker = "\(directory)/.keys-\(keys)"
    if FileManager.default.fileExists(atPath: marker) { return }
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      var out = "{\n"
      out.reserveCapacity(48 << 20)
      for index in 0..<keys {
        out += text(index)
        out += index + 1 < keys ? ",\n" : "\n"
      }
      out += "}\n"
      try Data(out.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
    }
    _ = FileManager.default.createFile(atPath: marker, contents: Data())
  }

  private static func english(_ index: Int) -> String {
    if index % 100 == 0 {
      return """
        "album.\(index).delete": "Delete Album \(index)",
          "@album.\(index).delete": {"role": "destructive", "verb": "delete"}
        """
    }
    return """
      "album.\(index).count": "{count, plural, one {# photo in album \(index)} other {# photos in album \(index)}}"
      """
  }

  private static func german(_ index: Int) -> String {
    if index % 100 == 0 { return #"  "album.\#(index).delete": "Album \#(index) löschen""# }
    return """
      "album.\(index).count": "{count, plural, one {# Foto im Album \(index)} other {# Fotos im Album \(index)}}"
      """
  }
}
