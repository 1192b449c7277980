extension ConformanceViolation {
  /// How serious a violation is; advice orders before warning, warning before error.
  public enum Severity: Hashable, Sendable, CaseIterable, Comparable {
    /// Advice: the sheet works, but another component or wording may serve better.
    case advice
    /// A warning: the sheet works and conforms, but strains a soft limit of the spec (more
    /// than about five choices).
    case warning
    /// An error: the sheet breaks the spec, and the throwing builder
    /// ``ActionSheetState/validated(title:message:buttons:dismiss:anchoredTo:layoutDirection:preferredFocus:using:)``
    /// rejects it.
    case error
  }
}
