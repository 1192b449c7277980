import ICU

/// Writes a catalog as an Xcode String Catalog (`.xcstrings`), in Xcode's own layout.
///
/// ICU messages become printf-style values: `{name}` is `%@`, `{n, number, integer}` `%lld`,
/// `{n, number}` `%lf` (or the specifier the key's `printf` metadata names). A message that
/// is one plural of an argument named `argN` becomes plural variations; other plurals become
/// substitutions named after their argument (`%#@count@`), `#` being `%arg`. `=0` is the
/// `zero` variant where the locale has no `zero` category. A message that is one
/// `{device, select, …}` becomes device variations. Argument names that printf cannot keep
/// go into the comment (`arguments: account`), with the role, verb, maxLength and ignore
/// list (`role: destructive, verb: delete`). What a String Catalog cannot say (select,
/// selectordinal, dates, nested plurals, offsets) is reported, never dropped.
struct StringCatalogWriter {
  /// A message that cannot be written as a String Catalog value.
  struct Problem: Error, Sendable {
    var key: String
    var locale: LocaleID
    var reason: String
  }

  /// The file's bytes and the messages that could not be written.
  func file(for catalog: Catalog) -> (bytes: [UInt8], problems: [Problem]) {
    guard let source = catalog.source else { return ([], []) }
    var problems: [Problem] = []
    var strings: [(String, JSONText.Value)] = []
    for entry in source.entries.sorted(by: { $0.key < $1.key }) {
      let metadata = catalog.metadata(for: entry.key) ?? EntryMetadata()
      let sourcePlan = PrintfPlan(key: entry.key, file: source, catalog: catalog, includingOwn: true)
      let positional = sourcePlan.slots.count > 1
      var members: [(String, JSONText.Value)] = []
      var annotations = CommentAnnotations(description: metadata.description)
      annotations.role = metadata.role
      annotations.verb = metadata.verb
      annotations.maxLength = metadata.maxLength
      annotations.ignoredRules = metadata.ignoredRules
      annotations.argumentNames = argumentNames(sourcePlan, message: entry.message)
      if let comment = annotations.comment { members.append(("comment", .string(comment))) }
      let stale = metadata.state == TranslationState.stale.rawValue
      members.append(("extractionState", .string(metadata.extractionState ?? (stale ? "stale" : "manual"))))
      var localizations: [(String, JSONText.Value)] = []
      for file in catalog.files {
        guard let localized = file[entry.key] else { continue }
        guard let message = localized.message else {
          problems.append(
            Problem(key: entry.key, locale: file.locale, reason: "its \(file.locale.tag) text has a syntax error"))
          continue
        }
        let plan = PrintfPlan(key: entry.key, file: file, catalog: catalog, includingOwn: true)
        let word = file.metadata[entry.key]?.state.flatMap(TranslationState.init(rawValue:)).map(\.stringCatalogState)
        let state = file.locale == catalog.sourceLocale && word == "stale" ? "translated" : word ?? "translated"
        var converter = PrintfWriter(
          plan: plan, positional: positional, state: state, hasZeroCategory: Self.hasZero(file.locale),
          pluralsWithoutOther: localized.pluralsWithoutOther)
        do {
          localizations.append((file.locale.tag, try converter.localization(for: message)))
        } catch {
          problems.append(Problem(key: entry.key, locale: file.locale, reason: error.reason))
        }
      }
      if !localizations.isEmpty { members.append(("localizations", .object(localizations.sorted { $0.0 < $1.0 }))) }
      if !metadata.shouldTranslate { members.append(("shouldTranslate", .bool(false))) }
      strings.append((entry.key, .object(members)))
    }
    let root = JSONText.Value.object([
      ("sourceLanguage", .string(catalog.sourceLocale.tag)), ("strings", .object(strings)), ("version", .string("1.0")),
    ])
    return (Array((root.xcodeText() + "\n").utf8), problems)
  }

  /// The names to list in the comment when some argument's name would otherwise be lost.
  private func argumentNames(_ plan: PrintfPlan, message: Message?) -> [String] {
    let plurals = Set(
      (message?.allArguments ?? []).filter {
        if case .plural = $0.kind { return true }
        return false
      }.map(\.name))
    let byPosition = Dictionary(plan.slots.map { ($0.value.position, $0.key) }, uniquingKeysWith: { first, _ in first })
    let needed = plan.slots.contains { name, slot in name != "arg\(slot.position)" && !plurals.contains(name) }
    guard needed, let last = byPosition.keys.max() else { return [] }
    return (1...last).map { byPosition[$0] ?? "arg\($0)" }
  }

  private static func hasZero(_ locale: LocaleID) -> Bool {
    (try? PluralRules(locale: locale, kind: .cardinal))?.has(.zero) ?? false
  }
}

/// Writes one ICU message as a String Catalog localization.
struct PrintfWriter {
  let plan: PrintfPlan
  let positional: Bool
  let state: String
  let hasZeroCategory: Bool
  /// The plurals read from an Apple value without an `other` variant: their ICU form's
  /// empty `other` branch is not written back.
  let pluralsWithoutOther: Set<String>
  private var substitutions: [(String, JSONText.Value)] = []

  init(plan: PrintfPlan, positional: Bool, state: String, hasZeroCategory: Bool, pluralsWithoutOther: Set<String> = [])
  {
    self.plan = plan
    self.positional = positional
    self.state = state
    self.hasZeroCategory = hasZeroCategory
    self.pluralsWithoutOther = pluralsWithoutOther
  }

  /// False for the `other` branch the conversion of an Apple value added.
  private func isWritten(_ branch: PluralBranch, of name: String) -> Bool {
    !(pluralsWithoutOther.contains(name) && branch.selector == .category("other") && branch.message.nodes.isEmpty)
  }

  struct Failure: Error {
    let reason: String
  }

  /// The localization object: `stringUnit` or `variations`, and `substitutions`.
  mutating func localization(for message: Message) throws(Failure) -> JSONText.Value {
    var members = try value(for: message, allowDevice: true)
    if !substitutions.isEmpty {
      members.append(("substitutions", .object(substitutions.sorted { $0.0 < $1.0 })))
    }
    return .object(members.sorted { $0.0 < $1.0 })
  }

  /// The argument a message consists of, when it is nothing else.
  private func soleArgument(of message: Message) -> MessageArgument? {
    var found: MessageArgument?
    for node in message.nodes {
      switch node {
      case .argument(let argument) where found == nil: found = argument
      case .text(let text, _) where text.isEmpty: continue
      default: return nil
      }
    }
    return found
  }

  private func unit(_ text: String) -> [(String, JSONText.Value)] {
    [("stringUnit", .object([("state", .string(state)), ("value", .string(text))]))]
  }

  private mutating func value(for message: Message, allowDevice: Bool) throws(Failure) -> [(String, JSONText.Value)] {
    if let argument = soleArgument(of: message) {
      if PrintfDefaults.isDeviceSelect(argument), case .select(let branches) = argument.kind {
        guard allowDevice else {
          throw Failure(reason: "a device variation inside another variation cannot be written")
        }
        var devices: [(String, JSONText.Value)] = []
        for branch in branches {
          devices.append((branch.keyword, .object(try value(for: branch.message, allowDevice: false))))
        }
        return [("variations", .object([("device", .object(devices.sorted { $0.0 < $1.0 }))]))]
      }
      if case .plural(let plural) = argument.kind, let slot = plan.slots[argument.name],
        argument.name == "arg\(slot.position)"
      {
        guard plural.offset == 0 else { throw Failure(reason: "a plural with an offset cannot be written as printf") }
        var cases: [(String, JSONText.Value)] = []
        for branch in plural.branches where isWritten(branch, of: argument.name) {
          let text = try printf(branch.message, plural: (argument.name, slot), inSubstitution: false)
          cases.append((try category(of: branch.selector), .object(unit(text))))
        }
        return [("variations", .object([("plural", .object(cases.sorted { $0.0 < $1.0 }))]))]
      }
    }
    let text: String
    if message.allArguments.isEmpty, let plain = message.plainText, !PrintfFormat.isFormat(plain) {
      text = plain
    } else {
      text = try printf(message, plural: nil, inSubstitution: false)
    }
    return unit(text)
  }

  private func category(of selector: PluralBranch.Selector) throws(Failure) -> String {
    switch selector {
    case .category(let name): return name
    case .exact(let value) where value == 0 && !hasZeroCategory: return "zero"
    case .exact(let value):
      throw Failure(
        reason:
          "the plural branch =\(Int(value)) has no String Catalog equivalent (only zero, one, two, few, many, other)")
    }
  }

  private func specifier(_ slot: PrintfPlan.Slot) -> String {
    "%" + (positional ? "\(slot.position)$" : "") + slot.body
  }

  /// The printf text of a message; `plural` is the argument whose number `#` shows.
  private mutating func printf(
    _ message: Message, plural: (name: String, slot: PrintfPlan.Slot)?, inSubstitution: Bool
  ) throws(Failure) -> String {
    var text = ""
    for node in message.nodes {
      switch node {
      case .text(let literal, _):
        text += literal.replacingPercentSigns()
      case .number:
        guard let plural else { throw Failure(reason: "a # outside a plural cannot be written") }
        text += inSubstitution ? "%arg" : specifier(plural.slot)
      case .argument(let argument):
        switch argument.kind {
        case .select, .selectOrdinal, .choice:
          throw Failure(reason: "{\(argument.name)} (\(argument.kindName)) has no String Catalog equivalent")
        default: break
        }
        guard let slot = plan.slots[argument.name] else {
          throw Failure(reason: "{\(argument.name)} (\(argument.kindName)) has no printf equivalent")
        }
        switch argument.kind {
        case .simple, .formatted:
          text += specifier(slot)
        case .plural(let nested):
          guard !inSubstitution, plural == nil else {
            throw Failure(
              reason: "the plural {\(argument.name)} inside another plural cannot be written as a substitution")
          }
          guard nested.offset == 0 else { throw Failure(reason: "a plural with an offset cannot be written as printf") }
          var cases: [(String, JSONText.Value)] = []
          for branch in nested.branches where isWritten(branch, of: argument.name) {
            let value = try printf(branch.message, plural: (argument.name, slot), inSubstitution: true)
            cases.append((try category(of: branch.selector), .object(unit(value))))
          }
          let definition = JSONText.Value.object([
            ("argNum", .integer(slot.position)), ("formatSpecifier", .string(slot.body)),
            ("variations", .object([("plural", .object(cases.sorted { $0.0 < $1.0 }))])),
          ])
          if !substitutions.contains(where: { $0.0 == argument.name }) {
            substitutions.append((argument.name, definition))
          }
          text += "%" + (positional ? "\(slot.position)$" : "") + "#@\(argument.name)@"
        case .select, .selectOrdinal, .choice:
          throw Failure(reason: "{\(argument.name)} (\(argument.kindName)) has no String Catalog equivalent")
        }
      }
    }
    return text
  }
}

extension String {
  /// The text with `%` written `%%`, for a printf-style value.
  fileprivate func replacingPercentSigns() -> String {
    var result = ""
    for character in self {
      if character == "%" { result += "%%" } else { result.append(character) }
    }
    return result
  }
}
