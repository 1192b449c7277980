import ICU

/// A catalog that could not be read at all: the tool cannot do its job (exit status 2).
public struct CatalogLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path that failed.
  public let path: String
  /// Why.
  public let reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

extension Diagnostic {
  /// The error finding for a file that could not be read or decoded at all, at its first
  /// line: a pipe, a missing or unreadable file, one over the size limit, bytes in no
  /// encoding the format allows.
  static func unreadable(_ reason: String, path: String, locale: String? = nil) -> Diagnostic {
    Diagnostic(
      severity: .error, ruleID: "catalog.invalid-file", message: reason, path: path,
      position: SourcePosition(line: 1, column: 1), locale: locale)
  }

  /// The note for a locale ICU has no data for (`ab`, `oc`, `tok`): its plural rules, digits
  /// and direction fall back to the root locale's. A limit of what is checked, not a problem
  /// of the catalog.
  ///
  /// A two-letter tag whose language ICU cannot even name (`xx`, `jp`) is a warning: more
  /// likely a typo than a language.
  static func unknownLocale(
    _ locale: LocaleID, path: String, position: SourcePosition = SourcePosition(line: 1, column: 1)
  )
    -> Diagnostic
  {
    // Typos are two-letter codes (a country's code for its language: `jp`, `cz`, `gr`); a
    // three-letter code ICU cannot name is a language of its own (Saraiki `skr`, Dagbani `dag`).
    let named = locale.hasLanguageName || locale.language.count != 2
    return Diagnostic(
      severity: named ? .note : .warning, ruleID: "catalog.unknown-locale",
      message: named
        ? "ICU has no data for “\(locale.tag)” (\(locale.displayName)): its plural rules, digits and direction fall back to root"
        : "ICU knows no language “\(locale.language)” in “\(locale.tag)”: is the tag a typo? Its plural rules, digits and direction fall back to root",
      path: path, position: position, locale: locale.tag)
  }
}
