/// The circumstances of one presentation beyond the form factor: the policy, where the trigger
/// lives and which edge a popover attaches to.
public struct PresentationContext: Hashable, Sendable {
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
  public init(
    policy: PresentationPolicy = .spec,
    triggerContainer: TriggerContainer = .content,
    arrowEdge: PopoverArrowEdge = .bottom
  ) {
    self.policy = policy
    self.triggerContainer = triggerContainer
    self.arrowEdge = arrowEdge
  }
}
