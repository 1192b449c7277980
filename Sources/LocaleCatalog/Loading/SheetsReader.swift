/// Reads `sheets.json`: sheet id → `{"title": key, "message": key, "buttons": [key, …]}`.
struct SheetsReader {
  let source: SourceFile
  private(set) var diagnostics: [Diagnostic] = []

  init(source: SourceFile) { self.source = source }

  mutating func read() -> [SheetDeclaration] {
    let root: JSONNode
    do {
      root = try JSONReader.parse(source.bytes)
    } catch {
      report("invalid JSON: \(error.reason)", at: error.offset)
      return []
    }
    guard case .object(let members) = root.value else {
      report("sheets.json must be an object of sheet id → sheet, found \(root.value.kindDescription)", at: root.offset)
      return []
    }
    var seen: Set<String> = []
    var sheets: [SheetDeclaration] = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        report("the sheet “\(member.key)” is declared twice", at: member.keyOffset, rule: "catalog.duplicate-key")
        continue
      }
      guard case .object(let fields) = member.value.value else {
        report("the sheet “\(member.key)” must be an object with “title” and “buttons”", at: member.value.offset)
        continue
      }
      var title: KeyReference?
      var message: KeyReference?
      var buttons: [KeyReference] = []
      var declaresButtons = false
      var valid = true
      for field in fields {
        switch (field.key, field.value.value) {
        case ("title", .string(let key)): title = KeyReference(key: key, offset: field.value.offset)
        case ("message", .string(let key)): message = KeyReference(key: key, offset: field.value.offset)
        case ("buttons", .array(let keys)):
          declaresButtons = true
          for element in keys {
            if case .string(let key) = element.value {
              buttons.append(KeyReference(key: key, offset: element.offset))
            } else {
              report("a button of “\(member.key)” must be a key string", at: element.offset)
              valid = false
            }
          }
        default:
          report(
            "unexpected “\(field.key)” in the sheet “\(member.key)”; a sheet has “title”, “message” and “buttons” (keys as strings)",
            at: field.keyOffset)
          valid = false
        }
      }
      guard let title else {
        report("the sheet “\(member.key)” has no “title” key", at: member.keyOffset)
        continue
      }
      if !declaresButtons || (buttons.isEmpty && valid) {
        report("the sheet “\(member.key)” has no “buttons”", at: member.keyOffset)
        valid = false
      }
      if valid {
        sheets.append(
          SheetDeclaration(id: member.key, offset: member.keyOffset, title: title, message: message, buttons: buttons))
      }
    }
    return sheets
  }

  private mutating func report(_ message: String, at offset: Int, rule: String = "catalog.invalid-file") {
    diagnostics.append(
      Diagnostic(
        severity: .error, ruleID: rule, message: message, path: source.path, position: source.position(ofByte: offset)))
  }
}
