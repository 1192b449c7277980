/// The difference between an expected and an actual value, drawn for a failing test step:
/// both values are written one field a line (through `Mirror`, the standard library's
/// reflection), and the lines that differ are marked `−` (expected) and `+` (actual), with a
/// few unchanged lines around them for context.
///
/// ```
/// AppState(
///   favorites: [],
/// − actionSheet: nil
/// + actionSheet: ActionSheetState(
/// +   title: "What would you like to do?",
/// …
/// ```
enum ValueDifference {
  /// Unchanged lines kept around each change.
  static let context = 2
  /// The most lines of a value the difference is worked out for; longer values are shown
  /// whole, one after the other.
  static let lineLimit = 1500

  /// The difference of `expected` and `actual`, or nil when they draw alike.
  static func describe<Value>(expected: Value, actual: Value) -> String? {
    let old = lines(of: expected)
    let new = lines(of: actual)
    guard old != new else { return nil }
    guard old.count <= lineLimit, new.count <= lineLimit else {
      return (old.map { "− " + $0 } + new.map { "+ " + $0 }).joined(separator: "\n")
    }
    return render(diff(old, new))
  }

  /// A value written one field a line, nested values indented.
  static func lines(of value: Any) -> [String] {
    var out: [String] = []
    write(value, label: nil, indent: 0, depth: 0, trailingComma: false, into: &out)
    return out
  }

  // MARK: Drawing

  private static func write(
    _ value: Any, label: String?, indent: Int, depth: Int, trailingComma: Bool, into out: inout [String]
  ) {
    let prefix = String(repeating: "  ", count: indent) + (label.map { "\($0): " } ?? "")
    let comma = trailingComma ? "," : ""
    let mirror = Mirror(reflecting: value)
    if let scalar = scalarText(value, mirror) {
      out.append(prefix + scalar + comma)
      return
    }
    guard depth < 24 else {
      out.append(prefix + String(describing: value) + comma)
      return
    }
    let children = Array(mirror.children)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = children.first?.value else {
        out.append(prefix + "nil" + comma)
        return
      }
      write(wrapped, label: label, indent: indent, depth: depth + 1, trailingComma: trailingComma, into: &out)
    case .collection, .set, .dictionary:
      guard !children.isEmpty else {
        out.append(prefix + (mirror.displayStyle == .dictionary ? "[:]" : "[]") + comma)
        return
      }
      out.append(prefix + "[")
      var elements: [[String]] = []
      for child in children {
        var element: [String] = []
        if mirror.displayStyle == .dictionary, let pair = pair(child.value) {
          let key = lines(of: pair.key).joined(separator: " ")
          write(pair.value, label: key, indent: indent + 1, depth: depth + 1, trailingComma: true, into: &element)
        } else {
          write(child.value, label: nil, indent: indent + 1, depth: depth + 1, trailingComma: true, into: &element)
        }
        elements.append(element)
      }
      // Sets and dictionaries have no order of their own: draw them sorted.
      if mirror.displayStyle != .collection { elements.sort { $0.joined() < $1.joined() } }
      out += elements.flatMap { $0 }
      out.append(String(repeating: "  ", count: indent) + "]" + comma)
    case .enum:
      let name = caseName(value)
      guard let payload = children.first else {
        out.append(prefix + "." + name + comma)
        return
      }
      let inner = Mirror(reflecting: payload.value)
      let fields = inner.displayStyle == .tuple ? Array(inner.children) : [(label: nil, value: payload.value)]
      writeComposite(
        prefix + "." + (payload.label ?? name), fields: fields, inline: true, indent: indent, depth: depth,
        comma: comma, into: &out)
    case .tuple:
      writeComposite(prefix, fields: children, inline: true, indent: indent, depth: depth, comma: comma, into: &out)
    default:
      writeComposite(
        prefix + typeName(value), fields: children, indent: indent, depth: depth, comma: comma, into: &out)
    }
  }

  private static func writeComposite(
    _ head: String, fields: [Mirror.Child], inline: Bool = false, indent: Int, depth: Int, comma: String,
    into out: inout [String]
  ) {
    guard !fields.isEmpty else {
      out.append(head + "()" + comma)
      return
    }
    var drawn: [[String]] = []
    for (index, field) in fields.enumerated() {
      let label = field.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      var lines: [String] = []
      write(
        field.value, label: label, indent: indent + 1, depth: depth + 1, trailingComma: index < fields.count - 1,
        into: &lines)
      drawn.append(lines)
    }
    // An enum's payload and a wrapper of one value stay on one line when short: `.button(2)`,
    // `ButtonID(rawValue: "delete")`; a value of several fields has a line for each.
    if inline || fields.count == 1, drawn.allSatisfy({ $0.count == 1 }) {
      let inline = drawn.map { $0[0].drop { $0 == " " } }.joined(separator: " ")
      if inline.count <= 60 {
        out.append(head + "(" + inline + ")" + comma)
        return
      }
    }
    out.append(head + "(")
    out += drawn.flatMap { $0 }
    out.append(String(repeating: "  ", count: indent) + ")" + comma)
  }

  /// The text of a value drawn on one line: numbers, text, booleans, and anything without
  /// fields.
  private static func scalarText(_ value: Any, _ mirror: Mirror) -> String? {
    switch value {
    case let text as String: return text.debugDescription
    case let text as Substring: return String(text).debugDescription
    case let character as Character: return String(character).debugDescription
    case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64,
      is Double, is Float:
      return "\(value)"
    default: break
    }
    if mirror.children.isEmpty, mirror.displayStyle != .enum, mirror.displayStyle != .optional,
      mirror.displayStyle != .collection, mirror.displayStyle != .set, mirror.displayStyle != .dictionary
    {
      return mirror.displayStyle == .struct || mirror.displayStyle == .class
        ? typeName(value) + "()" : String(describing: value)
    }
    return nil
  }

  private static func pair(_ value: Any) -> (key: Any, value: Any)? {
    let children = Array(Mirror(reflecting: value).children)
    guard children.count == 2 else { return nil }
    return (children[0].value, children[1].value)
  }

  /// The case of an enum value without its payload.
  private static func caseName(_ value: Any) -> String {
    let text = String(describing: value)
    return String(text.prefix { $0 != "(" })
  }

  /// The type's name without its module.
  private static func typeName(_ value: Any) -> String {
    let full = String(reflecting: type(of: value))
    var result = ""
    var component = ""
    // Drops each module or enclosing-scope prefix of a dotted name, keeping generic arguments'.
    for character in full {
      switch character {
      case ".":
        component = ""
      case "<", ">", ",", " ":
        result += component + String(character)
        component = ""
      default:
        component.append(character)
      }
    }
    return result + component
  }

  // MARK: Differences

  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The lines of `old` and `new` as a shortest edit script, by their longest common
  /// subsequence.
  static func diff(_ old: [String], _ new: [String]) -> [Line] {
    let rows = old.count
    let columns = new.count
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < rows, j == columns || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }

  /// The changed lines with `context` unchanged ones around them; longer unchanged runs are
  /// one line saying how many were left out.
  static func render(_ lines: [Line]) -> String {
    var keep = [Bool](repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() {
      guard case .same = line else {
        for near in max(0, index - context)...min(lines.count - 1, index + context) { keep[near] = true }
        continue
      }
    }
    // A single line left out would take as much room as showing it.
    for index in keep.indices where !keep[index] {
      let before = index == 0 || keep[index - 1]
      let after = index == keep.count - 1 || keep[index + 1]
      if before && after { keep[index] = true }
    }
    var out: [String] = []
    var skipped = 0
    for (index, line) in lines.enumerated() {
      guard keep[index] else {
        skipped += 1
        continue
      }
      if skipped > 0 {
        out.append("  … (\(skipped) unchanged line\(skipped == 1 ? "" : "s"))")
        skipped = 0
      }
      switch line {
      case .same(let text): out.append("  " + text)
      case .removed(let text): out.append("− " + text)
      case .added(let text): out.append("+ " + text)
      }
    }
    if skipped > 0 { out.append("  … (\(skipped) unchanged line\(skipped == 1 ? "" : "s"))") }
    return out.joined(separator: "\n")
  }
}
