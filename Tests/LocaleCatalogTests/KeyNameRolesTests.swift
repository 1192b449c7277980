import LocaleCatalog
import Testing

/// Key names mark destructive buttons, and only buttons.
@Suite("Roles from key names")
struct KeyNameRolesTests {
  let roles = KeyNameRoles()

  @Test(arguments: [
    ("confirm_delete_button", "delete"), ("discard_action", "discard"), ("post.delete.confirm", "delete"),
    ("deleteAccountButton", "delete"), ("alert-sign-out-ok", "sign-out"), ("logout_btn", "sign-out"),
    ("group.leave.confirm", "leave"), ("block_user_positive", "block"), ("delete_button_title", "delete"),
    ("settings.clearHistory.action", "clear"), ("unsubscribe_yes", "unsubscribe"),
  ])
  func destructiveButtonKeys(key: String, verb: String) {
    let found = roles.inferRole(key: key, sourceText: "Yes", comment: nil)
    #expect(found?.role == .destructive, "\(key)")
    #expect(found?.verb == verb, "\(key)")
    #expect(found?.origin == .keyName)
  }

  @Test(arguments: [
    "delete_title", "delete_message", "deleted_toast", "delete_description", "delete_confirm_title",
    "confirm_delete_message", "delete_cancel_button", "keep_delete_action", "delete", "photo.delete",
    "delete_confirmation", "confirm_upload_button", "blockquote_button", "clearly_ok", "delete_button_hint",
    "clear_button_accessibility_label",
  ])
  func otherKeys(key: String) {
    #expect(roles.inferRole(key: key, sourceText: "Yes", comment: nil) == nil, "\(key)")
  }

  @Test func anEnglishTextThatSaysSomethingElseOutweighsTheKeyName() {
    let english = KeyNameRoles(sourceLanguage: "en")
    #expect(english.inferRole(key: "confirm_delete_button", sourceText: "Yes", comment: nil)?.verb == "delete")
    #expect(english.inferRole(key: "confirm_delete_button", sourceText: "OK!", comment: nil)?.verb == "delete")
    #expect(english.inferRole(key: "block_list_button", sourceText: "Blocked Users", comment: nil) == nil)
    #expect(english.inferRole(key: "leave_feedback_button", sourceText: "Send Feedback", comment: nil) == nil)
    // Another source language: any short label.
    let german = KeyNameRoles(sourceLanguage: "de")
    #expect(german.inferRole(key: "confirm_delete_button", sourceText: "Ja", comment: nil)?.verb == "delete")
  }

  @Test func aSentenceIsNotAButtonWhateverTheKeySays() {
    #expect(roles.inferRole(key: "confirm_delete_button", sourceText: "Delete this photo?", comment: nil) == nil)
    #expect(
      roles.inferRole(key: "confirm_delete_button", sourceText: "This cannot be undone, are you sure.", comment: nil)
        == nil)
  }

  @Test func keysSplitAtSeparatorsAndCamelCase() {
    #expect(
      KeyNameRoles.words(of: "post.deleteConfirm-OK_button2x") == ["post", "delete", "confirm", "ok", "button", "x"])
  }
}
