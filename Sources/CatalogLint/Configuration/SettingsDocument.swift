import Foundation
import LocaleCatalog

/// A JSON settings file (configuration or baseline) as read, with helpers that turn
/// wrong shapes into located ``SettingsFileError``s.
struct SettingsDocument {
  /// The file's bytes and lines.
  let source: SourceFile
  /// The parsed root.
  let root: JSONNode

  /// The largest settings file read.
  static let maximumSize = 16 << 20

  /// Reads and parses the file at `path`.
  static func read(_ path: String, kind: String) throws(SettingsFileError) -> SettingsDocument {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SettingsFileError(path: path, reason: "no such \(kind) file")
    }
    guard !isDirectory.boolValue else {
      throw SettingsFileError(path: path, reason: "this is a directory; give the \(kind) file")
    }
    switch RegularFile.read(path, maximumSize: maximumSize) {
    case .success(let bytes): return try parse(bytes, path: path)
    case .failure(let error): throw SettingsFileError(path: path, reason: "the \(kind) file: \(error.reason)")
    }
  }

  /// Parses `bytes` as the file at `path`.
  static func parse(_ bytes: [UInt8], path: String) throws(SettingsFileError) -> SettingsDocument {
    let source = SourceFile(path: path, bytes: bytes)
    do {
      return SettingsDocument(source: source, root: try JSONReader.parse(bytes))
    } catch {
      throw SettingsFileError(
        path: path, position: source.position(ofByte: error.offset), reason: "invalid JSON: \(error.reason)")
    }
  }

  /// An error at a byte offset of this file.
  func error(at offset: Int, _ reason: String) -> SettingsFileError {
    SettingsFileError(path: source.path, position: source.position(ofByte: offset), reason: reason)
  }

  /// The members of an object node, refusing a key given twice.
  func members(of node: JSONNode, named name: String) throws(SettingsFileError) -> [JSONMember] {
    guard case .object(let members) = node.value else {
      throw error(at: node.offset, "\(name) must be an object, found \(node.value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw error(at: member.keyOffset, "“\(member.key)” is given twice in \(name)")
    }
    return members
  }

  /// The string of a string node.
  func string(_ node: JSONNode, named name: String) throws(SettingsFileError) -> String {
    guard case .string(let text) = node.value else {
      throw error(at: node.offset, "\(name) must be a string, found \(node.value.kindDescription)")
    }
    return text
  }

  /// The elements of an array node.
  func elements(of node: JSONNode, named name: String) throws(SettingsFileError) -> [JSONNode] {
    guard case .array(let elements) = node.value else {
      throw error(at: node.offset, "\(name) must be an array, found \(node.value.kindDescription)")
    }
    return elements
  }

  /// Refuses a member whose key is not among `allowed`.
  func requireKnownKey(_ member: JSONMember, allowed: [String], in name: String) throws(SettingsFileError) {
    guard allowed.contains(member.key) else {
      let list = allowed.map { "“\($0)”" }.joined(separator: ", ")
      throw error(at: member.keyOffset, "unknown field “\(member.key)” in \(name); the fields are \(list)")
    }
  }
}
