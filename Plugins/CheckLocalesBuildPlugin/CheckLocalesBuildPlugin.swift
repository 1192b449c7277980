import Foundation
import PackagePlugin

/// Checks a target's catalogs (String Catalogs, `.strings`, `.stringsdict`, XLIFF) on every
/// build that changes one of them, with `sheet-l10n check`.
///
/// It is a build command, not a prebuild command: its inputs are the catalog files and its
/// output a stamp file written when the check passes, so a build in which no catalog
/// changed runs no check at all. Findings appear in the build log as
/// `path:line:column: severity: message [rule-id]` (inline in Xcode); errors fail the build.
///
/// The stamp is a source file of the target's language holding one comment: SwiftPM copies
/// every other kind of file a build command writes into the target's resource bundle
/// (swiftlang/swift-package-manager#7116), where a stamp has no business.
@main
struct CheckLocalesBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let directory = CatalogDiscovery.directory(of: target) else { return [] }
    let catalogs = CatalogDiscovery.catalogPaths(in: directory)
    guard !catalogs.isEmpty else { return [] }
    let inputs = catalogs.flatMap { CatalogDiscovery.files(under: URL(fileURLWithPath: $0)) }
    let language = target is ClangSourceModuleTarget ? "c" : "swift"
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+SheetL10nCheck.\(language)")
    var arguments = ["check"] + catalogs + ["--no-color", "--stamp", stamp.path]
    let configuration = context.package.directoryURL.appendingPathComponent(".sheet-l10n.json")
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
    }
    return [
      .buildCommand(
        displayName: "Checking the catalogs of \(target.name) with sheet-l10n",
        executable: try context.tool(named: "sheet-l10n").url,
        arguments: arguments,
        inputFiles: inputs + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []),
        outputFiles: [stamp])
    ]
  }
}
