extension ButtonState {
  /// What assistive technologies announce for this button: its accessible label, a hint that
  /// states the destructive meaning in words, and its traits.
  ///
  /// A destructive button without a localized hint gets the English
  /// ``ButtonAccessibility/defaultDestructiveHint``.
  public var accessibility: ButtonAccessibility {
    var traits: AccessibilityTraits = .isButton
    var hint = accessibilityHint
    switch role {
    case .default:
      break
    case .destructive:
      traits.insert(.isDestructive)
      hint = hint ?? ButtonAccessibility.defaultDestructiveHint
    case .cancel:
      traits.insert(.isCancel)
    }
    return ButtonAccessibility(label: accessibilityLabel ?? label, hint: hint, traits: traits)
  }
}
