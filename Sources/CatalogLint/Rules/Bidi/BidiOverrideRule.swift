import ICU
import LocaleCatalog

/// An embedding or override control (LRE, RLE, LRO, RLO, PDF) in catalog text.
public struct BidiOverrideRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "bidi.override",
    name: "Bidi embedding or override control",
    explanation: """
      Catalog text may not carry the embedding and override controls LRE, RLE, LRO, RLO and \
      PDF (U+202A–U+202E). An embedding left open reorders everything after it, argument \
      values included; an override shows letters in another order than they are stored (the \
      “Trojan Source” trick), so what a reviewer reads is not what users see. Use the isolates \
      LRI, RLI or FSI … PDI (U+2066–U+2069) instead, as SheetL10n does around arguments.
      """,
    hint: "Remove the control; to keep embedded text in its own direction, wrap it in FSI (U+2068) and PDI (U+2069).",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete ↓\u202Ereport.pdf"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# file} other {# files}}"}"#,
        "he.json": #"{"a": "{count, plural, one {קובץ ↓\u202A#↓\u202C} two {# קבצים} other {# קבצים}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete \u2068{name}\u2069?"}"#]),
      RuleExample(["en.json": #"{"a": "Delete {name}?"}"#, "ar.json": #"{"a": "حذف \u2067{name}\u2069\u200F؟"}"#]),
    ]
  )

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // Every embedding and override control is written E2 80 xx in UTF-8.
    for entry in file.entries where entry.text.utf8Contains(0xE2) {
      var offset = 0
      for scalar in entry.text.unicodeScalars {
        defer { offset += scalar.utf16.count }
        // LRE, RLE, PDF, LRO and RLO are U+202A…U+202E; ICU confirms.
        guard (0x202A...0x202E).contains(scalar.value) else { continue }
        let bidiClass = UnicodeProperties.bidiClass(of: scalar)
        guard bidiClass.isEmbeddingOrOverride else { continue }
        let replacement = Self.replacement(for: bidiClass)
        found.append(
          diagnostic(
            "“\(entry.key)” contains \(UnicodeProperties.name(of: scalar)) (U+\(UnicodeProperties.codePoint(scalar))); embedding and override controls are forbidden, use \(UnicodeProperties.name(of: replacement)) (U+\(UnicodeProperties.codePoint(replacement))) instead",
            in: file, at: file.position(ofMessageOffset: offset, in: entry), key: entry.key))
      }
    }
    return found
  }

  /// The isolate that does the job of an embedding or override control without leaking.
  static func replacement(for bidiClass: UnicodeProperties.BidiClass) -> Unicode.Scalar {
    switch bidiClass {
    case .leftToRightEmbedding, .leftToRightOverride: return "\u{2066}"
    case .rightToLeftEmbedding, .rightToLeftOverride: return "\u{2067}"
    default: return "\u{2069}"
    }
  }
}
