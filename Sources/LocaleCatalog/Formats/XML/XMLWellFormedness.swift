import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Asks Foundation's `XMLParser` (libxml2) whether a document is well-formed XML 1.0.
///
/// ``XMLReader`` reads the structure with exact byte offsets but checks only what it needs;
/// `XMLParser` knows the whole of XML 1.0 (character classes, names, encodings). Its
/// positions are approximate, so it only vets documents that ``XMLReader`` accepted.
enum XMLWellFormedness {
  /// A problem `XMLParser` found, with libxml2's line and column.
  struct Problem: Sendable, Hashable {
    let line: Int
    let column: Int
    let reason: String
  }

  /// The first problem in `bytes`, or nil when the document is well-formed.
  static func firstProblem(in bytes: [UInt8]) -> Problem? {
    let parser = XMLParser(data: Data(withoutDatalessProcessingInstructions(bytes)))
    parser.shouldResolveExternalEntities = false
    let collector = ErrorCollector()
    parser.delegate = collector
    let succeeded = parser.parse()
    if let problem = collector.problem { return problem }
    if !succeeded {
      return Problem(
        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
        reason: describe(code: (parser.parserError as NSError?)?.code ?? 0))
    }
    return nil
  }

  /// `bytes` with each processing instruction that has no data (`<?target?>`, well-formed
  /// XML) blanked out with spaces, line breaks kept. Foundation's `XMLParser` on Linux reads
  /// such an instruction's missing data as a C string and crashes; no reader needs
  /// instructions, and spaces stand where they stood, so the rest is vetted as it was.
  static func withoutDatalessProcessingInstructions(_ bytes: [UInt8]) -> [UInt8] {
    func starts(_ prefix: StaticString, at index: Int) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return prefix.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] } }
    }
    func end(of terminator: StaticString, from index: Int) -> Int? {
      var position = index
      while position < bytes.count {
        if starts(terminator, at: position) { return position + terminator.utf8CodeUnitCount }
        position += 1
      }
      return nil
    }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var result = bytes
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if starts("<!--", at: index) {
        index = end(of: "-->", from: index + 4) ?? bytes.count
      } else if starts("<![CDATA[", at: index) {
        index = end(of: "]]>", from: index + 9) ?? bytes.count
      } else if starts("<?", at: index) {
        guard let close = end(of: "?>", from: index + 2) else { break }
        var data = index + 2
        while data < close - 2, !isSpace(bytes[data]) { data += 1 }
        if data > index + 2, (data..<close - 2).allSatisfy({ isSpace(bytes[$0]) }) {
          for position in index..<close where !isSpace(bytes[position]) { result[position] = 0x20 }
        }
        index = close
      } else {
        index += 1
      }
    }
    return result
  }

  private final class ErrorCollector: NSObject, XMLParserDelegate {
    var problem: Problem?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard problem == nil else { return }
      problem = Problem(
        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
        reason: XMLWellFormedness.describe(code: (parseError as NSError).code))
    }
  }

  static func describe(code: Int) -> String {
    let what: String
    switch XMLParser.ErrorCode(rawValue: code) {
    case .invalidCharacterError?: what = "a character XML does not allow"
    case .attributeRedefinedError?: what = "an attribute given twice"
    case .undeclaredEntityError?, .entityNotFinishedError?: what = "an unknown or unfinished entity reference"
    case .tagNameMismatchError?: what = "an end tag that does not match its start tag"
    case .extraContentError?, .documentStartError?: what = "content outside the root element"
    case .nameRequiredError?: what = "a malformed name"
    case .unknownEncodingError?: what = "an unsupported encoding"
    case .prematureDocumentEndError?: what = "a document that ends too early"
    default: what = "a construct that XML 1.0 does not allow"
    }
    return "the file is not well-formed XML: \(what) (XMLParser error \(code))"
  }
}
