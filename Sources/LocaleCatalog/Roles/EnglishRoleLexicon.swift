/// A small built-in English lexicon: "Cancel" is the cancel role; a short label that starts
/// with a destructive verb ("Delete…", "Remove from Group", "Sign Out") is destructive with
/// that verb's concept.
///
/// Only button-like texts are considered: at most five words, not ending in “?”, “:” or “.”, so a
/// title such as "Delete this photo?" is not taken for a button; and a key that names
/// another part of the screen (`delete_account_title`, `remove.header.text`,
/// `clearCacheMessage`) is not a button unless it says so (`delete.button.title`).
public struct EnglishRoleLexicon: RoleInferring {
  /// Phrases that start a destructive label, with the concept they express, longest first.
  public static let destructivePhrases: [(phrase: String, verb: String)] = [
    ("sign out", "sign-out"), ("log out", "sign-out"), ("log off", "sign-out"), ("sign off", "sign-out"),
    ("delete", "delete"), ("trash", "delete"), ("remove", "remove"), ("erase", "erase"), ("wipe", "erase"),
    ("discard", "discard"), ("clear", "clear"), ("reset", "reset"), ("leave", "leave"), ("block", "block"),
    ("unsubscribe", "unsubscribe"), ("revoke", "revoke"),
    ("disconnect", "disconnect"), ("unlink", "disconnect"), ("unpair", "disconnect"), ("forget", "disconnect"),
    ("uninstall", "uninstall"),
  ]

  /// Destructive words that, alone, are as often an adjective or a noun: not taken for a
  /// button's verb without a word beside them.
  public static let ambiguousSingleWords: Set<String> = ["clear", "block", "trash", "leave"]

  /// Words after a destructive verb that make it another, harmless sense: one leaves a group,
  /// but leaves *a* review, feedback or a comment.
  public static let harmlessObjects: [String: Set<String>] = [
    "leave": [
      "a", "an", "us", "feedback", "review", "reviews", "comment", "comments", "note", "tip", "it", "as",
      // One leaves *at* a time (a route's departure: “Leave now”, “Leave by”), or a mode of
      // the screen (“Leave fullscreen”): nothing is lost.
      "now", "by", "at", "in", "after", "before", "on", "early", "later", "fullscreen", "full", "full-screen",
      "presentation", "preview", "editing", "selection", "mode",
    ],
    // “Clear sky”, “Clear night”: the weather, an adjective.
    "clear": ["sky", "skies", "night", "day", "weather", "conditions", "water", "glass", "ice"],
    // “Trash folder”, “Trash can”: the noun, a folder's or an icon's name.
    "trash": ["folder", "folders", "can", "bin", "icon", "directory", "mailbox"],
  ]

  /// Words after “Remove” that undo a mark the user put on something (a boost, a like, a
  /// bookmark): the thing itself stays, so the button is an undo, not a destructive one.
  public static let undoneMarks: Set<String> = [
    "boost", "boosts", "like", "likes", "favorite", "favourite", "favorites", "favourites", "bookmark", "bookmarks",
    "star", "stars", "reaction", "reactions", "vote", "votes", "upvote", "downvote", "highlight", "pin",
    "tag", "tags", "label", "labels", "flag", "flags", "badge", "fireproofing", "fireproof",
  ]

  /// What “Block” makes a destructive button for: someone, whose messages and calls stop
  /// (“Block user”, “Block %@”). Blocking a feature or content (“Block autofill”, “Block
  /// ads”) is a setting.
  public static let blockedParties: Set<String> = [
    "user", "users", "contact", "contacts", "account", "accounts", "sender", "senders", "number", "numbers", "person",
    "people", "caller", "callers", "profile", "member", "members", "author", "domain", "this", "them", "him", "her",
  ]

  /// The last word of what “Reset”, “Clear” or “Remove” acts on, when it is a state of the
  /// screen rather than the user's data (“Reset rotation”, “Clear search”, “Remove filter”,
  /// “Clear display [Escape]”): nothing is lost, and the button is no destructive one.
  /// “Clear search history” ends with “history”, and is.
  public static let screenStates: Set<String> = [
    "rotation", "zoom", "view", "position", "layout", "orientation", "scale", "pan", "filter", "filters", "search",
    "selection", "field", "entry", "display", "input", "query", "sort", "sorting", "formatting", "highlight",
    "highlighting", "focus", "screen", "text",
  ]

  /// Words of a text that describe a setting's behaviour rather than an action (“Sign out
  /// on close”, “Block images automatically”): a switch's label, not a button.
  public static let settingPhrases = [
    " automatically", " on close", " on exit", " on quit", " on startup", " on launch", " when ", " by default",
    " without asking", " without confirmation", " without prompting",
  ]

  /// Words of a key that name a setting (`pref_block_unrated`, `settings.sign_out_on_close`):
  /// its label is a switch's, not a button's.
  public static let settingKeyWords: Set<String> = [
    "pref", "prefs", "preference", "preferences", "setting", "settings", "switch", "toggle", "checkbox",
  ]

  /// Verbs an `un` prefix undoes without destroying anything (`action_unreblog`,
  /// `unfavourite`, `unpin`): a key naming one is an undo action.
  static let undoableVerbs = [
    "reblog", "boost", "favourite", "favorite", "fav", "bookmark", "pin", "mute", "star", "like", "follow", "hide",
    "archive", "react", "vote", "block", "mark", "select", "watch", "snooze", "save",
  ]

  /// True when a word of `key` is an undo of a harmless action (`unreblog`, `unpin`,
  /// `unfollow`), or a setting (`pref_…`).
  public static func keyNamesUndoOrSetting(_ key: String) -> Bool {
    guard !key.contains(" ") else { return false }
    for word in keyWords(key) {
      if settingKeyWords.contains(word) { return true }
      guard word.hasPrefix("un"), word.count > 3 else { continue }
      let undone = word.dropFirst(2)
      if undoableVerbs.contains(where: { undone.hasPrefix($0) }) { return true }
    }
    return false
  }

  /// A key's words, split at `.`, `_`, `-`, `/` and camelCase, lowercased.
  static func keyWords(_ key: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in key {
      if character == "." || character == "_" || character == "-" || character == "/" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase, !current.isEmpty {
          words.append(current.lowercased())
          current = ""
        }
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Labels of the cancel role.
  public static let cancelLabels: Set<String> = ["cancel"]

  /// Last words of a key that name a part of the screen other than a button.
  public static let nonButtonKeyWords: Set<String> = [
    "title", "subtitle", "header", "heading", "headline", "footer", "message", "msg", "description", "desc",
    "detail", "details", "body", "explanation", "summary", "caption", "hint", "placeholder", "prompt", "tooltip",
    "info", "warning", "error", "notice", "confirmation", "question",
  ]
  /// Last words of a key that say nothing of its part (`header.text`): the word before decides.
  static let neutralKeyWords: Set<String> = ["text", "label", "string", "value", "content"]
  /// Words of a key that make it a button whatever follows (`delete.button.title`).
  static let buttonKeyWords: Set<String> = ["button", "btn", "cta"]

  /// True when `key` names a part of the screen other than a button: its last word (after
  /// neutral ones such as `text`) is `title`, `header`, `message`, `description`, … and no
  /// word of it is `button`. Keys that are texts themselves (with spaces) say nothing.
  public static func keyNamesNonButton(_ key: String) -> Bool {
    guard !key.contains(" ") else { return false }
    var words = keyWords(key)
    if words.contains(where: buttonKeyWords.contains) { return false }
    while let last = words.last, neutralKeyWords.contains(last), words.count > 1 { words.removeLast() }
    return words.last.map(nonButtonKeyWords.contains) ?? false
  }

  /// Creates the lexicon.
  public init() {}

  public func inferRole(key: String, sourceText: String, comment: String?) -> InferredRole? {
    let text = sourceText.lowercased().trimmingScalars(" \t\n")
    let bare = text.trimmingScalars(" .…!")
    if EnglishRoleLexicon.cancelLabels.contains(bare) {
      return InferredRole(role: .cancel, verb: nil, origin: .lexicon, reason: "its text “\(sourceText)”")
    }
    // A question, a sentence or a field's label (“Block comment:”) is not a button.
    // Nor is a switch's label (“Sign out on close”), nor an undo of a harmless action
    // (`action_unreblog`: “Remove boost”).
    guard !text.hasSuffix("?"), !text.hasSuffix(":"), !(text.hasSuffix(".") && !text.hasSuffix("...")),
      !EnglishRoleLexicon.keyNamesNonButton(key), !EnglishRoleLexicon.keyNamesUndoOrSetting(key),
      !EnglishRoleLexicon.settingPhrases.contains(where: { text.contains($0) })
    else { return nil }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !words.isEmpty, words.count <= 5 else { return nil }
    // “Clear”, “Block” and “Trash” alone are as often a colour or a noun (a text block, the
    // Trash folder) as a button, and “Leave” as often “leave as it is” (beside “Discard”) as
    // leaving a group.
    if words.count == 1, EnglishRoleLexicon.ambiguousSingleWords.contains(bare) { return nil }
    for (phrase, verb) in EnglishRoleLexicon.destructivePhrases where text.hasPrefix(phrase) {
      let rest = text.dropFirst(phrase.count)
      guard let next = rest.first else {
        return InferredRole(role: .destructive, verb: verb, origin: .lexicon, reason: "its first word “\(phrase)”")
      }
      if next.isLetter || next.isNumber || next == "-" || next == "_" { continue }
      let object = rest.split(separator: " ").first.map(String.init) ?? ""
      if EnglishRoleLexicon.harmlessObjects[phrase]?.contains(object) ?? false { return nil }
      if phrase == "remove", EnglishRoleLexicon.undoneMarks.contains(object) { return nil }
      // Someone is blocked, or an argument names them; a feature or content is switched off.
      if phrase == "block", let first = object.first, first.isLetter,
        !EnglishRoleLexicon.blockedParties.contains(object)
      {
        return nil
      }
      if phrase == "reset" || phrase == "clear" || phrase == "remove" {
        // The head of the object: its last word, before a bracketed shortcut (“[Escape]”).
        let head = rest.split(separator: " ").filter { $0.first.map { $0.isLetter } ?? false }.last
          .map { String($0.filter(\.isLetter)) }
        if let head, EnglishRoleLexicon.screenStates.contains(head) { return nil }
      }
      return InferredRole(
        role: .destructive, verb: verb, origin: .lexicon,
        reason: "its first \(phrase.contains(" ") ? "words" : "word") “\(sourceText.prefix(phrase.count))”")
    }
    return nil
  }
}
