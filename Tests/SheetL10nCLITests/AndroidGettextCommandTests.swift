import Foundation
import Testing

@Suite("sheet-l10n check on Android string resources and gettext catalogs, as a process")
struct AndroidGettextCommandTests {
  static let resources = "Tests/Fixtures/Android/app/src/main/res"
  static let po = "Tests/Fixtures/Gettext/po"

  /// Issue example: values-ru lacks the `many` quantity of a plural and values-de translates
  /// the Delete button as “OK”; `translatable="false"` strings are not expected in locales.
  @Test func androidResourcesReportMissingQuantityAndGenericDelete() throws {
    let result = try CommandRunner.run(["check", Self.resources])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "Tests/Fixtures/Android/app/src/main/res/values-ru/strings.xml:8:5: error: “photos_deleted”: the plural of argument 1 (%d) has no variant for many; whole numbers in ru select one, few, many [plural.missing-category]"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "Tests/Fixtures/Android/app/src/main/res/values-de/strings.xml:4:41: error: the destructive label “delete_album_confirm” says “OK”"
        ) && $0.hasSuffix("[verb.generic]")
      })
    // app_name is translatable="false": no locale is asked for it.
    #expect(!result.standardOutput.contains("app_name"))
    // values-night is no locale, and escapes, quotes, CDATA-free <xliff:g> values read cleanly.
    #expect(!result.standardOutput.contains("values-night"))
    // values-b+sr+Latn reads with the Serbian lexicon, which lists both alphabets.
    #expect(result.standardOutput.contains("2 errors, 0 warnings in 5 locale files"))
  }

  @Test func androidApostropheAndZeroQuantityAreReportedWhereWritten() throws {
    let scratch = try AppleFormatCommandTests.Scratch([
      "res/values/strings.xml": """
      <resources>
          <string name="hint">Don\\'t delete</string>
          <plurals name="photos">
              <item quantity="zero">No photos</item>
              <item quantity="one">%d photo</item>
              <item quantity="other">%d photos</item>
          </plurals>
      </resources>
      """,
      "res/values-fr/strings.xml": """
      <resources>
          <string name="hint">Ne supprimez pas l'album</string>
          <plurals name="photos">
              <item quantity="one">%d photo</item>
              <item quantity="many">%d de photos</item>
              <item quantity="other">%d photos</item>
          </plurals>
      </resources>
      """,
    ])
    defer { scratch.remove() }
    let result = try CommandRunner.run(["check", scratch.path + "/res"])
    let output = result.standardOutput
    #expect(result.status == 1)
    #expect(output.contains("res/values-fr/strings.xml:2:43: error:") && output.contains("[android.apostrophe]"))
    #expect(
      output.contains("res/values/strings.xml:4:24: warning:") && output.contains("[plural.unreachable-category]"))
    #expect(!output.contains("values/strings.xml:2:"))
  }

  /// Issue example: Plural-Forms gives Polish two forms, a translation drops `%s`, an entry
  /// is fuzzy; each at its line of its `.po` file.
  @Test func gettextReportsPluralFormsMissingArgumentAndFuzzy() throws {
    let result = try CommandRunner.run(["check", Self.po])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "Tests/Fixtures/Gettext/po/pl.po:6:1: warning: the Plural-Forms formula shows msgstr[1] for numbers pl words differently (CLDR's few and many), so some of them get the wrong grammar; use pl's usual header with a form for each [gettext.plural-forms]"
      ))
    #expect(
      lines.contains(
        "Tests/Fixtures/Gettext/po/de.po:11:9: error: “Delete the album “%s”?” drops argument 1 (%s) that the source shows [message.arguments]"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "Tests/Fixtures/Gettext/po/de.po:27:4: warning: the de translation of “Saved to %(folder)s” needs review")
          && $0.hasSuffix("[catalog.state]")
      })
    // The obsolete entry is not read, the template's Plural-Forms placeholder is no finding,
    // and French (“l'album” in a c-format string, nplurals=2) is clean.
    #expect(!result.standardOutput.contains("Old label"))
    #expect(!result.standardOutput.contains("shoebox.pot"))
    #expect(!result.standardOutput.contains("fr.po"))
  }

  @Test func malformedFilesAreLocatedErrorsNotCrashes() throws {
    let scratch = try AppleFormatCommandTests.Scratch([
      "res/values/strings.xml": "<resources><string name=\"a\">Delete</string></resources>",
      "res/values-de/strings.xml": "<resources>\n  <string name=\"a\">Löschen</strin>\n</resources>",
      "po/messages.pot": "msgid \"Delete\"\nmsgstr \"\"\n",
      "po/de.po": "msgid \"Delete\"\nmsgstr \"Löschen\n\nmsgid \"Cancel\"\nmsgstr[x] \"Abbrechen\"\n",
    ])
    defer { scratch.remove() }
    let android = try CommandRunner.run(["check", scratch.path + "/res"])
    #expect(android.status == 1)
    #expect(
      android.standardOutput.contains("res/values-de/strings.xml:2:")
        && android.standardOutput.contains("[catalog.invalid-file]"))
    let gettext = try CommandRunner.run(["check", scratch.path + "/po"])
    #expect(gettext.status == 1)
    #expect(
      gettext.standardOutput.contains(
        "po/de.po:2:8: error: the string has no closing quote on its line [catalog.invalid-file]"))
    #expect(gettext.standardOutput.contains("po/de.po:5:1: error:"))
  }

  /// Converting to native keeps every message, state and comment (the converter reads its
  /// output back and refuses any loss).
  @Test(arguments: [po, resources])
  func convertToNativeKeepsMessagesStatesAndComments(input: String) throws {
    let scratch = try AppleFormatCommandTests.Scratch()
    defer { scratch.remove() }
    let output = scratch.path + "/native"
    let result = try CommandRunner.run(["convert", input, "--to", "native", "--output", output])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let english = try String(contentsOfFile: output + "/en.json", encoding: .utf8)
    let german = try String(contentsOfFile: output + "/de.json", encoding: .utf8)
    #expect(english.contains(#""description": "Title of the sheet that deletes an album""#))
    #expect(english.contains(#""role": "destructive", "verb": "delete""#))
    if input == Self.po {
      #expect(german.contains(#""%d photo deleted": "{arg1, plural, one {# Foto gelöscht} other {# Fotos gelöscht}}""#))
      #expect(german.contains(#""@Saved to %(folder)s": {"state": "needs-review"}"#))
    } else {
      #expect(german.contains(#""photos_deleted": "{arg1, plural, one {# Foto gelöscht} other {# Fotos gelöscht}}""#))
      #expect(english.contains(#""app_name": "Shoebox""#))
    }
  }
}
