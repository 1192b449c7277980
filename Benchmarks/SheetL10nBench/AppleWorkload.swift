import Foundation
import ICU
import LocaleCatalog

/// The Apple-format workload: one generated catalog of texts, arguments and plurals (what
/// every Apple format can hold), written natively, as `.lproj` folders (`.strings` and
/// `.stringsdict`), as one String Catalog and as XLIFF files, each folder with the same
/// `sheets.json` and lexicons.
struct AppleWorkload {
  /// One format's folder.
  struct Format {
    /// `native`, `lproj`, `xcstrings` or `xliff`.
    let name: String
    /// The folder to check.
    let directory: String
    /// Bytes of everything under it.
    let bytes: Int
  }

  /// The native catalog first, then the three Apple formats.
  let formats: [Format]
  /// Messages across all locales.
  let messageCount: Int

  /// Writes the workload under `directory`.
  static func write(
    generator: CatalogGenerator, localeCount: Int, messagesPerLocale: Int, into directory: String
  ) throws -> AppleWorkload {
    let files = FileManager.default
    try? files.removeItem(atPath: directory)
    let generated = try generator.generate(
      localeCount: localeCount, messagesPerLocale: messagesPerLocale, into: directory + "/native",
      appleCompatible: true)
    let native = generated.catalogDirectory
    let catalog = try CatalogLoader().load(directory: native)
    var formats = [Format(name: "native", directory: native, bytes: generated.catalogBytes)]

    func companions(into folder: String) throws {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try files.copyItem(atPath: native + "/sheets.json", toPath: folder + "/sheets.json")
      try files.copyItem(atPath: native + "/lexicons", toPath: folder + "/lexicons")
    }
    func converted(to target: CatalogFormat) throws -> [String: [UInt8]] {
      let output = CatalogConverter(target: target).convert(catalog)
      if let problem = output.problems.first {
        throw BenchError(
          "the workload cannot be written as \(target.displayName): \(problem.message) (\(problem.key ?? "-"))")
      }
      return output.files
    }

    let stringCatalog = try converted(to: .stringCatalog)
    let xcstrings = directory + "/xcstrings"
    try companions(into: xcstrings)
    for (name, bytes) in stringCatalog { try Data(bytes).write(to: URL(fileURLWithPath: xcstrings + "/" + name)) }

    let lproj = directory + "/lproj"
    try companions(into: lproj)
    guard let bytes = stringCatalog.values.first else { throw BenchError("the String Catalog is empty") }
    try LprojWriter.write(stringCatalog: bytes, into: lproj)

    let xliff = directory + "/xliff"
    try companions(into: xliff)
    for (name, bytes) in try converted(to: .xliff) {
      try Data(bytes).write(to: URL(fileURLWithPath: xliff + "/" + name))
    }

    for (name, folder) in [("lproj", lproj), ("xcstrings", xcstrings), ("xliff", xliff)] {
      formats.append(Format(name: name, directory: folder, bytes: try CatalogGenerator.bytes(under: folder)))
    }
    return AppleWorkload(formats: formats, messageCount: generated.messageCount)
  }

  /// Seconds to read every file under `directory` once (the reading part of a format's floor).
  static func readSeconds(under directory: String) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let name = enumerator?.nextObject() as? String {
      _ = FileManager.default.contents(atPath: directory + "/" + name)
    }
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

/// Writes `.lproj` folders from a String Catalog, as Xcode builds them: each locale's plain
/// values in `Localizable.strings` (the source's comments above its entries), its plural
/// variations and substitutions in `Localizable.stringsdict`.
enum LprojWriter {
  static func write(stringCatalog bytes: [UInt8], into directory: String) throws {
    guard let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let sourceLanguage = root["sourceLanguage"] as? String, let strings = root["strings"] as? [String: Any]
    else { throw BenchError("the String Catalog has no strings") }
    var stringsFiles: [String: String] = [:]
    var dictFiles: [String: String] = [:]
    for key in strings.keys.sorted() {
      guard let unit = strings[key] as? [String: Any], let localizations = unit["localizations"] as? [String: Any]
      else { continue }
      let comment = unit["comment"] as? String
      for (tag, value) in localizations {
        guard let localization = value as? [String: Any] else { continue }
        let text = Self.value(of: localization)
        if let substitutions = localization["substitutions"] as? [String: Any], let text {
          var entry = "  <key>\(xml(key))</key>\n  <dict>\n"
          entry += "    <key>NSStringLocalizedFormatKey</key>\n    <string>\(xml(text))</string>\n"
          for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] as? [String: Any],
              let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any]
            else { continue }
            let specifier = substitution["formatSpecifier"] as? String ?? "lld"
            entry += variable(name, specifier: specifier, plural: plural)
          }
          dictFiles[tag, default: ""] += entry + "  </dict>\n"
        } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
          var entry = "  <key>\(xml(key))</key>\n  <dict>\n"
          entry += "    <key>NSStringLocalizedFormatKey</key>\n    <string>%#@value@</string>\n"
          let other = (plural["other"] as? [String: Any]).flatMap { Self.value(of: $0) } ?? ""
          entry += variable("value", specifier: specifier(in: other) ?? "lld", plural: plural)
          dictFiles[tag, default: ""] += entry + "  </dict>\n"
        } else if let text {
          var entry = ""
          if tag == sourceLanguage, let comment {
            entry += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
          }
          entry += "\(quoted(key)) = \(quoted(text));\n\n"
          stringsFiles[tag, default: ""] += entry
        }
      }
    }
    let header = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for tag in Set(stringsFiles.keys).union(dictFiles.keys) {
      let folder = "\(directory)/\(tag).lproj"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      if let text = stringsFiles[tag] {
        try text.write(toFile: folder + "/Localizable.strings", atomically: false, encoding: .utf8)
      }
      if let text = dictFiles[tag] {
        try (header + text + "</dict>\n</plist>\n").write(
          toFile: folder + "/Localizable.stringsdict", atomically: false, encoding: .utf8)
      }
    }
  }

  /// The `stringUnit` value of a localization or variation.
  private static func value(of localization: [String: Any]) -> String? {
    (localization["stringUnit"] as? [String: Any])?["value"] as? String
  }

  /// One plural variable of a `.stringsdict` entry; `%arg` becomes the variable's specifier.
  private static func variable(_ name: String, specifier: String, plural: [String: Any]) -> String {
    var text = "    <key>\(xml(name))</key>\n    <dict>\n"
    text += "      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
    text += "      <key>NSStringFormatValueTypeKey</key>\n      <string>\(xml(specifier))</string>\n"
    for category in plural.keys.sorted() {
      guard let variation = plural[category] as? [String: Any], let value = value(of: variation) else { continue }
      let form = value.replacingOccurrences(of: "%arg", with: "%" + specifier)
      text += "      <key>\(xml(category))</key>\n      <string>\(xml(form))</string>\n"
    }
    return text + "    </dict>\n"
  }

  /// The conversion of the first printf specifier in `text` (`lld` of `%lld`).
  private static func specifier(in text: String) -> String? {
    guard let percent = text.firstRange(of: /%(\d+\$)?([hlqLzjt]*[@dDiuUxXoOfeEgGcCsSpaA])/) else { return nil }
    var found = String(text[percent]).dropFirst()
    if let dollar = found.firstIndex(of: "$") { found = found[found.index(after: dollar)...] }
    return String(found)
  }

  private static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}
