/// Decides, for one locale, whether a button label is a generic confirmation ("OK", "Yes")
/// rather than a specific verb ("Delete").
///
/// The core ships ``EnglishLabelJudge``; other locales plug in an implementation backed by
/// their lexicon (the `VerbSpecificity` module does this with ICU).
public protocol LabelSpecificityJudging: Sendable {
  /// Whether a label only confirms generically instead of naming what happens.
  ///
  /// - Parameter label: The localized label.
  /// - Returns: `true` for a generic confirmation such as "OK".
  func isGenericConfirmation(_ label: String) -> Bool
}
