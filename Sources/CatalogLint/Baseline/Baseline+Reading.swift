import LocaleCatalog

extension Baseline {
  /// Reads the baseline file at `path`.
  /// - Throws: ``SettingsFileError`` with the line and column of the first problem.
  public static func load(path: String) throws(SettingsFileError) -> Baseline {
    try Baseline(document: try SettingsDocument.read(path, kind: "baseline"))
  }

  /// Parses baseline text as if read from `path`.
  /// - Throws: ``SettingsFileError`` with the line and column of the first problem.
  public init(parsing bytes: [UInt8], path: String) throws(SettingsFileError) {
    try self.init(document: try SettingsDocument.parse(bytes, path: path))
  }

  private init(document: SettingsDocument) throws(SettingsFileError) {
    var version: Int?
    var entries: [Entry] = []
    let members = try document.members(of: document.root, named: "a baseline")
    for member in members {
      try document.requireKnownKey(member, allowed: ["version", "findings"], in: "a baseline")
      if member.key == "version" {
        guard case .number(let number) = member.value.value, number == Double(Baseline.formatVersion) else {
          throw document.error(
            at: member.value.offset,
            "this tool reads baseline version \(Baseline.formatVersion); record the baseline again with --write-baseline"
          )
        }
        version = Baseline.formatVersion
      } else {
        for element in try document.elements(of: member.value, named: "“findings”") {
          entries.append(try Baseline.entry(element, in: document))
        }
      }
    }
    guard version != nil else {
      throw document.error(at: document.root.offset, "a baseline needs “version”: \(Baseline.formatVersion)")
    }
    self.init(entries: entries)
  }

  private static func entry(_ node: JSONNode, in document: SettingsDocument) throws(SettingsFileError) -> Entry {
    let name = "a baseline finding"
    var fields: [String: JSONMember] = [:]
    for member in try document.members(of: node, named: name) {
      try document.requireKnownKey(
        member, allowed: ["ruleId", "file", "key", "message", "fingerprint", "count"], in: name)
      fields[member.key] = member
    }
    func required(_ key: String) throws(SettingsFileError) -> String {
      guard let member = fields[key] else {
        throw document.error(at: node.offset, "\(name) needs “\(key)”")
      }
      return try document.string(member.value, named: "“\(key)”")
    }
    let ruleID = try required("ruleId")
    let file = try required("file")
    let fingerprint = try required("fingerprint")
    guard fingerprint.count == 16, fingerprint.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
      throw document.error(
        at: fields["fingerprint"]?.value.offset ?? node.offset,
        "“fingerprint” must be 16 lowercase hexadecimal digits, as --write-baseline writes it")
    }
    var key: String?
    if let member = fields["key"], member.value.value != .null {
      key = try document.string(member.value, named: "“key”")
    }
    let message = try fields["message"].map { (member) throws(SettingsFileError) in
      try document.string(member.value, named: "“message”")
    }
    var count = 1
    if let member = fields["count"] {
      guard case .number(let number) = member.value.value, number >= 1, number == number.rounded(), number < 1e9
      else {
        throw document.error(at: member.value.offset, "“count” must be a whole number of at least 1")
      }
      count = Int(number)
    }
    return Entry(
      ruleID: ruleID, file: file, key: key, message: message ?? "", fingerprint: FindingFingerprint(value: fingerprint),
      count: count)
  }
}
