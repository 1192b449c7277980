import ActionSheetCore
import ICU

/// Draws a sheet as the core presents it, in a box of text for a terminal: title, message,
/// the action group (destructive at the top, in red with colour) and Cancel in its own group.
///
/// Terminals do not apply the bidi algorithm, so each line is reordered to visual order by
/// ICU and right-to-left sheets are aligned to the right (their leading edge).
public struct TerminalPreview: Sendable {
  /// Whether to colour destructive buttons red with ANSI escapes.
  public var colored: Bool
  /// The inner width of the box in cells.
  public var width: Int

  /// Creates a preview renderer.
  public init(colored: Bool = false, width: Int = 44) {
    self.colored = colored
    self.width = width
  }

  /// The preview of `sheet` for `formFactor`.
  public func render<Action>(_ sheet: ActionSheetState<Action>, formFactor: FormFactor) -> String {
    let presentation = sheet.presentation(for: formFactor)
    let direction: TextDirection = sheet.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    var lines: [String] = []
    lines.append(describe(presentation, formFactor: formFactor))
    let inner = max(width, contentWidth(sheet))
    lines.append("┌" + String(repeating: "─", count: inner + 2) + "┐")
    lines.append(row(sheet.title, inner: inner, direction: direction, centered: true))
    if let message = sheet.message {
      for part in wrap(message, width: inner) {
        lines.append(row(part, inner: inner, direction: direction, centered: true))
      }
    }
    for button in presentation.actionGroup {
      lines.append("├" + String(repeating: "─", count: inner + 2) + "┤")
      lines.append(
        row(button.label, inner: inner, direction: direction, centered: true, red: button.role == .destructive))
    }
    if !presentation.cancelGroup.isEmpty {
      lines.append("└" + String(repeating: "─", count: inner + 2) + "┘")
      lines.append("┌" + String(repeating: "─", count: inner + 2) + "┐")
      for button in presentation.cancelGroup {
        lines.append(row(button.label, inner: inner, direction: direction, centered: true))
      }
    }
    lines.append("└" + String(repeating: "─", count: inner + 2) + "┘")
    for button in presentation.buttons {
      let accessibility = button.accessibility
      var text = "  \(button.role.previewName): “\(Bidi.visualOrder(accessibility.label, direction: direction))”"
      if let hint = accessibility.hint { text += ", hint “\(Bidi.visualOrder(hint, direction: direction))”" }
      lines.append(text)
    }
    if let focus = presentation.initialFocus {
      lines.append("  focus on open: “\(Bidi.visualOrder(sheet.buttons[focus].label, direction: direction))”")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe<Action>(_ presentation: Presentation<Action>, formFactor: FormFactor) -> String {
    var parts: [String] = []
    switch presentation.style {
    case .bottomSheet: parts.append("compact: bottom sheet anchored to the safe area, slides up")
    case .popover(let edge): parts.append("regular: popover anchored to the trigger, arrow on the \(edge) edge")
    case .overPopoverContent: parts.append("regular: slides over the popover's content")
    }
    if presentation.hasScrim { parts.append("a scrim dims the content") }
    parts.append(presentation.layoutDirection == .rightToLeft ? "right to left" : "left to right")
    return parts.joined(separator: "; ")
  }

  private func contentWidth<Action>(_ sheet: ActionSheetState<Action>) -> Int {
    ([sheet.title] + sheet.buttons.map(\.label)).map { TerminalWidth.of($0) }.max() ?? 0
  }

  private func row(_ text: String, inner: Int, direction: TextDirection, centered: Bool, red: Bool = false) -> String {
    let visual = Bidi.visualOrder(text, direction: direction)
    let cells = TerminalWidth.of(visual)
    let free = max(0, inner - cells)
    let left = centered ? free / 2 : (direction == .rightToLeft ? free : 0)
    let shown = red && colored ? "\u{1B}[31m\(visual)\u{1B}[0m" : visual
    return "│ " + String(repeating: " ", count: left) + shown + String(repeating: " ", count: free - left) + " │"
  }

  private func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if TerminalWidth.of(candidate) > width, !current.isEmpty {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

extension ButtonStateRole {
  fileprivate var previewName: String {
    switch self {
    case .destructive: return "destructive (red)"
    case .cancel: return "cancel"
    case .default: return "default"
    }
  }
}
