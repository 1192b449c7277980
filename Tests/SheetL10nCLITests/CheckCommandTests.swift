import Foundation
import Testing

@Suite("sheet-l10n check, as a process")
struct CheckCommandTests {
  static let english = """
    {
      "@@locale": "en",
      "delete-photos.delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
      "@delete-photos.delete": {"role": "destructive", "verb": "delete"},
      "common.cancel": "Cancel",
      "@common.cancel": {"role": "cancel"}
    }
    """

  /// A minimal lexicon for fixtures: its Cancel word and its verb for “delete”.
  static func lexicon(_ language: String, cancel: String, delete: String) -> String {
    """
    {"@@language": "\(language)", "schema": 1, "generic": ["OK"], "cancel": ["\(cancel)"], "safe": [],
     "concepts": {"delete": ["\(delete)"]}}
    """
  }

  @Test func bundledLocalesPassTheirOwnCheck() throws {
    let result = try CommandRunner.run(["check", "Locales"])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("0 errors"))
  }

  @Test func aLocaleTheCatalogLacksIsRefused() throws {
    let result = try CommandRunner.run(["check", "Locales", "--locale", "de-DE", "--locale", "fr"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("--locale de-DE: no locale file of the catalog is for de-DE;"))
    #expect(!result.standardError.contains("fr"))
    #expect(try CommandRunner.run(["check", "Locales", "--locale", "de", "--locale", "fr"]).status == 0)
  }

  @Test func noArgumentsChecksLocales() throws {
    let result = try CommandRunner.run([])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("0 errors"))
  }

  @Test func brokenCatalogGivesLocatedErrorsAndExitOne() throws {
    let fixture = try Fixture([
      "en.json": Self.english,
      "ar.json": """
      {
        "@@locale": "ar",
        "delete-photos.delete": "{count, plural, one {حذف الصورة} other {حذف # صور}}",
        "common.cancel": "إلغاء"
      }
      """,
      "de.json": """
      {
        "@@locale": "de",
        "delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}",
        "common.cancel": "Abbrechen"
      }
      """,
      "fr.json": """
      {
        "@@locale": "fr",
        "delete-photos.delete": "{count, plural, one {Supprimer # photo} many {Supprimer # de photos} other {Supprimer # photos}}",
        "common.cancel": "Annuler"
      }
      """,
      "ja.json": "{\n  \"@@locale\": \"ja\",\n  \"delete-photos.delete\": \"{count, plural, other {写真を",
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let arabic = try #require(lines.first { $0.contains("ar.json:3:28: error:") })
    #expect(arabic.hasSuffix("[plural.missing-category]"))
    for category in ["zero", "two", "few", "many"] { #expect(arabic.contains(category)) }
    #expect(lines.contains { $0.contains("de.json:3:") && $0.hasSuffix("[message.syntax]") })
    #expect(lines.contains { $0.contains("ja.json:3:") && $0.hasSuffix("[catalog.invalid-file]") })
    #expect(!lines.contains { $0.contains("fr.json") && !$0.contains(": note: ") })
    #expect(result.standardOutput.contains("note: few: 3–10, 103–110"))
  }

  @Test func findingsComeOutInTheSameOrderOnEveryRun() throws {
    // Locales are checked in parallel; the report must not depend on which finishes first.
    let tags = ["de", "fr", "es", "it", "nl", "pl", "ru", "uk", "cs", "sk", "sv", "da", "fi", "pt-BR", "ro", "hu"]
    var files = ["en.json": Self.english]
    for tag in tags {
      files["\(tag).json"] = """
        {
          "@@locale": "\(tag)",
          "delete-photos.delete": "{count, plural, other {\(tag) #}}",
          "common.cancel": "\(tag)",
          "extra": "\(tag)"
        }
        """
    }
    let fixture = try Fixture(files)
    defer { fixture.remove() }
    let runs = try (0..<3).map { _ in try CommandRunner.run(["check", fixture.url.path, "--no-color", "--verbose"]) }
    #expect(runs.allSatisfy { $0.status == 1 })
    #expect(runs.allSatisfy { $0.standardOutput == runs[0].standardOutput })
    let located = runs[0].standardOutput.split(separator: "\n").filter { $0.contains(".json:") && !$0.hasPrefix(" ") }
    let names = located.compactMap { $0.split(separator: "/").last?.split(separator: ":").first.map(String.init) }
    #expect(Set(names).isSuperset(of: tags.map { "\($0).json" }))
    #expect(names == names.sorted(), "\(names)")
  }

  @Test func caretSitsUnderTheColumn() throws {
    let fixture = try Fixture([
      "en.json": Self.english,
      "ru.json": """
      {
        "delete-photos.delete": "Удалить {count, plural, one {# фото} other {# фото}}",
        "common.cancel": "Отмена"
      }
      """,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path])
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex { $0.contains("ru.json:2:36: error:") })
    #expect(
      lines[index + 1] == "      \"delete-photos.delete\": \"Удалить {count, plural, one {# фото} other {# фото}}\",")
    #expect(lines[index + 2] == "    " + String(repeating: " ", count: 35) + "^")
  }

  @Test func lexiconFindingsShowTheirLine() throws {
    let fixture = try Fixture([
      "en.json": Self.english,
      "lexicons/en.json":
        #"{"@@language": "en", "schema": 1, "generic": ["OK", 3], "cancel": ["Cancel"], "concepts": {"delete": ["delete"]}}"#,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.path])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let index = try #require(
      lines.firstIndex {
        $0.hasSuffix(
          "lexicons/en.json:1:53: error: an entry of “generic” must be a string, found a number [verb.lexicon]")
      })
    #expect(lines[index + 1].hasPrefix("    {\"@@language\": \"en\""))
    #expect(lines[index + 2] == "    " + String(repeating: " ", count: 52) + "^")
  }

  @Test func missingPathExitsTwo() throws {
    let result = try CommandRunner.run(["check", "/no/such/catalog"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("no such file or directory"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func badArgumentsExitTwo() throws {
    #expect(try CommandRunner.run(["check", "--frobnicate"]).status == 2)
    #expect(try CommandRunner.run(["check", "--format", "xml"]).status == 2)
    #expect(try CommandRunner.run(["no-such-command"]).status == 2)
  }

  @Test func strictFailsOnWarnings() throws {
    let fixture = try Fixture([
      "en.json": Self.english,
      "de.json":
        #"{"delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}}", "common.cancel": "Abbrechen", "extra": "x"}"#,
    ])
    defer { fixture.remove() }
    let relaxed = try CommandRunner.run(["check", fixture.url.path])
    #expect(relaxed.status == 0)
    #expect(relaxed.standardOutput.contains("[catalog.extra-key]"))
    #expect(try CommandRunner.run(["check", "--strict", fixture.url.path]).status == 1)
  }

  @Test func oneLocaleFileIsCheckedAgainstItsSource() throws {
    let fixture = try Fixture([
      "en.json": Self.english,
      "de.json": #"{"common.cancel": "Abbrechen"}"#,
      "fr.json": #"{"common.cancel": "Annuler"}"#,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", fixture.url.appendingPathComponent("de.json").path])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.json:1:2: error: “delete-photos.delete” is not translated"))
    #expect(!result.standardOutput.contains("fr.json"))
  }

  @Test func fileIsNeverRewritten() throws {
    let broken = "{\"common.cancel\": \"Abbr"
    let fixture = try Fixture(["en.json": Self.english, "de.json": broken])
    defer { fixture.remove() }
    _ = try CommandRunner.run(["check", fixture.url.path])
    let after = try String(contentsOf: fixture.url.appendingPathComponent("de.json"), encoding: .utf8)
    #expect(after == broken)
  }
}

@Suite("sheet-l10n help, version, rules, plurals")
struct InformationCommandTests {
  @Test func helpAndVersion() throws {
    let help = try CommandRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: sheet-l10n <command>"))
    let version = try CommandRunner.run(["--version"])
    #expect(version.standardOutput.hasPrefix("sheet-l10n "))
    #expect(version.standardOutput.contains("ICU "))
    let checkHelp = try CommandRunner.run(["check", "--help"])
    #expect(checkHelp.standardOutput.contains("--strict"))
  }

  @Test func rulesListsEveryRule() throws {
    let result = try CommandRunner.run(["rules"])
    #expect(result.status == 0)
    for id in ["catalog.missing-key", "message.syntax", "plural.missing-category", "plural.unreachable-category"] {
      #expect(result.standardOutput.contains("\(id) ("))
    }
    let explain = try CommandRunner.run(["explain", "plural.missing-category"])
    #expect(explain.standardOutput.contains("ar.json"))
    #expect(
      explain.standardOutput.contains(
        "\nFix: Add a branch for each missing category, worded for the numbers listed with it.\n"))
    #expect(try CommandRunner.run(["explain", "no.such-rule"]).status == 2)
    let typo = try CommandRunner.run(["explain", "verb.genric"])
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("unknown rule “verb.genric”; the nearest known rules are verb.generic"))
  }

  @Test func rulesShowEachFixAndATriggeringExample() throws {
    let output = try CommandRunner.run(["rules"]).standardOutput
    let blocks = output.components(separatedBy: "\n\n").filter { $0.contains(" (") && $0.contains("): ") }
    #expect(blocks.count >= 10)
    for block in blocks {
      #expect(block.contains("\n    Fix: "), "\(block)")
      #expect(block.contains("\n    Example:\n      "), "\(block)")
      #expect(block.contains("↓"), "\(block)")
    }
    #expect(
      output.contains(
        """
        catalog.duplicate-key (error): Duplicate key
            A key appears twice in one JSON object.
        """))
    #expect(
      output.contains(
        """
            Example:
              en.json: {
                         "a": "Delete",
                         ↓"a": "Remove"
                       }
        """))
  }

  @Test func pluralsOfArabic() throws {
    let result = try CommandRunner.run(["plurals", "ar"])
    #expect(result.status == 0)
    let cardinal = result.standardOutput.components(separatedBy: "ordinal:")[0]
    let categories = cardinal.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return ["zero", "one", "two", "few", "many", "other"].first { trimmed.hasPrefix($0 + " ") }
    }
    #expect(categories == ["zero", "one", "two", "few", "many", "other"])
    #expect(result.standardOutput.contains("few    3–10, 103–110"))
    #expect(try CommandRunner.run(["plurals", "pt_BR"]).status == 2)
  }
}
