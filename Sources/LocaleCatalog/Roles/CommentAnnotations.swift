/// The sheet-l10n lines of a comment for translators: lines made only of `name: value`
/// pairs such as `role: destructive, verb: delete, maxLength: 32`.
///
/// Apple catalogs have no metadata fields, so their comments carry it. Known names: `role`,
/// `verb`, `maxLength`, `ignore` (rule ids, separated by spaces) and `arguments` (the names
/// of the arguments by position, separated by spaces). Converted files also write
/// `printf` (`count=%2$lld`, separated by spaces) and `extractionState`, so that nothing is
/// lost on the way back. Other lines are the description.
public struct CommentAnnotations: Sendable, Hashable {
  /// The annotation names a line may use.
  public static let names: Set<String> = [
    "role", "verb", "maxLength", "ignore", "arguments", "printf", "extractionState",
  ]

  /// The text Xcode and genstrings write when a string has no comment; it describes nothing.
  public static let noComment = "No comment provided by engineer."

  /// The comment without its annotation lines; nil when nothing else is left.
  public var description: String?
  /// The declared role.
  public var role: LabelRole?
  /// The declared destructive concept.
  public var verb: String?
  /// The declared maximum length.
  public var maxLength: Int?
  /// Rule ids not to report for the key.
  public var ignoredRules: [String] = []
  /// Argument names by position (`arguments: account count` names %1 and %2).
  public var argumentNames: [String] = []
  /// Printf specifiers by argument name (`printf: count=%2$lld`).
  public var printfSpecifiers: [String: String] = [:]
  /// A String Catalog extraction state carried through another format.
  public var extractionState: String?

  /// A line that looks like annotations but cannot be used.
  public struct Problem: Error, Sendable, Hashable {
    /// What is wrong.
    public let reason: String
  }

  /// Creates empty annotations around a description.
  public init(description: String? = nil) {
    self.description = description
  }

  /// The annotations that say what `metadata` says: its description, role, verb, maximum
  /// length, ignored rules and extraction state, for writing a comment or note.
  init(metadata: EntryMetadata) {
    self.init(description: metadata.description)
    role = metadata.role
    verb = metadata.verb
    maxLength = metadata.maxLength
    ignoredRules = metadata.ignoredRules
    extractionState = metadata.extractionState
  }

  /// Reads a comment.
  /// - Throws: ``Problem`` for an annotation line with an unknown role or a bad number.
  public init(parsing comment: String) throws(Problem) {
    var described: [Substring] = []
    for line in comment.split(separator: "\n", omittingEmptySubsequences: false)
    where line != CommentAnnotations.noComment {
      guard let pairs = CommentAnnotations.pairs(in: line) else {
        described.append(line)
        continue
      }
      for (name, value) in pairs {
        switch name {
        case "role":
          guard let role = LabelRole(rawValue: value) else {
            throw Problem(reason: "unknown role “\(value)” in the comment; use destructive, cancel or default")
          }
          self.role = role
        case "verb": verb = value
        case "maxLength":
          guard let length = Int(value), length >= 1, length < 10_000 else {
            throw Problem(reason: "“maxLength: \(value)” in the comment must be a positive whole number")
          }
          maxLength = length
        case "ignore": ignoredRules += value.split(separator: " ").map(String.init)
        case "extractionState": extractionState = value
        case "printf":
          for item in value.split(separator: " ") {
            guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
              throw Problem(reason: "“printf: \(item)” in the comment must read name=%specifier")
            }
            printfSpecifiers[String(item[..<equals])] = String(item[item.index(after: equals)...])
          }
        default: argumentNames = value.split(separator: " ").map(String.init)
        }
      }
    }
    let text = described.joined(separator: "\n").trimmingScalars(" \t\r\n")
    description = text.isEmpty ? nil : text
  }

  /// The `name: value` pairs of a line, or nil when the line is not made only of known pairs.
  static func pairs(in line: Substring) -> [(String, String)]? {
    let parts = line.split(separator: ",")
    guard !parts.isEmpty else { return nil }
    var result: [(String, String)] = []
    for part in parts {
      guard let colon = part.firstIndex(of: ":") else { return nil }
      let name = String(part[..<colon]).trimmingScalars(" \t")
      let value = String(part[part.index(after: colon)...]).trimmingScalars(" \t\r")
      guard CommentAnnotations.names.contains(name), !value.isEmpty else { return nil }
      result.append((name, value))
    }
    return result
  }

  /// The comment written back: the description, then one annotation line if there is
  /// anything to annotate.
  public var comment: String? {
    var pairs: [String] = []
    if let role { pairs.append("role: \(role.rawValue)") }
    if let verb { pairs.append("verb: \(verb)") }
    if let maxLength { pairs.append("maxLength: \(maxLength)") }
    if !ignoredRules.isEmpty { pairs.append("ignore: \(ignoredRules.joined(separator: " "))") }
    if !argumentNames.isEmpty { pairs.append("arguments: \(argumentNames.joined(separator: " "))") }
    if !printfSpecifiers.isEmpty {
      let items = printfSpecifiers.keys.sorted().map { "\($0)=\(printfSpecifiers[$0] ?? "")" }
      pairs.append("printf: \(items.joined(separator: " "))")
    }
    if let extractionState { pairs.append("extractionState: \(extractionState)") }
    let annotation = pairs.joined(separator: ", ")
    switch (description, annotation.isEmpty) {
    case (nil, true): return nil
    case (let text?, true): return text
    case (nil, false): return annotation
    case (let text?, false): return text + "\n" + annotation
    }
  }
}

extension CommentAnnotations {
  /// Writes what the comment says about a label into its metadata: description, role (marked
  /// as coming from a comment), verb, maxLength and ignored rules.
  func apply(to metadata: inout EntryMetadata) {
    metadata.description = description
    metadata.role = role
    metadata.verb = verb
    metadata.maxLength = maxLength
    metadata.ignoredRules = ignoredRules
    metadata.roleOrigin = role == nil ? nil : .comment
  }

  /// The argument names the comment gives, by printf position (1-based), as ICU names.
  var positionalArgumentNames: [Int: String] {
    var names: [Int: String] = [:]
    for (index, name) in argumentNames.enumerated() {
      names[index + 1] = PrintfConversion.icuName(name)
    }
    return names
  }
}
