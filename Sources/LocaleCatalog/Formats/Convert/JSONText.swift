/// Writing JSON text: string literals, and values laid out the way the formats expect.
enum JSONText {
  /// A JSON string literal; non-ASCII characters are kept as they are, control characters,
  /// `"` and `\` are escaped.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A JSON value to write.
  indirect enum Value {
    case object([(String, Value)])
    case array([Value])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The value in Xcode's layout: two-space indentation, `"key" : value`, one member per line.
    func xcodeText(indent: String = "") -> String {
      switch self {
      case .string(let text): return JSONText.literal(text)
      case .integer(let number): return String(number)
      case .bool(let flag): return flag ? "true" : "false"
      case .array(let items):
        guard !items.isEmpty else { return "[\n\n\(indent)]" }
        let inner = indent + "  "
        return "[\n" + items.map { inner + $0.xcodeText(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
      case .object(let members):
        guard !members.isEmpty else { return "{\n\n\(indent)}" }
        let inner = indent + "  "
        let lines = members.map { "\(inner)\(JSONText.literal($0.0)) : \($0.1.xcodeText(indent: inner))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
      }
    }

    /// The value on one line: `{"role": "destructive", "verb": "delete"}`.
    var compactText: String {
      switch self {
      case .string(let text): return JSONText.literal(text)
      case .integer(let number): return String(number)
      case .bool(let flag): return flag ? "true" : "false"
      case .array(let items):
        return "[" + items.map(\.compactText).joined(separator: ", ") + "]"
      case .object(let members):
        return "{" + members.map { "\(JSONText.literal($0.0)): \($0.1.compactText)" }.joined(separator: ", ") + "}"
      }
    }
  }
}
