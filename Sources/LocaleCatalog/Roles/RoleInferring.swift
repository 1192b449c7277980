/// Where a label's role came from when the catalog format has no role metadata.
public enum RoleOrigin: String, Sendable, Hashable {
  /// A line such as `role: destructive, verb: delete` in the key's comment.
  case comment
  /// A pattern of the roles file (`--roles FILE`).
  case rolesFile = "roles-file"
  /// Inferred from the source text with the source language's lexicon ("Delete…" is
  /// destructive): a guess, reported as one.
  case lexicon
  /// Inferred from the key's name (`confirm_delete_button`): a guess, reported as one.
  case keyName = "key-name"

  /// True for roles guessed rather than declared, which are reported as notes.
  public var isGuess: Bool { self == .lexicon || self == .keyName }
}

/// A role found for a key that has no role metadata, with where it came from.
public struct InferredRole: Sendable, Hashable {
  /// The role.
  public var role: LabelRole
  /// The destructive concept (`delete`, `sign-out`), for destructive labels.
  public var verb: String?
  /// Where it came from.
  public var origin: RoleOrigin
  /// Why, for people: "the pattern “delete.*” of roles.json", "its first word “Delete”".
  public var reason: String

  /// Creates an inferred role.
  public init(role: LabelRole, verb: String?, origin: RoleOrigin, reason: String) {
    self.role = role
    self.verb = verb
    self.origin = origin
    self.reason = reason
  }
}

/// Decides the role of a label that carries no role metadata (Apple catalogs have none).
///
/// The loader asks for every source key without a role. Implementations are small and
/// composable (``RoleInferenceChain``): per-key comments, a roles file, a lexicon. A
/// verb-specificity analyzer can take the lexicon's place through this protocol.
public protocol RoleInferring: Sendable {
  /// The role of `key`, or nil when this source of roles has nothing to say.
  /// - Parameters:
  ///   - key: The catalog key.
  ///   - sourceText: The label in the source locale, arguments shown as placeholders.
  ///   - comment: The key's comment for translators, if any.
  func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole?
}

/// Asks several sources of roles in order and takes the first answer.
public struct RoleInferenceChain: RoleInferring {
  /// The sources, most specific first.
  public let steps: [any RoleInferring]

  /// Creates a chain.
  public init(_ steps: [any RoleInferring]) { self.steps = steps }

  /// The default chain: per-key comments, then the roles file (if any), then the built-in
  /// English lexicon when the source language is English, then key names.
  public static func standard(rolesFile: RolesFile?, sourceLanguage: String) -> RoleInferenceChain {
    var steps: [any RoleInferring] = [CommentRoleAnnotations()]
    if let rolesFile { steps.append(rolesFile) }
    if sourceLanguage == "en" { steps.append(EnglishRoleLexicon()) }
    steps.append(KeyNameRoles(sourceLanguage: sourceLanguage))
    return RoleInferenceChain(steps)
  }

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    for step in steps {
      if let found = step.inferRole(key: key, sourceText: sourceText, comment: comment) { return found }
    }
    return nil
  }
}

/// Roles declared in a key's comment: a line `role: destructive, verb: delete`.
public struct CommentRoleAnnotations: RoleInferring {
  /// Creates the reader of comment annotations.
  public init() {}

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    guard let comment, let annotations = try? CommentAnnotations(parsing: comment), let role = annotations.role
    else { return nil }
    return InferredRole(role: role, verb: annotations.verb, origin: .comment, reason: "its comment")
  }
}
