import LocaleCatalog

/// A `.po` file whose `Plural-Forms` header cannot choose a form for every number, or whose
/// entries have forms the header does not.
public struct GettextPluralFormsRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "gettext.plural-forms",
    name: "Plural-Forms header",
    explanation: """
      gettext picks msgstr[i] with the formula of the file's own Plural-Forms header \
      (nplurals=N; plural=EXPRESSION;), evaluated on the count n, a whole number. The forms are \
      the file's: four forms for Hebrew or Serbian, or one for Turkish, are right when the \
      formula gives each number a form its translators wrote, whatever CLDR's categories are. \
      The formula is evaluated on 0 to 2,000 and on larger numbers up to ten million. Errors: \
      a file with plural entries and no header, or a header that cannot be read (gettext then \
      uses two forms, n != 1); a formula that gives some number an index of nplurals or more; \
      an entry with a msgstr[i] past nplurals (msgfmt refuses it). A warning: a form the \
      formula never selects. A note: numbers CLDR tells apart that the formula gives one form \
      (Turkish “1 dosya”, “2 dosya” share one, rightly). Forms that are missing or empty for \
      numbers the formula selects are plural.empty-variant.
      """,
    hint:
      "Use your language team's usual header (nplurals=3 and the formula for Polish, Russian, Czech); give every entry msgstr[0] to msgstr[nplurals-1].",
    severity: .error,
    triggeringExamples: [
      // A formula that gives 2 an index of 2 with only two forms.
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "pl.po":
          "msgid \"\"\nmsgstr ↓\"Language: pl\\nPlural-Forms: nplurals=2; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d plik\"\nmsgstr[1] \"%d pliki\"\n",
      ]),
      // Plural entries without a header; an entry with a form past nplurals.
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "ru.po":
          "msgid \"\"\nmsgstr ↓\"Language: ru\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d файл\"\nmsgstr[1] \"%d файла\"\n",
        "de.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d Datei\"\nmsgstr[1] \"%d Dateien\"\nmsgstr[2] ↓\"%d Dateien\"\n",
      ]),
    ],
    nonTriggeringExamples: [
      // Headers msgfmt accepts that differ from CLDR: Hebrew with four forms, Turkish with one,
      // Serbian with a fourth form for 1, French with a third for millions.
      RuleExample([
        "messages.pot":
          "msgid \"\"\nmsgstr \"\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
        "he.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3);\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"קובץ אחד\"\nmsgstr[1] \"שני קבצים\"\nmsgstr[2] \"%d קבצים\"\nmsgstr[3] \"%d קבצים\"\n",
        "tr.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d dosya\"\n",
        "sr.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=4; plural=n==1? 3 : n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d датотека\"\nmsgstr[1] \"%d датотеке\"\nmsgstr[2] \"%d датотека\"\nmsgstr[3] \"једна датотека\"\n",
        "fr.po":
          "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;\\n\"\n\n#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d fichier\"\nmsgstr[1] \"%d de fichiers\"\nmsgstr[2] \"%d fichiers\"\n",
      ])
    ]
  )
}
