/// One button as presented: the button state and its position in ``ActionSheetState/buttons``.
public struct PresentedButton<Action> {
  /// The position of the button in ``ActionSheetState/buttons``.
  public let index: Int
  /// The button state.
  public let button: ButtonState<Action>

  /// Creates a presented button.
  ///
  /// - Parameters:
  ///   - index: The position of the button in ``ActionSheetState/buttons``.
  ///   - button: The button state.
  public init(index: Int, button: ButtonState<Action>) {
    self.index = index
    self.button = button
  }

  /// The button's role.
  public var role: ButtonStateRole { button.role }
  /// The button's visible label.
  public var label: String { button.label }
  /// The colour token the button renders with.
  public var colorToken: ColorToken { button.colorToken }
  /// What assistive technologies announce for the button.
  public var accessibility: ButtonAccessibility { button.accessibility }
}

extension PresentedButton: Equatable where Action: Equatable {}

extension PresentedButton: Hashable where Action: Hashable {}

extension PresentedButton: Sendable where Action: Sendable {}
