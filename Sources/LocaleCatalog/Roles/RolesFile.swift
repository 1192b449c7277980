/// A roles file (`--roles FILE`): patterns of keys (or source texts) → role and verb, for
/// catalogs that cannot say which label destroys something.
///
/// ```json
/// {
///   "patterns": [
///     {"key": "delete.*", "role": "destructive", "verb": "delete"},
///     {"key": "*.cancel", "role": "cancel"},
///     {"text": "Erase *", "role": "destructive", "verb": "erase"}
///   ]
/// }
/// ```
///
/// `*` matches any run of characters and `?` one; `key` is matched exactly, `text` (the
/// source label) without regard to case. When a pattern has both, both must match. The first
/// matching pattern wins. A destructive role needs its verb.
public struct RolesFile: RoleInferring {
  /// One pattern of the file.
  public struct Pattern: Sendable, Hashable {
    /// The glob over keys, if any.
    public var key: String?
    /// The glob over source texts, if any.
    public var text: String?
    /// The role it gives.
    public var role: LabelRole
    /// The verb it gives (destructive roles).
    public var verb: String?
  }

  /// A roles file that cannot be used, with where.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// Where in the file.
    public let position: SourcePosition
    /// What is wrong.
    public let reason: String

    public var description: String { "\(path):\(position.line):\(position.column): \(reason)" }
  }

  /// The file's path, for reasons shown to people.
  public let path: String
  /// The patterns, in file order.
  public let patterns: [Pattern]

  /// Creates a roles file from patterns.
  public init(path: String, patterns: [Pattern]) {
    self.path = path
    self.patterns = patterns
  }

  /// Reads a roles file.
  /// - Throws: ``Problem`` with the line and column of the first problem.
  public init(path: String, bytes: [UInt8]) throws(Problem) {
    let source = SourceFile(path: path, bytes: bytes)
    func problem(_ reason: String, at offset: Int) -> Problem {
      Problem(path: path, position: source.position(ofByte: offset), reason: reason)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw problem("invalid JSON: \(error.reason)", at: error.offset)
    }
    guard case .object(let members) = root.value else {
      throw problem("a roles file is an object with “patterns”: [{\"key\": …, \"role\": …}]", at: root.offset)
    }
    var patterns: [Pattern] = []
    for member in members {
      guard member.key == "patterns" else {
        throw problem("unexpected “\(member.key)”; a roles file has only “patterns”", at: member.keyOffset)
      }
      guard case .array(let items) = member.value.value else {
        throw problem("“patterns” must be an array", at: member.value.offset)
      }
      for item in items {
        guard case .object(let fields) = item.value else {
          throw problem(
            "a pattern must be an object such as {\"key\": \"delete.*\", \"role\": \"destructive\"}", at: item.offset)
        }
        var key: String?
        var text: String?
        var role: LabelRole?
        var verb: String?
        for field in fields {
          guard case .string(let value) = field.value.value else {
            throw problem("“\(field.key)” must be a string", at: field.value.offset)
          }
          switch field.key {
          case "key": key = value
          case "text": text = value
          case "verb": verb = value
          case "role":
            guard let parsed = LabelRole(rawValue: value) else {
              throw problem("unknown role “\(value)”; use destructive, cancel or default", at: field.value.offset)
            }
            role = parsed
          default:
            throw problem(
              "unexpected “\(field.key)” in a pattern; a pattern has key, text, role and verb", at: field.keyOffset)
          }
        }
        guard key != nil || text != nil else {
          throw problem("a pattern needs a “key” or a “text” glob", at: item.offset)
        }
        guard let role else { throw problem("a pattern needs a “role”", at: item.offset) }
        if role == .destructive && verb == nil {
          throw problem(
            "a destructive pattern needs a “verb” (delete, remove, sign-out, …) so every locale can be checked for it",
            at: item.offset)
        }
        patterns.append(Pattern(key: key, text: text, role: role, verb: verb))
      }
    }
    self.init(path: path, patterns: patterns)
  }

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    for pattern in patterns {
      if let glob = pattern.key, !RolesFile.matches(Array(key), Array(glob)) { continue }
      if let glob = pattern.text, !RolesFile.matches(Array(sourceText.lowercased()), Array(glob.lowercased())) {
        continue
      }
      let described = pattern.key.map { "the key pattern “\($0)”" } ?? "the text pattern “\(pattern.text ?? "")”"
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return InferredRole(
        role: pattern.role, verb: pattern.verb, origin: .rolesFile, reason: "\(described) of \(name)")
    }
    return nil
  }

  /// Glob matching with `*` and `?`, iterative (no recursion, no exponential blow-up).
  static func matches(_ text: [Character], _ glob: [Character]) -> Bool {
    var textIndex = 0
    var globIndex = 0
    var starGlob = -1
    var starText = 0
    while textIndex < text.count {
      if globIndex < glob.count, glob[globIndex] == "?" || glob[globIndex] == text[textIndex] {
        textIndex += 1
        globIndex += 1
      } else if globIndex < glob.count, glob[globIndex] == "*" {
        starGlob = globIndex
        starText = textIndex
        globIndex += 1
      } else if starGlob >= 0 {
        globIndex = starGlob + 1
        starText += 1
        textIndex = starText
      } else {
        return false
      }
    }
    while globIndex < glob.count, glob[globIndex] == "*" { globIndex += 1 }
    return globIndex == glob.count
  }
}
