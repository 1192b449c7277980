import CatalogLint
import Foundation
import ICU
import LocaleCatalog
import LocalizedSheets

/// `sheet-l10n report PATH --html DIR`: one static page with every sheet in every locale, as
/// the core presents it, and the findings of `check` beside the labels they concern.
enum ReportCommand: Command {
  static let name = "report"
  static let summary = "Write a review page of every sheet in every locale (HTML)"
  static let options = OptionSpec(valued: ["html", "locale", "config", "source-locale"], flags: ["help"])
  static let help = """
    USAGE: sheet-l10n report [PATH] --html DIR [options]

    Writes DIR/index.html: every sheet of PATH's sheets.json (for a catalog without one,
    every destructive label with its Cancel) in every locale, compact and regular, built
    by the library app code uses. Right-to-left locales are laid out by the browser. Each
    plural label is shown for a sample number of every plural category of the locale.
    The findings of `check` sit beside the labels they concern, each linked to its file
    and line. The page is self-contained: no network, readable without JavaScript.

    OPTIONS:
      --html DIR           Where to write index.html (required).
      --locale TAG         Only these locales, in this order (repeatable); the
                           pseudo-locales en-XA and ar-XB are made from the source.
      --config FILE        The check's configuration (see docs/configuration.md).
      --source-locale TAG  The reference locale (default: the configuration's, else en).

    EXIT STATUS:
      0  the page was written (findings are shown, not failed on: use check for that)
      2  the page could not be made: bad arguments, an unreadable catalog, an unwritable DIR
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count <= 1 else {
      throw UsageError(description: "report takes one catalog directory, such as Locales")
    }
    guard let output = arguments.value("html") else { throw UsageError(description: "report needs --html DIR") }
    let settings = try CheckSettings(arguments, defaultFormat: "text")
    var locales: [LocaleID] = []
    var pseudo: [PseudoLocale] = []
    for tag in arguments.values("locale") {
      do { locales.append(try LocaleID(tag)) } catch { throw UsageError(description: error.description) }
      if let locale = PseudoLocale(tag: tag) { pseudo.append(locale) }
    }
    let path = arguments.positionals.first ?? "Locales"
    var catalog: Catalog
    do {
      catalog = try CatalogLoader(sourceLocale: settings.sourceLocale).load(directory: path)
    } catch {
      throw UsageError(description: error.description)
    }
    catalog = catalog.addingPseudoLocales(pseudo)
    let present = Set(catalog.files.map(\.locale))
    for locale in locales where !present.contains(locale) {
      throw UsageError(description: "--locale \(locale.tag): the catalog has no file for \(locale.tag)")
    }
    let diagnostics = settings.lint(catalog).sorted()
    let review = LocalizedCatalog(catalog: catalog).review(
      diagnostics: diagnostics, locales: locales.isEmpty ? nil : locales)
    var fixes: [String: String] = [:]
    for description in RuleRegistry.descriptions { fixes[description.id] = description.hint }
    let page = ReviewPage(workingDirectory: settings.workingDirectory, fixes: fixes).render(review)
    let target = (output as NSString).appendingPathComponent("index.html")
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      try Data(page.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
    } catch {
      throw UsageError(description: "\(target): cannot write the page (\(error.localizedDescription))")
    }
    Output.error(
      "sheet-l10n: wrote \(target): \(review.locales.count) locales × \(review.sheets.count) sheets, "
        + "\(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s")\n")
    return .clean
  }
}
