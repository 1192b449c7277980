#!/usr/bin/env python3
"""Writes the peer-agreement cases: gettext .po and Android strings.xml files and cases.tsv.

Every case is written here from the documented check lists of pofilter (`pofilter
--listfilters`), compare-locales and `msgfmt -c` (the gettext manual), with the verdict a
translator would want. Run it from this folder; the files it writes are committed.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

HEADERS = {
    "de": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "el": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
    "fa": "nplurals=2; plural=(n > 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "ar": "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "he": "nplurals=4; plural=(n == 1 && n % 1 == 0) ? 0 : (n == 2 && n % 1 == 0) ? 1 : (n % 10 == 0 && n % 1 == 0 && n > 10) ? 2 : 3;",
}

# (id, concern, locale, flags, msgid, msgstr (str, or list for plurals), msgid_plural,
#  verdict, peer_rightly, covered, documented_check, note)
# msgid and msgstr are written as they stand between the quotes of the .po file.
# verdict: reject | accept (what a translator wants); peer_rightly: yes | no (the documented
# peer check agrees with the verdict) | none (no peer checks it); covered: yes | no (not yet a rule here).
PO = []


def po(id, concern, locale, flags, msgid, msgstr, verdict, rightly, covered, check, note="", plural=None):
    PO.append(dict(id=id, concern=concern, locale=locale, flags=flags, msgid=msgid, msgstr=msgstr,
                   plural=plural, verdict=verdict, rightly=rightly, covered=covered, check=check, note=note))


# Placeholders
po("po-ph-01", "placeholders", "de", "c-format", "Copied %d files to %s", "%s: %d Dateien kopiert", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "types swapped without positions")
po("po-ph-02", "placeholders", "de", "c-format", "%d items selected", "Elemente ausgewählt", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a directive dropped")
po("po-ph-03", "placeholders", "de", "c-format", "Saved %s", "%s und %s gespeichert", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a directive added")
po("po-ph-04", "placeholders", "de", "c-format", "Page %1$d of %2$d", "Seite %1$s von %2$d", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a type changed")
po("po-ph-05", "placeholders", "de", "python-format", "Hello %(user)s", "Hallo %(benutzer)s", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a name translated")
po("po-ph-06", "placeholders", "de", "python-brace-format", "Moved {count} files to {folder}", "{anzahl} Dateien nach {folder} verschoben", "reject", "yes", "yes", "msgfmt -c; pofilter pythonbraceformat", "a field name translated")
po("po-ph-07", "placeholders", "de", "python-brace-format", "Open {path} now", "Jetzt öffnen", "reject", "yes", "yes", "msgfmt -c; pofilter pythonbraceformat", "a field dropped")
po("po-ph-08", "placeholders", "de", "c-format", "%s is full", "%s ist zu 100% voll", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a lone % that glibc reads as a directive")
po("po-ph-09", "placeholders", "de", "c-format", "Copied %1$d files to %2$s", "%2$s: %1$d Dateien kopiert", "accept", "yes", "yes", "msgfmt -c; pofilter printf", "reordered with positions")
po("po-ph-10", "placeholders", "de", "c-format", "%d%% done", "%d%% erledigt", "accept", "yes", "yes", "msgfmt -c; pofilter printf", "%% is a percent sign")
po("po-ph-11", "placeholders", "de", "", "Open %file% now", "%file% jetzt öffnen", "accept", "yes", "yes", "pofilter printf", "no c-format: % is text")
po("po-ph-12", "placeholders", "de", "", "Look in %systemroot% first", "Zuerst in %systemroot% nachsehen", "accept", "yes", "yes", "pofilter printf", "no c-format: % is text")
po("po-ph-13", "placeholders", "de", "python-brace-format", "Welcome, {name}", "Willkommen, {name}", "accept", "yes", "yes", "msgfmt -c; pofilter pythonbraceformat")
po("po-ph-14", "placeholders", "de", "python-format", "%(count)d of %(total)d", "%(total)d insgesamt, davon %(count)d", "accept", "yes", "yes", "msgfmt -c; pofilter printf", "named arguments reordered")
po("po-ph-15", "placeholders", "de", "c-format", "Size: %zu bytes", "Größe: %zu Bytes", "accept", "yes", "yes", "msgfmt -c; pofilter printf")
po("po-ph-16", "placeholders", "de", "python-brace-format", "{first} and {second}", "{second} und {first}", "accept", "yes", "yes", "msgfmt -c; pofilter pythonbraceformat", "fields reordered")
po("po-ph-17", "placeholders", "fr", "c-format", "Saved to %s", "Enregistré dans %s", "accept", "yes", "yes", "msgfmt -c; pofilter printf")
po("po-ph-18", "placeholders", "ru", "c-format", "Opened %s", "Открыто: %s", "accept", "yes", "yes", "msgfmt -c; pofilter printf")
po("po-ph-19", "placeholders", "fa", "c-format", "%d files", "%Id فایل", "accept", "yes", "yes", "msgfmt -c", "glibc's I flag: the locale's digits")

# Plural forms
po("po-pl-01", "plural forms", "ru", "c-format", "%d new message", ["%d новое сообщение", "%d новых сообщения", "%d новых сообщений", "%d новых сообщений"], "reject", "yes", "yes", "msgfmt -c", "msgstr[3] past nplurals=3", plural="%d new messages")
po("po-pl-02", "plural forms", "ru", "c-format", "%d open tab", ["%d открытая вкладка", "%d открытые вкладки"], "reject", "yes", "yes", "msgfmt -c; pofilter nplurals", "two forms where the header says three", plural="%d open tabs")
po("po-pl-03", "plural forms", "ru", "c-format", "%d saved page", ["%d сохранённая страница", "%d сохранённые страницы", ""], "reject", "yes", "yes", "pofilter untranslated", "a form the formula selects (5, 11, 100) left empty", plural="%d saved pages")
po("po-pl-04", "plural forms", "ru", "c-format", "%d hour", ["%d час", "%d часа", "%d часов"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", plural="%d hours")
po("po-pl-05", "plural forms", "de", "c-format", "%d minute", ["%d Minute", "%d Minuten"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", plural="%d minutes")
po("po-pl-06", "plural forms", "ja", "c-format", "%d photo", ["%d 枚の写真"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", plural="%d photos")
po("po-pl-07", "plural forms", "de", "c-format", "%d folder", ["Ein Ordner", "%d Ordner"], "accept", "yes", "yes", "msgfmt -c", "msgstr[0] names the one without %d, as the gettext manual allows", plural="%d folders")
po("po-pl-08", "plural forms", "fr", "c-format", "%d day", ["%d jour", "%d jours"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", "French: 0 and 1 take msgstr[0]", plural="%d days")

# Untranslated and nothing to translate
po("po-un-01", "untranslated", "de", "", "Save changes", "Save changes", "reject", "yes", "yes", "pofilter unchanged")
po("po-un-02", "untranslated", "de", "", "Open recent", "", "reject", "yes", "yes", "pofilter untranslated")
po("po-un-03", "untranslated", "fr", "", "Show hidden files", "Show hidden files", "reject", "yes", "yes", "pofilter unchanged")
po("po-un-04", "untranslated", "de", "", "$file$ : $dir$", "$file$ : $dir$", "accept", "yes", "yes", "pofilter unchanged", "placeholders and punctuation only")
po("po-un-05", "untranslated", "de", "c-format", "%1$s: %2$s", "%1$s: %2$s", "accept", "yes", "yes", "pofilter unchanged", "placeholders and punctuation only")
po("po-un-06", "untranslated", "de", "", "color: #ff0000; font-weight: bold;", "color: #ff0000; font-weight: bold;", "accept", "yes", "yes", "pofilter unchanged", "CSS")
po("po-un-07", "untranslated", "de", "", "<br/>", "<br/>", "accept", "yes", "yes", "pofilter unchanged", "markup only")
po("po-un-08", "untranslated", "de", "", "https://example.com/help", "https://example.com/help", "accept", "yes", "yes", "pofilter unchanged", "an address")
po("po-un-09", "untranslated", "de", "", "1080p60", "1080p60", "accept", "yes", "yes", "pofilter unchanged", "a technical token")
po("po-un-10", "untranslated", "fr", "", "<b>%s</b>", "<b>%s</b>", "accept", "yes", "yes", "pofilter unchanged", "markup and a placeholder")
po("po-un-11", "untranslated", "de", "", "direction: ltr;", "direction: ltr;", "accept", "yes", "yes", "pofilter unchanged", "CSS")

# Blank
po("po-bl-01", "blank", "de", "", "Rename file", "   ", "reject", "yes", "yes", "pofilter blank", "spaces only")
po("po-bl-02", "blank", "fr", "", "Go back", "\\t", "reject", "yes", "yes", "pofilter blank", "a tab only")
po("po-bl-03", "blank", "ru", "", "Print page", " ", "reject", "yes", "yes", "pofilter blank")

# Escapes and line breaks
po("po-es-01", "escapes", "de", "", "First line\\nSecond line", "Erste Zeile Zweite Zeile", "reject", "yes", "no", "pofilter newlines, escapes", "a \\n dropped")
po("po-es-02", "whitespace", "de", "", "Ready.\\n", "Bereit.", "reject", "yes", "no", "msgfmt -c; pofilter newlines", "msgid ends with \\n, msgstr does not")
po("po-es-03", "whitespace", "de", "", "\\nStarting", "Starte", "reject", "yes", "no", "msgfmt -c; pofilter newlines", "msgid begins with \\n, msgstr does not")
po("po-es-04", "escapes", "de", "", "Column\\tValue", "Spalte\\tWert", "accept", "yes", "yes", "pofilter tabs, escapes")
po("po-es-05", "escapes", "de", "", "Line one\\r\\nLine two", "Zeile eins\\r\\nZeile zwei", "accept", "yes", "yes", "pofilter escapes, newlines", "\\r kept from the source")
po("po-es-06", "escapes", "fr", "", "Name:\\tvalue\\n", "Nom :\\tvaleur\\n", "accept", "yes", "yes", "msgfmt -c; pofilter newlines, tabs")

# Quotes
po("po-qu-01", "quotes", "de", "c-format", "Open \\\"%s\\\"", "„%s“ öffnen", "accept", "no", "yes", "pofilter doublequoting, escapes", "German quotes are „…“: a straight-quote count is the wrong measure")
po("po-qu-02", "quotes", "fr", "c-format", "Close \\\"%s\\\"", "Fermer « %s »", "accept", "no", "yes", "pofilter doublequoting, escapes", "French guillemets")
po("po-qu-03", "quotes", "de", "", "Don't ask again", "Nicht mehr fragen", "accept", "no", "yes", "pofilter singlequoting", "an apostrophe is no quote")
po("po-qu-04", "quotes", "ru", "c-format", "Rename \\\"%s\\\"", "Переименовать «%s»", "accept", "no", "yes", "pofilter doublequoting, escapes", "Russian guillemets")

# Whitespace
po("po-ws-01", "whitespace", "de", "", "Name: ", "Name:", "reject", "yes", "no", "pofilter endwhitespace")
po("po-ws-02", "whitespace", "de", "", " (optional)", "(optional)", "reject", "yes", "no", "pofilter startwhitespace")
po("po-ws-03", "whitespace", "de", "", "Total: ", "Summe: ", "accept", "yes", "yes", "pofilter endwhitespace")
po("po-ws-04", "whitespace", "fr", "", "Total: ", "Total : ", "accept", "yes", "yes", "pofilter endwhitespace, puncspacing", "French space before a colon")

# Numbers
po("po-nu-01", "numbers", "de", "", "Up to 5 files", "Bis zu 6 Dateien", "reject", "yes", "no", "pofilter numbers")
po("po-nu-02", "numbers", "de", "", "Step 3 of 4", "Schritt 3 von 4", "accept", "yes", "yes", "pofilter numbers")
po("po-nu-03", "numbers", "fa", "", "Step 3 of 4", "مرحله ۳ از ۴", "accept", "no", "yes", "pofilter numbers", "Persian digits are the same numbers")

# Links
po("po-li-01", "links", "de", "", "See https://example.com/help", "Siehe https://example.org/hilfe", "reject", "yes", "no", "pofilter urls")
po("po-li-02", "links", "de", "", "Visit https://example.com", "Besuchen Sie https://example.com", "accept", "yes", "yes", "pofilter urls")

# Markup
po("po-mu-01", "markup", "de", "", "<b>Warning</b>: disk full", "<b>Warnung: Festplatte voll", "reject", "yes", "no", "pofilter xmltags", "a closing tag dropped")
po("po-mu-02", "markup", "de", "", "<a href=\\\"https://example.com\\\">Help</a>", "<a href=\\\"https://example.org\\\">Hilfe</a>", "reject", "yes", "no", "pofilter xmltags", "an attribute changed")
po("po-mu-03", "markup", "de", "", "<i>Draft</i> saved", "<i>Entwurf</i> gespeichert", "accept", "yes", "yes", "pofilter xmltags")

# Punctuation
po("po-pu-01", "punctuation", "de", "", "Are you sure?", "Sind Sie sicher", "reject", "yes", "no", "pofilter endpunc")
po("po-pu-02", "punctuation", "el", "", "Are you sure?", "Είστε σίγουροι;", "accept", "no", "yes", "pofilter endpunc", "the Greek question mark is ; (U+037E or U+003B)")
po("po-pu-03", "punctuation", "fr", "", "Are you sure?", "Êtes-vous sûr ?", "accept", "yes", "yes", "pofilter endpunc, puncspacing", "French space before ?")
po("po-pu-04", "punctuation", "ja", "", "Are you sure?", "よろしいですか？", "accept", "no", "yes", "pofilter endpunc", "the full-width question mark")
po("po-pu-05", "punctuation", "el", "", "Saved.", "Αποθηκεύτηκε.", "accept", "yes", "yes", "pofilter endpunc")

# More of each concern: tricky correct translations, and further mistakes.
po("po-ph-21", "placeholders", "de", "qt-format", "Copying %1 of %2", "Kopiere %1 von %3", "reject", "yes", "yes", "msgfmt -c", "a Qt argument the source has not")
po("po-ph-22", "placeholders", "de", "c-format", "Freed %lu bytes", "%d Bytes freigegeben", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "an unsigned long read as an int")
po("po-ph-23", "placeholders", "fr", "python-format", "%(count)d of %(total)d", "%(count)d sur %(total)s", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "a conversion changed")
po("po-ph-24", "placeholders", "ja", "c-format", "%1$s shared %2$s", "%1$sが%2$sを共有しました", "accept", "yes", "yes", "msgfmt -c; pofilter printf")
po("po-ph-25", "placeholders", "ar", "c-format", "Saved to %s", "حُفظ في %s", "accept", "yes", "yes", "msgfmt -c; pofilter printf")
po("po-ph-26", "placeholders", "de", "qt-format", "Moving %1 of %2", "Verschiebe %1 von %2", "accept", "yes", "yes", "msgfmt -c")
po("po-ph-27", "placeholders", "cs", "python-brace-format", "Hello, {user}!", "Ahoj, {user}!", "accept", "yes", "yes", "msgfmt -c; pofilter pythonbraceformat")
po("po-ph-28", "placeholders", "de", "", "50% off", "50 % Rabatt", "accept", "yes", "yes", "pofilter printf", "no c-format: % is text")
po("po-ph-29", "placeholders", "pl", "c-format", "%s (%s)", "%s (%s)", "accept", "yes", "yes", "msgfmt -c; pofilter printf, unchanged", "placeholders and punctuation only")
po("po-ph-30", "placeholders", "fr", "python-format", "Welcome back, %(user)s", "Bon retour, %(user)d", "reject", "yes", "yes", "msgfmt -c; pofilter printf", "%s made %d: Python raises TypeError for a name")
po("po-pl-10", "plural forms", "pl", "c-format", "%d file", ["%d plik", "%d pliki", "%d plików"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", plural="%d files")
po("po-pl-11", "plural forms", "ar", "c-format", "%d day", ["لا أيام", "يوم واحد", "يومان", "%d أيام", "%d يومًا", "%d يوم"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", "zero, one and two written out, as Arabic does", plural="%d days")
po("po-pl-12", "plural forms", "cs", "c-format", "%d photo", ["%d fotka", "%d fotky", "%d fotek"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", plural="%d photos")
po("po-pl-13", "plural forms", "he", "c-format", "%d item", ["פריט אחד", "שני פריטים", "%d פריטים", "%d פריטים"], "accept", "yes", "yes", "msgfmt -c; pofilter nplurals", "Hebrew's four-form header", plural="%d items")
po("po-pl-14", "plural forms", "de", "c-format", "%d page", ["%d Seite", ""], "reject", "yes", "yes", "msgfmt -c; pofilter untranslated", "msgstr[1] empty", plural="%d pages")
po("po-pl-15", "plural forms", "pl", "c-format", "%d folder", ["%d folder", "%d foldery", "%d folderów", "%d folderów"], "reject", "yes", "yes", "msgfmt -c", "msgstr[3] past nplurals=3", plural="%d folders")
po("po-un-12", "untranslated", "fr", "", "Open in new window", "Open in new window", "reject", "yes", "yes", "pofilter unchanged")
po("po-un-13", "untranslated", "de", "", "Snow Owl Sync", "Snow Owl Sync", "accept", "yes", "yes", "pofilter unchanged", "a product's name kept")
po("po-un-14", "untranslated", "de", "", "support@example.com", "support@example.com", "accept", "yes", "yes", "pofilter unchanged, emails", "an address")
po("po-un-15", "untranslated", "de", "", "OK", "OK", "accept", "yes", "yes", "pofilter unchanged", "one word German writes the same")
po("po-un-16", "untranslated", "cs", "", "C:\\\\Users\\\\%USERNAME%", "C:\\\\Users\\\\%USERNAME%", "accept", "yes", "yes", "pofilter unchanged, filepaths", "a path")
po("po-es-07", "escapes", "de", "", "Path: C:\\\\Temp", "Pfad: C:\\\\Temp", "accept", "yes", "yes", "pofilter escapes", "an escaped backslash kept")
po("po-es-08", "escapes", "pl", "", "Press \\\"Start\\\"", "Naciśnij „Start”", "accept", "no", "yes", "pofilter escapes, doublequoting", "Polish quotes")
po("po-bl-04", "blank", "cs", "", "Sort by size", "\n", "reject", "yes", "yes", "pofilter blank, newlines", "a line break only")

# Ordinary correct translations: what a checker must leave alone.
ORDINARY = [
    ("de", "Open folder", "Ordner öffnen"), ("de", "Share link", "Link teilen"), ("de", "Sort by name", "Nach Name sortieren"),
    ("de", "Move to folder", "In Ordner verschieben"), ("de", "Print", "Drucken"), ("de", "Settings", "Einstellungen"),
    ("fr", "Open folder", "Ouvrir le dossier"), ("fr", "Share link", "Partager le lien"), ("fr", "Settings", "Réglages"),
    ("fr", "Sort by name", "Trier par nom"), ("ru", "Open folder", "Открыть папку"), ("ru", "Share link", "Поделиться ссылкой"),
    ("ru", "Settings", "Настройки"), ("ru", "Sort by name", "Сортировать по имени"), ("el", "Open folder", "Άνοιγμα φακέλου"),
    ("el", "Settings", "Ρυθμίσεις"), ("el", "Share link", "Κοινή χρήση συνδέσμου"), ("ja", "Open folder", "フォルダを開く"),
    ("ja", "Settings", "設定"), ("ja", "Share link", "リンクを共有"), ("fa", "Open folder", "باز کردن پوشه"),
    ("fa", "Settings", "تنظیمات"), ("pl", "Open folder", "Otwórz folder"), ("pl", "Settings", "Ustawienia"),
    ("ar", "Open folder", "فتح المجلد"), ("ar", "Settings", "الإعدادات"), ("cs", "Open folder", "Otevřít složku"),
    ("cs", "Settings", "Nastavení"), ("he", "Open folder", "פתיחת תיקייה"), ("he", "Settings", "הגדרות"),
]
for index, (locale, source, target) in enumerate(ORDINARY, 1):
    po(f"po-ok-{index:02}", "ordinary", locale, "", source, target, "accept", "yes", "yes", "all", "a plain correct translation")

# One file each: encodings and a missing header (the whole file is the case).
FILE_CASES = [
    # (id, concern, folder, file bytes, verdict, rightly, covered, check, note, line of the case)
]


def header(locale, charset="UTF-8", plural=True):
    lines = ['msgid ""', 'msgstr ""', f'"Language: {locale}\\n"', '"MIME-Version: 1.0\\n"',
             f'"Content-Type: text/plain; charset={charset}\\n"', '"Content-Transfer-Encoding: 8bit\\n"']
    if plural:
        lines.append(f'"Plural-Forms: {HEADERS[locale]}\\n"')
    return "\n".join(lines) + "\n"


def entry(case):
    lines = []
    if case["flags"]:
        lines.append(f"#, {case['flags']}")
    lines.append(f'msgid "{case["msgid"]}"')
    if case["plural"] is not None:
        lines.append(f'msgid_plural "{case["plural"]}"')
        for index, form in enumerate(case["msgstr"]):
            lines.append(f'msgstr[{index}] "{form}"')
    else:
        lines.append(f'msgstr "{case["msgstr"]}"')
    return "\n".join(lines) + "\n"


rows = []


def write(path, data):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))


for locale in HEADERS:
    cases = [case for case in PO if case["locale"] == locale]
    text = header(locale)
    for case in cases:
        text += "\n" + entry(case)
    write(f"po/{locale}.po", text)
    for case in cases:
        rows.append([case["id"], case["concern"], "gettext", f"po/{locale}.po", case["msgid"], case["verdict"],
                     case["rightly"], case["covered"], case["check"], case["note"]])

# Encodings and headers: one folder per case.
utf8_bad = (header("de") + '\nmsgid "Rename file"\nmsgstr "Datei umbenennen"\n\nmsgid "Clear history"\nmsgstr "Verlauf l').encode() + b"\xf6" + b'schen"\n'
write("po-encoding-utf8-bad/de.po", utf8_bad)
rows.append(["po-en-01", "encodings", "gettext", "po-encoding-utf8-bad/de.po", "Clear history", "reject", "yes", "yes",
             "msgfmt (iconv: invalid multibyte sequence)", "a Latin-1 byte in a file declared UTF-8"])
latin_header_utf8 = (header("de", "ISO-8859-1") + '\nmsgid "Clear history"\nmsgstr "Verlauf löschen"\n').encode()
write("po-encoding-declared-latin1/de.po", latin_header_utf8)
rows.append(["po-en-02", "encodings", "gettext", "po-encoding-declared-latin1/de.po", "Clear history", "reject", "no", "yes",
             "msgfmt (converts from the declared charset)", "UTF-8 bytes under charset=ISO-8859-1: msgfmt reads “lÃ¶schen” without a word"])
latin_ok = (header("de", "ISO-8859-1") + '\nmsgid "Clear history"\nmsgstr "Verlauf l').encode() + b"\xf6" + b'schen"\n'
write("po-encoding-latin1/de.po", latin_ok)
rows.append(["po-en-03", "encodings", "gettext", "po-encoding-latin1/de.po", "Clear history", "accept", "yes", "yes",
             "msgfmt", "Latin-1 bytes under charset=ISO-8859-1"])
ascii_bad = (header("de", "ASCII") + '\nmsgid "Clear history"\nmsgstr "Verlauf löschen"\n').encode()
write("po-encoding-ascii/de.po", ascii_bad)
rows.append(["po-en-04", "encodings", "gettext", "po-encoding-ascii/de.po", "Clear history", "reject", "yes", "yes",
             "msgfmt (iconv)", "non-ASCII bytes under charset=ASCII"])
no_plural_header = header("uk", plural=False) + '\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d файл"\nmsgstr[1] "%d файли"\nmsgstr[2] "%d файлів"\n'
no_plural_header = no_plural_header.replace("#, c-format", "")
write("po-plural-no-header/uk.po", no_plural_header)
rows.append(["po-pl-09", "plural forms", "gettext", "po-plural-no-header/uk.po", "%d file", "reject", "yes", "yes",
             "msgfmt -c", "plural entries and no Plural-Forms header"])

# Android: values/strings.xml is the source.
ANDROID = []


def android(id, concern, locale, name, source, target, verdict, rightly, covered, check, note="", source_attrs="", target_xml=None):
    ANDROID.append(dict(id=id, concern=concern, locale=locale, name=name, source=source, target=target,
                        verdict=verdict, rightly=rightly, covered=covered, check=check, note=note,
                        source_attrs=source_attrs, target_xml=target_xml))


android("an-ph-01", "placeholders", "de", "ph_type", "Shared by %1$s", "Geteilt von %1$d", "reject", "yes", "yes", "compare-locales android (formatter)", "a type changed")
android("an-ph-02", "placeholders", "de", "ph_extra", "%1$s and %2$s", "%1$s und %3$s", "reject", "yes", "yes", "compare-locales android (formatter)", "an argument the source has not")
android("an-ph-03", "placeholders", "de", "ph_dropped", "Saved %1$s", "Gespeichert", "reject", "yes", "yes", "compare-locales android (formatter)", "an argument dropped")
android("an-ph-04", "placeholders", "fr", "ph_swap", "%1$s and %2$s", "%2$s et %1$s", "accept", "yes", "yes", "compare-locales android (formatter)")
android("an-ph-05", "placeholders", "de", "ph_percent", "%1$d%% done", "%1$d %% erledigt", "accept", "yes", "yes", "compare-locales android (formatter)")
android("an-ph-06", "placeholders", "ru", "ph_ok", "Opened %1$s", "Открыто: %1$s", "accept", "yes", "yes", "compare-locales android (formatter)")
android("an-qu-01", "quotes", "fr", "qu_apostrophe", "Open the album", "Ouvrir l'album", "reject", "yes", "yes", "compare-locales android (quotes); aapt2", "an unescaped apostrophe")
android("an-qu-02", "quotes", "de", "qu_dropped", "Rename %1$s?", "Die Datei \"\"%1$s\"\" umbenennen?", "reject", "yes", "yes", "compare-locales android (double straight quotes)", "unescaped double quotes that Android drops")
android("an-qu-03", "quotes", "fr", "qu_quoted", "It is done", "\"C'est fait\"", "accept", "yes", "yes", "compare-locales android (quotes)", "quoted whole: the apostrophe is kept")
android("an-qu-04", "quotes", "fr", "qu_escaped", "Open the photo", "Ouvrir l\\'image", "accept", "yes", "yes", "compare-locales android (quotes)")
android("an-qu-05", "quotes", "de", "qu_typographic", "Open %1$s", "„%1$s“ öffnen", "accept", "yes", "yes", "compare-locales android (quotes)")
android("an-qu-06", "quotes", "de", "qu_escaped_double", "Press Start", "Drücken Sie \\\"Start\\\"", "accept", "yes", "yes", "compare-locales android (quotes)")
android("an-tr-01", "untranslated", "de", "tr_copy", "Snow Owl", "Schnee-Eule", "reject", "yes", "yes", "compare-locales android (translatable)", "a translation of a translatable=false string", source_attrs=' translatable="false"')
android("an-tr-02", "untranslated", "de", "tr_missing", "Sort by date", None, "reject", "yes", "yes", "compare-locales (missing string)", "a string the translation lacks")
android("an-tr-03", "untranslated", "de", "tr_keep", "Files", None, "accept", "no", "yes", "compare-locales (missing string)", "translatable=false left out of the translation, as Android means it", source_attrs=' translatable="false"')
android("an-bl-01", "blank", "de", "bl_spaces", "Print page", "\"   \"", "reject", "none", "yes", "Android resource docs", "spaces only")
android("an-es-01", "escapes", "de", "es_unicode", "Next", "Weiter \\u00", "reject", "none", "no", "Android Lint StringEscaping; aapt2", "a truncated \\u escape, which the resource compiler refuses")
android("an-es-02", "escapes", "de", "es_lines", "First line\\nSecond line", "Erste Zeile\\nZweite Zeile", "accept", "yes", "yes", "compare-locales android (escapes)")
android("an-es-03", "escapes", "de", "es_reference", "Open settings", "@string/es_lines", "reject", "yes", "yes", "compare-locales android (strings must be translatable)", "a reference where the source has text; found as catalog.missing-key, whose message calls it untranslated")
android("an-pl-01", "plural forms", "ru", "pl_files", None, None, "reject", "none", "yes", "Android Lint MissingQuantity", "Russian without many",
        target_xml='<plurals name="pl_files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="other">%d файла</item></plurals>')
android("an-pl-02", "plural forms", "ru", "pl_hours", None, None, "accept", "no", "yes", "compare-locales (cannot read <plurals>); Android Lint", "one, few, many, other",
        target_xml='<plurals name="pl_hours"><item quantity="one">%d час</item><item quantity="few">%d часа</item><item quantity="many">%d часов</item><item quantity="other">%d часа</item></plurals>')
android("an-ph-07", "placeholders", "de", "ph_apple", "Shared by %1$s", "Geteilt von %1$@", "reject", "yes", "yes", "compare-locales android (formatter)", "an Apple specifier, which Java's Formatter refuses")
android("an-ph-08", "placeholders", "fr", "ph_xliff", "Hello %1$s", 'Bonjour <xliff:g id="name">%1$s</xliff:g>', "accept", "yes", "yes", "compare-locales android (formatter)", "an argument inside xliff:g")
android("an-ph-09", "placeholders", "ru", "ph_cdata", "<b>%1$s</b> joined", "<![CDATA[<b>%1$s</b> присоединился]]>", "accept", "yes", "yes", "compare-locales android (formatter)", "CDATA markup around an argument")
android("an-ph-10", "placeholders", "de", "ph_plain", "100% sure", None, "accept", "yes", "yes", "compare-locales android", "formatted=false: % is text", source_attrs=' formatted="false"', target_xml='<string name="ph_plain" formatted="false">100% sicher</string>')
android("an-qu-07", "quotes", "de", "qu_loanword", "Do not show again", "Don't show again", "reject", "yes", "yes", "compare-locales android (quotes); aapt2", "an unescaped apostrophe in a loanword")
android("an-qu-08", "quotes", "fr", "qu_typographic_apostrophe", "Open the file", "Ouvrir l’image", "accept", "yes", "yes", "compare-locales android (quotes)", "the typographic apostrophe needs no escape")
android("an-tr-04", "untranslated", "fr", "tr_flagged", "Snow Owl", None, "reject", "yes", "yes", "compare-locales android (translatable)", "a copy marked translatable=false itself", source_attrs=' translatable="false"', target_xml='<string name="tr_flagged" translatable="false">Chouette</string>')
android("an-es-04", "escapes", "fr", "es_at", "\\@ mentions", "\\@ mentions", "accept", "yes", "yes", "compare-locales android (escapes)", "an escaped @ at the start")
android("an-es-05", "escapes", "ru", "es_newline", "First\\nSecond", "Первая\\nВторая", "accept", "yes", "yes", "compare-locales android (escapes)")
android("an-bl-02", "blank", "fr", "bl_quoted", "Go back", '"\\t"', "reject", "none", "yes", "Android resource docs", "a tab only")
android("an-pl-03", "plural forms", "de", "pl_pages", None, None, "accept", "yes", "yes", "Android Lint", "one and other",
        target_xml='<plurals name="pl_pages"><item quantity="one">%d Seite</item><item quantity="other">%d Seiten</item></plurals>')
ANDROID_ORDINARY = [
    ("ok_open", "Open folder", {"de": "Ordner öffnen", "fr": "Ouvrir le dossier", "ru": "Открыть папку"}),
    ("ok_share", "Share link", {"de": "Link teilen", "fr": "Partager le lien", "ru": "Поделиться ссылкой"}),
    ("ok_settings", "Settings", {"de": "Einstellungen", "fr": "Réglages", "ru": "Настройки"}),
    ("ok_sort", "Sort by name", {"de": "Nach Name sortieren", "fr": "Trier par nom", "ru": "Сортировать по имени"}),
]
count = 0
for name, source, targets in ANDROID_ORDINARY:
    for locale, target in targets.items():
        count += 1
        android(f"an-ok-{count:02}", "ordinary", locale, name, source, target, "accept", "yes", "yes", "all", "a plain correct translation")

SOURCE_PLURALS = {
    "pl_files": '<plurals name="pl_files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>',
    "pl_hours": '<plurals name="pl_hours"><item quantity="one">%d hour</item><item quantity="other">%d hours</item></plurals>',
    "pl_pages": '<plurals name="pl_pages"><item quantity="one">%d page</item><item quantity="other">%d pages</item></plurals>',
}
RESOURCES = '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">'
source_lines = ['<?xml version="1.0" encoding="utf-8"?>', RESOURCES]
seen = set()
for case in ANDROID:
    if case["name"] in seen:
        continue
    seen.add(case["name"])
    if case["name"] in SOURCE_PLURALS:
        source_lines.append("    " + SOURCE_PLURALS[case["name"]])
    else:
        source_lines.append(f'    <string name="{case["name"]}"{case["source_attrs"]}>{case["source"]}</string>')
source_lines.append("</resources>")
write("android/res/values/strings.xml", "\n".join(source_lines) + "\n")
for locale in ["de", "fr", "ru"]:
    lines = ['<?xml version="1.0" encoding="utf-8"?>', RESOURCES]
    for case in ANDROID:
        if case["locale"] != locale:
            continue
        if case["target_xml"]:
            lines.append("    " + case["target_xml"])
        elif case["target"] is not None:
            lines.append(f'    <string name="{case["name"]}">{case["target"]}</string>')
        rows.append([case["id"], case["concern"], "android", f"android/res/values-{locale}/strings.xml", case["name"],
                     case["verdict"], case["rightly"], case["covered"], case["check"], case["note"]])
    lines.append("</resources>")
    write(f"android/res/values-{locale}/strings.xml", "\n".join(lines) + "\n")

# Android encoding: a Latin-1 byte in a file declared UTF-8.
write("android-encoding/res/values/strings.xml",
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="clear">Clear history</string>\n</resources>\n')
write("android-encoding/res/values-de/strings.xml",
      b'<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="clear">Verlauf l\xf6schen</string>\n</resources>\n')
rows.append(["an-en-01", "encodings", "android", "android-encoding/res/values-de/strings.xml", "clear", "reject", "yes", "yes",
             "compare-locales (XML parse error); aapt2", "a Latin-1 byte in a file declared UTF-8"])

with open(os.path.join(HERE, "cases.tsv"), "w", encoding="utf-8") as handle:
    handle.write("id\tconcern\tformat\tfile\tkey\tverdict\tdocumented_check\tnote\n")
    for row in rows:
        handle.write("\t".join(row[:6] + row[8:]) + "\n")
print(len(rows), "cases")
