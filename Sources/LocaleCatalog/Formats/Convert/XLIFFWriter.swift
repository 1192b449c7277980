import ICU

/// Writes a catalog as XLIFF 1.2 files for translators, one per target locale (`de.xliff`),
/// in sheet-l10n's ICU dialect: `datatype="x-icu-messageformat"`, each key one
/// `<trans-unit>` holding the ICU message as it is, the description and metadata in its
/// `<note>` (`role: destructive, verb: delete, maxLength: 32`), the state on `<target>`, and
/// `translate="no"` for keys not to translate. Translation tools that read ICU plurals
/// show them as such; `sheet-l10n convert` reads the files back without loss.
struct XLIFFWriter {
  /// Locales to write a file for even if the catalog has no translation into them yet.
  var extraLocales: [LocaleID] = []

  /// The files, by name (`de.xliff`).
  func files(for catalog: Catalog) -> [String: [UInt8]] {
    guard let source = catalog.source else { return [:] }
    var targets = catalog.translations.map(\.locale)
    for locale in extraLocales where !targets.contains(locale) && locale != catalog.sourceLocale {
      targets.append(locale)
    }
    var files: [String: [UInt8]] = [:]
    for locale in targets.sorted() {
      let file = catalog.file(for: locale)
      var units: [String] = []
      for entry in source.entries {
        let metadata = catalog.metadata(for: entry.key) ?? EntryMetadata()
        var unit = "      <trans-unit id=\"\(Self.escape(entry.key, attribute: true))\" xml:space=\"preserve\""
        if !metadata.shouldTranslate { unit += " translate=\"no\"" }
        unit += ">\n        <source>\(Self.escape(entry.text))</source>\n"
        if let translated = file?[entry.key] {
          let state = file?.metadata[entry.key]?.state.flatMap(TranslationState.init(rawValue:)) ?? .translated
          let word = state == .stale ? "x-stale" : state.xliffState
          unit += "        <target state=\"\(word)\">\(Self.escape(translated.text))</target>\n"
        }
        if let note = Self.note(for: metadata, entry: entry, catalog: catalog) {
          unit += "        <note>\(Self.escape(note))</note>\n"
        }
        unit += "      </trans-unit>"
        units.append(unit)
      }
      let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(Self.escape(Self.tableName(of: catalog), attribute: true))" source-language="\(catalog.sourceLocale.tag)" target-language="\(locale.tag)" datatype="\(XLIFFReader.icuDatatype)">
            <header>
              <tool tool-id="sheet-l10n" tool-name="sheet-l10n"/>
            </header>
            <body>
        \(units.joined(separator: "\n"))
            </body>
          </file>
        </xliff>

        """
      files[locale.tag + ".xliff"] = Array(document.utf8)
    }
    return files
  }

  /// The table name written as `original`: the Apple file's base name, or `Localizable`.
  static func tableName(of catalog: Catalog) -> String {
    guard catalog.format != .native, let path = catalog.source?.path else { return "Localizable" }
    return XLIFFReader.tableName(of: path)
  }

  /// The note: the description, then an annotation line with the rest of the metadata.
  static func note(for metadata: EntryMetadata, entry: CatalogEntry, catalog: Catalog) -> String? {
    var annotations = CommentAnnotations(metadata: metadata)
    annotations.printfSpecifiers = metadata.printfSpecifiers.merging(PrintfPlan.recorded(for: entry)) { _, used in used
    }
    return annotations.comment
  }

  /// Text for XML content or (with `attribute`) a quoted attribute value.
  static func escape(_ text: String, attribute: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where attribute: result += "&quot;"
      case "\r": result += "&#13;"
      case "\n" where attribute: result += "&#10;"
      case "\t" where attribute: result += "&#9;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension PrintfPlan {
  /// The specifiers of an entry read from an Apple format, to carry in a note; empty for ICU
  /// entries, whose `printf` metadata is carried as it is.
  static func recorded(for entry: CatalogEntry) -> [String: String] {
    guard let uses = entry.formatArguments else { return [:] }
    var result: [String: String] = [:]
    for use in uses where result[use.name] == nil {
      result[use.name] = "%\(use.position)$\(use.specifier.withoutPosition)"
    }
    return result
  }
}
