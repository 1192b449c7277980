import ICU

/// The printf dialect of a target outside Apple's: Java's `String.format` for Android
/// resources, C's printf for gettext `c-format` strings. An argument's specifier (Apple's,
/// from ``PrintfPlan``) is written in the dialect (`%lld` is `%d` in Java, `%@` is `%s` in
/// both), and a conversion compares specifiers after that translation.
enum PrintfDialect: Sendable {
  case java
  case c

  /// The specifier body in the dialect (`lld` → `d` for Java), or nil when it has none.
  func body(_ body: String) -> String? {
    guard let specifier = FormatSpecifier.parse(body: body) else { return nil }
    let prefix = specifier.flags + specifier.width + specifier.precision
    switch self {
    case .c:
      if specifier.conversion == "@" { return prefix + "s" }
      guard !specifier.flags.contains("'") else { return nil }
      switch specifier.valueType {
      case .object, .unichar, .unicharString, .pointer: return nil
      default: return specifier.withoutPosition
      }
    case .java:
      guard specifier.flags.allSatisfy({ "-#+ 0,".contains($0) }) else { return nil }
      switch specifier.conversion {
      case "@", "s": return prefix + "s"
      case "d", "i", "u", "D", "U": return prefix + "d"
      case "f", "F": return prefix + "f"
      case "e", "E", "g", "G", "a", "A", "x", "X", "o", "c": return prefix + String(specifier.conversion)
      default: return nil
      }
    }
  }

  /// The texts of plural forms, `%` written `%%` in all of them when any has specifiers:
  /// the readers take a plural's forms as format strings when one of them is.
  static func forms(
    _ messages: [Message], writer: Writer, plural: (name: String, slot: PrintfPlan.Slot)
  ) throws(Failure) -> (texts: [String], hasSpecifiers: Bool) {
    var written: [(text: String, hasSpecifiers: Bool)] = []
    for message in messages { written.append(try writer.text(message, plural: plural)) }
    let hasSpecifiers = written.contains { $0.hasSpecifiers }
    guard hasSpecifiers else { return (written.map(\.text), false) }
    var texts: [String] = []
    for message in messages { texts.append(try writer.text(message, plural: plural, asFormat: true).text) }
    return (texts, true)
  }

  /// A whole specifier with position (`%2$lld`) in the dialect; unchanged when it has none.
  func translating(_ specifier: String) -> String {
    guard let slot = PrintfPlan.Slot(parsing: specifier, defaultPosition: 1), let written = body(slot.body) else {
      return specifier
    }
    return "%\(slot.position)$\(written)"
  }

  /// A plural selector as written: `few`, `=0`.
  static func selectorName(_ selector: PluralBranch.Selector) -> String {
    switch selector {
    case .category(let name): return name
    case .exact(let value): return "=" + (value == value.rounded() ? String(Int(value)) : String(value))
    }
  }

  /// Why a message cannot be written.
  struct Failure: Error, Sendable {
    let reason: String
  }

  /// Printf text for one message of one key in one locale.
  struct Writer {
    let dialect: PrintfDialect
    let plan: PrintfPlan
    /// Whether specifiers carry their position (`%2$s`).
    let positional: Bool
    let formatName: String

    /// The text of a message without plurals or selects (`#` is the number of `plural`):
    /// `%` written `%%` when the text has specifiers or `asFormat` says it is read as a
    /// format anyway (a plural form beside forms with specifiers); `hasSpecifiers` says
    /// whether it has.
    func text(
      _ message: Message, plural: (name: String, slot: PrintfPlan.Slot)? = nil, asFormat: Bool = false
    ) throws(Failure) -> (text: String, hasSpecifiers: Bool) {
      var parts: [(literal: Bool, text: String)] = []
      for node in message.nodes {
        switch node {
        case .text(let literal, _):
          parts.append((true, literal))
        case .number:
          guard let plural else { throw Failure(reason: "a # outside a plural cannot be written") }
          parts.append((false, try specifier(plural.slot, name: plural.name)))
        case .argument(let argument):
          switch argument.kind {
          case .simple, .formatted:
            guard let slot = plan.slots[argument.name] else {
              throw Failure(reason: "{\(argument.name)} (\(argument.kindName)) has no printf equivalent")
            }
            parts.append((false, try specifier(slot, name: argument.name)))
          case .plural, .selectOrdinal, .select, .choice:
            throw Failure(
              reason: "{\(argument.name)} (\(argument.kindName)) has no \(formatName) equivalent"
                + (plural == nil ? " inside other text" : " inside a plural"))
          }
        }
      }
      let hasSpecifiers = parts.contains { !$0.literal }
      let text = parts.map { part in
        part.literal && (hasSpecifiers || asFormat) ? part.text.replacingOccurrences(of: "%", with: "%%") : part.text
      }.joined()
      return (text, hasSpecifiers)
    }

    private func specifier(_ slot: PrintfPlan.Slot, name: String) throws(Failure) -> String {
      guard let body = dialect.body(slot.body) else {
        throw Failure(reason: "the specifier %\(slot.body) of {\(name)} has no \(formatName) equivalent")
      }
      return "%" + (positional ? "\(slot.position)$" : "") + body
    }
  }
}

extension Message {
  /// The plural argument a message consists of, when it is nothing else.
  var solePlural: (argument: MessageArgument, plural: PluralArgument)? {
    var found: MessageArgument?
    for node in nodes {
      switch node {
      case .argument(let argument) where found == nil: found = argument
      case .text(let text, _) where text.isEmpty: continue
      default: return nil
      }
    }
    guard let found, case .plural(let plural) = found.kind else { return nil }
    return (found, plural)
  }
}
