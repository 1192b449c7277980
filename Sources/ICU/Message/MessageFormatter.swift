import ICUBridge
import Synchronization

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
  private let lock = Mutex<Void>(())

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
  }

  deinit {
    icub_formatter_close(handle)
  }

  /// Formats the message with named arguments.
  /// - Parameter arguments: Values by argument name; numbers for plural arguments.
  /// - Returns: The formatted text.
  /// - Throws: ``ICUError`` when ICU cannot format (for example, text given to a plural).
  public func format(_ arguments: [String: MessageValue] = [:]) throws(ICUError) -> String {
    // All names and text values go into one UTF-16 pool, so one pointer serves them all.
    var pool: [UInt16] = []
    var specs: [(nameStart: Int, nameLength: Int, value: MessageValue, textStart: Int, textLength: Int)] = []
    for name in arguments.keys.sorted() {
      guard let value = arguments[name] else { continue }
      let nameStart = pool.count
      pool.append(contentsOf: name.utf16)
      let nameLength = pool.count - nameStart
      let textStart = pool.count
      if case .string(let text) = value { pool.append(contentsOf: text.utf16) }
      specs.append((nameStart, nameLength, value, textStart, pool.count - textStart))
    }
    pool.append(0)
    let capacity = pattern.utf16.count * 2 + 32
    return try pool.withUnsafeBufferPointer { (buffer) throws(ICUError) -> String in
      let base = buffer.baseAddress.unsafelyUnwrapped
      let bridged = specs.map { spec -> icub_argument in
        var argument = icub_argument()
        argument.name = base + spec.nameStart
        argument.nameLength = Int32(spec.nameLength)
        switch spec.value {
        case .double(let number):
          argument.kind = 0
          argument.doubleValue = number
        case .integer(let number):
          argument.kind = 1
          argument.intValue = number
        case .string:
          argument.kind = 2
          argument.stringValue = base + spec.textStart
          argument.stringLength = Int32(spec.textLength)
        }
        return argument
      }
      let formatter = handle
      return try lock.withLock { _ throws(ICUError) -> String in
        try BridgeStrings.readUTF16(capacity: capacity, operation: "formatting “\(pattern)”") { out, size, status in
          icub_formatter_format(formatter, bridged, Int32(bridged.count), out, size, status)
        }
      }
    }
  }
}
