import ICU
import LocaleCatalog

/// A label of a right-to-left locale without a right-to-left letter, or a label of a
/// left-to-right locale made only of right-to-left letters.
public struct BidiDirectionRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "bidi.direction",
    name: "Text in the wrong direction for the locale",
    explanation: """
      A label of a right-to-left locale (ar, he, fa, ur: ICU’s direction of the locale) whose \
      text has letters but not one right-to-left letter is probably untranslated or pasted from \
      another locale; the reverse holds for a left-to-right locale whose letters are all right to \
      left. Directions come from ICU’s bidi classes; arguments, digits and punctuation are not \
      letters, so a label made only of them is fine. Each plural and select branch is checked as \
      users see it, and the finding points at the first letter. A value that is still the source \
      text is left to `catalog.untranslated`, and a key marked not to be translated \
      (`shouldTranslate: false`, such as a language's own name in a list of languages) is the same \
      text in every locale.
      """,
    hint: "Translate the text into the locale's script, or check that the file is named after the right locale.",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete", "b": "Cancel"}"#, "ar.json": #"{"a": "حذف", "b": "↓Abort"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "he.json": #"{"a": "{count, plural, one {↓Delete photo} two {מחיקת # תמונות} other {מחיקת # תמונות}}"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "de.json": #"{"a": "↓מחיקה"}"#]),
      // Pasted from another locale in a table whose keys are the source text.
      RuleExample(["ar.lproj/Localizable.strings": #""Approve" = "↓批准";"#]),
      // A table without source text: an English label among Arabic ones.
      RuleExample(["ar.lproj/Main.strings": #""a1.title" = "↓Enter Full Screen"; "a2.title" = "إغلاق";"#]),
    ],
    nonTriggeringExamples: [
      // Unit symbols and codes in a right-to-left locale.
      RuleExample([
        "en.json": #"{"a": "kilohertz,kHz", "b": "4∶3 (TV)"}"#, "ar.json": #"{"a": "kHz,kHz", "b": "4:3 (TV)"}"#,
      ]),
      // gettext's translator-credits lists the translators' names, in their own script.
      RuleExample([
        "messages.pot": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"translator-credits\"\nmsgstr \"\"\n",
        "he.po": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"translator-credits\"\nmsgstr \"Dana Levi <dana@example.org>\"\n",
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete {file}?", "b": "{count}", "c": "Open PDF"}"#,
        "fa.json": #"{"a": "{file} حذف شود؟", "b": "{count}", "c": "باز کردن PDF"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Sign out of {account}?"}"#, "ur.json": #"{"a": "{account} (123)"}"#]),
      RuleExample(["en.json": #"{"a": "Rotate All Pictures"}"#, "fa.json": #"{"a": "Rotate All Pictures"}"#]),
      // A name kept with other capitals.
      RuleExample(["en.json": #"{"a": "GitHub"}"#, "ar.json": #"{"a": "Github"}"#]),
      // A date format pattern, in the locale's order.
      RuleExample(["en.json": #"{"date": "MMM d, h:mm a"}"#, "fa.json": #"{"date": "d MMM، h:mm a"}"#]),
      // An Apple table whose keys are the source text: a value kept as its key.
      RuleExample(["ar.lproj/Localizable.strings": #""BIOS" = "BIOS";"#]),
      // Kashmiri written in Devanagari, not in its default Perso-Arabic script.
      RuleExample([
        "en.json": #"{"a": "Next", "b": "Last image", "c": "Rotate the image"}"#,
        "ks.json": #"{"a": "दय्यम", "b": "अंदिम फोटो", "c": "फोटो गुम-अयुन"}"#,
      ]),
      // A table without source text: names of products.
      RuleExample(["ar.lproj/Main.strings": #""a1.title" = "Google Drive"; "a2.title" = "Dropbox";"#]),
      // A language's own name, marked not to be translated.
      RuleExample(["en.json": #"{"a": "עברית", "@a": {"shouldTranslate": false}}"#, "de.json": #"{"a": "עברית"}"#]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    // Without data for the locale (South Azerbaijani `azb`, written in Arabic script), ICU
    // does not know its direction either.
    guard file.locale.hasLocaleData else { return [] }
    let expected: TextDirection = file.locale.isRightToLeft ? .rightToLeft : .leftToRight
    var found: [Diagnostic] = []
    let source = context.isSource(file) ? nil : context.source
    let metadata = (source ?? file).metadata
    for entry in file.entries where !Translatability.holdsNames(entry.key) {
      // In a left-to-right locale only a right-to-left letter can be out of place: most texts
      // have none, and a scan of their scalars' ranges says so without a property lookup.
      if expected == .leftToRight, !entry.text.unicodeScalars.contains(where: Self.mayBeRightToLeft) { continue }
      // Marked not to be translated: the same text in every locale, whatever its script.
      if metadata[entry.key]?.shouldTranslate == false { continue }
      // Still the source text: untranslated, which catalog.untranslated reports; or the
      // source's name in other capitals (“Github” for “GitHub”), kept as names are.
      if let original = source?[entry.key],
        original.text == entry.text || Self.sameIgnoringCase(original.text, entry.text)
      {
        continue
      }
      // An Apple table without source text shows its keys as the source text: a value that
      // is its key (“BIOS” = “BIOS”) is kept as the source's, as names are.
      if source?[entry.key] == nil, entry.formatArguments != nil,
        entry.shownText == entry.key || Self.sameIgnoringCase(entry.key, entry.shownText)
      {
        continue
      }
      // A date format pattern (“MMM d, h:mm a”) is written in ASCII pattern letters in every
      // locale.
      if Self.isDateFormatPattern(entry.text) { continue }
      // A variant is flagged only for a strong letter against the locale's direction with no
      // letter of its direction beside it; when every text that has a strong letter also has
      // one of the locale's direction, every variant has one.
      guard let message = entry.message,
        !message.allTextsSatisfy({ Self.hasLetter(of: expected, orNoStrongLetter: $0) })
      else { continue }
      // Without the source text to compare with, a name (“Google Drive”, “Dropbox”, “Touch
      // ID”) is kept as it is in every locale: only a text that reads as language is judged.
      if !context.isSource(file), source?[entry.key] == nil, let plain = message.plainText,
        !CatalogUntranslatedRule.isLanguage(plain), Self.isLatin(plain)
      {
        continue
      }
      // A language written in several scripts, in a left-to-right one (Kashmiri `ks` in
      // Devanagari rather than its default Perso-Arabic): CLDR has the locale of that script.
      if expected == .rightToLeft, Self.isInAnotherScriptOfTheLanguage(entry.text, locale: file.locale) { continue }
      var reported: Set<Int> = []
      for variant in VisibleText.variants(of: entry) {
        var first: VisibleUnit?
        var hasExpected = false
        for unit in variant {
          guard let scalar = unit.scalar, let direction = Self.strongDirection(of: scalar) else { continue }
          if direction == expected {
            hasExpected = true
            break
          }
          if first == nil { first = unit }
        }
        guard !hasExpected, let first, reported.insert(first.offset).inserted else { continue }
        let text = variant.literalText.trimmingWhitespace
        // In a right-to-left locale, digits, unit symbols and codes (“kHz”, “4:3 (TV)”,
        // “WINDOWS-1256”) are written in Latin letters everywhere: only a word is out of place.
        if expected == .rightToLeft, !Self.hasLowercaseWord(text) { continue }
        let message =
          expected == .rightToLeft
          ? "“\(entry.key)” has no right-to-left letter in \(file.locale.tag), a right-to-left locale: “\(text)” is probably untranslated or pasted from another locale"
          : "“\(entry.key)” is written only in right-to-left letters in \(file.locale.tag), a left-to-right locale: “\(text)” probably belongs to another locale"
        found.append(
          diagnostic(message, in: file, at: file.position(ofMessageOffset: first.offset, in: entry), key: entry.key))
      }
    }
    return found
  }

  /// True when `text` has a word: a run of four lowercase letters or more, or a letter of a
  /// script without case (Han, Thai, …), not only symbols, units and codes.
  static func hasLowercaseWord(_ text: String) -> Bool {
    var run = 0
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      if properties.isAlphabetic, !properties.isLowercase, !properties.isUppercase, !scalar.isASCII { return true }
      if properties.isLowercase {
        run += 1
        if run >= 4 { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// False for every scalar that cannot be a strong right-to-left character: outside the
  /// Hebrew to Arabic Extended blocks, their presentation forms, the right-to-left mark and
  /// the supplementary right-to-left scripts.
  /// Whether the letters of `text` are of one script (not Latin) in which CLDR has a
  /// left-to-right locale of `locale`'s language (`ks-Deva`, `pa-Guru` beside `pa-Arab`).
  private static func isInAnotherScriptOfTheLanguage(_ text: String, locale: LocaleID) -> Bool {
    var script: String?
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      let code = SpoofChecker.script(of: scalar)
      if ["Zyyy", "Zinh", "Zzzz"].contains(code) { continue }
      if let found = script, found != code { return false }
      script = code
    }
    guard let script, script != "Latn", let written = try? LocaleID("\(locale.language)-\(script)") else {
      return false
    }
    return written.hasLocaleData && !written.isRightToLeft
  }

  /// Whether every letter of `text` is Latin, as the names of brands and products mostly are.
  private static func isLatin(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || UnicodeProperties.scriptName(of: $0) == "Latin" }
  }

  private static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0x200F, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    default: false
    }
  }

  /// True when `text` reads as a date format pattern (“MMM d, h:mm a”, “d MMM yyyy”): its
  /// letters are CLDR date field letters, each run of letters one letter repeated (`MMM`,
  /// `yyyy`, `a`), with a field of two or more letters among them; quoted literals aside.
  static func isDateFormatPattern(_ text: String) -> Bool {
    let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")
    var runs: [(letter: Character, count: Int)] = []
    var quoted = false
    for character in text {
      if character == "'" {
        quoted.toggle()
        continue
      }
      if quoted { continue }
      guard character.isLetter else {
        if runs.last?.count != 0 { runs.append((" ", 0)) }
        continue
      }
      guard character.isASCII, fieldLetters.contains(character) else { return false }
      if let last = runs.last, last.count > 0 {
        guard last.letter == character else { return false }
        runs[runs.count - 1].count += 1
      } else {
        runs.append((character, 1))
      }
    }
    let fields = runs.filter { $0.count > 0 }
    return fields.count >= 2 && fields.contains { $0.count >= 2 }
  }

  /// True when `a` and `b` differ only in capitals.
  private static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
  }

  /// The direction of a strong letter; nil for anything else. ASCII letters are the only
  /// strong ASCII characters, and they are left to right.
  private static func strongDirection(of scalar: Unicode.Scalar) -> TextDirection? {
    if scalar.isASCII {
      return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) ? .leftToRight : nil
    }
    return UnicodeProperties.bidiClass(of: scalar).strongDirection
  }

  /// True when `text` has a strong letter of `direction`, or no strong letter at all.
  private static func hasLetter(of direction: TextDirection, orNoStrongLetter text: String) -> Bool {
    var sawStrong = false
    for scalar in text.unicodeScalars {
      guard let found = strongDirection(of: scalar) else { continue }
      if found == direction { return true }
      sawStrong = true
    }
    return !sawStrong
  }
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate var trimmingWhitespace: String {
    let scalars = unicodeScalars.drop { $0.properties.isWhitespace }
    var result = String(String.UnicodeScalarView(scalars))
    while let last = result.unicodeScalars.last, last.properties.isWhitespace {
      result.unicodeScalars.removeLast()
    }
    return result
  }
}
