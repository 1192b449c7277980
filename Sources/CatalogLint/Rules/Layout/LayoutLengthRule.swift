import ICU
import LocaleCatalog

/// A label longer than its `maxLength`, or, without one, much longer than the source text.
public struct LayoutLengthRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "layout.length",
    name: "Label too long",
    explanation: """
      A button label must fit its button. With “maxLength” in the source’s "@key" metadata, \
      every branch of every locale (the source too) must fit it. Without one, a button label \
      (a key with a declared role, or used as a button in sheets.json; a role guessed from the \
      text of an Apple catalog is not enough, it may be a row or a menu item) may grow by IBM’s text-expansion \
      guideline: up to 10 source characters ×3, 11–20 ×2, 21–30 ×1.8, 31–50 ×1.6, 51–70 ×1.4, \
      longer ×1.3, never less than a shorter source would allow and never less than 10 columns, \
      measured against the longest branch of the source, with a tolerance of a tenth of the \
      limit (at least 2 columns) since the guideline is a rule of thumb; titles, messages and \
      rows wrap, so only a maxLength limits them, and a maxLength is exact. Private-use \
      languages (qqq, translator notes) are not checked. Length counts grapheme clusters, East Asian wide characters \
      (kanji, kana, Hangul, fullwidth forms) as two; the number of a plural (#) and numeric \
      arguments count as 3, other arguments as 10. The finding points at the first character \
      past the limit.
      """,
    hint: "Shorten the label (a shorter synonym, drop the object), or raise maxLength if the design allows.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Sign Out", "@a": {"role": "destructive", "verb": "sign-out", "maxLength": 10}}"#,
        "de.json": #"{"a": "Abmelden v↓on diesem Gerät"}"#,
        "ja.json": #"{"a": "サインアウ↓トする"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Delete", "@a": {"role": "destructive", "verb": "delete"}, "b": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "sheets.json": #"{"s": {"title": "a", "buttons": ["b"]}}"#,
        "fi.json":
          #"{"a": "Poista lopullisest↓i kaikista laitteista", "b": "{count, plural, one {Poista valokuva} other {Poista # valokuvaa pysyvästi kai↓kista laitteista}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Sign Out", "@a": {"maxLength": 12}, "b": "Delete {name}?"}"#,
        "de.json": #"{"a": "Abmelden", "b": "{name} wirklich löschen?"}"#,
        "ja.json": #"{"a": "サインアウト", "b": "{name}を削除しますか？"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"title": "Sign out?", "ok": "OK", "@ok": {"role": "default"}, "cancel": "Cancel", "@cancel": {"role": "cancel"}}"#,
        "sheets.json": #"{"s": {"title": "title", "buttons": ["ok", "cancel"]}}"#,
        "es.json":
          #"{"title": "¿Quieres cerrar la sesión en este dispositivo ahora?", "ok": "Aceptar", "cancel": "Cancelar"}"#,
      ]),
      RuleExample([
        "en.json": #"{"unlink": "Unlink", "@unlink": {"role": "destructive", "verb": "disconnect"}}"#,
        "de.json": #"{"unlink": "Verbindung aufheben"}"#,
        "fr.json": #"{"unlink": "Dissocier le fichier"}"#,
        "qqq.json": #"{"unlink": "The button that unlinks a downloaded file from the library"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"files.unlink\" = \"Unlink\";\n",
        "de.lproj/Localizable.strings": "\"files.unlink\" = \"Verknüpfung mit der Bibliothek aufheben\";\n",
      ]),
    ]
  )

  /// The width of the number of a plural (`#`) and of numeric arguments: up to three digits.
  static let numberWidth = 3
  /// The width of any other argument, such as a name or an account.
  static let argumentWidth = 10
  /// IBM's expansion guideline: the longest source length of each band and the factor a
  /// translation may grow by.
  static let expansion: [(upTo: Int, factor: Double)] = [
    (10, 3.0), (20, 2.0), (30, 1.8), (50, 1.6), (70, 1.4), (Int.max, 1.3),
  ]

  /// The least any button label may grow to, for very short sources such as “OK”.
  static let minimumAllowedWidth = 10

  /// How far past the guideline's limit a label may go before it is reported: a tenth of
  /// the limit, at least 2 columns. A `maxLength` has no tolerance.
  static func tolerance(forGuidelineLimit limit: Int) -> Int {
    max(2, (limit + 9) / 10)
  }

  /// The widest a translation of a source text `width` columns wide may be.
  static func allowedWidth(forSourceWidth width: Int) -> Int {
    var allowed = minimumAllowedWidth
    for band in expansion {
      let upTo = min(width, band.upTo)
      allowed = max(allowed, Int((Double(upTo) * band.factor).rounded(.up)))
      if width <= band.upTo { break }
    }
    return allowed
  }

  /// The width of the widest variant of `entry`.
  static func width(of entry: CatalogEntry) -> Int {
    VisibleText.variants(of: entry).map { widths(of: $0).reduce(0, +) }.max() ?? 0
  }

  /// The `maxLength` of every source key that has one.
  static func sourceMaxLengths(in catalog: Catalog) -> [String: Int] {
    catalog.source?.metadata.compactMapValues(\.maxLength) ?? [:]
  }

  /// The width of every source label (a key with a role or on a sheet), worked out once for
  /// all locales.
  static func sourceLabelWidths(in catalog: Catalog) -> [String: Int] {
    guard let source = catalog.source else { return [:] }
    let buttons = Set(catalog.sheets.flatMap { $0.buttons.map(\.key) })
    var widths: [String: Int] = [:]
    for entry in source.entries where buttons.contains(entry.key) || hasDeclaredRole(source.metadata[entry.key]) {
      widths[entry.key] = width(of: entry)
    }
    return widths
  }

  /// True when the metadata gives a role that was declared (in metadata, a comment or a
  /// roles file), not guessed from the text: a guess does not make a label a button.
  static func hasDeclaredRole(_ metadata: EntryMetadata?) -> Bool {
    guard let metadata, metadata.role != nil else { return false }
    return metadata.roleOrigin != .lexicon
  }

  /// The width of each unit of a variant: grapheme clusters count on their first unit.
  static func widths(of variant: [VisibleUnit]) -> [Int] {
    var widths = Array(repeating: 0, count: variant.count)
    var index = 0
    while index < variant.count {
      guard variant[index].scalar != nil else {
        if case .argument(_, let isNumber) = variant[index].content {
          widths[index] = isNumber ? numberWidth : argumentWidth
        }
        index += 1
        continue
      }
      var end = index
      var isPlainASCII = true
      while end < variant.count, let scalar = variant[end].scalar {
        isPlainASCII = isPlainASCII && (0x20..<0x7F).contains(scalar.value)
        end += 1
      }
      // Printable ASCII: every scalar is a character one column wide.
      if isPlainASCII {
        for position in index..<end { widths[position] = 1 }
        index = end
        continue
      }
      var bytes: [UInt8] = []
      for unit in variant[index..<end] {
        if let scalar = unit.scalar { UTF8.encode(scalar) { bytes.append($0) } }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      var position = index
      for character in text {
        let wide = character.unicodeScalars.first.map(UnicodeProperties.isWide) ?? false
        widths[position] = wide ? 2 : 1
        position += character.unicodeScalars.count
      }
      index = end
    }
    return widths
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let isSource = context.isSource(file)
    guard !Translatability.isPrivateUse(file.locale) else { return [] }
    var found: [Diagnostic] = []
    for entry in file.entries {
      let maxLength = context.sourceMaxLengths[entry.key]
      let limit: Int
      var sourceWidth = 0
      var tolerance = 0
      if let maxLength {
        limit = maxLength
      } else {
        // Labels: keys with a role or on a sheet, measured in the source once.
        guard !isSource, let width = context.sourceLabelWidths[entry.key], width > 0 else { continue }
        sourceWidth = width
        limit = Self.allowedWidth(forSourceWidth: sourceWidth)
        tolerance = Self.tolerance(forGuidelineLimit: limit)
      }
      // Written only for a finding.
      var reason: String {
        if let maxLength { return "its maxLength \(maxLength)" }
        let tag = context.source?.locale.tag ?? ""
        return
          "\(limit), the most a \(sourceWidth)-column \(tag) text is expected to grow to (a maxLength in “@\(entry.key)” sets the limit)"
      }
      // No variant can be wider than two columns a character of the text plus the widest
      // argument for each brace: most labels are answered without building their variants.
      let placeholders = entry.text.utf8Count(of: 0x7B) + entry.text.utf8Count(of: 0x23)
      let bound = 2 * entry.text.unicodeScalars.count + max(Self.numberWidth, Self.argumentWidth) * placeholders
      guard bound > limit + tolerance else { continue }
      var reported: Set<Int> = []
      for variant in VisibleText.variants(of: entry) {
        let widths = Self.widths(of: variant)
        let total = widths.reduce(0, +)
        guard total > limit + tolerance else { continue }
        var running = 0
        guard
          let overflow = widths.indices.first(where: {
            running += widths[$0]; return running > limit
          }),
          reported.insert(variant[overflow].offset).inserted
        else { continue }
        // Quoted in part when long: a few scalars a character are enough for the excerpt.
        let quotedUnits = variant.prefix(4 * String.quotedLimit)
        var text = ""
        for unit in quotedUnits {
          switch unit.content {
          case .scalar(let scalar): text.unicodeScalars.append(scalar)
          case .argument(let name, _): text += name == "#" ? name : "{\(name)}"
          }
        }
        text = text.quotedExcerpt
        if quotedUnits.count < variant.count, !text.hasSuffix("…") { text += "…" }
        found.append(
          diagnostic(
            "“\(entry.key)” is \(total) columns wide in \(file.locale.tag) (“\(text)”), more than \(reason)",
            in: file, at: file.position(ofMessageOffset: variant[overflow].offset, in: entry), key: entry.key,
            notes: [
              "counted in characters, East Asian wide characters as 2, # and numbers as \(Self.numberWidth), other arguments as \(Self.argumentWidth)"
            ]))
      }
    }
    return found
  }
}
