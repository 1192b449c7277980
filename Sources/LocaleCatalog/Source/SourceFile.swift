/// A 1-based line and column in a source file; columns count Unicode scalars.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// The bytes of one file as read from disk, with what is needed to turn byte offsets into
/// lines and columns and to show a line in a diagnostic.
public struct SourceFile: Sendable, Hashable {
  /// The path as the user gave it (relative paths stay relative).
  public let path: String
  /// The file's bytes, unchanged.
  public let bytes: [UInt8]
  /// The byte offset where each line starts.
  public let lineStarts: [Int]
  /// For each block of ``blockSize`` bytes, the index in `lineStarts` of the line the block
  /// starts in: a lookup searches the lines of one block, not the line table of the whole
  /// file (which, for a String Catalog of every locale, does not fit in a cache).
  private let blockLines: [Int]
  private static let blockShift = 12

  /// Wraps the bytes of `path`.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(offset + 1)
    }
    self.lineStarts = starts
    var blocks: [Int] = []
    blocks.reserveCapacity(bytes.count >> SourceFile.blockShift + 1)
    var line = 0
    for block in 0...(bytes.count >> SourceFile.blockShift) {
      let start = block << SourceFile.blockShift
      while line + 1 < starts.count, starts[line + 1] <= start { line += 1 }
      blocks.append(line)
    }
    self.blockLines = blocks
  }

  /// The line and column of a byte offset.
  public func position(ofByte offset: Int) -> SourcePosition {
    let offset = min(max(offset, 0), bytes.count)
    // The line is between the lines the offset's block and the next one start in.
    let block = offset >> SourceFile.blockShift
    var low = blockLines[block]
    var high = block + 1 < blockLines.count ? blockLines[block + 1] : lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    // A position inside a multi-byte character counts as that character.
    if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
    return SourcePosition(line: low + 1, column: max(1, column))
  }

  /// The text of a 1-based line without its line break, with invalid UTF-8 repaired.
  public func line(_ number: Int) -> String {
    guard number >= 1, number <= lineStarts.count else { return "" }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The position of the character at UTF-16 offset `offset` of the JSON string literal
  /// whose opening quote is at byte `quoteOffset`, following escapes.
  public func position(ofUTF16Offset offset: Int, inStringLiteralAt quoteOffset: Int) -> SourcePosition {
    position(ofByte: JSONStringMap.byteOffset(of: offset, inLiteralAt: quoteOffset, in: bytes))
  }
}
