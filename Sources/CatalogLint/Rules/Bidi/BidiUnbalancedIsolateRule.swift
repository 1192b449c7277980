import ICU
import LocaleCatalog

/// An isolate (LRI, RLI, FSI) that no PDI closes, or a PDI that closes nothing, in some
/// branch of a message.
public struct BidiUnbalancedIsolateRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "bidi.unbalanced-isolate",
    name: "Unbalanced bidi isolate",
    explanation: """
      Every LRI, RLI or FSI (U+2066–U+2068) must be closed by a PDI (U+2069) in the same text, \
      and every PDI must close one. An open isolate swallows the rest of the label, so \
      punctuation and words after it land on the wrong side; a stray PDI is a sign that the \
      opener was lost. Checked in every plural and select branch as users see it: an isolate \
      opened before a plural must be closed in every branch.
      """,
    hint: "Close every LRI, RLI or FSI with a PDI in the same branch, and remove PDIs that close nothing.",
    severity: .error,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Remove ↓\u2068{name}?"}"#]),
      RuleExample(["en.json": #"{"a": "Remove {name}↓\u2069?"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "ar.json":
          #"{"a": "حذف ↓\u2068{count, plural, zero {#} one {#\u2069} two {#\u2069} few {#\u2069} many {#\u2069} other {#\u2069}}"}"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": #"{"a": "Remove \u2068{name}\u2069 from \u2067{group}\u2069?"}"#]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo} other {Delete # photos}}"}"#,
        "he.json":
          #"{"a": "מחיקת \u2068{count, plural, one {#\u2069 תמונה} two {#\u2069 תמונות} other {#\u2069 תמונות}}"}"#,
      ]),
    ]
  )

  private enum Problem: Hashable {
    case unclosed(Int)
    case stray(Int)

    var offset: Int {
      switch self {
      case .unclosed(let offset), .stray(let offset): return offset
      }
    }
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // Every isolate control is written E2 81 xx in UTF-8: most texts are passed over by byte.
    for entry in file.entries
    where entry.text.utf8Contains(0xE2) && entry.text.unicodeScalars.contains(where: Self.isIsolateControl) {
      var problems: [Problem: Unicode.Scalar] = [:]
      let variants = VisibleText.variants(of: entry)
      for variant in variants {
        var open: [VisibleUnit] = []
        for unit in variant {
          guard let scalar = unit.scalar else { continue }
          let bidiClass = UnicodeProperties.bidiClass(of: scalar)
          if bidiClass.isIsolateInitiator {
            open.append(unit)
          } else if bidiClass == .popDirectionalIsolate {
            if open.popLast() == nil { problems[.stray(unit.offset)] = scalar }
          } else if bidiClass == .paragraphSeparator {
            for opener in open { problems[.unclosed(opener.offset)] = opener.scalar }
            open.removeAll()
          }
        }
        for opener in open { problems[.unclosed(opener.offset)] = opener.scalar }
      }
      let branched = variants.count > 1
      for (problem, scalar) in problems.sorted(by: { $0.key.offset < $1.key.offset }) {
        let name = "\(UnicodeProperties.name(of: scalar)) (U+\(UnicodeProperties.codePoint(scalar)))"
        let message: String
        switch problem {
        case .unclosed:
          message =
            "“\(entry.key)”: the \(name) is not closed by a POP DIRECTIONAL ISOLATE (U+2069)\(branched ? " in every branch" : ""); the isolate runs on to the end of the text"
        case .stray:
          message =
            "“\(entry.key)”: this POP DIRECTIONAL ISOLATE (U+2069) closes no isolate\(branched ? " in some branch" : ""); add the LRI, RLI or FSI it should close, or remove it"
        }
        found.append(
          diagnostic(message, in: file, at: file.position(ofMessageOffset: problem.offset, in: entry), key: entry.key))
      }
    }
    return found
  }

  private static func isIsolateControl(_ scalar: Unicode.Scalar) -> Bool {
    // LRI, RLI, FSI and PDI are U+2066…U+2069; ICU confirms.
    guard (0x2066...0x2069).contains(scalar.value) else { return false }
    let bidiClass = UnicodeProperties.bidiClass(of: scalar)
    return bidiClass.isIsolateInitiator || bidiClass == .popDirectionalIsolate
  }
}
