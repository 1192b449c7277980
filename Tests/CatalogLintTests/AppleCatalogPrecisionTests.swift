import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// Findings on Apple catalogs that must follow what Foundation does with the files: which
/// plural categories a whole-number count can select, what the source means by its
/// arguments, and which syntax an apostrophe belongs to.
@Suite("Apple catalogs: only findings Foundation would bear out")
struct AppleCatalogPrecisionTests {
  /// Lints `files` (relative path → contents) with every rule.
  func lint(_ files: [String: String]) throws -> [Diagnostic] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-precision-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return try CatalogLoader().loadCatalogs(at: directory.path).flatMap { Linter().lint($0) }.filter {
      $0.ruleID != "catalog.inferred-role"
    }
  }

  /// A stringsdict with one key whose format is `format` and whose plural `files` reads a
  /// value of `type` with the given variants.
  static func stringsdict(
    key: String = "files.count", format: String = "%#@files@", type: String = "d", variants: [String: String]
  ) -> String {
    let order = ["zero", "one", "two", "few", "many", "other"]
    let body = order.compactMap { category in
      variants[category].map { "<key>\(category)</key><string>\($0)</string>" }
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>\(key)</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      <key>files</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
      \(body)
      </dict>
      </dict>
      </dict>
      </plist>
      """
  }

  static let englishFiles = ["one": "%d file", "other": "%d files"]

  /// An `.lproj` catalog with the English source and the given stringsdict per locale.
  func lintLproj(_ locales: [String: String], english: String = stringsdict(variants: englishFiles)) throws
    -> [Diagnostic]
  {
    var files = ["en.lproj/Localizable.stringsdict": english, "en.lproj/Localizable.strings": ""]
    for (locale, text) in locales {
      files["\(locale).lproj/Localizable.stringsdict"] = text
      files["\(locale).lproj/Localizable.strings"] = ""
    }
    return try lint(files)
  }

  // MARK: Class 1: categories no whole number selects

  @Test func wholeNumberPluralsNeedNoCategoryOfMillionsOrFractions() throws {
    let found = try lintLproj([
      // CLDR's many: exact millions (compact “1 M”).
      "fr": Self.stringsdict(variants: ["one": "%d fichier", "other": "%d fichiers"]),
      "es": Self.stringsdict(variants: ["one": "%d archivo", "other": "%d archivos"]),
      "it": Self.stringsdict(type: "i", variants: ["one": "%i file", "other": "%i file"]),
      "pt": Self.stringsdict(variants: ["one": "%d arquivo", "other": "%d arquivos"]),
      "ca": Self.stringsdict(type: "u", variants: ["one": "%u fitxer", "other": "%u fitxers"]),
      // many: fractions only.
      "cs": Self.stringsdict(variants: ["one": "%d soubor", "few": "%d soubory", "other": "%d souborů"]),
      "sk": Self.stringsdict(variants: ["one": "%d súbor", "few": "%d súbory", "other": "%d súborov"]),
      "lt": Self.stringsdict(variants: ["one": "%d failas", "few": "%d failai", "other": "%d failų"]),
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test func aStringCatalogKeyGivesTheTypeOfAPluralWhoseVariantsPrintNoNumber() throws {
    func variants(_ pairs: [(String, String)]) -> String {
      let inner = pairs.map { #""\#($0.0)": {"stringUnit": {"state": "translated", "value": "\#($0.1)"}}"# }
      return #"{"variations": {"plural": {\#(inner.joined(separator: ", "))}}}"#
    }
    let text = #"""
      {"sourceLanguage": "en", "strings": {"%lld new posts": {"localizations": {
        "en": \#(variants([("one", "A new post"), ("other", "New posts")])),
        "fr": \#(variants([("one", "Un nouveau message"), ("other", "Nouveaux messages")])),
        "ru": \#(variants([("one", "Новое сообщение"), ("other", "Новые сообщения")]))}}}}
      """#
    let found = try lint(["Localizable.xcstrings": text]).filter { $0.ruleID == "plural.missing-category" }
    #expect(
      found.map(\.message) == [
        "“%lld new posts”: the plural of argument 1 (%lld) has no variant for few, many; whole numbers in ru select one, few, many"
      ])
  }

  @Test func aMissingOtherOfWholeNumbersIsOneNoteAndNoSyntaxError() throws {
    let slavic = ["one": "%d файл", "few": "%d файла", "many": "%d файлов"]
    let found = try lintLproj([
      "ru": Self.stringsdict(variants: slavic), "uk": Self.stringsdict(variants: slavic),
      "be": Self.stringsdict(variants: slavic),
      "pl": Self.stringsdict(variants: ["one": "%d plik", "few": "%d pliki", "many": "%d plików"]),
    ])
    #expect(!found.contains { $0.ruleID == "message.syntax" })
    #expect(found.count == 4, "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.ruleID == "plural.missing-category" && $0.severity == .note })
    let russian = try #require(found.first { $0.locale == "ru" })
    #expect(
      russian.message
        == "“files.count”: the plural of argument 1 (%d) has no “other” variant; no whole number selects other in ru, but it is the variant Foundation falls back to (for a fraction, or a category without a variant)"
    )
  }

  @Test func aCategoryWholeNumbersSelectIsStillAnError() throws {
    // `other` repeats `many`: 2–4 would read “2 файлов”.
    let found = try lintLproj([
      "ru": Self.stringsdict(variants: ["one": "%d файл", "many": "%d файлов", "other": "%d файлов"])
    ])
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    #expect(
      found.first?.message
        == "“files.count”: the plural of argument 1 (%d) has no variant for few; whole numbers in ru select one, few, many"
    )
    #expect(found.first?.notes == ["few: 2–4, 22–24, 32–34, 42–44, …"])
    // Without few and without other: one error that says both.
    let bare = try lintLproj(["ru": Self.stringsdict(variants: ["one": "%d файл", "many": "%d файлов"])])
    #expect(
      bare.map(\.message) == [
        "“files.count”: the plural of argument 1 (%d) has no variant for few; whole numbers in ru select one, few, many, and there is no “other” variant for Foundation to fall back to"
      ])
  }

  /// No whole number selects Polish `other`; worded on its own, it is the text the numbers of
  /// the one category left out show, and often worded for them.
  @Test func anOtherThatStandsInForOneCategoryOfWholeNumbersIsANote() throws {
    let found = try lintLproj([
      "pl": Self.stringsdict(variants: ["one": "%d plik", "few": "%d pliki", "other": "%d plików"]),
      "ru": Self.stringsdict(variants: ["one": "%d файл", "many": "%d файлов", "other": "%d файла"]),
    ])
    #expect(found.count == 2, "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.ruleID == "plural.missing-category" && $0.severity == .note })
    // Two categories left to one `other` still show a wrong form for one of them.
    let two = try lintLproj(["pl": Self.stringsdict(variants: ["one": "%d plik", "other": "%d plików"])])
    #expect(two.map(\.severity) == [.error])
  }

  @Test func numbersTheSourceLeavesOutNeedNoVariantInATranslation() throws {
    // The source has no variant for one: the app shows the text only for several items.
    let english = Self.stringsdict(variants: ["other": "Move %d items to the Trash?"])
    let found = try lintLproj(
      [
        "de": Self.stringsdict(variants: ["other": "%d Objekte in den Papierkorb legen?"]),
        "pl": Self.stringsdict(variants: [
          "few": "Przenieść %d elementy do kosza?", "many": "Przenieść %d elementów do kosza?",
          "other": "Przenieść %d elementu do kosza?",
        ]),
        // French one is 0 and 1: a warning; Russian one is also 21, 31, …: still needed.
        "fr": Self.stringsdict(variants: ["other": "Placer %d éléments dans la corbeille ?"]),
        "ru": Self.stringsdict(variants: [
          "few": "Переместить %d объекта в корзину?", "many": "Переместить %d объектов в корзину?",
          "other": "Переместить %d объекта в корзину?",
        ]),
      ], english: english)
    #expect(found.compactMap(\.locale).sorted() == ["en", "fr", "ru"], "\(found.map { "\($0.ruleID) \($0.message)" })")
    // At the source, a warning: the developer may mean it.
    #expect(found.first { $0.locale == "en" }?.severity == .warning)
    #expect(found.first { $0.locale == "fr" }?.severity == .warning)
    #expect(found.first { $0.locale == "ru" }?.severity == .error)
  }

  @Test func anUntranslatedCopyOfTheSourcePluralIsAWarning() throws {
    // A translation platform's export: the Belarusian value is still the English one.
    let found = try lintLproj(["be": Self.stringsdict(variants: Self.englishFiles)])
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.severity == .warning)
    #expect(found.first?.notes.last == "the value is still the en text: it is not translated yet")
  }

  @Test func aTranslationWithoutTheVariantOfOneNumberIsAWarning() throws {
    // German one is 1 alone: “1 Zeichen” reads right from other; French one is 0 and 1.
    let found = try lintLproj([
      "de": Self.stringsdict(variants: ["other": "%d Zeichen"]),
      "fr": Self.stringsdict(variants: ["other": "%d caractères"]),
    ])
    #expect(found.count == 2, "\(found.map(\.message))")
    #expect(found.first { $0.locale == "de" }?.severity == .warning)
    #expect(found.first { $0.locale == "fr" }?.severity == .error)
  }

  @Test func appShortcutPhraseSetsAreNotCheckedAndNotErrors() throws {
    let text = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Start a timer with ${applicationName}": {"localizations": {
          "en": {"stringSet": {"state": "new", "values": ["Start a timer with ${applicationName}"]}},
          "de": {"stringSet": {"state": "translated", "values": ["Starte einen Timer mit ${applicationName}", "Timer in ${applicationName}"]}}}},
        "Cancel": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}}}}
      """#
    let found = try lint(["AppShortcuts.xcstrings": text])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test func aTableWithoutSourceTextIsANoteNotAnError() throws {
    // InfoPlist.strings is often translated only: its source text is Info.plist itself.
    let found = try lint([
      "ja.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"メモ帳\";\n",
      "en.lproj/Localizable.strings": "\"a\" = \"Delete\";\n",
      "ja.lproj/Localizable.strings": "\"a\" = \"削除\";\n",
    ])
    #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    #expect(found.first?.message.contains("table “InfoPlist” has no text for its source locale “en”") ?? false)
  }

  /// An app whose keys are its English text may ship an English table of one empty entry:
  /// its keys are not extra keys of the translations.
  @Test func aSourceTableOfEmptyEntriesIsANoteNotAnExtraKeyPerTranslation() throws {
    let found = try lint([
      "en.lproj/Localizable.strings": "\"\" = \"\";\n",
      "de.lproj/Localizable.strings":
        "\"\" = \"\";\n\"Delete Drive\" = \"Laufwerk löschen\";\n\"(new)\" = \"(neu)\";\n",
      "fr.lproj/Localizable.strings": "\"Delete Drive\" = \"Supprimer le lecteur\";\n",
    ])
    #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    #expect(found.first?.message.contains("has no .strings text for its source locale “en”") ?? false)
    #expect(found.first?.path.hasSuffix("en.lproj/Localizable.strings") ?? false)
    // Beside a source .stringsdict of plurals, likewise.
    let besidePlurals = try lint([
      "en.lproj/Localizable.strings": "\"\" = \"\";\n",
      "en.lproj/Localizable.stringsdict": Self.stringsdict(
        type: "lld", variants: ["one": "%lld file", "other": "%lld files"]),
      "de.lproj/Localizable.strings": "\"Delete Drive\" = \"Laufwerk löschen\";\n",
    ])
    #expect(besidePlurals.map(\.severity) == [.note], "\(besidePlurals.map(\.message))")
    // A source with text is compared as before.
    let extra = try lint([
      "en.lproj/Localizable.strings": "\"a\" = \"Photo\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"Foto\";\n\"b\" = \"Album\";\n",
    ])
    #expect(extra.map(\.ruleID) == ["catalog.extra-key"])
  }

  /// A Settings bundle's tables translate the titles of its `Root.plist`: a title the
  /// source's `Root.strings` leaves out is shown all the same, so it is no extra key.
  @Test func aSettingsBundleTitleMissingFromTheSourceTableIsNoExtraKey() throws {
    let found = try lint([
      "Settings.bundle/en.lproj/Root.strings": "\"Group\" = \"Group\";\n",
      "Settings.bundle/de.lproj/Root.strings": "\"Group\" = \"Gruppe\";\n\"About\" = \"Info\";\n",
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  /// `qqq.lproj` (translatewiki's notes for translators) documents each key in prose: its
  /// values drop the source's arguments and have no verb, and say nothing about translations.
  @Test func translatorNotesOfQqqAreNotJudgedAsATranslation() throws {
    let found = try lint([
      "en.lproj/Localizable.strings": "\"file.unlink\" = \"Unlink %@\";\n\"delete\" = \"Delete\";\n",
      "qqq.lproj/Localizable.strings":
        "\"file.unlink\" = \"Button title; the parameter is the file name\";\n\"delete\" = \"Button that deletes a file\";\n",
      "de.lproj/Localizable.strings": "\"file.unlink\" = \"%@ trennen\";\n\"delete\" = \"Löschen\";\n",
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
    // A broken notes file is still reported.
    let broken = try lint([
      "en.lproj/Localizable.strings": "\"delete\" = \"Delete\";\n",
      "qqq.lproj/Localizable.strings": "\"delete\" = \"Button that deletes a file\"\n",
    ])
    #expect(broken.map(\.ruleID) == ["catalog.invalid-file"], "\(broken.map(\.message))")
  }

  /// A translation platform's export: one folder per locale, each with the same XLIFF file.
  /// The folders are one project, read as one catalog, so that a role inferred from the
  /// source is noted once, not once per locale.
  @Test func localeFoldersOfXLIFFAreOneCatalog() throws {
    func xliff(_ locale: String, delete: String, cancel: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(locale)" datatype="plaintext">
          <body>
            <trans-unit id="photo.delete"><source>Delete Photo</source><target>\(delete)</target></trans-unit>
            <trans-unit id="photo.cancel"><source>Cancel</source><target>\(cancel)</target></trans-unit>
          </body>
        </file>
      </xliff>
      """
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-exports-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "de/app.xliff": xliff("de", delete: "Foto löschen", cancel: "Abbrechen"),
      "fr/app.xliff": xliff("fr", delete: "Supprimer la photo", cancel: "Annuler"),
      "ja/app.xliff": xliff("ja", delete: "キャンセル", cancel: "キャンセル"),
    ]
    for (name, text) in files {
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let catalogs = try CatalogLoader().loadCatalogs(at: directory.path)
    #expect(catalogs.count == 1)
    #expect(catalogs.first?.files.map(\.locale.tag).sorted() == ["de", "en", "fr", "ja"])
    let found = catalogs.flatMap { Linter().lint($0) }
    #expect(found.filter { $0.ruleID == "catalog.inferred-role" }.count == 2, "\(found.map(\.message))")
    #expect(found.filter { $0.ruleID == "verb.cancel-like" }.map(\.locale) == ["ja"])
  }

  /// A project's root holds JSON files that are no locale files (`package.json`,
  /// `buildServer.json`): it is no native catalog, and its String Catalog below is found.
  @Test func aProjectRootWithOtherJSONFilesIsSearchedBelow() throws {
    let found = try lint([
      "package.json": #"{"name": "photos", "version": "1.0.0"}"#,
      "buildServer.json": #"{"name": "xcode build server", "argv": ["xcode-build-server"]}"#,
      "App/Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Delete Photo": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "OK"}}}}}}
      """,
    ])
    #expect(found.map(\.ruleID) == ["verb.generic"], "\(found.map(\.message))")
  }

  @Test func aFloatingPointOrObjectPluralNeedsEveryCategory() throws {
    let english = Self.stringsdict(type: "f", variants: ["one": "%.1f km", "other": "%.1f km"])
    let found = try lintLproj(
      ["fr": Self.stringsdict(type: "f", variants: ["one": "%.1f km", "other": "%.1f km"])], english: english)
    #expect(found.map(\.ruleID) == ["plural.missing-category"])
    #expect(found.first?.severity == .error)
    // Each sample once: ICU spells a million both 1000000 and 1c6.
    #expect(found.first?.notes == ["many: 1000000, 2000000, 3000000, …"])
  }

  @Test func anICUPluralWithoutOtherIsOneFinding() throws {
    let found = try lint([
      "en.json": #"{"a": "{count, plural, one {# file} other {# files}}"}"#,
      "ru.json": #"{"a": "{count, plural, one {# файл} few {# файла} many {# файлов}}"}"#,
    ])
    #expect(found.map(\.ruleID) == ["message.syntax"], "\(found.map(\.message))")
  }

  // MARK: Class 2: a conflict the translations inherit from the source

  /// Argument 1 is the plural's count (`d`) and, in the variants, an object (`%1$@`).
  static func conflicting(_ one: String, _ other: String) -> String {
    stringsdict(key: "shared", variants: ["one": one, "other": other])
  }

  @Test func aSourceConflictIsReportedOnceAtTheSourceOfAFortyLocaleCatalog() throws {
    let locales = [
      "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko",
      "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi",
      "zh-Hans", "zh-Hant",
    ]
    #expect(locales.count == 39)
    var translations: [String: String] = [:]
    for locale in locales {
      // Every category a locale needs, so that only argument findings are left; half of
      // them copy the source byte for byte.
      translations[locale] =
        locale.hasPrefix("d") || locale.hasPrefix("e") || locale.hasPrefix("f")
        ? Self.conflicting("Shared with %1$@", "Shared with %1$@ and others")
        : Self.stringsdict(
          key: "shared",
          variants: [
            "zero": "(%1$@)", "one": "(%1$@)", "two": "(%1$@)", "few": "(%1$@)", "many": "(%1$@)", "other": "(%1$@)",
          ])
    }
    let found = try lintLproj(
      translations, english: Self.conflicting("Shared with %1$@", "Shared with %1$@ and others")
    ).filter { $0.ruleID == "message.arguments" }
    #expect(found.count == 1, "\(found.map { "\($0.locale ?? "") \($0.message)" })")
    #expect(found.first?.locale == "en")
    #expect(
      found.first?.message
        == "“shared” reads argument 1 as %d (a 32-bit integer) and as %1$@ (an object); the app passes one value, so one of them reads it wrongly in every locale that copies this"
    )
  }

  @Test func aTranslationThatReadsAnArgumentAsNeitherKindIsStillAnError() throws {
    let found = try lintLproj(
      ["de": Self.conflicting("Mit %1$f geteilt", "Mit %1$f und anderen geteilt")],
      english: Self.conflicting("Shared with %1$@", "Shared with %1$@ and others")
    ).filter { $0.ruleID == "message.arguments" }
    #expect(found.map(\.locale) == ["de", "en"])
    #expect(found.first?.message.contains("but %1$f (a floating-point number) here") == true)
  }

  // MARK: Class 3: arguments a String Catalog key declares

  static func catalog(key: String, english: String, french: String) -> [String: String] {
    [
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {"\(key)": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "\(english)"}},
        "fr": {"stringUnit": {"state": "translated", "value": "\(french)"}}}}}}
      """
    ]
  }

  @Test func aStringCatalogKeyDeclaresTheArgumentsTheAppPasses() throws {
    let right = try lint(Self.catalog(key: "likes.count %lld", english: "Likes", french: "%lld mentions J’aime"))
    #expect(right.isEmpty, "\(right.map(\.message))")
    let wrong = try lint(Self.catalog(key: "likes.count %lld", english: "Likes", french: "%@ mentions J’aime"))
    #expect(
      wrong.map(\.message) == [
        "“likes.count %lld”: argument 1 is %lld (a 64-bit integer) in the source but %@ (an object) here"
      ])
    // A key of a .strings file is only a name: the value alone says what it prints.
    let strings = try lint([
      "en.lproj/Localizable.strings": #""likes.count %lld" = "Likes";"#,
      "fr.lproj/Localizable.strings": #""likes.count %lld" = "%lld mentions J’aime";"#,
    ])
    #expect(strings.map(\.ruleID) == ["message.arguments"])
  }

  @Test func anArgumentThatOnlyChoosesAVariantMayBeLeftOut() throws {
    let variants =
      #"{"plural": {"one": {"stringUnit": {"state": "translated", "value": "%2$@ reader"}}, "other": {"stringUnit": {"state": "translated", "value": "%2$@ readers"}}}}"#
    let text = #"""
      {"sourceLanguage": "en", "strings": {"readers %lld %@": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%#@readers@"},
               "substitutions": {"readers": {"formatSpecifier": "lld", "variations": \#(variants)}}},
        "ja": {"stringUnit": {"state": "translated", "value": "読者 %2$@ 人"}},
        "de": {"stringUnit": {"state": "translated", "value": "Leser"}}}}}}
      """#
    let found = try lint(["Localizable.xcstrings": text]).filter { $0.ruleID == "message.arguments" }
    // Japanese has no plural variants and needs no count; German drops the printed %2$@.
    #expect(found.map(\.message) == ["“readers %lld %@” drops argument 2 (%@) that the source shows"])
  }

  @Test func spacedConversionsAreReadAsFoundationReadsThem() throws {
    let found = try lint([
      "en.lproj/Localizable.strings": #""expired" = "Expired on %@"; "level" = "%@ is full";"#,
      "fr.lproj/Localizable.strings": #""expired" = "Expiré le % @"; "level" = "%@ à 100 % atteint";"#,
    ])
    // `% @` prints the object; `% a` is a conversion (with the space flag) reading a second
    // argument the app never passes, not “not a format specifier”.
    #expect(found.map(\.ruleID) == ["message.arguments"], "\(found.map(\.message))")
    #expect(
      found.first?.message.hasPrefix("“level” reads argument 2 with % a, but the source has one argument") == true)
  }

  // MARK: Class 4: apostrophes in printf values are text

  @Test func apostrophesOfPrintfValuesAreNotICUQuotes() throws {
    let found = try lint([
      "en.lproj/Localizable.strings": #""owner" = "%1$@'s photos"; "quote" = "Tap 'Done' when {ready}";"#,
      "fr.lproj/Localizable.strings": #""owner" = "Photos de l'album '%1$@'"; "quote" = "Touchez ''OK'' {prêt}";"#,
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
    // The same apostrophes in an ICU message are quotes.
    let native = try lint(["en.json": #"{"a": "Photos of '{name}'"}"#])
    #expect(native.map(\.ruleID) == ["message.apostrophe"])
  }

  // MARK: Class 7: the quantity printed elsewhere

  @Test func aNumberPrintedInTheFormatKeyNeedsNoNumberInTheVariants() throws {
    let english = Self.stringsdict(format: "%@ %#@files@", variants: ["one": "file", "other": "files"])
    let russian = Self.stringsdict(
      format: "%@ %#@files@", variants: ["one": "файл", "few": "файла", "many": "файлов", "other": "файла"])
    let found = try lintLproj(["ru": russian], english: english)
    #expect(found.isEmpty, "\(found.map(\.message))")
    // The count itself in the format key (%1$d before %1$#@files@).
    let shown = Self.stringsdict(
      format: "%1$d %1$#@files@", variants: ["one": "файл", "few": "файла", "many": "файлов", "other": "файла"])
    let english2 = Self.stringsdict(format: "%1$d %1$#@files@", variants: ["one": "file", "other": "files"])
    #expect(try lintLproj(["ru": shown], english: english2).isEmpty)
  }

  @Test func aVariantWithoutTheNumberItsCategoryNeedsIsStillAWarningInTheFilesSyntax() throws {
    let english = Self.stringsdict(variants: ["one": "A file", "other": "%d files"])
    let russian = Self.stringsdict(variants: [
      "one": "Файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла",
    ])
    let french = Self.stringsdict(variants: ["one": "Un fichier", "other": "%d fichiers"])
    let found = try lintLproj(["ru": russian, "fr": french], english: english)
    #expect(found.map(\.locale) == ["ru"], "\(found.map(\.message))")
    #expect(
      found.first?.message
        == "“files.count”: the “one” variant of the plural of argument 1 (%d) is used for 1, 21, 31, 41, … in ru but shows no number (%d): for 21 it reads “Файл”"
    )
  }

  /// A finding quotes an Apple value as its file writes it: printf specifiers, a plain
  /// apostrophe, and a line break shown as `\n` so the finding stays one line.
  @Test func findingsQuoteAppleValuesInTheirOwnSyntax() throws {
    let found = try lint([
      "en.lproj/Localizable.strings": #"""
      "posted" = "%@ was posted on the server";
      "unreachable" = "The server couldn't be reached!\nIs the address right?";
      "title" = "Title";
      """#,
      "de.lproj/Localizable.strings": #""title" = "Titel";"#,
    ]).filter { $0.ruleID == "catalog.missing-key" }.map(\.message)
    #expect(found.contains { $0.hasSuffix("the en text “%@ was posted on the server”") }, "\(found)")
    #expect(
      found.contains { $0.hasSuffix("the en text “The server couldn't be reached!\\nIs the address right?”") },
      "\(found)")
    #expect(!found.contains { $0.contains("{arg1}") || $0.contains("''") || $0.contains("\n") }, "\(found)")
  }
}
