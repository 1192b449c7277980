import ActionSheetCore
import ICU
import LocaleCatalog

extension LocalizedCatalog {
  /// The review of every sheet of `sheets.json` in every locale (for a catalog without
  /// sheets, of every destructive label with its Cancel), built the way app code builds
  /// sheets, with `diagnostics` placed beside the texts they concern.
  ///
  /// Plural arguments are drawn with 3 and sampled with one number of every plural category
  /// of the locale, from ICU; text arguments get a sample name, isolated as every build
  /// isolates them.
  /// - Parameters:
  ///   - diagnostics: The findings of `check` on the catalog.
  ///   - locales: The rows, in order; nil for every locale of the catalog, source first.
  /// - Returns: The review to draw with ``ReviewPage``.
  public func review(diagnostics: [Diagnostic], locales: [LocaleID]? = nil) -> Review {
    let rows =
      locales
      ?? ([catalog.sourceLocale] + catalog.files.map(\.locale).filter { $0 != catalog.sourceLocale }.sorted())
    let templates = reviewTemplates()
    var byLocaleAndKey: [String: [String: [Diagnostic]]] = [:]
    var catalogFindings: [Diagnostic] = []
    for diagnostic in diagnostics {
      guard let locale = diagnostic.locale else {
        catalogFindings.append(diagnostic)
        continue
      }
      byLocaleAndKey[locale, default: [:]][diagnostic.key ?? "", default: []].append(diagnostic)
    }
    let drawnKeys = Set(
      templates.flatMap { [$0.titleKey] + ($0.messageKey.map { [$0] } ?? []) + $0.buttons.map(\.key) })
    var localeFindings: [String: [Diagnostic]] = [:]
    for (locale, keyed) in byLocaleAndKey {
      let loose = keyed.filter { !drawnKeys.contains($0.key) }.values.flatMap { $0 }.sorted()
      if !loose.isEmpty { localeFindings[locale] = loose }
    }
    var cells: [ReviewCell] = []
    for locale in rows {
      for template in templates {
        cells.append(reviewCell(template, locale: locale, findings: byLocaleAndKey[locale.tag] ?? [:]))
      }
    }
    return Review(
      locales: rows.map { ReviewLocale(tag: $0.tag, isRightToLeft: isRightToLeft($0)) },
      sheets: templates.map(\.id), cells: cells, localeFindings: localeFindings,
      catalogFindings: catalogFindings.sorted(), diagnostics: diagnostics)
  }

  /// The sheets to review: those of `sheets.json`, else each destructive label with Cancel.
  func reviewTemplates() -> [SheetTemplate<String>] {
    if !catalog.sheets.isEmpty {
      return catalog.sheets.compactMap { try? SheetTemplate<String>(sheet: $0.id, in: catalog) { $0 } }
    }
    guard let source = catalog.source else { return [] }
    let cancel = source.entries.first { catalog.metadata(for: $0.key)?.role == .cancel }?.key
    return source.entries.compactMap { entry -> SheetTemplate<String>? in
      guard catalog.metadata(for: entry.key)?.role == .destructive else { return nil }
      var buttons: [ButtonTemplate<String>] = [.destructive(entry.key, send: entry.key)]
      if let cancel { buttons.append(.cancel(cancel, send: cancel)) }
      return SheetTemplate(id: entry.key, titleKey: entry.key, buttons: buttons)
    }
  }

  private func reviewCell(
    _ template: SheetTemplate<String>, locale: LocaleID, findings: [String: [Diagnostic]]
  ) -> ReviewCell {
    let keys = [template.titleKey] + (template.messageKey.map { [$0] } ?? []) + template.buttons.map(\.key)
    var pluralNames: Set<String> = []
    var textNames: Set<String> = []
    for key in keys {
      for argument in catalog.entry(for: key, locale: catalog.sourceLocale)?.entry.message?.allArguments ?? [] {
        switch argument.kind {
        case .plural, .selectOrdinal: pluralNames.insert(argument.name)
        case .formatted: pluralNames.insert(argument.name)
        case .simple, .select, .choice: textNames.insert(argument.name)
        }
      }
    }
    func arguments(_ number: Int) -> [String: MessageValue] {
      var values: [String: MessageValue] = [:]
      for name in pluralNames { values[name] = .integer(Int64(number)) }
      for name in textNames { values[name] = .string("Alex Kim") }
      return values
    }
    let shown = 3
    let described =
      (pluralNames.sorted().map { "\($0) = \(shown)" } + textNames.sorted().map { "\($0) = “Alex Kim”" })
      .joined(separator: ", ")
    var notes: [String: String] = [:]
    let state: ActionSheetState<String>
    do {
      state = try sheet(
        template, locale: locale, arguments: arguments(shown),
        mode: .lenient { event in
          switch event {
          case .fellBack(let key, _, let used): notes[key] = "from \(used)"
          case .usedSourceLabel(let key, _, let verdict): notes[key] = "source label shown: \(verdict)"
          case .missingLocale, .unusableText, .unreadableFile: break
          }
        })
    } catch {
      return ReviewCell(
        locale: locale.tag, sheet: template.id, isRightToLeft: isRightToLeft(locale), arguments: described,
        forms: [], samples: [], failure: error.description)
    }
    func text(_ key: String, _ value: String) -> ReviewText {
      var exceeded: Int?
      // Columns as layout.length counts them: wide characters two, isolates and marks none.
      if let limit = catalog.metadata(for: key)?.maxLength, TerminalWidth.of(value) > limit { exceeded = limit }
      return ReviewText(
        key: key, text: value, fallback: notes[key], exceededMaxLength: exceeded, findings: findings[key] ?? [])
    }
    var forms: [ReviewForm] = []
    for formFactor in [FormFactor.compact, .regular] {
      let presentation = state.presentation(for: formFactor)
      func button(_ presented: PresentedButton<String>) -> ReviewButton {
        ReviewButton(
          text: text(presented.button.action ?? "", presented.label), role: presented.role,
          colorToken: presented.colorToken, hint: presented.accessibility.hint,
          hasInitialFocus: presentation.initialFocus == presented.index)
      }
      forms.append(
        ReviewForm(
          formFactor: formFactor, hasScrim: presentation.hasScrim, title: text(template.titleKey, state.title),
          message: template.messageKey.flatMap { key in state.message.map { text(key, $0) } },
          actionGroup: presentation.actionGroup.map(button), cancelGroup: presentation.cancelGroup.map(button)))
    }
    var samples: [ReviewSample] = []
    if !pluralNames.isEmpty, let rules = try? PluralRules(locale: locale) {
      for category in rules.categories {
        guard let number = rules.samples[category]?.integerRanges.first?.lowerBound else { continue }
        guard let sampled = try? sheet(template, locale: locale, arguments: arguments(number), mode: .lenient { _ in })
        else { continue }
        let order = sampled.presentation(for: .compact).buttons.map(\.label)
        samples.append(
          ReviewSample(
            category: category.rawValue, number: number, texts: [sampled.title] + order))
      }
    }
    return ReviewCell(
      locale: locale.tag, sheet: template.id, isRightToLeft: state.layoutDirection == .rightToLeft,
      arguments: described,
      forms: forms, samples: samples, failure: nil)
  }
}
