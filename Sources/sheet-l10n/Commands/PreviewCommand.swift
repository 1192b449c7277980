import ActionSheetCore
import ICU
import LocaleCatalog
import LocalizedSheets

/// `sheet-l10n preview SHEET-ID --locale TAG`: a sheet of `sheets.json` built by the
/// library and drawn as the core presents it.
enum PreviewCommand: Command {
  static let name = "preview"
  static let summary = "Draw a localized sheet in the terminal, as the core presents it"
  static let options = OptionSpec(
    valued: ["locale", "form-factor", "arg", "catalog", "policy"], flags: ["no-color", "help"])
  static let help = """
    USAGE: sheet-l10n preview SHEET-ID --locale TAG [options]

    Builds the sheet SHEET-ID of the catalog's sheets.json for TAG with the library app code
    uses (ICU formatting, fallback, verb policy, button order, direction) and draws it.
    Right-to-left sheets are reordered for display.

    OPTIONS:
      --locale TAG                 The locale to build for (required); the pseudo-locales
                                   en-XA and ar-XB are made from the source on the fly.
      --form-factor compact|regular  Presentation (default: compact).
      --arg NAME=VALUE             A message argument (repeatable); numbers are numbers.
      --catalog DIR                The catalog directory (default: Locales).
      --policy use-source|strict   What to do with a destructive label that fails the
                                   verb check (default: use-source).
      --no-color                   Never colour the output.
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let sheetID = arguments.positionals.first else {
      throw UsageError(description: "preview takes one sheet id, such as delete-photos")
    }
    guard let tag = arguments.value("locale") else { throw UsageError(description: "preview needs --locale TAG") }
    let locale: LocaleID
    do { locale = try LocaleID(tag) } catch { throw UsageError(description: error.description) }
    let formFactor: FormFactor
    switch arguments.value("form-factor") ?? "compact" {
    case "compact": formFactor = .compact
    case "regular": formFactor = .regular
    case let other: throw UsageError(description: "unknown form factor “\(other)”; use compact or regular")
    }
    let policy: DestructiveLabelPolicy
    switch arguments.value("policy") ?? "use-source" {
    case "use-source": policy = .useSource
    case "strict": policy = .strict
    case let other: throw UsageError(description: "unknown policy “\(other)”; use use-source or strict")
    }
    var values: [String: MessageValue] = [:]
    for argument in arguments.values("arg") {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw UsageError(description: "--arg takes NAME=VALUE, got “\(argument)”")
      }
      let name = String(argument[..<equals])
      let value = String(argument[argument.index(after: equals)...])
      if let integer = Int64(value) {
        values[name] = .integer(integer)
      } else if let number = Double(value) {
        values[name] = .double(number)
      } else {
        values[name] = .string(value)
      }
    }
    let catalog: LocalizedCatalog
    do {
      var loaded = try CatalogLoader().load(directory: arguments.value("catalog") ?? "Locales")
      if let pseudo = PseudoLocale(tag: tag) { loaded = loaded.addingPseudoLocales([pseudo]) }
      catalog = LocalizedCatalog(catalog: loaded)
    } catch {
      Output.error("sheet-l10n: \(error.description)\n")
      return .failure
    }
    do {
      let template = try SheetTemplate<String>(sheet: sheetID, in: catalog.catalog) { $0 }
      var notes: [String] = []
      let mode: LocalizationMode =
        policy == .strict ? .strict : .lenient { event in notes.append("note: " + Self.describe(event)) }
      let sheet = try catalog.sheet(template, locale: locale, arguments: values, mode: mode)
      let colored = !arguments.flags.contains("no-color") && Output.wantsColor
      Output.standard(TerminalPreview(colored: colored).render(sheet, formFactor: formFactor))
      for note in notes { Output.standard(note + "\n") }
      return .clean
    } catch {
      Output.error("sheet-l10n: \(error.description)\n")
      return .findings
    }
  }

  /// A lenient build's decision, as a note under the preview.
  static func describe(_ event: SheetBuildEvent) -> String {
    switch event {
    case .fellBack(let key, let requested, let used):
      return "“\(key)” is not in \(requested); shown from \(used)"
    case .usedSourceLabel(let key, let locale, let verdict):
      return "the destructive label “\(key)” is \(verdict) in \(locale); the source label is shown"
    case .missingLocale(let requested, let used):
      return "the catalog has no \(requested); the sheet is shown in \(used)"
    case .unusableText(let key, let locale):
      return "“\(key)” in \(locale) is not an ICU message and is passed over"
    case .unreadableFile(let path, let reason):
      return "\(path) was left out: \(reason)"
    }
  }
}
