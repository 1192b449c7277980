import ICUBridge

/// Unicode normalization through ICU.
public enum Normalizer {
  /// NFKC case folding: compatibility forms unified, case removed (`ＯＫ` → `ok`,
  /// `LÖSCHEN` → `löschen`, `ß` → `ss`). The form for comparing words.
  public static func foldedForMatching(_ text: String) -> String {
    normalize(text, with: icub_nfkc_casefold)
  }

  /// NFC, the composed form text should be stored in.
  public static func nfc(_ text: String) -> String {
    normalize(text, with: icub_nfc)
  }

  private static func normalize(
    _ text: String,
    with function: (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>?)
      -> Int32
  ) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A || $0 == 0x20 }) { return text }
    return BridgeStrings.withUTF16(text) { units, length in
      (try? BridgeStrings.readUTF16(capacity: Int(length) + 8, operation: "normalization") { out, capacity, status in
        function(units, length, out, capacity, status)
      }) ?? text
    }
  }
}
