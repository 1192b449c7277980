import Testing

@testable import LocaleCatalog

@Suite("Roles for catalogs without role metadata")
struct RoleInferenceTests {
  @Test(arguments: [
    ("Delete Photo", LabelRole.destructive, "delete" as String?), ("Delete…", .destructive, "delete"),
    ("Remove from Group", .destructive, "remove"), ("Sign Out", .destructive, "sign-out"),
    ("Log Out", .destructive, "sign-out"), ("Erase All Content", .destructive, "erase"),
    ("Cancel", .cancel, nil), ("cancel", .cancel, nil), ("Clear History", .destructive, "clear"),
    ("Block User", .destructive, "block"), ("Leave Group", .destructive, "leave"),
    ("Trash Notes", .destructive, "delete"), ("Clear Search History", .destructive, "clear"),
    ("Reset All Settings", .destructive, "reset"), ("Leave Conversation", .destructive, "leave"),
    ("Block %@", .destructive, "block"), ("Block this user", .destructive, "block"),
  ])
  func englishLexicon(text: String, role: LabelRole, verb: String?) throws {
    let found = try #require(EnglishRoleLexicon().inferRole(key: "k", sourceText: text, comment: nil))
    #expect(found.role == role && found.verb == verb && found.origin == .lexicon)
  }

  @Test(arguments: [
    "Delete this photo?", "Deleted", "Keep", "This photo will be deleted.", "Cancel Subscription Now Please Okay",
    // A field's label, and words that alone are as often a colour or a noun.
    "Block comment:", "Clear", "Block",
    // The Trash folder; leaving a review is no leaving of a group.
    "Trash", "Leave a review", "Leave Feedback", "Leave",
    // Undoing a mark, and a switch's label.
    "Remove boost", "Remove Bookmark", "Unfollow", "Sign out on close", "Block images automatically",
    // The Trash as a folder's name.
    "Trash folder", "Trash Can",
    // A departure and a mode of the screen are left, and states of the screen are reset:
    // nothing is lost.
    "Leave Now", "Leave By", "Leave Fullscreen", "Reset Rotation", "Clear Search", "Remove Filter",
    "Clear Display [Escape]", "Clear entry",
    // A feature or content blocked is a setting; a mark removed is an undo.
    "Block autofill", "Block Ads", "Remove fireproofing", "Remove tag",
    // The weather, and a setting.
    "Clear sky", "Clear night", "Trash images without asking",
  ])
  func notButtons(text: String) {
    #expect(EnglishRoleLexicon().inferRole(key: "k", sourceText: text, comment: nil) == nil)
  }

  @Test(arguments: [
    "delete_account_title", "delete.account.title", "deleteAccountTitle", "remove.header.text", "clear_cache_message",
    "sign_out.description", "delete-photo.subtitle", "reset.footer.label",
  ])
  func keysThatNameAnotherPartOfTheScreenAreNotButtons(key: String) {
    #expect(EnglishRoleLexicon.keyNamesNonButton(key))
    #expect(EnglishRoleLexicon().inferRole(key: key, sourceText: "Delete Account", comment: nil) == nil)
  }

  @Test(arguments: ["action_unreblog", "action_unfavourite", "unpinPost", "pref_block_unrated", "settings.sign_out"])
  func undoAndSettingKeysAreNotDestructiveButtons(key: String) {
    #expect(EnglishRoleLexicon.keyNamesUndoOrSetting(key))
    #expect(EnglishRoleLexicon().inferRole(key: key, sourceText: "Remove Post", comment: nil) == nil)
  }

  @Test(arguments: ["action_uninstall", "unsubscribe_button", "unlink_device", "delete_account"])
  func destructiveUnVerbsStayButtons(key: String) throws {
    #expect(!EnglishRoleLexicon.keyNamesUndoOrSetting(key))
    #expect(EnglishRoleLexicon().inferRole(key: key, sourceText: "Remove Post", comment: nil)?.role == .destructive)
  }

  @Test(arguments: [
    "delete.button.title", "deleteButtonTitle", "delete_account", "Delete Account Title", "action.delete",
  ])
  func keysThatMayBeButtonsKeepTheGuess(key: String) throws {
    #expect(!EnglishRoleLexicon.keyNamesNonButton(key))
    let found = try #require(EnglishRoleLexicon().inferRole(key: key, sourceText: "Delete Account", comment: nil))
    #expect(found.role == .destructive)
  }

  @Test func commentsThenRolesFileThenLexicon() throws {
    let rolesFile = try RolesFile(
      path: "roles.json",
      bytes: Array(
        #"{"patterns": [{"key": "sheet.*.confirm", "role": "destructive", "verb": "delete"}, {"text": "Delete *", "role": "default"}]}"#
          .utf8))
    let chain = RoleInferenceChain.standard(rolesFile: rolesFile, sourceLanguage: "en")
    #expect(chain.inferRole(key: "sheet.photo.confirm", sourceText: "OK", comment: nil)?.origin == .rolesFile)
    #expect(chain.inferRole(key: "x", sourceText: "Delete Photo", comment: nil)?.role == .default)
    let declared = chain.inferRole(key: "x", sourceText: "OK", comment: "The button.\nrole: destructive, verb: erase")
    #expect(declared?.role == .destructive && declared?.verb == "erase" && declared?.origin == .comment)
    #expect(chain.inferRole(key: "x", sourceText: "Remove", comment: nil)?.origin == .lexicon)
    #expect(
      RoleInferenceChain.standard(rolesFile: nil, sourceLanguage: "de").inferRole(
        key: "x", sourceText: "Delete", comment: nil) == nil)
  }

  @Test(arguments: [
    (#"{"patterns": [{"key": "a", "role": "danger"}]}"#, 1, 36, "unknown role"),
    (#"{"patterns": [{"key": "a", "role": "destructive"}]}"#, 1, 15, "needs a “verb”"),
    (#"{"patterns": [{"role": "cancel"}]}"#, 1, 15, "“key” or a “text”"),
    (#"{"rules": []}"#, 1, 2, "only “patterns”"),
    (#"{"patterns": [}"#, 1, 15, "invalid JSON"),
  ])
  func badRolesFilesAreLocated(text: String, line: Int, column: Int, reason: String) {
    do {
      _ = try RolesFile(path: "roles.json", bytes: Array(text.utf8))
      Issue.record("expected a problem")
    } catch {
      #expect(error.position == SourcePosition(line: line, column: column))
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(error.description.hasPrefix("roles.json:\(line):\(column): "))
    }
  }

  @Test func globs() {
    #expect(RolesFile.matches(Array("sheet.photo.delete"), Array("sheet.*.delete")))
    #expect(!RolesFile.matches(Array("sheet.photo.cancel"), Array("sheet.*.delete")))
    #expect(RolesFile.matches(Array("a1"), Array("a?")))
    #expect(RolesFile.matches(Array(String(repeating: "a", count: 200)), Array(String(repeating: "*a", count: 50))))
  }

  @Test func annotationsRoundTrip() throws {
    var annotations = CommentAnnotations(description: "The red button.")
    annotations.role = .destructive
    annotations.verb = "delete"
    annotations.maxLength = 20
    annotations.printfSpecifiers = ["count": "%2$d"]
    let comment = try #require(annotations.comment)
    #expect(comment == "The red button.\nrole: destructive, verb: delete, maxLength: 20, printf: count=%2$d")
    #expect(try CommentAnnotations(parsing: comment) == annotations)
    // Xcode's placeholder is no description.
    #expect(try CommentAnnotations(parsing: "No comment provided by engineer.").description == nil)
    // A sentence with a colon stays description.
    #expect(try CommentAnnotations(parsing: "Note: deletes everything").description == "Note: deletes everything")
  }
}
