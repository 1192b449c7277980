import ICU

/// The printf specifier of each argument of one key in one locale, for writing its ICU
/// message as a printf-style string: from the entry's own Apple specifiers, the `printf`
/// metadata, the source's, and otherwise the obvious choice — positions by name (`arg2` is
/// 2) or by first appearance in the source, `%@` for text, `%lld` for integers and plurals,
/// `%lf` for other numbers.
struct PrintfPlan {
  /// A position and a specifier without position.
  struct Slot: Sendable, Hashable {
    var position: Int
    var body: String
    /// `%2$lld`.
    var text: String { "%\(position)$\(body)" }

    /// Reads `%2$lld` (or `%lld`, position 1... given).
    init?(parsing text: String, defaultPosition: Int?) {
      let tokens = PrintfFormat.tokens(in: text)
      guard tokens.count == 1, case .specifier(let specifier, _) = tokens[0],
        let position = specifier.explicitPosition ?? defaultPosition
      else { return nil }
      self.position = position
      self.body = specifier.withoutPosition
    }

    init(position: Int, body: String) {
      self.position = position
      self.body = body
    }
  }

  /// Argument name → slot.
  private(set) var slots: [String: Slot] = [:]

  /// The plan for `key` in `file`.
  /// - Parameter includingOwn: Whether the entry's own specifiers count (false to learn what
  ///   a writer would choose without them).
  init(key: String, file: LocaleFile, catalog: Catalog, includingOwn: Bool) {
    let sourceEntry = catalog.source?[key]
    let own = file[key]
    if let message = sourceEntry?.message ?? own?.message {
      let defaults = PrintfDefaults(message: message)
      for (name, position) in defaults.positions {
        if let body = defaults.kind(of: name) { slots[name] = Slot(position: position, body: body) }
      }
    }
    func apply(metadata: [String: String]) {
      for (name, text) in metadata {
        if let slot = Slot(parsing: text, defaultPosition: slots[name]?.position) { slots[name] = slot }
      }
    }
    func apply(uses: [FormatArgument]?) {
      var seen: Set<String> = []
      for use in uses ?? [] where seen.insert(use.name).inserted {
        slots[use.name] = Slot(position: use.position, body: use.specifier.withoutPosition)
      }
    }
    apply(metadata: catalog.metadata(for: key)?.printfSpecifiers ?? [:])
    let isSource = file.locale == catalog.sourceLocale
    if !isSource || includingOwn { apply(uses: sourceEntry?.formatArguments) }
    guard includingOwn, !isSource else { return }
    apply(metadata: file.metadata[key]?.printfSpecifiers ?? [:])
    apply(uses: own?.formatArguments)
  }
}

/// The obvious printf specifiers of a message's arguments (see ``PrintfPlan``).
struct PrintfDefaults {
  /// Argument positions by name.
  private(set) var positions: [String: Int] = [:]
  private var kinds: [String: String] = [:]

  init(message: Message) {
    var order: [String] = []
    for argument in message.allArguments where !Self.isDeviceSelect(argument) {
      if !order.contains(argument.name) { order.append(argument.name) }
      let kind: String
      switch argument.kind {
      case .simple: kind = "@"
      case .plural: kind = "lld"
      case .formatted(let type, let style) where type == "number":
        kind = style == "integer" ? "lld" : (style == nil ? "lf" : "?")
      default: kind = "?"
      }
      // The strongest use wins: a number read by a plural is an integer.
      if kinds[argument.name] == nil || kinds[argument.name] == "@" { kinds[argument.name] = kind }
    }
    for name in order where name.hasPrefix("arg") {
      if let number = Int(name.dropFirst(3)), number >= 1, !positions.values.contains(number) {
        positions[name] = number
      }
    }
    var next = 1
    for name in order where positions[name] == nil {
      while positions.values.contains(next) { next += 1 }
      positions[name] = next
    }
  }

  /// True for the `{device, select, …}` that device variations become.
  static func isDeviceSelect(_ argument: MessageArgument) -> Bool {
    guard argument.name == "device", case .select = argument.kind else { return false }
    return true
  }

  /// The specifier without position (`lld`), or nil when printf cannot express the argument.
  func kind(of name: String) -> String? {
    kinds[name].flatMap { $0 == "?" ? nil : $0 }
  }
}
