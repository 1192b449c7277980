extension ButtonState {
  /// The colour token the button renders with: ``ColorToken/danger`` for a destructive button,
  /// ``ColorToken/standard`` otherwise.
  public var colorToken: ColorToken {
    role == .destructive ? .danger : .standard
  }
}
