import CatalogLint
import Foundation
import ICU
import LocaleCatalog

extension CheckCommand {
  /// The findings of the catalogs at `paths` as they were at git `revision`, checked with
  /// the same settings, their paths those of the working tree (`--changed-since`). A path
  /// that held no catalog at the revision has no findings there, so all of its findings
  /// are new.
  /// - Throws: ``UsageError`` when a path is not in a git repository or git knows no commit
  ///   named `revision`.
  static func findings(
    of paths: [String], at revision: String, settings: CheckSettings, loader: CatalogLoader, only: Set<LocaleID>?
  ) throws(UsageError) -> [Diagnostic] {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-l10n-changed-since-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    var snapshots: [RevisionSnapshot] = []
    for (index, path) in paths.enumerated() {
      let directory = base.appendingPathComponent(String(index))
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw UsageError(
          description: "--changed-since: cannot create a temporary directory (\(error.localizedDescription))")
      }
      snapshots.append(try RevisionSnapshot.copy(path, at: revision, into: directory))
    }
    var findings: [Diagnostic] = []
    for snapshot in snapshots {
      guard let copiedPath = snapshot.copiedPath else { continue }
      let catalogs: [Catalog]
      do {
        catalogs = try CatalogLoading.load(copiedPath, with: loader, only: only)
      } catch {
        Output.error(
          "sheet-l10n: note: \(snapshot.path) at \(revision) could not be read (\(snapshot.relocated(error.description))); every finding in it is reported as new\n"
        )
        continue
      }
      for catalog in catalogs {
        findings += settings.run(catalog).diagnostics.map(snapshot.relocated)
      }
    }
    return findings
  }
}
