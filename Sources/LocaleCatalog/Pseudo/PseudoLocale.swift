import ICU

/// A pseudo-locale: a machine-made translation that shows, without a translator, what
/// translations will do to a layout.
///
/// - ``accented`` (`en-XA`) accents every letter, pads each text by the expansion that long
///   languages need and brackets the message, so clipped and concatenated texts stand out.
/// - ``bidi`` (`ar-XB`) is written right to left: each word is isolated (RLI…PDI) so the words
///   run from right to left in a right-to-left layout, as Android's bidi pseudo-locale does,
///   without the override controls that catalogs may not carry.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
  /// `en-XA`: accented, padded and bracketed.
  case accented = "en-XA"
  /// `ar-XB`: right to left.
  case bidi = "ar-XB"

  /// The pseudo-locale a tag names, or nil for a real locale.
  public init?(tag: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == tag.lowercased() }) else {
      return nil
    }
    self = match
  }

  /// The locale id, `en-XA` or `ar-XB`.
  public var locale: LocaleID {
    // Both tags are well-formed BCP 47; the fallback is never taken.
    (try? LocaleID(rawValue)) ?? .root
  }
}
