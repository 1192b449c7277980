import CatalogLint

/// `sheet-l10n rules`: every rule with its id, severity, explanation, fix and an example.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "List every rule with its id, severity, explanation, fix and an example"
  static let options = OptionSpec(flags: ["help"])
  static let help = """
    USAGE: sheet-l10n rules

    Lists every rule: its id, default severity, name, explanation, how to fix a finding,
    and an example catalog that triggers it (↓ marks where).
    `sheet-l10n explain RULE-ID` shows one rule with all its examples.
    """

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    var output = ""
    for description in RuleRegistry.descriptions {
      output += "\(description.id) (\(description.severity.rawValue)): \(description.name)\n"
      output += "    \(description.explanation)\n"
      if !description.hint.isEmpty { output += "    Fix: \(description.hint)\n" }
      if let example = description.triggeringExamples.first {
        output += "    Example:\n" + ExampleText.render(example, indent: "      ")
      }
      output += "\n"
    }
    output += "\(RuleRegistry.all.count) rules\n"
    Output.standard(output)
    return .clean
  }
}

/// Example catalogs as text: each file's name and contents, continuation lines indented.
enum ExampleText {
  static func render(_ example: RuleExample, indent: String) -> String {
    var output = ""
    for name in example.files.keys.sorted() {
      let text = (example.files[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: "\n" + indent + String(repeating: " ", count: name.count + 2))
      output += "\(indent)\(name): \(text)\n"
    }
    return output
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
      throw UsageError(
        description: RuleIDSuggestions.unknownRuleMessage(id, among: RuleRegistry.ids) + "; see sheet-l10n rules")
    }
    let description = rule.description
    var output = "\(description.id): \(description.name)\n"
    output += "Default severity: \(description.severity.rawValue)\n\n\(description.explanation)\n"
    if !description.hint.isEmpty { output += "\nFix: \(description.hint)\n" }
    func show(_ title: String, _ examples: [RuleExample]) {
      guard !examples.isEmpty else { return }
      output += "\n\(title):\n"
      for example in examples {
        output += ExampleText.render(example, indent: "  ") + "\n"
      }
    }
    show("Triggers (↓ marks each finding)", description.triggeringExamples)
    show("Does not trigger", description.nonTriggeringExamples)
    Output.standard(output)
    return .clean
  }
}
