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
    ExtraKeyRule.self,
    MessageSyntaxRule.self,
    MessageArgumentsRule.self,
    PluralMissingCategoryRule.self,
    PluralUnreachableCategoryRule.self,
  ]

  /// The rule type with `id`, if there is one.
  public static func rule(withID id: String) -> (any Rule.Type)? {
    all.first { $0.description.id == id }
  }
}
