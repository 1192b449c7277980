/// Roles from key names, for catalogs whose keys say what a button does when its text does
/// not: `confirm_delete_button`, `discard_action`, `post.delete.confirm` are destructive
/// buttons even when their source text is a generic “Yes”.
///
/// A key is split into words at `_ . - /`, spaces, digits and camelCase humps. It is a
/// destructive button when it has a destructive word (delete, remove, discard, erase, clear,
/// sign out, leave, block, …) and a button word (button, btn, action, confirm, ok, yes,
/// positive), and no word of other texts (title, message, description, toast, …) or of the
/// way back (cancel, keep, dismiss, …): `delete_title`, `delete_message`, `deleted_toast` and
/// `delete_cancel_button` are not. `button` or `btn` outweighs title and text words
/// (`delete_button_title` is the button's title). The source text must read as a button too:
/// at most five words, not a sentence or question; and in an English source, where the text
/// lexicon has already taken every label that starts with a destructive verb, it must be a
/// generic confirmation (“Yes”, “OK”, “Confirm”): a key name does not outweigh a text that
/// says something else (`block_list_button` = “Blocked Users”).
public struct KeyNameRoles: RoleInferring {
  /// Words of a key that name a destructive action, with its concept.
  public static let destructiveWords: [String: String] = [
    "delete": "delete", "trash": "delete", "remove": "remove", "discard": "discard", "erase": "erase",
    "wipe": "erase", "clear": "clear", "reset": "reset", "leave": "leave", "block": "block",
    "unsubscribe": "unsubscribe", "revoke": "revoke", "disconnect": "disconnect",
    "unlink": "disconnect", "unpair": "disconnect", "uninstall": "uninstall", "logout": "sign-out",
    "signout": "sign-out", "logoff": "sign-out",
  ]
  /// Two-word actions of a key (`sign_out`, `logOut`), with their concept.
  public static let destructivePairs: [String: String] = [
    "sign out": "sign-out", "log out": "sign-out", "log off": "sign-out", "sign off": "sign-out",
  ]
  /// Words that say the key is a button that performs its action.
  public static let buttonWords: Set<String> = ["button", "btn", "action", "confirm", "ok", "yes", "positive"]
  /// Words that say the key is a button for certain, whatever else the key says.
  public static let strongButtonWords: Set<String> = ["button", "btn"]
  /// Words of the parts of a button (`delete_button_title`), which `button` outweighs.
  public static let buttonPartWords: Set<String> = ["title", "text", "label"]
  /// Words of texts that are not buttons.
  public static let otherTextWords: Set<String> = [
    "subtitle", "message", "msg", "description", "desc", "body", "header", "heading", "toast", "snackbar", "hint",
    "summary", "prompt", "question", "detail", "details", "explanation", "info", "warning", "error", "placeholder",
    "tooltip", "accessibility", "a11y", "success", "failed", "failure", "progress",
  ]
  /// English generic confirmations, which a destructive key name makes a destructive button.
  public static let englishConfirmations: Set<String> = [
    "ok", "okay", "yes", "confirm", "continue", "sure", "proceed", "accept", "agree", "done", "go", "apply",
    "yes, i'm sure", "i'm sure", "yes, continue", "got it",
  ]

  /// The source language, when known (`en` restricts texts to generic confirmations).
  public let sourceLanguage: String?
  /// Words of the way back: such a key is the Cancel or a safe button of the dialog.
  public static let wayBackWords: Set<String> = [
    "cancel", "dismiss", "keep", "no", "negative", "back", "close", "undo", "not", "dont", "never", "later",
  ]

  /// Creates the inference for a source in `sourceLanguage`.
  public init(sourceLanguage: String? = nil) { self.sourceLanguage = sourceLanguage }

  /// The lowercased words of a key.
  public static func words(of key: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in key {
      if !(character.isLetter) {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, let previous, previous.isLowercase {
        words.append(current)
        current = String(character)
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    let text = sourceText.trimmingScalars(" \t\n")
    guard !text.isEmpty, !text.hasSuffix("?"), !(text.hasSuffix(".") && !text.hasSuffix("...")),
      text.split(whereSeparator: { $0 == " " || $0 == "\t" }).count <= 5
    else { return nil }
    if sourceLanguage == "en" {
      let bare = text.lowercased().replacingOccurrences(of: "’", with: "'").trimmingScalars(" .!…")
      guard KeyNameRoles.englishConfirmations.contains(bare) else { return nil }
    }
    let words = KeyNameRoles.words(of: key)
    guard !words.contains(where: KeyNameRoles.wayBackWords.contains),
      !words.contains(where: KeyNameRoles.otherTextWords.contains)
    else { return nil }
    let strong = words.contains(where: KeyNameRoles.strongButtonWords.contains)
    guard
      strong
        || (words.contains(where: KeyNameRoles.buttonWords.contains)
          && !words.contains(where: KeyNameRoles.buttonPartWords.contains))
    else { return nil }
    for (index, word) in words.enumerated() {
      if index + 1 < words.count, let verb = KeyNameRoles.destructivePairs["\(word) \(words[index + 1])"] {
        return InferredRole(
          role: .destructive, verb: verb, origin: .keyName, reason: "its key name (“\(word) \(words[index + 1])”)")
      }
      if let verb = KeyNameRoles.destructiveWords[word] {
        return InferredRole(role: .destructive, verb: verb, origin: .keyName, reason: "its key name (“\(word)”)")
      }
    }
    return nil
  }
}
