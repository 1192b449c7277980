import ICU
import LocaleCatalog

/// A `zero`, `one` or `two` branch that reads as one particular number although the locale
/// selects it for several (Android Lint's ImpliedQuantity).
public struct PluralImpliedQuantityRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "plural.implied-quantity",
    name: "Plural branch implies one number",
    explanation: """
      The categories zero, one and two are named after numbers but in many locales hold more: \
      Russian, Ukrainian and Croatian “one” is 1, 21, 31, 101, …; French, Portuguese and Hindi \
      “one” is 0 and 1; Latvian “zero” is 0, 10–20, 30, …. A branch for such a category that \
      writes “1” or shows no number at all (#) is wrong for the others: “Удалить фотографию” is \
      shown for 21 photos. Whether a category holds more than one whole number comes from ICU’s \
      plural rules (whole numbers 0–1000, after removing those that have an explicit =N branch). \
      Show the number with #, or add =N branches for the numbers you mean. Left alone: a \
      plural whose number is printed outside it ({count, number} {count, plural, …}, an Apple \
      format key %d %#@files@), a branch showing an argument that the source prints in place of \
      the number (the source’s “other” shows no number but %2$@), and a branch without a number \
      whose category holds only 0 besides its number (French and Portuguese “one”: “0 photo” \
      is the singular too, and the source’s “one” shows no number either).
      """,
    hint: "Write # for the number in the branch, or add an explicit =N branch for the number the wording means.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "ru.json":
          #"{"a": "{count, plural, ↓one {Удалить фотографию} few {Удалить # фотографии} many {Удалить # фотографий} other {Удалить # фотографии}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "fr.json":
          #"{"a": "{count, plural, one {Supprimer ↓1 photo} many {Supprimer # de photos} other {Supprimer # photos}}"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "A file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "uk": {"variations": {"plural": {↓"one": {"stringUnit": {"state": "translated", "value": "Файл"}}, "few": {"stringUnit": {"state": "translated", "value": "%lld файли"}}, "many": {"stringUnit": {"state": "translated", "value": "%lld файлів"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld файлу"}}}}}}}}}
        """#
      ]),
    ],
    nonTriggeringExamples: [
      // gettext's forms follow the file's formula: msgstr[0] of a Ukrainian header is 1, 21,
      // 31, … by the team's choice, and no `=1` form can be added.
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Remove File\"\nmsgid_plural \"Remove Files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "uk.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\nmsgid \"Remove File\"\nmsgid_plural \"Remove Files\"\nmsgstr[0] \"Видалити файл\"\nmsgstr[1] \"Видалити файли\"\nmsgstr[2] \"Видалити файли\"\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "ru.json":
          #"{"a": "{count, plural, one {Удалить # фотографию} few {Удалить # фотографии} many {Удалить # фотографий} other {Удалить # фотографии}}"}"#,
        "fr.json":
          #"{"a": "{count, plural, =0 {Aucune photo} one {Supprimer la photo} many {Supprimer # de photos} other {Supprimer # photos}}"}"#,
        "ar.json":
          #"{"a": "{count, plural, zero {لا صور} one {حذف صورة واحدة} two {حذف صورتين} few {حذف # صور} many {حذف # صورة} other {حذف # صورة}}"}"#,
        "uk.json":
          #"{"a": "{count, plural, one {Видалити {count, number} фото} few {Видалити # фото} many {Видалити # фото} other {Видалити # фото}}"}"#,
        "pt-BR.json": #"{"a": "{count, plural, one {Apagar foto} many {Apagar # de fotos} other {Apagar # fotos}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, number} {count, plural, one {photo} other {photos}}"}"#,
        "ru.json": #"{"a": "{count, number} {count, plural, one {фото} few {фото} many {фото} other {фото}}"}"#,
      ]),
    ]
  )

  /// The categories named after a number.
  private static let numberedCategories: [PluralCategory: Int] = [.zero: 0, .one: 1, .two: 2]

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    // gettext's forms are chosen by the file's formula, not by CLDR's categories: which
    // numbers a msgstr[i] shows is the header's, and the translator cannot add an `=N` form.
    guard context.catalog.format.traits.formSelection == .cldrCategories else { return [] }
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    for occurrence in context.perFile.pluralOccurrences(in: file) {
      guard let rules = context.pluralRules(for: file.locale, ordinal: occurrence.isOrdinal) else { continue }
      let plural = occurrence.plural
      let name = occurrence.argument.name
      // The number printed outside the plural (an Apple format key `%d %#@files@`, or
      // `{count, number} {count, plural, …}`) names the quantity for every branch.
      guard let message = occurrence.entry.message, !Self.showsOutsidePlurals(message, argument: name) else { continue }
      // Worked out only for a branch that shows no number, which few do.
      var standIns: Set<String>?
      let explicit: Set<Int> = Set(
        plural.branches.compactMap { branch in
          guard case .exact(let value) = branch.selector, value - plural.offset == (value - plural.offset).rounded()
          else { return nil }
          return Int(value - plural.offset)
        })
      for branch in plural.branches {
        guard case .category(let category) = branch.selector, let category = PluralCategory(rawValue: category),
          let named = Self.numberedCategories[category], let samples = rules.samples[category]
        else { continue }
        let numbers = samples.integerRanges.lazy.flatMap { $0 }.filter { !explicit.contains($0) }
        guard let other = numbers.first(where: { $0 != named }), !Self.showsNumber(branch.message, argument: name)
        else { continue }
        let resolved = standIns ?? Self.numberStandIns(of: occurrence, in: context)
        standIns = resolved
        guard !Self.shows(anyOf: resolved, in: message) else { continue }
        let kind = occurrence.isOrdinal ? "ordinal" : "plural"
        let covers =
          occurrence.entry.formatArguments == nil
          ? "the \(kind) branch “\(category.rawValue)” of {\(name)} in “\(occurrence.entry.key)” is used for \(samples) in \(file.locale.tag)"
          : "“\(occurrence.entry.key)”: the “\(category.rawValue)” variant of \(occurrence.displayName) is used for \(samples) in \(file.locale.tag)"
        let units = Array(occurrence.entry.text.utf16)
        var finding: Diagnostic
        if let digit = Self.hardCodedOne(in: branch.message, units: units) {
          finding = diagnostic(
            "\(covers) but writes “1”; write \(occurrence.numberPlaceholder) so the real number is shown",
            in: file, at: file.position(ofMessageOffset: digit, in: occurrence.entry), key: occurrence.entry.key,
            notes: [rules.sampleLine(for: category)])
        } else {
          // Where the only other whole number is 0 (French, Portuguese “one”: 0 and 1), the
          // wording without a number is the grammatical one for 0 as well (“0 photo”), and
          // the source's own “one” shows none: too little to warn about.
          guard numbers.contains(where: { $0 != named && $0 != 0 }) else { continue }
          let shown =
            branch.message.variants(placeholder: { occurrence.placeholder(for: $0) }).first ?? ""
          finding = diagnostic(
            "\(covers) but shows no number (\(occurrence.numberPlaceholder)): for \(other) it reads “\(shown.quotedExcerpt)”",
            in: file, at: file.position(ofMessageOffset: branch.selectorRange.lowerBound, in: occurrence.entry),
            key: occurrence.entry.key, notes: [rules.sampleLine(for: category)])
        }
        // A substitution used in several variants is one plural as written: report it once.
        if seen.insert("\(finding.position.line):\(finding.position.column):\(finding.message)").inserted {
          found.append(finding)
        }
      }
    }
    return found
  }

  /// True when `message` shows the argument `name` outside every plural of it.
  private static func showsOutsidePlurals(_ message: Message, argument name: String) -> Bool {
    message.nodes.contains { node in
      guard case .argument(let argument) = node else { return false }
      switch argument.kind {
      case .simple, .formatted: return argument.name == name
      case .plural, .selectOrdinal:
        return argument.name != name && argument.subMessages.contains { showsOutsidePlurals($0, argument: name) }
      case .select, .choice:
        return argument.subMessages.contains { showsOutsidePlurals($0, argument: name) }
      }
    }
  }

  /// The arguments that may print the quantity in place of the plural's number: when the
  /// source's `other` branch shows no number either, the source prints it elsewhere, as an
  /// Apple value printing the count preformatted (`%@ %#@posts@`, `%2$@ followers`) does.
  /// A translation that shows one of them shows the quantity too.
  private static func numberStandIns(of occurrence: PluralOccurrence, in context: LintContext) -> Set<String> {
    guard let original = context.source?[occurrence.entry.key]?.message else { return [] }
    let name = occurrence.argument.name
    for argument in original.allArguments where argument.name == name {
      guard case .plural(let plural) = argument.kind,
        let other = plural.branches.first(where: { $0.selector == .category("other") })
      else { continue }
      guard !showsNumber(other.message, argument: name) else { return [] }
      return Set(original.allArguments.map(\.name)).subtracting([name])
    }
    return []
  }

  /// True when `message` shows one of `names`.
  private static func shows(anyOf names: Set<String>, in message: Message) -> Bool {
    !names.isEmpty && message.allArguments.contains { names.contains($0.name) }
  }

  /// True when the branch shows the plural's number: a `#`, or the argument itself.
  private static func showsNumber(_ message: Message, argument name: String) -> Bool {
    message.nodes.contains { node in
      switch node {
      case .number: return true
      case .text: return false
      case .argument(let argument):
        return argument.name == name || argument.subMessages.contains { showsNumber($0, argument: name) }
      }
    }
  }

  /// The offset of a digit one written on its own (“1 photo”, not “21” or “1.5”) in the
  /// branch's literal text.
  private static func hardCodedOne(in message: Message, units: [UInt16]) -> Int? {
    for node in message.nodes {
      guard case .text(let text, let range) = node else { continue }
      let located = VisibleText.located(text, range: range, in: units)
      for (index, unit) in located.enumerated() {
        guard let scalar = unit.scalar, isDigit(scalar), scalar.properties.numericValue == 1 else { continue }
        let before = index > 0 ? located[index - 1].scalar : nil
        let after = index + 1 < located.count ? located[index + 1].scalar : nil
        if !(before.map(isDigitOrSeparator) ?? false) && !(after.map(isDigitOrSeparator) ?? false) {
          return unit.offset
        }
      }
    }
    return nil
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    UnicodeProperties.generalCategory(of: scalar) == .decimalNumber
  }

  private static func isDigitOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || scalar == "." || scalar == ","
  }
}
