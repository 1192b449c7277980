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
    valued: ["format", "source-locale", "config", "lexicons", "rule", "severity", "locale"],
    flags: ["strict", "no-color", "verbose", "help"])
  static let help = """
    USAGE: sheet-l10n validate FILE [options]

    For translators: checks one locale file (such as Locales/ar.json) with every rule,
    comparing it with the source locale's file in the same directory, and explains each
    finding with why it matters and how to fix it. Plural findings list every plural
    category of the locale with numbers that select it.

    FILE may also be what Xcode hands a translator: an .xliff export or an .xcloc bundle
    (they carry the source text, so nothing else is needed), one <locale>.lproj folder
    next to the source's, or a String Catalog (.xcstrings) with --locale TAG. Findings are
    located in that file.

    OPTIONS:
      --locale TAG         With a String Catalog: the locale to validate.

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
    if let kind = AppleInput(name: name, isDirectory: isDirectory.boolValue) {
      return try validateApple(path, kind: kind, arguments: arguments, settings: settings)
    }
    guard !isDirectory.boolValue, name.hasSuffix(".json") else {
      throw UsageError(
        description:
          "\(path): validate takes one locale file: ar.json, de.xliff, a .xcloc bundle, a de.lproj folder, or a .xcstrings with --locale; use check for a whole catalog"
      )
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

  /// The files Xcode gives translators, which carry or sit beside their source.
  enum AppleInput {
    case xliff, localizationCatalog, lproj, stringCatalog

    init?(name: String, isDirectory: Bool) {
      switch (isDirectory, name) {
      case (false, _) where name.hasSuffix(".xliff"): self = .xliff
      case (true, _) where name.hasSuffix(".xcloc"): self = .localizationCatalog
      case (true, _) where name.hasSuffix(".lproj"): self = .lproj
      case (false, _) where name.hasSuffix(".xcstrings"): self = .stringCatalog
      default: return nil
      }
    }
  }

  /// Validates the translations in an XLIFF export, an `.xcloc` bundle, one `.lproj` folder
  /// (against the source's folder beside it) or one locale of a String Catalog.
  private static func validateApple(
    _ path: String, kind: AppleInput, arguments: ParsedArguments, settings: CheckSettings
  ) throws(UsageError) -> ExitStatus {
    var only: Set<LocaleID>?
    for tag in arguments.values("locale") {
      do { only = (only ?? []).union([try LocaleID(tag)]) } catch { throw UsageError(description: error.description) }
    }
    if kind == .stringCatalog, only == nil {
      throw UsageError(
        description: "\(path): a String Catalog holds every locale; say which one to validate with --locale TAG")
    }
    let loader = CatalogLoader(sourceLocale: settings.sourceLocale)
    let catalogs: [Catalog]
    do {
      catalogs = try loader.loadCatalogs(at: path, only: only)
    } catch {
      throw UsageError(description: error.description)
    }
    var diagnostics: [Diagnostic] = []
    var completions: [LocaleCompletion] = []
    var sources: [String: SourceFile] = [:]
    var fileCount = 0
    var messageCount = 0
    for catalog in catalogs {
      for source in catalog.sources { sources[source.path] = source }
      let translations = Set(catalog.files.map(\.locale)).subtracting([catalog.sourceLocale])
      let locales = only.map { translations.intersection($0) } ?? translations
      if catalog.source == nil, !catalog.files.isEmpty {
        throw UsageError(
          description:
            "\(path): no source (\(catalog.sourceLocale.tag)) text to compare with; give --source-locale TAG if the source is another locale"
        )
      }
      let result = settings.run(catalog, locales: locales)
      diagnostics += result.diagnostics
      completions += result.completions
      for locale in locales {
        fileCount += 1
        messageCount += catalog.file(for: locale)?.entries.count ?? 0
      }
    }
    if let only, fileCount == 0 {
      throw UsageError(
        description: "\(path): no translation for \(only.map(\.tag).sorted().joined(separator: ", ")) in it")
    }
    let input = ReportInput(
      diagnostics: diagnostics.sorted(), sources: sources, fileCount: fileCount, messageCount: messageCount,
      workingDirectory: settings.workingDirectory, completions: completions)
    Output.standard(settings.reporter.report(input))
    return settings.exitStatus(for: diagnostics)
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
