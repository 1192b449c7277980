#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocaleID {
  /// The locale of a Foundation `Locale`, such as `Locale.current`: its identifier (`en_GB`,
  /// `zh_Hant_TW`, `de_DE@calendar=gregorian`) read as a BCP 47 tag.
  ///
  /// - Parameter locale: The locale.
  /// - Throws: ``LocaleIDError`` when the identifier is no locale, such as the empty
  ///   identifier of a process without one.
  public init(_ locale: Locale) throws(LocaleIDError) {
    try self.init(identifier: locale.identifier)
  }
}
