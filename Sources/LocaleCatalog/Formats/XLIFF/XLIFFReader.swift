import ICU

/// Reads one XLIFF 1.2 file: its `<file>` sections, each with the source language's text
/// (`<source>`) and one target language's (`<target>`), notes and states.
///
/// Two dialects:
/// - Xcode's (`datatype="plaintext"`): printf-style strings, with String Catalog variants
///   (`key|==|plural.one`, `key|==|device.mac`, `key|==|substitutions.n.plural.few`) and
///   stringsdict rules (`/key:dict/n:dict/one:dict/:string`) as separate units, put back
///   together into plural, device and substitution values.
/// - sheet-l10n's (`datatype="x-icu-messageformat"`, written by `sheet-l10n convert`): ICU
///   messages as they are, metadata in the note, `translate="no"` for keys not to translate.
///
/// Sections are grouped into tables by the base name of `original`
/// (`en.lproj/Localizable.strings` and `Localizable.xcstrings` are both `Localizable`).
struct XLIFFReader {
  /// The datatype that marks ICU MessageFormat text.
  static let icuDatatype = "x-icu-messageformat"

  /// One `<file>` of the document.
  struct Section: Sendable {
    var table: String
    var offset: Int
    var sourceLocale: LocaleID
    var targetLocale: LocaleID?
    var targetLanguageOffset: Int
    var sourceEntries: [CatalogEntry] = []
    var targetEntries: [CatalogEntry] = []
    var sourceMetadata: [String: EntryMetadata] = [:]
    var targetMetadata: [String: EntryMetadata] = [:]
    var comments: [String: String] = [:]
    var unitOffsets: [String: Int] = [:]
    /// In an ICU section, the keys whose note and source text were read without a problem.
    var cleanSources: [String: CleanSource] = [:]

    /// The section's attributes, as ``XLIFFReader/outline(path:bytes:)`` gives them.
    func outline(in source: SourceFile) -> SectionOutline {
      SectionOutline(
        table: table, sourceLocale: sourceLocale, targetLocale: targetLocale, offset: offset,
        targetLanguageOffset: targetLanguageOffset, position: source.position(ofByte: offset),
        targetLanguagePosition: source.position(ofByte: targetLanguageOffset))
    }
  }

  /// A key's note and source text that were read without a problem; another file that
  /// repeats both has nothing new to say about them.
  struct CleanSource: Sendable, Hashable {
    var note: String?
    var text: String
  }

  /// A `<file>` of the document as a first pass finds it: its attributes, not its units.
  struct SectionOutline: Sendable {
    var table: String
    var sourceLocale: LocaleID
    var targetLocale: LocaleID?
    var offset: Int
    var targetLanguageOffset: Int
    /// Where `offset` and `targetLanguageOffset` are, for findings about the section.
    var position: SourcePosition
    var targetLanguagePosition: SourcePosition
  }

  /// What was read from the file.
  struct Result: Sendable {
    var source: SourceFile
    var sections: [Section] = []
    var diagnostics: [Diagnostic] = []
    var isUsable = true
  }

  /// One `trans-unit`.
  private struct Unit {
    var id: XLIFFUnitID
    /// The byte offset of the `<trans-unit>`.
    var offset: Int
    var idOffset: Int
    var source: XMLElement
    var target: XMLElement?
    var note: String?
    var translate: Bool
  }

  private enum Side { case source, target }

  /// The table name of an `original` path: its file name without extension.
  static func tableName(of original: String) -> String {
    let name = FileSystem.fileName(of: original)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The sections of the file at `path` from its `<file>` elements alone, when the whole file
  /// is well-formed XLIFF and every section names its languages properly; nil when reading
  /// it would find a problem with the file or a section as a whole.
  static func outline(path: String, bytes: [UInt8]) -> [SectionOutline]? {
    guard let decoded = try? TextEncoding.utf8Bytes(of: bytes).bytes,
      let root = try? XMLReader.parse(decoded, keptDepth: 2),
      XMLWellFormedness.firstProblem(in: decoded) == nil, root.localName == "xliff"
    else { return nil }
    if let version = root.attribute("version"), version.value != "1.2", version.value != "1.1",
      version.value != "1.0"
    {
      return nil
    }
    let files = root.children(named: "file")
    guard !files.isEmpty else { return nil }
    let source = SourceFile(path: path, bytes: decoded)
    var outlines: [SectionOutline] = []
    for file in files {
      guard let language = file.attribute("source-language"), let sourceLocale = try? LocaleID(language.value)
      else { return nil }
      var targetLocale: LocaleID?
      let target = file.attribute("target-language")
      if let target {
        guard let locale = try? LocaleID(target.value) else { return nil }
        targetLocale = locale
      }
      let targetLanguageOffset = target?.valueOffset ?? file.offset
      outlines.append(
        SectionOutline(
          table: tableName(of: file.attribute("original")?.value ?? "Localizable"), sourceLocale: sourceLocale,
          targetLocale: targetLocale, offset: file.offset, targetLanguageOffset: targetLanguageOffset,
          position: source.position(ofByte: file.offset),
          targetLanguagePosition: source.position(ofByte: targetLanguageOffset)))
    }
    return outlines
  }

  /// Reads `bytes` of the file at `path`.
  /// - Parameter known: Notes and source texts already read without a problem from another
  ///   file, by key: an ICU unit that repeats them has its target read alone.
  static func read(path: String, bytes: [UInt8], known: [String: CleanSource] = [:]) -> Result {
    let decoded: [UInt8]
    do {
      decoded = try TextEncoding.utf8Bytes(of: bytes).bytes
    } catch {
      var result = Result(source: SourceFile(path: path, bytes: bytes), isUsable: false)
      result.diagnostics.append(invalid(error.reason, path: path, position: SourcePosition(line: 1, column: 1)))
      return result
    }
    let source = SourceFile(path: path, bytes: decoded)
    var result = Result(source: source)
    func fail(_ reason: String, at offset: Int) -> Result {
      var failed = result
      failed.isUsable = false
      failed.diagnostics.append(invalid(reason, path: path, position: source.position(ofByte: offset)))
      return failed
    }
    let root: XMLElement
    do {
      root = try XMLReader.parse(decoded)
    } catch {
      return fail("invalid XML: \(error.reason)", at: error.offset)
    }
    if let problem = XMLWellFormedness.firstProblem(in: decoded) {
      result.isUsable = false
      result.diagnostics.append(
        invalid(problem.reason, path: path, position: SourcePosition(line: problem.line, column: problem.column)))
      return result
    }
    guard root.localName == "xliff" else {
      return fail("expected an XLIFF document (<xliff>), found <\(root.name)>", at: root.offset)
    }
    if let version = root.attribute("version"), version.value != "1.2", version.value != "1.1",
      version.value != "1.0"
    {
      return fail(
        "XLIFF \(version.value) is not supported; export XLIFF 1.2 (Xcode's format)", at: version.valueOffset)
    }
    let files = root.children(named: "file")
    if files.isEmpty {
      return fail("the XLIFF document has no <file>", at: root.offset)
    }
    for file in files {
      if let section = readSection(file, source: source, path: path, known: known, into: &result.diagnostics) {
        result.sections.append(section)
      }
    }
    return result
  }

  private static func invalid(_ reason: String, path: String, position: SourcePosition, key: String? = nil)
    -> Diagnostic
  {
    Diagnostic(
      severity: .error, ruleID: "catalog.invalid-file", message: reason, path: path, position: position, key: key)
  }

  private static func readSection(
    _ file: XMLElement, source: SourceFile, path: String, known: [String: CleanSource],
    into diagnostics: inout [Diagnostic]
  ) -> Section? {
    func report(_ reason: String, at offset: Int, rule: String = "catalog.invalid-file", key: String? = nil) {
      diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: rule, message: reason, path: path, position: source.position(ofByte: offset),
          key: key))
    }
    guard let language = file.attribute("source-language") else {
      report("<file> needs a source-language attribute", at: file.offset)
      return nil
    }
    guard let sourceLocale = try? LocaleID(language.value) else {
      report("source-language “\(language.value)” is not a locale tag", at: language.valueOffset)
      return nil
    }
    var targetLocale: LocaleID?
    let target = file.attribute("target-language")
    if let target {
      guard let locale = try? LocaleID(target.value) else {
        report("target-language “\(target.value)” is not a locale tag", at: target.valueOffset)
        return nil
      }
      targetLocale = locale
    }
    let original = file.attribute("original")?.value ?? "Localizable"
    let isICU = file.attribute("datatype")?.value == XLIFFReader.icuDatatype
    var section = Section(
      table: tableName(of: original), offset: file.offset, sourceLocale: sourceLocale, targetLocale: targetLocale,
      targetLanguageOffset: target?.valueOffset ?? file.offset)
    var units: [Unit] = []
    var order: [String] = []
    var groups: [String: [Unit]] = [:]
    collectUnits(in: file.child(named: "body") ?? file, isICU: isICU, into: &units, report: report)
    for unit in units {
      if groups[unit.id.key] == nil {
        order.append(unit.id.key)
        section.unitOffsets[unit.id.key] = unit.offset
      }
      groups[unit.id.key, default: []].append(unit)
    }
    // Only printf values are converted; ICU ones are read as they are.
    let sourceBuilder = isICU ? nil : AppleEntryBuilder(source: source, locale: sourceLocale)
    let sourceCategories =
      isICU
      ? [] : Set(((try? PluralRules(locale: sourceLocale, kind: .cardinal))?.categories ?? []).map(\.rawValue))
    let targetBuilder = isICU ? nil : targetLocale.map { AppleEntryBuilder(source: source, locale: $0) }
    for key in order {
      guard let group = groups[key], let first = group.first else { continue }
      if isICU, group.count > 1 {
        report(
          "“\(key)” is given twice; the later unit is not read", at: group[1].offset,
          rule: "catalog.duplicate-key", key: key)
      }
      if isICU, first.translate, let element = first.target, let targetLocale,
        let clean = known[key], clean.note == first.note, clean.text == first.source.text
      {
        // Another file read this note and source text without a problem: only the target
        // is new.
        let targetEntry = icuEntry(key: key, keyOffset: first.idOffset, element: element)
        if let diagnostic = syntaxDiagnostic(targetEntry, element: element, source: source, locale: targetLocale) {
          diagnostics.append(diagnostic)
        }
        section.targetEntries.append(targetEntry)
        if let state = targetState(of: [first]) {
          section.targetMetadata[key] = EntryMetadata(state: state.rawValue, offset: first.offset)
        }
        continue
      }
      var metadata = EntryMetadata(offset: first.idOffset)
      var names: [Int: String] = [:]
      var noteIsClean = true
      if let note = first.note {
        section.comments[key] = note
        do {
          let annotations = try CommentAnnotations(parsing: note)
          annotations.apply(to: &metadata)
          metadata.printfSpecifiers = annotations.printfSpecifiers
          metadata.extractionState = annotations.extractionState
          names.merge(annotations.positionalArgumentNames) { $1 }
        } catch {
          noteIsClean = false
          report(error.reason, at: first.offset, rule: "catalog.metadata", key: key)
        }
      }
      metadata.shouldTranslate = first.translate
      if metadata.extractionState == "stale" { metadata.state = TranslationState.stale.rawValue }
      let keyOffset = first.idOffset
      if isICU {
        let sourceEntry = icuEntry(key: key, keyOffset: keyOffset, element: first.source)
        if let diagnostic = syntaxDiagnostic(sourceEntry, element: first.source, source: source, locale: sourceLocale) {
          diagnostics.append(diagnostic)
        } else if noteIsClean, group.count == 1 {
          section.cleanSources[key] = CleanSource(note: first.note, text: sourceEntry.text)
        }
        section.sourceEntries.append(sourceEntry)
        section.sourceMetadata[key] = metadata
        if let targetLocale, let element = first.target, first.translate {
          let targetEntry = icuEntry(key: key, keyOffset: keyOffset, element: element)
          if let diagnostic = syntaxDiagnostic(targetEntry, element: element, source: source, locale: targetLocale) {
            diagnostics.append(diagnostic)
          }
          section.targetEntries.append(targetEntry)
          if let state = targetState(of: [first]) {
            section.targetMetadata[key] = EntryMetadata(state: state.rawValue, offset: first.offset)
          }
        }
        continue
      }
      guard let sourceBuilder,
        let (sourceValue, sourceSubstitutions) = value(of: group, side: .source, categories: sourceCategories)
      else {
        report("“\(key)” has no unit with its whole text", at: first.offset, key: key)
        continue
      }
      let madeSource = sourceBuilder.entry(
        key: key, keyOffset: keyOffset, value: sourceValue, substitutions: sourceSubstitutions, names: names)
      if var diagnostic = madeSource.diagnostic {
        diagnostic.locale = sourceLocale.tag
        diagnostics.append(diagnostic)
      }
      section.sourceEntries.append(madeSource.entry)
      section.sourceMetadata[key] = metadata
      guard let targetBuilder, first.translate,
        let (targetValue, targetSubstitutions) = value(of: group, side: .target, categories: nil)
      else { continue }
      let madeTarget = targetBuilder.entry(
        key: key, keyOffset: keyOffset, value: targetValue, substitutions: targetSubstitutions, names: madeSource.names)
      if let diagnostic = madeTarget.diagnostic { diagnostics.append(diagnostic) }
      section.targetEntries.append(madeTarget.entry)
      if let state = targetState(of: group) {
        section.targetMetadata[key] = EntryMetadata(state: state.rawValue, offset: first.offset)
      }
    }
    return section
  }

  private static func collectUnits(
    in element: XMLElement, isICU: Bool, into units: inout [Unit], report: (String, Int, String, String?) -> Void
  ) {
    for child in element.children {
      if child.hasLocalName("group") {
        collectUnits(in: child, isICU: isICU, into: &units, report: report)
        continue
      }
      guard child.hasLocalName("trans-unit") else { continue }
      guard let id = child.attribute("id") else {
        report("a <trans-unit> needs an id", child.offset, "catalog.invalid-file", nil)
        continue
      }
      guard let parsed = isICU ? XLIFFUnitID(verbatim: id.value) : XLIFFUnitID(id.value) else {
        report(
          "the trans-unit id “\(id.value)” names a variant sheet-l10n cannot place (it reads plural, device and substitution variants)",
          id.valueOffset, "catalog.invalid-file", nil)
        continue
      }
      guard let source = child.child(named: "source") else {
        report("the trans-unit “\(id.value)” has no <source>", child.offset, "catalog.invalid-file", parsed.key)
        continue
      }
      let target = child.child(named: "target")
      if let inline = !source.children.isEmpty ? source : target.flatMap({ $0.children.isEmpty ? nil : $0 }) {
        report(
          "inline XLIFF markup (<\(inline.children[0].name)>) in “\(id.value)” is not supported; Xcode writes plain text",
          inline.children[0].offset, "catalog.invalid-file", parsed.key)
        continue
      }
      let notes = child.children(named: "note").map(\.text).filter { !$0.isEmpty }
      units.append(
        Unit(
          id: parsed, offset: child.offset, idOffset: id.valueOffset + 1, source: source, target: target,
          note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
          translate: child.attribute("translate")?.value != "no"))
    }
  }

  private static func icuEntry(key: String, keyOffset: Int, element: XMLElement) -> CatalogEntry {
    CatalogEntry(
      key: key, keyOffset: keyOffset, text: element.text, valueOffset: element.contentOffset, valueSyntax: .xmlText,
      sourceMap: nil, companion: nil, formatArguments: nil)
  }

  private static func syntaxDiagnostic(
    _ entry: CatalogEntry, element: XMLElement, source: SourceFile, locale: LocaleID
  ) -> Diagnostic? {
    guard let error = entry.syntaxError else { return nil }
    return Diagnostic(
      severity: .error, ruleID: "message.syntax", message: "“\(entry.key)”: \(error.reason)", path: source.path,
      position: source.position(ofUTF16Offset: error.offset, in: .xmlText, at: element.contentOffset),
      locale: locale.tag, key: entry.key)
  }

  /// The least finished state of the group's targets.
  private static func targetState(of units: [Unit]) -> TranslationState? {
    let states = units.compactMap { unit -> TranslationState? in
      guard let word = unit.target?.attribute("state")?.value else { return nil }
      if word == "x-stale" { return .stale }
      return TranslationState(xliffState: word)
    }
    return TranslationState.summary(of: states)
  }

  /// Puts the units of one key back together into a value and its substitutions.
  ///
  /// Xcode exports a unit for every plural category of the target language, with the
  /// source's `other` text as the source of categories the source language lacks; with
  /// `categories` (the source language's), such copies are left out of the source.
  private static func value(of units: [Unit], side: Side, categories: Set<String>?) -> (
    AppleValue, [AppleSubstitution]
  )? {
    func text(_ unit: Unit) -> AppleText? {
      guard let element = side == .source ? unit.source : unit.target else { return nil }
      return AppleText(text: element.text, syntax: .xmlText, valueOffset: element.contentOffset)
    }
    var plain: AppleText?
    var plural: [AppleVariant] = []
    var pluralOffset: Int?
    var devices: [(name: String, offset: Int, text: AppleText?, plural: [AppleVariant])] = []
    var substitutions: [AppleSubstitution] = []
    for unit in units {
      let id = unit.id
      if let name = id.substitution {
        guard let category = id.category, let value = text(unit) else { continue }
        let variant = AppleVariant(selector: category, offset: unit.offset, value: .text(value))
        if let index = substitutions.firstIndex(where: { $0.name == name }) {
          substitutions[index].variants.append(variant)
        } else {
          substitutions.append(
            AppleSubstitution(
              name: name, argumentNumber: nil, formatSpecifier: nil, variants: [variant], offset: unit.offset))
        }
      } else if let device = id.device {
        var index = devices.firstIndex { $0.name == device }
        if index == nil {
          devices.append((device, unit.offset, nil, []))
          index = devices.count - 1
        }
        guard let index, let value = text(unit) else { continue }
        if let category = id.category {
          devices[index].plural.append(
            AppleVariant(selector: category, offset: unit.offset, value: .text(value)))
        } else {
          devices[index].text = value
        }
      } else if let category = id.category {
        guard let value = text(unit) else { continue }
        if pluralOffset == nil { pluralOffset = unit.offset }
        plural.append(AppleVariant(selector: category, offset: unit.offset, value: .text(value)))
      } else {
        plain = text(unit)
      }
    }
    if let categories {
      func trimmed(_ variants: [AppleVariant]) -> [AppleVariant] {
        let other = variants.first { $0.selector == "other" }?.value.texts.first?.text
        return variants.filter { variant in
          categories.contains(variant.selector) || variant.value.texts.first?.text != other
        }
      }
      plural = trimmed(plural)
      for index in substitutions.indices { substitutions[index].variants = trimmed(substitutions[index].variants) }
      for index in devices.indices { devices[index].plural = trimmed(devices[index].plural) }
    }
    if !devices.isEmpty {
      let variants = devices.compactMap { device -> AppleVariant? in
        if !device.plural.isEmpty {
          return AppleVariant(
            selector: device.name, offset: device.offset, value: .plural(device.plural, offset: device.offset))
        }
        return device.text.map { AppleVariant(selector: device.name, offset: device.offset, value: .text($0)) }
      }
      guard let first = devices.first, !variants.isEmpty else { return nil }
      return (.device(variants, offset: first.offset), substitutions)
    }
    if let pluralOffset, !plural.isEmpty {
      return (.plural(plural, offset: pluralOffset), substitutions)
    }
    guard let plain else { return nil }
    return (.text(plain), substitutions)
  }
}
