import Foundation
import ICU
import LocaleCatalog

/// Runs Mozilla's compare-locales on a generated catalog written as `.properties` files (its
/// own key-value format; its gettext reader does not finish on files of this size): each
/// locale's messages, as they are, against the source locale's as reference, laid out as a
/// project's `l10n.toml` names them.
enum CompareLocales {
  static func run(_ executable: String, on generated: CatalogGenerator.Result) throws -> ChildRun {
    let files = FileManager.default
    let root = files.currentDirectoryPath + "/Benchmarks/generated/compare-locales"
    try? files.removeItem(atPath: root)
    let catalog = try CatalogLoader().load(directory: generated.catalogDirectory)
    var tags: [String] = []
    for file in catalog.files {
      let folder = file.locale == catalog.sourceLocale ? "\(root)/reference" : "\(root)/l10n/\(file.locale.tag)"
      if file.locale != catalog.sourceLocale { tags.append(file.locale.tag) }
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var text = ""
      for entry in file.entries { text += "\(entry.key) = \(escaped(entry.text))\n" }
      try text.write(toFile: folder + "/messages.properties", atomically: false, encoding: .utf8)
    }
    let toml = """
      basepath = "."
      locales = [\(tags.map { "\"\($0)\"" }.joined(separator: ", "))]

      [env]
          l = "{l10n_base}/{locale}/"

      [[paths]]
          reference = "reference/messages.properties"
          l10n = "{l}messages.properties"

      """
    try toml.write(toFile: "\(root)/l10n.toml", atomically: false, encoding: .utf8)
    let run = try ChildProcess.run([
      Command(
        executable: executable, arguments: ["--return-zero", "-qqqq", "\(root)/l10n.toml", "\(root)/l10n"] + tags)
    ])
    guard run.succeeded else { throw BenchError("compare-locales failed on \(root)") }
    return run
  }

  /// A `.properties` value: backslashes, line breaks and leading spaces escaped.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case " " where result.isEmpty: result += "\\ "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
