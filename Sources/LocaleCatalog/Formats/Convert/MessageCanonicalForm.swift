import ICU

extension Message {
  /// The message written out in one canonical way: minimal quoting, branches in a fixed
  /// order, no positions. Two messages mean the same when their canonical forms are equal,
  /// however they were written (`'{'` or `'{'`, `%lld` or `#`, branch order).
  public var canonicalForm: String {
    canonicalForm(inPlural: false)
  }

  private func canonicalForm(inPlural: Bool) -> String {
    var text = ""
    for node in nodes {
      switch node {
      case .text(let literal, _):
        for character in literal {
          switch character {
          case "'": text += "''"
          case "{": text += "'{'"
          case "}": text += "'}'"
          case "#" where inPlural: text += "'#'"
          default: text.append(character)
          }
        }
      case .number:
        text += "#"
      case .argument(let argument):
        text += argument.canonicalForm
      }
    }
    return text
  }

  fileprivate static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

  fileprivate static func selectorOrder(_ selector: PluralBranch.Selector) -> (Int, Double, String) {
    switch selector {
    case .exact(let value): return (0, value, "")
    case .category(let name): return (1, Double(categoryOrder.firstIndex(of: name) ?? 6), name)
    }
  }

  fileprivate func canonicalBranch(inPlural: Bool) -> String {
    canonicalForm(inPlural: inPlural)
  }
}

extension MessageArgument {
  fileprivate var canonicalForm: String {
    switch kind {
    case .simple:
      return "{\(name)}"
    case .formatted(let type, let style):
      return "{\(name), \(type)\(style.map { ", \($0)" } ?? "")}"
    case .plural(let plural), .selectOrdinal(let plural):
      let keyword = if case .plural = kind { "plural" } else { "selectordinal" }
      let offset = plural.offset == 0 ? "" : "offset:\(Self.number(plural.offset)) "
      let branches = plural.branches.sorted { Message.selectorOrder($0.selector) < Message.selectorOrder($1.selector) }
        .map { branch -> String in
          let selector: String
          switch branch.selector {
          case .category(let name): selector = name
          case .exact(let value): selector = "=\(Self.number(value))"
          }
          return "\(selector) {\(branch.message.canonicalBranch(inPlural: true))}"
        }
      return "{\(name), \(keyword), \(offset)\(branches.joined(separator: " "))}"
    case .select(let branches):
      let written = branches.sorted { $0.keyword < $1.keyword }.map {
        "\($0.keyword) {\($0.message.canonicalBranch(inPlural: false))}"
      }
      return "{\(name), select, \(written.joined(separator: " "))}"
    case .choice(let messages):
      return "{\(name), choice, \(messages.map { $0.canonicalBranch(inPlural: false) }.joined(separator: "|"))}"
    }
  }

  fileprivate static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension MessageArgument {
  /// The argument's kind as a message names it: `text`, `number, percent`, `plural`, ….
  var kindName: String {
    switch kind {
    case .simple: return "text"
    case .formatted(let type, let style): return style.map { "\(type), \($0)" } ?? type
    case .plural: return "plural"
    case .selectOrdinal: return "selectordinal"
    case .select: return "select"
    case .choice: return "choice"
    }
  }
}
