import Foundation
import Testing

/// `validate` on what Xcode hands a translator: an XLIFF export, an `.xcloc` bundle, one
/// `.lproj` folder, one locale of a String Catalog. Findings point into that file.
@Suite("sheet-l10n validate on Apple translator files, as a process")
struct ValidateAppleInputTests {
  /// An Xcode-style XLIFF export for German: a plural with only its `other` form, and a
  /// destructive button translated as a generic "OK".
  static let germanExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="Cancel" xml:space="preserve">
            <source>Cancel</source>
            <target state="translated">Abbrechen</target>
            <note>role: cancel</note>
          </trans-unit>
          <trans-unit id="Delete Message" xml:space="preserve">
            <source>Delete Message</source>
            <target state="translated">OK</target>
            <note>The red button of the sheet.
    role: destructive, verb: delete</note>
          </trans-unit>
          <trans-unit id="%lld new messages|==|plural.one" xml:space="preserve">
            <source>%lld new message</source>
            <target state="translated">%lld neue Nachricht</target>
            <note>How many messages arrived.</note>
          </trans-unit>
          <trans-unit id="%lld new messages|==|plural.other" xml:space="preserve">
            <source>%lld new messages</source>
            <target state="translated">%lld neue Nachrichten</target>
            <note>How many messages arrived.</note>
          </trans-unit>
          <trans-unit id="%lld photos deleted|==|plural.one" xml:space="preserve">
            <source>%lld photo deleted</source>
            <note>A confirmation after deleting.</note>
          </trans-unit>
          <trans-unit id="%lld photos deleted|==|plural.other" xml:space="preserve">
            <source>%lld photos deleted</source>
            <target state="translated">%lld Fotos gelöscht</target>
            <note>A confirmation after deleting.</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  /// The line (1-based) of the first line of `text` that contains `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
  }

  @Test func anXLIFFExportIsExplainedWithItsOwnLines() throws {
    let fixture = try Fixture(["de.xliff": Self.germanExport])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["validate", "de.xliff"], in: fixture.url)
    #expect(result.status == 1)
    let output = result.standardOutput
    let generic = try #require(Self.line(of: "<target state=\"translated\">OK</target>", in: Self.germanExport))
    #expect(output.contains("de.xliff:\(generic):"), "\(output)")
    #expect(output.contains("[verb.generic]"), "\(output)")
    #expect(output.contains("[plural.missing-category]"), "\(output)")
    #expect(output.contains("    why: "))
    #expect(output.contains("Plural categories of de"))
    #expect(output.hasSuffix("in 1 locale file (4 messages checked)\n"), "\(output)")
  }

  @Test func anXclocBundleIsReadThroughItsXLIFF() throws {
    let fixture = try Fixture([
      "de.xcloc/Localized Contents/de.xliff": Self.germanExport,
      "de.xcloc/contents.json":
        #"{"developmentRegion": "en", "targetLocale": "de", "toolInfo": {"toolName": "Xcode"}, "version": "1.0"}"#,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["validate", "de.xcloc"], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.xcloc/Localized Contents/de.xliff:"), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("[verb.generic]"))
  }

  @Test func oneLprojFolderIsComparedWithTheSourceBesideIt() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": """
      /* role: cancel */
      "cancel" = "Cancel";
      /* role: destructive, verb: delete */
      "delete" = "Delete Message";
      """,
      "de.lproj/Localizable.strings": """
      "cancel" = "Abbrechen";
      "delete" = "Abbrechen";
      """,
      "fr.lproj/Localizable.strings": """
      "cancel" = "Annuler";
      "delete" = "OK";
      """,
    ])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["validate", "de.lproj"], in: fixture.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("de.lproj/Localizable.strings:2:"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("fr.lproj"), "only the folder given is validated")
  }

  @Test func aStringCatalogNeedsTheLocaleToValidate() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Cancel" : {
            "comment" : "role: cancel",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }
            }
          },
          "Delete Message" : {
            "comment" : "role: destructive, verb: delete",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer le message" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    defer { fixture.remove() }
    let refused = try CommandRunner.run(["validate", "Localizable.xcstrings"], in: fixture.url)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("--locale"))
    let german = try CommandRunner.run(["validate", "Localizable.xcstrings", "--locale", "de"], in: fixture.url)
    #expect(german.status == 1)
    #expect(german.standardOutput.contains("[verb.cancel-like]"), "\(german.standardOutput)")
    let french = try CommandRunner.run(["validate", "Localizable.xcstrings", "--locale", "fr"], in: fixture.url)
    #expect(french.status == 0, "\(french.standardOutput)")
    let absent = try CommandRunner.run(["validate", "Localizable.xcstrings", "--locale", "ja"], in: fixture.url)
    #expect(absent.status == 2)
  }
}
