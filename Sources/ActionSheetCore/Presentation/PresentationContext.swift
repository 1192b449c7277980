/// The circumstances of one presentation beyond the form factor: the policy, the trigger and
/// where it lives, and which edge a popover attaches to.
public struct PresentationContext: Hashable, Sendable {
  /// The control the view presents the sheet from, used when the sheet's state names none
  /// (the seed attaches `.actionSheet(…)` to its `Button("Info")`); `nil` by default.
  public var trigger: TriggerID?
  /// Which source decides regular-width behaviour; ``PresentationPolicy/spec`` by default.
  public var policy: PresentationPolicy
  /// Where the trigger lives; ``TriggerContainer/content`` by default.
  public var triggerContainer: TriggerContainer
  /// The trigger edge a popover's arrow points at; ``PopoverArrowEdge/bottom`` by default.
  public var arrowEdge: PopoverArrowEdge

  /// Creates a presentation context.
  ///
  /// - Parameters:
  ///   - policy: Which source decides regular-width behaviour.
  ///   - triggerContainer: Where the trigger lives.
  ///   - arrowEdge: The trigger edge a popover's arrow points at.
  ///   - trigger: The control the view presents from, when the sheet names none.
  public init(
    trigger: TriggerID? = nil,
    policy: PresentationPolicy = .spec,
    triggerContainer: TriggerContainer = .content,
    arrowEdge: PopoverArrowEdge = .bottom
  ) {
    self.trigger = trigger
    self.policy = policy
    self.triggerContainer = triggerContainer
    self.arrowEdge = arrowEdge
  }
}
