/// Where each part of a converted message comes from in its file.
///
/// A printf-style value such as `Delete %lld Photos` with plural variations is checked as the
/// ICU message `{arg1, plural, one {Delete # Photo} other {Delete # Photos}}`. The map ties
/// every stretch of that message to the value it was made from (a plural branch's string, a
/// substitution, the top-level string), so a finding lands on the file's own characters.
public struct MessageSourceMap: Sendable, Hashable {
  /// One stretch of the converted message and the value it comes from.
  public struct Segment: Sendable, Hashable {
    /// The UTF-16 offset in the converted message where the stretch starts.
    public var messageOffset: Int
    /// The stretch's length in UTF-16 units of the converted message.
    public var length: Int
    /// How the value the stretch comes from is written.
    public var syntax: ValueSyntax
    /// The byte offset of that value in its file (its opening quote, or its first byte).
    public var valueOffset: Int
    /// The UTF-16 offset in the decoded value where the stretch starts.
    public var valueIndex: Int
    /// True when the stretch copies the value's characters one for one; false when it is
    /// generated syntax (`{arg1, plural, `, quoting) that maps entirely to `valueIndex`.
    public var isVerbatim: Bool

    /// Creates a segment.
    public init(
      messageOffset: Int, length: Int, syntax: ValueSyntax, valueOffset: Int, valueIndex: Int, isVerbatim: Bool
    ) {
      self.messageOffset = messageOffset
      self.length = length
      self.syntax = syntax
      self.valueOffset = valueOffset
      self.valueIndex = valueIndex
      self.isVerbatim = isVerbatim
    }
  }

  /// A place inside a value of the file.
  public struct Location: Sendable, Hashable {
    /// How the value is written.
    public var syntax: ValueSyntax
    /// The byte offset of the value.
    public var valueOffset: Int
    /// The UTF-16 offset inside the decoded value.
    public var valueIndex: Int
  }

  /// The segments, ordered by `messageOffset`.
  public let segments: [Segment]

  /// Creates a map; segments are sorted by their message offset.
  public init(segments: [Segment]) {
    self.segments = segments.sorted { $0.messageOffset < $1.messageOffset }
  }

  /// The place in the file of the converted message's UTF-16 offset `offset`; nil when the
  /// map is empty.
  public func location(ofMessageOffset offset: Int) -> Location? {
    guard !segments.isEmpty else { return nil }
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].messageOffset <= offset { low = middle } else { high = middle - 1 }
    }
    let segment = segments[low]
    let inside = max(0, offset - segment.messageOffset)
    let index = segment.isVerbatim ? segment.valueIndex + min(inside, segment.length) : segment.valueIndex
    return Location(syntax: segment.syntax, valueOffset: segment.valueOffset, valueIndex: index)
  }
}
