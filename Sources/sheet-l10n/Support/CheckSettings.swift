import CatalogLint
import Foundation
import ICU
import LocaleCatalog

/// The options `check` and `validate` share, turned into library values.
struct CheckSettings {
  let reporter: any Reporter
  let configuration: LintConfiguration
  let sourceLocale: LocaleID
  let strict: Bool
  let workingDirectory: String
  /// Lexicons for catalogs without a `lexicons/` directory of their own (`--lexicons`), over
  /// the bundled ones.
  let lexicons: String?
  /// The rules whose findings are reported (`--rule`, repeatable); nil for every rule.
  let onlyRules: Set<String>?
  /// The least severity reported (`--severity`); nil for every finding.
  let leastSeverity: Diagnostic.Severity?

  /// Help lines for the shared options.
  static func optionHelp(defaultFormat: String) -> String {
    var text = "  --format FORMAT      Output format (default: \(defaultFormat)):\n"
    for reporter in ReporterRegistry.all {
      text += "                         " + reporter.identifier.padding(toLength: 10, withPad: " ", startingAt: 0)
      text += reporter.summary + "\n"
    }
    text += """
        --config FILE        A JSON configuration: disabled rules, severities, per-locale
                             settings, source locale (see docs/configuration.md).
        --source-locale TAG  The locale whose file is the reference (default: the
                             configuration's sourceLocale, else en).
        --lexicons DIR       Lexicons for catalogs that have no lexicons/ of their own:
                             they add languages to the built-in lexicons and replace
                             them for the languages they have.
        --rule ID            Report only this rule's findings (repeatable); the exit status
                             follows what is reported.
        --severity LEVEL     Report only findings of this severity or worse: error, warning
                             or note.
        --verbose            Show every finding on its own: no entry for the same finding in
                             many locales, no one-line summary of a mostly untranslated locale.
        --strict             Fail on warnings too.
        --no-color           Never colour the output.
        --help               Show this help.
      """
    return text
  }

  init(_ arguments: ParsedArguments, defaultFormat: String) throws(UsageError) {
    let format = arguments.value("format") ?? defaultFormat
    let colored = !arguments.flags.contains("no-color") && Output.wantsColor
    let options = ReporterOptions(colored: colored, verbose: arguments.flags.contains("verbose"))
    guard let reporter = ReporterRegistry.reporter(for: format, options: options) else {
      throw UsageError(
        description: "unknown format “\(format)”; use \(ReporterRegistry.identifiers.joined(separator: ", "))")
    }
    self.reporter = reporter
    var configuration = LintConfiguration()
    if let path = arguments.value("config") {
      do {
        configuration = try LintConfiguration.load(path: path)
      } catch {
        throw UsageError(description: error.description, isLocated: true)
      }
    }
    self.configuration = configuration
    if let tag = arguments.value("source-locale") {
      do { sourceLocale = try LocaleID(tag) } catch { throw UsageError(description: error.description) }
    } else {
      sourceLocale = configuration.sourceLocale ?? CatalogLoader.defaultSourceLocale
    }
    strict = arguments.flags.contains("strict")
    if let directory = arguments.value("lexicons") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError(description: "\(directory): --lexicons needs a directory of <language>.json lexicons")
      }
      lexicons = directory
    } else {
      lexicons = nil
    }
    workingDirectory = FileManager.default.currentDirectoryPath
    let ruleIDs = arguments.values("rule")
    for id in ruleIDs where RuleRegistry.rule(withID: id) == nil {
      throw UsageError(description: "--rule: " + RuleIDSuggestions.unknownRuleMessage(id, among: RuleRegistry.ids))
    }
    onlyRules = ruleIDs.isEmpty ? nil : Set(ruleIDs)
    if let level = arguments.value("severity") {
      guard let severity = Diagnostic.Severity(rawValue: level) else {
        throw UsageError(description: "--severity \(level): use error, warning or note")
      }
      leastSeverity = severity
    } else {
      leastSeverity = nil
    }
  }

  /// The findings `--rule` and `--severity` let through.
  func selected(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard onlyRules != nil || leastSeverity != nil else { return diagnostics }
    return diagnostics.filter { diagnostic in
      (onlyRules?.contains(diagnostic.ruleID) ?? true) && diagnostic.severity >= (leastSeverity ?? .note)
    }
  }

  /// The findings of `catalog` (or of its `locales` only), with the configuration applied.
  func lint(_ catalog: Catalog, locales: Set<LocaleID>? = nil) -> [Diagnostic] {
    run(catalog, locales: locales).diagnostics
  }

  /// The check of `catalog` (or of its `locales` only), its deferred files read one at a
  /// time, with the configuration applied to the findings.
  func run(_ catalog: Catalog, locales: Set<LocaleID>? = nil) -> LintResult {
    var catalog = catalog
    if catalog.lexiconDirectory == nil { catalog.lexiconDirectory = lexicons }
    catalog.usesBundledLexicons = configuration.bundledLexicons
    var result = Linter(rules: configuration.rules()).run(catalog, locales: locales)
    result.diagnostics = selected(configuration.apply(to: result.diagnostics))
    return result
  }

  /// 1 when a finding fails the check (an error, or a warning with --strict), else 0.
  func exitStatus(for diagnostics: [Diagnostic]) -> ExitStatus {
    let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    return failing ? .findings : .clean
  }
}
