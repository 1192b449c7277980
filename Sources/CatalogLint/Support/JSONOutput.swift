import LocaleCatalog

/// A JSON document to write, with object members in the order they are given.
///
/// Reports and baselines are written with this type rather than `JSONEncoder`, so that the
/// same findings always give the same bytes: members keep their order, strings escape
/// exactly the characters JSON requires (quotes, backslashes, control characters) and keep
/// everything else, non-ASCII included, as UTF-8.
public indirect enum JSONOutput: Sendable, Hashable {
  /// An object; members are written in this order.
  case object([Member])
  /// An array.
  case array([JSONOutput])
  /// A string.
  case string(String)
  /// A whole number.
  case integer(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// One `"key": value` member of an object.
  public struct Member: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONOutput

    /// Creates a member.
    public init(_ key: String, _ value: JSONOutput) {
      self.key = key
      self.value = value
    }
  }

  /// An object from key–value pairs, in the given order.
  public static func fields(_ pairs: [(String, JSONOutput)]) -> JSONOutput {
    .object(pairs.map { Member($0.0, $0.1) })
  }

  /// A string, or `null` when `text` is nil.
  public static func string(orNull text: String?) -> JSONOutput {
    text.map(JSONOutput.string) ?? .null
  }

  /// The document as text: indented by two spaces per level when `pretty`, on one line
  /// otherwise. No trailing line break.
  public func rendered(pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, level: 0, pretty: pretty)
    return output
  }

  private func write(to output: inout String, level: Int, pretty: Bool) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        JSONOutput.newline(&output, level: level + 1, pretty: pretty)
        JSONOutput.writeString(member.key, to: &output)
        output += pretty ? ": " : ":"
        member.value.write(to: &output, level: level + 1, pretty: pretty)
      }
      JSONOutput.newline(&output, level: level, pretty: pretty)
      output += "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        JSONOutput.newline(&output, level: level + 1, pretty: pretty)
        element.write(to: &output, level: level + 1, pretty: pretty)
      }
      JSONOutput.newline(&output, level: level, pretty: pretty)
      output += "]"
    case .string(let text):
      JSONOutput.writeString(text, to: &output)
    case .integer(let number):
      output += String(number)
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  private static func newline(_ output: inout String, level: Int, pretty: Bool) {
    guard pretty else { return }
    output += "\n"
    output += String(repeating: "  ", count: level)
  }

  /// Writes `text` as a JSON string literal (``JSONLiteral``).
  static func writeString(_ text: String, to output: inout String) {
    JSONLiteral.append(text, to: &output)
  }

}
