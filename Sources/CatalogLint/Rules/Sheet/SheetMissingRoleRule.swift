import LocaleCatalog

/// A button of a sheet whose key has no `role` in the source metadata.
public struct SheetMissingRoleRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "sheet.missing-role",
    name: "Sheet button without a role",
    explanation: """
      The role of a sheet’s button (destructive, cancel or default) comes from its key’s \
      "@key" metadata in the source locale. Without one the button is taken as a default \
      action: a Cancel button is not recognised as Cancel and a destructive one is not styled, \
      placed or checked as destructive. Reported where sheets.json names the button.
      """,
    hint: "Add \"role\" (destructive, cancel or default) to the key's \"@key\" metadata in the source locale.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}, "share": "Share", "cancel": "Cancel", "@cancel": {"role": "cancel"}}"#,
        "sheets.json": #"{"s": {"title": "t", "buttons": ["delete", ↓"share", "cancel"]}}"#,
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}, "share": "Share", "@share": {"role": "default"}, "cancel": "Cancel", "@cancel": {"role": "cancel"}}"#,
        "sheets.json": #"{"s": {"title": "t", "buttons": ["delete", "share", "cancel", "unknown"]}}"#,
      ])
    ]
  )

  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    guard let sheets = context.catalog.sheetsSource, let source = context.source else { return [] }
    var found: [Diagnostic] = []
    for sheet in context.catalog.sheets {
      for button in sheet.buttons where source[button.key] != nil && source.metadata[button.key]?.role == nil {
        found.append(
          diagnostic(
            "the button “\(button.key)” of the sheet “\(sheet.id)” has no role in \(source.locale.tag).json, so it is taken as a default action; add \"role\": \"destructive\", \"cancel\" or \"default\" to “@\(button.key)”",
            inSheets: sheets, atByte: button.offset, key: button.key))
      }
    }
    return found
  }
}
