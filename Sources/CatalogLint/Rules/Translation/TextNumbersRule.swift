import ICU
import LocaleCatalog

/// A number of the source that the translation does not have: “30 days” translated as “31
/// Tage”. Numbers are compared as values, in any numbering system and with any separators.
public struct TextNumbersRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.numbers",
    name: "Number changed",
    explanation: """
      The numbers of the source should appear in the translation: on a confirmation \
      (“Delete messages older than 30 days?”) a changed number changes what the user agrees \
      to. Numbers are compared as values, digit by digit by their Unicode numeric value and \
      group by group, so that every numbering system and every locale’s separators agree: \
      “30” is “٣٠” in Arabic and “۳۰” in Persian, “1,000” is “1.000” in German, “1 000” in \
      French and “١٬٠٠٠” in Arabic, “2.5” is “2,5”, “10:30” is “10.30”. Numbers inside \
      placeholders (%1$d, {0}), markup, URLs and e-mail addresses are left alone, and so are \
      the source’s digits that belong to a word or a code (“1080p”, “MP3”, “H.264”, “2FA”). \
      A number may be spelled out or said otherwise in the translation (“zwei”, “zwölf”, \
      “half an hour” for 30 minutes, “三十”): a number under 100 is missing only when the \
      translation writes digits, and one up to ten only when another number stands in its \
      place. A translation \
      of every plural or select variant is compared with the source’s variants, and differs \
      only when it differs from all of them.
      """,
    hint: "Write the source’s number in the translation; the locale’s digits and separators are fine.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete messages older than 30 days?", "b": "Up to 1,000 photos", "c": "Keep 2 copies"}"#,
        "de.json":
          #"{"a": "Nachrichten löschen, die älter als ↓31 Tage sind?", "b": "Bis zu ↓100 Fotos", "c": "↓3 Kopien behalten"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete messages older than 30 days?", "b": "Up to 1,000 photos"}"#,
        "ar.json": #"{"a": "هل تريد حذف الرسائل الأقدم من ↓٣١ يومًا؟", "b": "ما يصل إلى ١٬٠٠٠ صورة"}"#,
        "ja.json": #"{"a": "30日より前のメッセージを削除しますか？", "b": "↓写真の上限に達しました"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# photo in 24 hours} other {# photos in 24 hours}}"}"#,
        "ru.json":
          #"{"a": "{count, plural, one {# фото за 24 часа} few {# фото за ↓12 часов} many {# фото за 24 часа} other {# фото за 24 часа}}"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "Delete %d files older than 30 days?";"#,
        "de.lproj/Localizable.strings": #""a" = "%d Dateien löschen, die älter als ↓13 Tage sind?";"#,
      ]),
    ],
    nonTriggeringExamples: [
      // Basque writes the percent sign first, and a case ending after the number.
      RuleExample([
        "en.json": #"{"a": "A process may use 100% CPU"}"#, "eu.json": #"{"a": "Prozesu batek PUZaren %100ean"}"#,
      ]),
      // A date in the locale's calendar and order: the Thai Buddhist year, the Polish day first.
      RuleExample([
        "en.json": #"{"a": "22 January 2016 or 1/22/2016"}"#,
        "th.json": #"{"a": "22 มกราคม 2559 หรือ 22/1/2559"}"#,
        "pl.json": #"{"a": "22 stycznia 2016 lub 22.01.2016"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Delete messages older than 30 days?", "b": "Up to 1,000 photos", "c": "Version 2.5", "d": "At 10:30"}"#,
        "de.json":
          #"{"a": "Nachrichten löschen, die älter als 30 Tage sind?", "b": "Bis zu 1.000 Fotos", "c": "Version 2,5", "d": "Um 10.30 Uhr"}"#,
        "ar.json":
          #"{"a": "هل تريد حذف الرسائل الأقدم من ٣٠ يومًا؟", "b": "ما يصل إلى ١٬٠٠٠ صورة", "c": "الإصدار ٢٫٥", "d": "في ١٠:٣٠"}"#,
        "fa.json":
          #"{"a": "پیام‌های قدیمی‌تر از ۳۰ روز حذف شوند؟", "b": "تا ۱٬۰۰۰ عکس", "c": "نسخهٔ ۲٫۵", "d": "ساعت ۱۰:۳۰"}"#,
        "fr.json":
          "{\"a\": \"Supprimer les messages de plus de 30 jours ?\", \"b\": \"Jusqu’à 1\u{202F}000 photos\", \"c\": \"Version 2,5\", \"d\": \"À 10 h 30\"}",
        "hi.json": #"{"a": "३० दिनों से पुराने संदेश हटाएँ?", "b": "1,000 तक फ़ोटो", "c": "संस्करण 2.5", "d": "10:30 बजे"}"#,
        "ja.json": #"{"a": "30日より前のメッセージを削除しますか？", "b": "最大1000枚の写真", "c": "バージョン2.5", "d": "10時30分"}"#,
        "ko.json": #"{"a": "30일이 지난 메시지를 삭제할까요?", "b": "최대 1,000장", "c": "버전 2.5", "d": "10:30"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Keep 2 copies", "b": "Record in 1080p", "c": "Export as MP3", "d": "Use H.264", "e": "Open https://example.com/page/42", "f": "{n} of 3 {files}", "g": "Every 12 hours"}"#,
        "de.json":
          #"{"a": "Zwei Kopien behalten", "b": "In Full HD aufnehmen", "c": "Als Audiodatei exportieren", "d": "AVC verwenden", "e": "https://example.com/seite öffnen", "f": "{n} von 3 {files}", "g": "Zweimal täglich"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {1 day left} other {# days left}}"}"#,
        "ru.json":
          #"{"a": "{count, plural, one {Остался # день} few {Осталось # дня} many {Осталось # дней} other {Осталось # дня}}"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "%1$d of %2$d";"#,
        "de.lproj/Localizable.strings": #""a" = "%1$d von %2$d";"#,
      ]),
    ]
  )

  /// A number written in a text: its digit groups, by value.
  struct Number: Hashable {
    /// The groups of digits between separators, each as ASCII digits; the first without
    /// leading zeros.
    let groups: [String]
    /// The separators between groups.
    let separators: [Unicode.Scalar]
    /// Where the number starts, and where it ends, in scalars of the text.
    let range: Range<Int>

    /// What the number may mean: its groups as written (“1|000”, which matches “1.000” and
    /// “1,000” and the decimal 1.000), and, when the separators group thousands (the last
    /// group of three digits, others of two or three: “1,00,000”), the whole number (“1000”).
    var keys: Set<String> {
      var keys: Set<String> = [groups.joined(separator: "|")]
      if groups.count > 1, Set(separators).count == 1, separators[0] != ":", groups[0].count <= 3,
        groups.last?.count == 3, groups.dropFirst().allSatisfy({ $0.count == 2 || $0.count == 3 })
      {
        let whole = groups.joined()
        keys.insert(String(whole.drop { $0 == "0" }.isEmpty ? "0" : whole.drop { $0 == "0" }))
      }
      return keys
    }

    /// The value of a number of one group, when it is small.
    var smallValue: Int? {
      guard groups.count == 1, groups[0].count <= 3 else { return nil }
      return Int(groups[0])
    }

    var shown: String {
      var text = groups[0]
      for (separator, group) in zip(separators, groups.dropFirst()) {
        text += separator == "," || separator == "." || separator == ":" ? String(separator) + group : "," + group
      }
      return text
    }
  }

  /// Separators written between groups of digits (and a decimal part): ASCII and Arabic
  /// comma and period, apostrophes, the colon of a time; spaces only before a group of three.
  private static let separators: Set<Unicode.Scalar> = [",", ".", "'", "’", ":", "\u{066B}", "\u{066C}"]
  private static let spaceSeparators: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

  private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
    guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
    return Int(value)
  }

  /// The numbers of `scalars` outside placeholders, markup and addresses. With
  /// `skippingCodes`, numbers with a letter of a spaced script before or after them
  /// (“1080p”, “MP3”, “H.264”) are left out.
  static func numbers(in scalars: [Unicode.Scalar], skippingCodes: Bool) -> [Number] {
    let technical = TranslationComparison.technicalRanges(in: scalars)
    var found: [Number] = []
    var index = 0
    while index < scalars.count {
      guard digitValue(scalars[index]) != nil else {
        index += 1
        continue
      }
      if let range = technical.first(where: { $0.contains(index) }) {
        index = range.upperBound
        continue
      }
      let start = index
      var groups: [String] = []
      var separatorsFound: [Unicode.Scalar] = []
      var group = ""
      while index < scalars.count, let value = digitValue(scalars[index]) {
        group.append(String(value))
        index += 1
      }
      groups.append(group)
      while index + 1 < scalars.count {
        let separator = scalars[index]
        var next = index + 1
        var digits = ""
        while next < scalars.count, let value = digitValue(scalars[next]) {
          digits.append(String(value))
          next += 1
        }
        guard !digits.isEmpty else { break }
        if spaceSeparators.contains(separator) {
          guard digits.count == 3 else { break }
        } else if !separators.contains(separator) {
          break
        }
        groups.append(digits)
        separatorsFound.append(separator)
        index = next
      }
      let end = index
      let first = groups[0].drop { $0 == "0" }
      groups[0] = first.isEmpty ? "0" : String(first)
      if skippingCodes, isCode(scalars, start: start, end: end) { continue }
      found.append(Number(groups: groups, separators: separatorsFound, range: start..<end))
    }
    return found
  }

  /// True when the digits from `start` to `end` belong to a word or a code: a letter of a
  /// script written with spaces touches them, or stands before a dot or an underscore
  /// before them (“H.264”).
  private static func isCode(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Bool {
    if end < scalars.count, TranslationComparison.isLetterOfSpacedScript(scalars[end]) { return true }
    guard start > 0 else { return false }
    let before = scalars[start - 1]
    if TranslationComparison.isLetterOfSpacedScript(before) { return true }
    if before == "." || before == "_" || before == "-", start > 1,
      TranslationComparison.isLetterOfSpacedScript(scalars[start - 2])
    {
      return before != "-"
    }
    return false
  }

  /// Every key and every group of `numbers`: what a number of the other text may match.
  private static func pool(of numbers: [Number]) -> Set<String> {
    var pool: Set<String> = []
    for number in numbers {
      pool.formUnion(number.keys)
      pool.formUnion(number.groups)
    }
    return pool
  }

  /// The problem of `translation` against `source`, or nil when it has the source's numbers.
  static func problem(source: VariantText, translation: VariantText) -> (message: String, offset: Int)? {
    let expected = numbers(in: source.scalars, skippingCodes: true)
    guard !expected.isEmpty else { return nil }
    // A text with a year holds a date or a copyright line: each locale writes dates in its
    // own calendar and order (Thai 2559 for 2016, 22.01.2016 for 1/22/2016) and may pick
    // another example.
    if expected.contains(where: {
      $0.groups.count == 1 && $0.groups[0].count == 4 && (1900...2100).contains(Int($0.groups[0]) ?? 0)
    }) {
      return nil
    }
    let written = numbers(in: translation.scalars, skippingCodes: false)
    let writtenPool = pool(of: written)
    let missing = expected.filter { number in
      number.keys.isDisjoint(with: writtenPool) && !number.groups.allSatisfy(writtenPool.contains)
    }
    guard !missing.isEmpty else { return nil }
    let sourcePool = pool(of: numbers(in: source.scalars, skippingCodes: false))
    let extra = written.filter { $0.keys.isDisjoint(with: sourcePool) && !$0.groups.allSatisfy(sourcePool.contains) }
    // A number may be spelled out or said otherwise (“zwei”, “zwölf”, “half an hour” for 30
    // minutes, “三十” in Han numerals) when the translation writes no digit in its place;
    // a large one (100 and more) rarely is. Another number in its place is a changed number.
    let reported =
      extra.isEmpty
      ? (written.isEmpty
        ? missing.filter { ($0.smallValue ?? 100) >= 100 } : missing.filter { ($0.smallValue ?? 11) > 10 })
      : missing
    guard !reported.isEmpty else { return nil }
    let names = reported.map(\.shown).joined(separator: ", ")
    if let replacement = extra.first {
      let writtenText = String(String.UnicodeScalarView(translation.scalars[replacement.range]))
      return (
        "the source’s number \(names) is not in the translation, which has \(writtenText) instead",
        translation.offset(at: replacement.range.lowerBound)
      )
    }
    return (
      reported.count == 1
        ? "the source’s number \(names) is not in the translation"
        : "the source’s numbers \(names) are not in the translation",
      translation.offset(at: 0)
    )
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      // Most texts have no digit: answered from their bytes, then their scalars.
      let text = translated.source.text
      guard
        text.utf8.contains(where: { (0x30...0x39).contains($0) })
          || (text.utf8.contains { $0 >= 0x80 } && text.unicodeScalars.contains { Self.digitValue($0) != nil })
      else { continue }
      found += differenceFindings(of: translated, in: file, Self.problem)
    }
    return found
  }
}
