import ICU

/// The accessibility hints the package carries in every locale of its own catalog: a
/// destructive button's general hint (`a11y.destructive-hint`), a hint per destructive concept
/// (`a11y.destructive-hint.delete`, `.sign-out`, …) and Cancel's (`a11y.cancel-hint`).
///
/// A sheet built from a catalog without hints of its own reads these, in the language the
/// sheet is shown in, rather than the core's English default.
public enum BundledHints {
  /// The locales that have hints, as BCP 47 tags, sorted.
  public static var locales: [String] { bundledHintMessages.keys.sorted() }

  /// The hint `key` for `locale` or its nearest parent that has it, formatted by ICU.
  ///
  /// - Parameters:
  ///   - key: `a11y.destructive-hint`, `a11y.destructive-hint.<concept>` or `a11y.cancel-hint`.
  ///   - locale: The locale of the sheet's text.
  /// - Returns: The hint, or nil when no locale of the chain has it.
  public static func text(for key: String, locale: LocaleID) -> String? {
    for candidate in locale.fallbackChain where !candidate.isRoot {
      guard let message = bundledHintMessages[candidate.tag]?[key] else { continue }
      return try? MessageFormatter(pattern: message, locale: candidate).format()
    }
    return nil
  }
}
