import LocaleCatalog

extension SheetDeclaration {
  /// Every key the sheet refers to: title, message, then buttons.
  var references: [KeyReference] {
    [title] + (message.map { [$0] } ?? []) + buttons
  }
}

extension Rule {
  /// A diagnostic about `sheets.json`, with this rule's default severity.
  func diagnostic(
    _ message: String, inSheets source: SourceFile, atByte offset: Int, key: String? = nil, notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(
      severity: Self.description.severity, ruleID: Self.description.id, message: message, path: source.path,
      position: source.position(ofByte: offset), key: key, notes: notes)
  }
}
