/// Turns an Apple catalog value (printf-style strings, plural and device variations,
/// substitutions) into the ICU message that the rules check, with a map back to the file.
///
/// - `%@`, `%s` become `{arg1}`; integer specifiers `{arg1, number, integer}`; floating-point
///   ones `{arg1, number}`. Arguments are named by position (`arg2` for `%2$@`), by their
///   substitution's name, or by the names a comment gives (`arguments: account count`).
/// - Plural variations and substitutions become `{name, plural, one {…} other {…}}`; inside,
///   the varying number is `#`. A `zero` variant is the category `zero` where the locale has
///   one (Arabic, Latvian) and `=0` elsewhere, as Foundation uses it for 0 in every language.
/// - Device variations become `{device, select, iphone {…} other {…}}`, so every device's
///   text is checked (without an `other` device, the first device's text stands in).
/// - Literal `{`, `}`, `'` and (in plurals) `#` are quoted; `%%` is a percent sign.
/// - Specifiers are read in the dialect of the file's format (``PrintfFormat/Dialect``):
///   C's `%m` stays as written and Java's `%n` is a line break, neither reading an argument;
///   a C `*` width or precision reads an `int` argument of its own, which the message does
///   not show.
/// - Specifiers inside markup attributes (an Android `<a href="%2$s">`) are arguments the
///   message does not show either; each keeps its place in the file.
struct PrintfConversion {
  /// The converted message and what is known about its arguments.
  struct Result: Sendable {
    /// The ICU pattern.
    var text: String
    /// Where each part of the pattern comes from.
    var sourceMap: MessageSourceMap
    /// Every argument use, in order.
    var arguments: [FormatArgument]
    /// The first problem with the value, where it is.
    var problem: Problem?
    /// The name given to each argument position.
    var names: [Int: String]
    /// The plural arguments written without an `other` variant; the ICU message gives
    /// them an empty `other` branch so that it parses and every written variant is checked.
    var pluralsWithoutOther: Set<String>
  }

  /// A value that cannot be read as a format string.
  struct Problem: Sendable {
    var location: MessageSourceMap.Location
    var reason: String
  }

  private let hasZeroCategory: Bool
  private let substitutions: [String: AppleSubstitution]
  private var names: [Int: String]
  private let isFormat: Bool
  private let dialect: PrintfFormat.Dialect
  /// When true, the pass only names the arguments: it writes no message.
  private let namesOnly: Bool

  private var output: [UInt16] = []
  private var segments: [MessageSourceMap.Segment] = []
  private var arguments: [FormatArgument] = []
  private var problem: Problem?
  private var pluralDepth = 0
  private var pluralPosition: Int?
  private var activeSubstitutions: Set<String> = []
  private var pluralsWithoutOther: Set<String> = []

  /// Converts `value`.
  /// - Parameters:
  ///   - value: The value as written.
  ///   - substitutions: The substitutions it may reference, by name.
  ///   - hasZeroCategory: Whether the value's locale has the plural category `zero`.
  ///   - names: Argument names by position that take precedence (from a comment, or the
  ///     source locale's conversion so that every locale names arguments alike).
  ///   - dialect: The printf dialect of the value's format.
  ///   - isFormat: Whether the value is a format string, when its format says so (a gettext
  ///     `c-format` entry); nil to judge by its specifiers (``PrintfFormat/isFormat(_:allowsSubstitutionArgument:dialect:)``).
  static func convert(
    _ value: AppleValue, substitutions: [AppleSubstitution] = [], hasZeroCategory hasZero: Bool,
    names: [Int: String] = [:], dialect: PrintfFormat.Dialect = .foundation, isFormat declared: Bool? = nil
  ) -> Result {
    var byName: [String: AppleSubstitution] = [:]
    for substitution in substitutions where byName[substitution.name] == nil {
      byName[substitution.name] = substitution
    }
    var texts = value.texts + substitutions.flatMap { $0.variants.flatMap(\.value.texts) }
    texts += texts.flatMap(\.markup)
    let isFormat =
      declared
      ?? (texts.contains { PrintfFormat.isFormat($0.text, allowsSubstitutionArgument: false, dialect: dialect) }
        || !substitutions.isEmpty)
    // A first pass finds the positions of substitutions, so that `%2$lld` and `%2$#@files@`
    // share the name `files` wherever they appear. Without substitutions, every name is
    // known before the value is read.
    var known = names
    if !substitutions.isEmpty {
      var scout = PrintfConversion(
        hasZero: hasZero, substitutions: byName, names: names, isFormat: isFormat, dialect: dialect, namesOnly: true)
      scout.emit(value)
      known = scout.names
    }
    var final = PrintfConversion(
      hasZero: hasZero, substitutions: byName, names: known, isFormat: isFormat, dialect: dialect)
    final.emit(value)
    return Result(
      text: string(fromUTF16: final.output), sourceMap: MessageSourceMap(segments: final.segments),
      arguments: final.arguments, problem: final.problem, names: final.names,
      pluralsWithoutOther: final.pluralsWithoutOther)
  }

  /// The string of UTF-16 code units, transcoded in one pass (a lone surrogate becomes
  /// U+FFFD, as `String(decoding:as:)` makes it).
  static func string(fromUTF16 units: [UInt16]) -> String {
    guard !units.isEmpty else { return "" }
    return String(unsafeUninitializedCapacity: units.count * 3) { buffer in
      var written = 0
      func put(_ byte: UInt32) {
        buffer[written] = UInt8(truncatingIfNeeded: byte)
        written += 1
      }
      var index = 0
      while index < units.count {
        var scalar = UInt32(units[index])
        index += 1
        if scalar < 0x80 {
          put(scalar)
          continue
        }
        if scalar & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
          index += 1
        } else if scalar & 0xF800 == 0xD800 {
          scalar = 0xFFFD
        }
        if scalar < 0x800 {
          put(0xC0 | scalar >> 6)
        } else if scalar < 0x10000 {
          put(0xE0 | scalar >> 12)
          put(0x80 | (scalar >> 6) & 0x3F)
        } else {
          put(0xF0 | scalar >> 18)
          put(0x80 | (scalar >> 12) & 0x3F)
          put(0x80 | (scalar >> 6) & 0x3F)
        }
        put(0x80 | scalar & 0x3F)
      }
      return written
    }
  }

  private init(
    hasZero: Bool, substitutions: [String: AppleSubstitution], names: [Int: String], isFormat: Bool,
    dialect: PrintfFormat.Dialect, namesOnly: Bool = false
  ) {
    self.hasZeroCategory = hasZero
    self.substitutions = substitutions
    self.names = names
    self.isFormat = isFormat
    self.dialect = dialect
    self.namesOnly = namesOnly
  }

  // MARK: Output

  private mutating func generated(_ text: String, syntax: ValueSyntax, valueOffset: Int, valueIndex: Int = 0) {
    guard !namesOnly else { return }
    let start = output.count
    output.append(contentsOf: text.utf16)
    guard output.count > start else { return }
    segments.append(
      MessageSourceMap.Segment(
        messageOffset: start, length: output.count - start, syntax: syntax, valueOffset: valueOffset,
        valueIndex: valueIndex, isVerbatim: false))
  }

  private mutating func verbatim(_ units: ArraySlice<UInt16>, from text: AppleText, valueIndex: Int) {
    guard !namesOnly else { return }
    guard !units.isEmpty else { return }
    segments.append(
      MessageSourceMap.Segment(
        messageOffset: output.count, length: units.count, syntax: text.syntax, valueOffset: text.valueOffset,
        valueIndex: valueIndex, isVerbatim: true))
    output.append(contentsOf: units)
  }

  /// Literal text, quoted where ICU would read syntax. A `{`, `}` (and in plurals `#`)
  /// starts a quoted run that takes in the specials and apostrophes after it (each
  /// apostrophe doubled), so that a closing quote is never followed by an apostrophe,
  /// which ICU would read as one more doubled apostrophe: `{'}` becomes `'{''}'`. An
  /// apostrophe elsewhere is doubled, `''`, which ICU shows as one.
  private mutating func literal(_ units: ArraySlice<UInt16>, from text: AppleText, valueIndex: Int) {
    guard !namesOnly else { return }
    func isSpecial(_ unit: UInt16) -> Bool {
      unit == 0x7B || unit == 0x7D || (unit == 0x23 && pluralDepth > 0)
    }
    var runStart = units.startIndex
    var index = units.startIndex
    while index < units.endIndex {
      let unit = units[index]
      guard unit == 0x27 || isSpecial(unit) else {
        index += 1
        continue
      }
      verbatim(units[runStart..<index], from: text, valueIndex: valueIndex + (runStart - units.startIndex))
      let at = valueIndex + (index - units.startIndex)
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
    verbatim(units[runStart..<units.endIndex], from: text, valueIndex: valueIndex + (runStart - units.startIndex))
  }

  private mutating func report(_ reason: String, syntax: ValueSyntax, valueOffset: Int, valueIndex: Int) {
    guard problem == nil else { return }
    problem = Problem(
      location: MessageSourceMap.Location(syntax: syntax, valueOffset: valueOffset, valueIndex: valueIndex),
      reason: reason)
  }

  // MARK: Names

  /// The ICU name of argument `position`.
  private mutating func name(for position: Int) -> String {
    if let known = names[position] { return known }
    let made = "arg\(position)"
    names[position] = made
    return made
  }

  /// A name ICU accepts: letters, digits and `_`, not starting with a digit.
  static func icuName(_ name: String) -> String {
    // Most names are ASCII letters, digits and `_` already, not starting with a digit.
    if let first = name.utf8.first, !(first >= 0x30 && first <= 0x39),
      name.utf8.allSatisfy({ byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
          || byte == 0x5F
      })
    {
      return name
    }
    var result = ""
    for scalar in name.unicodeScalars {
      let allowed =
        scalar == "_" || (scalar.properties.isAlphabetic && !scalar.properties.isPatternSyntax)
        || (scalar.value >= 0x30 && scalar.value <= 0x39)
      result.unicodeScalars.append(allowed ? scalar : "_")
    }
    if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
    return result
  }

  // MARK: Values

  private mutating func emit(_ value: AppleValue) {
    switch value {
    case .text(let text):
      emitFormat(text, firstPosition: 1, substitution: nil)
    case .plural(let variants, let offset):
      let position = pluralArgument(of: variants) ?? 1
      emitPlural(variants, position: position, offset: offset) { converter, variant in
        converter.emit(variant.value)
      }
    case .device(var variants, let offset):
      // ICU needs an `other` branch; a stringsdict may list devices only. The first device's
      // text stands in for the others.
      if !variants.contains(where: { $0.selector == "other" }), let first = variants.first {
        variants.append(AppleVariant(selector: "other", offset: first.offset, value: first.value))
      }
      generated("{device, select, ", syntax: .valueStart, valueOffset: offset)
      for (index, variant) in variants.enumerated() {
        if !namesOnly {
          let selector = PrintfConversion.icuName(variant.selector)
          generated((index == 0 ? "" : " ") + selector + " {", syntax: .valueStart, valueOffset: variant.offset)
        }
        emit(variant.value)
        generated("}", syntax: .valueStart, valueOffset: variant.offset)
      }
      generated("}", syntax: .valueStart, valueOffset: offset)
    }
  }

  /// The argument a top-level plural varies by: the first numeric specifier of its `other`
  /// (or first) variant.
  private func pluralArgument(of variants: [AppleVariant]) -> Int? {
    let ordered = variants.filter { $0.selector == "other" } + variants.filter { $0.selector != "other" }
    for variant in ordered {
      for text in variant.value.texts {
        var sequential = 1
        var previous: Int?
        for token in PrintfFormat.tokens(
          in: text.text, allowsSubstitutionArgument: false, keepingText: false, dialect: dialect)
        {
          guard case .specifier(let specifier, _) = token else { continue }
          for star in specifier.starPositions where star.position == nil { sequential += 1 }
          let position = Self.position(of: specifier, sequential: &sequential, previous: previous)
          previous = position
          if let position, specifier.valueType.isNumeric { return position }
        }
      }
    }
    return nil
  }

  private mutating func emitPlural(
    _ variants: [AppleVariant], position: Int, offset: Int, body: (inout PrintfConversion, AppleVariant) -> Void
  ) {
    let argumentName = name(for: position)
    if !namesOnly { generated("{\(argumentName), plural, ", syntax: .valueStart, valueOffset: offset) }
    let outer = pluralPosition
    pluralPosition = position
    pluralDepth += 1
    for (index, variant) in variants.enumerated() {
      if !namesOnly {
        let selector =
          variant.selector == "zero" && !hasZeroCategory ? "=0" : PrintfConversion.icuName(variant.selector)
        generated((index == 0 ? "" : " ") + selector + " {", syntax: .valueStart, valueOffset: variant.offset)
      }
      body(&self, variant)
      generated("}", syntax: .valueStart, valueOffset: variant.offset)
    }
    // ICU needs `other`; Foundation only falls back to it, so a value may leave it out. The
    // plural rules judge whether any number the app passes would need it.
    if !variants.contains(where: { $0.selector == "other" }) {
      pluralsWithoutOther.insert(argumentName)
      generated((variants.isEmpty ? "" : " ") + "other {}", syntax: .valueStart, valueOffset: offset)
    }
    pluralDepth -= 1
    pluralPosition = outer
    generated("}", syntax: .valueStart, valueOffset: offset)
  }

  /// The argument position a specifier reads its value from: the one written, the previous
  /// specifier's for Java's `<` flag (nil when there is none), or the next in sequence.
  private static func position(of specifier: FormatSpecifier, sequential: inout Int, previous: Int?) -> Int? {
    if let explicit = specifier.explicitPosition { return explicit }
    if specifier.dialect == .java, specifier.flags.contains("<") { return previous }
    defer { sequential += 1 }
    return sequential
  }

  /// The examples of valid specifiers a message about an invalid one gives.
  private var specifierExamples: String {
    switch dialect {
    case .foundation: return "%@, %lld, %d, %f, %1$@, …"
    case .c: return "%s, %d, %ld, %f, %1$s, %*d, …"
    case .java: return "%s, %d, %f, %1$s, %n, …"
    }
  }

  /// Emits one format string; sequential specifiers are numbered from `firstPosition`.
  private mutating func emitFormat(
    _ text: AppleText, firstPosition: Int, substitution: (position: Int, specifier: FormatSpecifier)?
  ) {
    let units = Array(text.text.utf16)
    guard isFormat else {
      literal(units[...], from: text, valueIndex: 0)
      return
    }
    var sequential = firstPosition
    var previous: Int?
    for token in PrintfFormat.tokens(
      units: units, allowsSubstitutionArgument: substitution != nil, keepingText: false, dialect: dialect)
    {
      switch token {
      case .text(_, let range):
        literal(units[range], from: text, valueIndex: range.lowerBound)
      case .percent(let range):
        generated("%", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: range.lowerBound)
      case .invalid(let written, let range):
        report(
          "“\(written)” is not a format specifier; write %% for a percent sign (specifiers: \(specifierExamples))",
          syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: range.lowerBound)
        literal(units[range], from: text, valueIndex: range.lowerBound)
      case .argumentless(let specifier, let range):
        if specifier.conversion == "n" {
          generated("\n", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: range.lowerBound)
        } else {
          literal(units[range], from: text, valueIndex: range.lowerBound)
        }
      case .specifier(let specifier, let range):
        for star in specifier.starPositions {
          let position = star.position ?? sequential
          if star.position == nil { sequential += 1 }
          emitStar(position, part: star.part, of: specifier, explicit: star.position != nil)
        }
        guard let position = Self.position(of: specifier, sequential: &sequential, previous: previous) else {
          report(
            "“\(specifier.written)” reads the previous specifier's argument (the < flag), but none comes before it",
            syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: range.lowerBound)
          literal(units[range], from: text, valueIndex: range.lowerBound)
          continue
        }
        previous = position
        emitArgument(
          position, specifier: specifier, explicit: specifier.explicitPosition != nil, text: text,
          index: range.lowerBound)
      case .substitutionArgument(let range):
        if let substitution {
          emitArgument(
            substitution.position, specifier: substitution.specifier, explicit: true, text: text,
            index: range.lowerBound)
        }
      case .substitution(let name, let explicitPosition, let range):
        guard let definition = substitutions[name] else {
          report(
            "the substitution “%#@\(name)@” is not defined; define it (String Catalog “substitutions”, stringsdict key) or fix the name",
            syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: range.lowerBound)
          literal(units[range], from: text, valueIndex: range.lowerBound)
          continue
        }
        let position = definition.argumentNumber ?? explicitPosition ?? sequential
        if explicitPosition == nil && definition.argumentNumber == nil { sequential += 1 }
        emitSubstitution(
          definition, position: position, explicit: explicitPosition != nil || definition.argumentNumber != nil,
          text: text, index: range.lowerBound)
      }
    }
    for markup in text.markup {
      emitMarkup(markup, sequential: &sequential, previous: &previous)
    }
  }

  /// Records the arguments of the specifiers in a markup attribute, after the text's own:
  /// the message does not show them, and each keeps its place in the file. What is not a
  /// specifier there (`width="100%"`) is the attribute's own text.
  private mutating func emitMarkup(_ markup: AppleText, sequential: inout Int, previous: inout Int?) {
    guard !namesOnly else { return }
    for token in PrintfFormat.tokens(
      in: markup.text, allowsSubstitutionArgument: false, keepingText: false, dialect: dialect)
    {
      guard case .specifier(let specifier, let range) = token else { continue }
      let location = MessageSourceMap.Location(
        syntax: markup.syntax, valueOffset: markup.valueOffset, valueIndex: range.lowerBound)
      for star in specifier.starPositions {
        let position = star.position ?? sequential
        if star.position == nil { sequential += 1 }
        arguments.append(
          FormatArgument(
            position: position, specifier: specifier, messageOffset: output.count,
            isExplicitlyPositioned: star.position != nil, name: name(for: position), part: star.part,
            location: location))
      }
      guard let position = Self.position(of: specifier, sequential: &sequential, previous: previous) else { continue }
      previous = position
      arguments.append(
        FormatArgument(
          position: position, specifier: specifier, messageOffset: output.count,
          isExplicitlyPositioned: specifier.explicitPosition != nil, name: name(for: position), location: location))
    }
  }

  private mutating func emitArgument(
    _ position: Int, specifier: FormatSpecifier, explicit: Bool, text: AppleText, index: Int
  ) {
    let argumentName = name(for: position)
    guard !namesOnly else { return }
    arguments.append(
      FormatArgument(
        position: position, specifier: specifier, messageOffset: output.count, isExplicitlyPositioned: explicit,
        name: argumentName))
    if pluralPosition == position {
      generated("#", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: index)
      return
    }
    let pattern: String
    switch specifier.valueType {
    case .int32, .int64, .integer: pattern = "{\(argumentName), number, integer}"
    case .double, .longDouble: pattern = "{\(argumentName), number}"
    default: pattern = "{\(argumentName)}"
    }
    generated(pattern, syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: index)
  }

  /// Records the `int` a C `*` width or precision reads; the message does not show it.
  private mutating func emitStar(
    _ position: Int, part: FormatArgument.Part, of specifier: FormatSpecifier, explicit: Bool
  ) {
    let argumentName = name(for: position)
    guard !namesOnly else { return }
    arguments.append(
      FormatArgument(
        position: position, specifier: specifier, messageOffset: output.count, isExplicitlyPositioned: explicit,
        name: argumentName, part: part))
  }

  private mutating func emitSubstitution(
    _ definition: AppleSubstitution, position: Int, explicit: Bool, text: AppleText, index: Int
  ) {
    guard !activeSubstitutions.contains(definition.name) else {
      report(
        "the substitution “\(definition.name)” refers to itself", syntax: text.syntax, valueOffset: text.valueOffset,
        valueIndex: index)
      return
    }
    if names[position] == nil || names[position] == "arg\(position)" {
      names[position] = PrintfConversion.icuName(definition.name)
    }
    let specifierText = definition.formatSpecifier ?? "lld"
    // Xcode writes the value type with its percent sign in the stringsdict files it makes for
    // Intents (`%ld`), and Foundation reads it as `ld`.
    let parsed = FormatSpecifier.parse(
      body: specifierText.hasPrefix("%") && specifierText.count > 1 ? String(specifierText.dropFirst()) : specifierText)
    let specifier = parsed ?? FormatSpecifier(length: "ll", conversion: "d")
    if parsed == nil {
      report(
        "the substitution “\(definition.name)” has the format specifier “\(specifierText)”, which is not one (lld, d, f, …)",
        syntax: .valueStart, valueOffset: definition.offset, valueIndex: 0)
    }
    arguments.append(
      FormatArgument(
        position: position, specifier: specifier, messageOffset: output.count, isExplicitlyPositioned: explicit,
        name: name(for: position), selectsVariant: !definition.variants.isEmpty))
    guard !definition.variants.isEmpty else {
      generated("{\(name(for: position))}", syntax: text.syntax, valueOffset: text.valueOffset, valueIndex: index)
      return
    }
    activeSubstitutions.insert(definition.name)
    emitPlural(definition.variants, position: position, offset: definition.offset) { converter, variant in
      for branch in variant.value.texts {
        converter.emitFormat(branch, firstPosition: position, substitution: (position, specifier))
      }
    }
    activeSubstitutions.remove(definition.name)
  }
}
