import ICU

/// What a catalog says, independent of how its files write it: each locale's messages (in
/// canonical form), states and printf specifiers, and the source's metadata. A conversion
/// is without loss when everything the input says is said the same way by the output.
struct CatalogContent: Sendable {
  /// What one entry says.
  struct Entry: Sendable, Hashable {
    var message: String
    var state: String?
    /// Argument name → printf specifier with its position (`%2$lld`).
    var printf: [String: String]
  }

  /// What the source says about a key besides its text.
  struct Metadata: Sendable, Hashable {
    var role: LabelRole?
    var verb: String?
    var description: String?
    var maxLength: Int?
    var ignoredRules: [String]
    var shouldTranslate: Bool
    var extractionState: String?
  }

  var sourceLocale: LocaleID
  var locales: [LocaleID: [String: Entry]] = [:]
  var metadata: [String: Metadata] = [:]

  init(_ catalog: Catalog) {
    sourceLocale = catalog.sourceLocale
    for file in catalog.files {
      var entries: [String: Entry] = [:]
      for entry in file.entries {
        // The specifiers a printf-style writer would use: recorded ones, or the obvious ones.
        let plan = PrintfPlan(key: entry.key, file: file, catalog: catalog, includingOwn: true)
        let printf = plan.slots.mapValues(\.text)
        entries[entry.key] = Entry(
          message: entry.message?.canonicalForm ?? "unparsed:" + entry.text,
          state: file.metadata[entry.key]?.state.flatMap { $0 == TranslationState.final.rawValue ? nil : $0 }
            .flatMap { $0 == TranslationState.translated.rawValue ? nil : $0 },
          printf: printf)
      }
      locales[file.locale] = entries
    }
    for entry in catalog.source?.entries ?? [] {
      let found = catalog.metadata(for: entry.key) ?? EntryMetadata()
      metadata[entry.key] = Metadata(
        role: found.role, verb: found.verb, description: found.description, maxLength: found.maxLength,
        ignoredRules: found.ignoredRules, shouldTranslate: found.shouldTranslate,
        extractionState: found.extractionState)
    }
  }

  /// One thing the output does not say as the input did.
  struct Difference: Sendable, Hashable {
    var locale: LocaleID
    var key: String?
    var reason: String
  }

  /// How a target is expected to say what the input says.
  struct Comparison {
    /// The specifier the target writes for one of the input's (`%1$lld` → `%1$d`); nil
    /// when it writes them as they are.
    var printf: ((String) -> String)?
    /// Whether a locale's keys that the source lacks may be left out (gettext keeps them as
    /// obsolete entries, which are not read).
    var keepsKeysOutsideSource = false
  }

  /// What `output` says differently from `self` (the input). Information the input does not
  /// have (a state, a printf specifier, an extraction state) may be added by the output.
  func differences(from output: CatalogContent, comparing comparison: Comparison = Comparison()) -> [Difference] {
    let sourceKeys = Set(locales[sourceLocale].map { Array($0.keys) } ?? [])
    var found: [Difference] = []
    for locale in locales.keys.sorted() {
      let entries = locales[locale] ?? [:]
      guard let written = output.locales[locale] else {
        if !entries.isEmpty {
          found.append(Difference(locale: locale, key: nil, reason: "the \(locale.tag) translations are lost"))
        }
        continue
      }
      for key in entries.keys.sorted() {
        guard let entry = entries[key] else { continue }
        guard let other = written[key] else {
          if comparison.keepsKeysOutsideSource, locale != sourceLocale, !sourceKeys.contains(key) { continue }
          found.append(Difference(locale: locale, key: key, reason: "the \(locale.tag) text is lost"))
          continue
        }
        if entry.message != other.message {
          found.append(
            Difference(
              locale: locale, key: key,
              reason: "the \(locale.tag) text would read back as “\(other.message)” instead of “\(entry.message)”"))
        }
        if let state = entry.state, state != other.state {
          found.append(
            Difference(
              locale: locale, key: key,
              reason: "the \(locale.tag) state “\(state)” would read back as “\(other.state ?? "translated")”"))
        }
        for (name, written) in entry.printf.sorted(by: { $0.key < $1.key }) {
          let specifier = comparison.printf?(written) ?? written
          guard other.printf[name] != specifier else { continue }
          found.append(
            Difference(
              locale: locale, key: key,
              reason:
                "the printf specifier \(specifier) of {\(name)} in \(locale.tag) would read back as \(other.printf[name] ?? "nothing")"
            ))
        }
      }
      for key in written.keys.sorted() where entries[key] == nil {
        found.append(
          Difference(locale: locale, key: key, reason: "the output would have a \(locale.tag) text the input has not"))
      }
    }
    for key in metadata.keys.sorted() {
      guard let mine = metadata[key] else { continue }
      let theirs = output.metadata[key]
      func check<T: Equatable>(_ name: String, _ value: T?, _ other: T?) {
        guard let value, value != other else { return }
        found.append(
          Difference(
            locale: sourceLocale, key: key,
            reason: "its \(name) “\(value)” would read back as “\(other.map { "\($0)" } ?? "nothing")”"))
      }
      check("role", mine.role?.rawValue, theirs?.role?.rawValue)
      check("verb", mine.verb, theirs?.verb)
      check("description", mine.description, theirs?.description)
      check("maxLength", mine.maxLength, theirs?.maxLength)
      check("extractionState", mine.extractionState, theirs?.extractionState)
      if !mine.ignoredRules.isEmpty {
        check("ignore list", mine.ignoredRules.joined(separator: " "), theirs?.ignoredRules.joined(separator: " "))
      }
      if !mine.shouldTranslate && theirs?.shouldTranslate != false {
        found.append(Difference(locale: sourceLocale, key: key, reason: "its “do not translate” mark would be lost"))
      }
    }
    return found
  }
}
