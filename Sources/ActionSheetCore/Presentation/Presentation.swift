/// How one action sheet is laid out for one form factor and context: container, anchor,
/// transition, scrim, button groups, dismissal routes and initial focus.
///
/// Build it with ``ActionSheetState/presentation(for:context:)``; the view layer renders it and
/// the ``SheetSession`` reducer uses it to decide which events apply.
public struct Presentation<Action> {
  /// The container the sheet is shown in.
  public let style: PresentationStyle
  /// What the sheet is anchored to.
  public let anchor: PresentationAnchor
  /// How the sheet comes on screen.
  public let transition: PresentationTransition
  /// Whether a scrim dims the content underneath; tapping it cancels.
  public let hasScrim: Bool
  /// The action buttons from top to bottom: destructive first, then the others in declared order.
  public let actionGroup: [PresentedButton<Action>]
  /// The Cancel button in its own, visually separated group below the actions; empty when the
  /// policy hides Cancel (``PresentationPolicy/platform`` popover from outside a popover, with
  /// two or more actions left).
  public let cancelGroup: [PresentedButton<Action>]
  /// The routes that dismiss this presentation, all of which send the dismissal action.
  public let dismissalRoutes: Set<DismissalRoute>
  /// The position in ``ActionSheetState/buttons`` focused on open: the shown Cancel, or `nil`
  /// to focus the sheet itself, so Return right after opening never runs an action.
  public let initialFocus: Int?
  /// The layout direction the sheet is laid out in.
  public let layoutDirection: LayoutDirection

  /// Every shown button from top to bottom: ``actionGroup`` then ``cancelGroup``.
  public var buttons: [PresentedButton<Action>] { actionGroup + cancelGroup }

  /// Whether the sheet spans the full width of the screen (a bottom bar), as opposed to a popover.
  public var isFullWidth: Bool { style == .bottomSheet }

  init(
    style: PresentationStyle,
    anchor: PresentationAnchor,
    transition: PresentationTransition,
    hasScrim: Bool,
    actionGroup: [PresentedButton<Action>],
    cancelGroup: [PresentedButton<Action>],
    dismissalRoutes: Set<DismissalRoute>,
    initialFocus: Int?,
    layoutDirection: LayoutDirection
  ) {
    self.style = style
    self.anchor = anchor
    self.transition = transition
    self.hasScrim = hasScrim
    self.actionGroup = actionGroup
    self.cancelGroup = cancelGroup
    self.dismissalRoutes = dismissalRoutes
    self.initialFocus = initialFocus
    self.layoutDirection = layoutDirection
  }
}

extension Presentation: Equatable where Action: Equatable {}

extension Presentation: Hashable where Action: Hashable {}

extension Presentation: Sendable where Action: Sendable {}
