/// Which source decides the regular-width presentation where the component spec and Apple's
/// Human Interface Guidelines disagree.
///
/// The two sources agree on compact width (a bottom sheet with Cancel at the bottom). In regular
/// width they conflict:
///
/// - The spec (R4, `req-action-sheet-cancel`) always shows a popover anchored to the trigger
///   with the identical choice set, Cancel included and separated.
/// - The HIG drops the Cancel button when the sheet is presented from outside a popover, because
///   tapping outside the popover cancels; when the trigger is itself inside a popover, the sheet
///   slides up over that popover's content and keeps Cancel, so people can back out without
///   closing the popover.
///
/// ``spec`` is the default because the spec is this project's requirement; ``platform`` lets an
/// app match native behaviour on Apple platforms.
public enum PresentationPolicy: Hashable, Sendable, CaseIterable {
  /// Follow the component spec: in regular width always a popover at the trigger, with Cancel.
  case spec
  /// Follow the Apple HIG: no Cancel in a popover presented from outside a popover (unless
  /// that would leave fewer than the HIG's "two or more buttons"); over the enclosing
  /// popover's content, with Cancel, when presented from inside one.
  ///
  /// Without a Cancel button, cancelling stays reachable by keyboard and screen reader through
  /// Esc and the system back gesture (VoiceOver's escape gesture), which send the dismissal action.
  case platform
}
