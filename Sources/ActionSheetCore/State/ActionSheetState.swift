/// The state of an action sheet as a value: what it shows, which actions its buttons send,
/// what closing it without a choice sends, and which control it belongs to.
///
/// Keep it in your domain state (`var actionSheet: ActionSheetState<AppAction>?`) and build it
/// in your reducer, as the seed design does; the view layer asks
/// ``presentation(for:context:)`` how to lay it out and feeds interaction through
/// ``SheetSession``, so every choice, and every dismissal, comes back to your reducer as an
/// action.
///
/// ```swift
/// import ActionSheetCore
///
/// enum AppAction: Equatable { case cancelTapped, deleteTapped, favoriteTapped, infoTapped }
/// struct AppState: Equatable { var actionSheet: ActionSheetState<AppAction>? }
///
/// var state = AppState()
/// state.actionSheet = .init(
///   title: "What would you like to do?",
///   buttons: [
///     .default("Favorite", send: .favoriteTapped),
///     .destructive("Delete", send: .deleteTapped),
///     .cancel(),
///   ]
/// )
/// ```
///
/// The view presents it with a dismiss action (`SheetSession(…, dismiss: .cancelTapped)`, the
/// seed's `dismiss:`) that Cancel, a scrim tap, Esc and the back gesture send, so the reducer
/// can set `actionSheet` back to `nil`.
public struct ActionSheetState<Action> {
  /// A button of the sheet, spelled as in the seed design: `ActionSheetState.Button`.
  public typealias Button = ButtonState<Action>

  /// The title shown above the buttons, already localized.
  public var title: String
  /// An optional message below the title, already localized.
  public var message: String?
  /// The buttons in declared order; presentation reorders them (see ``verticalOrder``).
  public var buttons: [Button]
  /// The action every way of closing the sheet without a choice sends (Cancel without an
  /// action of its own, a scrim tap, Esc, the back gesture, a tap outside a popover); `nil`
  /// leaves it to the presentation's `dismiss:` (see ``SheetSession/dismiss``).
  public var dismiss: Action?
  /// The control the sheet is anchored to and gives focus back to; `nil` when the view layer
  /// names it instead (``PresentationContext/trigger``). A regular-width popover needs one.
  public var trigger: TriggerID?
  /// The layout direction of the locale; localization sets it.
  public var layoutDirection: LayoutDirection
  /// The button the app would like focused on open. Only Cancel may be: it is the safe
  /// default, so any other button here is a conformance error and is never focused.
  public var preferredFocus: ButtonID?

  /// Creates an action sheet state; `init(title:message:buttons:)` is the seed design's.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - message: The localized message, if any.
  ///   - buttons: The buttons in declared order.
  ///   - dismiss: The action closing without a choice sends, if the sheet decides it.
  ///   - trigger: The control that opens the sheet, if the state names it.
  ///   - layoutDirection: The locale's layout direction; left-to-right by default.
  ///   - preferredFocus: The button to focus on open; only Cancel is allowed.
  @inlinable
  public init(
    title: String,
    message: String? = nil,
    buttons: [Button],
    dismiss: Action? = nil,
    anchoredTo trigger: TriggerID? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredFocus: ButtonID? = nil
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.dismiss = dismiss
    self.trigger = trigger
    self.layoutDirection = layoutDirection
    self.preferredFocus = preferredFocus
  }

  /// The same sheet sending another type of action, for lifting a child feature's sheet
  /// onto its parent's actions (`child.actionSheet.map(ParentAction.child)`).
  ///
  /// - Parameter transform: Turns each action into the new type.
  /// - Returns: The sheet with every button's action and the dismiss action transformed.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ActionSheetState<NewAction> {
    ActionSheetState<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) },
      dismiss: dismiss.map(transform), anchoredTo: trigger, layoutDirection: layoutDirection,
      preferredFocus: preferredFocus)
  }
}

extension ActionSheetState: Identifiable {
  /// The sheet's identity: its trigger and button ids; titles and labels play no part.
  public var id: ActionSheetID { ActionSheetID(trigger: trigger, buttons: buttons.map(\.id)) }
}

/// Identifies an action sheet by what does not change with the locale: its trigger and its
/// buttons' ids, so the same sheet in another language, rebuilt, or lifted onto a parent's
/// actions with ``ActionSheetState/map(_:)``, keeps its identity.
public struct ActionSheetID: Hashable, Sendable {
  /// The control the sheet is anchored to, if named.
  public var trigger: TriggerID?
  /// The ids of the buttons, in declared order.
  public var buttons: [ButtonID]

  /// Creates a sheet identity.
  ///
  /// - Parameters:
  ///   - trigger: The control the sheet is anchored to, if named.
  ///   - buttons: The ids of the buttons, in declared order.
  public init(trigger: TriggerID?, buttons: [ButtonID]) {
    self.trigger = trigger
    self.buttons = buttons
  }
}

extension ActionSheetState: Equatable where Action: Equatable {}

extension ActionSheetState: Hashable where Action: Hashable {}

extension ActionSheetState: Sendable where Action: Sendable {}
