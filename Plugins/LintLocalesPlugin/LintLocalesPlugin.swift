import Foundation
import PackagePlugin

/// `swift package lint-locales [check options]`: checks every catalog of the package (String
/// Catalogs, `.lproj` folders, XLIFF exports, native `Locales/` folders) with `sheet-l10n check`.
///
/// Findings are printed as `path:line:column: severity: message [rule-id]`, which Xcode and
/// editors show inline; the command fails when the check finds errors (or warnings with
/// `--strict`). Arguments go to `check` (`--format sarif`, `--strict`, `--locale de`), except
/// `--target NAME`, which Xcode passes and which limits the check to those targets. A
/// configuration file named `.sheet-l10n.json` at the package root is used unless `--config`
/// is given.
@main
struct LintLocalesPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = Set(extractor.extractOption(named: "target"))
    let checkArguments = extractor.remainingArguments
    let root = context.package.directoryURL
    var paths: [String] = []
    for target in context.package.targets {
      guard targetNames.isEmpty || targetNames.contains(target.name),
        let directory = CatalogDiscovery.directory(of: target)
      else { continue }
      paths += CatalogDiscovery.catalogPaths(in: directory)
    }
    if targetNames.isEmpty {
      // A native catalog folder at the package root, as this package's own `Locales/`.
      for name in ["Locales", "locales", "Localization", "Localizations"] {
        let url = root.appendingPathComponent(name)
        if CatalogDiscovery.isDirectory(url) { paths.append(url.path) }
      }
    }
    paths = Array(Set(paths)).sorted()
    guard !paths.isEmpty else {
      Diagnostics.error(
        "no catalog found: looked for .xcstrings files, .lproj folders, .xliff files and Locales/ in "
          + (targetNames.isEmpty ? "the package" : "the targets \(targetNames.sorted().joined(separator: ", "))"))
      return
    }
    var toolArguments = ["check"] + paths
    let configuration = root.appendingPathComponent(".sheet-l10n.json")
    if !checkArguments.contains("--config"), FileManager.default.fileExists(atPath: configuration.path) {
      toolArguments += ["--config", configuration.path]
    }
    toolArguments += checkArguments
    let tool = try context.tool(named: "sheet-l10n")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: Diagnostics.error("sheet-l10n check found problems in the catalogs (listed above)")
    default: Diagnostics.error("sheet-l10n check could not run (exit status \(process.terminationStatus))")
    }
  }
}
