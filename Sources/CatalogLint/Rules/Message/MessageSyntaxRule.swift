import LocaleCatalog

/// A message that ICU's MessageFormat cannot parse.
public struct MessageSyntaxRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "message.syntax",
    name: "Message syntax",
    explanation: """
      Every value is an ICU MessageFormat pattern, parsed by ICU's own MessagePattern. A pattern \
      ICU rejects (an unclosed brace, a plural without "other", an argument with no name) \
      cannot be shown at all; the finding points at where ICU stopped. A printf-style value \
      whose % starts no conversion of its format's dialect is one too: %@ in a gettext \
      c-format entry (C has no objects) or an Android resource (Java's Formatter throws), a \
      length modifier such as %ld in Java; so is a Python placeholder Python refuses. A \
      gettext entry without a format flag is plain text: its % signs are not checked.
      """,
    hint: """
      Close every “{” with a “}”, give every plural and select an “other” branch, and write \
      apostrophes as ’ rather than '.
      """,
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}"}"#,
        "de.json": #"{"a": "{count, plural, one {Foto löschen} other {# Fotos löschen}↓"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Sign out of {↓, select, other {x}}"}"#]),
      RuleExample([
        "messages.pot": "#, c-format\nmsgid \"Delete %s?\"\nmsgstr \"\"\n",
        "de.po": "#, c-format\nmsgid \"Delete %s?\"\nmsgstr \"↓%@ löschen?\"\n",
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">%1$s shared %2$s</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">%1$s hat ↓%2$@ geteilt</string></resources>"#,
      ]),
      RuleExample([
        "messages.pot": "#, python-format\nmsgid \"Saved to %(folder)s\"\nmsgstr \"\"\n",
        "de.po": "#, python-format\nmsgid \"Saved to %(folder)s\"\nmsgstr \"Gespeichert unter ↓%(folder)\"\n",
      ]),
    ],
    nonTriggeringExamples: [
      // The value type with its percent sign, as Xcode writes it for Intents.
      RuleExample([
        "en.lproj/Intents.stringsdict": #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>options</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
        <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>%ld</string>
        <key>one</key><string>1 option</string><key>other</key><string>%ld options</string></dict>
        </dict></dict></plist>
        """#
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete Photo} other {Delete # Photos}}", "b": "It’s {name}’s"}"#
      ]),
      RuleExample([
        "messages.pot": "#, c-format\nmsgid \"%zu of %d: % d points (%m)\"\nmsgstr \"\"\n",
        "fa.po": "#, c-format\nmsgid \"%zu of %d: % d points (%m)\"\nmsgstr \"%Izu از %Id: % Id امتیاز (%m)\"\n",
      ]),
      RuleExample([
        "messages.pot": """
        msgid "Open http://example.com/a%20map"
        msgstr ""

        #, no-c-format
        msgid "Look in %systemroot%\\\\fonts"
        msgstr ""
        """,
        "de.po": """
        msgid "Open http://example.com/a%20map"
        msgstr "Öffne http://example.com/a%20map"

        #, no-c-format
        msgid "Look in %systemroot%\\\\fonts"
        msgstr "Suche in %systemroot%\\\\fonts"
        """,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">%1$,d steps%nsince %2$tY</string></resources>"#,
        "values-de/strings.xml": #"<resources><string name="a">%1$,d Schritte%nseit %2$tY</string></resources>"#,
      ]),
    ]
  )
}
