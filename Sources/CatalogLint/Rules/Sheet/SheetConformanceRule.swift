import ActionSheetCore
import Dispatch
import ICU
import LocaleCatalog

/// A sheet of `sheets.json` that breaks the action-sheet spec in some locale, as
/// ActionSheetCore's ConformanceChecker judges it.
public struct SheetConformanceRule: CrossLocaleRule {
  public init() {}

  public static let description = RuleDescription(
    id: "sheet.conformance",
    name: "Sheet breaks the action-sheet spec",
    explanation: """
      Every sheet of sheets.json is built in every locale, with each button’s role from the \
      source metadata and its text from the locale (following the fallback chain), and checked \
      by ActionSheetCore’s ConformanceChecker: exactly one Cancel button, at most one \
      destructive button, two or more buttons with Cancel (more than five is a warning: people \
      would scroll), no blank label in any plural or select branch. One finding per kind of \
      violation, at the sheet in sheets.json, naming the locales. Generic destructive labels \
      and duplicate labels are left to the verb rules, and the advice to prefer a menu is not \
      an error.
      """,
    hint:
      "Change the sheet's buttons in sheets.json (or their roles) so it has one Cancel, at most one destructive action and 2–5 buttons.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}, "share": "Share", "@share": {"role": "default"}}"#,
        "sheets.json": #"{↓"s": {"title": "t", "buttons": ["delete", "share"]}}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}, "remove": "Remove", "@remove": {"role": "destructive", "verb": "remove"}, "cancel": "Cancel", "@cancel": {"role": "cancel"}}"#,
        "de.json": #"{"t": "Foto", "delete": "Löschen", "remove": "Entfernen", "cancel": "Abbrechen"}"#,
        "sheets.json":
          #"{"ok": {"title": "t", "buttons": ["delete", "cancel"]}, ↓↓"s": {"title": "t", "buttons": ["cancel", "delete", "remove", "cancel"]}}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"t": "Photos", "delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}", "@delete": {"role": "destructive", "verb": "delete"}, "cancel": "Cancel", "@cancel": {"role": "cancel"}}"#,
        "ja.json": #"{"t": "写真", "delete": "{count, plural, other { }}", "cancel": "キャンセル"}"#,
        "sheets.json": #"{↓"s": {"title": "t", "buttons": ["delete", "cancel"]}}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"}, "cancel": "Cancel", "@cancel": {"role": "cancel"}, "share": "Share", "@share": {"role": "default"}}"#,
        "de.json": #"{"t": "Foto", "delete": "Löschen", "share": "Teilen", "cancel": "Abbrechen"}"#,
        "fr.json": #"{"t": "Photo", "delete": "Supprimer"}"#,
        "sheets.json":
          #"{"s": {"title": "t", "buttons": ["delete", "share", "cancel"]}, "u": {"title": "t", "buttons": ["delte", "cancel"]}}"#,
      ])
    ]
  )

  /// The kinds of violation this rule reports; the others belong to other rules or are advice.
  static let reportedKinds: [ConformanceViolation.Kind] = [
    .missingCancel, .multipleCancels, .multipleDestructive, .tooFewActions, .tooManyActions, .blankLabel,
  ]

  /// Leaves generic destructive labels to `verb.generic`, which knows every locale.
  private struct NoLabelJudge: LabelSpecificityJudging {
    func isGenericConfirmation(_ label: String) -> Bool { false }
  }

  /// For each sheet whose keys the source has, in `sheets.json` order: nil when some text of
  /// the sheet cannot be parsed in the file's locale (message.syntax reports that), else the
  /// reported label violations there. Of the label checks only blank labels are reported
  /// here: shared labels are `verb.ambiguous`'s, generic ones `verb.generic`'s.
  public func observe(_ file: LocaleFile, in context: LintContext) -> [[ConformanceViolation]?] {
    let catalog = context.catalog
    let checker = ConformanceChecker(judge: NoLabelJudge())
    return context.sheetsWithKnownKeys.map { sheet in
      guard let labels = Self.labels(of: sheet, in: file.locale, catalog: catalog) else { return nil }
      // Most sheets have no blank label: they are done without building anything.
      guard labels.contains(where: { $0.allSatisfy(\.isWhitespace) }) else { return [] }
      let buttons = zip(sheet.buttons, labels).map { reference, label in
        ButtonLabelling(role: Self.role(of: reference.key, in: catalog), label: label, id: ButtonID(reference.key))
      }
      return checker.labelViolations(in: buttons).filter { Self.reportedKinds.contains($0.kind) }
    }
  }

  /// One finding per sheet and kind of violation, naming the locales that have it.
  public func conclude(
    _ observations: [LocaleObservation<[[ConformanceViolation]?]>], in context: LintContext
  ) -> [Diagnostic] {
    guard let sheets = context.catalog.sheetsSource else { return [] }
    let checked = context.sheetsWithKnownKeys
    // Sheets are independent: conclude them in parallel, report them in file order.
    let found = Locked<[[Diagnostic]]>(Array(repeating: [], count: checked.count))
    DispatchQueue.concurrentPerform(iterations: checked.count) { index in
      let diagnostics = conclude(
        checked[index], from: observations.map { ($0.locale, $0.value[index]) }, in: context.catalog, sheets: sheets)
      found.withLock { $0[index] = diagnostics }
    }
    return found.withLock { $0 }.flatMap { $0 }
  }

  private func conclude(
    _ sheet: SheetDeclaration, from observations: [(locale: LocaleID, labels: [ConformanceViolation]?)],
    in catalog: Catalog, sheets: SourceFile
  ) -> [Diagnostic] {
    var locales: [ConformanceViolation.Kind: [String]] = [:]
    var first: [ConformanceViolation.Kind: ConformanceViolation] = [:]
    // Roles come from the source's metadata, so the structure is the same in every locale
    // where the sheet can be built: it is checked once.
    let structural =
      observations.contains { $0.labels != nil }
      ? ConformanceChecker(judge: NoLabelJudge()).structuralViolations(in: Self.structure(of: sheet, in: catalog))
        .filter { Self.reportedKinds.contains($0.kind) } : []
    for (locale, labels) in observations {
      guard let labels else { continue }
      for violation in structural + labels {
        if first[violation.kind] == nil { first[violation.kind] = violation }
        if locales[violation.kind]?.last != locale.tag {
          locales[violation.kind, default: []].append(locale.tag)
        }
      }
    }
    var found: [Diagnostic] = []
    for kind in Self.reportedKinds {
      guard let violation = first[kind], let tags = locales[kind] else { continue }
      let scope = tags.count == observations.count ? "in every locale" : "in \(tags.joined(separator: ", "))"
      let (problem, advice) = Self.message(for: violation, of: sheet)
      var finding = diagnostic(
        "\(problem) \(scope); \(advice)", inSheets: sheets, atByte: sheet.offset,
        notes: ["spec requirement: \(kind.requirement.anchor) (\(kind.rawValue))"])
      // "About five" buttons is a soft limit of the spec: a warning, not an error.
      if kind.severity == .warning { finding.severity = .warning }
      found.append(finding)
    }
    return found
  }

  /// The labels of the sheet's buttons as ActionSheetCore would see them in `locale`: of
  /// each, a blank variant if it has one, else its first; nil when some text of the sheet
  /// cannot be parsed in any locale of its fallback chain (message.syntax reports that).
  static func labels(of sheet: SheetDeclaration, in locale: LocaleID, catalog: Catalog) -> [String]? {
    func label(_ key: String) -> String? {
      guard let message = catalog.entry(for: key, locale: locale)?.entry.message else { return nil }
      // A text node at the top level is in every variant: when it has more than white space,
      // no variant is blank and the first variant is as good as any.
      let shownEverywhere = message.nodes.contains { node in
        guard case .text(let text, _) = node else { return false }
        return !text.allSatisfy(\.isWhitespace)
      }
      let variants = message.variants(limit: shownEverywhere ? 1 : 256)
      return variants.first { $0.allSatisfy(\.isWhitespace) } ?? variants.first ?? ""
    }
    // The checks look at the buttons; the title and message need only to parse.
    func parses(_ key: String) -> Bool { catalog.entry(for: key, locale: locale)?.entry.message != nil }
    guard parses(sheet.title.key), sheet.message.map({ parses($0.key) }) ?? true else { return nil }
    var labels: [String] = []
    labels.reserveCapacity(sheet.buttons.count)
    for reference in sheet.buttons {
      guard let text = label(reference.key) else { return nil }
      labels.append(text)
    }
    return labels
  }

  /// The role of a button, from the source metadata of its key.
  private static func role(of key: String, in catalog: Catalog) -> ButtonStateRole {
    switch catalog.metadata(for: key)?.role {
    case .destructive: .destructive
    case .cancel: .cancel
    case .default, nil: .default
    }
  }

  /// The sheet's structure as ActionSheetCore sees it: its buttons' roles from the source
  /// metadata, with the keys standing in for every text (no structural check reads them).
  private static func structure(of sheet: SheetDeclaration, in catalog: Catalog) -> ActionSheetState<String> {
    ActionSheetState(
      title: sheet.title.key, message: sheet.message?.key,
      buttons: sheet.buttons.map { reference in
        ButtonState(
          role: role(of: reference.key, in: catalog), label: reference.key, id: ButtonID(reference.key),
          action: reference.key)
      }, anchoredTo: TriggerID(sheet.id))
  }

  /// What is wrong with the sheet, and what to do about it.
  private static func message(for violation: ConformanceViolation, of sheet: SheetDeclaration) -> (String, String) {
    let keys = violation.buttonIndices.compactMap {
      sheet.buttons.indices.contains($0) ? "“\(sheet.buttons[$0].key)”" : nil
    }
    let listed = keys.joined(separator: ", ")
    let name = "the sheet “\(sheet.id)”"
    switch violation.kind {
    case .missingCancel:
      return (
        "\(name) has no Cancel button", "give one button a key whose role is “cancel”, so people have a safe way out"
      )
    case .multipleCancels:
      return ("\(name) has \(keys.count) Cancel buttons (\(listed))", "keep exactly one")
    case .multipleDestructive:
      return ("\(name) has \(keys.count) destructive buttons (\(listed))", "at most one is allowed")
    case .tooFewActions:
      return (
        "\(name) has \(keys.count) button\(keys.count == 1 ? "" : "s")",
        "an action sheet offers two or more, Cancel included"
      )
    case .tooManyActions:
      return ("\(name) has \(keys.count) buttons (\(listed))", "more than about five makes people scroll")
    case .blankLabel:
      return ("\(name) has a button with a blank label (\(listed))", "every button needs text that can be read aloud")
    default:
      return ("\(name) breaks the spec", violation.message)
    }
  }
}
