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
    /// The preferred focus names a button other than Cancel: Cancel is the safe default, and
    /// Return right after opening would run that button's action.
    case unsafePreferredFocus = "destructive.unsafe-default"
    /// A destructive button's label is a generic confirmation such as "OK".
    case genericDestructiveLabel = "destructive.generic-label"
    /// Cancel or the sheet's dismiss action sends the same action as a destructive button, so
    /// dismissal would destroy. Actions compare with `==` when `Action` is `Equatable`, else
    /// by identity (the same value, bit for bit).
    case cancelSendsDestructiveAction = "dismissal.cancel-sends-destructive"
    /// Cancel or the sheet's dismiss action sends the same action as another, non-destructive
    /// button, so dismissing would have that button's side effect.
    case cancelSendsChoiceAction = "dismissal.cancel-sends-choice"
    /// Closing the sheet sends nothing: Cancel has no action and no dismiss action is given,
    /// so the app never learns the sheet is gone and its state keeps showing it. Checked for
    /// a presentation (``ActionSheetState/conformance(for:context:dismiss:using:)``).
    case dismissalSendsNothing = "dismissal.sends-nothing"
    /// A button has an empty label or accessibility label.
    case blankLabel = "a11y.blank-label"
    /// A destructive button's accessibility hint is set but empty, leaving colour as the only
    /// signal beyond the label.
    case blankDestructiveHint = "a11y.blank-destructive-hint"
    /// Two buttons share a label or an identifier, so people and events cannot tell them apart.
    case ambiguousButtons = "a11y.ambiguous-buttons"
    /// The preferred focus names no button.
    case unknownPreferredFocus = "a11y.unknown-preferred-focus"
    /// Fewer buttons, Cancel included, than the checker's range allows (two by default: the
    /// HIG's "two or more buttons", the spec's "2–~5" choices).
    case tooFewActions = "placement.too-few-actions"
    /// More buttons, Cancel included, than the checker's range allows (five by default);
    /// people would have to scroll. A warning: the spec's limit is "about" five.
    case tooManyActions = "placement.too-many-actions"
    /// A regular-width popover whose trigger is named neither by the sheet nor by the
    /// presentation context, so it has nothing to point at. Checked for a presentation.
    case missingAnchor = "placement.missing-anchor"
    /// Nothing is destructive; a menu may serve better (R1). Advice only.
    case preferMenu = "placement.prefer-menu"

    /// The default severity: advice for ``preferMenu``, a warning for ``tooManyActions``, an
    /// error for everything else.
    public var severity: Severity {
      switch self {
      case .preferMenu: .advice
      case .tooManyActions: .warning
      default: .error
      }
    }

    /// The spec requirement this kind of violation breaks.
    public var requirement: Requirement {
      switch self {
      case .missingCancel, .multipleCancels: .cancel
      case .multipleDestructive, .destructivePreferredFocus, .unsafePreferredFocus, .genericDestructiveLabel:
        .destructive
      case .cancelSendsDestructiveAction, .cancelSendsChoiceAction, .dismissalSendsNothing: .dismissal
      case .blankLabel, .blankDestructiveHint, .ambiguousButtons, .unknownPreferredFocus:
        .accessibility
      case .tooFewActions, .tooManyActions, .missingAnchor, .preferMenu: .placement
      }
    }
  }
}
