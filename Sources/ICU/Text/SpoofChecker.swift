import ICUBridge

/// ICU's spoof checker (UTS #39): mixed-script text and confusable look-alikes.
public final class SpoofChecker: Sendable {
  // USpoofChecker is thread-safe for checks once configured.
  nonisolated(unsafe) private let handle: OpaquePointer

  /// The checks a text can fail.
  public struct Failures: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Scripts mixed beyond ICU's "highly restrictive" level (Latin with Cyrillic in one string).
    public static let restrictionLevel = Failures(rawValue: 16)
    /// Digits from more than one numbering system.
    public static let mixedNumbers = Failures(rawValue: 128)
    /// Invisible characters in a suspicious position.
    public static let invisible = Failures(rawValue: 32)
  }

  /// Opens a checker.
  /// - Throws: ``ICUError`` when ICU cannot open it.
  public init() throws(ICUError) {
    var status: Int32 = 0
    guard let handle = icub_spoof_open(&status), !ICUStatus.isFailure(status) else {
      throw ICUError(code: status, operation: "opening the spoof checker")
    }
    self.handle = handle
  }

  deinit { icub_spoof_close(handle) }

  /// The checks `text` fails; empty when it passes.
  public func failures(of text: String) -> Failures {
    var status: Int32 = 0
    let bits = BridgeStrings.withUTF16(text) { units, length in
      icub_spoof_check(handle, units, length, &status)
    }
    return Failures(rawValue: bits)
  }

  /// The confusable skeleton of `text`: two texts that look alike share a skeleton.
  public func skeleton(of text: String) -> String {
    BridgeStrings.withUTF16(text) { units, length in
      (try? BridgeStrings.readUTF16(capacity: Int(length) * 2 + 8, operation: "skeleton") { out, capacity, status in
        icub_spoof_skeleton(handle, units, length, out, capacity, status)
      }) ?? text
    }
  }

  /// The ISO 15924 script code of `scalar` ("Latn", "Cyrl"; "Zyyy" for common characters
  /// such as digits, "Zinh" for inherited marks).
  public static func script(of scalar: Unicode.Scalar) -> String {
    BridgeStrings.readASCII(capacity: 8) { out, capacity in
      icub_script_code(Int32(bitPattern: scalar.value), out, capacity)
    }
  }
}
