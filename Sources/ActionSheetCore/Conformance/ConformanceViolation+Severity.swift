extension ConformanceViolation {
  /// How serious a violation is; advice orders before error.
  public enum Severity: Hashable, Sendable, CaseIterable, Comparable {
    /// Advice: the sheet works, but another component or wording may serve better.
    case advice
    /// An error: the sheet breaks the spec, and the throwing builder
    /// ``ActionSheetState/validated(title:message:buttons:anchoredTo:layoutDirection:preferredFocus:using:)``
    /// rejects it.
    case error
  }
}
