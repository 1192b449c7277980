import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n check [PATH ...]`: every rule over whole catalogs, for CI.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Check catalogs (default: Locales) and fail on errors"
  static let options = OptionSpec(
    valued: [
      "format", "locale", "source-locale", "config", "baseline", "write-baseline", "roles", "lexicons", "rule",
      "severity", "stamp", "changed-since", "min-coverage",
    ],
    flags: ["strict", "no-color", "verbose", "help"])
  static let help = """
    USAGE: sheet-l10n check [PATH ...] [options]

    Checks every locale file of each catalog directory with every rule and prints the
    findings. PATH is a catalog directory (default: Locales) or one locale file of a catalog
    (its source locale file is read from beside it), a String Catalog (.xcstrings), a folder
    of .lproj folders (or one .strings/.stringsdict in one), an .xliff file or .xcloc bundle,
    an Android res/ or composeResources/ folder (values*/strings.xml), a folder of gettext
    .po/.pot files (or <locale>/LC_MESSAGES/ folders), or a folder holding any of these.

    OPTIONS:
      --locale TAG         Check only this locale (repeatable); the source is always read.
      --baseline FILE      Accept the findings recorded in FILE; report and fail only on
                           new ones.
      --changed-since REV  Report and fail only on findings that the catalog did not have
                           at git revision REV (such as origin/main, the base of a pull
                           request): the catalog's files at REV are read with git and
                           checked with the same options, and findings are matched as a
                           baseline matches them. REV's commit must be in the clone
                           (GitHub Actions: fetch-depth: 0); combines with --baseline.
      --min-coverage PERCENT
                           Fail when a locale translates less than PERCENT of the source's
                           keys with text to translate (missing and untranslated keys count
                           against it): one catalog.coverage error per such locale.
      --write-baseline FILE
                           Record every current finding in FILE (replacing it) instead of
                           reporting; exits 0.
      --stamp FILE         Write FILE when the check passes (for build systems, which then
                           skip the check until a catalog changes).
      --roles FILE         Roles of labels in catalogs without role metadata (Apple formats):
                           {"patterns": [{"key": "delete.*", "role": "destructive", "verb": "delete"}]}

    """ + CheckSettings.optionHelp(defaultFormat: "text") + """


      EXIT STATUS:
        0  no errors (and no warnings with --strict)
        1  errors found (or warnings with --strict)
        2  the check could not run: bad arguments, a path that does not exist, an unusable
           configuration or baseline, a --changed-since revision git does not have
      """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let settings = try CheckSettings(arguments, defaultFormat: "text")
    var only: Set<LocaleID>?
    for tag in arguments.values("locale") {
      do { only = (only ?? []).union([try LocaleID(tag)]) } catch { throw UsageError(description: error.description) }
    }
    if arguments.value("write-baseline") != nil, settings.onlyRules != nil || settings.leastSeverity != nil {
      throw UsageError(
        description:
          "--write-baseline cannot be combined with --rule or --severity: the baseline would lose the other findings")
    }
    if arguments.value("write-baseline") != nil, only != nil {
      throw UsageError(
        description:
          "--write-baseline cannot be combined with --locale: the baseline would lose the entries of the other locales"
      )
    }
    let revision = arguments.value("changed-since")
    if let revision, revision.trimmingCharacters(in: .whitespaces).isEmpty {
      throw UsageError(description: "--changed-since needs a git revision, such as origin/main or a commit id")
    }
    if revision != nil, arguments.value("write-baseline") != nil {
      throw UsageError(
        description:
          "--write-baseline cannot be combined with --changed-since: the baseline would lose the findings present at the revision"
      )
    }
    var minimumCoverage: Double?
    if let text = arguments.value("min-coverage") {
      let number = text.hasSuffix("%") ? String(text.dropLast()) : text
      guard let value = Double(number), value >= 0, value <= 100 else {
        throw UsageError(description: "--min-coverage needs a percentage from 0 to 100, such as 80, not “\(text)”")
      }
      minimumCoverage = value
      if settings.onlyRules != nil || settings.leastSeverity != nil {
        throw UsageError(
          description:
            "--min-coverage cannot be combined with --rule or --severity: it counts the missing and untranslated keys those would leave out"
        )
      }
    }
    var baseline: Baseline?
    if let path = arguments.value("baseline") {
      do { baseline = try Baseline.load(path: path) } catch {
        throw UsageError(description: error.description, isLocated: true)
      }
    }
    let paths = arguments.positionals.isEmpty ? ["Locales"] : arguments.positionals
    let loader = CatalogLoader(
      sourceLocale: settings.sourceLocale, rolesFile: try CatalogLoading.rolesFile(arguments.value("roles")))
    var catalogs: [Catalog] = []
    for path in paths {
      let found: [Catalog]
      do {
        found = try CatalogLoading.load(path, with: loader, only: only)
      } catch {
        throw UsageError(description: error.description)
      }
      try CatalogPresence.require(found, at: path, sourceLocale: settings.sourceLocale)
      catalogs.append(contentsOf: found)
    }
    if let only { try requireFiles(for: only, in: catalogs) }
    // The catalogs at the revision are read before the check, so that an unknown revision
    // stops the tool at once.
    let earlier = try revision.map { (revision) throws(UsageError) in
      try findings(of: paths, at: revision, settings: settings, loader: loader, only: only)
    }
    let results = catalogs.map { settings.run($0) }
    let diagnostics = results.flatMap(\.diagnostics).sorted()
    if let path = arguments.value("write-baseline") {
      try write(Baseline(recording: diagnostics, workingDirectory: settings.workingDirectory), to: path, catalogs)
      return .clean
    }
    var reported = diagnostics
    var suppressed = 0
    var comparison: RevisionComparison?
    if let revision, let earlier {
      let changed = ChangedFindings(
        diagnostics, earlier: earlier, baseline: baseline, workingDirectory: settings.workingDirectory)
      reported = changed.remaining
      suppressed = changed.baselineSuppressedCount
      comparison = RevisionComparison(revision: revision, presentCount: changed.presentEarlierCount)
    } else if let baseline {
      let outcome = baseline.filter(diagnostics, workingDirectory: settings.workingDirectory)
      reported = outcome.remaining
      suppressed = outcome.suppressedCount
    }
    if let minimumCoverage {
      reported += CoverageGate.findings(
        completions: results.flatMap(\.completions), diagnostics: diagnostics, minimum: minimumCoverage)
      reported.sort()
    }
    let input = ReportInput(
      diagnostics: reported, catalogs: catalogs, workingDirectory: settings.workingDirectory,
      baselineSuppressedCount: suppressed, comparison: comparison,
      extraSources: SourceLines.files(outside: catalogs, for: reported),
      results: results)
    Output.standard(settings.reporter.report(input))
    KeptUntilExit.keep(catalogs)
    let status = settings.exitStatus(for: reported)
    if status == .clean, let stamp = arguments.value("stamp") { try writeStamp(stamp) }
    return status
  }

  /// Marks a passed check for a build system: the file's modification time is what counts.
  /// Its text is a comment in Swift and in C, so that a build that compiles it (the build
  /// tool plugin's stamp is a source file) gets nothing from it.
  private static func writeStamp(_ path: String) throws(UsageError) {
    do {
      try Data("// checked by sheet-l10n \(SheetL10n.version)\n".utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError(description: "\(path): cannot write the stamp file (\(error.localizedDescription))")
    }
  }

  /// Refuses a `--locale` that no catalog has a file for: a mistyped tag would otherwise
  /// check nothing and pass.
  private static func requireFiles(for locales: Set<LocaleID>, in catalogs: [Catalog]) throws(UsageError) {
    let present = catalogs.flatMap {
      $0.files.map(\.locale) + $0.deferredFiles.map(\.locale) + $0.indexedFiles.map(\.locale)
    }
    for locale in locales.sorted() where !present.contains(locale) {
      throw UsageError(
        description:
          "--locale \(locale.tag): no locale file of the catalog is for \(locale.tag); give the tag of an existing file (de for de.json)"
      )
    }
  }

  private static func write(_ baseline: Baseline, to path: String, _ catalogs: [Catalog]) throws(UsageError) {
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    let catalogFiles = catalogs.flatMap { catalog -> [String] in
      let read: [String] = catalog.files.map(\.path) + catalog.rejectedSources.map(\.path)
      let unread: [String] = catalog.deferredFiles.map(\.path) + catalog.indexedFiles.map(\.path)
      return read + unread + [catalog.sheetsSource?.path].compactMap { $0 }
    }
    if catalogFiles.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) {
      throw UsageError(description: "\(path) is a file of the catalog; write the baseline to a file of its own")
    }
    do {
      try SafeWrite.write(Array(baseline.rendered().utf8), to: path)
    } catch {
      throw UsageError(description: "\(path): cannot write the baseline (\(error.reason))")
    }
    let count = baseline.acceptedCount
    Output.error("sheet-l10n: recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n")
  }
}

/// Turns command-line paths into catalogs: a directory, one locale file of one, or an Apple
/// catalog (String Catalog, `.lproj` folders, XLIFF).
enum CatalogLoading {
  static func load(_ path: String, with loader: CatalogLoader, only: Set<LocaleID>?) throws(CatalogLoadError)
    -> [Catalog]
  {
    // Translations are read one at a time as they are checked, so that a check holds the
    // source and the files being checked rather than every locale at once.
    try loader.loadCatalogs(at: path, only: only, deferringTranslations: true)
  }

  /// Reads the `--roles` file, if one was given.
  static func rolesFile(_ path: String?) throws(UsageError) -> RolesFile? {
    guard let path else { return nil }
    let data: [UInt8]
    switch RegularFile.read(path, maximumSize: 16 << 20) {
    case .success(let bytes): data = bytes
    case .failure(let error): throw UsageError(description: "\(path): cannot read the roles file: \(error.reason)")
    }
    do {
      return try RolesFile(path: path, bytes: data)
    } catch {
      throw UsageError(description: error.description)
    }
  }

  /// The directory part of a path: `.` for a bare file name, `/` for a file at the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
