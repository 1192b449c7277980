/// A small built-in English lexicon: "Cancel" is the cancel role; a short label that starts
/// with a destructive verb ("Delete…", "Remove from Group", "Sign Out") is destructive with
/// that verb's concept.
///
/// Only button-like texts are considered: at most five words, not ending in “?” or “.”, so a
/// title such as "Delete this photo?" is not taken for a button.
public struct EnglishRoleLexicon: RoleInferring {
  /// Phrases that start a destructive label, with the concept they express, longest first.
  public static let destructivePhrases: [(phrase: String, verb: String)] = [
    ("sign out", "sign-out"), ("log out", "sign-out"), ("log off", "sign-out"), ("sign off", "sign-out"),
    ("delete", "delete"), ("trash", "delete"), ("remove", "remove"), ("erase", "erase"), ("wipe", "erase"),
    ("discard", "discard"), ("clear", "clear"), ("reset", "reset"), ("leave", "leave"), ("block", "block"),
    ("unsubscribe", "unsubscribe"), ("unfollow", "unsubscribe"), ("revoke", "revoke"),
    ("disconnect", "disconnect"), ("unlink", "disconnect"), ("unpair", "disconnect"), ("forget", "disconnect"),
    ("uninstall", "uninstall"),
  ]

  /// Labels of the cancel role.
  public static let cancelLabels: Set<String> = ["cancel"]

  /// Creates the lexicon.
  public init() {}

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    let text = sourceText.lowercased().trimmingScalars(" \t\n")
    let bare = text.trimmingScalars(" .…!")
    if EnglishRoleLexicon.cancelLabels.contains(bare) {
      return InferredRole(role: .cancel, verb: nil, origin: .lexicon, reason: "its text “\(sourceText)”")
    }
    guard !text.hasSuffix("?"), !(text.hasSuffix(".") && !text.hasSuffix("...")) else { return nil }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !words.isEmpty, words.count <= 5 else { return nil }
    for (phrase, verb) in EnglishRoleLexicon.destructivePhrases where text.hasPrefix(phrase) {
      let rest = text.dropFirst(phrase.count)
      guard let next = rest.first else {
        return InferredRole(role: .destructive, verb: verb, origin: .lexicon, reason: "its first word “\(phrase)”")
      }
      if next.isLetter || next.isNumber || next == "-" || next == "_" { continue }
      return InferredRole(
        role: .destructive, verb: verb, origin: .lexicon,
        reason: "its first \(phrase.contains(" ") ? "words" : "word") “\(sourceText.prefix(phrase.count))”")
    }
    return nil
  }
}
