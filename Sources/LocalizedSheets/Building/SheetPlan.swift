import ActionSheetCore
import ICU
import LocaleCatalog
import VerbSpecificity

/// Everything about one sheet in one locale that does not depend on the arguments, worked
/// out on the first build and kept by the catalog: where each text comes from (and the
/// fallbacks and policy decisions that took), its compiled formatter, the buttons' order,
/// ids and hints, the layout direction, and the conformance checks that formatting cannot
/// change.
///
/// A build then only formats the texts that have arguments and checks the labels that can
/// change with them.
@usableFromInline
final class SheetPlan: Sendable {
  /// A text of the sheet: fixed, or formatted with the build's arguments.
  enum Text: Sendable {
    case plain(String)
    case formatted(MessageFormatter, key: String, message: Message)

    func render(_ arguments: MessageArguments) throws(LocalizedSheetError) -> String {
      switch self {
      case .plain(let text): return text
      case .formatted(let formatter, let key, _):
        do { return try formatter.format(arguments) } catch { throw .formatting(key: key, reason: error.description) }
      }
    }
  }

  /// A button, in the order the sheet shows it.
  @usableFromInline
  struct Button: Sendable {
    /// Its position in the template's `buttons`, for its action.
    @usableFromInline let templateIndex: Int
    @usableFromInline let role: ButtonStateRole
    @usableFromInline let id: ButtonID
    let label: Text
    @usableFromInline let hint: String?
    /// The labelling of a fixed label, folded once for the label checks.
    let fixedLabelling: ButtonLabelling?

    init(templateIndex: Int, role: ButtonStateRole, id: ButtonID, label: Text, hint: String?) {
      self.templateIndex = templateIndex
      self.role = role
      self.id = id
      self.label = label
      self.hint = hint
      if case .plain(let text) = label {
        fixedLabelling = ButtonLabelling(role: role, label: text, id: id)
      } else {
        fixedLabelling = nil
      }
    }
  }

  /// What the plan holds when the sheet can be built; a class, so that a build takes it with
  /// one reference.
  @usableFromInline
  final class Content: Sendable {
    let title: Text
    let message: Text?
    /// In the core's vertical order: destructive first, Cancel last.
    @usableFromInline let buttons: [Button]
    @usableFromInline let direction: LayoutDirection
    /// True when some label has arguments that can make it blank or like another label, so
    /// the label checks run on every build (see ``VaryingLabels``).
    let labelsVary: Bool
    /// False when the checks done once found an error: every build then runs the full check
    /// to report it.
    let passesFixedChecks: Bool
    /// The arguments the sheet declares, sorted: those of its texts in the source and in the
    /// locales shown. A build must give each of them and nothing else.
    let arguments: [String]
    /// The same names, for looking up the names a build gives.
    let argumentSet: Set<String>
    /// The key of the first text that has each argument, for the error that names it.
    let argumentKeys: [String: String]

    init(
      title: Text, message: Text?, buttons: [Button], direction: LayoutDirection, labelsVary: Bool,
      passesFixedChecks: Bool, argumentKeys: [String: String]
    ) {
      self.title = title
      self.message = message
      self.buttons = buttons
      self.direction = direction
      self.labelsVary = labelsVary
      self.passesFixedChecks = passesFixedChecks
      self.argumentKeys = argumentKeys
      self.arguments = argumentKeys.keys.sorted()
      self.argumentSet = Set(argumentKeys.keys)
    }

    /// Throws when `given` has an argument the sheet does not declare (a misspelling is
    /// reported as such, naming the right ones) or lacks one it declares.
    func checkArguments(_ given: [String: MessageValue]) throws(LocalizedSheetError) {
      var found = 0
      for name in arguments where given[name] != nil { found += 1 }
      if given.count > found {
        for name in given.keys.sorted() where !argumentSet.contains(name) {
          throw .unknownArgument(name: name, expected: arguments)
        }
      }
      guard found < arguments.count else { return }
      for name in arguments where given[name] == nil {
        throw .missingArgument(name: name, key: argumentKeys[name] ?? "", expected: arguments)
      }
    }
  }

  /// The fallbacks and policy decisions taken, replayed to each build's callback.
  let events: [SheetBuildEvent]
  /// The plan, or why no sheet can be built.
  let content: Result<Content, LocalizedSheetError>

  init(events: [SheetBuildEvent], content: Result<Content, LocalizedSheetError>) {
    self.events = events
    self.content = content
  }

  /// The checker of localized sheets: every destructive label was verb-checked at load (and
  /// handled by the policy), so it judges no label generic.
  @usableFromInline
  static let checker = ConformanceChecker(judge: CheckedAtLoad())

}

extension LocalizedCatalog {
  /// Works out the plan of `signature` in `locale`: resolves every text along the fallback
  /// chain, applies `policy` to destructive labels, orders the buttons and runs the checks
  /// that do not depend on the arguments.
  func makePlan(_ signature: SheetSignature, locale: LocaleID, policy: DestructiveLabelPolicy) -> SheetPlan {
    var events: [SheetBuildEvent] = []
    let strict = policy == .strict
    do throws(LocalizedSheetError) {
      // A locale with no file in its chain is a gap of its own: in strict mode an error, in
      // lenient mode one event rather than a fallback for every text.
      var lookup = locale
      if !hasFile(inChainOf: locale) {
        guard !strict else {
          throw .missingLocale(requested: locale.tag, available: catalog.files.map(\.locale.tag).sorted())
        }
        events.append(.missingLocale(requested: locale.tag, used: catalog.sourceLocale.tag))
        lookup = catalog.sourceLocale
      }
      let resolver = TextResolver(strict: strict, requested: locale)
      let title = try planText(signature.titleKey, locale: lookup, resolver: resolver, events: &events)
      let message = try signature.messageKey.map { (key) throws(LocalizedSheetError) -> SheetPlan.Text in
        try planText(key, locale: lookup, resolver: resolver, events: &events).text
      }
      // Hints are read in the language the title is shown in.
      let cancelHint = hint(["a11y.cancel-hint"], shownIn: title.locale)
      var declared: [SheetPlan.Button] = []
      for (index, button) in signature.buttons.enumerated() {
        var label = try planText(button.key, locale: lookup, resolver: resolver, events: &events)
        if button.role == .destructive, let verdict = failingVerdict(for: button.key, in: label.locale) {
          label = try planSourceLabel(button.key, locale: locale, verdict: verdict, policy: policy)
          events.append(.usedSourceLabel(key: button.key, locale: locale.tag, verdict: verdict.name))
        }
        let hint: String?
        switch button.role {
        case .destructive: hint = destructiveHint(for: button.key, shownIn: title.locale)
        case .cancel: hint = cancelHint
        case .default: hint = nil
        }
        declared.append(
          SheetPlan.Button(
            templateIndex: index, role: button.role, id: ButtonID(button.key), label: label.text, hint: hint))
      }
      // The core's vertical order: destructive, then the others, then Cancel, each as declared.
      let order: [ButtonStateRole] = [.destructive, .default, .cancel]
      let buttons = order.flatMap { role in declared.filter { $0.role == role } }
      // The direction of the language the title is shown in: a sheet that fell back to an
      // English source is laid out left to right, even for `he`.
      let direction: LayoutDirection = isRightToLeft(title.locale) ? .rightToLeft : .leftToRight
      let labelsVary = !Self.varyingLabelsAlwaysPass(buttons)
      // The structural checks on a stand-in of the sheet: labels (their keys when they have
      // arguments) and actions play no part in them.
      let fixedLabels = buttons.map { button -> String in
        if case .plain(let text) = button.label { return text }
        return button.id.rawValue
      }
      let standIn = ActionSheetState<Never>(
        title: "",
        buttons: zip(buttons, fixedLabels).map { button, label in
          ButtonState(role: button.role, label: label, id: button.id, action: nil, accessibilityHint: button.hint)
        }, anchoredTo: "trigger", layoutDirection: direction)
      var fixedViolations = SheetPlan.checker.structuralViolations(in: standIn)
      if !labelsVary {
        // The fixed labels among themselves; labels with arguments were shown never to clash.
        fixedViolations += SheetPlan.checker.labelViolations(in: buttons.compactMap(\.fixedLabelling))
      }
      let shown = [title.text] + (message.map { [$0] } ?? []) + declared.map(\.label)
      let content = SheetPlan.Content(
        title: title.text, message: message, buttons: buttons, direction: direction, labelsVary: labelsVary,
        passesFixedChecks: !fixedViolations.contains { $0.severity == .error },
        argumentKeys: argumentKeys(of: signature, shown: shown))
      return SheetPlan(events: events, content: .success(content))
    } catch {
      return SheetPlan(events: events, content: .failure(error))
    }
  }

  /// Whether the catalog has a file for `locale` or one of its parents (root aside).
  func hasFile(inChainOf locale: LocaleID) -> Bool {
    if locale.isRoot { return catalog.source != nil }
    if catalog.file(for: locale) != nil { return true }
    return locale.fallbackChain.dropFirst().contains { !$0.isRoot && catalog.file(for: $0) != nil }
  }

  /// The arguments a sheet declares, each with the key of the first text that has it: those
  /// of its texts in the source, then those of the texts shown.
  func argumentKeys(of signature: SheetSignature, shown: [SheetPlan.Text]) -> [String: String] {
    var keys: [String: String] = [:]
    for key in [signature.titleKey] + (signature.messageKey.map { [$0] } ?? []) + signature.buttons.map(\.key) {
      for argument in catalog.source?[key]?.message?.allArguments ?? [] where keys[argument.name] == nil {
        keys[argument.name] = key
      }
    }
    for text in shown {
      guard case .formatted(_, let key, let message) = text else { continue }
      for argument in message.allArguments where keys[argument.name] == nil { keys[argument.name] = key }
    }
    return keys
  }

  /// True when no label formatted with arguments can be blank or fold like another label,
  /// whatever finite numbers it is given (``VaryingLabels``); trivially true when every label
  /// is fixed.
  private static func varyingLabelsAlwaysPass(_ buttons: [SheetPlan.Button]) -> Bool {
    var fixed: Set<String> = []
    var varying: [Set<String>] = []
    for button in buttons {
      switch button.label {
      case .plain(let text): fixed.insert(VaryingLabels.letters(text))
      case .formatted(_, _, let message):
        guard let letters = VaryingLabels.letterSets(of: message) else { return false }
        varying.append(letters)
      }
    }
    // Fixed labels among themselves are the fixed checks' to report.
    for (index, letters) in varying.enumerated() {
      guard letters.isDisjoint(with: fixed), varying[..<index].allSatisfy({ $0.isDisjoint(with: letters) }) else {
        return false
      }
    }
    return true
  }

  /// The hint read after the destructive button `key`: the hint of its concept
  /// (`a11y.destructive-hint.sign-out` for a button whose `verb` is `sign-out`), or the
  /// general `a11y.destructive-hint` for a concept without a hint of its own; see
  /// ``hint(_:shownIn:)``.
  private func destructiveHint(for key: String, shownIn shown: LocaleID) -> String? {
    let general = "a11y.destructive-hint"
    guard let verb = catalog.metadata(for: key)?.verb else { return hint([general], shownIn: shown) }
    return hint(["\(general).\(verb)", general], shownIn: shown)
  }

  /// The first of `keys` the catalog has in `shown` or a parent (so a concept's hint only the
  /// source has does not replace a general hint the locale has), else the first the package's
  /// own catalog has for that language (``BundledHints``): a hint is always in the language
  /// of the sheet, never the source's nor the core's English default while another is known.
  private func hint(_ keys: [String], shownIn shown: LocaleID) -> String? {
    let chain = shown.fallbackChain.filter { !$0.isRoot }
    for key in keys {
      for candidate in chain {
        guard let entry = catalog.file(for: candidate)?[key], entry.message != nil else { continue }
        if let text = hintText(entry, key: key, locale: candidate) { return text }
      }
    }
    for key in keys {
      if let text = BundledHints.text(for: key, locale: shown) { return text }
    }
    return nil
  }

  /// The text of a hint entry, or nil when it cannot be formatted without arguments.
  private func hintText(_ entry: CatalogEntry, key: String, locale: LocaleID) -> String? {
    (try? planText(entry, key: key, locale: locale)).flatMap { try? $0.render(MessageArguments([:])) }
  }

  /// Resolves `key` for `locale` along the fallback chain, then the source, recording a
  /// fallback in `events`. In strict mode a text only the source has, or one that is no ICU
  /// message, throws.
  private func planText(
    _ key: String, locale: LocaleID, resolver: TextResolver, events: inout [SheetBuildEvent]
  ) throws(LocalizedSheetError) -> (text: SheetPlan.Text, locale: LocaleID) {
    let source = catalog.sourceLocale
    var candidates = [locale]
    if !locale.isRoot { candidates += locale.fallbackChain.dropFirst().filter { !$0.isRoot } }
    if !candidates.contains(source) { candidates.append(source) }
    for candidate in candidates {
      guard let entry = catalog.file(for: candidate)?[key] else { continue }
      guard entry.message != nil else {
        // A text that is no ICU message (its syntax is broken) is never shown.
        if resolver.strict {
          throw .formatting(key: key, reason: "the text of \(candidate.tag) is not an ICU message")
        }
        events.append(.unusableText(key: key, locale: candidate.tag))
        continue
      }
      if candidate != locale {
        if resolver.strict, candidate == source, !resolver.sharesSourceLanguage(source) {
          throw .untranslated(key: key, locale: resolver.requested.tag)
        }
        events.append(.fellBack(key: key, requested: resolver.requested.tag, used: candidate.tag))
      }
      return (try planText(entry, key: key, locale: candidate), candidate)
    }
    throw .missingText(key: key)
  }

  /// A text of an entry: its own text when it has no arguments (ICU would only resolve
  /// quoting, which the parse at load already did), otherwise its compiled formatter.
  private func planText(_ entry: CatalogEntry, key: String, locale: LocaleID) throws(LocalizedSheetError)
    -> SheetPlan.Text
  {
    guard let message = entry.message else { throw .formatting(key: key, reason: "the message has a syntax error") }
    if let plain = message.plainText { return .plain(plain) }
    return .formatted(try formatter(for: entry, key: key, locale: locale), key: key, message: message)
  }

  /// The source label of a destructive key, when `policy` allows it and the source label
  /// itself passes.
  private func planSourceLabel(
    _ key: String, locale: LocaleID, verdict: Verdict, policy: DestructiveLabelPolicy
  ) throws(LocalizedSheetError) -> (text: SheetPlan.Text, locale: LocaleID) {
    let source = catalog.sourceLocale
    guard policy == .useSource, failingVerdict(for: key, in: source) == nil, let entry = catalog.source?[key] else {
      throw .unspecificDestructiveLabel(key: key, locale: locale.tag, verdict: verdict)
    }
    return (try planText(entry, key: key, locale: source), source)
  }
}

/// What resolving a sheet's texts needs to know besides the key: the mode and the locale the
/// app asked for (which differs from the locale looked up when that one has no file).
struct TextResolver {
  let strict: Bool
  let requested: LocaleID

  /// Whether the requested locale is a variety of the source's language (`en-GB` for `en`):
  /// a text of the source is then its parent's, not a missing translation.
  func sharesSourceLanguage(_ source: LocaleID) -> Bool {
    requested.fallbackChain.contains(source)
  }
}

/// A judge for sheets whose destructive labels the catalog already verb-checked at load.
private struct CheckedAtLoad: LabelSpecificityJudging {
  func isGenericConfirmation(_ label: String) -> Bool { false }
}
