import ICU
import LocaleCatalog

extension LintConfiguration {
  /// The fields of a configuration file.
  static let fields = ["sourceLocale", "disabled", "severity", "locales", "bundledLexicons"]
  /// The fields of a locale's settings.
  static let localeFields = ["disabled", "severity"]

  /// Reads the configuration file at `path`.
  /// - Parameters:
  ///   - path: The configuration file.
  ///   - knownRuleIDs: The rule ids a configuration may name.
  /// - Throws: ``SettingsFileError`` with the line and column of the first problem: bad
  ///   JSON, an unknown field, a rule id no rule has, a severity or locale tag that is not one.
  public static func load(path: String, knownRuleIDs: [String] = RuleRegistry.ids) throws(SettingsFileError)
    -> LintConfiguration
  {
    try LintConfiguration(document: try SettingsDocument.read(path, kind: "configuration"), knownRuleIDs: knownRuleIDs)
  }

  /// Parses configuration text as if read from `path`.
  /// - Throws: ``SettingsFileError`` as ``load(path:knownRuleIDs:)`` does.
  public init(parsing bytes: [UInt8], path: String, knownRuleIDs: [String] = RuleRegistry.ids)
    throws(SettingsFileError)
  {
    try self.init(document: try SettingsDocument.parse(bytes, path: path), knownRuleIDs: knownRuleIDs)
  }

  private init(document: SettingsDocument, knownRuleIDs: [String]) throws(SettingsFileError) {
    self.init()
    let reader = ScopeReader(document: document, knownRuleIDs: knownRuleIDs)
    for member in try document.members(of: document.root, named: "the configuration") {
      try document.requireKnownKey(member, allowed: LintConfiguration.fields, in: "the configuration")
      switch member.key {
      case "sourceLocale":
        let tag = try document.string(member.value, named: "“sourceLocale”")
        do {
          sourceLocale = try LocaleID(tag)
        } catch {
          throw document.error(at: member.value.offset, error.description)
        }
      case "disabled":
        global.disabled = try reader.disabled(member.value, in: "“disabled”")
      case "severity":
        global.severity = try reader.severities(member.value, in: "“severity”")
      case "bundledLexicons":
        guard case .bool(let value) = member.value.value else {
          throw document.error(
            at: member.value.offset,
            "“bundledLexicons” must be true or false, found \(member.value.value.kindDescription)")
        }
        bundledLexicons = value
      default:
        locales = try reader.locales(member.value)
      }
    }
  }
}

/// Reads the parts of a configuration that name rules, checking every id.
private struct ScopeReader {
  let document: SettingsDocument
  let knownRuleIDs: [String]

  func ruleID(_ id: String, at offset: Int) throws(SettingsFileError) -> String {
    guard knownRuleIDs.contains(id) else {
      throw document.error(at: offset, RuleIDSuggestions.unknownRuleMessage(id, among: knownRuleIDs))
    }
    return id
  }

  func disabled(_ node: JSONNode, in name: String) throws(SettingsFileError) -> Set<String> {
    var ids: Set<String> = []
    for element in try document.elements(of: node, named: name) {
      let id = try document.string(element, named: "a rule id in \(name)")
      ids.insert(try ruleID(id, at: element.offset))
    }
    return ids
  }

  func severities(_ node: JSONNode, in name: String) throws(SettingsFileError) -> [String: Diagnostic.Severity] {
    var result: [String: Diagnostic.Severity] = [:]
    for member in try document.members(of: node, named: name) {
      let id = try ruleID(member.key, at: member.keyOffset)
      let text = try document.string(member.value, named: "the severity of “\(id)”")
      guard let severity = Diagnostic.Severity(rawValue: text) else {
        throw document.error(
          at: member.value.offset,
          "“\(text)” is not a severity; use error, warning or note (or list the rule in “disabled”)")
      }
      result[id] = severity
    }
    return result
  }

  func locales(_ node: JSONNode) throws(SettingsFileError) -> [LocaleID: LintConfiguration.Scope] {
    var result: [LocaleID: LintConfiguration.Scope] = [:]
    for member in try document.members(of: node, named: "“locales”") {
      let locale: LocaleID
      do {
        locale = try LocaleID(member.key)
      } catch {
        throw document.error(at: member.keyOffset, error.description)
      }
      guard result[locale] == nil else {
        throw document.error(at: member.keyOffset, "“\(member.key)” is given twice in “locales” (as \(locale.tag))")
      }
      let name = "the settings of “\(member.key)”"
      var scope = LintConfiguration.Scope()
      for field in try document.members(of: member.value, named: name) {
        try document.requireKnownKey(field, allowed: LintConfiguration.localeFields, in: name)
        if field.key == "disabled" {
          scope.disabled = try disabled(field.value, in: "“disabled” of “\(member.key)”")
        } else {
          scope.severity = try severities(field.value, in: "“severity” of “\(member.key)”")
        }
      }
      result[locale] = scope
    }
    return result
  }
}
