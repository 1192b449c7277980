import ICU

/// One translated message of a locale file: its key, its text and its parsed form.
public struct CatalogEntry: Sendable {
  /// The key, such as `delete-photos.delete`.
  public let key: String
  /// The byte offset of the key's opening quote.
  public let keyOffset: Int
  /// The message as written, an ICU MessageFormat pattern.
  public let text: String
  /// The byte offset of the value's opening quote.
  public let valueOffset: Int
  /// The message parsed by ICU once, at load; nil when it has a syntax error.
  public let message: Message?
  /// The syntax error when the message could not be parsed.
  public let syntaxError: MessageSyntaxError?

  /// Creates an entry, parsing `text` with ICU.
  public init(key: String, keyOffset: Int, text: String, valueOffset: Int) {
    self.key = key
    self.keyOffset = keyOffset
    self.text = text
    self.valueOffset = valueOffset
    do {
      self.message = try MessagePattern.parse(text)
      self.syntaxError = nil
    } catch {
      self.message = nil
      self.syntaxError = error
    }
  }
}

/// The role of a button label, from the source locale's metadata.
public enum LabelRole: String, Sendable, Hashable, CaseIterable {
  /// Destroys something: must be a specific verb in every locale.
  case destructive
  /// Closes the sheet without doing anything.
  case cancel
  /// Any other action.
  case `default`
}

/// The `"@key"` metadata of an entry, normally in the source locale.
public struct EntryMetadata: Sendable, Hashable {
  /// The role of the label when it labels a button.
  public var role: LabelRole?
  /// The destructive concept, such as `delete` or `sign-out`.
  public var verb: String?
  /// A note for translators.
  public var description: String?
  /// The longest the label may be, in grapheme clusters (wide characters count two).
  public var maxLength: Int?
  /// Rule ids not to report for this key.
  public var ignoredRules: [String]
  /// A translation state, such as `needs-review`.
  public var state: String?
  /// The byte offset of the metadata object.
  public var offset: Int
  /// The byte offset of the `state` value, when the file gives one; findings about the state
  /// point there.
  public var stateOffset: Int?

  /// Creates metadata.
  public init(
    role: LabelRole? = nil, verb: String? = nil, description: String? = nil, maxLength: Int? = nil,
    ignoredRules: [String] = [], state: String? = nil, offset: Int = 0, stateOffset: Int? = nil
  ) {
    self.role = role
    self.verb = verb
    self.description = description
    self.maxLength = maxLength
    self.ignoredRules = ignoredRules
    self.state = state
    self.offset = offset
    self.stateOffset = stateOffset
  }
}
