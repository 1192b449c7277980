/// The file formats a catalog can be read from.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable {
  /// `<tag>.json` files of ICU MessageFormat strings with ARB-style metadata.
  case native
  /// An Xcode String Catalog (`.xcstrings`).
  case stringCatalog = "xcstrings"
  /// `<tag>.lproj/<table>.strings` and `.stringsdict` files.
  case stringsFiles = "strings"
  /// XLIFF 1.2 files (`.xliff`, or the `.xcloc` bundles Xcode exports).
  case xliff
  /// Android string resources (`res/values*/strings.xml`, or `composeResources/`).
  case androidResources = "android"
  /// gettext catalogs (`.po` files and their `.pot` template).
  case gettext = "po"

  /// A short name for people.
  public var displayName: String {
    switch self {
    case .native: return "native JSON"
    case .stringCatalog: return "String Catalog"
    case .stringsFiles: return ".strings/.stringsdict"
    case .xliff: return "XLIFF"
    case .androidResources: return "Android resources"
    case .gettext: return "gettext"
    }
  }
}

/// What a format guarantees about the values it holds, stated once by the format and read by
/// every rule, so that no rule asks which file a value came from.
public struct FormatTraits: Sendable, Hashable {
  /// What a plural's count can be.
  public enum PluralNumbers: Sendable, Hashable {
    /// Always a whole number: Android's `getQuantityString(int)`, gettext's `n` (an unsigned
    /// long). Only the categories whole numbers select can be shown.
    case wholeNumbers
    /// As the value's printf specifier says (`%lld` a whole number, `%f` and `%@` any number):
    /// Apple's formats.
    case bySpecifier
    /// Any number: an ICU `{n, plural, …}` argument may be passed a fraction.
    case anyNumber
  }

  /// How a plural's variants are chosen.
  public enum FormSelection: Sendable, Hashable {
    /// By the locale's CLDR plural categories (`one`, `few`, `many`, `other`).
    case cldrCategories
    /// By the file's own formula (gettext's `Plural-Forms` header), which the reader
    /// evaluates and checks; the variants it builds carry CLDR names for the other rules.
    case fileFormula
  }

  /// What a plural's count can be.
  public var pluralNumbers: PluralNumbers
  /// How a plural's variants are chosen.
  public var formSelection: FormSelection
  /// Whether a translation marked as needing review is shown to users (a String Catalog's
  /// `needs_review`) or left out until it is reviewed (gettext's `fuzzy`, which msgfmt does
  /// not compile): a translation left out is reported for its state, not checked.
  public var showsTranslationsNeedingReview = true
  /// The platform code that picks a variant at run time and falls back to `other` when the
  /// chosen category has none (Foundation, Android's resources); nil when a missing variant
  /// is not filled at run time that way.
  public var fallbackPlatform: String?
  /// Whether an untranslated text is left out of a translation (an empty `msgstr`, a string
  /// missing from `values-de/`), so that a translation equal to its source was written so by
  /// the translator; false where export tools fill new texts with the source (`.strings`,
  /// String Catalogs, XLIFF).
  public var leavesUntranslatedTextOut = false

  /// Creates traits.
  public init(pluralNumbers: PluralNumbers, formSelection: FormSelection, fallbackPlatform: String?) {
    self.pluralNumbers = pluralNumbers
    self.formSelection = formSelection
    self.fallbackPlatform = fallbackPlatform
  }
}

extension CatalogFormat {
  /// What values of this format mean to the checks.
  public var traits: FormatTraits {
    switch self {
    case .native:
      return FormatTraits(pluralNumbers: .anyNumber, formSelection: .cldrCategories, fallbackPlatform: nil)
    case .stringCatalog, .stringsFiles, .xliff:
      return FormatTraits(pluralNumbers: .bySpecifier, formSelection: .cldrCategories, fallbackPlatform: "Foundation")
    case .androidResources:
      var traits = FormatTraits(
        pluralNumbers: .wholeNumbers, formSelection: .cldrCategories, fallbackPlatform: "Android")
      traits.leavesUntranslatedTextOut = true
      return traits
    case .gettext:
      var traits = FormatTraits(pluralNumbers: .wholeNumbers, formSelection: .fileFormula, fallbackPlatform: nil)
      traits.showsTranslationsNeedingReview = false
      traits.leavesUntranslatedTextOut = true
      return traits
    }
  }
}
