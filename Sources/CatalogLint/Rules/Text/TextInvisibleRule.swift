import ICU
import LocaleCatalog

/// Invisible characters in catalog text: zero-width characters, byte order marks, soft
/// hyphens, control characters and other format characters.
public struct TextInvisibleRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.invisible",
    name: "Invisible character",
    explanation: """
      Labels should not carry characters nobody can see: zero-width spaces (U+200B), word \
      joiners (U+2060), byte order marks (U+FEFF), soft hyphens (U+00AD), control characters \
      other than tab and newline, and other format characters (ICU’s general category Cf). \
      They arrive by copy and paste, break search and comparison, and hide differences from \
      reviewers. Some are legitimate and left alone: the ZERO WIDTH NON-JOINER (U+200C) and \
      ZERO WIDTH JOINER (U+200D) between two letters of a cursive script (Persian \
      “می‌خواهم”, Urdu, Arabic) or next to a virama (Devanagari, Bengali, Sinhala conjuncts), \
      and the ZWJ inside an emoji sequence (👩‍💻); a SOFT HYPHEN between two letters, a \
      deliberate break point in a long word (German “Datenschutz\u{AD}einstellungen”); the marks \
      LRM, RLM and ALM; the visible Arabic number signs. Embedding, override and isolate \
      controls are left to the bidi rules. A run of invisible characters is one finding.
      """,
    hint: "Delete the invisible character; retype the text if it was pasted from another application.",
    severity: .warning,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Delete↓\u200B Photo", "b": "↓\uFEFFCancel", "c": "Unsubscribe↓\u00AD", "d": "Sign↓\u200B\u200B\u2060 Out"}"#
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete photo} other {Delete # photos}}"}"#,
        "de.json": #"{"a": "{count, plural, one {Foto lö↓\u200Dschen} other {# Fotos löschen↓\u0007}}"}"#,
      ]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "fa.json": #"{"a": "حذف↓\u200C"}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "I want", "b": "Delete", "c": "Share 👩\u200D💻", "d": "Line one\nline two\tend"}"#,
        "fa.json": #"{"a": "می\u200Cخواهم", "b": "حذف\u200Cها", "c": "اشتراک\u200Cگذاری 👩\u200D💻", "d": "\u200Fحذف"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Privacy settings"}"#,
        "de.json": #"{"a": "Datenschutz\u00ADeinstellungen"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Delete"}"#,
        "hi.json": #"{"a": "क्\u200Dष"}"#,
        "bn.json": #"{"a": "র\u200D্যাব"}"#,
      ]),
    ]
  )

  private struct Located {
    let scalar: Unicode.Scalar
    let offset: Int
    /// True when the scalar belongs to a grapheme cluster that starts with an emoji, but is
    /// not its first scalar.
    let isInsideEmoji: Bool
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for entry in file.entries where Self.mayHaveInvisibles(entry.text) {
      let scalars = Self.locate(entry.text)
      var index = 0
      while index < scalars.count {
        guard let (what, why) = Self.problem(at: index, in: scalars) else {
          index += 1
          continue
        }
        // A run of invisible characters is one finding, at its first.
        var end = index + 1
        while end < scalars.count, Self.problem(at: end, in: scalars) != nil { end += 1 }
        let codes = scalars[index..<end].map { "U+\(UnicodeProperties.codePoint($0.scalar))" }
        let message =
          end - index == 1
          ? "“\(entry.key)” contains \(what) (\(codes[0]))\(why)"
          : "“\(entry.key)” contains a run of \(end - index) invisible characters (\(codes.joined(separator: " "))), starting with \(what)\(why)"
        found.append(
          diagnostic(
            message, in: file, at: file.position(ofMessageOffset: scalars[index].offset, in: entry), key: entry.key))
        index = end
      }
    }
    return found
  }

  /// False when no character of `text` is a control (other than tab and newline) or a
  /// format character: the only ones this rule reports. Most texts are answered from their
  /// bytes; the others from the general category of their non-ASCII scalars.
  private static func mayHaveInvisibles(_ text: String) -> Bool {
    UnicodeProperties.containsControlOrFormat(text)
  }

  private static func locate(_ text: String) -> [Located] {
    var result: [Located] = []
    var offset = 0
    for character in text {
      let emoji = character.unicodeScalars.first.map(UnicodeProperties.isExtendedPictographic) ?? false
      for (position, scalar) in character.unicodeScalars.enumerated() {
        result.append(Located(scalar: scalar, offset: offset, isInsideEmoji: emoji && position > 0))
        offset += scalar.utf16.count
      }
    }
    return result
  }

  /// What the scalar at `index` is and why it should not be there, or nil when it is fine.
  private static func problem(at index: Int, in scalars: [Located]) -> (what: String, why: String)? {
    let scalar = scalars[index].scalar
    // Printable ASCII, tab and newline: the common case, answered without a lookup.
    if (0x20..<0x7F).contains(scalar.value) || scalar == "\t" || scalar == "\n" { return nil }
    var name: String { UnicodeProperties.name(of: scalar) }
    switch UnicodeProperties.generalCategory(of: scalar) {
    case .control:
      return ("the control character \(name)", ", which is invisible or breaks the layout; remove it")
    case .format:
      let bidiClass = UnicodeProperties.bidiClass(of: scalar)
      if bidiClass.isEmbeddingOrOverride || bidiClass.isIsolateInitiator || bidiClass == .popDirectionalIsolate {
        return nil  // bidi.override and bidi.unbalanced-isolate
      }
      if bidiClass.strongDirection != nil { return nil }  // LRM, RLM, ALM
      if UnicodeProperties.isPrependedConcatenationMark(scalar) { return nil }
      if scalars[index].isInsideEmoji { return nil }
      switch scalar {
      case "\u{200C}", "\u{200D}":
        if joinerIsLegitimate(at: index, in: scalars) { return nil }
        return (
          "a \(name)",
          ", invisible here: it belongs only between two letters of a script that uses it (Persian, Urdu, Arabic, Indic conjuncts) or inside an emoji; remove it"
        )
      case "\u{00AD}":
        // Between two letters: a deliberate break point in a long word.
        if index > 0, index + 1 < scalars.count,
          UnicodeProperties.generalCategory(of: scalars[index - 1].scalar).isLetter,
          UnicodeProperties.generalCategory(of: scalars[index + 1].scalar).isLetter
        {
          return nil
        }
        return ("a SOFT HYPHEN", ", invisible unless the line breaks there; labels should not be hyphenated, remove it")
      case "\u{FEFF}":
        return ("a ZERO WIDTH NO-BREAK SPACE", ", a byte order mark, invisible inside text; remove it")
      default:
        return (
          "the invisible format character \(name)",
          ", which breaks search and comparison and hides from reviewers; remove it"
        )
      }
    default:
      return nil
    }
  }

  /// A ZWNJ or ZWJ next to a virama (Indic conjuncts and half forms), or between two letters
  /// of one cursive script (Arabic, Persian, Urdu, Syriac, …), marks looked through.
  private static func joinerIsLegitimate(at index: Int, in scalars: [Located]) -> Bool {
    let before = index > 0 ? scalars[index - 1].scalar : nil
    let after = index + 1 < scalars.count ? scalars[index + 1].scalar : nil
    guard let before, let after, isLetterOrMark(before), isLetterOrMark(after) else { return false }
    if isVirama(before) || isVirama(after) { return true }
    guard let left = letter(from: index - 1, step: -1, in: scalars),
      let right = letter(from: index + 1, step: 1, in: scalars)
    else { return false }
    return UnicodeProperties.joiningType(of: left).joins && UnicodeProperties.joiningType(of: right).joins
      && SpoofChecker.script(of: left) == SpoofChecker.script(of: right)
  }

  /// The first letter from `start` in the direction of `step`, skipping transparent marks.
  private static func letter(from start: Int, step: Int, in scalars: [Located]) -> Unicode.Scalar? {
    var index = start
    while index >= 0, index < scalars.count {
      let scalar = scalars[index].scalar
      if UnicodeProperties.generalCategory(of: scalar).isLetter { return scalar }
      guard UnicodeProperties.joiningType(of: scalar) == .transparent else { return nil }
      index += step
    }
    return nil
  }

  private static func isVirama(_ scalar: Unicode.Scalar) -> Bool {
    UnicodeProperties.canonicalCombiningClass(of: scalar) == UnicodeProperties.viramaCombiningClass
  }

  private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = UnicodeProperties.generalCategory(of: scalar)
    return category.isLetter || category.isMark
  }
}
