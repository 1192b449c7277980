import ICUBridge

/// An error reported by ICU, with the name of its `UErrorCode`.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The numeric ICU `UErrorCode`.
  public let code: Int32
  /// The ICU name of the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String { String(cString: icub_error_name(code)) }
  /// What was being done when ICU failed.
  public let operation: String

  /// Creates an error for an ICU status code.
  public init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
  }

  public var description: String { "\(operation) failed: \(name)" }
}

/// ICU status codes that Swift code inspects.
enum ICUStatus {
  static let bufferOverflow: Int32 = 15
  static let illegalArgument: Int32 = 1

  /// True for ICU errors (positive codes); warnings are negative.
  static func isFailure(_ status: Int32) -> Bool { status > 0 }
}

/// The version of the ICU library in use, such as "72.1".
public let icuVersion: String = {
  var buffer = [CChar](repeating: 0, count: 32)
  _ = icub_version(&buffer, Int32(buffer.count))
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()
