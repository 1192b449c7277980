import Foundation

/// A catalog directory of real files under the temporary directory, removed by `remove()`.
struct TemporaryCatalog {
  let url: URL
  var path: String { url.path }

  init(_ files: [String: [UInt8]]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, bytes) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
  }

  init(text files: [String: String]) throws {
    try self.init(files.mapValues { Array($0.utf8) })
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
