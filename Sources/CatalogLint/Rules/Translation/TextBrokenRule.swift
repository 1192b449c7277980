import ICU
import LocaleCatalog

/// Text broken by a wrong encoding: the replacement character U+FFFD, or UTF-8 read as Latin-1
/// or Windows-1252 (“Ã©” for “é”, “â€™” for “’”).
public struct TextBrokenRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.broken",
    name: "Broken characters",
    explanation: """
      Characters lost to an encoding error show as garbage to every user of the locale. \
      Reported are the replacement character � (U+FFFD), which a decoder writes for bytes \
      it could not read, and mojibake: the bytes of a UTF-8 character read one by one as \
      Latin-1 or Windows-1252 (“Ã©” for “é”, “Ã¼” for “ü”, “â€™” for “’”, “Ã…” for \
      “Å”), found by encoding the suspect characters back to those bytes and reading them \
      as UTF-8, which must give a Latin letter or punctuation; ordinary text such as \
      “Gruß…” and the Albanian “Ç’” do not decode so. Every text of every locale is read, the source’s \
      included; a translation that is the same text as the source is reported at the source. \
      Control characters are `text.invisible`’s.
      """,
    hint: "Retype the broken characters, and save the file as UTF-8.",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "b": "Don↓â€™t save", "c": "Caf↓Ã© menu"}"#,
        "de.json": #"{"a": "Lö↓\uFFFDschen", "b": "Nicht speichern", "c": "Menü im Caf↓Ã©", "d": "↓Ãœbersicht"}"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Delete</string></resources>"#,
        "values-sv/strings.xml": #"<resources><string name="a">Ta bort fr↓Ã¥n listan</string></resources>"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete", "b": "Don’t save", "c": "Café menu", "d": "Greeting…"}"#,
        "de.json": #"{"a": "Löschen", "b": "Nicht speichern", "c": "Menü im Café", "d": "Gruß…"}"#,
        "pt.json": #"{"a": "SÃO PAULO", "b": "NÃO SALVAR", "c": "Cardápio do café", "d": "Saudação…"}"#,
        "vi.json": #"{"a": "Xóa", "b": "Không lưu", "c": "Thực đơn quán cà phê", "d": "LỜI CHÀO…"}"#,
        "fi.json": #"{"a": "Poista", "b": "Älä tallenna", "c": "KAHVILA–MENU", "d": "TERVEHDYS…"}"#,
        "sq.json": #"{"a": "Fshi", "b": "Ç’nuk shkon?", "c": "Menyja e kafenesë", "d": "Përshëndetje…"}"#,
      ])
    ]
  )

  /// The Windows-1252 bytes 0x80–0x9F that are characters (Latin-1 reads them as C1 controls,
  /// which map to themselves).
  private static let windows1252: [Unicode.Scalar: UInt8] = [
    "\u{20AC}": 0x80, "\u{201A}": 0x82, "\u{0192}": 0x83, "\u{201E}": 0x84, "\u{2026}": 0x85, "\u{2020}": 0x86,
    "\u{2021}": 0x87, "\u{02C6}": 0x88, "\u{2030}": 0x89, "\u{0160}": 0x8A, "\u{2039}": 0x8B, "\u{0152}": 0x8C,
    "\u{017D}": 0x8E, "\u{2018}": 0x91, "\u{2019}": 0x92, "\u{201C}": 0x93, "\u{201D}": 0x94, "\u{2022}": 0x95,
    "\u{2013}": 0x96, "\u{2014}": 0x97, "\u{02DC}": 0x98, "\u{2122}": 0x99, "\u{0161}": 0x9A, "\u{203A}": 0x9B,
    "\u{0153}": 0x9C, "\u{017E}": 0x9E, "\u{0178}": 0x9F,
  ]

  /// The byte a character stands for when UTF-8 was read as Latin-1 or Windows-1252.
  private static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
    if scalar.value <= 0xFF { return UInt8(scalar.value) }
    return windows1252[scalar]
  }

  /// True when `scalar`, decoded from what looked like mojibake, is what a Latin text holds:
  /// a letter or sign of Latin-1 and the Latin Extended blocks, or general punctuation and
  /// the euro sign.
  private static func isPlausible(_ scalar: Unicode.Scalar) -> Bool {
    (0xA0...0x24F).contains(scalar.value) || (0x2010...0x206F).contains(scalar.value) || scalar.value == 0x20AC
      || (0x1E00...0x1EFF).contains(scalar.value)
  }

  /// The length of the mojibake that starts at `index`, or nil.
  static func mojibakeLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard let lead = byte(scalars[index]) else { return nil }
    let continuations: Int
    switch lead {
    case 0xC2...0xDF: continuations = 1
    case 0xE0...0xEF: continuations = 2
    case 0xF0...0xF4: continuations = 3
    default: return nil
    }
    guard index + continuations < scalars.count else { return nil }
    var bytes = [lead]
    for offset in 1...continuations {
      let scalar = scalars[index + offset]
      guard let next = byte(scalar), (0x80...0xBF).contains(next) else { return nil }
      // A letter then an apostrophe or a dash (Albanian “Ç’”, “Š–”) is text: Windows-1252's
      // punctuation follows a two-byte lead only for Ã and Â, the leads of Latin-1's letters.
      if continuations == 1, scalar.value > 0xFF, lead != 0xC2, lead != 0xC3 { return nil }
      bytes.append(next)
    }
    var decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
    guard let scalar = decoded.next(), decoded.next() == nil, scalar != "\u{FFFD}", isPlausible(scalar) else {
      return nil
    }
    return continuations + 1
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let source = context.isSource(file) ? nil : context.source
    var found: [Diagnostic] = []
    for entry in file.entries {
      // Most texts hold neither U+FFFD (EF BF BD) nor a Latin-1 letter that mojibake starts
      // with (U+00C2–U+00F4, written C3 xx): answered from bytes.
      guard entry.text.utf8.contains(where: { $0 == 0xC3 || $0 == 0xEF }) else { continue }
      if let original = source?[entry.key], original.text == entry.text { continue }
      for run in VisibleText.literalRuns(of: entry) {
        let scalars = run.compactMap(\.scalar)
        guard scalars.count == run.count else { continue }
        var index = 0
        while index < scalars.count {
          if scalars[index] == "\u{FFFD}" {
            found.append(
              diagnostic(
                "“\(entry.key)” contains the replacement character � (U+FFFD): a character was lost to an encoding error",
                in: file, at: file.position(ofMessageOffset: run[index].offset, in: entry), key: entry.key))
            index += 1
            continue
          }
          if let length = Self.mojibakeLength(in: scalars, at: index) {
            var end = index + length
            while end < scalars.count, let next = Self.mojibakeLength(in: scalars, at: end) { end += next }
            let broken = String(String.UnicodeScalarView(scalars[index..<end]))
            var bytes: [UInt8] = []
            for scalar in scalars[index..<end] { if let byte = Self.byte(scalar) { bytes.append(byte) } }
            let meant = String(decoding: bytes, as: UTF8.self)
            found.append(
              diagnostic(
                "“\(entry.key)” contains “\(broken)”, UTF-8 for “\(meant)” read as Latin-1 or Windows-1252 (mojibake)",
                in: file, at: file.position(ofMessageOffset: run[index].offset, in: entry), key: entry.key))
            index = end
            continue
          }
          index += 1
        }
      }
    }
    return found
  }
}
