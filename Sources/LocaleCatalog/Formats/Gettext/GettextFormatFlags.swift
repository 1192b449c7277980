import ICU

/// The placeholder language of a gettext entry: what its format flags say (the gettext
/// manual, “The Format of PO Files” and “Special Comments preceding Keywords”), or, without
/// any format flag, what its source text unambiguously uses.
///
/// A `#, c-format` entry is C's printf; `#, no-c-format` or no flag at all makes `%` plain
/// text (a URL's `%20`, `%systemroot%`, a date legend's `%d`), as `msgfmt --check-format`
/// and the program's own `printf` never read it. Without any format flag, a source whose
/// only placeholders are well-formed `{name}`, `{0}` or `{}` fields is taken as
/// `python-brace-format` (xgettext and Babel often leave it unflagged); anything less
/// certain is plain text.
enum GettextFormat: Sendable, Hashable {
  /// `%` and braces are text.
  case plain
  /// `#, c-format`: C's printf as glibc reads it.
  case c
  /// `#, objc-format`: Foundation's printf (`%@`).
  case objc
  /// `#, java-printf-format`: Java's `Formatter`.
  case javaPrintf
  /// `#, python-format`: `%(name)s` by name, `%s` by position.
  case python
  /// `#, python-brace-format`: `{name}`, `{0}` and `{}` fields.
  case pythonBrace
  /// `#, qt-format`: `%1` … `%99` (`%L1` with the locale's digits); with
  /// `#, qt-plural-format`, also `%n`, the count.
  case qt(plural: Bool)
  /// `#, kde-format`: `%1`, `%2`, … as KDE's `i18n` fills them.
  case kde

  /// The format of an entry with `flags` whose source text is `sourceTexts` (its `msgid`
  /// and `msgid_plural`).
  init(flags: [String], sourceTexts: [String]) {
    let flags = Set(flags)
    if flags.contains("c-format") {
      self = .c
    } else if flags.contains("objc-format") {
      self = .objc
    } else if flags.contains("python-format") || flags.contains("python-brace-format") {
      // Both flags: the source's own placeholders say which one the program formats with.
      let brace = flags.contains("python-brace-format")
      let percent = flags.contains("python-format")
      let usesBraces = sourceTexts.contains { BraceFormat.hasFields($0) }
      self = brace && (!percent || usesBraces) ? .pythonBrace : .python
    } else if flags.contains("qt-format") || flags.contains("qt-plural-format") {
      self = .qt(plural: flags.contains("qt-plural-format"))
    } else if flags.contains("kde-format") {
      self = .kde
    } else if flags.contains("java-printf-format") {
      self = .javaPrintf
    } else if !flags.contains(where: { $0.hasSuffix("-format") }),
      sourceTexts.contains(where: BraceFormat.hasFields),
      sourceTexts.allSatisfy({ !$0.contains("%") && BraceFormat.isWellFormed($0) })
    {
      self = .pythonBrace
    } else {
      self = .plain
    }
  }
}

/// One piece of a value in a gettext placeholder language other than printf; ranges are
/// UTF-16 offsets.
struct PlaceholderToken: Sendable, Hashable {
  /// What the piece is.
  enum Kind: Sendable, Hashable {
    /// Text shown as written.
    case text
    /// An escape shown as other text: Python's `%%` (a `%`), `{{` and `}}`.
    case escape(String)
    /// A placeholder: the ICU argument it becomes, and how that argument is formatted.
    case argument(name: String, style: ArgumentStyle)
    /// A placeholder the program never reads: the syntax error is reported, the text kept.
    case invalid(reason: String)
  }

  /// How an argument reads its value.
  enum ArgumentStyle: Sendable, Hashable {
    /// Any value, shown as text: `{name}`.
    case text
    /// An integer: `{name, number, integer}`.
    case integer
    /// A number: `{name, number}`.
    case number
  }

  var kind: Kind
  var range: Range<Int>
}

/// Python's `%` formatting (gettext's `python-format`): `%(name)s` by name, `%s`, `%d`,
/// `%.2f` by position, `%%` a percent sign; `*` widths read a positional argument. A value
/// may not mix named and positional directives.
extension PlaceholderToken {
  /// The index just past the `close` that matches the `open` at `start`, counting nested
  /// pairs (`%(a(b))s`, `{a:{width}}`); nil when it is never closed.
  static func end(ofNested open: UInt16, _ close: UInt16, in units: [UInt16], openedAt start: Int) -> Int? {
    var depth = 1
    var end = start + 1
    while end < units.count, depth > 0 {
      if units[end] == open { depth += 1 }
      if units[end] == close { depth -= 1 }
      end += 1
    }
    return depth == 0 ? end : nil
  }
}

enum PythonPercentFormat {
  private static let conversions = Set("diouxXeEfFgGcrsa".utf16)

  /// The tokens of `units`, and the reason the value is no valid format string, if any.
  static func tokens(_ units: [UInt16]) -> (tokens: [PlaceholderToken], problem: PlaceholderToken?) {
    var tokens: [PlaceholderToken] = []
    var textStart = 0
    var index = 0
    var position = 0
    var named = false
    var firstPositional: (written: String, range: Range<Int>)?
    var problem: PlaceholderToken?
    func unit(_ offset: Int) -> UInt16 { offset < units.count ? units[offset] : 0 }
    func isDigit(_ code: UInt16) -> Bool { code >= 0x30 && code <= 0x39 }
    func flush(_ end: Int) {
      if end > textStart { tokens.append(PlaceholderToken(kind: .text, range: textStart..<end)) }
    }
    func add(_ kind: PlaceholderToken.Kind, _ range: Range<Int>) {
      flush(range.lowerBound)
      let token = PlaceholderToken(kind: kind, range: range)
      if case .invalid = kind, problem == nil { problem = token }
      tokens.append(token)
      index = range.upperBound
      textStart = index
    }
    while index < units.count {
      guard units[index] == 0x25 else {  // %
        index += 1
        continue
      }
      let start = index
      var cursor = index + 1
      if unit(cursor) == 0x25 {
        add(.escape("%"), start..<(cursor + 1))
        continue
      }
      var name: String?
      if unit(cursor) == 0x28 {  // (
        guard let end = PlaceholderToken.end(ofNested: 0x28, 0x29, in: units, openedAt: cursor) else {
          add(.invalid(reason: "the name of “%(” is never closed with “)”"), start..<units.count)
          continue
        }
        name = String(decoding: units[(cursor + 1)..<(end - 1)], as: UTF16.self)
        cursor = end
      }
      // Flags, width (or `*`), precision (or `.*`), a length Python ignores.
      while [0x2D, 0x2B, 0x20, 0x23, 0x30].contains(unit(cursor)) { cursor += 1 }
      var stars = 0
      if unit(cursor) == 0x2A {
        stars += 1
        cursor += 1
      } else {
        while isDigit(unit(cursor)) { cursor += 1 }
      }
      if unit(cursor) == 0x2E {
        cursor += 1
        if unit(cursor) == 0x2A {
          stars += 1
          cursor += 1
        } else {
          while isDigit(unit(cursor)) { cursor += 1 }
        }
      }
      if [0x68, 0x6C, 0x4C].contains(unit(cursor)) { cursor += 1 }  // h l L
      let code = unit(cursor)
      let written = String(decoding: units[start..<min(cursor + 1, units.count)], as: UTF16.self)
      guard conversions.contains(code) else {
        add(
          .invalid(reason: "“\(written)” is not a Python format directive; write %% for a percent sign"),
          start..<min(cursor + 1, units.count))
        continue
      }
      let style: PlaceholderToken.ArgumentStyle
      switch code {
      case 0x64, 0x69, 0x6F, 0x75, 0x78, 0x58: style = .integer  // d i o u x X
      case 0x63, 0x72, 0x73, 0x61: style = .text  // c r s a
      default: style = .number
      }
      if let name {
        named = true
        if stars > 0 {
          add(
            .invalid(reason: "“\(written)” takes a * width from a mapping, which Python refuses"), start..<(cursor + 1))
          continue
        }
        add(.argument(name: PrintfConversion.icuName(name), style: style), start..<(cursor + 1))
      } else {
        if firstPositional == nil { firstPositional = (written, start..<(cursor + 1)) }
        // A `*` reads the argument before the value; the message shows the value only.
        position += stars + 1
        add(.argument(name: "arg\(position)", style: style), start..<(cursor + 1))
      }
    }
    flush(units.count)
    if named, let firstPositional, problem == nil {
      problem = PlaceholderToken(
        kind: .invalid(
          reason: "“\(firstPositional.written)” is positional beside named (%(name)s) directives, which Python refuses"),
        range: firstPositional.range)
    }
    return (tokens, problem)
  }
}

/// Python's `str.format` fields (gettext's `python-brace-format`): `{name}`, `{0}`, `{}`
/// numbered automatically, `{name.attribute}`, `{name[key]}`, with `!r` and `:spec`;
/// `{{` and `}}` are braces.
enum BraceFormat {
  /// Whether `text` has at least one field.
  static func hasFields(_ text: String) -> Bool {
    guard text.contains("{") else { return false }
    return tokens(Array(text.utf16)).tokens.contains {
      if case .argument = $0.kind { true } else { false }
    }
  }

  /// Whether every brace of `text` belongs to a field or an escape.
  static func isWellFormed(_ text: String) -> Bool {
    tokens(Array(text.utf16)).problem == nil
  }

  /// Whether `name` is a Python identifier: a letter or `_`, then letters, digits and `_`.
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
  }

  /// The tokens of `units`, and the reason the value is no valid format string, if any.
  static func tokens(_ units: [UInt16]) -> (tokens: [PlaceholderToken], problem: PlaceholderToken?) {
    var tokens: [PlaceholderToken] = []
    var textStart = 0
    var index = 0
    var automatic = 0
    var numbering: Bool?  // true: automatic `{}`, false: manual `{0}`
    var problem: PlaceholderToken?
    func unit(_ offset: Int) -> UInt16 { offset < units.count ? units[offset] : 0 }
    func add(_ kind: PlaceholderToken.Kind, _ range: Range<Int>) {
      if range.lowerBound > textStart {
        tokens.append(PlaceholderToken(kind: .text, range: textStart..<range.lowerBound))
      }
      let token = PlaceholderToken(kind: kind, range: range)
      if case .invalid = kind, problem == nil { problem = token }
      tokens.append(token)
      index = range.upperBound
      textStart = index
    }
    while index < units.count {
      let code = units[index]
      if code == 0x7D {  // }
        if unit(index + 1) == 0x7D {
          add(.escape("}"), index..<(index + 2))
        } else {
          add(.invalid(reason: "a single “}” is neither a field's end nor written “}}”"), index..<(index + 1))
        }
        continue
      }
      guard code == 0x7B else {  // {
        index += 1
        continue
      }
      if unit(index + 1) == 0x7B {
        add(.escape("{"), index..<(index + 2))
        continue
      }
      // The field's end: the `}` that closes it, past nested fields of its format spec.
      guard let end = PlaceholderToken.end(ofNested: 0x7B, 0x7D, in: units, openedAt: index) else {
        add(.invalid(reason: "the field that starts with “{” is never closed with “}”"), index..<units.count)
        continue
      }
      let inside = units[(index + 1)..<(end - 1)]
      // The argument's name: up to `.`, `[`, `!` or `:`.
      let nameEnd = inside.firstIndex { [0x2E, 0x5B, 0x21, 0x3A].contains($0) } ?? inside.endIndex
      let name = String(decoding: inside[inside.startIndex..<nameEnd], as: UTF16.self)
      let isNumber = !name.isEmpty && name.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
      let isAutomatic = name.isEmpty
      guard isNumber || isAutomatic || isIdentifier(name) else {
        let written = String(decoding: units[index..<end], as: UTF16.self)
        add(
          .invalid(reason: "“\(written)” names no argument: write {name}, {0} or {}, and {{ }} for braces"), index..<end
        )
        continue
      }
      if isNumber || isAutomatic {
        if let numbering, numbering != isAutomatic {
          add(
            .invalid(reason: "a value may not number fields both automatically ({}) and by hand ({0})"),
            index..<end)
          continue
        }
        numbering = isAutomatic
      }
      let argument: String
      if isAutomatic {
        argument = "arg\(automatic)"
        automatic += 1
      } else if isNumber {
        argument = "arg\(Int(name) ?? 0)"
      } else {
        argument = PrintfConversion.icuName(name)
      }
      add(.argument(name: argument, style: .text), index..<end)
    }
    if units.count > textStart { tokens.append(PlaceholderToken(kind: .text, range: textStart..<units.count)) }
    return (tokens, problem)
  }
}

/// Qt's and KDE's numbered placeholders (gettext's `qt-format` and `kde-format`): `%1`,
/// `%2`, …; Qt reads `%1` to `%99` and `%L1` (the locale's digits), and in a plural
/// (`qt-plural-format`) `%n`, the count. A `%` that starts none is text.
enum NumberedFormat {
  /// The tokens of `units` in Qt's (`kde` false) or KDE's reading.
  static func tokens(_ units: [UInt16], kde: Bool, plural: Bool) -> [PlaceholderToken] {
    var tokens: [PlaceholderToken] = []
    var textStart = 0
    var index = 0
    func unit(_ offset: Int) -> UInt16 { offset < units.count ? units[offset] : 0 }
    func isDigit(_ code: UInt16) -> Bool { code >= 0x30 && code <= 0x39 }
    while index < units.count {
      guard units[index] == 0x25 else {
        index += 1
        continue
      }
      var cursor = index + 1
      if !kde, unit(cursor) == 0x4C { cursor += 1 }  // L
      var name: String?
      if plural, unit(cursor) == 0x6E {  // n
        name = "n"
        cursor += 1
      } else if isDigit(unit(cursor)), unit(cursor) != 0x30 {
        var end = cursor
        while isDigit(unit(end)), kde || end < cursor + 2 { end += 1 }
        name = "arg" + String(decoding: units[cursor..<end], as: UTF16.self)
        cursor = end
      }
      guard let name else {
        index += 1
        continue
      }
      if index > textStart { tokens.append(PlaceholderToken(kind: .text, range: textStart..<index)) }
      tokens.append(PlaceholderToken(kind: .argument(name: name, style: .text), range: index..<cursor))
      index = cursor
      textStart = cursor
    }
    if units.count > textStart { tokens.append(PlaceholderToken(kind: .text, range: textStart..<units.count)) }
    return tokens
  }
}

/// Turns a gettext value whose placeholders are not printf's (Python, Python braces, Qt,
/// KDE) into the ICU message the rules check, with a map back to the file: each
/// placeholder becomes an ICU argument (`%(name)s` → `{name}`, `%s` → `{arg1}`, `{}` →
/// `{arg0}`, `%1` → `{arg1}`), so that `message.arguments` compares them by name, and
/// plural forms become `{count, plural, one {…} other {…}}`.
struct PlaceholderConversion {
  /// The converted message.
  struct Result: Sendable {
    var text: String
    var sourceMap: MessageSourceMap
    /// The first placeholder the program would refuse, where it is.
    var problem: (location: MessageSourceMap.Location, reason: String)?
  }

  private let format: GettextFormat
  private var output: [UInt16] = []
  private var segments: [MessageSourceMap.Segment] = []
  private var problem: (location: MessageSourceMap.Location, reason: String)?
  private var pluralDepth = 0

  /// Converts `value`, written in `format` (one of the non-printf formats).
  static func convert(_ value: AppleValue, format: GettextFormat) -> Result {
    var conversion = PlaceholderConversion(format: format)
    conversion.emit(value)
    return Result(
      text: PrintfConversion.string(fromUTF16: conversion.output),
      sourceMap: MessageSourceMap(segments: conversion.segments), problem: conversion.problem)
  }

  private init(format: GettextFormat) {
    self.format = format
  }

  private mutating func emit(_ value: AppleValue) {
    switch value {
    case .text(let text):
      emit(text)
    case .plural(let variants, let offset), .device(let variants, let offset):
      generated("{count, plural, ", syntax: .valueStart, valueOffset: offset)
      pluralDepth += 1
      for (index, variant) in variants.enumerated() {
        let selector = PrintfConversion.icuName(variant.selector)
        generated((index == 0 ? "" : " ") + selector + " {", syntax: .valueStart, valueOffset: variant.offset)
        emit(variant.value)
        generated("}", syntax: .valueStart, valueOffset: variant.offset)
      }
      pluralDepth -= 1
      generated("}", syntax: .valueStart, valueOffset: offset)
    }
  }

  private mutating func emit(_ text: AppleText) {
    let units = Array(text.text.utf16)
    let tokens: [PlaceholderToken]
    let invalid: PlaceholderToken?
    switch format {
    case .python: (tokens, invalid) = PythonPercentFormat.tokens(units)
    case .pythonBrace: (tokens, invalid) = BraceFormat.tokens(units)
    case .qt(let plural): (tokens, invalid) = (NumberedFormat.tokens(units, kde: false, plural: plural), nil)
    case .kde: (tokens, invalid) = (NumberedFormat.tokens(units, kde: true, plural: false), nil)
    case .plain, .c, .objc, .javaPrintf:
      (tokens, invalid) = ([PlaceholderToken(kind: .text, range: 0..<units.count)], nil)
    }
    if let invalid, problem == nil, case .invalid(let reason) = invalid.kind {
      problem = (
        MessageSourceMap.Location(
          syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: invalid.range.lowerBound), reason
      )
    }
    for token in tokens {
      switch token.kind {
      case .text, .invalid:
        literal(units[token.range], from: text, valueIndex: token.range.lowerBound)
      case .escape(let shown):
        literal(Array(shown.utf16)[...], from: text, valueIndex: token.range.lowerBound, verbatim: false)
      case .argument(let name, let style):
        let pattern: String
        switch style {
        case .text: pattern = "{\(name)}"
        case .integer: pattern = "{\(name), number, integer}"
        case .number: pattern = "{\(name), number}"
        }
        generated(pattern, syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: token.range.lowerBound)
      }
    }
  }

  // MARK: Output

  private mutating func generated(_ text: String, syntax: ValueSyntax, valueOffset: Int, valueIndex: Int = 0) {
    let start = output.count
    output.append(contentsOf: text.utf16)
    guard output.count > start else { return }
    segments.append(
      MessageSourceMap.Segment(
        messageOffset: start, length: output.count - start, syntax: syntax, valueOffset: valueOffset,
        valueIndex: valueIndex, isVerbatim: false))
  }

  /// Literal text, quoted where ICU would read syntax (as ``PrintfConversion`` quotes it):
  /// `{`, `}` and, in plurals, `#` start a quoted run; an apostrophe is doubled. Unless
  /// `verbatim` is false (an escape shown as other characters), the text maps one for one.
  private mutating func literal(
    _ units: ArraySlice<UInt16>, from text: AppleText, valueIndex: Int, verbatim: Bool = true
  ) {
    func isSpecial(_ unit: UInt16) -> Bool {
      unit == 0x7B || unit == 0x7D || (unit == 0x23 && pluralDepth > 0)
    }
    var runStart = units.startIndex
    var index = units.startIndex
    func flush(upTo end: Int) {
      guard end > runStart else { return }
      let at = verbatim ? valueIndex + (runStart - units.startIndex) : valueIndex
      let start = output.count
      output.append(contentsOf: units[runStart..<end])
      segments.append(
        MessageSourceMap.Segment(
          messageOffset: start, length: output.count - start, syntax: text.syntax, valueOffset: text.valueOffset,
          valueIndex: at, isVerbatim: verbatim))
    }
    while index < units.endIndex {
      let unit = units[index]
      guard unit == 0x27 || isSpecial(unit) else {
        index += 1
        continue
      }
      flush(upTo: index)
      let at = verbatim ? valueIndex + (index - units.startIndex) : valueIndex
      if unit == 0x27 {
        generated("''", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: at)
        index += 1
      } else {
        var quoted = "'"
        while index < units.endIndex, units[index] == 0x27 || isSpecial(units[index]) {
          quoted += units[index] == 0x27 ? "''" : String(decoding: [units[index]], as: UTF16.self)
          index += 1
        }
        generated(quoted + "'", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: at)
      }
      runStart = index
    }
    flush(upTo: units.endIndex)
  }
}

extension GettextCatalogReader {
  /// The entry of a value whose placeholders are Python's, Python braces, Qt's or KDE's, and
  /// a `message.syntax` finding when the program would refuse one of them.
  static func placeholderEntry(
    _ value: AppleValue, format: GettextFormat, key: String, keyOffset: Int, builder: AppleEntryBuilder
  ) -> (entry: CatalogEntry, diagnostic: Diagnostic?) {
    let result = PlaceholderConversion.convert(value, format: format)
    let (valueOffset, syntax): (Int, ValueSyntax)
    switch value {
    case .text(let text): (valueOffset, syntax) = (text.valueOffset, text.syntax)
    case .plural(_, let offset), .device(_, let offset): (valueOffset, syntax) = (offset, .valueStart)
    }
    let known = result.problem.map {
      MessageSyntaxError(offset: 0, icuName: "FORMAT_SPECIFIER_ERROR", reason: $0.reason)
    }
    let entry = CatalogEntry(
      key: key, keyOffset: keyOffset, text: result.text, valueOffset: valueOffset, valueSyntax: syntax,
      sourceMap: result.sourceMap, companion: nil, formatArguments: nil, knownSyntaxError: known)
    let location: MessageSourceMap.Location?
    let reason: String
    if let problem = result.problem {
      (location, reason) = (problem.location, problem.reason)
    } else if let error = entry.syntaxError {
      (location, reason) = (result.sourceMap.location(ofMessageOffset: error.offset), error.reason)
    } else {
      return (entry, nil)
    }
    let position =
      location.map { builder.source.position(ofUTF16Offset: $0.valueIndex, in: $0.syntax, at: $0.valueOffset) }
      ?? builder.source.position(ofByte: valueOffset)
    return (entry, builder.syntaxDiagnostic(key: key, reason: reason, at: position))
  }
}
