import LocaleCatalog

/// An id of a finding that survives edits elsewhere in its file: a hash of the rule id, the
/// file (relative to the working directory), the key and the message, but not the line or
/// column. Baselines and SARIF's `partialFingerprints` use it.
public struct FindingFingerprint: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Sixteen lowercase hexadecimal digits (FNV-1a, 64 bits).
  public let value: String

  /// Wraps a fingerprint as written in a baseline.
  public init(value: String) {
    self.value = value
  }

  /// The fingerprint of a finding's identifying parts.
  /// - Parameters:
  ///   - ruleID: The rule's id.
  ///   - file: The file as ``WorkspacePath/relative(_:to:)`` gives it.
  ///   - key: The catalog key, when the finding has one.
  ///   - message: The finding's message.
  public init(ruleID: String, file: String, key: String?, message: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    mix(ruleID.utf8)
    mix([0])
    mix(file.utf8)
    mix([0])
    // A finding without a key differs from one whose key is empty.
    if let key { mix(key.utf8) } else { mix([1]) }
    mix([0])
    mix(message.utf8)
    let hex = String(hash, radix: 16)
    self.value = String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The fingerprint of `diagnostic`, its path taken relative to `workingDirectory`.
  public init(_ diagnostic: Diagnostic, workingDirectory: String?) {
    self.init(
      ruleID: diagnostic.ruleID, file: WorkspacePath.relative(diagnostic.path, to: workingDirectory),
      key: diagnostic.key, message: diagnostic.message)
  }

  public static func < (lhs: FindingFingerprint, rhs: FindingFingerprint) -> Bool { lhs.value < rhs.value }

  public var description: String { value }
}
