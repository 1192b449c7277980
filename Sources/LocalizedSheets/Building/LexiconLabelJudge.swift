import ActionSheetCore
import VerbSpecificity

/// Tells the core's conformance check, for one locale, which labels are generic
/// confirmations, using the locale's lexicon and the catalog's own OK wording.
public struct LexiconLabelJudge: LabelSpecificityJudging {
  /// The analyzer of the locale.
  public let analyzer: VerbAnalyzer

  /// Creates a judge from a locale's analyzer.
  public init(analyzer: VerbAnalyzer) { self.analyzer = analyzer }

  public func isGenericConfirmation(_ label: String) -> Bool {
    switch analyzer.verdict(on: label) {
    case .generic, .cancelLike: return true
    default: return false
    }
  }
}
