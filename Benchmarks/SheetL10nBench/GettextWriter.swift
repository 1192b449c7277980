import ICU

/// Writes the gettext equivalent of a generated locale file, for `msgfmt --check`.
///
/// Every message becomes an entry with its key as `msgctxt`; a `select` becomes one entry per
/// branch (gettext has no select); a plural becomes `msgid`/`msgid_plural` with one
/// `msgstr[n]` per form of the language's `Plural-Forms`; arguments become `%s`, `#`
/// becomes `%d`, and such entries are marked `c-format` so that msgfmt checks them.
struct GettextWriter {
  let locale: LocaleID
  let forms: PluralForms

  init(locale: LocaleID) throws {
    guard let forms = PluralForms.table[locale.tag] ?? PluralForms.table[locale.language] else {
      throw BenchError("no gettext Plural-Forms for \(locale.tag)")
    }
    self.locale = locale
    self.forms = forms
  }

  /// The `.po` text for the translated `messages`, with `source` holding the source messages.
  func catalog(messages: [(key: String, text: String)], source: [String: Message]) throws -> String {
    let language = locale.tag.replacingOccurrences(of: "-", with: "_")
    var po = """
      msgid ""
      msgstr ""
      "Project-Id-Version: sheet-l10n-bench 1\\n"
      "Report-Msgid-Bugs-To: bench@example.com\\n"
      "POT-Creation-Date: 2025-01-01 00:00+0000\\n"
      "PO-Revision-Date: 2025-01-01 00:00+0000\\n"
      "Last-Translator: Bench <bench@example.com>\\n"
      "Language-Team: Bench <bench@example.com>\\n"
      "Language: \(language)\\n"
      "MIME-Version: 1.0\\n"
      "Content-Type: text/plain; charset=UTF-8\\n"
      "Content-Transfer-Encoding: 8bit\\n"
      "Plural-Forms: nplurals=\(forms.categories.count); plural=\(forms.expression);\\n"

      """
    for (key, text) in messages {
      guard let original = source[key] else { throw BenchError("the source has no “\(key)”") }
      let translated = try MessagePattern.parse(text)
      let selects = original.allArguments.compactMap { argument -> [String]? in
        guard case .select(let branches) = argument.kind else { return nil }
        return branches.map(\.keyword)
      }.first
      for keyword in selects ?? [""] {
        let context = keyword.isEmpty ? key : key + "|" + keyword
        po += entry(context: context, original: original, translated: translated, keyword: keyword)
      }
    }
    return po
  }

  private func entry(context: String, original: Message, translated: Message, keyword: String) -> String {
    var choice = Choice(keyword: keyword, category: "one")
    let isPlural = original.hasPlural(choosing: keyword)
    let isFormat = original.hasDirectives(choosing: keyword)
    var text = isFormat ? "#, c-format\n" : ""
    text += "msgctxt \(poQuoted(context))\n"
    if !isPlural {
      text += "msgid \(poQuoted(original.rendered(choice, format: isFormat)))\n"
      text += "msgstr \(poQuoted(translated.rendered(choice, format: isFormat)))\n\n"
      return text
    }
    text += "msgid \(poQuoted(original.rendered(choice, format: isFormat)))\n"
    choice.category = "other"
    text += "msgid_plural \(poQuoted(original.rendered(choice, format: isFormat)))\n"
    for (index, category) in forms.categories.enumerated() {
      choice.category = category
      text += "msgstr[\(index)] \(poQuoted(translated.rendered(choice, format: isFormat)))\n"
    }
    return text + "\n"
  }

  private func poQuoted(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}

/// Which branch to show: the select keyword and the plural category.
struct Choice {
  var keyword: String
  var category: String
}

extension Message {
  /// The text with one branch of each select and plural, arguments as printf directives
  /// when `format` is true.
  func rendered(_ choice: Choice, format: Bool) -> String {
    var text = ""
    for node in nodes {
      switch node {
      case .text(let fragment, _):
        text += format ? fragment.replacingOccurrences(of: "%", with: "%%") : fragment
      case .number:
        text += "%d"
      case .argument(let argument):
        switch argument.kind {
        case .simple, .formatted, .choice:
          text += "%s"
        case .plural(let plural), .selectOrdinal(let plural):
          let branch =
            plural.branches.first { $0.selector == .category(choice.category) }
            ?? plural.branches.first { $0.selector == .category("other") }
          text += branch?.message.rendered(choice, format: format) ?? ""
        case .select(let branches):
          let branch = branches.first { $0.keyword == choice.keyword } ?? branches.first { $0.keyword == "other" }
          text += branch?.message.rendered(choice, format: format) ?? ""
        }
      }
    }
    return text
  }

  /// True when the text shown for the select keyword contains a plural.
  func hasPlural(choosing keyword: String) -> Bool {
    nodes.contains { node in
      guard case .argument(let argument) = node else { return false }
      switch argument.kind {
      case .plural, .selectOrdinal: return true
      case .select(let branches):
        let branch = branches.first { $0.keyword == keyword } ?? branches.first { $0.keyword == "other" }
        return branch?.message.hasPlural(choosing: keyword) ?? false
      case .simple, .formatted, .choice: return false
      }
    }
  }

  /// True when the text shown for the select keyword has an argument other than the select.
  func hasDirectives(choosing keyword: String) -> Bool {
    nodes.contains { node in
      switch node {
      case .text: return false
      case .number: return true
      case .argument(let argument):
        guard case .select(let branches) = argument.kind else { return true }
        let branch = branches.first { $0.keyword == keyword } ?? branches.first { $0.keyword == "other" }
        return branch?.message.hasDirectives(choosing: keyword) ?? false
      }
    }
  }
}

/// A language's gettext `Plural-Forms` and the CLDR category each form stands for.
struct PluralForms {
  let expression: String
  let categories: [String]

  static let oneOther = PluralForms(expression: "(n != 1)", categories: ["one", "other"])
  static let oneForZeroToo = PluralForms(expression: "(n > 1)", categories: ["one", "other"])
  static let single = PluralForms(expression: "0", categories: ["other"])
  static let eastSlavic = PluralForms(
    expression: "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
    categories: ["one", "few", "many"])
  static let bosnianSerbianCroatian = PluralForms(
    expression: eastSlavic.expression, categories: ["one", "few", "other"])
  static let czechSlovak = PluralForms(
    expression: "(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2)", categories: ["one", "few", "other"])

  /// The forms of the bundled catalog's languages, from the gettext manual and CLDR.
  static let table: [String: PluralForms] = [
    "ar": PluralForms(
      expression: "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",
      categories: ["zero", "one", "two", "few", "many", "other"]),
    "bg": oneOther, "ca": oneOther, "da": oneOther, "de": oneOther, "el": oneOther, "en": oneOther,
    "es": oneOther, "et": oneOther, "fi": oneOther, "hu": oneOther, "it": oneOther, "nb": oneOther,
    "nl": oneOther, "sv": oneOther, "tr": oneOther, "ur": oneOther,
    "fr": oneForZeroToo, "pt": oneForZeroToo, "hi": oneForZeroToo, "fa": oneForZeroToo,
    "ja": single, "ko": single, "th": single, "vi": single, "id": single, "ms": single, "zh": single,
    "ru": eastSlavic, "uk": eastSlavic, "sr": bosnianSerbianCroatian, "hr": bosnianSerbianCroatian,
    "cs": czechSlovak, "sk": czechSlovak,
    "he": PluralForms(expression: "(n==1 ? 0 : n==2 ? 1 : 2)", categories: ["one", "two", "other"]),
    "pl": PluralForms(
      expression: "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
      categories: ["one", "few", "many"]),
    "lt": PluralForms(
      expression: "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2)",
      categories: ["one", "few", "other"]),
    "lv": PluralForms(
      expression: "(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2)", categories: ["one", "other", "zero"]),
    "sl": PluralForms(
      expression: "(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)",
      categories: ["one", "two", "few", "other"]),
    "ro": PluralForms(
      expression: "(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2)", categories: ["one", "few", "other"]),
  ]
}
