/// The horizontal size class the sheet is presented in.
public enum FormFactor: Hashable, Sendable, CaseIterable {
  /// Compact width (phones): a bottom sheet that slides up over a scrim.
  case compact
  /// Regular width (tablets, desktops): a popover anchored to the trigger.
  case regular
}
