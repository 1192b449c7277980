import Foundation
import LocaleCatalog

/// A catalog path's files as they were at a git revision, written under a temporary
/// directory with the repository's layout, so that the catalog can be checked as it was
/// without checking out the whole tree (`check --changed-since`).
///
/// Only the directory that holds the catalog is read from git: `git ls-tree` lists its
/// files at the revision and one `git cat-file --batch` writes them.
struct RevisionSnapshot {
  /// The path as the user named it.
  let path: String
  /// The same path in the copy; nil when nothing was there at the revision.
  let copiedPath: String?
  /// The folder that was copied, named as a check of `path` names the files in it: `path`
  /// for a folder, else `path` without the file's part (`Locales` for `Locales/de.json`,
  /// `res` for `res/values-fr/strings.xml`).
  let folder: String
  /// The same folder in the copy.
  let copiedFolder: String

  /// Copies the directory that holds `path` (the path itself when it is a directory, the
  /// folder a check of the file reads otherwise) as it was at `revision` into `directory`.
  /// - Parameters:
  ///   - path: A catalog path that exists in the working tree.
  ///   - revision: A git revision, such as `origin/main` or a commit id.
  ///   - directory: An empty directory the files are written under.
  /// - Throws: ``UsageError`` when `path` is not in a git repository, when git knows no
  ///   commit named `revision` (saying so when the clone is shallow), or when the files
  ///   cannot be read or written.
  static func copy(_ path: String, at revision: String, into directory: URL) throws(UsageError) -> RevisionSnapshot {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let (folder, fileInFolder) = isDirectory.boolValue ? (path, nil) : folder(holding: path)

    let location = try GitCommand.run(["rev-parse", "--show-toplevel", "--show-prefix"], in: folder)
    guard location.status == 0 else {
      throw UsageError(
        description: "--changed-since: \(path) is not in a git repository (git says: \(location.complaint))")
    }
    let lines = location.text.split(separator: "\n", omittingEmptySubsequences: false)
    let top = lines.first.map(String.init) ?? folder
    // The folder relative to the top of the repository, "" at the top.
    var prefix = lines.count > 1 ? String(lines[1]) : ""
    while prefix.hasSuffix("/") { prefix.removeLast() }

    let commit = try resolve(revision, in: folder, top: top)
    var listArguments = ["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", commit]
    if !prefix.isEmpty { listArguments += ["--", prefix] }
    let listing = try GitCommand.run(listArguments, in: folder)
    guard listing.status == 0 else {
      throw UsageError(description: "--changed-since \(revision): cannot list \(path) (git says: \(listing.complaint))")
    }
    let files = entries(in: listing.standardOutput)
    try write(files, into: directory, folder: folder)

    let copiedFolder = prefix.isEmpty ? directory.path : directory.path + "/" + prefix
    let copied = fileInFolder.map { copiedFolder + "/" + $0 } ?? copiedFolder
    let exists = !files.isEmpty && FileManager.default.fileExists(atPath: copied)
    // The loader names the files beside `path` by taking components off its end.
    var userFolder = path
    for _ in (fileInFolder ?? "").split(separator: "/") { userFolder = CatalogLoading.directory(of: userFolder) }
    return RevisionSnapshot(
      path: path, copiedPath: exists ? copied : nil, folder: userFolder, copiedFolder: copiedFolder)
  }

  /// The folder a check of the file at `path` reads, and the file's path inside it: the
  /// file's own folder, or the one above it for Android's `values*/strings.xml` and Apple's
  /// `<locale>.lproj` tables, which are read with the folders beside their own (`values/`,
  /// `en.lproj/`).
  private static func folder(holding path: String) -> (folder: String, file: String) {
    let file = URL(fileURLWithPath: path).standardizedFileURL
    let parent = file.deletingLastPathComponent()
    let name = file.lastPathComponent
    let readsFoldersBeside = name == "strings.xml" || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
    guard readsFoldersBeside, parent.path != "/" else { return (parent.path, name) }
    return (parent.deletingLastPathComponent().path, parent.lastPathComponent + "/" + name)
  }

  /// `diagnostic`, found in the copy, with the copied folder's path replaced by the user's
  /// in its file, message and notes, as a check of the working tree would name them (the
  /// file checked and the files read beside it, such as the source locale's); findings then
  /// have the fingerprints they would have there.
  func relocated(_ diagnostic: Diagnostic) -> Diagnostic {
    var diagnostic = diagnostic
    if diagnostic.path == copiedFolder {
      diagnostic.path = folder
    } else if diagnostic.path.hasPrefix(copiedFolder + "/") {
      diagnostic.path = folder + diagnostic.path.dropFirst(copiedFolder.count)
    }
    diagnostic.message = relocated(diagnostic.message)
    diagnostic.notes = diagnostic.notes.map(relocated)
    return diagnostic
  }

  /// `text` with the copied folder's path replaced by the user's.
  func relocated(_ text: String) -> String {
    text.replacingOccurrences(of: copiedFolder, with: folder)
  }

  /// The commit `revision` names.
  private static func resolve(_ revision: String, in folder: String, top: String) throws(UsageError) -> String {
    if !revision.hasPrefix("-") {
      let resolved = try GitCommand.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: folder)
      if resolved.status == 0, !resolved.text.isEmpty { return resolved.text }
    }
    let shallow = try GitCommand.run(["rev-parse", "--is-shallow-repository"], in: folder)
    // A remote's branch (origin/main) is fetched by name; only its commit is needed, not
    // its history.
    let parts = revision.split(separator: "/", maxSplits: 1)
    let (remote, branch) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("origin", "<branch>")
    let fetchBranch = "git fetch \(remote) +refs/heads/\(branch):refs/remotes/\(remote)/\(branch)"
    if shallow.status == 0, shallow.text == "true" {
      let fetchBranch = fetchBranch.replacingOccurrences(of: "git fetch ", with: "git fetch --depth=1 ")
      throw UsageError(
        description: """
          --changed-since \(revision): no commit named \(revision) in \(top), which is a shallow clone: \
          the history that holds it is missing. Fetch it before the check: `\(fetchBranch)` for a branch \
          that was not fetched, `git fetch --deepen=200` for an older commit, or `git fetch --unshallow`; \
          in GitHub Actions, check out with actions/checkout's `fetch-depth: 0`
          """)
    }
    var message =
      "--changed-since \(revision): unknown revision; the git repository at \(top) has no commit named \(revision)"
    if parts.count == 2 {
      message += " (if it is a branch of the remote \(remote) that was not fetched: `\(fetchBranch)`)"
    }
    throw UsageError(description: message)
  }

  /// One file of the listing: its object id and its path from the top of the repository.
  private struct Entry {
    let object: String
    let path: String
  }

  /// The regular files of `git ls-tree -r -z` output. Symbolic links and submodules are
  /// left out, as are paths that would leave the copy.
  private static func entries(in listing: Data) -> [Entry] {
    listing.split(separator: 0).compactMap { record -> Entry? in
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
      let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard fields.count == 3, fields[1] == "blob", fields[0] != "120000" else { return nil }
      let components = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.hasPrefix("/"), !components.contains(".."), !components.contains("") else { return nil }
      return Entry(object: String(fields[2]), path: path)
    }
  }

  /// Writes the contents of `files` under `directory`, reading them all with one
  /// `git cat-file --batch`.
  private static func write(_ files: [Entry], into directory: URL, folder: String) throws(UsageError) {
    guard !files.isEmpty else { return }
    // The object ids go through a file, so that git never waits for its input while its
    // output is being read.
    let request = directory.appendingPathExtension("objects")
    defer { try? FileManager.default.removeItem(at: request) }
    let input: FileHandle
    do {
      try Data(files.map { $0.object + "\n" }.joined().utf8).write(to: request)
      input = try FileHandle(forReadingFrom: request)
    } catch {
      throw UsageError(description: "--changed-since: cannot write a temporary file (\(error.localizedDescription))")
    }
    defer { try? input.close() }
    var written = 0
    let batch = try GitCommand.run(["cat-file", "--batch"], in: folder, input: input) { (reader) throws(UsageError) in
      // Each object is `<id> blob <size>\n<contents>\n`, written to its file as it comes.
      for file in files {
        guard let line = reader.line() else { return }
        let header = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[1] == "blob", let size = Int(header[2]) else {
          throw UsageError(
            description: "--changed-since: git gave no contents for \(file.path) (\(header.joined(separator: " ")))")
        }
        let target = directory.appendingPathComponent(file.path)
        do {
          try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
          guard FileManager.default.createFile(atPath: target.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
          }
          let handle = try FileHandle(forWritingTo: target)
          defer { try? handle.close() }
          guard try reader.copy(size, to: handle), try reader.copy(1, to: nil) else { return }
        } catch {
          throw UsageError(
            description:
              "--changed-since: cannot write a temporary copy of \(file.path) (\(error.localizedDescription))")
        }
        written += 1
      }
    }
    guard batch.status == 0, written == files.count else {
      throw UsageError(description: "--changed-since: cannot read the catalog's files (git says: \(batch.complaint))")
    }
  }
}
