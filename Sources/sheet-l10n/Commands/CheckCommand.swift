import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n check [PATH ...]`: every rule over whole catalogs, for CI.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Check catalogs (default: Locales) and fail on errors"
  static let options = OptionSpec(
    valued: ["format", "locale", "source-locale"], flags: ["strict", "no-color", "help"])
  static let help = """
    USAGE: sheet-l10n check [PATH ...] [options]

    Checks every locale file of each catalog directory with every rule and prints the
    findings. PATH is a catalog directory (default: Locales) or one locale file of a catalog
    (its source locale file is read from beside it).

    OPTIONS:
      --format text        Output format (text).
      --locale TAG         Check only this locale (repeatable); the source is always read.
      --source-locale TAG  The locale whose file is the reference (default: en).
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
    let loader = CatalogLoader(sourceLocale: sourceLocale)
    var catalogs: [Catalog] = []
    for path in paths {
      do {
        catalogs.append(try CatalogLoading.load(path, with: loader, only: only))
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
    KeptUntilExit.keep(catalogs)
    let strict = arguments.flags.contains("strict")
    let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    return failing ? .findings : .clean
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
    let directory = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    guard let locale = try? LocaleID(String(name.dropLast(5))) else {
      // Not a locale tag: load it alone so the file-name problem is reported where it is.
      return loader.load(files: [path])
    }
    return try loader.load(directory: directory, only: (only ?? []).union([locale]))
  }
}
