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
      and PDF (U+202A–U+202E). An override that holds letters of the other direction shows \
      them in another order than they are stored (“dis‮positivo”, the “Trojan Source” \
      trick): what a reviewer reads is not what users see, an error. A right-to-left \
      embedding or override in a text without a right-to-left letter has nothing to do there: \
      a warning. The rest are notes, advice for the next edit: an embedding or override left \
      open (no PDF before the end of the text, in some plural or select branch) reorders what \
      follows it only where the text is inserted into another (a concatenation), since inside \
      its own label, a paragraph of its own, it ends with the text; a PDF that closes nothing \
      is ignored in its own paragraph (the Unicode Bidirectional Algorithm, rules X7 and X8); \
      an embedding that opens the text and runs to its end sets the text's direction the old \
      way, and a balanced pair leaks nothing past its PDF. Prefer the isolates LRI, RLI or FSI … PDI (U+2066–U+2069), as SheetL10n does \
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
      // An embedding that opens the text and runs to its end sets its direction: a warning.
      RuleExample(["en.json": #"{"a": "Delete report"}"#, "fa.json": #"{"a": "↓\u202Bگزارش PDF حذف شود"}"#]),
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
    /// An embedding that opens the text and runs to its end: the text's own direction, set
    /// the old way, which nothing outside the text inherits where each label is a paragraph.
    case wholeText
  }

  /// A scalar of a variant and its UTF-16 offset in the message.
  private struct ScalarAt {
    var scalar: Unicode.Scalar
    var offset: Int
  }

  /// The embedding and override controls of `variants` by offset, and those that are left
  /// open or close nothing in some variant.
  private static func balance(of variants: [[ScalarAt]]) -> Balances {
    var controls: [Int: Unicode.Scalar] = [:]
    var problems: [Int: Balance] = [:]
    var opensText: Set<Int> = []
    for variant in variants {
      // Openers of embeddings and overrides, and isolates, which a PDF does not close.
      var openers: [Int] = []
      var isolates: [Bool] = []
      var seenText = false
      for item in variant {
        let offset = item.offset
        let bidiClass = UnicodeProperties.bidiClass(of: item.scalar)
        switch bidiClass {
        case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride:
          controls[offset] = item.scalar
          if !seenText, bidiClass == .leftToRightEmbedding || bidiClass == .rightToLeftEmbedding {
            opensText.insert(offset)
          }
          openers.append(offset)
          isolates.append(false)
        case .popDirectionalFormat:
          controls[offset] = item.scalar
          if let last = isolates.last, !last {
            openers.removeLast()
            isolates.removeLast()
          } else {
            problems[offset] = .stray
          }
        case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
          openers.append(offset)
          isolates.append(true)
        case .popDirectionalIsolate:
          // A PDI ends the embeddings opened inside its isolate; a stray PDI is
          // bidi.unbalanced-isolate's.
          if let isolate = isolates.lastIndex(of: true) {
            for index in (isolate + 1)..<openers.count { problems[openers[index]] = .leftOpen }
            openers.removeSubrange(isolate...)
            isolates.removeSubrange(isolate...)
          }
        case .paragraphSeparator:
          seenText = false
          // A paragraph ends every embedding.
          for index in openers.indices where !isolates[index] { problems[openers[index]] = .leftOpen }
          openers.removeAll()
          isolates.removeAll()
        default:
          if item.scalar.properties.generalCategory != .format { seenText = true }
          continue
        }
      }
      for index in openers.indices where !isolates[index] {
        // An embedding before any text that runs to the end is the text's direction.
        if problems[openers[index]] == nil, opensText.contains(openers[index]), index == 0 {
          problems[openers[index]] = .wholeText
        } else {
          problems[openers[index]] = .leftOpen
        }
      }
    }
    return Balances(controls: controls, problems: problems)
  }

  /// The controls of an entry by offset, and those that are not balanced.
  private struct Balances {
    var controls: [Int: Unicode.Scalar]
    var problems: [Int: Balance]
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // Every embedding and override control is written E2 80 xx in UTF-8.
    for entry in file.entries {
      guard entry.text.utf8Contains(0xE2), entry.text.unicodeScalars.contains(where: Self.isEmbeddingControl) else {
        continue
      }
      found += findings(in: entry, of: file)
    }
    return found
  }

  /// The findings of one entry that has an embedding or override control.
  private func findings(in entry: CatalogEntry, of file: LocaleFile) -> [Diagnostic] {
    let variants = Self.scalarVariants(of: entry)
    let branched = variants.count > 1
    let balance = Self.balance(of: variants)
    var found: [Diagnostic] = []
    for offset in balance.controls.keys.sorted() {
      guard let scalar = balance.controls[offset] else { continue }
      let state = balance.problems[offset] ?? .balanced
      var finding = diagnostic(
        Self.message(key: entry.key, scalar: scalar, state: state, branched: branched), in: file,
        at: file.position(ofMessageOffset: offset, in: entry), key: entry.key)
      // Inside its own paragraph a stray control changes little; an override that turns
      // letters of the other direction around shows them reversed: that is an error.
      if !Self.reversesLetters(at: offset, in: variants) {
        // A balanced pair, or an embedding that sets a whole text's direction, is the
        // translator's own bidi fix: advice, not a problem. So is one left open or a PDF
        // that closes nothing in a text with letters of the control's direction: inside the
        // label's own paragraph, the Unicode Bidirectional Algorithm ends an embedding with
        // the paragraph and ignores a PDF that matches nothing (rules X7, X8). A right-to-left
        // control in a text without a right-to-left letter has nothing to do there.
        let rightToLeftControl = scalar == "\u{202B}" || scalar == "\u{202E}"
        finding.severity =
          rightToLeftControl && !Self.hasRightToLeftLetter(variants) && state != .balanced ? .warning : .note
      }
      found.append(finding)
    }
    return found
  }

  /// Whether some variant has a letter of a right-to-left script (bidi class R or AL).
  private static func hasRightToLeftLetter(_ variants: [[ScalarAt]]) -> Bool {
    for variant in variants {
      for item in variant where UnicodeProperties.bidiClass(of: item.scalar).strongDirection == .rightToLeft {
        return true
      }
    }
    return false
  }

  /// The visible variants of an entry as scalars with their offsets; a message that did not
  /// parse is one variant, its text as written.
  private static func scalarVariants(of entry: CatalogEntry) -> [[ScalarAt]] {
    // Plain loops: nested closures here crash Swift 6.3's optimizer (CopyPropagation).
    var variants: [[ScalarAt]] = []
    for units in VisibleText.variants(of: entry) {
      var scalars: [ScalarAt] = []
      for unit in units {
        guard let scalar = unit.scalar else { continue }
        scalars.append(ScalarAt(scalar: scalar, offset: unit.offset))
      }
      variants.append(scalars)
    }
    guard variants.isEmpty else { return variants }
    var written: [ScalarAt] = []
    var offset = 0
    for scalar in entry.text.unicodeScalars {
      written.append(ScalarAt(scalar: scalar, offset: offset))
      offset += scalar.utf16.count
    }
    return [written]
  }

  /// True when the override at `offset` holds, before its PDF or the end of the paragraph,
  /// a letter of the other direction (“dis\u{202E}positivo”, “\u{202D}حذف”), which it shows
  /// reversed.
  private static func reversesLetters(at offset: Int, in variants: [[ScalarAt]]) -> Bool {
    for variant in variants {
      guard let start = variant.firstIndex(where: { $0.offset == offset }) else { continue }
      let opener = UnicodeProperties.bidiClass(of: variant[start].scalar)
      guard opener == .leftToRightOverride || opener == .rightToLeftOverride else { return false }
      var depth = 0
      scan: for item in variant[(start + 1)...] {
        switch UnicodeProperties.bidiClass(of: item.scalar) {
        case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride:
          depth += 1
        case .popDirectionalFormat:
          if depth == 0 { break scan }
          depth -= 1
        case .paragraphSeparator:
          break scan
        case .leftToRight:
          if opener == .rightToLeftOverride, depth == 0, item.scalar.properties.isAlphabetic { return true }
        case .rightToLeft, .arabicLetter:
          if opener == .leftToRightOverride, depth == 0 { return true }
        default:
          break
        }
      }
    }
    return false
  }

  /// What a finding about `scalar` says.
  private static func message(key: String, scalar: Unicode.Scalar, state: Balance, branched: Bool) -> String {
    let name = "\(UnicodeProperties.name(of: scalar)) (U+\(UnicodeProperties.codePoint(scalar)))"
    let replacement = replacement(for: UnicodeProperties.bidiClass(of: scalar))
    let instead = "\(UnicodeProperties.name(of: replacement)) (U+\(UnicodeProperties.codePoint(replacement)))"
    switch state {
    case .leftOpen:
      return
        "“\(key)” contains \(name), which no POP DIRECTIONAL FORMATTING (U+202C) closes\(branched ? " in every branch" : ""): where the label is inserted into another text it reorders what follows; use \(instead) and close it with a POP DIRECTIONAL ISOLATE (U+2069)"
    case .stray:
      return
        "“\(key)” contains a \(name) that closes no embedding or override\(branched ? " in some branch" : ""): where the label is inserted into another text it pops that text's direction; remove it"
    case .wholeText:
      return
        "“\(key)” opens with \(name), which runs to its end: it sets the text's direction the old way; prefer \(instead) and a POP DIRECTIONAL ISOLATE (U+2069), or the label's own direction"
    case .balanced:
      return
        "“\(key)” contains \(name), balanced in the same text; embedding and override controls are discouraged, prefer \(instead) instead"
    }
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
