import LocaleCatalog

/// A sheet of `sheets.json` that refers to a key the source locale does not have.
public struct SheetUnknownKeyRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "sheet.unknown-key",
    name: "Sheet refers to an unknown key",
    explanation: """
      Every title, message and button of a sheet in sheets.json must name a key of the source \
      locale’s file. An unknown key (a typo, a renamed string) has no text and no role in any \
      locale, so the sheet cannot be built or checked; it is reported where sheets.json names it.
      """,
    hint: "Correct the key in sheets.json, or add it to the source locale.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"t": "Delete?", "delete": "Delete", "cancel": "Cancel"}"#,
        "sheets.json": #"{"s": {"title": "t", "message": ↓"m", "buttons": [↓"delte", "cancel"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"t": "Delete?", "delete": "Delete", "cancel": "Cancel"}"#,
        "de.json": #"{"t": "Löschen?"}"#,
        "sheets.json": #"{"s": {"title": "t", "buttons": ["delete", "cancel"]}}"#,
      ])
    ]
  )

  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    guard let sheets = context.catalog.sheetsSource, let source = context.source else { return [] }
    var found: [Diagnostic] = []
    for sheet in context.catalog.sheets {
      for reference in sheet.references where source[reference.key] == nil {
        found.append(
          diagnostic(
            "the sheet “\(sheet.id)” uses “\(reference.key)”, which \(source.locale.tag).json does not have; no locale can show it",
            inSheets: sheets, atByte: reference.offset, key: reference.key))
      }
    }
    return found
  }
}
