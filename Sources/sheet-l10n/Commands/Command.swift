/// One subcommand of `sheet-l10n`: it parses its arguments, calls the library and prints.
protocol Command: Sendable {
  /// The name typed after `sheet-l10n`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// The options it accepts.
  static var options: OptionSpec { get }

  /// Runs with parsed arguments and returns the exit status.
  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus
}
