import ICU

/// Python `%` conversions a translation changed where Python raises: a `%s` of the source
/// (any value) written `%d` or `%f`, which `TypeError` stops when the program passes text.
///
/// The placeholders of `python-format` entries become ICU arguments, whose `{name}` fits any
/// value, so `message.arguments` compares them by name; the conversion that can raise is
/// compared here, on the `.po` text, as `msgfmt -c` does (which also refuses the harmless
/// `%d` written `%s`: Python prints a number with `%s` as well).
enum GettextPythonConversions {
  /// The rule id of the findings.
  static let ruleID = "message.arguments"

  /// The findings on `entry`, a translation read as `python-format`.
  static func problems(of entry: POEntry, in source: SourceFile, locale: LocaleID) -> [Diagnostic] {
    var expected: [String: (style: PlaceholderToken.ArgumentStyle, written: String)] = [:]
    for text in [entry.id] + (entry.idPlural.map { [$0] } ?? []) {
      let units = Array(text.utf16)
      for token in PythonPercentFormat.tokens(units).tokens {
        guard case .argument(let name, let style) = token.kind, expected[name] == nil else { continue }
        expected[name] = (style, String(decoding: units[token.range], as: UTF16.self))
      }
    }
    var found: [Diagnostic] = []
    for (form, string) in entry.strings.sorted(by: { $0.key < $1.key }) where !string.isEmpty {
      let units = Array(string.utf16)
      for token in PythonPercentFormat.tokens(units).tokens {
        guard case .argument(let name, let style) = token.kind, style != .text,
          let original = expected[name], original.style == .text
        else { continue }
        let written = String(decoding: units[token.range], as: UTF16.self)
        let position =
          entry.stringOffsets[form].map {
            source.position(ofUTF16Offset: token.range.lowerBound, in: .gettextLiterals, at: $0)
          } ?? source.position(ofByte: entry.offset)
        found.append(
          Diagnostic(
            severity: .error, ruleID: ruleID,
            message:
              "“\(entry.key)”: \(written) reads a number, but the source's \(original.written) takes any value; Python raises TypeError when it is given text",
            path: source.path, position: position, locale: locale.tag, key: entry.key))
      }
    }
    return found
  }
}
