import Foundation
import LocalizedSheets
import Testing

/// A String Catalog's arguments are named as the catalog declares them: a substitution by its
/// name, a printf specifier by its position (`%lld` and `%1$lld` are `arg1`), and a build that
/// names them otherwise throws, naming the right ones, instead of rendering `{arg1}`.
@Suite("String Catalog arguments by the names the catalog declares")
struct StringCatalogArgumentTests {
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Delete %lld photos?" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos löschen?" } }
          }
        },
        "Delete %1$lld Photos" : {
          "comment" : "role: destructive, verb: delete",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Fotos löschen" } }
          }
        },
        "Remove %#@photos@" : {
          "comment" : "role: destructive, verb: delete",
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Remove %#@photos@" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Photos" } }
                    }
                  }
                }
              }
            }
          }
        },
        "Cancel" : {
          "comment" : "role: cancel",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func catalog() throws -> LocalizedCatalog {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-xc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalogText.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
    return try LocalizedCatalog(directory: directory.path)
  }

  let positional = SheetTemplate<String>(
    id: "delete", titleKey: "Delete %lld photos?",
    buttons: [.destructive("Delete %1$lld Photos", send: "delete"), .cancel("Cancel")])

  @Test func printfArgumentsAreNamedByPosition() throws {
    let catalog = try Self.catalog()
    #expect(try catalog.argumentNames(of: positional) == ["arg1"])
    let sheet = try catalog.sheet(positional, locale: LocaleID("de"), arguments: ["arg1": 3])
    #expect(sheet.title == "3 Fotos löschen?")
    #expect(sheet.buttons.map(\.label) == ["3 Fotos löschen", "Abbrechen"])
  }

  @Test func aNameTheCatalogDoesNotDeclareThrowsNamingTheDeclaredOnes() throws {
    let catalog = try Self.catalog()
    for locale in ["en", "de"] {
      #expect(throws: LocalizedSheetError.unknownArgument(name: "count", expected: ["arg1"])) {
        _ = try catalog.sheet(positional, locale: LocaleID(locale), arguments: ["count": 3])
      }
      #expect(throws: LocalizedSheetError.missingArgument(name: "arg1", key: "Delete %lld photos?", expected: ["arg1"]))
      {
        _ = try catalog.sheet(positional, locale: LocaleID(locale))
      }
    }
  }

  @Test func aSubstitutionIsNamedByItsName() throws {
    let catalog = try Self.catalog()
    let template = SheetTemplate<String>(
      id: "remove", titleKey: "Delete %lld photos?",
      buttons: [.destructive("Remove %#@photos@", send: "remove"), .cancel("Cancel")])
    #expect(try catalog.argumentNames(of: template) == ["arg1", "photos"])
    let sheet = try catalog.sheet(template, locale: LocaleID("en"), arguments: ["arg1": 1, "photos": 1])
    #expect(sheet.buttons.map(\.label) == ["Remove 1 Photo", "Cancel"])
    #expect(!sheet.title.contains("{") && !sheet.buttons.contains { $0.label.contains("{") })
  }
}
