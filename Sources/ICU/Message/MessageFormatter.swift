import ICUBridge

/// A value for a named message argument.
public enum MessageValue: Sendable, Hashable {
  /// A number that may have a fraction.
  case double(Double)
  /// A whole number.
  case integer(Int64)
  /// Text, inserted as is.
  case string(String)
}

extension MessageValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral
{
  /// Creates a whole-number value.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// Creates a number value.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// Creates a text value.
  public init(stringLiteral value: String) { self = .string(value) }
}

/// Values for a message's named arguments, laid out once for ICU so that several messages
/// (a sheet's title, message and labels) can be formatted with them without redoing the work.
public struct MessageArguments: Sendable {
  /// Every name and text value, in UTF-16, one after another.
  fileprivate var pool: [UInt16] = []
  /// The arguments, with ranges into `pool`.
  fileprivate var bridged: [icub_argument] = []
  /// The UTF-8 length of the text values, for sizing the result.
  fileprivate var textUTF8Count = 0

  /// Lays out `values` for ICU.
  /// - Parameters:
  ///   - values: Values by argument name.
  ///   - isolatingText: Whether to wrap each text value in FSI…PDI (``Bidi/isolate(_:)``),
  ///     so that text of either direction cannot reorder the message around it.
  public init(_ values: [String: MessageValue], isolatingText: Bool = false) {
    guard !values.isEmpty else { return }
    bridged.reserveCapacity(values.count)
    for (name, value) in values {
      var argument = icub_argument()
      argument.nameStart = Int32(pool.count)
      pool.append(contentsOf: name.utf16)
      argument.nameLength = Int32(pool.count) - argument.nameStart
      switch value {
      case .double(let number):
        argument.kind = 0
        argument.doubleValue = number
      case .integer(let number):
        argument.kind = 1
        argument.intValue = number
      case .string(let text):
        argument.kind = 2
        argument.textStart = Int32(pool.count)
        if isolatingText { pool.append(0x2068) }
        pool.append(contentsOf: text.utf16)
        if isolatingText { pool.append(0x2069) }
        argument.textLength = Int32(pool.count) - argument.textStart
        textUTF8Count += text.utf8.count + (isolatingText ? 6 : 0)
      }
      bridged.append(argument)
    }
  }

  /// True when there are no values.
  public var isEmpty: Bool { bridged.isEmpty }
}

/// A message compiled once by ICU's `MessageFormat` for one locale, formatted many times.
///
/// Formatting selects plural and select branches by ICU's rules and writes numbers with the
/// locale's own digits. ICU's formatter caches state lazily, so calls are serialized on a
/// lock; the value is safe to share between threads.
public final class MessageFormatter: Sendable {
  /// The locale the message is formatted for.
  public let locale: LocaleID
  /// The pattern the formatter was compiled from.
  public let pattern: String
  // ICU's formatter is used only while `lock` is held.
  nonisolated(unsafe) private let handle: OpaquePointer
  private let lock = Locked<Void>(())
  /// The room a result usually needs: the pattern's length, a little more for digits.
  private let expectedUTF8Count: Int

  /// Compiles `pattern` for `locale`.
  /// - Throws: ``MessageSyntaxError`` when ICU rejects the pattern.
  public init(pattern: String, locale: LocaleID) throws(MessageSyntaxError) {
    var status: Int32 = 0
    var errorOffset: Int32 = 0
    let opened = BridgeStrings.withUTF16(pattern) { text, length in
      icub_formatter_open(locale.tag, text, length, &errorOffset, &status)
    }
    guard let opened, !ICUStatus.isFailure(status) else {
      throw MessageSyntaxError(
        offset: Int(errorOffset), icuName: String(cString: icub_error_name(status)),
        reason: "ICU's MessageFormat rejected the message")
    }
    self.locale = locale
    self.pattern = pattern
    self.handle = opened
    self.expectedUTF8Count = pattern.utf8.count + 32
  }

  deinit {
    icub_formatter_close(handle)
  }

  /// Formats the message with named arguments.
  /// - Parameter arguments: Values by argument name; numbers for plural arguments.
  /// - Returns: The formatted text.
  /// - Throws: ``ICUError`` when ICU cannot format (for example, text given to a plural).
  public func format(_ arguments: [String: MessageValue] = [:]) throws(ICUError) -> String {
    try format(MessageArguments(arguments))
  }

  /// Formats the message with arguments laid out once for several messages.
  /// - Parameter arguments: Values by argument name; numbers for plural arguments.
  /// - Returns: The formatted text.
  /// - Throws: ``ICUError`` when ICU cannot format (for example, text given to a plural).
  public func format(_ arguments: MessageArguments) throws(ICUError) -> String {
    var capacity = expectedUTF8Count + arguments.textUTF8Count
    for _ in 0..<2 {
      var status: Int32 = 0
      var needed = 0
      // ICU writes UTF-8 straight into the new string's storage.
      let text = arguments.pool.withUnsafeBufferPointer { pool in
        arguments.bridged.withUnsafeBufferPointer { bridged in
          String(unsafeUninitializedCapacity: capacity) { bytes in
            let length = lock.withLock { _ in
              icub_formatter_format(
                handle, pool.baseAddress, bridged.baseAddress, Int32(bridged.count),
                bytes.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) },
                Int32(bytes.count), &status)
            }
            needed = Int(length)
            return ICUStatus.isFailure(status) || needed > bytes.count ? 0 : needed
          }
        }
      }
      if ICUStatus.isFailure(status) { throw ICUError(code: status, operation: "formatting “\(pattern)”") }
      if needed <= capacity { return text }
      capacity = needed
    }
    throw ICUError(code: ICUStatus.bufferOverflow, operation: "formatting “\(pattern)”")
  }
}
