import CatalogLint
import Foundation
import ICU
import LocaleCatalog
import Testing

/// Findings of one rule over a small catalog, as `file:line:column` and message.
private func findings(_ rule: any Rule.Type, _ files: [String: String]) throws -> [(place: String, message: String)] {
  let catalog = try ExampleCatalog(RuleExample(files))
  return catalog.findings(of: rule).map { ("\($0.place)", $0.message) }
}

@Suite("Right-to-left locales: ar, he, fa, ur")
struct RightToLeftTests {
  @Test(arguments: ["ar", "he", "fa", "ur"])
  func untranslatedLatinLabelIsFlaggedAtItsFirstLetter(tag: String) throws {
    let found = try findings(
      BidiDirectionRule.self, ["en.json": #"{"a": "Delete"}"#, "\(tag).json": #"{"a": "  Delete"}"#])
    #expect(found.map(\.place) == ["\(tag).json:1:10"])
    #expect(found.first?.message.contains("no right-to-left letter in \(tag)") == true)
  }

  @Test func arabicWithLatinWordsDigitsOrArgumentsOnlyIsFine() throws {
    let found = try findings(
      BidiDirectionRule.self,
      [
        "en.json": #"{"a": "Open PDF", "b": "{count}", "c": "Sign out of {account}?", "d": "2024"}"#,
        "ar.json": #"{"a": "فتح PDF", "b": "{count}", "c": "هل تريد الخروج من {account}؟", "d": "٢٠٢٤"}"#,
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func eachPluralBranchOfHebrewIsCheckedOnItsOwn() throws {
    let found = try findings(
      BidiDirectionRule.self,
      [
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "he.json": #"{"a": "{count, plural, one {מחיקת תמונה} two {Delete 2 photos} other {מחיקת # תמונות}}"}"#,
      ])
    #expect(found.map(\.place) == ["he.json:1:47"])
    #expect(found.first?.message.contains("“Delete 2 photos”") == true)
  }

  @Test func hebrewInAGermanFileIsFlagged() throws {
    let found = try findings(BidiDirectionRule.self, ["en.json": #"{"a": "Delete"}"#, "de.json": #"{"a": "מחיקה"}"#])
    #expect(found.count == 1)
    #expect(found.first?.message.contains("left-to-right locale") == true)
  }

  @Test func persianZeroWidthNonJoinerInsideWordsIsLegitimate() throws {
    // می‌خواهم (I want), ورود‌ها (entries, after the right-joining dal), اشتراک‌گذاری (sharing).
    let found = try findings(
      TextInvisibleRule.self,
      [
        "en.json": #"{"a": "I want", "b": "Entries", "c": "Sharing"}"#,
        "fa.json": "{\"a\": \"می\u{200C}خواهم\", \"b\": \"ورود\u{200C}ها\", \"c\": \"اشتراک\u{200C}گذاری\"}",
        "ur.json": "{\"a\": \"چاہتا\u{200C}ہوں\", \"b\": \"اندراجات\", \"c\": \"شیئرنگ\"}",
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func persianZeroWidthNonJoinerOutsideAWordIsFlagged() throws {
    // At the start of a word, and after a Latin letter, a ZWNJ joins nothing.
    let found = try findings(
      TextInvisibleRule.self,
      [
        "en.json": #"{"a": "Delete", "b": "Delete all"}"#,
        "fa.json": "{\"a\": \"\u{200C}حذف\", \"b\": \"حذف \u{200C}همه\", \"c\": \"PDF\u{200C}ها\"}",
      ])
    #expect(found.map(\.place) == ["fa.json:1:8", "fa.json:1:25", "fa.json:1:41"])
    #expect(found.allSatisfy { $0.message.contains("ZERO WIDTH NON-JOINER") })
  }

  @Test func joinersInIndicConjunctsAndEmojiAreLegitimate() throws {
    let found = try findings(
      TextInvisibleRule.self,
      [
        "en.json": #"{"a": "x", "b": "y", "c": "z"}"#,
        "hi.json": "{\"a\": \"क्\u{200D}ष\", \"b\": \"क्\u{200C}ष\", \"c\": \"👩\u{200D}💻 शेयर\"}",
        "si.json": "{\"a\": \"ශ්\u{200D}රී\", \"b\": \"y\", \"c\": \"z\"}",
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func arabicIsolatesMustCloseInEveryBranch() throws {
    let found = try findings(
      BidiUnbalancedIsolateRule.self,
      [
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "ar.json":
          "{\"a\": \"حذف \u{2068}{count, plural, zero {#} one {#\u{2069}} two {#\u{2069}} few {#\u{2069}} many {#\u{2069}} other {#\u{2069}}}\"}",
      ])
    #expect(found.map(\.place) == ["ar.json:1:12"])
    #expect(found.first?.message.contains("FIRST STRONG ISOLATE") == true)
  }

  @Test func overrideControlsAreNamedWithTheirReplacement() throws {
    let found = try findings(
      BidiOverrideRule.self, ["en.json": #"{"a": "x"}"#, "he.json": "{\"a\": \"\u{202B}מחיקה\u{202C}\"}"])
    #expect(found.map(\.place) == ["he.json:1:8", "he.json:1:14"])
    #expect(found[0].message.contains("RIGHT-TO-LEFT EMBEDDING (U+202B)"))
    #expect(found[0].message.contains("RIGHT-TO-LEFT ISOLATE (U+2067)"))
    #expect(found[1].message.contains("POP DIRECTIONAL ISOLATE (U+2069)"))
  }

  @Test func onlyAnOverrideThatTurnsLettersAroundIsAnError() throws {
    // Hebrew: balanced around the argument (a), an override left open before an argument
    // (b), a PDF that closes nothing (c), an override that shows Hebrew letters reversed (e),
    // one that shows Latin letters reversed (f); Arabic: an embedding that opens the text,
    // balanced in two plural branches and running to the end in the others.
    let found = try ExampleCatalog(
      RuleExample([
        "en.json": #"{"a": "x", "b": "y", "c": "z", "d": "{count, plural, one {#} other {#}}", "e": "w", "f": "v"}"#,
        "he.json":
          #"{"a": "מחיקת \u202B{name}\u202C", "b": "מחיקת \u202E{name}", "c": "מחיקה\u202C", "e": "מחק \u202Dקובץ", "f": "קובץ \u202Ereport\u202C"}"#,
        "ar.json":
          #"{"d": "\u202B{count, plural, zero {#\u202C} one {#\u202C} two {#} few {#} many {#} other {#}}"}"#,
      ])
    ).findingsWithSeverity(of: BidiOverrideRule.self).map { ("\($0.place)", $0.severity, $0.message) }
    let severities = Dictionary(found.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    #expect(found.filter { $0.1 == .error }.map(\.0).sorted() == ["he.json:1:116", "he.json:1:92"], "\(found)")
    #expect(found.count == 10, "\(found)")
    #expect(severities["ar.json:1:8"] == .warning)
    #expect(found.contains { $0.2.contains("closes no embedding or override") })
  }

  /// Inside a label's own paragraph the bidi algorithm ends an embedding with the paragraph
  /// and ignores a PDF that closes nothing: notes where the text has letters of the control's
  /// direction; a right-to-left control among left-to-right letters only is a warning.
  @Test func aControlLeftOpenOrClosingNothingIsANoteUnlessItHasNothingToDo() throws {
    let found = try ExampleCatalog(
      RuleExample([
        "en.json": #"{"a": "Volume %g", "b": "Cancel", "c": "Keyboard Shortcuts"}"#,
        "ar.json": #"{"a": "المجلد ‭%g", "b": "‬إلغاء"}"#,
        "sl.json": #"{"c": "Tipkovne ‫bližnjice"}"#,
      ])
    ).findingsWithSeverity(of: BidiOverrideRule.self).map { ("\($0.place)", $0.severity) }
    let severities = Dictionary(found.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    #expect(found.count == 3, "\(found)")
    #expect(severities["ar.json:1:15"] == .note, "\(found)")
    #expect(severities["ar.json:1:27"] == .note, "\(found.map(\.0))")
    #expect(severities["sl.json:1:17"] == .warning)
  }
}

@Suite("Plural categories that hold more than one number")
struct ImpliedQuantityTests {
  static let english = #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#

  @Test func russianOneWithoutNumberReadsWrongFor21() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      [
        "en.json": Self.english,
        "ru.json":
          #"{"a": "{count, plural, one {Удалить фотографию} few {Удалить # фотографии} many {Удалить # фотографий} other {Удалить # фотографии}}"}"#,
      ])
    #expect(found.map(\.place) == ["ru.json:1:24"])
    let message = try #require(found.first?.message)
    #expect(message.contains("is used for 1, 21, 31, 41, … in ru"))
    #expect(message.contains("for 21 it reads “Удалить фотографию”"))
  }

  @Test func russianHardCodedOneIsFlaggedAtTheDigit() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      [
        "en.json": Self.english,
        "ru.json":
          #"{"a": "{count, plural, one {Удалить 1 фотографию} few {Удалить # фотографии} many {Удалить # фотографий} other {Удалить # фотографии}}"}"#,
      ])
    #expect(found.map(\.place) == ["ru.json:1:37"])
    #expect(found.first?.message.contains("writes “1”") == true)
  }

  @Test(arguments: ["uk", "hr", "sr", "be"])
  func otherSlavicOneCategoriesHoldManyNumbers(tag: String) throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      ["en.json": Self.english, "\(tag).json": #"{"a": "{count, plural, one {x} few {# y} many {# y} other {# y}}"}"#])
    #expect(found.count == 1, "\(found)")
  }

  @Test func anExplicitBranchTakesItsNumberOutOfTheCategory() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      [
        "en.json": Self.english,
        "fr.json":
          #"{"a": "{count, plural, =0 {Aucune photo} one {Supprimer la photo} many {Supprimer # de photos} other {Supprimer # photos}}"}"#,
        "pt-BR.json": #"{"a": "{count, plural, one {Apagar 1 foto} many {Apagar # de fotos} other {Apagar # fotos}}"}"#,
        "hi.json": #"{"a": "{count, plural, one {फ़ोटो हटाएँ} other {# फ़ोटो हटाएँ}}"}"#,
      ])
    // A written 1 is wrong for 0; a branch without a number is the grammatical wording for 0
    // where “one” holds only 0 besides 1 (Portuguese, French, Hindi), so it is left alone.
    #expect(found.map(\.place) == ["pt-BR.json:1:36"])
    #expect(found.first?.message.contains("but writes “1”") == true)
  }

  @Test func englishOneAndArabicZeroOneTwoHoldOneNumberEach() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      [
        "en.json": Self.english,
        "ar.json":
          #"{"a": "{count, plural, zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}}"}"#,
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func latvianZeroHoldsTenToTwenty() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      [
        "en.json": Self.english,
        "lv.json": #"{"a": "{count, plural, zero {Nav fotoattēlu} one {# fotoattēls} other {# fotoattēli}}"}"#,
      ])
    #expect(found.count == 1)
    #expect(found.first?.message.contains("for 10 it reads") == true)
  }

  @Test func englishOrdinalOneHolds21() throws {
    let found = try findings(
      PluralImpliedQuantityRule.self,
      ["en.json": #"{"a": "{n, selectordinal, one {first} two {#nd} few {#rd} other {#th}}"}"#])
    #expect(found.count == 1)
    #expect(found.first?.message.contains("ordinal branch “one”") == true)
  }
}

@Suite("Label length in wide and narrow scripts")
struct LayoutLengthTests {
  static let english = #"{"a": "Sign Out", "@a": {"role": "destructive", "verb": "sign-out", "maxLength": 12}}"#

  @Test func japaneseKanaCountTwoColumnsEach() throws {
    // サインアウト is 6 characters, 12 columns: it fits 12 exactly; one more kana does not.
    let fits = try findings(LayoutLengthRule.self, ["en.json": Self.english, "ja.json": #"{"a": "サインアウト"}"#])
    #expect(fits.isEmpty)
    let found = try findings(LayoutLengthRule.self, ["en.json": Self.english, "ja.json": #"{"a": "サインアウトする"}"#])
    #expect(found.map(\.place) == ["ja.json:1:14"])
    #expect(found.first?.message.contains("is 16 columns wide in ja") == true)
  }

  @Test func halfwidthKatakanaAndCombiningMarksCountOne() throws {
    // ｻｲﾝｱｳﾄ ｻｲﾝｱｳ is halfwidth (12 columns); é written as e + U+0301 is one grapheme cluster.
    let found = try findings(
      LayoutLengthRule.self,
      ["en.json": Self.english, "ja.json": #"{"a": "ｻｲﾝｱｳﾄ ｻｲﾝｱｳ"}"#, "fr.json": "{\"a\": \"De\u{301}connexion\"}"])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func koreanAndChineseAreWideToo() throws {
    let found = try findings(
      LayoutLengthRule.self,
      ["en.json": Self.english, "ko.json": #"{"a": "이 기기에서 로그아웃"}"#, "zh-Hans.json": #"{"a": "从此设备退出登录"}"#])
    #expect(found.map(\.place).sorted() == ["ko.json:1:15", "zh-Hans.json:1:14"])
  }

  @Test func argumentsCountAsTheirPlaceholderWidth() throws {
    let english =
      #"{"a": "Delete {name}", "@a": {"maxLength": 17}, "b": "{count, plural, one {# item} other {# items}}", "@b": {"maxLength": 8}}"#
    let found = try findings(LayoutLengthRule.self, ["en.json": english])
    // "Delete {name}" is 7 + 10 = 17: fits; "# items" is 3 + 6 = 9 > 8, overflowing at its "s".
    #expect(found.map(\.place) == ["en.json:1:97"])
  }

  @Test func expansionFollowsIBMsGuidelineWithAFloor() throws {
    let english =
      #"{"ok": "OK", "@ok": {"role": "default"}, "save": "Save Draft", "@save": {"role": "default"}, "title": "Discard this draft?"}"#
    let found = try findings(
      LayoutLengthRule.self,
      [
        "en.json": english,
        "es.json":
          #"{"ok": "Aceptar", "save": "Guardar el borrador", "title": "¿Quieres descartar este borrador de mensaje sin enviar?"}"#,
        "de.json": #"{"ok": "Einverstanden!", "save": "Entwurf sichern und später bearbeiten"}"#,
      ])
    // OK may grow to 10 columns, Save Draft (10) to 30; titles wrap and have no limit here.
    #expect(found.map(\.place) == ["de.json:1:19", "de.json:1:65"])
  }
}

@Suite("Confusable words, apostrophes and sheets")
struct TextAndSheetTests {
  @Test func mixedScriptWordNamesTheLookAlike() throws {
    let found = try findings(TextConfusableRule.self, ["en.json": "{\"a\": \"D\u{0435}lete\"}"])
    #expect(found.map(\.place) == ["en.json:1:9"])
    let message = try #require(found.first?.message)
    #expect(message.contains("mixes Latin with the Cyrillic “е” (U+0435 CYRILLIC SMALL LETTER IE)"))
    #expect(message.contains("looks like the Latin “e”"))
  }

  @Test func serbianInEitherScriptAndJapaneseMixesAreFine() throws {
    let found = try findings(
      TextConfusableRule.self,
      [
        "en.json": #"{"a": "Delete the PDF"}"#,
        "sr.json": #"{"a": "Избриши PDF"}"#,
        "sr-Latn.json": #"{"a": "Izbriši PDF"}"#,
        "ja.json": #"{"a": "PDFファイルを削除"}"#,
        "th.json": #"{"a": "ลบไฟล์ PDF"}"#,
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func apostropheFindingsMatchWhatICUFormats() throws {
    // The premise of message.apostrophe, checked against ICU's own formatter.
    let french = try MessageFormatter(pattern: "Ouvrir l'{app}", locale: LocaleID("fr"))
    #expect(try french.format(["app": "Photos"]) == "Ouvrir l{app}")
    let plural = try MessageFormatter(pattern: "{n, plural, other {'#'1}}", locale: LocaleID("en"))
    #expect(try plural.format(["n": 5]) == "#1")
    let found = try findings(
      MessageApostropheRule.self, ["en.json": #"{"a": "Open {app}"}"#, "fr.json": #"{"a": "Ouvrir l'{app}"}"#])
    #expect(found.map(\.place) == ["fr.json:1:16"])
    #expect(found.first?.message.contains("(“Ouvrir l{app}”)") == true, "\(found)")
  }

  @Test func sheetFindingsPointIntoSheetsJSONAndNameLocales() throws {
    let english = """
      {"t": "Photo", "delete": "Delete", "@delete": {"role": "destructive", "verb": "delete"},
       "cancel": "Cancel", "@cancel": {"role": "cancel"}, "keep": "Keep", "@keep": {"ignore": ["sheet.missing-role"]}}
      """
    let files = [
      "en.json": english,
      "de.json": #"{"t": "Foto", "delete": "Löschen", "cancel": " "}"#,
      "fr.json": #"{"t": "Photo", "delete": "Supprimer", "cancel": ""}"#,
      "sheets.json": "{\n  \"s\": {\"title\": \"t\", \"buttons\": [\"delete\", \"keep\", \"cancel\"]}\n}",
    ]
    let conformance = try findings(SheetConformanceRule.self, files)
    #expect(conformance.map(\.place) == ["sheets.json:2:3"])
    #expect(
      conformance.first?.message
        == "the sheet “s” has a button with a blank label (“cancel”) in de, fr; every button needs text that can be read aloud"
    )
    // “keep” has no role but its metadata ignores the rule.
    #expect(try findings(SheetMissingRoleRule.self, files).isEmpty)
  }

  @Test func stateIsLocatedAtItsValueInTranslatedFiles() throws {
    let found = try findings(
      CatalogStateRule.self,
      [
        "en.json": #"{"a": "Delete"}"#,
        "de.json": "{\n  \"a\": \"Löschen\",\n  \"@a\": {\"description\": \"d\", \"state\": \"needs_review\"}\n}",
      ])
    #expect(found.map(\.place) == ["de.json:3:39"])
    #expect(found.first?.message.contains("needs review (state “needs_review”)") == true)
  }
}
