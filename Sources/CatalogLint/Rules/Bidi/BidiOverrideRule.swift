import ICU
import LocaleCatalog

/// An embedding or override control (LRE, RLE, LRO, RLO, PDF) in catalog text: an error when
/// it is left open or closes nothing, a warning when a pair is balanced.
public struct BidiOverrideRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "bidi.override",
    name: "Bidi embedding or override control",
    explanation: """
      Catalog text should not carry the embedding and override controls LRE, RLE, LRO, RLO \
      and PDF (U+202A–U+202E). An embedding or override left open (no PDF before the end of \
      the text, in some plural or select branch) reorders everything after it, argument \
      values and the text the label is shown in included; a PDF that closes nothing pops the \
      direction of the surrounding text: both are errors. A balanced pair, each opener closed \
      by its PDF in the same text, leaks nothing past its PDF but is still a warning: unlike \
      an isolate, an embedding takes part in resolving the text around it (neutrals and \
      numbers beside it can move), and an override shows letters in another order than they \
      are stored (the “Trojan Source” trick), so what a reviewer reads is not what users \
      see. Prefer the isolates LRI, RLI or FSI … PDI (U+2066–U+2069), as SheetL10n does \
      around arguments.
      """,
    hint:
      "Replace the control by its isolate (LRE → LRI, RLE → RLI, PDF → PDI) and close what is left open; remove a PDF that closes nothing.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete ↓\u202Ereport.pdf"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {# file} other {# files}}"}"#,
        "he.json": #"{"a": "{count, plural, one {קובץ ↓\u202A#↓\u202C} two {# קבצים} other {# קבצים}}"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Open ↓\u202B{name}↓\u202C", "b": "Delete↓\u202C"}"#,
        "ar.json":
          #"{"a": "فتح ↓\u202A{name}", "b": "حذف ↓\u202B{count, plural, zero {#↓\u202C} one {#↓\u202C} two {#} few {#} many {#} other {#}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete \u2068{name}\u2069?"}"#]),
      RuleExample([
        "en.json": #"{"a": "Delete {name}?"}"#,
        "ar.json": #"{"a": "حذف \u2067{name}\u2069\u200F؟"}"#,
        "he.json": #"{"a": "מחיקת \u2066{name}\u2069?"}"#,
      ]),
    ]
  )

  /// How a control stands in the text.
  private enum Balance {
    /// Closed by its PDF, or closing its opener, in every variant it is in.
    case balanced
    /// An embedding or override that no PDF closes in some variant.
    case leftOpen
    /// A PDF that closes nothing in some variant.
    case stray
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // Every embedding and override control is written E2 80 xx in UTF-8.
    for entry in file.entries
    where entry.text.utf8Contains(0xE2) && entry.text.unicodeScalars.contains(where: Self.isEmbeddingControl) {
      var variants = VisibleText.variants(of: entry).map { units in
        units.compactMap { unit in unit.scalar.map { (scalar: $0, offset: unit.offset) } }
      }
      let branched = variants.count > 1
      if variants.isEmpty {
        // A message that did not parse: its text as written.
        var offset = 0
        variants = [
          entry.text.unicodeScalars.map { scalar in
            defer { offset += scalar.utf16.count }
            return (scalar: scalar, offset: offset)
          }
        ]
      }
      var controls: [Int: Unicode.Scalar] = [:]
      var problems: [Int: Balance] = [:]
      for variant in variants {
        // Openers of embeddings and overrides, and isolates, which a PDF does not close.
        var open: [(offset: Int, isIsolate: Bool)] = []
        for (scalar, offset) in variant {
          let bidiClass = UnicodeProperties.bidiClass(of: scalar)
          switch bidiClass {
          case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride:
            controls[offset] = scalar
            open.append((offset, false))
          case .popDirectionalFormat:
            controls[offset] = scalar
            if let last = open.last, !last.isIsolate {
              open.removeLast()
            } else {
              problems[offset] = .stray
            }
          case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
            open.append((offset, true))
          case .popDirectionalIsolate:
            // A PDI ends the embeddings opened inside its isolate; a stray PDI is
            // bidi.unbalanced-isolate's.
            if let isolate = open.lastIndex(where: \.isIsolate) {
              for opener in open[(isolate + 1)...] { problems[opener.offset] = .leftOpen }
              open.removeSubrange(isolate...)
            }
          case .paragraphSeparator:
            // A paragraph ends every embedding.
            for opener in open where !opener.isIsolate { problems[opener.offset] = .leftOpen }
            open.removeAll()
          default:
            continue
          }
        }
        for opener in open where !opener.isIsolate { problems[opener.offset] = .leftOpen }
      }
      for (offset, scalar) in controls.sorted(by: { $0.key < $1.key }) {
        let name = "\(UnicodeProperties.name(of: scalar)) (U+\(UnicodeProperties.codePoint(scalar)))"
        let replacement = Self.replacement(for: UnicodeProperties.bidiClass(of: scalar))
        let instead = "\(UnicodeProperties.name(of: replacement)) (U+\(UnicodeProperties.codePoint(replacement)))"
        let balance = problems[offset] ?? .balanced
        let message: String
        switch balance {
        case .leftOpen:
          message =
            "“\(entry.key)” contains \(name), which no POP DIRECTIONAL FORMATTING (U+202C) closes\(branched ? " in every branch" : ""): it reorders everything after it, the text around the label included; use \(instead) and close it with a POP DIRECTIONAL ISOLATE (U+2069)"
        case .stray:
          message =
            "“\(entry.key)” contains a \(name) that closes no embedding or override\(branched ? " in some branch" : ""): it pops the direction of the text around the label; remove it"
        case .balanced:
          message =
            "“\(entry.key)” contains \(name), balanced in the same text; embedding and override controls are discouraged, prefer \(instead) instead"
        }
        var finding = diagnostic(
          message, in: file, at: file.position(ofMessageOffset: offset, in: entry), key: entry.key)
        if balance == .balanced { finding.severity = .warning }
        found.append(finding)
      }
    }
    return found
  }

  /// LRE, RLE, PDF, LRO and RLO are U+202A…U+202E; ICU confirms.
  private static func isEmbeddingControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) && UnicodeProperties.bidiClass(of: scalar).isEmbeddingOrOverride
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
