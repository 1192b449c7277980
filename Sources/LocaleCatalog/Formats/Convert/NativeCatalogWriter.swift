import ICU

/// Writes a catalog as native locale files: `<tag>.json`, a flat object of key → ICU
/// message with `"@@locale"` and `"@key"` metadata.
///
/// Messages converted from Apple formats are written as the ICU messages they became. What
/// ICU cannot say is kept in the metadata so that the way back loses nothing: the printf
/// specifier of each argument when it is not the obvious one (`"printf": {"count": "%d"}`),
/// `shouldTranslate`, `extractionState`, and each locale's translation `state`.
struct NativeCatalogWriter {
  /// The files, by name (`en.json`).
  func files(for catalog: Catalog) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for file in catalog.files {
      let isSource = file.locale == catalog.sourceLocale
      var lines = ["  \"@@locale\": \(JSONText.literal(file.locale.tag))"]
      for entry in file.entries {
        lines.append("  \(JSONText.literal(entry.key)): \(JSONText.literal(entry.text))")
        let metadata = metadataValue(entry: entry, file: file, catalog: catalog, isSource: isSource)
        if !metadata.isEmpty {
          lines.append("  \(JSONText.literal("@" + entry.key)): \(JSONText.Value.object(metadata).compactText)")
        }
      }
      files[file.locale.tag + ".json"] = Array(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
    }
    return files
  }

  private func metadataValue(entry: CatalogEntry, file: LocaleFile, catalog: Catalog, isSource: Bool)
    -> [(String, JSONText.Value)]
  {
    let own = file.metadata[entry.key]
    var members: [(String, JSONText.Value)] = []
    if isSource, let metadata = own {
      if let role = metadata.role { members.append(("role", .string(role.rawValue))) }
      if let verb = metadata.verb { members.append(("verb", .string(verb))) }
      if let description = metadata.description { members.append(("description", .string(description))) }
      if let maxLength = metadata.maxLength { members.append(("maxLength", .integer(maxLength))) }
      if !metadata.ignoredRules.isEmpty {
        members.append(("ignore", .array(metadata.ignoredRules.map { .string($0) })))
      }
      if !metadata.shouldTranslate { members.append(("shouldTranslate", .bool(false))) }
      if let state = metadata.extractionState { members.append(("extractionState", .string(state))) }
    }
    if let state = own?.state, state != TranslationState.translated.rawValue {
      members.append(("state", .string(state)))
    }
    let printf = printfSpecifiers(of: entry, file: file, catalog: catalog, isSource: isSource)
    if !printf.isEmpty {
      members.append(("printf", .object(printf.map { ($0.0, .string($0.1)) })))
    }
    return members
  }

  /// The specifiers to record: those a converter back to printf would not choose itself.
  private func printfSpecifiers(of entry: CatalogEntry, file: LocaleFile, catalog: Catalog, isSource: Bool)
    -> [(String, String)]
  {
    guard let uses = entry.formatArguments else {
      let own = file.metadata[entry.key]?.printfSpecifiers ?? [:]
      return own.keys.sorted().compactMap { name in own[name].map { (name, $0) } }
    }
    let plan = PrintfPlan(key: entry.key, file: file, catalog: catalog, includingOwn: false)
    var recorded: [(String, String)] = []
    var seen: Set<String> = []
    for use in uses where seen.insert(use.name).inserted {
      let written = PrintfPlan.Slot(position: use.position, body: use.specifier.withoutPosition)
      if plan.slots[use.name] != written { recorded.append((use.name, written.text)) }
    }
    return recorded.sorted { $0.0 < $1.0 }
  }
}
