import CatalogLint
import Foundation
import ICU

/// The `sheet-l10n` entry point: picks the subcommand and turns its result into an exit status.
@main
enum SheetL10n {
  static let version = ToolInfo.sheetL10n.version

  static let commands: [any Command.Type] = [
    CheckCommand.self, ValidateCommand.self, ConvertCommand.self, RulesCommand.self, ExplainCommand.self,
    PluralsCommand.self, PreviewCommand.self, PseudoCommand.self, ReportCommand.self,
  ]

  static var usage: String {
    var text = """
      sheet-l10n \(version): checks that action-sheet labels read right in every locale.

      USAGE: sheet-l10n <command> [arguments]

      COMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += """

      Run `sheet-l10n <command> --help` for a command's options.
      `sheet-l10n` with no command runs `check Locales`.

      """
    return text
  }

  static func main() {
    var arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
      Output.standard(usage)
      exit(ExitStatus.clean.rawValue)
    }
    if arguments.first == "--version" {
      Output.standard("sheet-l10n \(version) (ICU \(icuVersion))\n")
      exit(ExitStatus.clean.rawValue)
    }
    var command: any Command.Type = CheckCommand.self
    if let first = arguments.first, !first.hasPrefix("-") {
      guard let match = commands.first(where: { $0.name == first }) else {
        Output.error("sheet-l10n: unknown command “\(first)”\n\n\(usage)")
        exit(ExitStatus.failure.rawValue)
      }
      command = match
      arguments = arguments.dropFirst()
    }
    do {
      let parsed = try command.options.parse(arguments, command: command.name)
      if parsed.flags.contains("help") {
        Output.standard(command.help + "\n")
        exit(ExitStatus.clean.rawValue)
      }
      exit(try command.run(parsed).rawValue)
    } catch {
      Output.error((error.isLocated ? "" : "sheet-l10n: ") + error.description + "\n")
      exit(ExitStatus.failure.rawValue)
    }
  }
}
