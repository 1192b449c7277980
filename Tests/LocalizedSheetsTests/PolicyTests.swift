import ActionSheetCore
import Foundation
import ICU
import LocaleCatalog
import LocalizedSheets
import Testing

/// The fallback policy for destructive labels that fail the verb check.
@Suite("Destructive label policy: never a generic")
struct PolicyTests {
  static let english = """
    {
      "title": "{count, plural, one {Delete this photo?} other {Delete # photos?}}",
      "delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
      "@delete": {"role": "destructive", "verb": "delete"},
      "trash": "OK",
      "@trash": {"role": "destructive", "verb": "delete"},
      "cancel": "Cancel",
      "@cancel": {"role": "cancel"}
    }
    """
  static let german =
    #"{"title": "{count, plural, one {Foto löschen?} other {# Fotos löschen?}}", "delete": "{count, plural, one {OK} other {OK}}", "trash": "OK", "cancel": "Abbrechen"}"#

  func catalog() throws -> LocalizedCatalog {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.english.utf8).write(to: directory.appendingPathComponent("en.json"))
    try Data(Self.german.utf8).write(to: directory.appendingPathComponent("de.json"))
    try FileManager.default.copyItem(
      atPath: Paths.locales + "/lexicons", toPath: directory.appendingPathComponent("lexicons").path)
    return try LocalizedCatalog(directory: directory.path)
  }

  let template = SheetTemplate<String>(
    id: "delete", titleKey: "title", buttons: [.cancel("cancel"), .destructive("delete", send: "delete")])

  @Test func strictThrowsATypedError() throws {
    let catalog = try catalog()
    #expect(throws: LocalizedSheetError.self) {
      _ = try catalog.sheet(template, locale: LocaleID("de"), arguments: ["count": 2], mode: .strict)
    }
    do {
      _ = try catalog.sheet(template, locale: LocaleID("de"), arguments: ["count": 2], mode: .strict)
    } catch let error as LocalizedSheetError {
      guard case .unspecificDestructiveLabel(let key, let locale, let verdict) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(key == "delete")
      #expect(locale == "de")
      #expect(verdict.name == "generic")
    }
  }

  @Test func useSourceShowsTheSourceLabelAndReportsIt() throws {
    let catalog = try catalog()
    let events = EventLog()
    let sheet = try catalog.sheet(
      template, locale: LocaleID("de"), arguments: ["count": 2], mode: .lenient { events.append($0) })
    #expect(sheet.title == "2 Fotos löschen?")
    #expect(sheet.buttons.map(\.label) == ["Delete 2 Photos", "Abbrechen"])
    #expect(events.all == [.usedSourceLabel(key: "delete", locale: "de", verdict: "generic")])
  }

  @Test func aGenericSourceLabelIsNeverShownEither() throws {
    let catalog = try catalog()
    let trash = SheetTemplate<String>(
      id: "trash", titleKey: "title", buttons: [.destructive("trash", send: "trash"), .cancel("cancel")])
    for mode in [LocalizationMode.strict, .lenient { _ in }] {
      #expect(throws: LocalizedSheetError.self) {
        _ = try catalog.sheet(trash, locale: LocaleID("de"), arguments: ["count": 1], mode: mode)
      }
      #expect(throws: LocalizedSheetError.self) {
        _ = try catalog.sheet(trash, locale: LocaleID("en"), arguments: ["count": 1], mode: mode)
      }
    }
  }

  @Test func oneSheetInOneLocaleIsPlannedOnceHoweverOftenItIsBuilt() throws {
    let catalog = try catalog()
    for count in 0..<50 {
      _ = try catalog.sheet(template, locale: LocaleID("en"), arguments: ["count": .integer(Int64(count))])
      _ = try catalog.sheet(
        template, locale: LocaleID("de"), arguments: ["count": .integer(Int64(count))], mode: .lenient { _ in })
    }
    #expect(catalog.cachedPlanCount == 2)
    let formatters = catalog.cachedFormatterCount
    // The strict plan of de fails (its label is “OK”); the failure is kept too.
    for _ in 0..<3 {
      #expect(throws: LocalizedSheetError.self) {
        _ = try catalog.sheet(self.template, locale: LocaleID("de"), arguments: ["count": 3], mode: .strict)
      }
    }
    #expect(catalog.cachedPlanCount == 3)
    #expect(catalog.cachedFormatterCount == formatters)
  }

  @Test func everyBuildReportsItsDecisionsNotJustTheFirst() throws {
    let catalog = try catalog()
    for count in [1, 2, 2, 7] {
      let events = EventLog()
      let sheet = try catalog.sheet(
        template, locale: LocaleID("de"), arguments: ["count": .integer(Int64(count))],
        mode: .lenient { events.append($0) })
      #expect(sheet.buttons.first?.label == (count == 1 ? "Delete Photo" : "Delete \(count) Photos"))
      #expect(events.all == [.usedSourceLabel(key: "delete", locale: "de", verdict: "generic")])
    }
    let strict = { try catalog.sheet(self.template, locale: LocaleID("de"), arguments: ["count": 2], mode: .strict) }
    #expect(throws: LocalizedSheetError.self) { _ = try strict() }
    #expect(throws: LocalizedSheetError.self) { _ = try strict() }
  }

  /// A catalog of one source file, `en.json`, without lexicons.
  static func englishOnlyCatalog(_ english: String) throws -> LocalizedCatalog {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-english-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(english.utf8).write(to: directory.appendingPathComponent("en.json"))
    return try LocalizedCatalog(directory: directory.path)
  }

  @Test func aLabelThatClashesOnlyForSomeCountsIsRefusedForThoseCounts() throws {
    let english = """
      {
        "title": "Remove photos?",
        "remove": "{count, plural, one {Remove one} other {Remove #}}",
        "@remove": {"role": "destructive", "verb": "delete"},
        "keep": "{count, plural, one {Keep one} other {Remove 2}}",
        "@keep": {"role": "default"},
        "cancel": "Cancel",
        "@cancel": {"role": "cancel"}
      }
      """
    let catalog = try Self.englishOnlyCatalog(english)
    let template = SheetTemplate<String>(
      id: "remove", titleKey: "title",
      buttons: [.destructive("remove", send: "remove"), .default("keep", send: "keep"), .cancel("cancel")])
    let three = try catalog.sheet(template, locale: LocaleID("en"), arguments: ["count": 3])
    #expect(three.buttons.map(\.label) == ["Remove 3", "Remove 2", "Cancel"])
    do {
      _ = try catalog.sheet(template, locale: LocaleID("en"), arguments: ["count": 2])
      Issue.record("two buttons labelled “Remove 2” were accepted")
    } catch let error as LocalizedSheetError {
      guard case .nonConformant(let violations) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(violations.map(\.kind) == [.ambiguousButtons])
    }
    #expect(try catalog.sheet(template, locale: LocaleID("en"), arguments: ["count": 1]).buttons.count == 3)
  }

  @Test func aNumberWrittenWithLettersIsCheckedToo() throws {
    let english = """
      {
        "title": "Remove items?",
        "remove": "Remove {n, number}",
        "@remove": {"role": "destructive", "verb": "delete"},
        "odd": "Remove NaN",
        "@odd": {"role": "default"},
        "cancel": "Cancel",
        "@cancel": {"role": "cancel"}
      }
      """
    let catalog = try Self.englishOnlyCatalog(english)
    let template = SheetTemplate<String>(
      id: "remove", titleKey: "title",
      buttons: [.destructive("remove", send: "remove"), .default("odd", send: "odd"), .cancel("cancel")])
    #expect(try catalog.sheet(template, locale: LocaleID("en"), arguments: ["n": 3]).buttons[0].label == "Remove 3")
    #expect(throws: LocalizedSheetError.self) {
      _ = try catalog.sheet(template, locale: LocaleID("en"), arguments: ["n": .double(.nan)])
    }
  }

  @Test func cancelSendingTheDestructiveActionIsRefusedWhateverTheCache() throws {
    let catalog = try catalog()
    let safe = SheetTemplate<String>(
      id: "delete", titleKey: "title",
      buttons: [.cancel("cancel", send: "close"), .destructive("delete", send: "delete")])
    let clashing = SheetTemplate<String>(
      id: "delete", titleKey: "title",
      buttons: [.cancel("cancel", send: "delete"), .destructive("delete", send: "delete")])
    #expect(try catalog.sheet(safe, locale: LocaleID("en"), arguments: ["count": 2]).buttons.count == 2)
    #expect(throws: LocalizedSheetError.self) {
      _ = try catalog.sheet(clashing, locale: LocaleID("en"), arguments: ["count": 2])
    }
  }

  @Test func changingATemplateChangesTheSheet() throws {
    let catalog = try catalog()
    var changing = template
    #expect(try catalog.sheet(changing, locale: LocaleID("en"), arguments: ["count": 2]).title == "Delete 2 photos?")
    changing.titleKey = "delete"
    #expect(try catalog.sheet(changing, locale: LocaleID("en"), arguments: ["count": 2]).title == "Delete 2 Photos")
    changing.buttons.removeAll { $0.role == .cancel }
    #expect(throws: LocalizedSheetError.self) {
      _ = try catalog.sheet(changing, locale: LocaleID("en"), arguments: ["count": 2])
    }
  }

  @Test func nonConformantTemplatesAreRefused() throws {
    let catalog = try catalog()
    let twoCancels = SheetTemplate<String>(
      id: "x", titleKey: "title", buttons: [.cancel("cancel"), .cancel("cancel")])
    #expect(throws: LocalizedSheetError.self) {
      _ = try catalog.sheet(twoCancels, locale: LocaleID("en"), arguments: ["count": 1])
    }
  }

  @Test func unknownSheetsAndKeysAreTypedErrors() throws {
    let catalog = try catalog()
    #expect(throws: LocalizedSheetError.unknownSheet("nope")) {
      _ = try SheetTemplate<String>(sheet: "nope", in: catalog.catalog) { $0 }
    }
    let missing = SheetTemplate<String>(id: "x", titleKey: "no-such-key", buttons: [.cancel("cancel")])
    #expect(throws: LocalizedSheetError.missingText(key: "no-such-key")) {
      _ = try catalog.sheet(missing, locale: LocaleID("de"))
    }
    #expect(throws: LocalizedSheetError.missingText(key: "no-such-key")) {
      _ = try catalog.sheet(missing, locale: LocaleID("de"), mode: .lenient { _ in })
    }
  }
}

@Suite("LexiconLabelJudge: the core's conformance check in any locale")
struct LexiconLabelJudgeTests {
  @Test func germanGenericDestructiveLabelBreaksConformance() throws {
    let catalog = try #require(try? LocalizedCatalog(directory: Paths.locales))
    let analyzer = try #require(catalog.verbs.locales[try LocaleID("de")]?.analyzer)
    let judge = LexiconLabelJudge(analyzer: analyzer)
    #expect(judge.isGenericConfirmation("OK"))
    #expect(judge.isGenericConfirmation("Ja"))
    #expect(!judge.isGenericConfirmation("Foto löschen"))
    let sheet = ActionSheetState<String>(
      title: "Foto löschen?", buttons: [.destructive("Ja", send: "delete"), .cancel("Abbrechen")], anchoredTo: "photo")
    let violations = sheet.conformance(using: ConformanceChecker(judge: judge))
    #expect(violations.contains { $0.requirement == .destructive && $0.severity == .error })
    let specific = ActionSheetState<String>(
      title: "Foto löschen?", buttons: [.destructive("Löschen", send: "delete"), .cancel("Abbrechen")],
      anchoredTo: "photo")
    #expect(specific.conformance(using: ConformanceChecker(judge: judge)).filter { $0.severity == .error }.isEmpty)
  }
}
