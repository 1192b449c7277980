import LocaleCatalog

/// A key in a translation that the source locale does not have.
public struct ExtraKeyRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.extra-key",
    name: "Key not in the source",
    explanation: """
      A translation has a key the source locale lacks: a typo in the key, or a string the app \
      no longer uses. It is never shown; rename it to the source's key or delete it.
      """,
    hint: "Rename the key to the source’s spelling, or delete it if the app no longer uses it.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "Base.lproj/Intents.intentdefinition": #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>INIntents</key><array><dict>
        <key>INIntentTitle</key><string>Delete Note</string><key>INIntentTitleID</key><string>aB3dE9</string>
        </dict></array></dict></plist>
        """#,
        "de.lproj/Intents.strings": #""aB3dE9" = "Notiz löschen"; ↓"Xx0old" = "Alte Notiz";"#,
      ]),
      RuleExample(["en.json": #"{"delete": "Delete"}"#, "de.json": #"{"delete": "Löschen", ↓"delte": "Löschen"}"#]),
      RuleExample([
        "en.lproj/Localizable.strings": #""Delete" = "Delete";"#,
        "de.lproj/Localizable.strings": #""Delete" = "Löschen"; ↓"Delte" = "Löschen";"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"delete": "Delete"}"#,
        "de.json": #"{"@@locale": "de", "delete": "Löschen", "@delete": {"description": "x"}}"#,
      ]),
      // An Intents table's keys are the identifiers of its .intentdefinition, which the source
      // locale's Intents.strings need not repeat.
      RuleExample([
        "Base.lproj/Intents.intentdefinition": #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>INIntents</key><array><dict>
        <key>INIntentTitle</key><string>Delete Note</string><key>INIntentTitleID</key><string>aB3dE9</string>
        <key>INIntentDescription</key><string>Deletes a note</string><key>INIntentDescriptionID</key><string>Qz7kL2</string>
        </dict></array></dict></plist>
        """#,
        "en.lproj/Intents.strings": #""aB3dE9" = "Delete Note";"#,
        "de.lproj/Intents.strings": #""aB3dE9" = "Notiz löschen"; "Qz7kL2" = "Löscht eine Notiz";"#,
      ]),
      // Info.plist keys the source's InfoPlist.strings leaves to Info.plist itself.
      RuleExample([
        "en.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Photos";"#,
        "de.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Fotos"; "NSCameraUsageDescription" = "Für Fotos";"#,
      ]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard !context.isSource(file), let source = context.source, !Self.takesKeysFromAPropertyList(file) else {
      return []
    }
    return file.entries.compactMap { entry in
      guard source[entry.key] == nil else { return nil }
      let reference =
        context.catalog.format == .native ? "\(source.locale.tag).json" : "the \(source.locale.tag) source"
      return diagnostic(
        "“\(entry.key)” is not a key of \(reference); it is never shown",
        in: file, at: file.position(ofKeyOf: entry), key: entry.key)
    }
  }

  /// True for a `.strings` table whose keys are those of a property list rather than of its
  /// source file: `InfoPlist.strings` (and `Info-…Plist.strings` of other targets) translates
  /// `Info.plist` keys, a `Settings.bundle` table the titles of its `Root.plist`. The source
  /// file may leave out any of them, and each is shown all the same.
  static func takesKeysFromAPropertyList(_ file: LocaleFile) -> Bool {
    let path = file.path
    guard path.hasSuffix(".strings") else { return false }
    let name = path.split(separator: "/").last.map { $0.dropLast(".strings".count) } ?? ""
    return (name.hasPrefix("Info") && name.hasSuffix("Plist")) || path.contains(".bundle/")
  }
}
