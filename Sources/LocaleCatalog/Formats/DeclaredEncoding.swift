import Foundation

/// The encoding a gettext or Android file declares (a `.po` header's `charset=`, an XML
/// declaration's `encoding=`), and the file's bytes checked against it.
///
/// gettext's `msgfmt` and Android's resource compiler stop at a byte that is not the declared
/// encoding; read naively it becomes U+FFFD and the translation is silently wrong. The file
/// is still read (a bad byte as U+FFFD) so that the rest of it is checked, and the problem is
/// one located error that names the byte, its offset and the encoding.
struct DeclaredEncoding: Sendable, Hashable {
  /// How the bytes are read.
  enum Kind: Sendable, Hashable {
    /// UTF-8 (and no declaration, the default of both formats).
    case utf8
    /// US-ASCII: every byte below 0x80.
    case ascii
    /// ISO-8859-1 (Latin-1): each byte is the code point of the same value.
    case latin1
    /// Any other name; its bytes are not checked.
    case other
  }

  /// The name as written (`UTF-8`, `ISO-8859-1`), or nil when the file declares none.
  var name: String?
  var kind: Kind

  /// The encoding named `name`, as gettext and XML spell them (case-insensitive).
  init(named name: String?) {
    self.name = name
    switch name?.lowercased() {
    case nil, "utf-8", "utf8", "charset": kind = .utf8
    case "ascii", "us-ascii", "ansi_x3.4-1968": kind = .ascii
    case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1": kind = .latin1
    default: kind = .other
    }
  }

  /// A byte that is not in the declared encoding.
  struct Problem: Sendable, Hashable {
    /// The offset of the byte in the file.
    var offset: Int
    /// What is wrong, with the byte and the encoding named.
    var reason: String
  }

  /// The file's text as UTF-8 bytes in the declared encoding (a Latin-1 file transcoded), and
  /// the first byte that the declaration does not allow. A file declared Latin-1 whose bytes
  /// are UTF-8 (a `charset=` header that a save in another editor left behind) is read as
  /// UTF-8, as its author wrote it, and reported.
  func decode(_ bytes: [UInt8], declaredBy declaration: String) -> (bytes: [UInt8], problem: Problem?) {
    let shown = name.map { "\(declaration)\($0)" } ?? "no \(declaration)…, so UTF-8"
    switch kind {
    case .other:
      return (bytes, nil)
    case .utf8:
      guard let offset = UTF8Validation.firstInvalidOffset(in: bytes) else { return (bytes, nil) }
      return (
        bytes,
        Problem(
          offset: offset,
          reason:
            "byte 0x\(TextEncoding.hex(bytes[offset])) at byte offset \(offset) is not UTF-8, the encoding the file declares (\(shown))\(Self.guess(bytes[offset]))"
        )
      )
    case .ascii:
      guard let offset = bytes.firstIndex(where: { $0 >= 0x80 }) else { return (bytes, nil) }
      return (
        bytes,
        Problem(
          offset: offset,
          reason:
            "byte 0x\(TextEncoding.hex(bytes[offset])) at byte offset \(offset) is not ASCII, the encoding the file declares (\(shown)); declare the encoding the file is in, such as UTF-8"
        )
      )
    case .latin1:
      // Latin-1 reads every byte; bytes that are UTF-8 sequences beyond ASCII are mojibake.
      if bytes.contains(where: { $0 >= 0x80 }), UTF8Validation.firstInvalidOffset(in: bytes) == nil,
        let offset = bytes.firstIndex(where: { $0 >= 0xC2 })
      {
        return (
          bytes,
          Problem(
            offset: offset,
            reason:
              "the file declares \(shown), but its bytes are UTF-8 (from byte offset \(offset), 0x\(TextEncoding.hex(bytes[offset])) 0x\(TextEncoding.hex(bytes[min(offset + 1, bytes.count - 1)]))): read as \(name ?? "Latin-1") its letters beyond ASCII are garbled; declare UTF-8"
          )
        )
      }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      for byte in bytes {
        if byte < 0x80 {
          output.append(byte)
        } else {
          output.append(0xC0 | byte >> 6)
          output.append(0x80 | byte & 0x3F)
        }
      }
      return (output, nil)
    }
  }

  /// A hint at the file's real encoding from a byte that is not UTF-8.
  private static func guess(_ byte: UInt8) -> String {
    guard byte >= 0xA0 else { return "; convert the file to UTF-8 or declare its encoding" }
    let scalar = Unicode.Scalar(byte)
    return "; read as ISO-8859-1 it is “\(Character(scalar))”: convert the file to UTF-8 or declare that encoding"
  }

  /// The `charset=` of a `.po` file's `Content-Type` header, when it has one.
  static func poCharset(in bytes: [UInt8]) -> String? {
    // The header is the first entry; its fields are within the first few kilobytes.
    let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
    guard let field = head.range(of: "Content-Type:", options: .caseInsensitive),
      let charset = head.range(of: "charset=", options: .caseInsensitive, range: field.upperBound..<head.endIndex)
    else { return nil }
    let name = head[charset.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_.:".contains($0) }
    return name.isEmpty ? nil : String(name)
  }

  /// The `encoding=` of an XML declaration (`<?xml version="1.0" encoding="utf-8"?>`).
  static func xmlEncoding(in bytes: [UInt8]) -> String? {
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    guard head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"), let end = head.range(of: "?>"),
      let attribute = head.range(of: "encoding", range: head.startIndex..<end.lowerBound)
    else { return nil }
    let rest = head[attribute.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let name = rest.dropFirst().prefix { $0 != quote }
    return name.isEmpty ? nil : String(name)
  }
}
