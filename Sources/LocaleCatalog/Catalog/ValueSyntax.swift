/// How the text of a value is written in its file, so that an offset inside the decoded
/// value can be turned back into a line and column.
public enum ValueSyntax: Sendable, Hashable {
  /// A JSON string literal with `\n`, `\"` and `\uXXXX` escapes; the value offset is its
  /// opening quote. Native locale files and String Catalogs.
  case jsonString
  /// A `.strings` value: a quoted string with `\n`, `\"`, `\U00E9` and octal escapes (the
  /// value offset is its opening quote), or an unquoted word.
  case stringsLiteral
  /// XML character data with entity and character references, CDATA sections and comments;
  /// the value offset is the first byte after the element's start tag.
  case xmlText
  /// A gettext string: one or more C string literals, the first after its keyword and the
  /// others on the lines below it (`msgstr ""`, `"Line one\n"`, `"Line two"`), with `\n`,
  /// `\"` and `\\` escapes; the value offset is the first literal's opening quote.
  case gettextLiterals
  /// The character data of an Android string resource read as Android reads it: XML
  /// references, escapes (`\n`, `\'`, `\u00E9`), double quotes that keep spaces, and runs of
  /// spaces and line breaks outside them collapsed into one space; the value offset is the
  /// first byte after the element's start tag.
  case androidText
  /// Text whose characters cannot be mapped one by one: every offset goes to the value offset.
  case valueStart
}

extension SourceFile {
  /// The position of the character at UTF-16 offset `offset` of the value written in
  /// `syntax` at byte `valueOffset`, following the syntax's escapes.
  public func position(ofUTF16Offset offset: Int, in syntax: ValueSyntax, at valueOffset: Int) -> SourcePosition {
    switch syntax {
    case .jsonString:
      return position(ofUTF16Offset: offset, inStringLiteralAt: valueOffset)
    case .stringsLiteral:
      return position(ofByte: StringsLiteralMap.byteOffset(of: offset, inValueAt: valueOffset, in: bytes))
    case .xmlText:
      return position(ofByte: XMLTextMap.byteOffset(of: offset, inTextAt: valueOffset, in: bytes))
    case .gettextLiterals:
      return position(ofByte: GettextLiteralMap.byteOffset(of: offset, inValueAt: valueOffset, in: bytes))
    case .androidText:
      let raw = XMLTextMap.decodedText(at: valueOffset, in: bytes)
      let rawOffset = AndroidText.rawOffset(ofDecoded: offset, in: raw)
      return position(ofByte: XMLTextMap.byteOffset(of: rawOffset, inTextAt: valueOffset, in: bytes))
    case .valueStart:
      return position(ofByte: valueOffset)
    }
  }
}
