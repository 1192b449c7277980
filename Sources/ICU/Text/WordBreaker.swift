import ICUBridge

/// One segment of text found by a ``WordBreaker``.
public struct WordSegment: Sendable, Hashable {
  /// The segment's text.
  public let text: String
  /// Its UTF-16 span in the segmented text.
  public let range: Range<Int>
  /// True for words (letters, numbers, ideographs, kana); false for spaces and punctuation.
  public let isWord: Bool
}

/// Splits text into words with ICU's word break iterator, which uses dictionaries for
/// languages written without spaces (Thai, Japanese, Chinese, Khmer).
///
/// One breaker serves one locale; calls are serialized on a lock, so it can be shared.
public final class WordBreaker: Sendable {
  /// The locale whose word rules are used.
  public let locale: LocaleID
  // The ICU iterator is used only while `lock` is held.
  nonisolated(unsafe) private let handle: OpaquePointer
  private let lock = Locked<Void>(())

  /// Opens a word breaker for `locale`.
  /// - Throws: ``ICUError`` when ICU cannot create one.
  public init(locale: LocaleID) throws(ICUError) {
    var status: Int32 = 0
    guard let handle = icub_words_open(locale.tag, &status), !ICUStatus.isFailure(status) else {
      throw ICUError(code: status, operation: "opening a word breaker for \(locale)")
    }
    self.locale = locale
    self.handle = handle
  }

  deinit { icub_words_close(handle) }

  /// All segments of `text`, words and the spaces and punctuation between them.
  public func segments(_ text: String) -> [WordSegment] {
    let units = BridgeStrings.utf16(of: text)
    if units.isEmpty { return [] }
    var capacity = units.count + 1
    var starts = [Int32](repeating: 0, count: capacity)
    var ends = starts
    var flags = starts
    var count: Int32 = 0
    let handle = self.handle
    lock.withLock { _ in
      for _ in 0..<2 {
        var status: Int32 = 0
        count = units.withUnsafeBufferPointer { buffer in
          icub_words_segment(
            handle, buffer.baseAddress, Int32(units.count), &starts, &ends, &flags, Int32(capacity), &status)
        }
        if Int(count) <= capacity { break }
        capacity = Int(count)
        starts = [Int32](repeating: 0, count: capacity)
        ends = starts
        flags = starts
      }
    }
    return (0..<min(Int(count), capacity)).map { index in
      let range = Int(starts[index])..<Int(ends[index])
      return WordSegment(
        text: BridgeStrings.string(fromUTF16: units, range), range: range, isWord: flags[index] != 0)
    }
  }

  /// The words of `text`, without spaces and punctuation.
  public func words(_ text: String) -> [String] {
    segments(text).filter(\.isWord).map(\.text)
  }
}
