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
    let parser = XMLParser(data: Data(bytes))
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
