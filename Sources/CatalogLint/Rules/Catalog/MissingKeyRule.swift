import LocaleCatalog

/// A key of the source locale that a translation lacks.
public struct MissingKeyRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.missing-key",
    name: "Missing translation",
    explanation: """
      Every key of the source locale must be translated in every locale file, with a value \
      that is not empty (an empty one shows nothing). A missing key \
      falls back to the source language at run time: the user sees English in the middle of a \
      translated sheet. Reported once per missing key: in a String Catalog or XLIFF file at the \
      key, in a JSON file at its "@@locale", else at the key the missing one would follow. Not \
      missing: keys marked not to translate, stale keys the code no longer uses, the app's name \
      (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName`), keys with nothing to translate (only arguments, \
      digits, punctuation or symbols: "%@", "%1$@ – %2$@", "•", ""; placeholders and markup \
      written as text: "$file$ : $dir$", "<b>%s</b>"; technical tokens whose every word has a \
      digit: "1080p60", "4K", "H.264", "x86_64"; but not "Page 2" or "720p video"), keys of a regional variant \
      of the source language (en-GB, en-AU for en: its users read the source), keys that a \
      parent locale translates (de-CH falls back to de), and keys of a private-use \
      language (qaa–qtz, such as the translator notes of `qqq`). In String Catalogs, `.lproj` \
      folders, XLIFF, Android resources and gettext catalogs a missing translation is a warning, \
      as their tools treat a key no translator has reached yet (and as `catalog.state` treats a \
      String Catalog's “new” ones); set the rule's severity to error to fail on it.
      """,
    hint: "Add the key to this file with a translation of the source text.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "de.json": #"{↓"@@locale": "de", "a": "Löschen"}"#]),
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "fr.json": #"↓↓{}"#]),
      // An empty value shows nothing.
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "de.json": #"{"a": "Löschen", "b": "↓"}"#]),
      // So does a value of only spaces, which gettext and Android tools count as translated.
      RuleExample([
        "messages.pot": "msgid \"Delete\"\nmsgstr \"\"\n",
        "de.po": "msgid \"Delete\"\nmsgstr \"↓   \"\n",
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Delete</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">"↓  "</string></resources>"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Delete\";\n\"b\" = \"Cancel\";\n\"c\" = \"Done\";\n",
        "de.lproj/Localizable.strings": "/* Deutsch */\n↓\"a\" = \"Löschen\";\n\"c\" = \"Fertig\";\n",
      ]),
      // One ordinary word beside a technical token or a number is text to translate.
      RuleExample([
        "en.json":
          #"{"a": "Delete", "res": "720p video", "page": "Page {n}", "mode": "1080p60", "pair": "$file$ : $dir$"}"#,
        "de.json": #"{↓↓"@@locale": "de", "a": "Löschen"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "ja", "strings": {
          "削除": {"localizations": {"th": {"stringUnit": {"state": "translated", "value": "ลบ"}}}},
          ↓"1080p動画": {},
          ↓"ลบ1รายการ": {},
          "1080p60": {}}}
        """#
      ]),
    ],
    nonTriggeringExamples: [
      // The app's name, kept as it is.
      RuleExample([
        "en.lproj/InfoPlist.strings":
          "\"CFBundleDisplayName\" = \"Snow Owl\";\n\"NSCameraUsageDescription\" = \"Scan a code\";\n",
        "de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Code scannen\";\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}}"#,
        "de.json": #"{"a": "Löschen"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete", "sep": "•", "range": "{start} – {end}", "empty": ""}"#,
        "en-GB.json": #"{}"#,
        "de.json": #"{"a": "Löschen"}"#,
        "de-CH.json": #"{}"#,
        "qqq.json": #"{"a": "The label of the button that deletes a photo"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Delete": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Löschen"}}}},
          "Old label": {"extractionState": "stale"},
          "%@ – %@": {}}}
        """#
      ]),
      // Technical tokens, placeholders and markup: nothing to translate.
      RuleExample([
        "en.json":
          #"{"a": "Delete", "mode": "1080p60", "res": "720p", "k": "4K", "codec": "H.264 (MP3)", "arch": "x86_64", "pair": "$file$ : $dir$", "range": "%1$s – %2$s", "bold": "<b>%s</b>", "space": "{a}&nbsp;{b}"}"#,
        "de.json": #"{"a": "Löschen"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Delete\";\n\"b\" = \"<b>%@</b>\";\n\"c\" = \"%1$@ (%2$@)\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"Löschen\";\n",
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source,
      !Translatability.isRegionalVariant(file.locale, ofSource: source.locale),
      !Translatability.isPrivateUse(file.locale)
    else { return [] }
    var found: [Diagnostic] = []
    // The last source key before the missing one that the file has: where it belongs.
    var previous: CatalogEntry?
    for entry in source.entries {
      if let present = file[entry.key] {
        if present.companion == nil { previous = present }
        // An empty value (a translation platform's export of a key no one has translated)
        // shows nothing at all where the source has text; nor does a value of only spaces
        // or line breaks, which a translation tool counts as translated.
        if Self.isBlank(present.text), !Self.isBlank(entry.text), source.metadata[entry.key]?.shouldTranslate != false,
          !Translatability.hasNothingToTranslate(entry)
        {
          let what = present.text.isEmpty ? "is empty" : "is only whitespace"
          var finding = diagnostic(
            "“\(entry.key.quotedExcerpt)” \(what) in \(file.locale.tag): its users see no text where the \(source.locale.tag) text is “\(entry.shownText.quotedExcerpt)”",
            in: file, at: file.position(ofMessageOffset: 0, in: present), key: entry.key)
          if context.catalog.format != .native { finding.severity = .warning }
          found.append(finding)
        }
        continue
      }
      // A file that lists every key it translates lacks this one only because its own
      // source never had it.
      if context.catalog.listsEveryKeyPerFile, file.missingKeyOffsets[entry.key] == nil { continue }
      // A translation left out for review (fuzzy) is catalog.state's.
      if file.metadata[entry.key]?.state != nil { continue }
      guard source.metadata[entry.key]?.shouldTranslate != false,
        source.metadata[entry.key]?.extractionState != "stale",
        !Translatability.hasNothingToTranslate(entry), !Translatability.isAppName(entry.key),
        !Translatability.parentHasKey(entry.key, of: file, in: context)
      else { continue }
      var position = file.position(ofMissingKey: entry.key)
      var notes: [String] = []
      if file.missingKeyOffsets[entry.key] == nil, file.localeKeyOffset == nil {
        if let place = file.placesOfMissingKeys[entry.key] {
          position = file.position(ofByte: place.neighbourOffset)
          notes = [
            "it belongs \(place.isAfter ? "after" : "before") “\(place.neighbour.quotedExcerpt)”, as in the \(source.locale.tag) file"
          ]
        } else if let previous {
          position = file.position(ofKeyOf: previous)
          notes = ["it belongs after “\(previous.key.quotedExcerpt)”, as in the \(source.locale.tag) file"]
        } else if let first = file.entries.first(where: { $0.companion == nil }) {
          position = file.position(ofKeyOf: first)
          notes = ["it belongs before “\(first.key.quotedExcerpt)”, as in the \(source.locale.tag) file"]
        }
      }
      var finding = diagnostic(
        "“\(entry.key.quotedExcerpt)” is not translated; \(file.locale.tag) users see the \(source.locale.tag) text “\(entry.shownText.quotedExcerpt)”",
        in: file, at: position, key: entry.key, notes: notes)
      // Apple's, Android's and gettext's tools keep a new key untranslated until a translator
      // gets to it (a String Catalog marks it “new”, which `catalog.state` warns of): work in
      // progress, not a broken file.
      if context.catalog.format != .native { finding.severity = .warning }
      found.append(finding)
    }
    return found
  }

  /// True for a text with no character but white space (spaces, tabs, line breaks, no-break
  /// spaces): nothing a user can read.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
