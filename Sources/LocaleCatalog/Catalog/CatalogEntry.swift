import ICU

/// One translated message of a locale file: its key, its text and its parsed form.
///
/// An immutable reference: the many rules and lookups that pass an entry around share it
/// instead of copying its dozen fields.
public final class CatalogEntry: Sendable {
  /// The key, such as `delete-photos.delete`.
  public let key: String
  /// The byte offset of the key: its opening quote in JSON files (in a String Catalog, the
  /// quote of the localization's locale for translations), the key of a `.strings` pair or
  /// stringsdict, an XLIFF unit's id.
  public let keyOffset: Int
  /// The message as written, an ICU MessageFormat pattern. For a value converted from
  /// another syntax (printf-style Apple strings) it is the ICU pattern the value became.
  public let text: String
  /// The byte offset of the value, as ``valueSyntax`` says: a JSON or `.strings` literal's
  /// opening quote, the first byte of XML text, or where a converted value's variations are
  /// declared.
  public let valueOffset: Int
  /// The message parsed by ICU once, at load; nil when it has a syntax error.
  public let message: Message?
  /// The syntax error when the message could not be parsed.
  public let syntaxError: MessageSyntaxError?
  /// How the value is written in its file (a JSON string literal for native files).
  public let valueSyntax: ValueSyntax
  /// For a converted value, where each part of `text` comes from; nil when `text` is the
  /// value itself.
  public let sourceMap: MessageSourceMap?
  /// The file the entry was read from when it is not its locale file's own (a
  /// `.stringsdict` beside `Localizable.strings`); nil for the locale file itself.
  public let companion: SourceFile?
  /// The printf-style arguments of a value read from an Apple format, in the order they
  /// are used; nil for ICU messages.
  public let formatArguments: [FormatArgument]?
  /// The plural arguments of a value read from an Apple format that has no `other`
  /// variant (``text`` gives them an empty `other` branch, which ICU requires).
  public let pluralsWithoutOther: Set<String>

  /// Creates an entry, parsing `text` with ICU.
  public convenience init(key: String, keyOffset: Int, text: String, valueOffset: Int) {
    self.init(
      key: key, keyOffset: keyOffset, text: text, valueOffset: valueOffset, valueSyntax: .jsonString, sourceMap: nil,
      companion: nil, formatArguments: nil)
  }

  /// Creates an entry read from any format, parsing `text` with ICU unless a syntax error is
  /// already known (a malformed printf specifier).
  public init(
    key: String, keyOffset: Int, text: String, valueOffset: Int, valueSyntax: ValueSyntax,
    sourceMap: MessageSourceMap?, companion: SourceFile?, formatArguments: [FormatArgument]?,
    pluralsWithoutOther: Set<String> = [], knownSyntaxError: MessageSyntaxError? = nil
  ) {
    self.pluralsWithoutOther = pluralsWithoutOther
    self.key = key
    self.keyOffset = keyOffset
    self.text = text
    self.valueOffset = valueOffset
    self.valueSyntax = valueSyntax
    self.sourceMap = sourceMap
    self.companion = companion
    self.formatArguments = formatArguments
    if let knownSyntaxError {
      self.message = nil
      self.syntaxError = knownSyntaxError
      return
    }
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
  /// A translation state, such as `needs-review`. Apple catalogs' states are read into the
  /// same words: `new`, `needs-review`, `stale`, `translated`; ``TranslationState`` names them.
  public var state: String?
  /// Whether the key is to be translated at all (a String Catalog's `shouldTranslate`);
  /// false keeps translations from being expected or checked.
  public var shouldTranslate: Bool
  /// Where the key stands in the code, from a String Catalog's `extractionState`
  /// (`manual`, `stale`, `extracted_with_value`, `migrated`).
  public var extractionState: String?
  /// The printf specifier of each argument, by argument name (`count` → `%2$lld`), for
  /// converting the message to and from Apple's printf-style formats without loss.
  public var printfSpecifiers: [String: String]
  /// Where the role came from when no metadata field gave it.
  public var roleOrigin: RoleOrigin?
  /// The byte offset of the metadata object.
  public var offset: Int
  /// The byte offset of the `state` value, when the file gives one; findings about the state
  /// point there.
  public var stateOffset: Int?

  /// Creates metadata.
  public init(
    role: LabelRole? = nil, verb: String? = nil, description: String? = nil, maxLength: Int? = nil,
    ignoredRules: [String] = [], state: String? = nil, offset: Int = 0, stateOffset: Int? = nil,
    shouldTranslate: Bool = true, extractionState: String? = nil, printfSpecifiers: [String: String] = [:],
    roleOrigin: RoleOrigin? = nil
  ) {
    self.shouldTranslate = shouldTranslate
    self.extractionState = extractionState
    self.printfSpecifiers = printfSpecifiers
    self.roleOrigin = roleOrigin
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

extension CatalogEntry {
  /// The value as its own file writes it, for quoting in findings: an Apple value converted to
  /// ICU is shown with its printf specifiers (`%@ was posted`, not `{arg1} was posted`) and
  /// without ICU's doubled apostrophes. A value with variations, or a native ICU message, is
  /// shown as ``text``.
  public var shownText: String {
    guard let arguments = formatArguments, let message else { return text }
    var shown = ""
    for node in message.nodes {
      switch node {
      case .text(let literal, _):
        shown += literal
      case .argument(let argument):
        guard case .simple = argument.kind, let use = arguments.first(where: { $0.name == argument.name }) else {
          return text
        }
        shown += use.specifier.written
      case .number:
        return text
      }
    }
    return shown
  }
}
