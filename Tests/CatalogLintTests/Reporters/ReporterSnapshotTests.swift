import CatalogLint
import Testing

/// Each reporter's exact output for the fixture catalog: any change to a format shows here.
@Suite("Reporter snapshots")
struct ReporterSnapshotTests {
  static let text = #"""
    Locales/ar.json:2:3: error: “common.cancel” is not translated; ar users see the en text “Cancel” [catalog.missing-key]
          "@@locale": "ar",
          ^
    Locales/ar.json:3:28: error: the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other [plural.missing-category]
          "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}"
                                   ^
        note: zero: 0
        note: two: 2
        note: few: 3–10, 103–110, 203–210, 303–310, …
        note: many: 11–99, 111–199, 211–299, 311–399, …
    Locales/de.json:5:3: warning: “save: 100%, "now"” is not a key of en.json; it is never shown [catalog.extra-key]
          "save: 100%, \"now\"": "Speichern"
          ^
    Findings by rule:
      catalog.extra-key        1 warning
      catalog.missing-key      1 error
      plural.missing-category  1 error
    Findings by locale:
      ar 2, de 1
    2 errors, 1 warning in 3 locale files (6 messages checked)
    """#

  static let gitHub = #"""
    ::error file=Locales/ar.json,line=2,col=3,title=Missing translation [catalog.missing-key]::“common.cancel” is not translated; ar users see the en text “Cancel”
    ::error file=Locales/ar.json,line=3,col=28,title=Missing plural category [plural.missing-category]::the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other%0Azero: 0%0Atwo: 2%0Afew: 3–10, 103–110, 203–210, 303–310, …%0Amany: 11–99, 111–199, 211–299, 311–399, …
    ::warning file=Locales/de.json,line=5,col=3,title=Key not in the source [catalog.extra-key]::“save: 100%25, "now"” is not a key of en.json; it is never shown
    sheet-l10n: 2 errors, 1 warning in 3 locale files (6 messages checked)
    """#

  static let json = #"""
    {
      "version": 1,
      "tool": {
        "name": "sheet-l10n",
        "version": "1.2.3"
      },
      "findings": [
        {
          "ruleId": "catalog.missing-key",
          "severity": "error",
          "message": "“common.cancel” is not translated; ar users see the en text “Cancel”",
          "file": "Locales/ar.json",
          "line": 2,
          "column": 3,
          "locale": "ar",
          "key": "common.cancel",
          "notes": [],
          "fingerprint": "e33ab0c10109f840"
        },
        {
          "ruleId": "plural.missing-category",
          "severity": "error",
          "message": "the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other",
          "file": "Locales/ar.json",
          "line": 3,
          "column": 28,
          "locale": "ar",
          "key": "delete-photos.delete",
          "notes": [
            "zero: 0",
            "two: 2",
            "few: 3–10, 103–110, 203–210, 303–310, …",
            "many: 11–99, 111–199, 211–299, 311–399, …"
          ],
          "fingerprint": "ccd592b0d697c032"
        },
        {
          "ruleId": "catalog.extra-key",
          "severity": "warning",
          "message": "“save: 100%, \"now\"” is not a key of en.json; it is never shown",
          "file": "Locales/de.json",
          "line": 5,
          "column": 3,
          "locale": "de",
          "key": "save: 100%, \"now\"",
          "notes": [],
          "fingerprint": "20efc66eddb80f76"
        }
      ],
      "summary": {
        "errors": 2,
        "warnings": 1,
        "notes": 0,
        "files": 3,
        "messages": 6,
        "baselineSuppressed": 0
      }
    }
    """#

  static let explained = #"""
    Locales/ar.json:2:3: error: “common.cancel” is not translated; ar users see the en text “Cancel” [catalog.missing-key]
          "@@locale": "ar",
          ^
        why: Every key of the source locale must be translated in every locale file, with a value that is not empty (an empty one shows nothing). A missing key falls back to the source language at run time: the user sees English in the middle of a translated sheet. Reported once per missing key: in a String Catalog or XLIFF file at the key, in a JSON file at its "@@locale", else at the key the missing one would follow. Not missing: keys marked not to translate, stale keys the code no longer uses, the app's name (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName`), keys with nothing to translate (only arguments, digits, punctuation or symbols: "%@", "%1$@ – %2$@", "•", ""; placeholders and markup written as text: "$file$ : $dir$", "<b>%s</b>"; technical tokens whose every word has a digit: "1080p60", "4K", "H.264", "x86_64"; but not "Page 2" or "720p video"), keys of a regional variant of the source language (en-GB, en-AU for en: its users read the source), keys that a parent locale translates (de-CH falls back to de), and keys of a private-use language (qaa–qtz, such as the translator notes of `qqq`). In String Catalogs, `.lproj` folders, XLIFF, Android resources and gettext catalogs a missing translation is a warning, as their tools treat a key no translator has reached yet (and as `catalog.state` treats a String Catalog's “new” ones); set the rule's severity to error to fail on it.
        fix: Add the key to this file with a translation of the source text.

    Locales/ar.json:3:28: error: the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other [plural.missing-category]
          "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}"
                                   ^
        note: zero: 0
        note: two: 2
        note: few: 3–10, 103–110, 203–210, 303–310, …
        note: many: 11–99, 111–199, 211–299, 311–399, …
        why: A {n, plural, …} argument needs a branch for every cardinal category of the locale, as ICU's CLDR data gives them (Arabic: zero, one, two, few, many, other; Russian: one, few, many, other). A missing category falls back to "other", which is ungrammatical for those numbers. An explicit =N branch covers a category that holds only N (Arabic zero and =0). Android's getQuantityString(int) always counts whole numbers, so only the categories whole numbers select are asked of Android plurals, and one without “other” is fine when those have their items; gettext's forms follow the file's own Plural-Forms formula and are checked as gettext.plural-forms and plural.empty-variant. In Apple catalogs the value type is in the file (NSStringFormatValueTypeKey, the specifier): a count passed as a whole number (%d, %lld, %u, …) needs only the categories whole numbers select, so French, Spanish, Italian, Portuguese and Catalan “many” (exact millions, for compact forms such as “1 M”) and Czech, Slovak, Lithuanian “many” or Russian, Ukrainian, Belarusian, Polish “other” (fractions) are not required; %f and %@ need every category. Where no whole number selects “other” and a written “other” stands in for one missing category (Polish without “many”), that text is what those numbers show, worded for them as often as not: a note. An Apple plural without “other” is a note when every category of whole numbers has its variant and the count is passed as a whole number: Foundation falls back to “other” for any value without a variant of its own, so only a category added to CLDR later would show nothing. Numbers the source's own plural has no variant for (“%lld selected items” without one: the app never shows it for 1) need none in a translation, and the source is warned, not failed. A translation without the variant of a category of one number (German or Turkish one: 1) is a warning: Foundation shows `other` for that number alone, often in the same words (“1 Zeichen”).
        fix: Add a branch for each missing category, worded for the numbers listed with it.

    Locales/de.json:5:3: warning: “save: 100%, "now"” is not a key of en.json; it is never shown [catalog.extra-key]
          "save: 100%, \"now\"": "Speichern"
          ^
        why: A translation has a key the source locale lacks: a typo in the key, or a string the app no longer uses. It is never shown; rename it to the source's key or delete it.
        fix: Rename the key to the source’s spelling, or delete it if the app no longer uses it.

    Plural categories of ar (Arabic), from CLDR:
      cardinal {n, plural, …}
        zero   0
        one    1
        two    2
        few    3–10, 103–110, 203–210, 303–310, …
        many   11–99, 111–199, 211–299, 311–399, …
        other  100–102, 200–202, 300–302, 400–402, …
      ordinal {n, selectordinal, …}
        other  0–1000

    Findings by rule:
      catalog.extra-key        1 warning
      catalog.missing-key      1 error
      plural.missing-category  1 error
    Findings by locale:
      ar 2, de 1
    2 errors, 1 warning in 3 locale files (6 messages checked)
    """#

  static let sarif = #"""
    {
      "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        {
          "tool": {
            "driver": {
              "name": "sheet-l10n",
              "version": "1.2.3",
              "semanticVersion": "1.2.3",
              "rules": [
                {
                  "id": "catalog.missing-key",
                  "name": "MissingTranslation",
                  "shortDescription": {
                    "text": "Missing translation"
                  },
                  "fullDescription": {
                    "text": "Every key of the source locale must be translated in every locale file, with a value that is not empty (an empty one shows nothing). A missing key falls back to the source language at run time: the user sees English in the middle of a translated sheet. Reported once per missing key: in a String Catalog or XLIFF file at the key, in a JSON file at its \"@@locale\", else at the key the missing one would follow. Not missing: keys marked not to translate, stale keys the code no longer uses, the app's name (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName`), keys with nothing to translate (only arguments, digits, punctuation or symbols: \"%@\", \"%1$@ – %2$@\", \"•\", \"\"; placeholders and markup written as text: \"$file$ : $dir$\", \"<b>%s</b>\"; technical tokens whose every word has a digit: \"1080p60\", \"4K\", \"H.264\", \"x86_64\"; but not \"Page 2\" or \"720p video\"), keys of a regional variant of the source language (en-GB, en-AU for en: its users read the source), keys that a parent locale translates (de-CH falls back to de), and keys of a private-use language (qaa–qtz, such as the translator notes of `qqq`). In String Catalogs, `.lproj` folders, XLIFF, Android resources and gettext catalogs a missing translation is a warning, as their tools treat a key no translator has reached yet (and as `catalog.state` treats a String Catalog's “new” ones); set the rule's severity to error to fail on it."
                  },
                  "help": {
                    "text": "Add the key to this file with a translation of the source text."
                  },
                  "defaultConfiguration": {
                    "level": "error"
                  }
                },
                {
                  "id": "catalog.extra-key",
                  "name": "KeyNotInTheSource",
                  "shortDescription": {
                    "text": "Key not in the source"
                  },
                  "fullDescription": {
                    "text": "A translation has a key the source locale lacks: a typo in the key, or a string the app no longer uses. It is never shown; rename it to the source's key or delete it."
                  },
                  "help": {
                    "text": "Rename the key to the source’s spelling, or delete it if the app no longer uses it."
                  },
                  "defaultConfiguration": {
                    "level": "warning"
                  }
                },
                {
                  "id": "plural.missing-category",
                  "name": "MissingPluralCategory",
                  "shortDescription": {
                    "text": "Missing plural category"
                  },
                  "fullDescription": {
                    "text": "A {n, plural, …} argument needs a branch for every cardinal category of the locale, as ICU's CLDR data gives them (Arabic: zero, one, two, few, many, other; Russian: one, few, many, other). A missing category falls back to \"other\", which is ungrammatical for those numbers. An explicit =N branch covers a category that holds only N (Arabic zero and =0). Android's getQuantityString(int) always counts whole numbers, so only the categories whole numbers select are asked of Android plurals, and one without “other” is fine when those have their items; gettext's forms follow the file's own Plural-Forms formula and are checked as gettext.plural-forms and plural.empty-variant. In Apple catalogs the value type is in the file (NSStringFormatValueTypeKey, the specifier): a count passed as a whole number (%d, %lld, %u, …) needs only the categories whole numbers select, so French, Spanish, Italian, Portuguese and Catalan “many” (exact millions, for compact forms such as “1 M”) and Czech, Slovak, Lithuanian “many” or Russian, Ukrainian, Belarusian, Polish “other” (fractions) are not required; %f and %@ need every category. Where no whole number selects “other” and a written “other” stands in for one missing category (Polish without “many”), that text is what those numbers show, worded for them as often as not: a note. An Apple plural without “other” is a note when every category of whole numbers has its variant and the count is passed as a whole number: Foundation falls back to “other” for any value without a variant of its own, so only a category added to CLDR later would show nothing. Numbers the source's own plural has no variant for (“%lld selected items” without one: the app never shows it for 1) need none in a translation, and the source is warned, not failed. A translation without the variant of a category of one number (German or Turkish one: 1) is a warning: Foundation shows `other` for that number alone, often in the same words (“1 Zeichen”)."
                  },
                  "help": {
                    "text": "Add a branch for each missing category, worded for the numbers listed with it."
                  },
                  "defaultConfiguration": {
                    "level": "error"
                  }
                }
              ]
            }
          },
          "originalUriBaseIds": {
            "%SRCROOT%": {
              "uri": "file:///repo/"
            }
          },
          "columnKind": "unicodeCodePoints",
          "results": [
            {
              "ruleId": "catalog.missing-key",
              "ruleIndex": 0,
              "level": "error",
              "message": {
                "text": "“common.cancel” is not translated; ar users see the en text “Cancel”"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "Locales/ar.json",
                      "uriBaseId": "%SRCROOT%"
                    },
                    "region": {
                      "startLine": 2,
                      "startColumn": 3
                    }
                  }
                }
              ],
              "partialFingerprints": {
                "sheetL10nFinding/v1": "e33ab0c10109f840"
              },
              "properties": {
                "locale": "ar",
                "key": "common.cancel"
              }
            },
            {
              "ruleId": "plural.missing-category",
              "ruleIndex": 2,
              "level": "error",
              "message": {
                "text": "the plural {count} of “delete-photos.delete” has no branch for zero, two, few, many; ar needs zero, one, two, few, many, other\nzero: 0\ntwo: 2\nfew: 3–10, 103–110, 203–210, 303–310, …\nmany: 11–99, 111–199, 211–299, 311–399, …"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "Locales/ar.json",
                      "uriBaseId": "%SRCROOT%"
                    },
                    "region": {
                      "startLine": 3,
                      "startColumn": 28
                    }
                  }
                }
              ],
              "partialFingerprints": {
                "sheetL10nFinding/v1": "ccd592b0d697c032"
              },
              "properties": {
                "locale": "ar",
                "key": "delete-photos.delete"
              }
            },
            {
              "ruleId": "catalog.extra-key",
              "ruleIndex": 1,
              "level": "warning",
              "message": {
                "text": "“save: 100%, \"now\"” is not a key of en.json; it is never shown"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "Locales/de.json",
                      "uriBaseId": "%SRCROOT%"
                    },
                    "region": {
                      "startLine": 5,
                      "startColumn": 3
                    }
                  }
                }
              ],
              "partialFingerprints": {
                "sheetL10nFinding/v1": "20efc66eddb80f76"
              },
              "properties": {
                "locale": "de",
                "key": "save: 100%, \"now\""
              }
            }
          ]
        }
      ]
    }
    """#

  @Test func textFormat() throws {
    let reporter = try #require(ReporterRegistry.reporter(for: "text"))
    #expect(reporter.report(try ReportFixture.input()) == Self.text + "\n")
  }

  @Test func gitHubFormat() throws {
    let reporter = try #require(ReporterRegistry.reporter(for: "github"))
    #expect(reporter.report(try ReportFixture.input()) == Self.gitHub + "\n")
  }

  @Test func jsonFormat() throws {
    let reporter = try #require(ReporterRegistry.reporter(for: "json"))
    #expect(reporter.report(try ReportFixture.input()) == Self.json + "\n")
  }

  @Test func explainedFormat() throws {
    let reporter = try #require(ReporterRegistry.reporter(for: "explained"))
    #expect(reporter.report(try ReportFixture.input()) == Self.explained + "\n")
  }

  @Test func sarifFormat() throws {
    let reporter = try #require(ReporterRegistry.reporter(for: "sarif"))
    #expect(reporter.report(try ReportFixture.input()) == Self.sarif + "\n")
  }
}
