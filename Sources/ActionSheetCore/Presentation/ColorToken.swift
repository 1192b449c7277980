/// A semantic colour token from the theme (verge.kmd); the view layer maps it to a real colour.
public enum ColorToken: Hashable, Sendable, CaseIterable {
  /// The ordinary button colour.
  case standard
  /// The danger colour (red) for destructive actions; never the only signal of danger.
  case danger
}
