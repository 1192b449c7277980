/// A JSON value read by ``JSONReader``, with the byte offset where it starts.
public struct JSONNode: Sendable, Hashable {
  /// The value.
  public var value: JSONValue
  /// The byte offset of the value's first character (the opening quote of a string).
  public var offset: Int

  /// Creates a node.
  public init(value: JSONValue, offset: Int) {
    self.value = value
    self.offset = offset
  }
}

/// A JSON value. Objects keep their members in file order, duplicates included, so that a
/// checker can report a key given twice.
public indirect enum JSONValue: Sendable, Hashable {
  /// An object's members, in file order, duplicates included.
  case object([JSONMember])
  /// An array's elements, each with its position.
  case array([JSONNode])
  /// A string, unescaped.
  case string(String)
  /// A number.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// A short name of the kind of value, for messages ("an object", "a string").
  public var kindDescription: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The byte offset of the key's opening quote.
  public var keyOffset: Int
  /// The value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, keyOffset: Int, value: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}

/// JSON text that could not be read, with the byte offset of the problem.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset of the problem.
  public let offset: Int
  /// What is wrong, for a person.
  public let reason: String

  /// Creates an error.
  public init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  public var description: String { reason }
}
