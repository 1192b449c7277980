import Foundation
import LocaleCatalog

/// `sheet-l10n pseudo PATH --locale en-XA|ar-XB --output DIR`: a pseudo-localized catalog.
enum PseudoCommand: Command {
  static let name = "pseudo"
  static let summary = "Write a pseudo-locale catalog (en-XA accented, ar-XB right to left)"
  static let options = OptionSpec(valued: ["locale", "output"], flags: ["help"])
  static let help = """
    USAGE: sheet-l10n pseudo PATH --locale en-XA|ar-XB --output DIR

    Writes to DIR a catalog made of PATH's source locale file, its sheets.json and a
    pseudo-localized file made from the source texts. ICU syntax, arguments, plural
    branches and keys are kept, so the catalog passes `check` apart from layout.length.

      en-XA  accents every letter, pads each text (about 40% for short labels) and
             brackets it: clipped, concatenated or hard-coded texts stand out.
      ar-XB  right to left: each word is isolated, so words run from right to left.

    OPTIONS:
      --locale TAG   en-XA or ar-XB (repeatable; required).
      --output DIR   Where to write the catalog (required).
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(description: "pseudo takes one catalog directory, such as Locales")
    }
    guard let output = arguments.value("output") else { throw UsageError(description: "pseudo needs --output DIR") }
    let tags = arguments.values("locale")
    guard !tags.isEmpty else { throw UsageError(description: "pseudo needs --locale en-XA or --locale ar-XB") }
    var locales: [PseudoLocale] = []
    for tag in tags {
      guard let locale = PseudoLocale(tag: tag) else {
        throw UsageError(description: "--locale \(tag): not a pseudo-locale; use en-XA or ar-XB")
      }
      locales.append(locale)
    }
    let catalog: Catalog
    do { catalog = try CatalogLoader().load(directory: path) } catch {
      throw UsageError(description: error.description)
    }
    try PseudoCatalogs.write(catalog, locales: locales, to: output)
    Output.error("sheet-l10n: wrote \(locales.map(\.rawValue).joined(separator: ", ")) to \(output)\n")
    return .clean
  }
}
