import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n convert INPUT --to FORMAT --output PATH`: one catalog from one format into
/// another, for handing files to translators and taking them back.
enum ConvertCommand: Command {
  static let name = "convert"
  static let summary =
    "Convert a catalog between native JSON, String Catalogs, XLIFF, Android resources and gettext, without loss"
  static let options = OptionSpec(
    valued: ["to", "output", "locale", "source-locale", "roles"], flags: ["force", "no-color", "help"])
  static let help = """
    USAGE: sheet-l10n convert INPUT --to native|xcstrings|xliff|android|po --output PATH [options]

    Reads INPUT (anything `check` reads: a native catalog folder, a .xcstrings, a folder of
    .lproj folders, .xliff files, an .xcloc, an Android res/ folder or .po files) and writes
    it in another format:

      native     PATH is a folder of <tag>.json locale files
      xcstrings  PATH is a String Catalog file (Localizable.xcstrings)
      xliff      PATH is a folder with one <tag>.xliff per target locale (XLIFF 1.2, ICU
                 messages as they are), for translation tools
      android    PATH is a res/ folder: values/strings.xml for the source locale and
                 values-<qualifier>/strings.xml for each other one (values-pt-rBR,
                 values-b+sr+Latn); arguments as Java format specifiers (%1$s, %d)
      po         PATH is a folder with messages.pot (the source texts) and one
                 <language>.po per translated locale (pt_BR.po), Plural-Forms from CLDR;
                 keys that are not their source text are each entry's msgctxt

    The output is read back before anything is written; if it would say anything
    differently from the input (a plural a String Catalog cannot hold, a select in Android,
    a lost name or state), each problem is reported where it is in the input and nothing
    is written.

    OPTIONS:
      --to FORMAT          native, xcstrings, xliff, android or po (also: gettext).
      --output PATH        Where to write (see above).
      --locale TAG         For xliff: also write a file for a locale with no translation yet
                           (repeatable).
      --source-locale TAG  The reference locale (default: en).
      --roles FILE         Roles of labels in catalogs without role metadata (see check).
      --force              Replace files that already exist at PATH.
      --no-color           Never colour the output.
      --help               Show this help.

    EXIT STATUS:
      0  converted and written
      1  the conversion would lose something; nothing was written
      2  bad arguments, an unreadable input, or files in the way
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
      throw UsageError(description: "convert takes one INPUT catalog; see sheet-l10n convert --help")
    }
    let target: CatalogFormat
    switch arguments.value("to") {
    case "native"?: target = .native
    case "xcstrings"?: target = .stringCatalog
    case "xliff"?: target = .xliff
    case "android"?: target = .androidResources
    case "po"?, "gettext"?: target = .gettext
    case let other?:
      throw UsageError(
        description: "unknown format “\(other)” for --to; use native, xcstrings, xliff, android or po")
    case nil: throw UsageError(description: "convert needs --to native, xcstrings, xliff, android or po")
    }
    guard let output = arguments.value("output") else {
      throw UsageError(description: "convert needs --output PATH")
    }
    if target == .stringCatalog, !output.hasSuffix(".xcstrings") {
      throw UsageError(
        description: "--output for xcstrings names the String Catalog file, such as Localizable.xcstrings")
    }
    var sourceLocale = CatalogLoader.defaultSourceLocale
    if let tag = arguments.value("source-locale") {
      do { sourceLocale = try LocaleID(tag) } catch { throw UsageError(description: error.description) }
    }
    var extraLocales: [LocaleID] = []
    for tag in arguments.values("locale") {
      do { extraLocales.append(try LocaleID(tag)) } catch { throw UsageError(description: error.description) }
    }
    let loader = CatalogLoader(
      sourceLocale: sourceLocale, rolesFile: try CatalogLoading.rolesFile(arguments.value("roles")))
    let catalogs: [Catalog]
    do {
      catalogs = try loader.loadCatalogs(at: input)
    } catch {
      Output.error("sheet-l10n: \(error.description)\n")
      return .failure
    }
    try CatalogPresence.require(catalogs, at: input, sourceLocale: sourceLocale)
    guard catalogs.count == 1, let catalog = catalogs.first else {
      let names = catalogs.compactMap { $0.source.map { PathNames.name(of: $0.path) } }
      throw UsageError(
        description:
          "\(input) holds \(catalogs.count) catalogs (\(names.joined(separator: ", "))); convert one at a time")
    }
    let fileName = output.split(separator: "/").last.map(String.init) ?? output
    let converted = CatalogConverter(target: target, extraLocales: extraLocales).convert(catalog, fileName: fileName)
    guard converted.problems.isEmpty else {
      let colored = !arguments.flags.contains("no-color") && Output.wantsColor
      let input = ReportInput(diagnostics: converted.problems, catalogs: [catalog])
      var report = TextReporter(colored: colored).report(input)
      let summary = TextReporter.summary(input) + "\n"
      if report.hasSuffix(summary) { report.removeLast(summary.count) }
      let count = converted.problems.count
      Output.standard(report + "nothing written: \(count) problem\(count == 1 ? "" : "s")\n")
      return .findings
    }
    let directory = target == .stringCatalog ? PathNames.directory(of: output) : output
    let paths = converted.files.keys.sorted().map { target == .stringCatalog ? output : directory + "/" + $0 }
    let inputs = Set(catalog.sources.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
    for path in paths where inputs.contains(URL(fileURLWithPath: path).standardizedFileURL.path) {
      throw UsageError(description: "\(path) is a file of the input catalog; write the conversion somewhere else")
    }
    let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
    if !existing.isEmpty, !arguments.flags.contains("force") {
      throw UsageError(description: "\(existing.joined(separator: ", ")) already exists; add --force to replace")
    }
    do {
      // Android's values-…/ folders as well as the output folder itself.
      for folder in Set(paths.map(PathNames.directory(of:))) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
    } catch {
      Output.error("sheet-l10n: cannot write \(output): \(error.localizedDescription)\n")
      return .failure
    }
    // Every file whole and all of them or none: a failure or a kill part way never leaves a
    // truncated file, nor an error some files new and some old.
    let files = converted.files.keys.sorted().map { name in
      (path: target == .stringCatalog ? output : directory + "/" + name, bytes: converted.files[name] ?? [])
    }
    do {
      try SafeWrite.write(files)
    } catch {
      Output.error("sheet-l10n: cannot write \(output): \(error.description)\n")
      return .failure
    }
    let keys = catalog.source?.entries.count ?? 0
    let written = target == .stringCatalog ? output : "\(paths.count) file\(paths.count == 1 ? "" : "s") to \(output)"
    Output.standard("Wrote \(written) (\(keys) keys, \(catalog.files.count) locales)\n")
    return .clean
  }
}

/// The parts of a path, for messages and output locations.
enum PathNames {
  static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
