import ICU
import LocaleCatalog

/// An ASCII apostrophe that ICU reads as a quote: an argument or a `#` shown as literal text,
/// or a doubled `''` shown as one apostrophe.
public struct MessageApostropheRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "message.apostrophe",
    name: "Apostrophe read as a quote",
    explanation: """
      In ICU MessageFormat an ASCII apostrophe just before “{”, “}” or (in a plural branch) “#” \
      starts quoted literal text, and “''” stands for one apostrophe. So “'{name}'” shows \
      “{name}” instead of the name, French “l'{app}” shows “l{app}”, “'#'” shows “#” instead of \
      the number, and “''Delete''” shows “'Delete'”. Found by comparing the text as written \
      with the text ICU parsed. Write the typographic apostrophe ’ (U+2019), which ICU never \
      reads as a quote; “''” between letters or before an argument (“l''{app}”) is a deliberate \
      escape and left alone. Values of .strings, .stringsdict and String Catalog files are \
      printf-style text, where an apostrophe is only text (“%1$@'s”), and are not checked; \
      nor are Android and gettext values, whose placeholders are printf's, Python's, Qt's or \
      KDE's (“l'%(album)s”, “l'{album}”).
      """,
    hint:
      "Use the typographic apostrophe ’ (U+2019) in text, or double the ASCII apostrophe where a literal ' is meant.",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete ↓'{name}'?", "b": "Tap ↓''Delete↓'' to confirm"}"#]),
      RuleExample(["en.json": #"{"a": "Open {app}"}"#, "fr.json": #"{"a": "Ouvrir l↓'{app}"}"#]),
      RuleExample(["en.json": #"{"a": "{count, plural, one {Photo ↓'#'1} other {# photos}}"}"#]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "It’s {name}’s", "b": "It's {name}", "c": "Rock 'n' roll", "d": "{count, plural, one {# photo} other {# photos}}"}"#,
        "fr.json":
          #"{"a": "C’est à {name}", "b": "L''{name}", "c": "Aujourd''hui", "d": "{count, plural, one {# photo} other {# photos}}"}"#,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%@'s photos": {"localizations": {
          "fr": {"stringUnit": {"state": "translated", "value": "Photos de l'album '%@' {%lld}"}}}}}}
        """#
      ]),
      RuleExample([
        "messages.pot": "#, python-brace-format\nmsgid \"Open {album}\"\nmsgstr \"\"\n",
        "fr.po": "#, python-brace-format\nmsgid \"Open {album}\"\nmsgstr \"Ouvrir l'{album}\"\n",
      ]),
    ]
  )

  /// The argument kind a text node belongs to, which decides what an apostrophe quotes.
  private enum Parent {
    case top, plural, select, choice
  }

  private static let apostrophe = UInt16(UInt8(ascii: "'"))
  private static let openBrace = UInt16(UInt8(ascii: "{"))
  private static let closeBrace = UInt16(UInt8(ascii: "}"))
  private static let pound = UInt16(UInt8(ascii: "#"))
  private static let pipe = UInt16(UInt8(ascii: "|"))

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for entry in file.entries {
      // A value converted from another syntax (printf, Python, Qt) has no quoting: its
      // apostrophes are text, and its ICU form doubles each of them.
      guard entry.formatArguments == nil, entry.sourceMap == nil, let message = entry.message,
        entry.text.utf8Contains(0x27)
      else {
        continue
      }
      let units = Array(entry.text.utf16)
      var problems: [(offset: Int, message: String)] = []
      walk(message, parent: .top, units: units, key: entry.key, into: &problems)
      for problem in problems {
        found.append(
          diagnostic(
            problem.message, in: file, at: file.position(ofMessageOffset: problem.offset, in: entry), key: entry.key))
      }
    }
    return found
  }

  private func walk(
    _ message: Message, parent: Parent, units: [UInt16], key: String,
    into problems: inout [(offset: Int, message: String)]
  ) {
    for node in message.nodes {
      switch node {
      case .text(let text, let range):
        inspect(text, range: range, parent: parent, units: units, key: key, into: &problems)
      case .number:
        continue
      case .argument(let argument):
        switch argument.kind {
        case .plural(let plural), .selectOrdinal(let plural):
          for branch in plural.branches {
            walk(branch.message, parent: .plural, units: units, key: key, into: &problems)
          }
        case .select(let branches):
          for branch in branches { walk(branch.message, parent: .select, units: units, key: key, into: &problems) }
        case .choice(let messages):
          for nested in messages { walk(nested, parent: .choice, units: units, key: key, into: &problems) }
        case .simple, .formatted:
          continue
        }
      }
    }
  }

  /// Reads the written text of one text node the way ICU's MessagePattern does in its
  /// default apostrophe mode, and reports what ICU's parse confirms it quoted.
  private func inspect(
    _ shown: String, range: Range<Int>, parent: Parent, units: [UInt16], key: String,
    into problems: inout [(offset: Int, message: String)]
  ) {
    let end = min(range.upperBound, units.count)
    var index = range.lowerBound
    while index < end {
      guard units[index] == Self.apostrophe else {
        index += 1
        continue
      }
      let next = index + 1 < end ? units[index + 1] : nil
      if next == Self.apostrophe {
        let before = index > range.lowerBound ? units[index - 1] : nil
        let after = index + 2 < units.count ? units[index + 2] : nil
        if !(Self.isLetter(before) && (Self.isLetter(after) || after == Self.openBrace)) {
          problems.append(
            (
              index,
              "“\(key)”: ICU shows “''” as one straight apostrophe; write ’ (U+2019) for an apostrophe, or quotation marks such as “ ” for a quotation"
            ))
        }
        index += 2
        continue
      }
      guard let next, Self.startsQuote(next, in: parent) else {
        index += 1
        continue
      }
      // Quoted text runs to the next single apostrophe; '' inside it is one apostrophe.
      var close = index + 1
      var quoted: [UInt16] = []
      while close < end {
        if units[close] == Self.apostrophe {
          if close + 1 < end, units[close + 1] == Self.apostrophe {
            quoted.append(Self.apostrophe)
            close += 2
            continue
          }
          break
        }
        quoted.append(units[close])
        close += 1
      }
      let literal = String(decoding: quoted, as: UTF16.self)
      // Report only what ICU's own parse shows as literal text.
      if shown.contains(literal) {
        problems.append((index, Self.quoteMessage(key: key, literal: literal, shown: shown, next: next)))
      }
      index = close + 1
    }
  }

  private static func quoteMessage(key: String, literal: String, shown: String, next: UInt16) -> String {
    let advice = "write ’ (U+2019) for an apostrophe, or '' for a straight one"
    if next == pound {
      return "“\(key)”: the apostrophe before “#” makes ICU show a literal “#” instead of the number; \(advice)"
    }
    if next == openBrace, let name = argumentName(at: literal) {
      return
        "“\(key)”: the apostrophe before “{\(name)…” makes ICU show it as literal text (“\(shown)”) instead of the value of {\(name)}; \(advice)"
    }
    return
      "“\(key)”: the apostrophe before “\(String(decoding: [next], as: UTF16.self))” starts quoted text, so ICU shows “\(shown)”; \(advice)"
  }

  /// The argument name at the start of `text` when it looks like `{name}` or `{name, …`.
  private static func argumentName(at text: String) -> String? {
    guard text.hasPrefix("{") else { return nil }
    let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    let rest = text.dropFirst(1 + name.count).drop { $0 == " " }
    guard !name.isEmpty, rest.first == "}" || rest.first == "," else { return nil }
    return String(name)
  }

  private static func startsQuote(_ unit: UInt16, in parent: Parent) -> Bool {
    switch unit {
    case openBrace, closeBrace: return true
    case pound: return parent == .plural
    case pipe: return parent == .choice
    default: return false
    }
  }

  private static func isLetter(_ unit: UInt16?) -> Bool {
    guard let unit else { return false }
    // A surrogate is half of a supplementary character; such characters are letters here.
    guard let scalar = Unicode.Scalar(unit) else { return true }
    return UnicodeProperties.generalCategory(of: scalar).isLetter
  }
}
