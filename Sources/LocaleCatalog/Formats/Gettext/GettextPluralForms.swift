import ICU

/// A locale's `Plural-Forms` header, made from its CLDR rules: `nplurals` is the number of
/// categories whole numbers select (the forms ``GettextCatalogReader`` reads, in CLDR
/// order), and `plural` a C expression that picks a form's index from `n`, written from the
/// CLDR condition of each category with the operands of whole numbers (`i` is `n`; `v`, `w`,
/// `f`, `t`, `c` and `e` are 0).
struct GettextPluralForms: Sendable, Hashable {
  /// The categories of the forms, in order.
  let categories: [PluralCategory]
  /// The C expression.
  let expression: String

  /// The forms of `locale`; a single `other` form when ICU has no rules for it.
  init(locale: LocaleID) {
    guard let rules = try? PluralRules(locale: locale, kind: .cardinal) else {
      self.categories = [.other]
      self.expression = "0"
      return
    }
    let categories = GettextCatalogReader.pluralCategories(of: rules)
    self.categories = categories
    var expression = String(max(categories.count - 1, 0))
    // The last form is what no earlier condition selects.
    for (index, category) in categories.enumerated().dropLast().reversed() {
      switch Self.expression(for: rules.condition(for: category)) {
      case .constant(true): expression = String(index)
      case .constant(false): continue
      case .code(let condition): expression = "\(condition) ? \(index) : \(expression)"
      }
    }
    self.expression = expression
  }

  /// The header value: `nplurals=2; plural=(n == 1 ? 0 : 1);`.
  var header: String { "nplurals=\(categories.count); plural=(\(expression));" }

  /// A condition for whole numbers: known at once, or C code.
  enum Condition: Hashable {
    case constant(Bool)
    case code(String)
  }

  /// The C condition of a CLDR condition (`i = 1 and v = 0` → `n == 1`).
  static func expression(for condition: String) -> Condition {
    let words = condition.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else { return .constant(false) }
    var alternatives: [Condition] = []
    for alternative in split(words, at: "or") {
      var conjunction: [Condition] = []
      for relation in split(alternative, at: "and") {
        conjunction.append(self.relation(relation))
      }
      alternatives.append(combine(conjunction, with: "&&", identity: true))
    }
    return combine(alternatives, with: "||", identity: false)
  }

  private static func split(_ words: [String], at separator: String) -> [[String]] {
    var parts: [[String]] = [[]]
    for word in words {
      if word == separator { parts.append([]) } else { parts[parts.count - 1].append(word) }
    }
    return parts
  }

  /// Joins conditions with `&&` (identity true) or `||` (identity false), folding constants.
  private static func combine(_ conditions: [Condition], with joiner: String, identity: Bool) -> Condition {
    var codes: [String] = []
    for condition in conditions {
      switch condition {
      case .constant(let value) where value == identity: continue
      case .constant(let value): return .constant(value)
      case .code(let code): codes.append(code)
      }
    }
    if codes.isEmpty { return .constant(identity) }
    if codes.count == 1 { return .code(codes[0]) }
    return .code("(" + codes.joined(separator: " \(joiner) ") + ")")
  }

  /// One relation: `n % 10 = 2..4`, `v != 0`, `i = 0,1`, or the older `n is not 1`,
  /// `n not in 2..4`, `n within 0..2`.
  private static func relation(_ words: [String]) -> Condition {
    var index = 0
    guard index < words.count else { return .constant(false) }
    let operand = words[index]
    index += 1
    var modulus: Int?
    if index + 1 < words.count, words[index] == "%" || words[index] == "mod" {
      modulus = Int(words[index + 1])
      index += 2
    }
    var negated = false
    var relationWords: [String] = []
    while index < words.count, ["=", "!=", "is", "not", "in", "within"].contains(words[index]) {
      relationWords.append(words[index])
      index += 1
    }
    if relationWords.contains("!=") || relationWords.contains("not") { negated = true }
    let ranges = words[index...].joined().split(separator: ",").compactMap { item -> ClosedRange<Int>? in
      let bounds = item.components(separatedBy: "..")
      guard let low = Int(bounds[0]), let high = Int(bounds.last ?? bounds[0]), low <= high else { return nil }
      return low...high
    }
    let isWhole = operand == "n" || operand == "i"
    if !isWhole {
      // Fraction digits and exponents are 0 for a whole number.
      let value = modulus.map { _ in 0 } ?? 0
      let matches = ranges.contains { $0.contains(value) }
      return .constant(matches != negated)
    }
    let subject = modulus.map { "n % \($0)" } ?? "n"
    let tests = ranges.map { range in
      range.lowerBound == range.upperBound
        ? "\(subject) == \(range.lowerBound)"
        : "(\(subject) >= \(range.lowerBound) && \(subject) <= \(range.upperBound))"
    }
    guard !tests.isEmpty else { return .constant(false) }
    let either = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
    guard negated else { return .code(either) }
    if tests.count == 1, !tests[0].hasPrefix("(") {
      return .code(tests[0].replacingOccurrences(of: " == ", with: " != "))
    }
    return .code("!\(either.hasPrefix("(") ? either : "(" + either + ")")")
  }
}
