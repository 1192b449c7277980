/// Where an element of a property list is, and its name: what findings about it need.
struct PropertyListElement: Sendable {
  /// The name as written.
  var name: String
  /// The byte offset of the start tag's `<`.
  var offset: Int
  /// The byte offset of the first byte of the content.
  var contentOffset: Int

  init(_ element: XMLElement) {
    name = element.name
    offset = element.offset
    contentOffset = element.contentOffset
  }
}

/// An XML property list value with where it was read from.
indirect enum PropertyListValue: Sendable {
  /// `<string>`.
  case string(String, PropertyListElement)
  /// `<dict>`: keys in file order, each with its `<key>` element.
  case dictionary([PropertyListMember], PropertyListElement)
  /// Any other element (`<integer>`, `<array>`, `<true/>` …).
  case other(PropertyListElement)

  /// The element the value was read from.
  var element: PropertyListElement {
    switch self {
    case .string(_, let element), .dictionary(_, let element), .other(let element): return element
    }
  }

  /// "a string", "a dictionary", "an <integer>", for messages.
  var kindDescription: String {
    switch self {
    case .string: return "a string"
    case .dictionary: return "a dictionary"
    case .other(let element): return "<\(element.name)>"
    }
  }
}

/// One `<key>…</key>` and the value after it.
struct PropertyListMember: Sendable {
  /// The key's text.
  var key: String
  /// The `<key>` element.
  var keyElement: PropertyListElement
  /// The value.
  var value: PropertyListValue
}

/// Reads the XML elements of a property list into ``PropertyListValue``s.
enum PropertyList {
  /// The root value of a `<plist>` document.
  /// - Throws: ``XMLSyntaxError`` when the root is not `<plist>` holding one value, or a
  ///   dictionary is malformed.
  static func root(of element: XMLElement) throws(XMLSyntaxError) -> PropertyListValue {
    guard element.localName == "plist" else {
      throw XMLSyntaxError(
        offset: element.offset, reason: "expected a property list (<plist>), found <\(element.name)>")
    }
    guard element.children.count == 1, let first = element.children.first else {
      throw XMLSyntaxError(offset: element.offset, reason: "a <plist> must hold exactly one value, such as <dict>")
    }
    return try value(of: first)
  }

  static func value(of element: XMLElement) throws(XMLSyntaxError) -> PropertyListValue {
    switch element.localName {
    case "string":
      return .string(element.text, PropertyListElement(element))
    case "dict":
      var members: [PropertyListMember] = []
      members.reserveCapacity(element.children.count / 2)
      var index = 0
      let children = element.children
      while index < children.count {
        let keyElement = children[index]
        guard keyElement.localName == "key" else {
          throw XMLSyntaxError(
            offset: keyElement.offset, reason: "expected <key> in a <dict>, found <\(keyElement.name)>")
        }
        guard index + 1 < children.count else {
          throw XMLSyntaxError(
            offset: keyElement.offset, reason: "the key “\(keyElement.text)” has no value after it")
        }
        let valueElement = children[index + 1]
        if valueElement.localName == "key" {
          throw XMLSyntaxError(
            offset: valueElement.offset, reason: "the key “\(keyElement.text)” has no value: another <key> follows it")
        }
        members.append(
          PropertyListMember(
            key: keyElement.text, keyElement: PropertyListElement(keyElement), value: try value(of: valueElement)))
        index += 2
      }
      return .dictionary(members, PropertyListElement(element))
    default:
      return .other(PropertyListElement(element))
    }
  }
}
