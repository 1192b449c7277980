/// The destructive concepts a lexicon describes: what a destructive button can do.
public enum DestructiveConcept {
  /// Every concept, in documentation order.
  public static let all: [String] = [
    "delete", "remove", "erase", "discard", "clear", "reset", "sign-out", "leave", "block",
    "unsubscribe", "revoke", "disconnect", "uninstall",
  ]
}
