/// The state of an action sheet as a value: what it shows, which actions its buttons send and
/// which control it belongs to.
///
/// Keep it in your domain state (`var actionSheet: ActionSheetState<AppAction>?`) and build it
/// in your reducer; the view layer asks ``presentation(for:context:)`` how to lay it out and
/// feeds interaction through ``SheetSession``, so every choice comes back to your reducer as an
/// action.
///
/// ```swift
/// state.actionSheet = ActionSheetState(
///   title: "What would you like to do?",
///   buttons: [
///     .default("Favorite", send: .favoriteTapped),
///     .destructive("Delete", send: .deleteTapped),
///     .cancel(),
///   ],
///   anchoredTo: "toolbar.info"
/// )
/// ```
public struct ActionSheetState<Action> {
  /// The title shown above the buttons, already localized.
  public var title: String
  /// An optional message below the title, already localized.
  public var message: String?
  /// The buttons in declared order; presentation reorders them (see ``verticalOrder``).
  public var buttons: [ButtonState<Action>]
  /// The control the sheet is anchored to and gives focus back to.
  public var trigger: TriggerID
  /// The layout direction of the locale; localization sets it.
  public var layoutDirection: LayoutDirection
  /// A button the app would like focused on open instead of Cancel; a destructive button is
  /// never honoured (and is a conformance error).
  public var preferredFocus: ButtonID?

  /// Creates an action sheet state.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - message: The localized message, if any.
  ///   - buttons: The buttons in declared order.
  ///   - trigger: The control that opens the sheet.
  ///   - layoutDirection: The locale's layout direction; left-to-right by default.
  ///   - preferredFocus: A non-destructive button to focus on open instead of Cancel, if any.
  @inlinable
  public init(
    title: String,
    message: String? = nil,
    buttons: [ButtonState<Action>],
    anchoredTo trigger: TriggerID,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.trigger = trigger
    self.layoutDirection = layoutDirection
    self.preferredFocus = preferredFocus
  }
}

extension ActionSheetState: Equatable where Action: Equatable {}

extension ActionSheetState: Hashable where Action: Hashable {}

extension ActionSheetState: Sendable where Action: Sendable {}
