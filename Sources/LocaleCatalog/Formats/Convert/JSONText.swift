/// Writing JSON text: string literals, and values laid out the way the formats expect.
enum JSONText {
  /// A JSON string literal; non-ASCII characters are kept as they are, control characters,
  /// `"` and `\` are escaped.
  static func literal(_ text: String) -> String {
    JSONLiteral.string(text)
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
