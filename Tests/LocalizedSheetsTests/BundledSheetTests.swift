import ActionSheetCore
import Foundation
import ICU
import LocalizedSheets
import Testing

/// The bundled catalog's `delete-photos` sheet built in ten locales for the counts that
/// pick different plural categories, with the exact labels written out.
@Suite("Bundled sheets in ten locales")
struct BundledSheetTests {
  static let catalog: LocalizedCatalog? = try? LocalizedCatalog(directory: Paths.locales)
  static let counts: [Int64] = [0, 1, 2, 5, 21, 101]

  /// The destructive label of `delete-photos` for each count.
  static let deleteLabels: [String: [String]] = [
    "en": [
      "Delete 0 Photos", "Delete Photo", "Delete 2 Photos", "Delete 5 Photos", "Delete 21 Photos", "Delete 101 Photos",
    ],
    "de": [
      "0 Fotos löschen", "Foto löschen", "2 Fotos löschen", "5 Fotos löschen", "21 Fotos löschen", "101 Fotos löschen",
    ],
    "fr": [
      "Supprimer 0 photo", "Supprimer la photo", "Supprimer 2 photos", "Supprimer 5 photos", "Supprimer 21 photos",
      "Supprimer 101 photos",
    ],
    "ru": [
      "Удалить 0 фотографий", "Удалить 1 фотографию", "Удалить 2 фотографии", "Удалить 5 фотографий",
      "Удалить 21 фотографию", "Удалить 101 фотографию",
    ],
    "pl": ["Usuń 0 zdjęć", "Usuń zdjęcie", "Usuń 2 zdjęcia", "Usuń 5 zdjęć", "Usuń 21 zdjęć", "Usuń 101 zdjęć"],
    "ar": ["حذف ٠ صورة", "حذف الصورة", "حذف الصورتين", "حذف ٥ صور", "حذف ٢١ صورة", "حذف ١٠١ صورة"],
    "he": [
      "מחיקת 0 תמונות", "מחיקת התמונה", "מחיקת שתי התמונות", "מחיקת 5 תמונות", "מחיקת 21 תמונות", "מחיקת 101 תמונות",
    ],
    "ja": ["0枚の写真を削除", "1枚の写真を削除", "2枚の写真を削除", "5枚の写真を削除", "21枚の写真を削除", "101枚の写真を削除"],
    "zh-Hans": ["删除 0 张照片", "删除 1 张照片", "删除 2 张照片", "删除 5 张照片", "删除 21 张照片", "删除 101 张照片"],
    "pt-BR": [
      "Apagar 0 fotos", "Apagar foto", "Apagar 2 fotos", "Apagar 5 fotos", "Apagar 21 fotos", "Apagar 101 fotos",
    ],
  ]

  static let cancelLabels = [
    "en": "Cancel", "de": "Abbrechen", "fr": "Annuler", "ru": "Отменить", "pl": "Anuluj", "ar": "إلغاء", "he": "ביטול",
    "ja": "キャンセル", "zh-Hans": "取消", "pt-BR": "Cancelar",
  ]

  func build(_ tag: String, count: Int64) throws -> ActionSheetState<String> {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    return try catalog.sheet(template, locale: LocaleID(tag), arguments: ["count": .integer(count)])
  }

  @Test(arguments: deleteLabels.keys.sorted())
  func labelsOrderAndDirection(tag: String) throws {
    for (index, count) in Self.counts.enumerated() {
      let sheet = try build(tag, count: count)
      #expect(
        sheet.buttons.map(\.label) == [Self.deleteLabels[tag]?[index], Self.cancelLabels[tag]], "\(tag) \(count)")
      #expect(sheet.buttons.map(\.role) == [.destructive, .cancel])
      #expect(sheet.layoutDirection == (tag == "ar" || tag == "he" ? .rightToLeft : .leftToRight))
    }
  }

  @Test func titlesFollowPluralRules() throws {
    #expect(try build("ru", count: 21).title == "Удалить 21 выбранную фотографию?")
    #expect(try build("ru", count: 5).title == "Удалить 5 выбранных фотографий?")
    #expect(try build("pl", count: 22).title == "Usunąć 22 zdjęcia?")
    #expect(try build("ar", count: 2).title == "هل تريد حذف هاتين الصورتين؟")
    #expect(try build("ar", count: 11).title == "هل تريد حذف ١١ صورة؟")
    #expect(try build("he", count: 2).title == "למחוק את שתי התמונות האלה?")
    #expect(try build("en", count: 1).message == "This photo will be deleted from all your devices.")
  }

  @Test func accessibilityHintsComeFromTheCatalog() throws {
    let german = try build("de", count: 2)
    #expect(german.buttons[0].accessibility.hint == "Gelöschte Objekte lassen sich nicht wiederherstellen.")
    #expect(german.buttons[0].accessibility.traits.contains(.isDestructive))
    #expect(german.buttons[1].accessibility.hint == "Schließt, ohne Änderungen vorzunehmen.")
    let arabic = try build("ar", count: 2)
    #expect(arabic.buttons[0].accessibility.hint == "لا يمكن استرداد العناصر المحذوفة.")
    #expect(arabic.buttons[0].accessibility.label == "حذف الصورتين")
  }

  @Test func aLocaleWithoutAFileIsAnErrorOrAReportedEnglishSheetLaidOutLeftToRight() throws {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    // Zulu: a locale ICU knows and the bundled catalog has no file for.
    #expect(catalog.catalog.file(for: try LocaleID("zu")) == nil)
    #expect(throws: LocalizedSheetError.missingLocale(requested: "zu", available: Self.tags(catalog))) {
      _ = try catalog.sheet(template, locale: LocaleID("zu"), arguments: ["count": 3])
    }
    let events = EventLog()
    let zulu = try catalog.sheet(
      template, locale: LocaleID("zu"), arguments: ["count": 3], mode: .lenient { events.append($0) })
    #expect(zulu.buttons.map(\.label) == ["Delete 3 Photos", "Cancel"])
    #expect(events.all == [.missingLocale(requested: "zu", used: "en")])
  }

  @Test func aRightToLeftLocaleWithoutAFileShowsItsEnglishTextLeftToRight() throws {
    let catalog = try Self.catalog(without: ["he", "fa"])
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    for tag in ["he", "fa"] {
      #expect(throws: LocalizedSheetError.self) {
        _ = try catalog.sheet(template, locale: LocaleID(tag), arguments: ["count": 3])
      }
      let events = EventLog()
      let sheet = try catalog.sheet(
        template, locale: LocaleID(tag), arguments: ["count": 3], mode: .lenient { events.append($0) })
      #expect(sheet.title == "Delete these 3 photos?")
      #expect(sheet.layoutDirection == .leftToRight, "\(tag): English text laid out right to left")
      #expect(events.all == [.missingLocale(requested: tag, used: "en")])
    }
    // With its file, Hebrew is right to left.
    let hebrew = try build("he", count: 3)
    #expect(hebrew.layoutDirection == .rightToLeft)
  }

  @Test func aTextOnlyTheSourceHasIsAnErrorOrAReportedFallback() throws {
    let catalog = try Self.catalog(editing: "de") { $0.removeValue(forKey: "delete-photos.delete") }
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    #expect(throws: LocalizedSheetError.untranslated(key: "delete-photos.delete", locale: "de")) {
      _ = try catalog.sheet(template, locale: LocaleID("de"), arguments: ["count": 3])
    }
    let events = EventLog()
    let german = try catalog.sheet(
      template, locale: LocaleID("de"), arguments: ["count": 3], mode: .lenient { events.append($0) })
    #expect(german.buttons.map(\.label) == ["Delete 3 Photos", "Abbrechen"])
    #expect(german.title == "Diese 3 Fotos löschen?")
    #expect(events.all == [.fellBack(key: "delete-photos.delete", requested: "de", used: "en")])
    // en-GB's parent is the source: no gap.
    #expect(
      try catalog.sheet(template, locale: LocaleID("en-GB"), arguments: ["count": 3]).title == "Delete these 3 photos?")
  }

  @Test func regionalLocaleUsesItsParent() throws {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    let swiss = try catalog.sheet(template, locale: LocaleID("de-CH"), arguments: ["count": 3])
    #expect(swiss.buttons.map(\.label) == ["3 Fotos löschen", "Abbrechen"])
    let events = EventLog()
    _ = try catalog.sheet(
      template, locale: LocaleID("de-CH"), arguments: ["count": 3], mode: .lenient { events.append($0) })
    #expect(events.all.contains(.fellBack(key: "delete-photos.delete", requested: "de-CH", used: "de")))
  }

  @Test func argumentsAreCheckedByTheNamesTheCatalogDeclares() throws {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    #expect(try catalog.argumentNames(of: template) == ["count"])
    for tag in ["en", "ar"] {
      #expect(
        throws: LocalizedSheetError.missingArgument(name: "count", key: "delete-photos.title", expected: ["count"])
      ) {
        _ = try catalog.sheet(template, locale: LocaleID(tag))
      }
      #expect(throws: LocalizedSheetError.unknownArgument(name: "cuont", expected: ["count"])) {
        _ = try catalog.sheet(template, locale: LocaleID(tag), arguments: ["count": 3, "cuont": 3])
      }
      // A misspelling is reported as such, naming the right name, in either mode.
      #expect(throws: LocalizedSheetError.unknownArgument(name: "cuont", expected: ["count"])) {
        _ = try catalog.sheet(template, locale: LocaleID(tag), arguments: ["cuont": 3], mode: .lenient { _ in })
      }
    }
    let error = LocalizedSheetError.unknownArgument(name: "cuont", expected: ["count"])
    #expect(error.description == "no text of the sheet has an argument “cuont”; the sheet takes one argument: count")
  }

  @Test func aBrokenFileInTheCatalogIsAnErrorOrAReportedOmission() throws {
    let directory = try Self.copyOfLocales()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(#"{"delete-photos.title": "#.utf8).write(to: URL(fileURLWithPath: directory + "/de.json"))
    #expect(throws: CatalogLoadError.self) { _ = try LocalizedCatalog(directory: directory) }
    do {
      _ = try LocalizedCatalog(directory: directory)
    } catch {
      #expect(error.path.hasSuffix("de.json"))
    }
    let events = EventLog()
    let lenient = try LocalizedCatalog(directory: directory, mode: .lenient { events.append($0) })
    #expect(events.all.count == 1)
    guard case .unreadableFile(let path, _) = events.all.first else {
      Issue.record("no unreadable-file event: \(events.all)")
      return
    }
    #expect(path.hasSuffix("de.json"))
    #expect(lenient.catalog.file(for: try LocaleID("de")) == nil)
  }

  /// Every locale of the bundled catalog, sorted.
  static func tags(_ catalog: LocalizedCatalog) -> [String] {
    catalog.catalog.files.map(\.locale.tag).sorted()
  }

  /// A copy of the bundled catalog in a new temporary folder.
  static func copyOfLocales() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: Paths.locales, toPath: directory.path)
    return directory.path
  }

  /// The bundled catalog without the files of `tags`.
  static func catalog(without tags: [String]) throws -> LocalizedCatalog {
    let directory = try copyOfLocales()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for tag in tags { try FileManager.default.removeItem(atPath: directory + "/\(tag).json") }
    return try LocalizedCatalog(directory: directory)
  }

  /// The bundled catalog with the JSON object of `tag`'s file changed by `edit`.
  static func catalog(editing tag: String, _ edit: (inout [String: Any]) -> Void) throws -> LocalizedCatalog {
    let directory = try copyOfLocales()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let url = URL(fileURLWithPath: directory + "/\(tag).json")
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    edit(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: url)
    return try LocalizedCatalog(directory: directory)
  }

  @Test func textArgumentsAreIsolated() throws {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "sign-out", in: catalog.catalog) { $0 }
    let sheet = try catalog.sheet(template, locale: LocaleID("ar"), arguments: ["account": "ana@example.com"])
    #expect(sheet.title.contains("\u{2068}ana@example.com\u{2069}"))
    #expect(sheet.layoutDirection == .rightToLeft)
  }

  @Test func everyBundledSheetBuildsInEveryBundledLocale() throws {
    let catalog = try #require(Self.catalog)
    let values: [String: MessageValue] = [
      "count": 3, "days": 7, "account": "ana@example.com", "name": "Ana", "channel": "Weekly",
    ]
    for declaration in catalog.catalog.sheets {
      let template = try SheetTemplate<String>(sheet: declaration.id, in: catalog.catalog) { $0 }
      for file in catalog.catalog.files {
        let events = EventLog()
        let names = try catalog.argumentNames(of: template, locale: file.locale)
        let arguments = values.filter { names.contains($0.key) }
        #expect(arguments.count == names.count, "\(declaration.id): \(names)")
        // Strict: every text of every bundled sheet is in every bundled locale.
        _ = try catalog.sheet(template, locale: file.locale, arguments: arguments)
        let sheet = try catalog.sheet(
          template, locale: file.locale, arguments: arguments, mode: .lenient { events.append($0) })
        #expect(sheet.buttons.last?.role == .cancel)
        #expect(events.all.isEmpty, "\(declaration.id) in \(file.locale): \(events.all)")
      }
    }
  }

  @Test func buildingManySheetsAtOnceIsSafeAndCompilesEachFormatterOnce() async throws {
    let catalog = try #require(Self.catalog)
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    let labels = await withTaskGroup(of: String.self) { group in
      for index in 0..<400 {
        group.addTask {
          let tag = ["ru", "ar", "ja", "de"][index % 4]
          let sheet = try? catalog.sheet(template, locale: LocaleID(tag), arguments: ["count": 21])
          return sheet?.buttons.first?.label ?? "failed"
        }
      }
      var all: Set<String> = []
      for await label in group { all.insert(label) }
      return all
    }
    #expect(labels == ["Удалить 21 фотографию", "حذف ٢١ صورة", "21枚の写真を削除", "21 Fotos löschen"])
  }
}

/// Collects build events from a callback.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [SheetBuildEvent] = []
  func append(_ event: SheetBuildEvent) { lock.withLock { events.append(event) } }
  var all: [SheetBuildEvent] { lock.withLock { events } }
}

enum Paths {
  static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .path
  }
  static var locales: String { root + "/Locales" }
}
