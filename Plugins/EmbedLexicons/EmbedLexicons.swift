import Foundation
import PackagePlugin

/// Builds the package's lexicons (`Locales/lexicons/*.json`) into the target that uses the
/// plugin as Swift source, so that the library and the executable carry them wherever they
/// are copied. Every JSON file of the folder is taken at each build: a new lexicon needs no
/// list to be kept.
@main
struct EmbedLexicons: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Locales").appending(path: "lexicons")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    let inputs = names.map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledLexiconFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.count) lexicons",
        executable: try context.tool(named: "lexicon-embedder").url,
        arguments: [output.path(percentEncoded: false)] + inputs.map { $0.path(percentEncoded: false) },
        inputFiles: inputs + [folder],
        outputFiles: [output])
    ]
  }
}
