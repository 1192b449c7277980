/// The English ``LabelSpecificityJudging`` used by default: a label is generic when, ignoring
/// case, surrounding punctuation and extra spaces, it is one of a list of confirmations.
public struct EnglishLabelJudge: LabelSpecificityJudging {
  /// The English generic confirmations checked by default.
  public static let defaultGenericConfirmations: Set<String> = [
    "ok", "okay", "yes", "yeah", "yep", "y", "sure", "confirm", "continue", "proceed", "accept",
    "agree", "done", "go", "apply", "submit", "fine", "alright", "all right", "got it",
    "yes, i'm sure", "i'm sure",
  ]

  private let foldedConfirmations: Set<String>

  /// Creates a judge.
  ///
  /// - Parameter genericConfirmations: The confirmations to reject; compared after folding case,
  ///   trimming punctuation and collapsing spaces.
  public init(genericConfirmations: Set<String> = EnglishLabelJudge.defaultGenericConfirmations) {
    foldedConfirmations = Set(genericConfirmations.map(LabelText.folded))
  }

  /// Whether the label is one of the generic confirmations, ignoring case.
  ///
  /// - Parameter label: The label.
  /// - Returns: `true` for labels such as "OK", "yes", "Confirm!".
  public func isGenericConfirmation(_ label: String) -> Bool {
    foldedConfirmations.contains(LabelText.folded(label))
  }
}
