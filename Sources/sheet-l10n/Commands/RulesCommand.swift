import CatalogLint

/// `sheet-l10n rules`: every rule with its id, severity and explanation.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "List every rule with its id, default severity and explanation"
  static let options = OptionSpec(flags: ["help"])
  static let help = """
    USAGE: sheet-l10n rules

    Lists every rule: its id, default severity, name and explanation.
    `sheet-l10n explain RULE-ID` shows one rule with its examples.
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    var output = ""
    for rule in RuleRegistry.all {
      let description = rule.description
      output += "\(description.id) (\(description.severity.rawValue)): \(description.name)\n"
      output += "    \(description.explanation)\n\n"
    }
    output += "\(RuleRegistry.all.count) rules\n"
    Output.standard(output)
    return .clean
  }
}

/// `sheet-l10n explain RULE-ID`: one rule, with examples that trigger it and that do not.
enum ExplainCommand: Command {
  static let name = "explain"
  static let summary = "Explain one rule, with examples"
  static let options = OptionSpec(flags: ["help"])
  static let help = """
    USAGE: sheet-l10n explain RULE-ID

    Shows the rule's explanation, default severity, and example catalogs that trigger it
    (↓ marks where) and that do not.
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
      throw UsageError(description: "explain takes one rule id; see sheet-l10n rules")
    }
    guard let rule = RuleRegistry.rule(withID: id) else {
      throw UsageError(description: "no rule “\(id)”; see sheet-l10n rules")
    }
    let description = rule.description
    var output = "\(description.id): \(description.name)\n"
    output += "Default severity: \(description.severity.rawValue)\n\n\(description.explanation)\n"
    func show(_ title: String, _ examples: [RuleExample]) {
      guard !examples.isEmpty else { return }
      output += "\n\(title):\n"
      for example in examples {
        for name in example.files.keys.sorted() {
          output += "  \(name): \(example.files[name] ?? "")\n"
        }
        output += "\n"
      }
    }
    show("Triggers (↓ marks each finding)", description.triggeringExamples)
    show("Does not trigger", description.nonTriggeringExamples)
    Output.standard(output)
    return .clean
  }
}
