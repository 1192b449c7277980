/// A way to close an action sheet without choosing an action; every route sends the dismissal
/// action (``SheetSession/dismissalAction``) and never another button's action.
public enum DismissalRoute: Hashable, Sendable, CaseIterable {
  /// Activating the Cancel button.
  case cancelButton
  /// Tapping the scrim around a bottom sheet.
  case scrimTap
  /// Pressing Esc on a keyboard.
  case escape
  /// The system back gesture (Android back, the VoiceOver escape gesture).
  case systemBack
  /// Tapping outside a popover.
  case outsidePopoverTap

  /// The interaction event that takes this route.
  public var event: InteractionEvent {
    switch self {
    case .cancelButton: .tapCancel
    case .scrimTap: .tapScrim
    case .escape: .pressEscape
    case .systemBack: .systemBack
    case .outsidePopoverTap: .tapOutsidePopover
    }
  }
}
