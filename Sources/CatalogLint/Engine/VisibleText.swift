import ICU
import LocaleCatalog

/// One thing a user sees of a message: a character of literal text, or an argument that is
/// filled in at run time, with the UTF-16 offset in the entry's text where it is written.
struct VisibleUnit: Sendable, Hashable {
  /// A character or an argument.
  enum Content: Sendable, Hashable {
    /// A Unicode scalar of literal text, with ICU quoting resolved.
    case scalar(Unicode.Scalar)
    /// An argument (`{name}`, `{n, number}`), or the `#` of a plural branch (named `#`).
    case argument(name: String, isNumber: Bool)
  }

  let content: Content
  /// Where it is written: a UTF-16 offset into the entry's text, for
  /// `LocaleFile.position(ofMessageOffset:in:)`.
  let offset: Int

  /// The scalar, for literal text.
  var scalar: Unicode.Scalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }
}

/// What a user can see of a message: one sequence of ``VisibleUnit``s per combination of
/// plural and select branches, each unit located in the file.
///
/// ``Message/variants(limit:placeholder:)`` gives the same texts without positions; rules that
/// report a character inside a message need to know where it is written.
enum VisibleText {
  /// Every variant of `entry`, at most `limit`; empty when the entry did not parse.
  static func variants(of entry: CatalogEntry, limit: Int = 128) -> [[VisibleUnit]] {
    guard let message = entry.message else { return [] }
    return variants(of: message, in: entry, limit: limit)
  }

  /// Every variant of `message`, a message of `entry` (or one made from it by leaving
  /// branches out), at most `limit`.
  static func variants(of message: Message, in entry: CatalogEntry, limit: Int = 128) -> [[VisibleUnit]] {
    let units = Array(entry.text.utf16)
    var results: [[VisibleUnit]] = [[]]
    append(message, units: units, limit: limit, to: &results)
    return results
  }

  /// The literal text of every text node of `entry`, nested ones included, each as units
  /// located in the file. Arguments separate runs, so a run never spans an argument.
  static func literalRuns(of entry: CatalogEntry) -> [[VisibleUnit]] {
    guard let message = entry.message else { return [] }
    let units = Array(entry.text.utf16)
    var runs: [[VisibleUnit]] = []
    collectRuns(message, units: units, into: &runs)
    return runs
  }

  /// The scalars of a text node, each with the offset in the pattern where it is written.
  ///
  /// ICU's quoting only removes apostrophes (`''` → `'`, `'{'` → `{`), so the resolved text is
  /// a subsequence of the written text and each character is found by walking both.
  static func located(_ text: String, range: Range<Int>, in units: [UInt16]) -> [VisibleUnit] {
    var located: [VisibleUnit] = []
    var cursor = range.lowerBound
    let end = min(range.upperBound, units.count)
    for scalar in text.unicodeScalars {
      let first = scalar.utf16.first
      var probe = cursor
      while probe < end, units[probe] != first { probe += 1 }
      let offset = probe < end ? probe : min(cursor, max(end - 1, range.lowerBound))
      located.append(VisibleUnit(content: .scalar(scalar), offset: offset))
      cursor = probe < end ? probe + scalar.utf16.count : cursor
    }
    return located
  }

  private static func append(
    _ message: Message, units: [UInt16], limit: Int, to results: inout [[VisibleUnit]]
  ) {
    for node in message.nodes {
      switch node {
      case .text(let text, let range):
        let pieces = located(text, range: range, in: units)
        for index in results.indices { results[index].append(contentsOf: pieces) }
      case .number(let range):
        let unit = VisibleUnit(content: .argument(name: "#", isNumber: true), offset: range.lowerBound)
        for index in results.indices { results[index].append(unit) }
      case .argument(let argument):
        let branches = argument.subMessages
        if branches.isEmpty {
          let unit = VisibleUnit(
            content: .argument(name: argument.name, isNumber: argument.isNumeric), offset: argument.range.lowerBound)
          for index in results.indices { results[index].append(unit) }
          continue
        }
        var combined: [[VisibleUnit]] = []
        for branch in branches {
          var partial = results
          append(branch, units: units, limit: limit, to: &partial)
          combined.append(contentsOf: partial)
          if combined.count >= limit { break }
        }
        results = Array(combined.prefix(limit))
      }
    }
  }

  private static func collectRuns(_ message: Message, units: [UInt16], into runs: inout [[VisibleUnit]]) {
    for node in message.nodes {
      switch node {
      case .text(let text, let range): runs.append(located(text, range: range, in: units))
      case .number: continue
      case .argument(let argument):
        for branch in argument.subMessages { collectRuns(branch, units: units, into: &runs) }
      }
    }
  }
}

extension Array where Element == VisibleUnit {
  /// The literal characters as a string, arguments left out.
  var literalText: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for unit in self {
      if case .scalar(let scalar) = unit.content { UTF8.encode(scalar) { bytes.append($0) } }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
