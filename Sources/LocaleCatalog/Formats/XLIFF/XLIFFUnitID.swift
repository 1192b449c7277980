import Foundation

/// What a `trans-unit` id addresses: a key, or one variant of it, as Xcode writes them.
///
/// - `key`: the whole string.
/// - String Catalogs: `key|==|plural.one`, `key|==|device.iphone`,
///   `key|==|device.mac.plural.other`, `key|==|substitutions.files.plural.few`.
/// - stringsdict: `/key:dict/NSStringLocalizedFormatKey:dict/:string`,
///   `/key:dict/files:dict/one:dict/:string`,
///   `/key:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string`.
struct XLIFFUnitID: Sendable, Hashable {
  /// The catalog key.
  var key: String
  /// The device variant, if any.
  var device: String?
  /// The plural category, if any.
  var category: String?
  /// The substitution (stringsdict variable) the plural belongs to, if any.
  var substitution: String?
  /// True for a stringsdict's `NSStringLocalizedFormatKey` unit.
  var isFormatKey = false

  /// The separator Xcode puts between a String Catalog key and its variant path.
  static let separator = "|==|"

  /// An id that is the key as it is (sheet-l10n's ICU dialect has no variant units).
  init(verbatim id: String) {
    key = id
  }

  /// Reads an id; nil when its variant path has a shape Xcode does not write.
  init?(_ id: String) {
    if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
      let parts = String(id.dropFirst().dropLast(":string".count)).components(separatedBy: ":dict/").filter {
        !$0.isEmpty
      }
      guard let key = parts.first else { return nil }
      self.key = key
      switch parts.count {
      case 2 where parts[1] == "NSStringLocalizedFormatKey":
        isFormatKey = true
      case 3 where parts[1] == "NSStringDeviceSpecificRuleType":
        device = parts[2]
      case 3:
        substitution = parts[1]
        category = parts[2]
      default:
        return nil
      }
      return
    }
    guard let range = id.range(of: XLIFFUnitID.separator) else {
      key = id
      return
    }
    key = String(id[..<range.lowerBound])
    var path = String(id[range.upperBound...])
    if path.hasPrefix("substitutions.") {
      guard let plural = path.range(of: ".plural.", options: .backwards) else { return nil }
      let name = path[path.index(path.startIndex, offsetBy: "substitutions.".count)..<plural.lowerBound]
      guard !name.isEmpty else { return nil }
      substitution = String(name)
      category = String(path[plural.upperBound...])
      return
    }
    if path.hasPrefix("device.") {
      let rest = path.dropFirst("device.".count)
      let parts = rest.split(separator: ".", maxSplits: 1)
      guard let first = parts.first else { return nil }
      device = String(first)
      path = parts.count > 1 ? String(parts[1]) : ""
    }
    if path.isEmpty { return }
    guard path.hasPrefix("plural.") else { return nil }
    category = String(path.dropFirst("plural.".count))
    if category?.isEmpty != false || category?.contains(".") == true { return nil }
  }
}
