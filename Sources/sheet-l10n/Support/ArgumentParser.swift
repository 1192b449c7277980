/// Command-line arguments split into positionals, options with values, and flags.
struct ParsedArguments {
  var positionals: [String] = []
  var options: [String: [String]] = [:]
  var flags: Set<String> = []

  /// The last value of `--name`, if given.
  func value(_ name: String) -> String? { options[name]?.last }
  /// Every value of a repeatable `--name`.
  func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// A usage mistake: the tool cannot run (exit status 2).
struct UsageError: Error, CustomStringConvertible {
  let description: String
  /// True when `description` starts with its own `path:line:column:`, so it is printed
  /// without the tool's name in front.
  var isLocated = false
}

/// The options a command accepts.
struct OptionSpec {
  /// Options that take a value (`--format json`, `--format=json`).
  var valued: Set<String> = []
  /// Options that are on or off (`--strict`).
  var flags: Set<String> = []

  func parse(_ arguments: ArraySlice<String>, command: String) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var iterator = arguments.makeIterator()
    var onlyPositionals = false
    while let argument = iterator.next() {
      if onlyPositionals || !argument.hasPrefix("--") || argument == "--" {
        if argument == "--" && !onlyPositionals {
          onlyPositionals = true
        } else {
          parsed.positionals.append(argument)
        }
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if flags.contains(name) {
        guard inlineValue == nil else { throw UsageError(description: "--\(name) takes no value") }
        parsed.flags.insert(name)
      } else if valued.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw UsageError(description: "--\(name) needs a value")
        }
        parsed.options[name, default: []].append(value)
      } else {
        throw UsageError(description: "unknown option --\(name) for “\(command)”; see sheet-l10n \(command) --help")
      }
    }
    return parsed
  }
}
