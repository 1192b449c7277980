extension ConformanceViolation {
  /// What a violation is about; the raw value is a stable, dotted identifier.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The sheet has no Cancel button.
    case missingCancel = "cancel.missing"
    /// The sheet has more than one Cancel button.
    case multipleCancels = "cancel.multiple"
    /// The sheet has more than one destructive button.
    case multipleDestructive = "destructive.multiple"
    /// The preferred focus names a destructive button, which must never be the default.
    case destructivePreferredFocus = "destructive.preferred-focus"
    /// A destructive button's label is a generic confirmation such as "OK".
    case genericDestructiveLabel = "destructive.generic-label"
    /// The Cancel button sends the same action as a destructive button, so dismissal would
    /// destroy. Checked when `Action` is `Equatable` at run time.
    case cancelSendsDestructiveAction = "dismissal.cancel-sends-destructive"
    /// A button has an empty label or accessibility label.
    case blankLabel = "a11y.blank-label"
    /// A destructive button's accessibility hint is set but empty, leaving colour as the only
    /// signal beyond the label.
    case blankDestructiveHint = "a11y.blank-destructive-hint"
    /// Two buttons share a label or an identifier, so people and events cannot tell them apart.
    case ambiguousButtons = "a11y.ambiguous-buttons"
    /// The preferred focus names no button.
    case unknownPreferredFocus = "a11y.unknown-preferred-focus"
    /// Fewer actions (not counting Cancel) than the checker's range allows.
    case tooFewActions = "placement.too-few-actions"
    /// More actions (not counting Cancel) than the checker's range allows; people would have
    /// to scroll.
    case tooManyActions = "placement.too-many-actions"
    /// Nothing is destructive; a menu may serve better (R1). Advice only.
    case preferMenu = "placement.prefer-menu"

    /// The default severity: advice for ``preferMenu``, an error for everything else.
    public var severity: Severity {
      self == .preferMenu ? .advice : .error
    }

    /// The spec requirement this kind of violation breaks.
    public var requirement: Requirement {
      switch self {
      case .missingCancel, .multipleCancels: .cancel
      case .multipleDestructive, .destructivePreferredFocus, .genericDestructiveLabel: .destructive
      case .cancelSendsDestructiveAction: .dismissal
      case .blankLabel, .blankDestructiveHint, .ambiguousButtons, .unknownPreferredFocus:
        .accessibility
      case .tooFewActions, .tooManyActions, .preferMenu: .placement
      }
    }
  }
}
