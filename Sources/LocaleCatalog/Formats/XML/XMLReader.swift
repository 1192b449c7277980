/// An XML element read by ``XMLReader``, with the byte offsets a finding needs.
struct XMLElement: Sendable {
  /// The name as written, prefix included (`xml:space`).
  var name: String
  /// The byte offset of the start tag's `<`.
  var offset: Int
  /// The attributes, in file order.
  var attributes: [XMLAttribute]
  /// The child elements, in file order.
  var children: [XMLElement]
  /// The character data directly inside the element (text and CDATA, references decoded,
  /// line breaks normalized to `\n`), without the text of child elements.
  var text: String
  /// The byte offset of the first byte of the content (after the start tag's `>`).
  var contentOffset: Int
  /// The byte offset just after the end tag (or after `/>`).
  var endOffset: Int

  /// The name without its namespace prefix.
  var localName: Substring {
    guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
    return name[name.index(after: colon)...]
  }

  /// The attribute with the qualified `name`, if present.
  func attribute(_ name: String) -> XMLAttribute? {
    attributes.first { $0.name == name }
  }

  /// Whether the element's local name is `local` (a name without a colon).
  func hasLocalName(_ local: String) -> Bool {
    name == local || (name.hasSuffix(local) && name.utf8.dropLast(local.utf8.count).last == UInt8(ascii: ":"))
  }

  /// The child elements with the local name `name`.
  func children(named name: String) -> [XMLElement] {
    children.filter { $0.hasLocalName(name) }
  }

  /// The first child element with the local name `name`.
  func child(named name: String) -> XMLElement? {
    children.first { $0.hasLocalName(name) }
  }
}

/// One `name="value"` attribute of an element.
struct XMLAttribute: Sendable, Hashable {
  /// The name as written.
  var name: String
  /// The value, references decoded.
  var value: String
  /// The byte offset of the name.
  var offset: Int
  /// The byte offset of the value's opening quote.
  var valueOffset: Int
}

/// XML that could not be read, with the byte offset of the problem.
struct XMLSyntaxError: Error, Sendable, Hashable {
  let offset: Int
  let reason: String
}

/// A small reader of well-formed XML (UTF-8) that keeps the byte offset of every element,
/// attribute and text, so that findings in `.stringsdict` and XLIFF files point at the
/// characters they are about.
///
/// It reads elements, attributes, text, CDATA, comments, processing instructions, the five
/// predefined entities and character references; a DOCTYPE is skipped. Entities declared in
/// an internal DTD subset are refused. Depth is limited, and the first problem is reported
/// with its offset; it never traps.
struct XMLReader {
  /// The deepest nesting of elements accepted.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// Elements nested deeper than this are checked but not kept.
  private let keptDepth: Int

  private init(bytes: [UInt8], keptDepth: Int) {
    self.bytes = bytes
    self.keptDepth = keptDepth
  }

  /// Parses a document and returns its root element.
  /// - Parameter keptDepth: How deep elements are kept: with 2, the root and its children
  ///   (with their attributes, but no children or text of their own). The whole document is
  ///   checked all the same, and the same problems are found.
  /// - Throws: ``XMLSyntaxError`` at the first problem.
  static func parse(_ bytes: [UInt8], keptDepth: Int = .max) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLReader(bytes: bytes, keptDepth: keptDepth)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
    try reader.skipMisc(allowDoctype: true)
    guard reader.index < bytes.count else {
      throw XMLSyntaxError(offset: reader.index, reason: "the file holds no XML element")
    }
    guard reader.bytes[reader.index] == UInt8(ascii: "<") else {
      throw XMLSyntaxError(offset: reader.index, reason: "expected an XML element, found \(reader.describeCurrent())")
    }
    let root = try reader.element()
    try reader.skipMisc(allowDoctype: false)
    if reader.index < bytes.count {
      throw XMLSyntaxError(
        offset: reader.index, reason: "unexpected \(reader.describeCurrent()) after the root element <\(root.name)>")
    }
    return root
  }

  // MARK: Lexing helpers

  private func starts(with text: String, at offset: Int? = nil) -> Bool {
    var position = offset ?? index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// Whether `byte` ends a run of plain text: markup, a reference or a carriage return.
  private static func endsTextRun(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, XMLReader.isWhitespace(bytes[index]) { index += 1 }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the file" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[index..<end], as: UTF8.self)
    return "“\(character)”"
  }

  /// Moves past `terminator`, or throws `reason` at `start` when the file ends first.
  private mutating func skip(past terminator: String, from start: Int, reason: String) throws(XMLSyntaxError) {
    let first = terminator.utf8.first ?? 0
    while index < bytes.count {
      if bytes[index] == first, starts(with: terminator) {
        index += terminator.utf8.count
        return
      }
      index += 1
    }
    throw XMLSyntaxError(offset: start, reason: reason)
  }

  /// Skips whitespace, comments, processing instructions and (in the prolog) a DOCTYPE.
  private mutating func skipMisc(allowDoctype: Bool) throws(XMLSyntaxError) {
    while true {
      skipWhitespace()
      let start = index
      if starts(with: "<?") {
        try skip(past: "?>", from: start, reason: "the processing instruction “<?” that starts here is never closed")
      } else if starts(with: "<!--") {
        try skip(past: "-->", from: start, reason: "the comment “<!--” that starts here is never closed with “-->”")
      } else if allowDoctype, starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else {
        return
      }
    }
  }

  private mutating func skipDoctype() throws(XMLSyntaxError) {
    let start = index
    index += "<!DOCTYPE".utf8.count
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        throw XMLSyntaxError(
          offset: index, reason: "a DOCTYPE with an internal subset ([…]) is not supported; remove the declarations")
      } else if byte == UInt8(ascii: ">") {
        index += 1
        return
      }
      index += 1
    }
    throw XMLSyntaxError(offset: start, reason: "the DOCTYPE that starts here is never closed with “>”")
  }

  private mutating func name() throws(XMLSyntaxError) -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if XMLReader.isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&")
      {
        break
      }
      index += 1
    }
    guard index > start else {
      throw XMLSyntaxError(offset: start, reason: "expected a name, found \(describeCurrent())")
    }
    let first = bytes[start]
    if first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) {
      throw XMLSyntaxError(offset: start, reason: "an XML name cannot start with \(describeCurrent(at: start))")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func line(of offset: Int) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  private func describeCurrent(at offset: Int) -> String {
    "“\(String(decoding: bytes[offset..<min(offset + 1, bytes.count)], as: UTF8.self))”"
  }

  /// Decodes the reference at `index` (which is `&`) and appends it to `output`.
  private mutating func reference(into output: inout [UInt8]) throws(XMLSyntaxError) {
    let start = index
    guard let (scalar, length) = XMLReader.decodeReference(in: bytes, at: index) else {
      var end = index + 1
      while end < bytes.count, end - index < 32, bytes[end] != UInt8(ascii: ";"), !XMLReader.isWhitespace(bytes[end]),
        bytes[end] != UInt8(ascii: "<")
      {
        end += 1
      }
      let written = String(decoding: bytes[start..<min(end + 1, bytes.count)], as: UTF8.self)
      throw XMLSyntaxError(
        offset: start,
        reason:
          "unknown or malformed reference “\(written)”; write &amp; for “&” (XML knows &amp; &lt; &gt; &quot; &apos; and &#…;)"
      )
    }
    UTF8.encode(scalar) { output.append($0) }
    index = start + length
  }

  /// The scalar and byte length of the entity or character reference at `offset`, or nil.
  static func decodeReference(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
    var end = offset + 1
    while end < bytes.count, end - offset <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
    let body = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
    let length = end - offset + 1
    switch body {
    case "amp": return ("&", length)
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    default:
      guard body.hasPrefix("#") else { return nil }
      let digits = body.dropFirst()
      let value: UInt32?
      if digits.hasPrefix("x") {
        value = UInt32(digits.dropFirst(), radix: 16)
      } else {
        value = UInt32(digits, radix: 10)
      }
      guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
      return (scalar, length)
    }
  }

  // MARK: Elements

  private mutating func element() throws(XMLSyntaxError) -> XMLElement {
    let start = index
    depth += 1
    defer { depth -= 1 }
    if depth > XMLReader.maximumDepth {
      throw XMLSyntaxError(offset: start, reason: "elements are nested more than \(XMLReader.maximumDepth) levels deep")
    }
    index += 1
    let elementName = try name()
    var attributes: [XMLAttribute] = []
    while true {
      let beforeSpace = index
      skipWhitespace()
      guard index < bytes.count else {
        throw XMLSyntaxError(offset: start, reason: "the start tag <\(elementName)> is never closed with “>”")
      }
      if starts(with: "/>") {
        index += 2
        return XMLElement(
          name: elementName, offset: start, attributes: attributes, children: [], text: "", contentOffset: index,
          endOffset: index)
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      if index == beforeSpace {
        throw XMLSyntaxError(
          offset: index, reason: "expected whitespace, “>” or “/>” in <\(elementName)>, found \(describeCurrent())")
      }
      attributes.append(try attribute(in: elementName, existing: attributes))
    }
    let contentOffset = index
    let keepsContent = depth < keptDepth
    var children: [XMLElement] = []
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(
          offset: start, reason: "<\(elementName)> is never closed: the file ends before </\(elementName)>")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if starts(with: "</") {
          let closeStart = index
          index += 2
          let closing = try name()
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw XMLSyntaxError(offset: index, reason: "expected “>” to end </\(closing)>, found \(describeCurrent())")
          }
          guard closing == elementName else {
            throw XMLSyntaxError(
              offset: closeStart,
              reason:
                "</\(closing)> does not close <\(elementName)>, which is still open (opened on line \(line(of: start)))"
            )
          }
          index += 1
          return XMLElement(
            name: elementName, offset: start, attributes: attributes, children: children,
            text: String(decoding: text, as: UTF8.self), contentOffset: contentOffset, endOffset: index)
        } else if starts(with: "<!--") {
          let commentStart = index
          try skip(past: "-->", from: commentStart, reason: "the comment “<!--” that starts here is never closed")
        } else if starts(with: "<![CDATA[") {
          let cdataStart = index
          index += "<![CDATA[".utf8.count
          let contentStart = index
          try skip(
            past: "]]>", from: cdataStart, reason: "the CDATA section that starts here is never closed with “]]>”")
          if keepsContent { text.append(contentsOf: bytes[contentStart..<(index - 3)]) }
        } else if starts(with: "<?") {
          let instructionStart = index
          try skip(
            past: "?>", from: instructionStart,
            reason: "the processing instruction “<?” that starts here is never closed")
        } else if starts(with: "<!") {
          throw XMLSyntaxError(offset: index, reason: "unexpected markup “<!” inside <\(elementName)>")
        } else {
          let child = try element()
          if keepsContent { children.append(child) }
        }
      } else if byte == UInt8(ascii: "&") {
        try reference(into: &text)
      } else if byte == 0x0D {
        text.append(0x0A)
        index += 1
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
      } else if keepsContent {
        // A run of plain bytes at once.
        var end = index + 1
        while end < bytes.count, !XMLReader.endsTextRun(bytes[end]) { end += 1 }
        text.append(contentsOf: bytes[index..<end])
        index = end
      } else {
        index += 1
      }
    }
  }

  private mutating func attribute(in elementName: String, existing: [XMLAttribute]) throws(XMLSyntaxError)
    -> XMLAttribute
  {
    let start = index
    let attributeName = try name()
    if existing.contains(where: { $0.name == attributeName }) {
      throw XMLSyntaxError(offset: start, reason: "the attribute “\(attributeName)” is given twice in <\(elementName)>")
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      throw XMLSyntaxError(
        offset: index, reason: "expected “=” after the attribute “\(attributeName)”, found \(describeCurrent())")
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      throw XMLSyntaxError(
        offset: index,
        reason: "the value of “\(attributeName)” must be in quotes, found \(describeCurrent())")
    }
    let quote = bytes[index]
    let valueOffset = index
    index += 1
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(offset: valueOffset, reason: "the value of “\(attributeName)” is never closed")
      }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        break
      }
      if byte == UInt8(ascii: "<") {
        throw XMLSyntaxError(offset: index, reason: "“<” is not allowed in an attribute value; write &lt;")
      }
      if byte == UInt8(ascii: "&") {
        try reference(into: &value)
        continue
      }
      // Attribute values normalize tabs and line breaks to spaces.
      if byte == 0x09 || byte == 0x0A {
        value.append(0x20)
      } else if byte == 0x0D {
        value.append(0x20)
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      } else {
        value.append(byte)
      }
      index += 1
    }
    return XMLAttribute(
      name: attributeName, value: String(decoding: value, as: UTF8.self), offset: start, valueOffset: valueOffset)
  }
}
