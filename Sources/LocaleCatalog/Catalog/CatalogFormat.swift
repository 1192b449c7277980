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
