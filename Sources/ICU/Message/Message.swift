/// A parsed ICU MessageFormat message: literal text, arguments and `#` placeholders.
///
/// Ranges are UTF-16 offsets into the pattern the message was parsed from, so a finding
/// about any part of a message can be located in the file that holds it.
public struct Message: Sendable, Hashable {
  /// The parts of the message, in order.
  public var nodes: [MessageNode]
  /// The span of the message in its pattern.
  public var range: Range<Int>

  /// Creates a message from its parts.
  public init(nodes: [MessageNode], range: Range<Int>) {
    self.nodes = nodes
    self.range = range
  }
}

/// One part of a ``Message``.
public enum MessageNode: Sendable, Hashable {
  /// Literal text, with ICU quoting already resolved.
  case text(String, range: Range<Int>)
  /// A `{name…}` argument.
  case argument(MessageArgument)
  /// The `#` of a plural branch: the number, formatted.
  case number(range: Range<Int>)
}

/// A `{name, kind, …}` argument of a message.
public struct MessageArgument: Sendable, Hashable {
  /// The argument's name, or its number for numbered arguments (`{0}`).
  public var name: String
  /// The span of the name in the pattern.
  public var nameRange: Range<Int>
  /// The span of the whole argument, braces included.
  public var range: Range<Int>
  /// What kind of argument it is.
  public var kind: Kind

  /// Creates an argument.
  public init(name: String, nameRange: Range<Int>, range: Range<Int>, kind: Kind) {
    self.name = name
    self.nameRange = nameRange
    self.range = range
    self.kind = kind
  }

  /// The kinds of MessageFormat arguments.
  public enum Kind: Sendable, Hashable {
    /// `{name}`: the value as text.
    case simple
    /// `{name, type[, style]}` such as `{n, number, percent}` or `{d, date, short}`.
    case formatted(type: String, style: String?)
    /// `{name, plural, …}`.
    case plural(PluralArgument)
    /// `{name, selectordinal, …}`.
    case selectOrdinal(PluralArgument)
    /// `{name, select, …}`.
    case select([SelectBranch])
    /// `{name, choice, …}` (deprecated by ICU).
    case choice([Message])
  }
}

/// The branches of a `plural` or `selectordinal` argument.
public struct PluralArgument: Sendable, Hashable {
  /// The `offset:` value, subtracted before the category is selected.
  public var offset: Double
  /// The branches, in source order.
  public var branches: [PluralBranch]

  /// Creates a plural argument.
  public init(offset: Double, branches: [PluralBranch]) {
    self.offset = offset
    self.branches = branches
  }
}

/// One branch of a plural argument: `one {…}` or `=0 {…}`.
public struct PluralBranch: Sendable, Hashable {
  /// What the branch matches.
  public var selector: Selector
  /// The span of the selector in the pattern.
  public var selectorRange: Range<Int>
  /// The branch's message.
  public var message: Message

  /// Creates a plural branch.
  public init(selector: Selector, selectorRange: Range<Int>, message: Message) {
    self.selector = selector
    self.selectorRange = selectorRange
    self.message = message
  }

  /// A plural selector: a CLDR category keyword or an explicit value.
  public enum Selector: Sendable, Hashable {
    /// A category such as `one`, `few` or `other`.
    case category(String)
    /// An explicit value such as `=0`.
    case exact(Double)
  }
}

/// One branch of a `select` argument: `female {…}`.
public struct SelectBranch: Sendable, Hashable {
  /// The keyword the branch matches.
  public var keyword: String
  /// The span of the keyword in the pattern.
  public var keywordRange: Range<Int>
  /// The branch's message.
  public var message: Message

  /// Creates a select branch.
  public init(keyword: String, keywordRange: Range<Int>, message: Message) {
    self.keyword = keyword
    self.keywordRange = keywordRange
    self.message = message
  }
}
