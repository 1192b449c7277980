import Testing

@testable import LocaleCatalog

/// A String Catalog is parsed with its localizations left out of the tree: the same problems
/// are found where a whole parse finds them, and each value left out reads back the same.
@Suite("JSONReader: values left out of the tree")
struct JSONLeftOutValuesTests {
  static let path: [String?] = ["strings", nil, "localizations", nil]

  /// `node` with the values at `path` replaced by `null`, as a parse that leaves them out gives it.
  static func leavingOut(_ node: JSONNode, _ path: ArraySlice<String?>) -> JSONNode {
    guard let first = path.first, case .object(let members) = node.value else { return node }
    let rest = path.dropFirst()
    return JSONNode(
      value: .object(
        members.map { member in
          guard first == nil || first == member.key else { return member }
          let value =
            rest.isEmpty ? JSONNode(value: .null, offset: member.value.offset) : leavingOut(member.value, rest)
          return JSONMember(key: member.key, keyOffset: member.keyOffset, value: value)
        }), offset: node.offset)
  }

  /// Every value at `path` of `node`.
  static func values(_ node: JSONNode, _ path: ArraySlice<String?>) -> [JSONNode] {
    guard let first = path.first else { return [node] }
    guard case .object(let members) = node.value else { return [] }
    return members.filter { first == nil || first == $0.key }.flatMap { values($0.value, path.dropFirst()) }
  }

  @Test func leftOutValuesReadBackAsTheWholeTreeHasThem() throws {
    let text = """
      {"sourceLanguage": "en", "strings": {
        "a": {"comment": "x", "localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Löschen \\u00e9 \\"x\\""}},
          "fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "[1, 2]"}}}}},
          "ja": null
        }},
        "b": {"localizations": [{"de": 1}]},
        "c": {"localizations": {"de": [1, {"strings": {}}, -2.5e3]}}
      }, "localizations": {"de": {"kept": true}}}
      """
    let bytes = Array(text.utf8)
    let whole = try JSONReader.parse(bytes)
    let outlined = try JSONReader.parse(bytes, leavingOut: Self.path)
    #expect(outlined == Self.leavingOut(whole, Self.path[...]))
    let full = Self.values(whole, Self.path[...])
    #expect(full.count == 4)
    #expect(Self.values(outlined, Self.path[...]).map { JSONReader.value(in: bytes, at: $0.offset) } == full)
  }

  @Test(arguments: [
    #"{"strings": {"a": {"localizations": {"de": {"stringUnit": {"value": "x\#ny"}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"stringUnit": {"value": "\x"}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"stringUnit": {"value" "x"}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"stringUnit": [1, 2,]}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"a": 01}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"a": "\ud800"}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": tru}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"a": 1,}}}}}"#,
    #"{"strings": {"a": {"localizations": {"de": {"a": 1}}"#,
    #"{"strings": {"a": {"localizations": {"de": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}}}"#,
  ])
  func problemsInsideLeftOutValuesAreFoundAlike(text: String) {
    let bytes = Array(text.utf8)
    var expected: JSONSyntaxError?
    do { _ = try JSONReader.parse(bytes) } catch { expected = error }
    var found: JSONSyntaxError?
    do { _ = try JSONReader.parse(bytes, leavingOut: Self.path) } catch { found = error }
    #expect(expected != nil)
    #expect(found == expected)
  }
}
