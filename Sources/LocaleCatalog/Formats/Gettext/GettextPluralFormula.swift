/// A `.po` file's `Plural-Forms` header as gettext reads it: `nplurals=N; plural=EXPR;`, where
/// `EXPR` is a C expression of the count `n` that gives the index of the `msgstr[i]` to show.
///
/// gettext evaluates the expression with `n` an unsigned long, so the forms of a `.po` file
/// are selected by its own formula for whole numbers, not by CLDR categories: a header with
/// more or fewer forms than CLDR has is right when its formula gives each number the form its
/// translators wrote for it. The grammar is the one of GNU gettext's `plural.y`: the
/// conditional `?:`, `||`, `&&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`,
/// parentheses, decimal numbers and `n`.
struct GettextPluralFormula: Sendable, Hashable {
  /// The number of forms, `nplurals`.
  let count: Int
  /// The expression as written.
  let expression: String
  private let root: Node

  /// A header that cannot be read, with where in the header value it goes wrong.
  struct Problem: Error, Sendable, Hashable {
    /// What is wrong, for people.
    let reason: String
  }

  /// Reads a `Plural-Forms` header value.
  /// - Throws: ``Problem`` when `nplurals` or `plural` is missing or malformed.
  init(header: String) throws(Problem) {
    var count: Int?
    var expression: String?
    // gettext looks for `nplurals=` and `plural=` and reads each up to its `;`: whatever
    // else the value holds (a stray `\n` written out) is not read.
    for field in header.split(separator: ";") {
      let parts = field.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      switch parts[0].trimmingASCIIWhitespace {
      case "nplurals":
        guard let value = Int(parts[1].trimmingASCIIWhitespace), value >= 1, value <= 100 else {
          throw Problem(reason: "nplurals=\(parts[1].trimmingASCIIWhitespace) is not a number of forms from 1 to 100")
        }
        count = value
      case "plural":
        expression = parts[1].trimmingASCIIWhitespace
      default:
        continue
      }
    }
    guard let count else { throw Problem(reason: "it gives no nplurals=N") }
    guard let expression, !expression.isEmpty else { throw Problem(reason: "it gives no plural=EXPRESSION") }
    self.count = count
    self.expression = expression
    var parser = Parser(Array(expression.utf8))
    self.root = try parser.parseWhole()
  }

  /// The index of the form gettext shows for `n`; nil where the expression divides by zero.
  func form(for n: UInt64) -> UInt64? {
    root.evaluate(n)
  }

  /// The numbers the check evaluates the formula on: 0 through 2,000, which every rule of
  /// CLDR and of gettext's headers repeats within (by tens, hundreds and thousands), and a few
  /// larger ones for rules of millions (French, Spanish, Italian, Portuguese `many`).
  static let sampleNumbers: [UInt64] =
    Array(0...2_000) + [10_000, 10_001, 100_000, 100_001, 1_000_000, 1_000_001, 2_000_000, 10_000_000]

  /// Each form's numbers among ``sampleNumbers``, and the numbers the formula gives no valid
  /// form for (an index of `nplurals` or more, or a division by zero).
  func selections() -> (numbers: [[UInt64]], invalid: [UInt64]) {
    var numbers = Array(repeating: [UInt64](), count: count)
    var invalid: [UInt64] = []
    for n in Self.sampleNumbers {
      if let form = form(for: n), form < UInt64(count) {
        numbers[Int(form)].append(n)
      } else {
        invalid.append(n)
      }
    }
    return (numbers, invalid)
  }

  /// Numbers as people read a list of them: “0, 2–4, 22–24, …”, at most `limit` runs.
  static func describe(_ numbers: [UInt64], limit: Int = 6) -> String {
    var runs: [String] = []
    var index = 0
    while index < numbers.count {
      var end = index
      while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
      if runs.count == limit {
        runs.append("…")
        break
      }
      runs.append(end == index ? "\(numbers[index])" : "\(numbers[index])–\(numbers[end])")
      index = end + 1
    }
    return runs.joined(separator: ", ")
  }

  fileprivate indirect enum Node: Sendable, Hashable {
    case number(UInt64)
    case variable
    case not(Node)
    case binary(Operator, Node, Node)
    case conditional(Node, Node, Node)

    func evaluate(_ n: UInt64) -> UInt64? {
      switch self {
      case .number(let value): return value
      case .variable: return n
      case .not(let operand):
        guard let value = operand.evaluate(n) else { return nil }
        return value == 0 ? 1 : 0
      case .conditional(let condition, let then, let otherwise):
        guard let value = condition.evaluate(n) else { return nil }
        return value != 0 ? then.evaluate(n) : otherwise.evaluate(n)
      case .binary(let op, let left, let right):
        guard let lhs = left.evaluate(n) else { return nil }
        // `||` and `&&` evaluate their right side only when C does.
        switch op {
        case .or where lhs != 0: return 1
        case .and where lhs == 0: return 0
        default: break
        }
        guard let rhs = right.evaluate(n) else { return nil }
        switch op {
        case .or, .and: return rhs != 0 ? 1 : 0
        case .equal: return lhs == rhs ? 1 : 0
        case .notEqual: return lhs != rhs ? 1 : 0
        case .less: return lhs < rhs ? 1 : 0
        case .greater: return lhs > rhs ? 1 : 0
        case .lessOrEqual: return lhs <= rhs ? 1 : 0
        case .greaterOrEqual: return lhs >= rhs ? 1 : 0
        case .plus: return lhs &+ rhs
        case .minus: return lhs &- rhs
        case .times: return lhs &* rhs
        case .divide: return rhs == 0 ? nil : lhs / rhs
        case .modulo: return rhs == 0 ? nil : lhs % rhs
        }
      }
    }
  }

  fileprivate enum Operator: Sendable, Hashable {
    case or, and, equal, notEqual, less, greater, lessOrEqual, greaterOrEqual, plus, minus, times, divide, modulo
  }

  /// A recursive-descent parser of C's precedence levels, deepest nesting bounded. Each step
  /// returns nil once ``problem`` is set, instead of throwing out of the recursion.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    var problem: Problem?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseWhole() throws(Problem) -> Node {
      let node = conditional()
      if let problem { throw problem }
      skipSpaces()
      guard let node, index == bytes.count else {
        throw Problem(reason: "the plural expression has “\(rest)” where it should end")
      }
      return node
    }

    private var rest: String {
      String(decoding: bytes[index...].prefix(12), as: UTF8.self)
    }

    private mutating func fail(_ reason: String) -> Node? {
      if problem == nil { problem = Problem(reason: reason) }
      return nil
    }

    mutating func skipSpaces() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
          || bytes[index] == 0x0D
      {
        index += 1
      }
    }

    mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let utf8 = Array(token.utf8)
      guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
      // `<` is not `<=`, `!` is not `!=`, `=` alone is no operator.
      if utf8.count == 1, index + 1 < bytes.count, bytes[index + 1] == 0x3D, "<>!=".utf8.contains(utf8[0]) {
        return false
      }
      index += utf8.count
      return true
    }

    mutating func conditional() -> Node? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 200 else { return fail("the plural expression is nested too deeply") }
      guard let condition = binary(level: 0) else { return nil }
      guard take("?") else { return condition }
      guard let then = conditional() else { return nil }
      guard take(":") else { return fail("a “?” of the plural expression has no “:”") }
      guard let otherwise = conditional() else { return nil }
      return .conditional(condition, then, otherwise)
    }

    private static let levels: [[(String, Operator)]] = [
      [("||", .or)],
      [("&&", .and)],
      [("==", .equal), ("!=", .notEqual)],
      [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)],
      [("+", .plus), ("-", .minus)],
      [("*", .times), ("/", .divide), ("%", .modulo)],
    ]

    mutating func binary(level: Int) -> Node? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level: level + 1) else { return nil }
      while let (_, op) = Self.levels[level].first(where: { take($0.0) }) {
        guard let right = binary(level: level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func unary() -> Node? {
      if take("!") {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { return fail("the plural expression is nested too deeply") }
        guard let operand = unary() else { return nil }
        return .not(operand)
      }
      skipSpaces()
      guard index < bytes.count else { return fail("the plural expression ends where a value should be") }
      if take("(") {
        guard let inner = conditional() else { return nil }
        guard take(")") else { return fail("a “(” of the plural expression is not closed") }
        return inner
      }
      if bytes[index] == UInt8(ascii: "n") {
        index += 1
        return .variable
      }
      var value: UInt64 = 0
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        guard !overflow else { return fail("a number of the plural expression is too large") }
        value = times &+ UInt64(bytes[index] - 0x30)
        index += 1
      }
      guard index > start else { return fail("the plural expression has “\(rest)” where a value should be") }
      return .number(value)
    }
  }
}
