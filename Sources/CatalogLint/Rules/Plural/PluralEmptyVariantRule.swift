import ICU
import LocaleCatalog

/// A plural or select variant without text in a translation: users see a blank label for the
/// numbers (or the case) it covers. gettext's forms are checked where the file is read, by its
/// own formula; the rest here.
public struct PluralEmptyVariantRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "plural.empty-variant",
    name: "Empty plural variant",
    explanation: """
      A variant of a plural or select that has no text shows nothing: an Android \
      <item quantity="few"/>, an empty msgstr[2] of a translated gettext entry, an ICU \
      “few {}”. The platform does not fall back to another variant for it (Android and \
      Foundation fall back to “other” only for a category without a variant; gettext shows \
      msgstr[i] as it is), so the numbers it covers get a blank label. In gettext the numbers \
      are those the file's own Plural-Forms formula gives that form; elsewhere the locale's CLDR \
      category. A variant the source leaves empty as well is taken to be meant.
      """,
    hint: "Write the text of the variant for the numbers listed, or remove the variant so that “other” is used.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "pl.json":
          #"{"a": "{count, plural, one {Usuń # zdjęcie} ↓few {} many {Usuń # zdjęć} other {Usuń # zdjęcia}}"}"#,
      ]),
      RuleExample([
        "values/strings.xml":
          #"<resources><plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals></resources>"#,
        "values-ru/strings.xml":
          #"<resources><plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity=↓"many"/><item quantity="other">%d файла</item></plurals></resources>"#,
      ]),
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "uk.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d файл\"\nmsgstr[1] \"%d файли\"\nmsgstr[2] ↓\"\"\n",
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, =0 {} one {# photo} other {# photos}}"}"#,
        "de.json": #"{"a": "{count, plural, =0 {} one {# Foto} other {# Fotos}}"}"#,
      ]),
      // A category Hebrew never selects, left empty.
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# file} other {# files}}"}"#,
        "he.json": #"{"a": "{count, plural, one {קובץ אחד} two {שני קבצים} many {} other {# קבצים}}"}"#,
      ]),
      // An untranslated gettext entry (msgstr[0] empty) is a missing translation, not a blank one.
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "tr.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d dosya\"\n",
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), context.catalog.format.traits.formSelection == .cldrCategories else { return [] }
    var found: [Diagnostic] = []
    for entry in file.entries {
      guard let message = entry.message, entry.text.contains("{}") || entry.text.contains("{ }") else { continue }
      let sourceEmpty = Set(context.source?[entry.key]?.message.map(Self.emptyBranches(of:))?.map(\.label) ?? [])
      for branch in Self.emptyBranches(of: message) where !sourceEmpty.contains(branch.label) {
        // The empty `other` an Apple value without one is given for ICU is not written:
        // plural.missing-category reports the missing variant.
        if branch.selector == "other", entry.pluralsWithoutOther.contains(branch.argument) { continue }
        let rules = branch.isPlural ? context.pluralRules(for: file.locale, ordinal: branch.isOrdinal) : nil
        // A category the locale never selects (Hebrew “many” since CLDR 42) is never shown:
        // plural.unreachable-category's.
        if let rules, let category = PluralCategory(rawValue: branch.selector), !rules.has(category) { continue }
        let samples = PluralCategory(rawValue: branch.selector).flatMap { rules?.samples[$0] }
        // A category of fractions alone is never selected by a whole count (Czech “many” in
        // Android); one of millions alone (Catalan, French “many”) seldom shows: a warning.
        let isWholeCount = context.catalog.format.traits.pluralNumbers == .wholeNumbers
        var severity = Diagnostic.Severity.error
        if let samples, samples.integerRanges.isEmpty {
          let hasWholeExamples = samples.otherExamples.contains { $0 == $0.rounded() }
          if isWholeCount && !hasWholeExamples { continue }
          severity = .warning
        }
        let covered = samples.map { "the numbers it covers (\($0.description))" } ?? "that case"
        var finding = diagnostic(
          "“\(entry.key.quotedExcerpt)”: the variant “\(branch.selector)” of {\(branch.argument)} is empty, so \(file.locale.tag) users see no text for \(covered)",
          in: file, at: file.position(ofMessageOffset: branch.offset, in: entry), key: entry.key)
        finding.severity = severity
        found.append(finding)
      }
    }
    return found
  }

  /// A branch with no text in it.
  struct EmptyBranch {
    var argument: String
    var selector: String
    var offset: Int
    var isPlural: Bool
    var isOrdinal: Bool
    var label: String { "\(argument)/\(selector)" }
  }

  /// The plural and select branches of `message`, at any depth, whose text is blank.
  static func emptyBranches(of message: Message) -> [EmptyBranch] {
    var found: [EmptyBranch] = []
    for argument in message.allArguments {
      switch argument.kind {
      case .plural(let plural), .selectOrdinal(let plural):
        let isOrdinal = if case .selectOrdinal = argument.kind { true } else { false }
        for branch in plural.branches where isBlank(branch.message) {
          let selector: String
          switch branch.selector {
          case .category(let name): selector = name
          case .exact(let value): selector = "=" + (value == value.rounded() ? String(Int(value)) : String(value))
          }
          found.append(
            EmptyBranch(
              argument: argument.name, selector: selector, offset: branch.selectorRange.lowerBound, isPlural: true,
              isOrdinal: isOrdinal))
        }
      case .select(let branches):
        for branch in branches where isBlank(branch.message) {
          found.append(
            EmptyBranch(
              argument: argument.name, selector: branch.keyword, offset: branch.keywordRange.lowerBound,
              isPlural: false, isOrdinal: false))
        }
      default:
        continue
      }
    }
    return found
  }

  private static func isBlank(_ message: Message) -> Bool {
    message.nodes.allSatisfy { node in
      if case .text(let text, _) = node { return text.allSatisfy(\.isWhitespace) }
      return false
    }
  }
}
