import ICUBridge

/// Parses ICU MessageFormat patterns with ICU's own `MessagePattern` into a ``Message``.
///
/// The parse is ICU's; this type only turns ICU's flat list of parts into a tree. Patterns
/// nested deeper than ``maximumNestingDepth`` are refused before ICU sees them, so a hostile
/// catalog cannot exhaust the stack.
public enum MessagePattern {
  /// How deeply arguments may nest (`{a, plural, other {{b, select, …}}}` is depth 2).
  public static let maximumNestingDepth = 24

  /// Parses `pattern`.
  /// - Parameter pattern: An ICU MessageFormat pattern such as `{count, plural, one {# photo} other {# photos}}`.
  /// - Returns: The message tree, with UTF-16 ranges into `pattern`.
  /// - Throws: ``MessageSyntaxError`` with the offset of the problem.
  public static func parse(_ pattern: String) throws(MessageSyntaxError) -> Message {
    var units = BridgeStrings.utf16(of: pattern)
    if let tooDeep = offsetExceedingDepth(units) {
      throw MessageSyntaxError(
        offset: tooDeep, icuName: "U_INDEX_OUTOFBOUNDS_ERROR",
        reason: "arguments are nested more than \(maximumNestingDepth) levels deep")
    }
    let length = units.count
    if units.isEmpty { units.append(0) }  // ICU gets a valid pointer even for an empty pattern.
    let parsed = units.withUnsafeBufferPointer { buffer -> Result<Message, MessageSyntaxError> in
      let text = UnsafeBufferPointer(rebasing: buffer[0..<length])
      var capacity = length + 16
      for _ in 0..<2 {
        // ICU's parts go into scratch memory and the tree is built from there: nothing is
        // zeroed or copied for a part list that is thrown away once the tree exists.
        let attempt = withUnsafeTemporaryAllocation(of: icub_pattern_part.self, capacity: capacity) {
          parts -> Result<Message, MessageSyntaxError>? in
          var status: Int32 = 0
          var errorOffset: Int32 = 0
          let count = Int(
            icub_pattern_parse(
              buffer.baseAddress, Int32(length), parts.baseAddress, Int32(capacity), &errorOffset, &status))
          if ICUStatus.isFailure(status) {
            return .failure(syntaxError(status: status, offset: Int(errorOffset), units: Array(text)))
          }
          guard count <= capacity else {
            capacity = count
            return nil
          }
          guard count > 0 else { return .success(Message(nodes: [], range: 0..<length)) }
          var builder = TreeBuilder(units: text, parts: UnsafeBufferPointer(rebasing: parts[0..<count]))
          return .success(builder.message(at: 0))
        }
        if let attempt { return attempt }
      }
      return .failure(
        MessageSyntaxError(offset: 0, icuName: "U_INTERNAL_PROGRAM_ERROR", reason: "the message could not be parsed"))
    }
    return try parsed.get()
  }

  private static func syntaxError(status: Int32, offset: Int, units: [UInt16]) -> MessageSyntaxError {
    let name = String(cString: icub_error_name(status))
    let offset = min(max(offset, 0), units.count)
    let found: String
    if offset >= units.count {
      found = "the message ends too early"
    } else {
      let end = min(offset + 12, units.count)
      let excerpt = BridgeStrings.string(fromUTF16: units, offset..<end)
      found = "at “\(excerpt)\(end < units.count ? "…" : "")”"
    }
    let opened = units.filter { $0 == 0x7B }.count
    let closed = units.filter { $0 == 0x7D }.count
    let reason: String
    if opened > closed && (name == "U_PATTERN_SYNTAX_ERROR" || name == "U_UNMATCHED_BRACES") {
      let missing = opened - closed
      return MessageSyntaxError(
        offset: units.count, icuName: name,
        reason:
          "\(missing == 1 ? "a “}” is" : "\(missing) “}” are") missing at the end: an argument opened with “{” is not closed"
      )
    }
    switch name {
    case "U_UNMATCHED_BRACES": reason = "unmatched brace: an argument opened with “{” is not closed, \(found)"
    case "U_ARGUMENT_TYPE_MISMATCH": reason = "argument type mismatch, \(found)"
    case "U_DEFAULT_KEYWORD_MISSING": reason = "a plural or select argument needs an “other” branch"
    case "U_INDEX_OUTOFBOUNDS_ERROR": reason = "the message is too long or too deeply nested"
    default: reason = "invalid MessageFormat syntax, \(found)"
    }
    return MessageSyntaxError(offset: offset, icuName: name, reason: reason)
  }

  /// The offset of the first `{` that nests deeper than allowed, ignoring quoted text.
  private static func offsetExceedingDepth(_ units: [UInt16]) -> Int? {
    var depth = 0
    var index = 0
    let quote: UInt16 = 0x27
    let open: UInt16 = 0x7B
    let close: UInt16 = 0x7D
    while index < units.count {
      let unit = units[index]
      if unit == quote, index + 1 < units.count {
        let next = units[index + 1]
        if next == quote {
          index += 2
          continue
        }
        if next == open || next == close {
          // Quoted literal text runs to the next single apostrophe.
          index += 2
          while index < units.count, units[index] != quote { index += 1 }
          index += 1
          continue
        }
      }
      if unit == open {
        depth += 1
        if depth > maximumNestingDepth * 2 + 1 { return index }
      } else if unit == close {
        depth = max(0, depth - 1)
      }
      index += 1
    }
    return nil
  }
}

/// Turns ICU's flat part list into a tree.
private struct TreeBuilder {
  // Both live only while the tree is built.
  let units: UnsafeBufferPointer<UInt16>
  let parts: UnsafeBufferPointer<icub_pattern_part>

  enum PartType: Int32 {
    case msgStart = 0, msgLimit, skipSyntax, insertChar, replaceNumber, argStart, argLimit
    case argNumber, argName, argType, argStyle, argSelector, argInt, argDouble
  }

  enum ArgType: Int32 {
    case none = 0, simple, choice, plural, select, selectOrdinal
  }

  func type(_ index: Int) -> PartType? { PartType(rawValue: parts[index].type) }

  func text(_ start: Int, _ end: Int) -> String {
    BridgeStrings.string(fromUTF16: UnsafeBufferPointer(rebasing: units[start..<end]))
  }

  func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  func span(_ index: Int) -> Range<Int> {
    let part = parts[index]
    return Int(part.index)..<Int(part.index + part.length)
  }

  /// Builds the message whose MSG_START part is at `start`.
  mutating func message(at start: Int) -> Message {
    let limit = Int(parts[start].limitPart)
    let begin = Int(parts[start].index + parts[start].length)
    var nodes: [MessageNode] = []
    var textStart = begin
    var pending = ""
    var pendingStart = begin

    func flush(upTo end: Int, into nodes: inout [MessageNode]) {
      pending += text(textStart, end)
      if !pending.isEmpty {
        nodes.append(.text(pending, range: pendingStart..<end))
      }
      pending = ""
    }

    var index = start + 1
    while index < limit && index < parts.count {
      let part = parts[index]
      switch type(index) {
      case .skipSyntax:
        pending += text(textStart, Int(part.index))
        textStart = Int(part.index + part.length)
        index += 1
      case .insertChar:
        // ICU marks where an unclosed quote would need its closing apostrophe when the
        // pattern is written back; MessageFormat shows nothing there.
        index += 1
      case .replaceNumber:
        flush(upTo: Int(part.index), into: &nodes)
        nodes.append(.number(range: span(index)))
        textStart = Int(part.index + part.length)
        pendingStart = textStart
        index += 1
      case .argStart:
        flush(upTo: Int(part.index), into: &nodes)
        let argumentLimit = Int(part.limitPart)
        nodes.append(.argument(argument(from: index, to: argumentLimit)))
        textStart = Int(parts[argumentLimit].index + parts[argumentLimit].length)
        pendingStart = textStart
        index = argumentLimit + 1
      default:
        index += 1
      }
    }
    let end = limit < parts.count ? Int(parts[limit].index) : units.count
    flush(upTo: end, into: &nodes)
    let endOfMessage = limit < parts.count ? Int(parts[limit].index + parts[limit].length) : units.count
    return Message(nodes: nodes, range: Int(parts[start].index)..<endOfMessage)
  }

  mutating func argument(from start: Int, to limit: Int) -> MessageArgument {
    let argType = ArgType(rawValue: parts[start].argType) ?? .none
    let nameIndex = start + 1
    let nameRange = span(nameIndex)
    let name = text(nameRange.lowerBound, nameRange.upperBound)
    let range = Int(parts[start].index)..<Int(parts[limit].index + parts[limit].length)
    var index = nameIndex + 1
    let kind: MessageArgument.Kind
    switch argType {
    case .none:
      kind = .simple
    case .simple:
      let typeRange = span(index)
      var style: String? = nil
      if index + 1 < limit, type(index + 1) == .argStyle {
        let styleRange = span(index + 1)
        style = trimmed(text(styleRange.lowerBound, styleRange.upperBound))
      }
      kind = .formatted(type: text(typeRange.lowerBound, typeRange.upperBound), style: style)
    case .plural, .selectOrdinal:
      var offset = 0.0
      if index < limit, type(index) == .argInt || type(index) == .argDouble {
        offset = parts[index].numericValue
        index += 1
      }
      var branches: [PluralBranch] = []
      while index < limit {
        guard type(index) == .argSelector else {
          index += 1
          continue
        }
        let selectorRange = span(index)
        var selector = PluralBranch.Selector.category(text(selectorRange.lowerBound, selectorRange.upperBound))
        index += 1
        if index < limit, type(index) == .argInt || type(index) == .argDouble {
          selector = .exact(parts[index].numericValue)
          index += 1
        }
        let nested = message(at: index)
        branches.append(PluralBranch(selector: selector, selectorRange: selectorRange, message: nested))
        index = Int(parts[index].limitPart) + 1
      }
      let plural = PluralArgument(offset: offset, branches: branches)
      kind = argType == .plural ? .plural(plural) : .selectOrdinal(plural)
    case .select:
      var branches: [SelectBranch] = []
      while index < limit {
        guard type(index) == .argSelector else {
          index += 1
          continue
        }
        let keywordRange = span(index)
        let nested = message(at: index + 1)
        branches.append(
          SelectBranch(
            keyword: text(keywordRange.lowerBound, keywordRange.upperBound), keywordRange: keywordRange,
            message: nested))
        index = Int(parts[index + 1].limitPart) + 1
      }
      kind = .select(branches)
    case .choice:
      var messages: [Message] = []
      while index < limit {
        if type(index) == .msgStart {
          messages.append(message(at: index))
          index = Int(parts[index].limitPart) + 1
        } else {
          index += 1
        }
      }
      kind = .choice(messages)
    }
    return MessageArgument(name: name, nameRange: nameRange, range: range, kind: kind)
  }
}
