import ActionSheetCore

/// Actions of generated sheets: each button sends its own, so any mix-up is visible.
enum GenAction: Hashable, Sendable, CustomStringConvertible {
  case tapped(Int)
  case cancelled

  var description: String {
    switch self {
    case .tapped(let index): "tapped(\(index))"
    case .cancelled: "cancelled"
    }
  }
}

/// A small deterministic random number generator (SplitMix64), so generated cases reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Generates varied sheets: 1–6 actions, with or without a destructive action and a Cancel, in
/// any declared order, either direction, sometimes preferring focus on the destructive button.
/// Some are deliberately non-conformant, because safety must not depend on conformance.
enum SheetGenerator {
  static func sheets(count: Int = 48, seed: UInt64 = 0x5EED) -> [ActionSheetState<GenAction>] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { number in
      let actionCount = Int.random(in: 1...6, using: &random)
      let destructivePosition =
        Int.random(in: 0..<3, using: &random) == 0
        ? nil : Int.random(in: 0..<actionCount, using: &random)
      var buttons: [ButtonState<GenAction>] = (0..<actionCount).map { index in
        index == destructivePosition
          ? .destructive("Delete \(index)", send: .tapped(index))
          : .default("Action \(index)", send: .tapped(index))
      }
      if Int.random(in: 0..<10, using: &random) > 0 {
        let cancel: ButtonState<GenAction> =
          Bool.random(using: &random) ? .cancel() : .cancel("Cancel", send: .cancelled)
        buttons.insert(cancel, at: Int.random(in: 0...buttons.count, using: &random))
      }
      let preferredFocus =
        Bool.random(using: &random) ? buttons.randomElement(using: &random)?.id : nil
      return ActionSheetState(
        title: "Generated sheet \(number)",
        buttons: buttons,
        anchoredTo: TriggerID("trigger.\(number)"),
        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
        preferredFocus: preferredFocus
      )
    }
  }

  /// The actions of a sheet's destructive buttons.
  static func destructiveActions(of sheet: ActionSheetState<GenAction>) -> [GenAction] {
    sheet.indices(of: .destructive).compactMap { sheet.buttons[$0].action }
  }
}
