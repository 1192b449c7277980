import ICU

/// Reads one `.stringsdict` file (an XML property list of plural rules) into the entries of
/// its locale.
///
/// Each key's dictionary has `NSStringLocalizedFormatKey` (a format such as `%#@photos@`)
/// and one dictionary per variable, with `NSStringFormatSpecTypeKey` =
/// `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (`d`, `lld`, …) and the strings of
/// its plural categories. `NSStringDeviceSpecificRuleType` dictionaries are device
/// variations. Variables become substitutions of the format (see ``PrintfConversion``).
struct StringsDictReader {
  /// What was read.
  struct Result {
    var source: SourceFile
    var entries: [CatalogEntry] = []
    var diagnostics: [Diagnostic] = []
    var argumentNames: [String: [Int: String]] = [:]
    var isUsable = true
  }

  /// Reads `bytes` of the file at `path` for `locale`.
  /// - Parameters:
  ///   - companion: Whether the file is the companion of the locale's `.strings` file.
  static func read(
    path: String, bytes: [UInt8], locale: LocaleID, companion: Bool, names: [String: [Int: String]]
  ) -> Result {
    let decoded: [UInt8]
    do {
      decoded = try TextEncoding.utf8Bytes(of: bytes).bytes
    } catch {
      var result = Result(source: SourceFile(path: path, bytes: bytes), isUsable: false)
      result.diagnostics.append(
        Diagnostic.unreadable(error.reason, path: path, locale: locale.tag))
      return result
    }
    let source = SourceFile(path: path, bytes: decoded)
    var result = Result(source: source)
    func fail(_ reason: String, at offset: Int) -> Result {
      var failed = result
      failed.isUsable = false
      failed.diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: "catalog.invalid-file", message: reason, path: path,
          position: source.position(ofByte: offset), locale: locale.tag))
      return failed
    }
    let root: PropertyListValue
    do {
      let document = try XMLReader.parse(decoded)
      if let problem = XMLWellFormedness.firstProblem(in: decoded) {
        result.isUsable = false
        result.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: "catalog.invalid-file", message: problem.reason, path: path,
            position: SourcePosition(line: problem.line, column: problem.column), locale: locale.tag))
        return result
      }
      root = try PropertyList.root(of: document)
    } catch {
      return fail("invalid XML property list: \(error.reason)", at: error.offset)
    }
    guard case .dictionary(let keys, _) = root else {
      return fail(
        "a .stringsdict holds a <dict> of key → rule dictionary, found \(root.kindDescription)", at: root.element.offset
      )
    }
    let builder = AppleEntryBuilder(source: source, locale: locale, companion: companion ? source : nil)
    var firstOffset: [String: Int] = [:]
    for member in keys {
      let key = member.key
      let keyOffset = member.keyElement.contentOffset
      func report(_ reason: String, at offset: Int, rule: String = "catalog.invalid-file") {
        result.diagnostics.append(
          Diagnostic(
            severity: .error, ruleID: rule, message: reason, path: path, position: source.position(ofByte: offset),
            locale: locale.tag, key: key))
      }
      if let first = firstOffset[key] {
        report(
          "“\(key)” is defined twice (first on line \(source.position(ofByte: first).line)); the later value wins",
          at: keyOffset, rule: "catalog.duplicate-key")
        continue
      }
      firstOffset[key] = keyOffset
      let value: AppleValue
      var substitutions: [AppleSubstitution] = []
      switch member.value {
      case .string(let text, let element):
        value = .text(AppleText(text: text, syntax: .xmlText, valueOffset: element.contentOffset))
      case .other(let element):
        report("the value of “\(key)” must be a <dict> of plural rules, found <\(element.name)>", at: element.offset)
        continue
      case .dictionary(let fields, let element):
        if let device = fields.first(where: { $0.key == "NSStringDeviceSpecificRuleType" }) {
          guard case .dictionary(let cases, _) = device.value, !cases.isEmpty else {
            report(
              "NSStringDeviceSpecificRuleType of “\(key)” must be a <dict> of device → string",
              at: device.keyElement.offset)
            continue
          }
          var variants: [AppleVariant] = []
          for item in cases {
            guard case .string(let text, let valueElement) = item.value else {
              report("the device “\(item.key)” of “\(key)” must have a <string>", at: item.keyElement.offset)
              continue
            }
            variants.append(
              AppleVariant(
                selector: item.key, offset: item.keyElement.contentOffset,
                value: .text(AppleText(text: text, syntax: .xmlText, valueOffset: valueElement.contentOffset))))
          }
          value = .device(variants, offset: device.keyElement.contentOffset)
          break
        }
        guard let format = fields.first(where: { $0.key == "NSStringLocalizedFormatKey" }),
          case .string(let formatText, let formatElement) = format.value
        else {
          report("“\(key)” needs an NSStringLocalizedFormatKey string (such as %#@photos@)", at: element.offset)
          continue
        }
        value = .text(AppleText(text: formatText, syntax: .xmlText, valueOffset: formatElement.contentOffset))
        var broken = false
        for variable in fields where variable.key != "NSStringLocalizedFormatKey" {
          guard case .dictionary(let rule, _) = variable.value else {
            report(
              "the variable “\(variable.key)” of “\(key)” must be a <dict> of plural rules",
              at: variable.keyElement.offset)
            broken = true
            break
          }
          var specType: String?
          var valueType: String?
          var variants: [AppleVariant] = []
          for item in rule {
            guard case .string(let text, let valueElement) = item.value else {
              report("“\(item.key)” of the variable “\(variable.key)” must be a <string>", at: item.keyElement.offset)
              broken = true
              continue
            }
            switch item.key {
            case "NSStringFormatSpecTypeKey": specType = text
            case "NSStringFormatValueTypeKey": valueType = text
            default:
              variants.append(
                AppleVariant(
                  selector: item.key, offset: item.keyElement.contentOffset,
                  value: .text(AppleText(text: text, syntax: .xmlText, valueOffset: valueElement.contentOffset))))
            }
          }
          guard specType == "NSStringPluralRuleType" else {
            report(
              "the variable “\(variable.key)” of “\(key)” has NSStringFormatSpecTypeKey “\(specType ?? "")”; sheet-l10n checks NSStringPluralRuleType",
              at: variable.keyElement.offset)
            broken = true
            continue
          }
          substitutions.append(
            AppleSubstitution(
              name: variable.key, argumentNumber: nil, formatSpecifier: valueType, variants: variants,
              offset: variable.keyElement.contentOffset))
        }
        if broken { continue }
      }
      let made = builder.entry(
        key: key, keyOffset: keyOffset, value: value, substitutions: substitutions, names: names[key] ?? [:])
      if let diagnostic = made.diagnostic { result.diagnostics.append(diagnostic) }
      result.entries.append(made.entry)
      result.argumentNames[key] = made.names
    }
    return result
  }
}
