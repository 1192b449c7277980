import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n check [PATH ...]`: every rule over whole catalogs, for CI.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Check catalogs (default: Locales) and fail on errors"
  static let options = OptionSpec(
    valued: ["format", "locale", "source-locale", "roles"], flags: ["strict", "no-color", "help"])
  static let help = """
    USAGE: sheet-l10n check [PATH ...] [options]

    Checks every locale file of each catalog directory with every rule and prints the
    findings. PATH is a catalog directory (default: Locales) or one locale file of a catalog
    (its source locale file is read from beside it), a String Catalog (.xcstrings), a folder
    of .lproj folders (or one .strings/.stringsdict in one), an .xliff file or .xcloc bundle,
    or a folder holding any of these.

    OPTIONS:
      --format text        Output format (text).
      --locale TAG         Check only this locale (repeatable); the source is always read.
      --source-locale TAG  The locale whose file is the reference (default: en; String
                           Catalogs and XLIFF files name their own).
      --roles FILE         Roles of labels in catalogs without role metadata (Apple formats):
                           {"patterns": [{"key": "delete.*", "role": "destructive", "verb": "delete"}]}
      --strict             Fail on warnings too.
      --no-color           Never colour the output.
      --help               Show this help.

    EXIT STATUS:
      0  no errors (and no warnings with --strict)
      1  errors found (or warnings with --strict)
      2  the check could not run: bad arguments, a path that does not exist
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let format = arguments.value("format") ?? "text"
    guard format == "text" else {
      throw UsageError(description: "unknown format “\(format)”; use text")
    }
    var sourceLocale = CatalogLoader.defaultSourceLocale
    if let tag = arguments.value("source-locale") {
      do { sourceLocale = try LocaleID(tag) } catch { throw UsageError(description: error.description) }
    }
    var only: Set<LocaleID>?
    for tag in arguments.values("locale") {
      do { only = (only ?? []).union([try LocaleID(tag)]) } catch { throw UsageError(description: error.description) }
    }
    let paths = arguments.positionals.isEmpty ? ["Locales"] : arguments.positionals
    let loader = CatalogLoader(
      sourceLocale: sourceLocale, rolesFile: try CatalogLoading.rolesFile(arguments.value("roles")))
    var catalogs: [Catalog] = []
    for path in paths {
      do {
        catalogs.append(contentsOf: try CatalogLoading.load(path, with: loader, only: only))
      } catch {
        Output.error("sheet-l10n: \(error.description)\n")
        return .failure
      }
    }
    let linter = Linter()
    let diagnostics = catalogs.flatMap { linter.lint($0) }.sorted()
    let input = ReportInput(diagnostics: diagnostics, catalogs: catalogs)
    let colored = !arguments.flags.contains("no-color") && Output.wantsColor
    Output.standard(TextReporter(colored: colored).report(input))
    let strict = arguments.flags.contains("strict")
    let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    return failing ? .findings : .clean
  }
}

/// Turns command-line paths into catalogs: a directory, one locale file of one, or an Apple
/// catalog (String Catalog, `.lproj` folders, XLIFF).
enum CatalogLoading {
  static func load(_ path: String, with loader: CatalogLoader, only: Set<LocaleID>?) throws(CatalogLoadError)
    -> [Catalog]
  {
    try loader.loadCatalogs(at: path, only: only)
  }

  /// Reads the `--roles` file, if one was given.
  static func rolesFile(_ path: String?) throws(UsageError) -> RolesFile? {
    guard let path else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError(description: "\(path): cannot read the roles file")
    }
    do {
      return try RolesFile(path: path, bytes: [UInt8](data))
    } catch {
      throw UsageError(description: error.description)
    }
  }
}
