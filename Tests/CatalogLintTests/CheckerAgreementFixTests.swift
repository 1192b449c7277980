import CatalogLint
import Foundation
import LocaleCatalog
import Testing

/// The bugs found by checking gettext and Android catalogs as pofilter, compare-locales and
/// msgfmt do (issue 31): each test fails without its fix.
@Suite("gettext and Android: what the established checkers catch, caught here too")
struct CheckerAgreementFixTests {
  /// A folder of real files (`relative path` → bytes), removed when the test ends.
  struct Folder {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: [UInt8]]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-peers-\(UUID().uuidString)")
      for (name, bytes) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
      }
    }

    init(text files: [String: String]) throws { try self.init(files.mapValues { Array($0.utf8) }) }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every catalog at `relative` (the folder itself when empty) and the findings on them,
    /// as `file:line:column rule: message` with paths relative to the folder.
    func check(_ relative: String = "") throws -> (catalogs: [Catalog], findings: [String]) {
      let root = relative.isEmpty ? path : url.appendingPathComponent(relative).path
      let catalogs = try CatalogLoader().loadCatalogs(at: root)
      let prefix = path + "/"
      let findings = catalogs.flatMap { Linter().lint($0) }.map { found in
        let file = found.path.hasPrefix(prefix) ? String(found.path.dropFirst(prefix.count)) : found.path
        return "\(file):\(found.position.line):\(found.position.column) \(found.ruleID): \(found.message)"
      }
      return (catalogs, findings.sorted())
    }
  }

  static let androidSource = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources>
        <string name="greeting">Hello %1$s</string>
    </resources>
    """

  @Test func aFolderThatHoldsResIsReadOnce() throws {
    let folder = try Folder(text: [
      "app/src/main/res/values/strings.xml": Self.androidSource,
      "app/src/main/res/values-de/strings.xml": Self.androidSource.replacingOccurrences(
        of: "Hello %1$s", with: "Hallo %1$d"),
    ])
    defer { folder.remove() }
    for relative in ["app/src/main", "app/src", "app", ""] {
      let (catalogs, findings) = try folder.check(relative)
      #expect(catalogs.count == 1, "\(relative)")
      #expect(catalogs.map(\.files.count) == [2], "\(relative)")
      #expect(findings.filter { $0.contains("message.arguments") }.count == 1, "\(relative): \(findings)")
    }
  }
}
