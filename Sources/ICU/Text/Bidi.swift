import ICUBridge

/// A direction of text.
public enum TextDirection: String, Sendable, Hashable {
  /// Left to right (Latin, Cyrillic, Han, …).
  case leftToRight
  /// Right to left (Arabic, Hebrew, …).
  case rightToLeft
}

/// Unicode bidirectional text, through ICU's `ubidi`.
public enum Bidi {
  /// FIRST STRONG ISOLATE (U+2068): starts an isolate whose direction is its first strong character.
  public static let firstStrongIsolate: Character = "\u{2068}"
  /// POP DIRECTIONAL ISOLATE (U+2069): ends an isolate.
  public static let popDirectionalIsolate: Character = "\u{2069}"
  /// LEFT-TO-RIGHT ISOLATE (U+2066).
  public static let leftToRightIsolate: Character = "\u{2066}"
  /// RIGHT-TO-LEFT ISOLATE (U+2067).
  public static let rightToLeftIsolate: Character = "\u{2067}"

  /// The direction of the first strong character of `text`, or nil when it has none
  /// (digits and punctuation only).
  public static func firstStrongDirection(of text: String) -> TextDirection? {
    let direction = BridgeStrings.withUTF16(text) { units, length in
      icub_bidi_first_strong(units, length)
    }
    switch direction {
    case 0: return .leftToRight
    case 1: return .rightToLeft
    default: return nil
    }
  }

  /// `text` wrapped in FSI…PDI, so that embedding it in text of the other direction
  /// cannot reorder its neighbours ("حذف “report.pdf”").
  public static func isolate(_ text: String) -> String {
    "\(firstStrongIsolate)\(text)\(popDirectionalIsolate)"
  }

  /// One line reordered from logical to visual order, for display on a terminal that does
  /// not apply the bidi algorithm itself. Bidi controls are removed and brackets mirrored.
  /// - Parameters:
  ///   - text: One line of text in logical order.
  ///   - direction: The paragraph direction, or nil to take it from the first strong character.
  public static func visualOrder(_ text: String, direction: TextDirection? = nil) -> String {
    let level: Int32
    switch direction {
    case .leftToRight: level = 0
    case .rightToLeft: level = 1
    case nil: level = -1
    }
    return BridgeStrings.withUTF16(text) { units, length in
      (try? BridgeStrings.readUTF16(capacity: Int(length) + 8, operation: "bidi reordering") { out, capacity, status in
        icub_bidi_visual(units, length, level, out, capacity, status)
      }) ?? text
    }
  }
}
