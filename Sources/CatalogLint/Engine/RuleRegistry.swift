/// Every rule SheetL10n knows, in the order `sheet-l10n rules` lists them.
public enum RuleRegistry {
  /// All rule types.
  public static let all: [any Rule.Type] = [
    InvalidFileRule.self,
    UnknownLocaleRule.self,
    DuplicateKeyRule.self,
    MetadataRule.self,
    CatalogStateRule.self,
    InferredRoleRule.self,
    MissingKeyRule.self,
    CatalogUntranslatedRule.self,
    ExtraKeyRule.self,
    MessageSyntaxRule.self,
    MessageArgumentsRule.self,
    MessageApostropheRule.self,
    AndroidApostropheRule.self,
    AndroidDroppedQuoteRule.self,
    AndroidTranslatedUntranslatableRule.self,
    AndroidUnicodeEscapeRule.self,
    GettextPluralFormsRule.self,
    PluralMissingCategoryRule.self,
    PluralOrdinalMissingCategoryRule.self,
    PluralUnreachableCategoryRule.self,
    PluralImpliedQuantityRule.self,
    PluralEmptyVariantRule.self,
    BidiOverrideRule.self,
    BidiUnbalancedIsolateRule.self,
    BidiDirectionRule.self,
    TextInvisibleRule.self,
    TextConfusableRule.self,
    TextNumbersRule.self,
    TextLinksRule.self,
    TextMarkupRule.self,
    TextEndingPunctuationRule.self,
    TextWhitespaceRule.self,
    TextLineBreaksRule.self,
    TextEllipsisRule.self,
    TextBrokenRule.self,
    LayoutLengthRule.self,
    SheetUnknownKeyRule.self,
    SheetMissingRoleRule.self,
    SheetConformanceRule.self,
    VerbGenericRule.self,
    VerbCancelLikeRule.self,
    VerbDestructiveCancelRule.self,
    VerbSafeVerbRule.self,
    VerbConceptMismatchRule.self,
    VerbUnrecognizedRule.self,
    VerbUntranslatedRule.self,
    VerbInconsistentRule.self,
    VerbAmbiguousRule.self,
    VerbNoLexiconRule.self,
    VerbLexiconRule.self,
  ]

  /// The descriptions of all rules, in registry order.
  public static var descriptions: [RuleDescription] { all.map { $0.description } }

  /// The ids of all rules, in registry order.
  public static var ids: [String] { all.map { $0.description.id } }

  /// The rule type with `id`, if there is one.
  public static func rule(withID id: String) -> (any Rule.Type)? {
    all.first { $0.description.id == id }
  }
}
