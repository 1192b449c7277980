import Foundation
import Testing

@Suite("sheet-l10n check --config and per-key ignore, as a process")
struct ConfigurationCommandTests {
  /// German has an extra key (a warning), Japanese a "one" branch it never selects (a warning).
  static func catalog(english: String = CheckCommandTests.english) throws -> Fixture {
    try Fixture([
      "en.json": english,
      "de.json": """
      {
        "delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}}",
        "common.cancel": "Abbrechen",
        "common.cancle": "Abbrechen"
      }
      """,
      "ja.json": """
      {
        "delete-photos.delete": "{count, plural, one {写真を削除} other {# 枚の写真を削除}}",
        "common.cancel": "キャンセル"
      }
      """,
    ])
  }

  /// Runs `check` on `catalog` with a configuration file holding `configuration`, kept in
  /// a directory of its own so that it is not taken for a locale file.
  static func check(_ catalog: Fixture, configuration: String, _ more: [String] = []) throws -> CommandRunner.Result {
    let settings = try Fixture(["sheet-l10n.json": configuration])
    defer { settings.remove() }
    let path = settings.url.appendingPathComponent("sheet-l10n.json").path
    return try CommandRunner.run(["check", "--config", path] + more + ["."], in: catalog.url)
  }

  @Test func withoutConfigurationTheWarningsPass() throws {
    let catalog = try Self.catalog()
    defer { catalog.remove() }
    let result = try CommandRunner.run(["check", "."], in: catalog.url)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("de.json:4:3: warning:"))
    #expect(result.standardOutput.contains("ja.json:2:44: warning:"))
  }

  @Test func raisedSeverityFailsTheCheck() throws {
    let catalog = try Self.catalog()
    defer { catalog.remove() }
    let result = try Self.check(catalog, configuration: #"{"severity": {"catalog.extra-key": "error"}}"#)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.json:4:3: error: “common.cancle” is not a key of en.json"))
    #expect(result.standardOutput.contains("ja.json:2:44: warning:"))
  }

  @Test func disabledRulesAreNotReported() throws {
    let catalog = try Self.catalog()
    defer { catalog.remove() }
    let result = try Self.check(
      catalog, configuration: #"{"disabled": ["catalog.extra-key", "plural.unreachable-category"]}"#, ["--strict"])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput == "0 errors, 0 warnings in 3 locale files (7 messages checked)\n")
  }

  @Test func localeSettingsApplyToThatLocaleOnly() throws {
    let catalog = try Self.catalog()
    defer { catalog.remove() }
    let result = try Self.check(
      catalog,
      configuration: """
        {
          "locales": {
            "ja": {"disabled": ["plural.unreachable-category"]},
            "de": {"severity": {"catalog.extra-key": "note"}}
          }
        }
        """, ["--strict"])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("ja.json"))
    #expect(result.standardOutput.contains("de.json:4:3: note:"))
  }

  @Test func sourceLocaleComesFromTheConfiguration() throws {
    let catalog = try Fixture([
      "de.json": #"{"a": "Löschen", "b": "Abbrechen"}"#,
      "en.json": #"{"a": "Delete"}"#,
    ])
    defer { catalog.remove() }
    let result = try Self.check(catalog, configuration: #"{"sourceLocale": "de"}"#)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("en.json:1:2: error: “b” is not translated; en users see the de text"))
  }

  @Test func badConfigurationIsLocatedAndExitsTwo() throws {
    let catalog = try Self.catalog()
    defer { catalog.remove() }
    let result = try Self.check(catalog, configuration: "{\n  \"disabled\": [\"plural.missing-categories\"]\n}")
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      message.hasSuffix(
        "/sheet-l10n.json:2:16: error: unknown rule “plural.missing-categories”; the nearest known rules are plural.missing-category, plural.ordinal-missing-category, plural.unreachable-category"
      ))
  }

  @Test func missingConfigurationExitsTwo() throws {
    let result = try CommandRunner.run(["check", "--config", "/no/such/sheet-l10n.json", "Locales"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("/no/such/sheet-l10n.json: error: no such configuration file"))
  }

  @Test func ignoreInKeyMetadataSilencesThatRuleForThatKeyOnly() throws {
    let english = """
      {
        "delete-photos.delete": "{count, plural, one {Delete Photo} other {Delete # Photos}}",
        "@delete-photos.delete": {"role": "destructive", "verb": "delete", "ignore": ["plural.unreachable-category"]},
        "common.cancel": "Cancel",
        "@common.cancel": {"role": "cancel", "ignore": ["catalog.missing-key"]}
      }
      """
    let catalog = try Self.catalog(english: english)
    defer { catalog.remove() }
    try Data(#"{"delete-photos.delete": "{count, plural, one {# Foto löschen} other {# Fotos löschen}}"}"#.utf8)
      .write(to: catalog.url.appendingPathComponent("de.json"))
    let result = try CommandRunner.run(["check", "--strict", "."], in: catalog.url)
    // ja's unreachable "one" and de's missing Cancel are both ignored by their keys.
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput == "0 errors, 0 warnings in 3 locale files (5 messages checked)\n")
    let unignored = try Self.catalog()
    defer { unignored.remove() }
    try Data(#"{"delete-photos.delete": "{count, plural, one {# Foto löschen} other {# Fotos löschen}}"}"#.utf8)
      .write(to: unignored.url.appendingPathComponent("de.json"))
    let strict = try CommandRunner.run(["check", "--strict", "."], in: unignored.url)
    #expect(strict.status == 1)
    #expect(strict.standardOutput.contains("[catalog.missing-key]"))
    #expect(strict.standardOutput.contains("[plural.unreachable-category]"))
  }
}
