import Foundation
import PackagePlugin

/// Builds the package's lexicons into the target that uses the plugin as Swift source, so
/// that the library and the executable carry them wherever they are copied.
///
/// The target's `Lexicons` folder is a link to `Locales/lexicons`: its JSON files are files of
/// the target, so SwiftPM notices a file added, edited or removed, and the next build embeds
/// every file of the folder, with no list to keep.
@main
struct EmbedLexicons: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let lexicons = module.sourceFiles.filter { $0.url.pathExtension == "json" }.map(\.url)
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let script = context.package.directoryURL.appending(path: "Plugins").appending(path: "EmbedLexicons")
      .appending(path: "embed-lexicons.sh")
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledLexiconFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(lexicons.count) lexicons",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [script.path(percentEncoded: false), output.path(percentEncoded: false)]
          + lexicons.map { $0.path(percentEncoded: false) },
        inputFiles: [script] + lexicons,
        outputFiles: [output])
    ]
  }
}
