import Testing

@testable import ActionSheetCore

@Suite("LabelText folding")
struct LabelTextTests {
  /// The folding as first written (lowercase, map apostrophes, split on whitespace, join,
  /// trim), kept as the reference the one-pass version must agree with.
  static func reference(_ label: String) -> String {
    let apostrophes: Set<Character> = ["\u{2019}", "\u{02BC}"]
    let plain = String(label.lowercased().map { apostrophes.contains($0) ? "'" : $0 })
    var joined = plain.split { $0.isWhitespace }.joined(separator: " ")[...]
    while let first = joined.first, first.isPunctuation || first.isWhitespace { joined = joined.dropFirst() }
    while let last = joined.last, last.isPunctuation || last.isWhitespace { joined = joined.dropLast() }
    return String(joined)
  }

  @Test(arguments: [
    "", " ", "OK", "  OK! ", "ok", "Don’t Save", "don't  save", "Don\u{02BC}t", "’Quoted’", "Delete\t\n3   Photos…",
    "\r\nSign Out\r\n", "Löschen", "ÜBER", "İPTAL", "Straße", "Удалить 5 фото", "حذف ‏الصور", "写真を削除", "ลบรูปภาพ",
    "हटाएं", "e\u{301}", " \u{301}a", "\u{301}a b", "a \u{301}", "— Delete —", "!!", "a ! b !", "\u{2019}\u{301}x",
    "x\u{200B}y", "\u{00A0}Delete\u{00A0}", "\u{2068}Photo.jpg\u{2069} löschen", "👍🏽 Delete 👨‍👩‍👧",
    "Удалить\u{00A0}\u{00A0}5 ФОТО!", "«Löschen»", "\u{200F}حذف الصور\u{200F}", "ＯＫ！", "Ωμέγα ΣΟΦΟΣ", "ß ẞ",
    "İptal", "מחק תמונה", "\u{3000}写真を削除\u{3000}", "사진 삭제", "Éffacer\u{2019}", "a\u{2028}b", "حذف،",
  ])
  func onePassFoldingAgreesWithTheReference(label: String) {
    #expect(LabelText.folded(label) == Self.reference(label))
  }

  /// Every scalar of the scripts the fast folding handles, alone, between letters and at
  /// either end, folds as the reference does.
  @Test func everyScalarOfTheFastScriptsFoldsAsTheReferenceDoes() {
    let ranges: [ClosedRange<UInt32>] = [
      0x00...0x2FF, 0x370...0x52F, 0x590...0x6FF, 0x1E00...0x20CF, 0x2E00...0x2E7F, 0x3000...0x30FF, 0x4E00...0x4E7F,
      0xAC00...0xAC7F, 0xFF00...0xFFEF,
    ]
    var mismatches: [String] = []
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let character = String(Character(scalar))
        for label in [character, "Ab\(character)Cd", "\(character) x", "x \(character)", "É\(character)Ж"]
        where LabelText.folded(label) != Self.reference(label) {
          mismatches.append(String(value, radix: 16))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(Set(mismatches).sorted())")
  }
}
