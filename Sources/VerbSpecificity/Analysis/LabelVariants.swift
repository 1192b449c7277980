import ICU

/// One text a user can see for a message: one choice of every plural and select branch.
public struct LabelVariant: Sendable, Hashable {
  /// The text, with `#` shown as a number and other arguments as an object-replacement mark.
  public let text: String
  /// The UTF-16 offset in the message of the innermost branch chosen (0 without branches).
  public let offset: Int
  /// The branch chosen last, such as `other` or `=0`, or nil without branches.
  public let branch: String?
}

extension Message {
  /// The shown character for arguments in ``labelVariants(limit:)``: never part of a word.
  public static let argumentMark = "\u{FFFC}"

  /// Every visible text of the message with the branch it comes from, for checking each
  /// branch of each plural and select.
  public func labelVariants(limit: Int = 64) -> [LabelVariant] {
    var results = [LabelVariant(text: "", offset: range.lowerBound, branch: nil)]
    expand(into: &results, limit: limit)
    return results
  }

  private func expand(into results: inout [LabelVariant], limit: Int) {
    for node in nodes {
      switch node {
      case .text(let text, _):
        results = results.map { LabelVariant(text: $0.text + text, offset: $0.offset, branch: $0.branch) }
      case .number:
        results = results.map { LabelVariant(text: $0.text + "2", offset: $0.offset, branch: $0.branch) }
      case .argument(let argument):
        let branches: [(String, Message)]
        switch argument.kind {
        case .plural(let plural), .selectOrdinal(let plural):
          branches = plural.branches.map { branch in
            switch branch.selector {
            case .category(let name): return (name, branch.message)
            case .exact(let value):
              return ("=\(value == value.rounded() ? String(Int64(value)) : String(value))", branch.message)
            }
          }
        case .select(let select):
          branches = select.map { ($0.keyword, $0.message) }
        case .choice(let messages):
          branches = messages.enumerated().map { ("choice \($0.offset + 1)", $0.element) }
        case .simple, .formatted:
          results = results.map {
            LabelVariant(text: $0.text + Message.argumentMark, offset: $0.offset, branch: $0.branch)
          }
          continue
        }
        var combined: [LabelVariant] = []
        for (name, message) in branches {
          var partial = results.map { LabelVariant(text: $0.text, offset: message.range.lowerBound, branch: name) }
          message.expand(into: &partial, limit: limit)
          combined.append(contentsOf: partial)
          if combined.count >= limit { break }
        }
        results = Array(combined.prefix(limit))
      }
    }
  }
}
