import ICUBridge

/// A BCP 47 locale identifier in canonical form, with its fallback chain and direction.
///
/// Validation, canonicalization, likely subtags and direction come from ICU; the fallback
/// chain follows CLDR's rule that a locale whose script differs from its language's default
/// script falls back to root, not to the bare language (`zh-Hant-HK → zh-Hant → root`,
/// `pt-BR → pt → root`).
public struct LocaleID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The canonical BCP 47 tag, such as `pt-BR` or `zh-Hant`; `und` for root.
  public let tag: String

  /// The root locale, the end of every fallback chain.
  public static let root = LocaleID(canonical: "und")

  private init(canonical: String) { tag = canonical }

  /// Parses and canonicalizes a BCP 47 tag.
  /// - Parameter tag: A tag such as `pt-BR`, `zh-Hant-HK` or `sr-Latn`.
  /// - Throws: ``LocaleIDError`` when the tag is not well-formed BCP 47 (for example
  ///   `pt_BR`, which uses an underscore; ``init(identifier:)`` reads such identifiers, as
  ///   Foundation's `Locale.identifier` writes them).
  public init(_ tag: String) throws(LocaleIDError) {
    guard !tag.isEmpty, tag.utf8.count < 128, tag.utf8.allSatisfy({ $0 < 0x80 && $0 > 0x20 }) else {
      throw LocaleIDError(tag: tag, validPrefixLength: 0)
    }
    var parsed: Int32 = 0
    var status: Int32 = 0
    let canonical = BridgeStrings.readASCII { out, capacity in
      icub_locale_canonical(tag, out, capacity, &parsed, &status)
    }
    guard !ICUStatus.isFailure(status), !canonical.isEmpty else {
      throw LocaleIDError(tag: tag, validPrefixLength: Int(parsed))
    }
    self.tag = canonical
  }

  /// Reads a locale identifier in either notation: a BCP 47 tag (`en-GB`) or an ICU locale
  /// ID as Foundation's `Locale.identifier` writes it (`en_GB`, `sr_Latn_RS`, `en_US_POSIX`,
  /// `de_DE@collation=phonebook`), and canonicalizes it as a BCP 47 tag.
  ///
  /// The initializer from a `String` takes BCP 47 tags only, so that a catalog file named
  /// `pt_BR.json` is reported; app code holding a Foundation identifier uses this one, and
  /// app code holding a `Locale` uses `LocaleID(Locale.current)`.
  /// - Parameter identifier: A tag or locale ID.
  /// - Throws: ``LocaleIDError`` when it is neither.
  public init(identifier: String) throws(LocaleIDError) {
    if let tag = try? LocaleID(identifier) {
      self = tag
      return
    }
    guard !identifier.isEmpty, identifier.utf8.count < 128,
      identifier.utf8.allSatisfy({ $0 < 0x80 && $0 > 0x20 })
    else {
      throw LocaleIDError(tag: identifier, validPrefixLength: 0)
    }
    var status: Int32 = 0
    let converted = BridgeStrings.readASCII { out, capacity in
      icub_locale_tag_from_identifier(identifier, out, capacity, &status)
    }
    // An identifier without a language (`_US`, `@collation=phonebook`) names no locale.
    guard !ICUStatus.isFailure(status), !converted.isEmpty, let tag = try? LocaleID(converted), tag.language != "und"
    else {
      throw LocaleIDError(tag: identifier, validPrefixLength: 0)
    }
    self = tag
  }

  public var description: String { tag }

  public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.tag < rhs.tag }

  /// True for the root locale.
  public var isRoot: Bool { tag == "und" }

  private var subtags: [Substring] { tag.split(separator: "-") }

  /// The language subtag, such as `pt`.
  public var language: String { subtags.first.map(String.init) ?? "und" }

  /// The script subtag when the tag has one, such as `Hant`.
  public var script: String? {
    let tags = subtags
    guard tags.count > 1, tags[1].count == 4, tags[1].allSatisfy(\.isLetter) else { return nil }
    return String(tags[1])
  }

  /// The region subtag when the tag has one, such as `BR` or `419`.
  public var region: String? {
    for subtag in subtags.dropFirst().prefix(2) {
      if subtag.count == 2 && subtag.allSatisfy(\.isLetter) { return String(subtag) }
      if subtag.count == 3 && subtag.allSatisfy(\.isNumber) { return String(subtag) }
    }
    return nil
  }

  /// The tag with likely subtags added by ICU (`en` → `en-Latn-US`).
  public var maximized: String {
    var status: Int32 = 0
    let result = BridgeStrings.readASCII { out, capacity in
      icub_locale_maximize(tag, out, capacity, &status)
    }
    return result.isEmpty ? tag : result
  }

  /// The script the locale is written in, explicit or likely (`ja` → `Jpan`).
  public var likelyScript: String? {
    if let script { return script }
    let parts = maximized.split(separator: "-")
    guard parts.count > 1, parts[1].count == 4 else { return nil }
    return String(parts[1])
  }

  /// The next locale in the fallback chain, or nil for root.
  public var parent: LocaleID? {
    if isRoot { return nil }
    let tags = subtags
    // Variants and extensions go first: en-US-u-ca-buddhist → en-US.
    let core = Array(tags.prefix { !($0.count == 1) })
    let base: [Substring] = Array(
      core.prefix(while: { subtag in
        subtag == core[0] || subtag.count == 4 || subtag.count == 2
          || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
      }).prefix(3))
    if base.count < tags.count {
      return LocaleID(canonical: base.joined(separator: "-"))
    }
    let languageDefault = LocaleID(canonical: language).likelyScript
    if region != nil {
      var withoutRegion = [Substring(language)]
      if let script {
        withoutRegion.append(Substring(script))
      } else if let likely = likelyScript, likely != languageDefault {
        // zh-TW is written in Hant, unlike zh: its parent is zh-Hant.
        withoutRegion.append(Substring(likely))
      }
      return LocaleID(canonical: withoutRegion.joined(separator: "-"))
    }
    if let script {
      return script == languageDefault ? LocaleID(canonical: language) : .root
    }
    return .root
  }

  /// The locale followed by its parents, ending with root.
  public var fallbackChain: [LocaleID] {
    var chain = [self]
    var current = self
    while let next = current.parent, chain.count < 8 {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// True when the locale's script runs right to left (ar, he, fa, ur).
  public var isRightToLeft: Bool { icub_locale_is_right_to_left(tag) != 0 }

  /// True when ICU has locale data for this locale or a parent other than root; false for
  /// well-formed but unknown tags such as `xx`.
  public var hasLocaleData: Bool { icub_locale_has_data(tag) != 0 }

  /// True when ICU has an English name for the locale's language (“Abkhazian” for `ab`,
  /// though it has no other data for it); false for tags such as `xx`.
  public var hasLanguageName: Bool {
    guard let language = try? LocaleID(language) else { return false }
    let name = language.displayName
    return name != language.tag && !name.isEmpty
  }

  /// The English name of the locale, such as "Portuguese (Brazil)".
  public var displayName: String {
    (try? BridgeStrings.readUTF16(capacity: 64, operation: "display name") { out, capacity, status in
      icub_locale_display_name(tag, out, capacity, status)
    }) ?? tag
  }
}

/// A string that is not a well-formed BCP 47 language tag.
public struct LocaleIDError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The rejected tag.
  public let tag: String
  /// How many leading characters ICU could read as a tag.
  public let validPrefixLength: Int

  public var description: String {
    var text = "“\(tag)” is not a BCP 47 language tag"
    if tag.contains("_") {
      text += " (use hyphens: “\(tag.replacingUnderscores)”)"
    }
    return text
  }
}

extension String {
  fileprivate var replacingUnderscores: String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
