import ICU
import LocaleCatalog

/// Reads one lexicon file (schema 1, see docs/lexicon-format.md) and checks it on the way:
/// every problem is a located `verb.lexicon` diagnostic; usable entries are kept.
public struct LexiconReader {
  /// The rule id of lexicon problems.
  public static let ruleID = "verb.lexicon"

  /// Reads the lexicon at `path` from `bytes`.
  /// - Returns: The lexicon (nil when the file cannot be used at all) and the problems found.
  public static func read(path: String, bytes: [UInt8]) -> (lexicon: Lexicon?, diagnostics: [Diagnostic]) {
    let source = SourceFile(path: path, bytes: bytes)
    var diagnostics: [Diagnostic] = []
    func report(_ message: String, at offset: Int) {
      diagnostics.append(
        Diagnostic(
          severity: .error, ruleID: ruleID, message: message, path: path, position: source.position(ofByte: offset)))
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let tag = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    guard let locale = try? LocaleID(tag) else {
      report("the lexicon file name “\(name)” is not a language tag such as de.json or zh-Hant.json", at: 0)
      return (nil, diagnostics)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      report("invalid JSON: \(error.reason)", at: error.offset)
      return (nil, diagnostics)
    }
    guard case .object(let members) = root.value else {
      report("a lexicon must be a JSON object, found \(root.value.kindDescription)", at: root.offset)
      return (nil, diagnostics)
    }
    let folding: LabelFolding
    do {
      folding = try LabelFolding(locale: locale)
    } catch {
      report("ICU cannot segment \(locale.tag): \(error)", at: 0)
      return (nil, diagnostics)
    }
    var terms: [LexiconTerm] = []
    func compile(_ node: JSONNode, as category: TermCategory, field: String) {
      guard case .array(let entries) = node.value else {
        report("“\(field)” must be an array of strings, found \(node.value.kindDescription)", at: node.offset)
        return
      }
      for entry in entries {
        guard case .string(let text) = entry.value else {
          report("an entry of “\(field)” must be a string, found \(entry.value.kindDescription)", at: entry.offset)
          continue
        }
        let isStem = text.hasSuffix("*")
        let body = isStem ? String(text.dropLast()) : text
        let words = folding.words(body)
        guard !words.isEmpty else {
          report("the entry “\(text)” of “\(field)” has no word in it", at: entry.offset)
          continue
        }
        if isStem, let last = words.last, last.count < 2 {
          report("the stem “\(text)” is too short: it would match almost any word", at: entry.offset)
          continue
        }
        terms.append(LexiconTerm(text: text, category: category, words: words, isStem: isStem, offset: entry.offset))
      }
    }
    var sharedConcepts: [Set<String>] = []
    func readSharedConcepts(_ node: JSONNode) {
      guard case .array(let groups) = node.value else {
        report("“sharedConcepts” must be an array of concept groups such as [\"delete\", \"remove\"]", at: node.offset)
        return
      }
      for group in groups {
        guard case .array(let members) = group.value else {
          report(
            "a group of “sharedConcepts” must be an array of concepts, found \(group.value.kindDescription)",
            at: group.offset)
          continue
        }
        var concepts: Set<String> = []
        for member in members {
          guard case .string(let concept) = member.value, DestructiveConcept.all.contains(concept) else {
            report(
              "a group of “sharedConcepts” holds concepts: \(DestructiveConcept.all.joined(separator: ", "))",
              at: member.offset)
            continue
          }
          concepts.insert(concept)
        }
        if concepts.count < 2 {
          report("a group of “sharedConcepts” needs at least two concepts", at: group.offset)
        } else {
          sharedConcepts.append(concepts)
        }
      }
    }
    var seenSchema = false
    for member in members {
      switch member.key {
      case "@@language":
        if case .string(let declared) = member.value.value, (try? LocaleID(declared)) == locale { continue }
        report("“@@language” must repeat the file's language “\(locale.tag)”", at: member.value.offset)
      case "schema":
        seenSchema = true
        if member.value.value != .number(1) {
          report("unsupported lexicon schema; this version reads schema 1", at: member.value.offset)
          return (nil, diagnostics)
        }
      case "generic": compile(member.value, as: .generic, field: "generic")
      case "cancel": compile(member.value, as: .cancel, field: "cancel")
      case "safe": compile(member.value, as: .safe, field: "safe")
      case "concepts":
        guard case .object(let concepts) = member.value.value else {
          report("“concepts” must be an object of concept → entries", at: member.value.offset)
          continue
        }
        for concept in concepts {
          guard DestructiveConcept.all.contains(concept.key) else {
            report(
              "unknown concept “\(concept.key)”; concepts are \(DestructiveConcept.all.joined(separator: ", "))",
              at: concept.keyOffset)
            continue
          }
          compile(concept.value, as: .concept(concept.key), field: concept.key)
        }
      case "sharedConcepts":
        readSharedConcepts(member.value)
      case "notes":
        continue
      default:
        report(
          "unknown field “\(member.key)”; a lexicon has @@language, schema, generic, cancel, safe, concepts, sharedConcepts, notes",
          at: member.keyOffset)
      }
    }
    if !seenSchema {
      report("the lexicon does not say its “schema” (1)", at: root.offset)
    }
    return (Lexicon(language: locale.tag, terms: terms, path: path, sharedConcepts: sharedConcepts), diagnostics)
  }
}
