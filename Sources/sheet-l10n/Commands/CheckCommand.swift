import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n check [PATH ...]`: every rule over whole catalogs, for CI.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Check catalogs (default: Locales) and fail on errors"
  static let options = OptionSpec(
    valued: ["format", "locale", "source-locale", "config", "baseline", "write-baseline"],
    flags: ["strict", "no-color", "help"])
  static let help = """
    USAGE: sheet-l10n check [PATH ...] [options]

    Checks every locale file of each catalog directory with every rule and prints the
    findings. PATH is a catalog directory (default: Locales) or one locale file of a catalog
    (its source locale file is read from beside it).

    OPTIONS:
      --locale TAG         Check only this locale (repeatable); the source is always read.
      --baseline FILE      Accept the findings recorded in FILE; report and fail only on
                           new ones.
      --write-baseline FILE
                           Record every current finding in FILE (replacing it) instead of
                           reporting; exits 0.

    """ + CheckSettings.optionHelp(defaultFormat: "text") + """


      EXIT STATUS:
        0  no errors (and no warnings with --strict)
        1  errors found (or warnings with --strict)
        2  the check could not run: bad arguments, a path that does not exist, an unusable
           configuration or baseline
      """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let settings = try CheckSettings(arguments, defaultFormat: "text")
    var only: Set<LocaleID>?
    for tag in arguments.values("locale") {
      do { only = (only ?? []).union([try LocaleID(tag)]) } catch { throw UsageError(description: error.description) }
    }
    if arguments.value("write-baseline") != nil, only != nil {
      throw UsageError(
        description:
          "--write-baseline cannot be combined with --locale: the baseline would lose the entries of the other locales"
      )
    }
    var baseline: Baseline?
    if let path = arguments.value("baseline") {
      do { baseline = try Baseline.load(path: path) } catch {
        throw UsageError(description: error.description, isLocated: true)
      }
    }
    let paths = arguments.positionals.isEmpty ? ["Locales"] : arguments.positionals
    let loader = CatalogLoader(sourceLocale: settings.sourceLocale)
    var catalogs: [Catalog] = []
    for path in paths {
      do {
        catalogs.append(try CatalogLoading.load(path, with: loader, only: only))
      } catch {
        throw UsageError(description: error.description)
      }
    }
    let diagnostics = catalogs.flatMap { settings.lint($0) }.sorted()
    if let path = arguments.value("write-baseline") {
      try write(Baseline(recording: diagnostics, workingDirectory: settings.workingDirectory), to: path, catalogs)
      return .clean
    }
    var reported = diagnostics
    var suppressed = 0
    if let baseline {
      let outcome = baseline.filter(diagnostics, workingDirectory: settings.workingDirectory)
      reported = outcome.remaining
      suppressed = outcome.suppressedCount
    }
    let input = ReportInput(
      diagnostics: reported, catalogs: catalogs, workingDirectory: settings.workingDirectory,
      baselineSuppressedCount: suppressed)
    Output.standard(settings.reporter.report(input))
    return settings.exitStatus(for: reported)
  }

  private static func write(_ baseline: Baseline, to path: String, _ catalogs: [Catalog]) throws(UsageError) {
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    let catalogFiles = catalogs.flatMap { catalog in
      catalog.files.map(\.path) + catalog.rejectedSources.map(\.path) + [catalog.sheetsSource?.path].compactMap { $0 }
    }
    if catalogFiles.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) {
      throw UsageError(description: "\(path) is a file of the catalog; write the baseline to a file of its own")
    }
    do {
      try Data(baseline.rendered().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError(description: "\(path): cannot write the baseline (\(error.localizedDescription))")
    }
    let count = baseline.acceptedCount
    Output.error("sheet-l10n: recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n")
  }
}

/// Turns a command-line path into a catalog: a directory, or one locale file of one.
enum CatalogLoading {
  static func load(_ path: String, with loader: CatalogLoader, only: Set<LocaleID>?) throws(CatalogLoadError) -> Catalog
  {
    guard FileManager.default.fileExists(atPath: path) else {
      throw CatalogLoadError(path: path, reason: "no such file or directory")
    }
    guard path.hasSuffix(".json") else {
      return try loader.load(directory: path, only: only)
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let directory = directory(of: path)
    guard let locale = try? LocaleID(String(name.dropLast(5))) else {
      // Not a locale tag: load it alone so the file-name problem is reported where it is.
      return loader.load(files: [path])
    }
    return try loader.load(directory: directory, only: (only ?? []).union([locale]))
  }

  /// The directory part of a path: `.` for a bare file name, `/` for a file at the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
