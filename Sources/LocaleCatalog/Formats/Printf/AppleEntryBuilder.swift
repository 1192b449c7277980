import ICU

/// Makes ``CatalogEntry`` values from printf-style values of one file and locale (Apple
/// catalogs, Android resources, gettext `c-format` entries): converts them to ICU messages
/// and reports values that cannot be read where they are written.
struct AppleEntryBuilder {
  /// The file the values are read from.
  let source: SourceFile
  /// Their locale.
  let locale: LocaleID
  /// The file when it is a companion of the locale's main file (a `.stringsdict`).
  let companion: SourceFile?
  /// The printf dialect of the values.
  let dialect: PrintfFormat.Dialect
  private let hasZeroCategory: Bool

  /// Creates a builder for the values of `locale` in `source`.
  /// - Parameters:
  ///   - keepsZeroCategory: When true, a `zero` variant is always the CLDR category
  ///     (Android), instead of `=0` in languages without it (Foundation).
  ///   - dialect: The printf dialect of the file's format (Java for Android resources).
  init(
    source: SourceFile, locale: LocaleID, companion: SourceFile? = nil, keepsZeroCategory: Bool = false,
    dialect: PrintfFormat.Dialect = .foundation
  ) {
    self.source = source
    self.locale = locale
    self.companion = companion
    self.dialect = dialect
    self.hasZeroCategory =
      keepsZeroCategory || ((try? PluralRules(locale: locale, kind: .cardinal))?.has(.zero) ?? false)
  }

  private init(_ other: AppleEntryBuilder, dialect: PrintfFormat.Dialect) {
    self.source = other.source
    self.locale = other.locale
    self.companion = other.companion
    self.hasZeroCategory = other.hasZeroCategory
    self.dialect = dialect
  }

  /// The same builder reading values in `dialect` (a gettext entry's flag chooses one).
  func reading(_ dialect: PrintfFormat.Dialect) -> AppleEntryBuilder {
    dialect == self.dialect ? self : AppleEntryBuilder(self, dialect: dialect)
  }

  /// The entry for one key, and a `message.syntax` finding when the value is malformed.
  /// - Parameters:
  ///   - names: Argument names by position that take precedence (see ``PrintfConversion``).
  ///   - isFormat: Whether the value is a format string, when its format says so (a gettext
  ///     `c-format` entry); nil to judge by its specifiers.
  /// - Returns: The entry, its finding if any, and the names its arguments got.
  func entry(
    key: String, keyOffset: Int, value: AppleValue, substitutions: [AppleSubstitution] = [],
    names: [Int: String] = [:], isFormat: Bool? = nil
  ) -> (entry: CatalogEntry, diagnostic: Diagnostic?, names: [Int: String]) {
    let result = PrintfConversion.convert(
      value, substitutions: substitutions, hasZeroCategory: hasZeroCategory, names: names, dialect: dialect,
      isFormat: isFormat)
    let (valueOffset, syntax): (Int, ValueSyntax)
    switch value {
    case .text(let text): (valueOffset, syntax) = (text.valueOffset, text.syntax)
    case .plural(_, let offset), .device(_, let offset): (valueOffset, syntax) = (offset, .valueStart)
    }
    if let problem = result.problem {
      let entry = CatalogEntry(
        key: key, keyOffset: keyOffset, text: result.text, valueOffset: valueOffset, valueSyntax: syntax,
        sourceMap: result.sourceMap, companion: companion, formatArguments: result.arguments,
        pluralsWithoutOther: result.pluralsWithoutOther,
        knownSyntaxError: MessageSyntaxError(offset: 0, icuName: "FORMAT_SPECIFIER_ERROR", reason: problem.reason))
      let position = source.position(
        ofUTF16Offset: problem.location.valueIndex, in: problem.location.syntax, at: problem.location.valueOffset)
      return (entry, syntaxDiagnostic(key: key, reason: problem.reason, at: position), result.names)
    }
    let entry = CatalogEntry(
      key: key, keyOffset: keyOffset, text: result.text, valueOffset: valueOffset, valueSyntax: syntax,
      sourceMap: result.sourceMap, companion: companion, formatArguments: result.arguments,
      pluralsWithoutOther: result.pluralsWithoutOther)
    guard let error = entry.syntaxError else { return (entry, nil, result.names) }
    let location = result.sourceMap.location(ofMessageOffset: error.offset)
    let position =
      location.map { source.position(ofUTF16Offset: $0.valueIndex, in: $0.syntax, at: $0.valueOffset) }
      ?? source.position(ofByte: valueOffset)
    return (entry, syntaxDiagnostic(key: key, reason: error.reason, at: position), result.names)
  }

  /// A `message.syntax` finding about the value of `key`.
  func syntaxDiagnostic(key: String, reason: String, at position: SourcePosition) -> Diagnostic {
    Diagnostic(
      severity: .error, ruleID: "message.syntax", message: "“\(key)”: \(reason)", path: source.path,
      position: position, locale: locale.tag, key: key)
  }
}
