import ICU
import LocaleCatalog

/// A word that mixes look-alike letters of different scripts, such as “Dеlete” with a
/// Cyrillic “е”.
public struct TextConfusableRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.confusable",
    name: "Mixed-script word",
    explanation: """
      A word that mixes scripts, such as “Dеlete” with a Cyrillic “е” (U+0435) or “Удaлить” \
      with a Latin “a”, looks right but is not: search, spell checking, sorting and tests that \
      compare labels all fail, and it is a classic spoofing trick. Each word (ICU’s word break \
      iterator, so Thai, Chinese and Japanese work) is checked with ICU’s spoof checker at the \
      highly restrictive level, so “Удалить PDF” (two words) and Japanese mixing kanji, kana and \
      Latin are fine, and so is a right-to-left prefix joined to a Latin name (Arabic “الـGPU”, \
      Hebrew “לiPhone”). Format characters are not letters: an Arabic letter mark (U+061C) after \
      “iPhone” keeps the word Latin. The finding points at the first letter of the minority script.
      """,
    hint: "Retype the word in one script; the look-alike letter comes from another alphabet.",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "D↓еlete", "b": "Sign Out"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "ru.json":
          #"{"a": "{count, plural, one {Уд↓aлить # фото} few {Удалить # фото} many {Удалить # фото} other {Удалить # фото}}"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "el.json": #"{"a": "Διαγρ↓aφή"}"#]),
      // Kabyle typed with the Greek epsilon for the Latin open e (ɛ).
      RuleExample(["en.json": #"{"a": "Password"}"#, "kab.json": #"{"a": "Awal n u↓εeddi"}"#]),
    ],
    nonTriggeringExamples: [
      // A Latin name with an ending of another script, a file name, the micro sign of units.
      RuleExample([
        "en.json": #"{"a": "Open with Kodi", "b": "Screenshot.png", "c": "%s μg"}"#,
        "ta.json": #"{"a": "Kodiயுடன் திற"}"#,
        "uk.json": #"{"b": "Знімок.png"}"#,
        "sv.json": #"{"c": "%s μg"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete PDF", "b": "Delete {name}", "c": "Open in Wi‑Fi"}"#,
        "ru.json": #"{"a": "Удалить PDF", "b": "Удалить {name}", "c": "Открыть в Wi‑Fi"}"#,
        "ja.json": #"{"a": "PDFを削除", "b": "{name}を削除", "c": "Wi‑Fiで開く"}"#,
        "sr.json": #"{"a": "Избриши PDF", "b": "Избриши {name}", "c": "Отвори у Wi‑Fi мрежи"}"#,
      ]),
      // An Arabic letter mark after a Latin word, so that the full stop follows the Arabic text.
      RuleExample([
        "en.json": #"{"a": "Take a photo with your iPhone."}"#,
        "ar.json": "{\"a\": \"التقط صورة باستخدام iPhone\u{061C}.\"}",
      ]),
      // A unit after a narrow no-break space; a Latin accelerator and a brand run into
      // Myanmar words, which are written without spaces.
      RuleExample([
        "en.json": #"{"a": "%s h", "b": "_Undo", "c": "The latest GNOME"}"#,
        "be.json": "{\"a\": \"%s\u{202F}гадз\"}",
        "my.json": #"{"b": "_Uချေ", "c": "နောက်ဆုံးပေါ်GNOMEနည်း"}"#,
      ]),
      // A Latin acronym with a Cyrillic case ending, and a name with one after an apostrophe.
      RuleExample(["en.json": #"{"a": "Open URLs"}"#, "bg.json": #"{"a": "Отваряне на URLи"}"#]),
      RuleExample(["en.json": #"{"a": "Share with Snow Owl"}"#, "ru.json": #"{"a": "Поделиться через Snow Owl'ом"}"#]),
      // The Arabic article or preposition joined to a Latin name with a tatweel, and a Hebrew
      // prefix on one: written so on purpose.
      RuleExample([
        "en.json": #"{"a": "Use the GPU", "b": "Welcome to Snow Owl"}"#,
        "ar.json": #"{"a": "استخدام الـGPU", "b": "مرحبًا بك في لـSnow Owl"}"#,
        "he.json": #"{"a": "השתמש בGPU", "b": "ברוכים הבאים לSnow Owl"}"#,
      ]),
    ]
  )

  /// True when `word` has strong letters of both directions: a right-to-left prefix
  /// joined to a left-to-right name, never a look-alike.
  static func joinsDirections(_ word: String) -> Bool {
    var directions: Set<TextDirection> = []
    for scalar in word.unicodeScalars {
      if let direction = UnicodeProperties.bidiClass(of: scalar).strongDirection { directions.insert(direction) }
      if directions.count == 2 { return true }
    }
    return false
  }

  /// True when `word` is a Latin acronym with a case ending of another script, or the
  /// reverse (Bulgarian “URLи”, Russian “PDFом”), or a name with an ending after an
  /// apostrophe (“Loop'ом”): written so on purpose, and no look-alike inside a word.
  static func isAcronymWithEnding(_ word: String) -> Bool {
    // A name with an ending after an apostrophe (Russian “Loop'ом”, “iPhone’а”): each part
    // is in one script.
    let parts = word.split(whereSeparator: { $0 == "'" || $0 == "’" })
    if parts.count > 1 {
      return parts.allSatisfy { part in
        let scripts = Set(part.unicodeScalars.filter(\.properties.isAlphabetic).map(\.isASCII))
        return scripts.count <= 1
      }
    }
    let letters = word.unicodeScalars.filter(\.properties.isAlphabetic)
    guard let first = letters.first else { return false }
    let isLatin = { (scalar: Unicode.Scalar) in scalar.isASCII }
    let leading = letters.prefix { isLatin($0) == isLatin(first) }
    let trailing = letters.dropFirst(leading.count)
    guard !trailing.isEmpty, trailing.allSatisfy({ isLatin($0) != isLatin(first) }) else { return false }
    let latin = isLatin(first) ? leading : trailing
    // The micro sign is written with the Greek mu in units (“μg”, “μs”).
    if !isLatin(first), leading.count == 1, leading.first?.value == 0x03BC { return true }
    // A name or a word of three Latin letters or more with an ending of another script
    // (Telugu “lircను”, Tamil “Kodiயுடன்”, Ukrainian “Відео.png”): no look-alike letter
    // stands in a word of the other script.
    return latin.count >= 3 || (latin.count >= 2 && latin.allSatisfy(\.properties.isUppercase))
  }

  /// ICU's spoof checker, opened once; nil only if ICU cannot open one.
  private static let checker: SpoofChecker? = try? SpoofChecker()

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    guard let checker = Self.checker, let breaker = try? WordBreaker(locale: file.locale) else { return [] }
    var found: [Diagnostic] = []
    // Catalogs repeat their words: ask the spoof checker once per word.
    var mixesScripts: [String: Bool] = [:]
    for entry in file.entries where !entry.text.isASCIIOnly {
      // A word can fail the restriction level only inside a text that can.
      guard let message = entry.message,
        !message.allTextsSatisfy(UnicodeProperties.passesHighlyRestrictiveLevel)
      else { continue }
      for run in VisibleText.literalRuns(of: entry) where run.contains(where: { !($0.scalar?.isASCII ?? true) }) {
        let text = run.literalText
        for segment in breaker.segments(text) where segment.isWord {
          let mixes =
            mixesScripts[segment.text]
            ?? {
              // A right-to-left prefix on a Latin name (Arabic “لـWhisky”, Hebrew “לiPhone”)
              // is written so on purpose, and no right-to-left letter passes for a Latin one.
              if Self.joinsDirections(segment.text) || Self.isAcronymWithEnding(segment.text) {
                mixesScripts[segment.text] = false
                return false
              }
              // Format characters (bidi marks, joiners) take part in no script of the word,
              // and a space the word breaker keeps inside a word (the NARROW NO-BREAK SPACE
              // joins words of Mongolian) still separates two: “%s гадз”.
              let parts = segment.text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
              let mixes = parts.contains { part in
                let letters = String(String.UnicodeScalarView(part.filter { $0.properties.generalCategory != .format }))
                return checker.failures(of: letters).contains(.restrictionLevel)
              }
              mixesScripts[segment.text] = mixes
              return mixes
            }()
          guard mixes else { continue }
          // The UTF-16 offset in `text` where each unit of `run` starts.
          var starts: [Int: Int] = [:]
          var utf16 = 0
          for (index, unit) in run.enumerated() {
            starts[utf16] = index
            utf16 += unit.scalar?.utf16.count ?? 0
          }
          guard let first = starts[segment.range.lowerBound] else { continue }
          let units = Array(run[first..<min(run.count, first + segment.text.unicodeScalars.count)])
          guard let (odd, majority, minority) = Self.minority(in: units),
            Self.mayPassFor(odd, in: majority, from: minority, checker: checker)
          else { continue }
          found.append(
            diagnostic(
              Self.message(
                word: segment.text, key: entry.key, odd: odd, majority: majority, minority: minority, checker: checker),
              in: file, at: file.position(ofMessageOffset: odd.offset, in: entry), key: entry.key))
        }
      }
    }
    return found
  }

  /// The first letter of the word's less used script, with the English names of the word's
  /// main script and of that letter's script.
  private static func minority(in word: [VisibleUnit]) -> (VisibleUnit, String, String)? {
    var counts: [String: Int] = [:]
    var sample: [String: Unicode.Scalar] = [:]
    var order: [String] = []
    var scripts: [String?] = []
    for unit in word {
      guard let scalar = unit.scalar, scalar.properties.generalCategory != .format else {
        scripts.append(nil)
        continue
      }
      let script = SpoofChecker.script(of: scalar)
      guard !["Zyyy", "Zinh", "Zzzz"].contains(script) else {
        scripts.append(nil)
        continue
      }
      scripts.append(script)
      if counts[script] == nil {
        order.append(script)
        sample[script] = scalar
      }
      counts[script, default: 0] += 1
    }
    guard order.count > 1 else { return nil }
    // The most used script; on a tie, the one the word starts with.
    var majority = order[0]
    for script in order where (counts[script] ?? 0) > (counts[majority] ?? 0) { majority = script }
    guard let index = scripts.firstIndex(where: { $0 != nil && $0 != majority }), let odd = word[index].scalar,
      let main = sample[majority]
    else { return nil }
    return (word[index], UnicodeProperties.scriptName(of: main), UnicodeProperties.scriptName(of: odd))
  }

  /// Greek letters typed for the Latin letters that African alphabets (Kabyle, Ewe, Lingala,
  /// Twi) took from Greek: open e and gamma.
  private static let latinLettersOfAfricanAlphabets: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{03B5}": "\u{025B}", "\u{0395}": "\u{0190}", "\u{03B3}": "\u{0263}", "\u{0393}": "\u{0194}",
  ]

  /// The scripts whose letters are drawn from one another's (Latin, Greek, Cyrillic): a
  /// letter of one inside a word of another is a look-alike as a rule (“Удaлить”, “Mέσω”).
  private static let alphabetsOfOneOrigin: Set<String> = ["Latin", "Greek", "Cyrillic"]

  /// Whether the letter `odd` of the script `minority` may pass for a letter of `majority`,
  /// the word's script: both are alphabets of one origin, or ICU's confusable skeleton of the
  /// letter is a letter of `majority`. A Latin accelerator or a brand run into a Myanmar or
  /// Thai word (“_Uချေ”, “ပေါ်GNOMEနည်း”) passes for nothing.
  private static func mayPassFor(_ odd: VisibleUnit, in majority: String, from minority: String, checker: SpoofChecker)
    -> Bool
  {
    if alphabetsOfOneOrigin.contains(majority) && alphabetsOfOneOrigin.contains(minority) { return true }
    guard let scalar = odd.scalar else { return false }
    let skeleton = checker.skeleton(of: String(Character(scalar)))
    return skeleton.unicodeScalars.contains { $0 != scalar && UnicodeProperties.scriptName(of: $0) == majority }
  }

  private static func message(
    word: String, key: String, odd: VisibleUnit, majority: String, minority: String, checker: SpoofChecker
  ) -> String {
    guard let scalar = odd.scalar else { return "" }
    let letter =
      "“\(Character(scalar))” (U+\(UnicodeProperties.codePoint(scalar)) \(UnicodeProperties.name(of: scalar)))"
    var text = "the word “\(word)” of “\(key)” mixes \(majority) with the \(minority) \(letter)"
    let skeleton = checker.skeleton(of: String(Character(scalar)))
    if majority == "Latin", let latin = latinLettersOfAfricanAlphabets[scalar] {
      // Berber, Ewe, Lingala and other Latin alphabets have their own open e and gamma.
      text +=
        ", where the Latin alphabet has “\(Character(latin))” (U+\(UnicodeProperties.codePoint(latin)) \(UnicodeProperties.name(of: latin)))"
    } else if let lookalike = skeleton.unicodeScalars.first, skeleton.unicodeScalars.count == 1, lookalike != scalar,
      UnicodeProperties.scriptName(of: lookalike) == majority
    {
      text += ", which looks like the \(majority) “\(Character(lookalike))”"
    }
    return text + "; type the word again in one script"
  }
}
