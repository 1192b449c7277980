import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// `sheet-l10n validate FILE`: translator mode. Checks one locale file against the source
/// beside it and explains every finding.
enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "Check one locale file against its source and explain each finding"
  static let options = OptionSpec(
    valued: ["format", "source-locale", "config", "lexicons", "rule", "severity"],
    flags: ["strict", "no-color", "verbose", "help"])
  static let help = """
    USAGE: sheet-l10n validate FILE [options]

    For translators: checks one locale file (such as Locales/ar.json) with every rule,
    comparing it with the source locale's file in the same directory, and explains each
    finding with why it matters and how to fix it. Plural findings list every plural
    category of the locale with numbers that select it.

    OPTIONS:

    """ + CheckSettings.optionHelp(defaultFormat: "explained") + """


      EXIT STATUS:
        0  no errors (and no warnings with --strict)
        1  errors found (or warnings with --strict)
        2  the file could not be checked: it does not exist, or no source file is beside it
      """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(description: "validate takes one locale file, such as Locales/ar.json")
    }
    let settings = try CheckSettings(arguments, defaultFormat: "explained")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError(description: "\(path): no such file")
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard !isDirectory.boolValue, name.hasSuffix(".json") else {
      throw UsageError(
        description: "\(path): validate takes one locale file such as ar.json; use check for a directory")
    }
    let loader = CatalogLoader(sourceLocale: settings.sourceLocale)
    guard let locale = try? LocaleID(String(name.dropLast(".json".count))) else {
      // The file name is not a locale: report that, located, like any other finding.
      let catalog = loader.load(files: [path])
      return report(settings.lint(catalog), catalog: catalog, settings: settings, messageCount: 0)
    }
    let directory = CatalogLoading.directory(of: path)
    let catalog: Catalog
    do {
      catalog = try loader.load(directory: directory, only: [locale])
    } catch {
      throw UsageError(description: error.description)
    }
    guard catalog.source != nil else {
      let sourceName = "\(settings.sourceLocale.tag).json"
      let problems = catalog.loadDiagnostics.filter { $0.locale == settings.sourceLocale.tag }
      if let problem = problems.first {
        throw UsageError(
          description:
            "\(problem.path):\(problem.position.line):\(problem.position.column): error: the source file cannot be read, so \(name) cannot be compared with it: \(problem.message)",
          isLocated: true)
      }
      throw UsageError(
        description:
          "no source file \(sourceName) beside \(name) in \(directory); validate compares a translation with its source (give --source-locale TAG if the source is another locale)"
      )
    }
    let result = settings.run(catalog, locales: [locale])
    let messageCount = catalog.file(for: locale)?.entries.count ?? 0
    return report(
      result.diagnostics, catalog: catalog, settings: settings, messageCount: messageCount,
      completions: result.completions)
  }

  private static func report(
    _ diagnostics: [Diagnostic], catalog: Catalog, settings: CheckSettings, messageCount: Int,
    completions: [LocaleCompletion] = []
  ) -> ExitStatus {
    var sources: [String: SourceFile] = [:]
    for file in catalog.files { sources[file.path] = file.source }
    for source in catalog.rejectedSources { sources[source.path] = source }
    let input = ReportInput(
      diagnostics: diagnostics, sources: sources, fileCount: 1, messageCount: messageCount,
      workingDirectory: settings.workingDirectory, completions: completions)
    Output.standard(settings.reporter.report(input))
    return settings.exitStatus(for: diagnostics)
  }
}
