/// The edge of the trigger control that a popover's arrow points at; the popover sits beyond it.
///
/// Edges are leading/trailing/top/bottom, never left/right, so a popover mirrors with the
/// layout direction.
public enum PopoverArrowEdge: Hashable, Sendable, CaseIterable {
  /// The trigger's leading edge (left in left-to-right layouts).
  case leading
  /// The trigger's trailing edge (right in left-to-right layouts).
  case trailing
  /// The trigger's top edge.
  case top
  /// The trigger's bottom edge; the default, for triggers in top toolbars.
  case bottom
}
