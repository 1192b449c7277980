import ICU

/// Reads the source text of an Intents table from Xcode's `.intentdefinition` file.
///
/// An intent definition is a property list whose dictionaries pair each localizable string
/// with its identifier: `INIntentTitle` and `INIntentTitleID`, `INEnumValueDisplayName` and
/// `INEnumValueDisplayNameID`, and so on at any depth. Xcode generates `Intents.strings` in
/// each `.lproj` folder keyed by those identifiers, and shows the definition's own text where
/// a locale's table has no value: the definition is the table's source, whether or not the
/// source locale's folder repeats it.
enum IntentDefinitionReader {
  /// One localizable string of the definition.
  struct Entry: Sendable {
    /// The identifier, the key of `Intents.strings`.
    var key: String
    /// The source text.
    var text: String
    /// The byte offset of the identifier's `<string>` content.
    var keyOffset: Int
    /// The byte offset of the text's `<string>` content.
    var valueOffset: Int
  }

  /// The path of the intent definition that gives the table `name` its keys: a
  /// `<name>.intentdefinition` in one of the `.lproj` folders of `directory` (Xcode puts it in
  /// `Base.lproj`), or nil.
  static func definitionPath(forTable name: String, in directory: String) -> String? {
    guard !name.isEmpty else { return nil }
    let names = ((try? FileSystem.contents(ofDirectory: directory)) ?? []).filter { $0.hasSuffix(".lproj") }
    for folder in names.sorted(by: { ($0 == "Base.lproj" ? 0 : 1, $0) < ($1 == "Base.lproj" ? 0 : 1, $1) }) {
      let path = FileSystem.join(FileSystem.join(directory, folder), name + ".intentdefinition")
      if FileSystem.kind(of: path) == .file { return path }
    }
    return nil
  }

  /// The localizable strings of a definition, in file order, each identifier once.
  /// - Throws: The XML error when the file is not well-formed.
  static func entries(of bytes: [UInt8]) throws(XMLSyntaxError) -> [Entry] {
    let root = try XMLReader.parse(bytes)
    var found: [Entry] = []
    var seen: Set<String> = []
    var stack = [root]
    var visited = 0
    // Depth-first in file order, without recursion: a hostile file cannot exhaust the stack.
    while let element = stack.popLast(), visited < 1_000_000 {
      visited += 1
      if element.hasLocalName("dict") {
        var strings: [String: XMLElement] = [:]
        var order: [String] = []
        var pendingKey: String?
        for child in element.children {
          if child.hasLocalName("key") {
            pendingKey = child.text
          } else if let key = pendingKey {
            if child.hasLocalName("string") {
              strings[key] = child
              order.append(key)
            }
            pendingKey = nil
          }
        }
        for name in order where name.hasSuffix("ID") && name.count > 2 {
          guard let identifier = strings[name], let text = strings[String(name.dropLast(2))],
            !identifier.text.isEmpty, seen.insert(identifier.text).inserted
          else { continue }
          found.append(
            Entry(
              key: identifier.text, text: text.text, keyOffset: identifier.contentOffset,
              valueOffset: text.contentOffset))
        }
      }
      stack += element.children.reversed()
    }
    return found
  }
}
