import Foundation

/// Checks a parsed SARIF log against the essentials of the SARIF 2.1.0 schema: required
/// properties, property types, enumerations, no properties the schema does not define
/// (it sets `additionalProperties: false` on these objects), rule references that resolve
/// and URIs that are valid references. Returns every problem found, with its JSON path.
struct SARIFValidator {
  private(set) var problems: [String] = []

  static func validate(_ log: Any) -> [String] {
    var validator = SARIFValidator()
    validator.log(log)
    return validator.problems
  }

  private static let levels: Set<String> = ["none", "note", "warning", "error"]

  private mutating func fail(_ path: String, _ problem: String) { problems.append("\(path): \(problem)") }

  /// The object at `path`, checking that it has only `allowed` and all of `required`.
  private mutating func object(_ value: Any?, _ path: String, allowed: Set<String>, required: Set<String> = [])
    -> [String: Any]?
  {
    guard let object = value as? [String: Any] else {
      fail(path, "must be an object")
      return nil
    }
    for key in object.keys.sorted() where !allowed.contains(key) { fail(path, "unknown property “\(key)”") }
    for key in required.sorted() where object[key] == nil { fail(path, "missing required “\(key)”") }
    return object
  }

  private mutating func string(_ value: Any?, _ path: String, optional: Bool = true) -> String? {
    guard let value else {
      if !optional { fail(path, "missing") }
      return nil
    }
    guard let text = value as? String else {
      fail(path, "must be a string")
      return nil
    }
    return text
  }

  private mutating func integer(_ value: Any?, _ path: String, minimum: Int) -> Int? {
    guard let value else { return nil }
    // JSONSerialization gives booleans as NSNumbers of type "c" (char).
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c", let integer = value as? Int else {
      fail(path, "must be an integer")
      return nil
    }
    if integer < minimum { fail(path, "must be at least \(minimum)") }
    return integer
  }

  private mutating func array(_ value: Any?, _ path: String) -> [Any]? {
    guard let value else { return nil }
    guard let array = value as? [Any] else {
      fail(path, "must be an array")
      return nil
    }
    return array
  }

  private mutating func enumeration(_ value: Any?, _ path: String, _ allowed: Set<String>) {
    guard let text = string(value, path) else { return }
    if !allowed.contains(text) { fail(path, "“\(text)” is not one of \(allowed.sorted())") }
  }

  private mutating func message(_ value: Any?, _ path: String) {
    guard let message = object(value, path, allowed: ["text", "markdown", "id", "arguments", "properties"]) else {
      return
    }
    if message["text"] == nil && message["id"] == nil { fail(path, "needs “text” or “id”") }
    _ = string(message["text"], path + ".text")
  }

  private mutating func multiformat(_ value: Any?, _ path: String) {
    guard value != nil else { return }
    guard let text = object(value, path, allowed: ["text", "markdown", "properties"], required: ["text"]) else {
      return
    }
    _ = string(text["text"], path + ".text")
  }

  /// A URI reference (RFC 3986): no spaces or other characters that must be encoded, and
  /// every `%` followed by two hexadecimal digits.
  private mutating func uriReference(_ value: Any?, _ path: String, absolute: Bool) {
    guard let uri = string(value, path) else { return }
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
    if uri.unicodeScalars.contains(where: { !allowed.contains($0) }) { fail(path, "“\(uri)” is not a valid URI") }
    let bytes = Array(uri.utf8)
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
      let hex = bytes.dropFirst(index + 1).prefix(2)
      if hex.count < 2 || !hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) {
        fail(path, "“\(uri)” has a bad percent escape")
      }
    }
    let hasScheme = uri.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
    if absolute && !hasScheme { fail(path, "“\(uri)” must be an absolute URI") }
  }

  private mutating func log(_ value: Any) {
    guard
      let log = object(
        value, "$", allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        required: ["version", "runs"])
    else { return }
    uriReference(log["$schema"], "$.$schema", absolute: true)
    enumeration(log["version"], "$.version", ["2.1.0"])
    for (index, run) in (array(log["runs"], "$.runs") ?? []).enumerated() {
      self.run(run, "$.runs[\(index)]")
    }
  }

  private static let runProperties: Set<String> = [
    "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
    "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
    "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
    "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
    "specialLocations", "properties",
  ]

  private static let driverProperties: Set<String> = [
    "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName",
    "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
    "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents", "isComprehensive",
    "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent",
    "translationMetadata", "supportedTaxonomies", "properties",
  ]

  private mutating func run(_ value: Any, _ path: String) {
    guard let run = object(value, path, allowed: Self.runProperties, required: ["tool"]) else { return }
    var ruleIDs: [String] = []
    if let tool = object(
      run["tool"], path + ".tool", allowed: ["driver", "extensions", "properties"], required: ["driver"]),
      let driver = object(tool["driver"], path + ".tool.driver", allowed: Self.driverProperties, required: ["name"])
    {
      _ = string(driver["name"], path + ".tool.driver.name")
      _ = string(driver["version"], path + ".tool.driver.version")
      _ = string(driver["semanticVersion"], path + ".tool.driver.semanticVersion")
      if driver["informationUri"] != nil {
        uriReference(driver["informationUri"], path + ".tool.driver.informationUri", absolute: true)
      }
      for (index, rule) in (array(driver["rules"], path + ".tool.driver.rules") ?? []).enumerated() {
        ruleIDs.append(self.rule(rule, path + ".tool.driver.rules[\(index)]") ?? "")
      }
      if Set(ruleIDs).count != ruleIDs.count { fail(path + ".tool.driver.rules", "rule ids must be unique") }
    }
    var baseIDs: Set<String> = []
    if let bases = run["originalUriBaseIds"] {
      if let bases = bases as? [String: Any] {
        for (id, base) in bases {
          baseIDs.insert(id)
          let basePath = path + ".originalUriBaseIds.\(id)"
          if let location = object(base, basePath, allowed: ["uri", "uriBaseId", "index", "description", "properties"])
          {
            uriReference(location["uri"], basePath + ".uri", absolute: true)
            if let uri = location["uri"] as? String, !uri.hasSuffix("/") {
              fail(basePath + ".uri", "must end with “/”")
            }
          }
        }
      } else {
        fail(path + ".originalUriBaseIds", "must be an object")
      }
    }
    if run["columnKind"] != nil {
      enumeration(run["columnKind"], path + ".columnKind", ["utf16CodeUnits", "unicodeCodePoints"])
    }
    for (index, result) in (array(run["results"], path + ".results") ?? []).enumerated() {
      self.result(result, path + ".results[\(index)]", ruleIDs: ruleIDs, baseIDs: baseIDs)
    }
  }

  private mutating func rule(_ value: Any, _ path: String) -> String? {
    guard
      let rule = object(
        value, path,
        allowed: [
          "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
          "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties",
        ], required: ["id"])
    else { return nil }
    _ = string(rule["name"], path + ".name")
    multiformat(rule["shortDescription"], path + ".shortDescription")
    multiformat(rule["fullDescription"], path + ".fullDescription")
    multiformat(rule["help"], path + ".help")
    if rule["defaultConfiguration"] != nil,
      let configuration = object(
        rule["defaultConfiguration"], path + ".defaultConfiguration",
        allowed: ["enabled", "level", "rank", "parameters", "properties"])
    {
      if configuration["level"] != nil {
        enumeration(configuration["level"], path + ".defaultConfiguration.level", Self.levels)
      }
    }
    return string(rule["id"], path + ".id")
  }

  private static let resultProperties: Set<String> = [
    "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
    "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
    "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris",
    "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
  ]

  private mutating func result(_ value: Any, _ path: String, ruleIDs: [String], baseIDs: Set<String>) {
    guard let result = object(value, path, allowed: Self.resultProperties, required: ["message"]) else { return }
    let ruleID = string(result["ruleId"], path + ".ruleId")
    if let index = integer(result["ruleIndex"], path + ".ruleIndex", minimum: -1), index >= 0 {
      if index >= ruleIDs.count {
        fail(path + ".ruleIndex", "\(index) is past the \(ruleIDs.count) rules")
      } else if let ruleID, ruleIDs[index] != ruleID {
        fail(path + ".ruleIndex", "points at “\(ruleIDs[index])”, not “\(ruleID)”")
      }
    }
    if result["level"] != nil { enumeration(result["level"], path + ".level", Self.levels) }
    message(result["message"], path + ".message")
    for (index, location) in (array(result["locations"], path + ".locations") ?? []).enumerated() {
      self.location(location, path + ".locations[\(index)]", baseIDs: baseIDs)
    }
    for key in ["partialFingerprints", "fingerprints"] where result[key] != nil {
      guard let fingerprints = result[key] as? [String: Any] else {
        fail(path + "." + key, "must be an object")
        continue
      }
      for (name, value) in fingerprints where !(value is String) { fail(path + ".\(key).\(name)", "must be a string") }
    }
    if result["properties"] != nil, !(result["properties"] is [String: Any]) {
      fail(path + ".properties", "must be an object")
    }
  }

  private mutating func location(_ value: Any, _ path: String, baseIDs: Set<String>) {
    guard
      let location = object(
        value, path,
        allowed: [
          "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties",
        ])
    else { return }
    guard location["physicalLocation"] != nil,
      let physical = object(
        location["physicalLocation"], path + ".physicalLocation",
        allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"])
    else { return }
    if physical["artifactLocation"] == nil && physical["address"] == nil {
      fail(path + ".physicalLocation", "needs “artifactLocation” or “address”")
    }
    if physical["artifactLocation"] != nil,
      let artifact = object(
        physical["artifactLocation"], path + ".physicalLocation.artifactLocation",
        allowed: ["uri", "uriBaseId", "index", "description", "properties"])
    {
      let base = string(artifact["uriBaseId"], path + ".physicalLocation.artifactLocation.uriBaseId")
      uriReference(artifact["uri"], path + ".physicalLocation.artifactLocation.uri", absolute: false)
      if let base, !baseIDs.contains(base) {
        fail(path + ".physicalLocation.artifactLocation.uriBaseId", "“\(base)” is not in originalUriBaseIds")
      }
    }
    if physical["region"] != nil,
      let region = object(
        physical["region"], path + ".physicalLocation.region",
        allowed: [
          "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
          "snippet", "message", "sourceLanguage", "properties",
        ])
    {
      if region["startLine"] == nil && region["charOffset"] == nil && region["byteOffset"] == nil {
        fail(path + ".physicalLocation.region", "needs “startLine”, “charOffset” or “byteOffset”")
      }
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        _ = integer(region[key], path + ".physicalLocation.region.\(key)", minimum: 1)
      }
    }
  }
}
