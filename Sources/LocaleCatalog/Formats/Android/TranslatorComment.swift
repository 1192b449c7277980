import ICU

/// The metadata a source key's comment for translators gives in Android and gettext files,
/// read as Apple comments are: annotation lines (`role: destructive, verb: delete`) and the
/// rest as the description.
enum TranslatorComment {
  /// Applies `comment` to `metadata`, and returns the argument names it gives and a
  /// `catalog.metadata` finding when it cannot be used.
  static func apply(
    _ comment: String, to metadata: inout EntryMetadata, key: String, source: SourceFile, offset: Int,
    locale: LocaleID
  ) -> (names: [Int: String], diagnostic: Diagnostic?) {
    let ignored = metadata.ignoredRules
    do {
      let annotations = try CommentAnnotations(parsing: comment)
      annotations.apply(to: &metadata)
      // A String Catalog's extraction state, carried through by `convert`.
      metadata.extractionState = annotations.extractionState
      if annotations.extractionState == "stale" { metadata.state = TranslationState.stale.rawValue }
      metadata.ignoredRules = ignored + annotations.ignoredRules.filter { !ignored.contains($0) }
      guard annotations.role == .destructive, annotations.verb == nil else {
        return (annotations.positionalArgumentNames, nil)
      }
      return (
        annotations.positionalArgumentNames,
        Diagnostic(
          severity: .error, ruleID: "catalog.metadata",
          message:
            "the destructive label “\(key)” needs a verb in its comment (role: destructive, verb: delete) so every locale can be checked for it",
          path: source.path, position: source.position(ofByte: offset), locale: locale.tag, key: key)
      )
    } catch {
      return (
        [:],
        Diagnostic(
          severity: .error, ruleID: "catalog.metadata", message: error.reason, path: source.path,
          position: source.position(ofByte: offset), locale: locale.tag, key: key)
      )
    }
  }
}
