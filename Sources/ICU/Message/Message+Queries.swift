extension Message {
  /// Every argument of the message, nested ones included, in source order.
  public var allArguments: [MessageArgument] {
    var result: [MessageArgument] = []
    collectArguments(into: &result)
    return result
  }

  private func collectArguments(into result: inout [MessageArgument]) {
    for node in nodes {
      guard case .argument(let argument) = node else { continue }
      result.append(argument)
      // Branches are walked in place rather than through `subMessages`, which would build an
      // array of messages for every argument.
      switch argument.kind {
      case .simple, .formatted:
        continue
      case .plural(let plural), .selectOrdinal(let plural):
        for branch in plural.branches { branch.message.collectArguments(into: &result) }
      case .select(let branches):
        for branch in branches { branch.message.collectArguments(into: &result) }
      case .choice(let messages):
        for message in messages { message.collectArguments(into: &result) }
      }
    }
  }

  /// True when `predicate` holds for the literal text of every text node, nested ones
  /// included; stops at the first that fails.
  public func allTextsSatisfy(_ predicate: (String) throws -> Bool) rethrows -> Bool {
    for node in nodes {
      switch node {
      case .text(let text, _): if try !predicate(text) { return false }
      case .number: continue
      case .argument(let argument):
        switch argument.kind {
        case .simple, .formatted: continue
        case .plural(let plural), .selectOrdinal(let plural):
          for branch in plural.branches where try !branch.message.allTextsSatisfy(predicate) { return false }
        case .select(let branches):
          for branch in branches where try !branch.message.allTextsSatisfy(predicate) { return false }
        case .choice(let messages):
          for message in messages where try !message.allTextsSatisfy(predicate) { return false }
        }
      }
    }
    return true
  }

  /// The literal text of the message when it has no arguments and no `#`; otherwise nil.
  public var plainText: String? {
    var text = ""
    for node in nodes {
      guard case .text(let fragment, _) = node else { return nil }
      text += fragment
    }
    return text
  }

  /// Every text variant a user can see: one string per combination of plural and select
  /// branches, with `#` and other arguments shown as `placeholder(name)`.
  ///
  /// A message with two plural arguments of six branches each has thirty-six variants; the
  /// count is capped by `limit`.
  public func variants(
    limit: Int = 256, placeholder: (String) -> String = { "{\($0)}" }
  ) -> [String] {
    var results: [String] = [""]
    appendVariants(to: &results, limit: limit, numberName: "#", placeholder: placeholder)
    return results
  }

  private func appendVariants(
    to results: inout [String], limit: Int, numberName: String, placeholder: (String) -> String
  ) {
    for node in nodes {
      switch node {
      case .text(let text, _):
        results = results.map { $0 + text }
      case .number:
        let shown = placeholder(numberName)
        results = results.map { $0 + shown }
      case .argument(let argument):
        let branches = argument.subMessages
        if branches.isEmpty {
          let shown = placeholder(argument.name)
          results = results.map { $0 + shown }
          continue
        }
        var combined: [String] = []
        for branch in branches {
          var partial = results
          branch.appendVariants(
            to: &partial, limit: limit, numberName: argument.name, placeholder: placeholder)
          combined.append(contentsOf: partial)
          if combined.count >= limit { break }
        }
        results = Array(combined.prefix(limit))
      }
    }
  }
}

extension MessageArgument {
  /// The messages nested in the argument's branches, in source order.
  public var subMessages: [Message] {
    switch kind {
    case .simple, .formatted: return []
    case .plural(let plural), .selectOrdinal(let plural): return plural.branches.map(\.message)
    case .select(let branches): return branches.map(\.message)
    case .choice(let messages): return messages
    }
  }

  /// True for `plural` and `selectordinal` arguments, whose value must be a number.
  public var isNumeric: Bool {
    switch kind {
    case .plural, .selectOrdinal: return true
    case .formatted(let type, _):
      return type == "number" || type == "spellout" || type == "ordinal" || type == "duration"
    case .choice: return true
    case .simple, .select: return false
    }
  }
}
