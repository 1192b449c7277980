/// Reads JSON (RFC 8259) from bytes and remembers where every value starts.
///
/// Foundation's decoders lose positions; this reader keeps the byte offset of every key and
/// value so that findings can name a line and column. It checks UTF-8 first, limits nesting
/// depth, and reports the first problem with its offset instead of trapping.
public struct JSONReader {
  /// The deepest nesting of objects and arrays accepted.
  public static let maximumDepth = 64

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  private var depth = 0
  /// Member keys (nil: any) whose value is checked but left out of the tree, outermost first.
  private var leftOut: [String?] = []
  /// How many of `leftOut` the members being read match (when as many as their nesting).
  private var matched = 0
  /// How many objects the member being read is nested in.
  private var nesting = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.index = 0
  }

  /// Parses one JSON document.
  /// - Parameter bytes: The file's bytes; a UTF-8 byte order mark is skipped.
  /// - Returns: The document's root node.
  /// - Throws: ``JSONSyntaxError`` with the byte offset of the first problem.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    try parse(bytes, leavingOut: [])
  }

  /// Parses one JSON document, finding the same problems as ``parse(_:)``, but leaves out of
  /// the tree the values of the members at the key path `leavingOut` (nil matches any key):
  /// each is a `null` node at its offset, for ``value(in:at:)`` to read when it is needed.
  ///
  /// `["strings", nil, "localizations", nil]` leaves out every localization of a String
  /// Catalog, so that the tree holds what is shared by all locales and no more.
  static func parse(_ bytes: [UInt8], leavingOut path: [String?]) throws(JSONSyntaxError) -> JSONNode {
    if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw JSONSyntaxError(offset: invalid, reason: "the file is not valid UTF-8 (byte 0x\(hex(bytes[invalid])))")
    }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode in
      var reader = JSONReader(bytes: buffer)
      reader.leftOut = path
      if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { reader.index = 3 }
      reader.skipWhitespace()
      guard reader.index < buffer.count else {
        throw JSONSyntaxError(offset: reader.index, reason: "the file is empty; expected a JSON object")
      }
      let root = try reader.value()
      reader.skipWhitespace()
      if reader.index < buffer.count {
        throw JSONSyntaxError(
          offset: reader.index, reason: "unexpected \(reader.describeCurrent()) after the end of the JSON document")
      }
      return root
    }
  }

  /// Reads a document member by member, finding the same problems as ``parse(_:)``: when its
  /// root is an object, calls `visit` with each of its members in file order, the value
  /// checked but not read (a `null` node at its offset, for ``value(in:at:)``), and builds no
  /// tree; a large file's members are then never all held at once.
  /// - Returns: nil when the root is an object; otherwise the root node, read whole.
  static func forEachMember(in bytes: [UInt8], _ visit: (JSONMember) -> Void) throws(JSONSyntaxError) -> JSONNode? {
    if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw JSONSyntaxError(offset: invalid, reason: "the file is not valid UTF-8 (byte 0x\(hex(bytes[invalid])))")
    }
    return try withoutActuallyEscaping(visit) { (visit) throws(JSONSyntaxError) -> JSONNode? in
      try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode? in
        var reader = JSONReader(bytes: buffer)
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { reader.index = 3 }
        reader.skipWhitespace()
        guard reader.index < buffer.count else {
          throw JSONSyntaxError(offset: reader.index, reason: "the file is empty; expected a JSON object")
        }
        var root: JSONNode?
        if buffer[reader.index] == UInt8(ascii: "{") {
          _ = try reader.object(keeping: false, visit: visit)
        } else {
          root = try reader.value()
        }
        reader.skipWhitespace()
        if reader.index < buffer.count {
          throw JSONSyntaxError(
            offset: reader.index, reason: "unexpected \(reader.describeCurrent()) after the end of the JSON document")
        }
        return root
      }
    }
  }

  /// The value that starts at byte `offset` of a document ``parse(_:leavingOut:)`` accepted
  /// (a value it left out); nil when there is no valid value there.
  static func value(in bytes: [UInt8], at offset: Int) -> JSONNode? {
    guard offset >= 0, offset < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer)
      reader.index = offset
      return try? reader.value()
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "“\(Character(Unicode.Scalar(byte)))”" }
    if byte < 0x80 { return "character 0x\(JSONReader.hex(byte))" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "“\(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))”"
  }

  /// Reads a value; when not `keeping`, checks it the same way but builds nothing.
  private mutating func value(keeping: Bool = true) throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    let start = index
    guard index < bytes.count else {
      throw JSONSyntaxError(offset: index, reason: "the file ends where a value was expected; is it truncated?")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(value: try object(keeping: keeping), offset: start)
    case UInt8(ascii: "["): return JSONNode(value: try array(keeping: keeping), offset: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try string(keeping: keeping)), offset: start)
    case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try number()), offset: start)
    default:
      throw JSONSyntaxError(offset: index, reason: "expected a JSON value, found \(describeCurrent())")
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONReader.maximumDepth {
      throw JSONSyntaxError(
        offset: index, reason: "objects and arrays are nested more than \(JSONReader.maximumDepth) levels deep")
    }
  }

  /// Reads an object; with `visit`, hands it each member, its value checked but not read.
  private mutating func object(keeping: Bool, visit: ((JSONMember) -> Void)? = nil) throws(JSONSyntaxError)
    -> JSONValue
  {
    try enter()
    nesting += 1
    defer { nesting -= 1 }
    // Members of this object match the left-out path so far when the object does.
    let outerMatched = matched
    defer { matched = outerMatched }
    let matching = keeping && outerMatched == nesting - 1 && outerMatched < leftOut.count
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(
          offset: index, reason: "the file ends inside an object; a “}” is missing (is it truncated?)")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        let hint = bytes[index] == UInt8(ascii: "}") ? " (JSON allows no comma before “}”)" : ""
        throw JSONSyntaxError(
          offset: index, reason: "expected a key in double quotes, found \(describeCurrent())\(hint)")
      }
      let keyOffset = index
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw JSONSyntaxError(offset: index, reason: "expected “:” after the key “\(key)”, found \(describeCurrent())")
      }
      index += 1
      if let visit {
        let member = try value(keeping: false)
        visit(JSONMember(key: key, keyOffset: keyOffset, value: JSONNode(value: .null, offset: member.offset)))
      } else if matching, leftOut[outerMatched].map({ $0 == key }) ?? true {
        matched = outerMatched + 1
        if matched == leftOut.count {
          let member = try value(keeping: false)
          members.append(
            JSONMember(key: key, keyOffset: keyOffset, value: JSONNode(value: .null, offset: member.offset)))
        } else {
          members.append(JSONMember(key: key, keyOffset: keyOffset, value: try value()))
        }
        matched = outerMatched
      } else {
        let member = try value(keeping: keeping)
        if keeping { members.append(JSONMember(key: key, keyOffset: keyOffset, value: member)) }
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(
          offset: index, reason: "the file ends inside an object; a “}” is missing (is it truncated?)")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      }
      throw JSONSyntaxError(offset: index, reason: "expected “,” or “}” after a value, found \(describeCurrent())")
    }
  }

  private mutating func array(keeping: Bool) throws(JSONSyntaxError) -> JSONValue {
    try enter()
    // Elements of an array match no left-out path.
    let outerMatched = matched
    matched = -1
    defer { matched = outerMatched }
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      let element = try value(keeping: keeping)
      if keeping { elements.append(element) }
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(
          offset: index, reason: "the file ends inside an array; a “]” is missing (is it truncated?)")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      }
      throw JSONSyntaxError(offset: index, reason: "expected “,” or “]” in an array, found \(describeCurrent())")
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let expected = Array(word.utf8)
    let count = expected.count
    let matches = index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
    guard matches else {
      throw JSONSyntaxError(offset: index, reason: "expected a JSON value, found \(describeCurrent())")
    }
    index += count
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ reader: inout JSONReader) -> Int {
      let begin = reader.index
      while reader.index < reader.bytes.count, reader.bytes[reader.index] >= 0x30, reader.bytes[reader.index] <= 0x39 {
        reader.index += 1
      }
      return reader.index - begin
    }
    let integerStart = index
    let integerDigits = digits(&self)
    if integerDigits == 0 || (integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) {
      throw JSONSyntaxError(offset: start, reason: "invalid number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw JSONSyntaxError(offset: start, reason: "invalid number: digits must follow “.”") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      if digits(&self) == 0 {
        throw JSONSyntaxError(offset: start, reason: "invalid number: digits must follow the exponent")
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double(text) ?? .nan
  }

  /// Reads a string; when not `keeping`, checks it the same way and returns "".
  private mutating func string(keeping: Bool = true) throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    let contentStart = index
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text =
          keeping ? String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self) : ""
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 {
        throw JSONSyntaxError(offset: index, reason: controlCharacterReason(byte))
      }
      index += 1
    }
    var decoded = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte < 0x20 {
        throw JSONSyntaxError(offset: index, reason: controlCharacterReason(byte))
      }
      if byte != UInt8(ascii: "\\") {
        decoded.append(byte)
        index += 1
        continue
      }
      let escapeStart = index
      index += 1
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""): decoded.append(0x22)
      case UInt8(ascii: "\\"): decoded.append(0x5C)
      case UInt8(ascii: "/"): decoded.append(0x2F)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        index += 1
        var scalar = try hex4(at: escapeStart)
        if (0xD800...0xDBFF).contains(scalar) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else {
            throw JSONSyntaxError(offset: escapeStart, reason: "unpaired surrogate in a \\u escape")
          }
          index += 2
          let low = try hex4(at: escapeStart)
          guard (0xDC00...0xDFFF).contains(low) else {
            throw JSONSyntaxError(offset: escapeStart, reason: "unpaired surrogate in a \\u escape")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
          throw JSONSyntaxError(offset: escapeStart, reason: "unpaired surrogate in a \\u escape")
        }
        if let value = Unicode.Scalar(scalar) {
          decoded.append(contentsOf: Array(String(Character(value)).utf8))
        }
        continue
      default:
        throw JSONSyntaxError(
          offset: escapeStart, reason: "invalid escape “\\\(describeCurrentCharacter())” in a string")
      }
      index += 1
    }
    throw JSONSyntaxError(offset: quote, reason: "the string that starts here is never closed (is the file truncated?)")
  }

  private func describeCurrentCharacter() -> String {
    guard index < bytes.count else { return "" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
  }

  private func controlCharacterReason(_ byte: UInt8) -> String {
    byte == 0x0A
      ? "a line break inside a string; write \\n, or close the string with “\"”"
      : "control character 0x\(JSONReader.hex(byte)) inside a string; escape it"
  }

  private mutating func hex4(at escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw JSONSyntaxError(offset: escapeStart, reason: "a \\u escape needs four hexadecimal digits")
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw JSONSyntaxError(offset: escapeStart, reason: "a \\u escape needs four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
