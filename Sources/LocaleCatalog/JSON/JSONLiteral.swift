/// Writing JSON string literals, the one escaping every JSON writer of the project uses.
public enum JSONLiteral {
  /// `text` as a JSON string literal: `"` and `\` escaped, control characters (U+0000–U+001F,
  /// U+007F) and the line and paragraph separators (U+2028, U+2029) as `\n`, `\t`, … or
  /// `\uXXXX`; every other character kept as it is.
  public static func string(_ text: String) -> String {
    var output = ""
    append(text, to: &output)
    return output
  }

  /// Appends `text` as a JSON string literal to `output`.
  public static func append(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let digits = Array("0123456789abcdef")
        let value = Int(scalar.value)
        output +=
          "\\u"
          + String([digits[value >> 12 & 0xF], digits[value >> 8 & 0xF], digits[value >> 4 & 0xF], digits[value & 0xF]])
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
