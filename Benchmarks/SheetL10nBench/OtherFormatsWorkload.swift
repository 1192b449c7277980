import Foundation
import ICU
import LocaleCatalog

/// The Apple workload as Android string resources and gettext catalogs, written by
/// `sheet-l10n convert`'s own writers, and timed like the Apple formats.
///
/// Android and gettext cannot hold an exact plural branch (`=0`) nor a plural with text
/// around it (the workload's `{count, plural, …} 7`), and gettext no form for a category
/// whole numbers never select (Czech `many`, French `many` for millions) nor an `other`
/// apart from its last form; the conversion refuses them. The workload's native catalog is
/// therefore first made holdable (the `native-subset` form, checked too, so that each line
/// compares the same messages): those branches go, `other` takes the last form's text, and
/// the text around a plural moves into its branches. Everything else is the Apple workload
/// as it is.
struct OtherFormatsWorkload {
  /// `native-subset`, `android` and `gettext`.
  let formats: [AppleWorkload.Format]
  /// The `.po` files of the gettext form, for `msgfmt --check`.
  let poFiles: [String]
  /// Plural branches left out or changed.
  let changedBranches: Int

  /// Writes the forms of the native catalog at `native` under `directory`.
  static func write(native: AppleWorkload.Format, into directory: String) throws -> OtherFormatsWorkload {
    let files = FileManager.default
    try? files.removeItem(atPath: directory)
    let subset = directory + "/native-subset"
    try files.createDirectory(atPath: subset, withIntermediateDirectories: true)
    var dropped = 0
    for name in try files.contentsOfDirectory(atPath: native.directory).sorted() {
      let path = native.directory + "/" + name
      guard name.hasSuffix(".json"), name != "sheets.json", let locale = try? LocaleID(String(name.dropLast(5))) else {
        try files.copyItem(atPath: path, toPath: subset + "/" + name)
        continue
      }
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let pruned = try HoldablePlurals(locale: locale).prune(localeFile: text)
      dropped += pruned.dropped
      try pruned.text.write(toFile: subset + "/" + name, atomically: false, encoding: .utf8)
    }
    let catalog = try CatalogLoader().load(directory: subset)
    var formats = [
      AppleWorkload.Format(name: "native-subset", directory: subset, bytes: try CatalogGenerator.bytes(under: subset))
    ]
    var poFiles: [String] = []
    for (name, target) in [("android", CatalogFormat.androidResources), ("gettext", .gettext)] {
      let output = CatalogConverter(target: target).convert(catalog)
      if let problem = output.problems.first {
        throw BenchError(
          "the workload cannot be written as \(target.displayName): \(problem.message) (\(problem.path):\(problem.position.line))"
        )
      }
      let folder = directory + "/" + name
      // Beside the files, the same sheets and lexicons as every other form.
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try files.copyItem(atPath: subset + "/sheets.json", toPath: folder + "/sheets.json")
      try files.copyItem(atPath: subset + "/lexicons", toPath: folder + "/lexicons")
      for (path, bytes) in output.files {
        let file = folder + "/" + path
        try files.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        if path.hasSuffix(".po") { poFiles.append(file) }
      }
      formats.append(
        AppleWorkload.Format(name: name, directory: folder, bytes: try CatalogGenerator.bytes(under: folder)))
    }
    return OtherFormatsWorkload(formats: formats, poFiles: poFiles.sorted(), changedBranches: dropped)
  }

  /// Writes the forms of `native` and checks each, against the parse floor of its own
  /// messages, the `native-subset` check and (for gettext) `msgfmt --check`; prints a
  /// `check-apple:` line per form and a `msgfmt:` line.
  static func bench(
    native: AppleWorkload.Format, root: String, tool: String, floor: String, cores: Int, runs: Int,
    baseline: ChildRun
  ) throws {
    let workload = try write(native: native, into: root + "/Benchmarks/generated/other")
    let sizes = workload.formats.map { "\($0.name)_mb=\(fixed(Double($0.bytes) / 1_048_576, 1))" }
    print(
      "catalog-other: " + sizes.joined(separator: " ")
        + " changed_branches=\(workload.changedBranches) (=0 and categories whole numbers never select left out,"
        + " gettext's other, text around plurals moved in)")
    guard let subset = workload.formats.first else { return }
    let floorCommand = [Command(executable: floor, arguments: ["parse", subset.directory, "--threads", "\(cores)"])]
    let msgfmtCommands = executable(named: "msgfmt").map { msgfmt in
      workload.poFiles.map { Command(executable: msgfmt, arguments: ["--check", "-o", "/dev/null", $0]) }
    }
    var floorRun: ChildRun?
    var msgfmtRun: ChildRun?
    var checks: [String: ChildRun] = [:]
    var reads: [String: Double] = [:]
    for _ in 0..<runs {
      floorRun = SheetL10nBench.fastest(floorRun, try ChildProcess.run(floorCommand))
      for format in workload.formats {
        reads[format.name] = min(reads[format.name] ?? .infinity, AppleWorkload.readSeconds(under: format.directory))
        let run = try ChildProcess.run([
          Command(executable: tool, arguments: ["check", format.directory, "--no-color"])
        ])
        checks[format.name] = checks[format.name].map { SheetL10nBench.fastest($0, run) } ?? run
      }
      if let msgfmtCommands {
        msgfmtRun = SheetL10nBench.fastest(msgfmtRun, try ChildProcess.run(msgfmtCommands, parallel: cores))
      }
    }
    guard let floorRun, floorRun.succeeded, let subsetCheck = checks[subset.name] else {
      throw BenchError("the parse floor failed on \(subset.directory)")
    }
    for format in workload.formats {
      guard let run = checks[format.name], run.statuses.allSatisfy({ $0 == 0 || $0 == 1 }),
        let summary = Summary(run.output)
      else { throw BenchError("sheet-l10n check did not run on \(format.directory)") }
      let floorSeconds = floorRun.seconds - (reads[subset.name] ?? 0) + (reads[format.name] ?? 0)
      let diskMiB = Double(format.bytes) / 1_048_576
      print(
        "check-apple: format=\(format.name) seconds=\(fixed(run.seconds, 3)) cpu_s=\(fixed(run.cpuSeconds, 3))"
          + " cores_used=\(fixed(run.cpuSeconds / run.seconds, 2)) messages=\(summary.messages)"
          + " errors=\(summary.errors) warnings=\(summary.warnings)"
          + " floor_ratio=\(fixed(run.seconds / floorSeconds, 2)) native_ratio=\(fixed(run.seconds / subsetCheck.seconds, 2))"
          + " peak_mb=\(fixed(run.peakMiB, 1)) disk_mb=\(fixed(diskMiB, 1))"
          + " above_baseline_ratio=\(fixed((run.peakMiB - baseline.peakMiB) / diskMiB, 2))")
    }
    guard let msgfmtRun, let msgfmtCommands, let gettextCheck = checks["gettext"] else {
      print("msgfmt: format=gettext n/a (msgfmt is not installed; it is in the gettext package) msgfmt_ratio=n/a")
      return
    }
    guard msgfmtRun.succeeded else { throw BenchError("msgfmt --check rejected a converted .po file") }
    print(
      "msgfmt: format=gettext files=\(msgfmtCommands.count) seconds=\(fixed(msgfmtRun.seconds, 3))"
        + " cpu_s=\(fixed(msgfmtRun.cpuSeconds, 3)) parallel=\(cores)"
        + " check_seconds=\(fixed(gettextCheck.seconds, 3)) msgfmt_ratio=\(fixed(gettextCheck.seconds / msgfmtRun.seconds, 2))"
    )
  }
}

/// Removes from a native locale file the plural branches Android and gettext cannot hold:
/// exact ones (`=0`) and categories whole numbers never select in its language.
struct HoldablePlurals {
  let kept: Set<String>
  /// Where `other` holds only fractions (Polish, Russian), gettext's last form stands for
  /// it: this category's text replaces the `other` text.
  let otherFrom: String?

  init(locale: LocaleID) throws {
    let rules = try PluralRules(locale: locale, kind: .cardinal)
    let integers = rules.integerCategories.sorted()
    kept = Set(integers.map(\.rawValue) + ["other"])
    otherFrom = integers.contains(.other) ? nil : integers.last?.rawValue
  }

  /// The file with its messages pruned, and how many branches went.
  func prune(localeFile text: String) throws -> (text: String, dropped: Int) {
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw BenchError("a generated locale file is not a JSON object")
    }
    var dropped = 0
    var result: [String: Any] = [:]
    for (key, value) in object {
      guard !key.hasPrefix("@"), let message = value as? String, let parsed = try? MessagePattern.parse(message) else {
        result[key] = value
        continue
      }
      result[key] = write(parsed, inPlural: false, dropped: &dropped)
    }
    let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .prettyPrinted])
    return (String(decoding: data, as: UTF8.self) + "\n", dropped)
  }

  /// ICU text for `message`, quoted so that ICU reads it back as it is. A plural with text
  /// around it (`{count, plural, …} 7`) takes the text into each branch, as Android's
  /// `<plurals>` and gettext's `msgstr[n]` hold whole sentences.
  private func write(_ message: Message, inPlural: Bool, dropped: inout Int) -> String {
    let plurals = message.nodes.indices.filter { index in
      guard case .argument(let argument) = message.nodes[index], case .plural = argument.kind else { return false }
      return true
    }
    if !inPlural, plurals.count == 1, message.nodes.count > 1, let index = plurals.first,
      case .argument(let argument) = message.nodes[index], case .plural(var plural) = argument.kind
    {
      let before = Array(message.nodes[..<index])
      let after = Array(message.nodes[(index + 1)...])
      for branch in plural.branches.indices {
        plural.branches[branch].message.nodes = before + plural.branches[branch].message.nodes + after
      }
      var whole = argument
      whole.kind = .plural(plural)
      var moved = message
      moved.nodes = [.argument(whole)]
      return write(moved, inPlural: false, dropped: &dropped)
    }
    var text = ""
    for node in message.nodes {
      switch node {
      case .text(let literal, _):
        for character in literal {
          switch character {
          case "'": text += "''"
          case "{": text += "'{'"
          case "}": text += "'}'"
          case "#" where inPlural: text += "'#'"
          default: text.append(character)
          }
        }
      case .number:
        text += "#"
      case .argument(let argument):
        switch argument.kind {
        case .simple:
          text += "{\(argument.name)}"
        case .formatted(let type, let style):
          text += "{\(argument.name), \(type)\(style.map { ", \($0)" } ?? "")}"
        case .plural(let plural), .selectOrdinal(let plural):
          let isPlural = if case .plural = argument.kind { true } else { false }
          var branches: [(name: String, text: String)] = []
          for branch in plural.branches {
            switch branch.selector {
            case .category(let name) where !isPlural || kept.contains(name):
              branches.append((name, write(branch.message, inPlural: true, dropped: &dropped)))
            case .category, .exact:
              dropped += 1
            }
          }
          if isPlural, let otherFrom, let stand = branches.first(where: { $0.name == otherFrom })?.text,
            let other = branches.firstIndex(where: { $0.name == "other" }), branches[other].text != stand
          {
            branches[other].text = stand
            dropped += 1
          }
          let written = branches.map { "\($0.name) {\($0.text)}" }
          let offset = plural.offset == 0 ? "" : "offset:\(Int(plural.offset)) "
          text +=
            "{\(argument.name), \(isPlural ? "plural" : "selectordinal"), \(offset)\(written.joined(separator: " "))}"
        case .select(let branches):
          let written = branches.map { "\($0.keyword) {\(write($0.message, inPlural: false, dropped: &dropped))}" }
          text += "{\(argument.name), select, \(written.joined(separator: " "))}"
        case .choice:
          text += "{\(argument.name)}"
        }
      }
    }
    return text
  }
}
