import ICU
import LocaleCatalog

/// A translation whose arguments differ from the source's: an unknown name, a dropped
/// argument, or a different kind (a plural translated as a select).
public struct MessageArgumentsRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "message.arguments",
    name: "Argument mismatch",
    explanation: """
      A translation must use the same arguments as the source, by name and kind. An unknown \
      name ({cuont}) is never filled in and shows as literal text; a dropped argument loses \
      information (whose account is signed out?); a plural turned into a select stops \
      following the number. In Apple catalogs the printf specifiers are compared by position \
      and type: %@ where the source has %lld reads an object where the app passes a number. \
      Each format's specifiers are read in its own dialect: Foundation's in Apple catalogs, \
      glibc's printf in gettext c-format entries (%Id, %zu, %m; the * of %.*s reads an int \
      argument of its own), Java's Formatter in Android resources (%n, %,d, %tY, %b). A \
      gettext entry follows its format flag: python-format %(name)s and %s, \
      python-brace-format {name}, {0} and {}, qt-format and kde-format %1 are compared by name \
      or number, and a placeholder the translation adds is never filled in (a python-format \
      %s written %d raises TypeError when the program passes text); without a flag, \
      % is text (a source made only of {name} fields is read as python-brace-format). An \
      Android argument inside markup (<a href="%2$s">, also in CDATA) is an argument of the \
      string, though its text does not show it. \
      A translation is compared with what the source means: a String Catalog key that is a \
      format string (“likes.count %lld”) declares the arguments the app passes even where the \
      source value does not print them, and a source that reads one argument as two kinds of \
      value (a stringsdict plural counting argument 1 while a variant prints %1$@) is reported \
      once, at the source, not in each translation that copies it.
      """,
    hint: """
      Keep every {argument} of the source, spelled exactly as there, and keep plurals as \
      plurals; translate only the text around them.
      """,
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Sign out of {account}?"}"#, "de.json": #"{"a": "↓Von {↓konto} abmelden?"}"#]),
      RuleExample(["en.json": #"{"a": "Sign out of {account}?"}"#, "de.json": #"{"a": "↓Abmelden?"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# photo} other {# photos}}"}"#,
        "de.json": #"{"a": "{↓count, select, other {Fotos}}"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%@ has %lld photos": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "↓%lld Fotos hat ↓%@"}},
          "fr": {"stringUnit": {"state": "translated", "value": "%1$@ a %2$lld photos ↓%3$@"}}}}}}
        """#
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "",
        "en.lproj/Localizable.stringsdict": """
        <plist version="1.0"><dict><key>shared.count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@people@</string>
        <key>people</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>Shared with ↓%1$@</string>
        <key>other</key><string>Shared with %1$@ and others</string>
        </dict></dict></dict></plist>
        """,
        "de.lproj/Localizable.strings": "",
        "de.lproj/Localizable.stringsdict": """
        <plist version="1.0"><dict><key>shared.count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@people@</string>
        <key>people</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>Mit %1$@ geteilt</string>
        <key>other</key><string>Mit %1$@ und anderen geteilt</string>
        </dict></dict></dict></plist>
        """,
      ]),
      RuleExample([
        "messages.pot": "#, c-format\nmsgid \"%.*s is full\"\nmsgstr \"\"\n",
        "de.po": "#, c-format\nmsgid \"%.*s is full\"\nmsgstr \"↓↓%s ist voll\"\n",
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">%1$d steps</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">↓%1$s Schritte</string></resources>"#,
      ]),
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="a">%1$s accepted <a href="%2$s">the terms</a></string></resources>"#,
        "values-de/strings.xml":
          #"<resources><string name="a">↓%1$s hat <a href="https://example.com">die Bedingungen</a> akzeptiert</string></resources>"#,
      ]),
      RuleExample([
        "messages.pot": """
        #, python-brace-format
        msgid "Deleted {name}"
        msgstr ""

        #, qt-format
        msgid "%1 of %2"
        msgstr ""

        #, python-format
        msgid "Saved to %(folder)s"
        msgstr ""

        #, python-format
        msgid "Welcome back, %(user)s"
        msgstr ""

        #, python-format
        msgid "%(count)d of %(total)d"
        msgstr ""
        """,
        "de.po": """
        #, python-brace-format
        msgid "Deleted {name}"
        msgstr "{name} gelöscht (↓{})"

        #, qt-format
        msgid "%1 of %2"
        msgstr "%1 von %2 ↓%3"

        #, python-format
        msgid "Saved to %(folder)s"
        msgstr "↓Gespeichert"

        #, python-format
        msgid "Welcome back, %(user)s"
        msgstr "Willkommen zurück, ↓%(user)d"

        #, python-format
        msgid "%(count)d of %(total)d"
        msgstr "%(count)d von %(total)s"
        """,
      ]),
    ],
    nonTriggeringExamples: [
      // A fuzzy gettext translation is not compiled: users see the source, and catalog.state
      // reports it.
      RuleExample([
        "messages.pot": "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"Delete %s?\"\nmsgstr \"\"\n",
        "de.po": "msgid \"\"\nmsgstr \"\"\n\n#, fuzzy, c-format\nmsgid \"Delete %s?\"\nmsgstr \"Löschen?\"\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "Sign out of {account}?", "b": "{count, plural, one {# photo} other {# photos}}"}"#,
        "de.json": #"{"a": "Von {account} abmelden?", "b": "{count, plural, one {# Foto} other {# Fotos}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"b": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "ja.json": #"{"b": "{count, number} 枚の写真を削除"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%@ has %lld photos": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "%2$lld Fotos hat %1$@"}},
          "ja": {"stringUnit": {"state": "translated", "value": "%@ の写真 %lld 枚"}}}}}}
        """#
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"likes.count %lld": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Likes"}},
          "fr": {"stringUnit": {"state": "translated", "value": "%lld mentions J’aime"}}}}}}
        """#
      ]),
      RuleExample([
        "messages.pot": """
        #, c-format
        msgid "%d files"
        msgstr ""

        #, c-format
        msgid "Cannot read %s: %m"
        msgstr ""

        #, c-format
        msgid "%.*s is full"
        msgstr ""
        """,
        "fa.po": """
        #, c-format
        msgid "%d files"
        msgstr "%Id فایل"

        #, c-format
        msgid "Cannot read %s: %m"
        msgstr "خواندن %s ممکن نیست: %m"

        #, c-format
        msgid "%.*s is full"
        msgstr "%.*s پر است"
        """,
      ]),
      RuleExample([
        "messages.pot": """
        #, python-format
        msgid "%(count)d of %(name)s"
        msgstr ""

        #, python-brace-format
        msgid "{} of {}"
        msgstr ""

        #, qt-format
        msgid "%1 of %2"
        msgstr ""

        msgid "Hello {name}"
        msgstr ""

        msgid "%d day of month, %m month"
        msgstr ""
        """,
        "de.po": """
        #, python-format
        msgid "%(count)d of %(name)s"
        msgstr "%(name)s: %(count)d"

        #, python-brace-format
        msgid "{} of {}"
        msgstr "{1} von {0}"

        #, qt-format
        msgid "%1 of %2"
        msgstr "%L2 von %1"

        msgid "Hello {name}"
        msgstr "Hallo {name}"

        msgid "%d day of month, %m month"
        msgstr "Tag des Monats: %d; Monat: %m; Jahr: %Y"
        """,
      ]),
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="a">%1$s accepted <a href="%2$s">the terms</a></string><string name="b"><![CDATA[<a href="%1$s">Open</a>]]></string></resources>"#,
        "values-de/strings.xml":
          #"<resources><string name="a">%1$s hat <a href="%2$s">die Bedingungen</a> akzeptiert</string><string name="b"><![CDATA[<a href="%1$s">Öffnen</a>]]></string></resources>"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">%1$,d steps%nLast: %2$tR</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">%1$,d Schritte%nZuletzt: %2$tR</string></resources>"#,
      ]),
    ]
  )

  /// The kinds of value an argument takes, for comparing source and translation.
  enum ValueKind: String, Sendable {
    case any = "text", number, select, date

    init(_ argument: MessageArgument) {
      switch argument.kind {
      case .simple: self = .any
      case .plural, .selectOrdinal, .choice: self = .number
      case .select: self = .select
      case .formatted(let type, _):
        self = (type == "date" || type == "time") ? .date : .number
      }
    }

    func isCompatible(with other: ValueKind) -> Bool {
      self == .any || other == .any || self == other
    }
  }

  /// The kind of each argument of a source message (the first use that is not plain text).
  static func expectedKinds(of message: Message) -> [String: ValueKind] {
    var expected: [String: ValueKind] = [:]
    for argument in message.allArguments where expected[argument.name] == nil || expected[argument.name] == .any {
      expected[argument.name] = ValueKind(argument)
    }
    return expected
  }

  /// ``expectedKinds(of:)`` of every source message, worked out once for all locales.
  static func sourceArgumentKinds(in catalog: Catalog) -> [String: [String: ValueKind]] {
    var kinds: [String: [String: ValueKind]] = [:]
    for entry in catalog.source?.entries ?? [] {
      if let message = entry.message { kinds[entry.key] = expectedKinds(of: message) }
    }
    return kinds
  }

  /// The findings made while the catalog was read: a gettext `python-format` conversion
  /// that raises (`%s` written `%d`), which the ICU arguments cannot tell.
  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    context.catalog.loadDiagnostics.filter { $0.ruleID == Self.description.id }
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    if context.isSource(file) {
      return file.entries.flatMap { sourceConflictFindings($0, in: file) }
    }
    guard let source = context.source else { return [] }
    var found: [Diagnostic] = []
    for entry in file.entries {
      guard let message = entry.message, let sourceEntry = source[entry.key], let original = sourceEntry.message
      else { continue }
      if let uses = entry.formatArguments, let sourceUses = sourceEntry.formatArguments {
        found += printfFindings(uses, source: sourceUses, entry: entry, in: file, format: context.catalog.format)
        continue
      }
      let expected = context.sourceArgumentKinds[entry.key] ?? Self.expectedKinds(of: original)
      var used: Set<String> = []
      for argument in message.allArguments {
        used.insert(argument.name)
        // Positions are worked out only for findings: most arguments have none.
        var position: SourcePosition { file.position(ofMessageOffset: argument.nameRange.lowerBound, in: entry) }
        guard let kind = expected[argument.name] else {
          let known = expected.keys.sorted().map { "{\($0)}" }.joined(separator: ", ")
          found.append(
            diagnostic(
              "“\(entry.key)” uses the argument {\(argument.name)} that the source does not have\(known.isEmpty ? "" : " (it has \(known))"); it is never filled in",
              in: file, at: position, key: entry.key))
          continue
        }
        let actual = ValueKind(argument)
        if !kind.isCompatible(with: actual) {
          found.append(
            diagnostic(
              "“\(entry.key)”: {\(argument.name)} is a \(kind.rawValue) argument in the source but a \(actual.rawValue) argument here",
              in: file, at: position, key: entry.key))
        }
      }
      for name in expected.keys.sorted() where !used.contains(name) {
        found.append(
          diagnostic(
            "“\(entry.key)” drops the argument {\(name)} that the source shows",
            in: file, at: file.position(ofMessageOffset: 0, in: entry), key: entry.key))
      }
    }
    return found
  }
}
