import Foundation
import Testing

/// `check --changed-since REV` on a git repository built for each test: the catalog is
/// committed with a known finding, and the working tree (or a later commit) adds one.
@Suite("sheet-l10n check --changed-since, on a temporary git repository")
struct ChangedSinceCommandTests {
  /// German with one error already there: a plural that is not closed.
  static let german = """
    {
      "@@locale": "de",
      "delete-photos.delete": "{count, plural, one {Foto löschen} other {# Fotos löschen}",
      "common.cancel": "Abbrechen"
    }
    """

  /// The same German with a second error: an argument the source does not have.
  static let germanWithNewError = german.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbrechen {x}\"")

  /// The same German with the old error fixed.
  static let germanFixed = german.replacingOccurrences(of: "Fotos löschen}\"", with: "Fotos löschen}}\"")

  /// Runs `git` in `directory`, failing the test when git fails.
  @discardableResult
  static func git(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.email=a@b", "-c", "user.name=t", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    return String(decoding: data, as: UTF8.self)
  }

  /// A git repository with `Locales/en.json` and `Locales/de.json` (one error) committed.
  static func repository() throws -> Fixture {
    let fixture = try Fixture([
      "Locales/en.json": CheckCommandTests.english, "Locales/de.json": german, "README.md": "An app.\n",
    ])
    try git(["init", "-q"], in: fixture.url)
    try commitAll("base", in: fixture)
    return fixture
  }

  static func commitAll(_ message: String, in fixture: Fixture) throws {
    try git(["add", "-A"], in: fixture.url)
    try git(["commit", "-q", "-m", message], in: fixture.url)
  }

  static func write(_ text: String, to name: String, in fixture: Fixture) throws {
    let url = fixture.url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func errorLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  static func json(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test func onlyTheFindingAddedSinceTheRevisionIsReportedAndFails() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    // Without the option both errors are reported.
    #expect(Self.errorLines(try CommandRunner.run(["check", "Locales"], in: repository.url).standardOutput).count == 2)

    let result = try CommandRunner.run(["check", "Locales", "--changed-since", "HEAD"], in: repository.url)
    #expect(result.status == 1)
    let errors = Self.errorLines(result.standardOutput)
    #expect(errors.count == 1, "\(result.standardOutput)")
    #expect(errors.first?.hasPrefix("Locales/de.json:4:") == true)
    #expect(errors.first?.hasSuffix("[message.arguments]") == true)
    #expect(
      result.standardOutput.hasSuffix(
        "1 error, 0 warnings in 2 locale files (4 messages checked); 1 finding present at HEAD not reported\n"))
    #expect(result.standardError.isEmpty)
  }

  @Test func withNoNewFindingItPassesAndSaysHowManyWereLeftOut() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    // Lines move above the old finding; it is still the same finding.
    try Self.write(
      Self.german.replacingOccurrences(of: "\"@@locale\": \"de\",", with: "\"@@locale\": \"de\",\n\n"),
      to: "Locales/de.json", in: repository)
    let result = try CommandRunner.run(["check", "Locales", "--changed-since", "HEAD"], in: repository.url)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(
      result.standardOutput
        == "0 errors, 0 warnings in 2 locale files (4 messages checked); 1 finding present at HEAD not reported\n")
  }

  /// The shape of a pull request: a base commit with a known finding, a head commit that
  /// adds one, and another head that fixes the known one and adds none.
  @Test func aPullRequestFailsOnlyForWhatItAdded() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    let base = try Self.git(["rev-parse", "HEAD"], in: repository.url).trimmingCharacters(in: .whitespacesAndNewlines)
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    try Self.commitAll("head adds a finding", in: repository)
    let adding = try CommandRunner.run(["check", "Locales", "--changed-since", base], in: repository.url)
    #expect(adding.status == 1)
    #expect(Self.errorLines(adding.standardOutput).map { $0.hasSuffix("[message.arguments]") } == [true])

    try Self.write(Self.germanFixed, to: "Locales/de.json", in: repository)
    try Self.commitAll("head fixes one", in: repository)
    let fixing = try CommandRunner.run(["check", "Locales", "--changed-since", base], in: repository.url)
    #expect(fixing.status == 0, "\(fixing.standardOutput)")
    #expect(fixing.standardOutput.hasSuffix("; 0 findings present at \(base) not reported\n"))
  }

  @Test(arguments: ["json", "sarif", "github"])
  func everyFormatReportsOnlyTheNewFinding(format: String) throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    let result = try CommandRunner.run(
      ["check", "Locales", "--changed-since", "HEAD", "--format", format], in: repository.url)
    #expect(result.status == 1)
    switch format {
    case "json":
      let root = try Self.json(result.standardOutput)
      let findings = try #require(root["findings"] as? [[String: Any]])
      #expect(findings.map { $0["ruleId"] as? String } == ["message.arguments"])
      let summary = try #require(root["summary"] as? [String: Any])
      #expect(summary["changedSince"] as? String == "HEAD")
      #expect(summary["presentAtRevision"] as? Int == 1)
    case "sarif":
      let run = try #require((try Self.json(result.standardOutput)["runs"] as? [[String: Any]])?.first)
      let results = try #require(run["results"] as? [[String: Any]])
      #expect(results.map { $0["ruleId"] as? String } == ["message.arguments"])
      #expect((run["properties"] as? [String: Any])?["presentAtRevision"] as? Int == 1)
    default:
      let annotations = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
      #expect(annotations.count == 1)
      #expect(annotations.first?.contains("[message.arguments]") == true)
      #expect(result.standardOutput.contains("; 1 finding present at HEAD not reported"))
    }
  }

  /// Findings at the revision are matched whatever path names the catalog: the fingerprint
  /// of a finding is the same in the temporary copy and in the working tree.
  @Test func anyPathToTheCatalogMatchesTheFindingsAtTheRevision() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    let locales = repository.url.appendingPathComponent("Locales")
    let runs: [([String], URL)] = [
      (["./Locales/"], repository.url),
      ([locales.path], repository.url),
      (["Locales/de.json"], repository.url),
      (["."], locales),
      (["de.json"], locales),
    ]
    for (paths, directory) in runs {
      let result = try CommandRunner.run(["check"] + paths + ["--changed-since", "HEAD"], in: directory)
      #expect(result.status == 1, "\(paths)")
      #expect(Self.errorLines(result.standardOutput).count == 1, "\(paths): \(result.standardOutput)")
      #expect(result.standardOutput.contains("; 1 finding present at HEAD not reported"), "\(paths)")
    }
  }

  /// One file of an Android or Apple catalog is read with the folders beside its own
  /// (`values/`, `en.lproj/`); the copy at the revision has them too.
  @Test func oneAndroidOrAppleFileIsComparedWithTheFoldersBesideIt() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    let android = [
      "res/values/strings.xml":
        #"<resources><string name="a">%1$s deleted</string><string name="b">Delete</string></resources>"#,
      "res/values-fr/strings.xml":
        #"<resources><string name="a">%2$s supprimé</string><string name="b">Supprimer</string></resources>"#,
    ]
    let apple = [
      "ios/en.lproj/Localizable.strings": "\"a\" = \"%@ deleted\";\n\"b\" = \"Delete\";\n",
      "ios/de.lproj/Localizable.strings": "\"a\" = \"%@ %@ gelöscht\";\n\"b\" = \"Löschen\";\n",
    ]
    for (name, text) in android.merging(apple, uniquingKeysWith: { $1 }) {
      try Self.write(text, to: name, in: repository)
    }
    try Self.commitAll("android and apple", in: repository)
    try Self.write(
      android["res/values-fr/strings.xml", default: ""].replacingOccurrences(
        of: ">Supprimer<", with: ">Supprimer %3$d<"),
      to: "res/values-fr/strings.xml", in: repository)
    try Self.write(
      apple["ios/de.lproj/Localizable.strings", default: ""].replacingOccurrences(
        of: "\"Löschen\"", with: "\"Löschen %@\""),
      to: "ios/de.lproj/Localizable.strings", in: repository)
    for file in ["res/values-fr/strings.xml", "ios/de.lproj/Localizable.strings"] {
      let whole = try CommandRunner.run(["check", file], in: repository.url)
      // The old errors and the new one.
      #expect(Self.errorLines(whole.standardOutput).count >= 2, "\(file): \(whole.standardOutput)")
      let result = try CommandRunner.run(["check", file, "--changed-since", "HEAD"], in: repository.url)
      #expect(result.status == 1)
      #expect(result.standardError.isEmpty, "\(file): \(result.standardError)")
      let errors = Self.errorLines(result.standardOutput)
      #expect(errors.count == 1, "\(file): \(result.standardOutput)")
      // Findings in the files read beside it (the source's) were there too.
      let findings = result.standardOutput.split(separator: "\n").filter {
        $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
      }
      #expect(findings.count == 1, "\(file): \(result.standardOutput)")
      #expect(errors.first?.hasPrefix(file + ":") == true)
      #expect(result.standardOutput.contains("present at HEAD not reported"), "\(file)")
      #expect(!result.standardOutput.contains("; 0 findings present"), "\(file)")
    }
  }

  @Test func aCatalogThatDidNotExistAtTheRevisionIsAllNew() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.write(CheckCommandTests.english, to: "Feature/en.json", in: repository)
    try Self.write(Self.german, to: "Feature/de.json", in: repository)
    let result = try CommandRunner.run(
      ["check", "Feature", "Locales", "--changed-since", "HEAD", "--format", "json"], in: repository.url)
    #expect(result.status == 1)
    let findings = try #require(try Self.json(result.standardOutput)["findings"] as? [[String: Any]])
    #expect(findings.map { $0["file"] as? String } == ["Feature/de.json"])
    #expect((try Self.json(result.standardOutput)["summary"] as? [String: Any])?["presentAtRevision"] as? Int == 1)
  }

  /// Both filters apply: a finding is reported only when the revision did not have it and
  /// the baseline does not accept it.
  @Test func theBaselineStillApplies() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    let record = try CommandRunner.run(["check", "Locales", "--write-baseline", "baseline.json"], in: repository.url)
    #expect(record.status == 0)
    let result = try CommandRunner.run(
      ["check", "Locales", "--changed-since", "HEAD", "--baseline", "baseline.json"], in: repository.url)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(
      result.standardOutput.hasSuffix(
        "; 1 known finding accepted by the baseline is not shown; 1 finding present at HEAD not reported\n"))
    let refused = try CommandRunner.run(
      ["check", "Locales", "--changed-since", "HEAD", "--write-baseline", "other.json"], in: repository.url)
    #expect(refused.status == 2)
  }

  /// The copy of the catalog at the revision is written under the temporary directory and
  /// removed before the tool exits.
  @Test func theCopyAtTheRevisionIsRemoved() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    let temporary = try Fixture([:])
    defer { temporary.remove() }
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["check", "Locales", "--changed-since", "HEAD"]
    process.currentDirectoryURL = repository.url
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.url.path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).isEmpty)
  }

  @Test func theHelpNamesTheOption() throws {
    let help = try CommandRunner.run(["check", "--help"]).standardOutput
    #expect(help.contains("--changed-since REV  Report and fail only on findings that the catalog did not have"))
  }

  @Test func anUnknownRevisionExitsTwoAndNamesIt() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    for revision in ["no-such-branch", "HEAD~5", "--help"] {
      let result = try CommandRunner.run(["check", "Locales", "--changed-since=\(revision)"], in: repository.url)
      #expect(result.status == 2, "\(revision)")
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError.hasPrefix("sheet-l10n: --changed-since \(revision): unknown revision"),
        "\(result.standardError)")
    }
  }

  @Test func anEmptyRevisionIsRefused() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    let result = try CommandRunner.run(["check", "Locales", "--changed-since="], in: repository.url)
    #expect(result.status == 2)
    #expect(
      result.standardError == "sheet-l10n: --changed-since needs a git revision, such as origin/main or a commit id\n")
  }

  @Test func aPathOutsideGitExitsTwo() throws {
    let fixture = try Fixture(["Locales/en.json": CheckCommandTests.english, "Locales/de.json": Self.german])
    defer { fixture.remove() }
    let result = try CommandRunner.run(["check", "Locales", "--changed-since", "HEAD"], in: fixture.url)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix("sheet-l10n: --changed-since: Locales is not in a git repository"),
      "\(result.standardError)")
  }

  /// A shallow clone (actions/checkout's default) lacks the base; the message says what to
  /// fetch, and with the base branch's commit alone, no history, the check runs.
  @Test func aShallowCloneSaysThatHistoryIsMissing() throws {
    let repository = try Self.repository()
    defer { repository.remove() }
    try Self.git(["branch", "base"], in: repository.url)
    try Self.write(Self.germanWithNewError, to: "Locales/de.json", in: repository)
    try Self.commitAll("second", in: repository)
    let clone = try Fixture([:])
    defer { clone.remove() }
    try Self.git(
      ["clone", "-q", "--depth", "1", "file://" + repository.url.path, clone.url.appendingPathComponent("app").path],
      in: clone.url)
    let app = clone.url.appendingPathComponent("app")
    let older = try CommandRunner.run(["check", "Locales", "--changed-since", "HEAD~1"], in: app)
    #expect(older.status == 2)
    #expect(older.standardOutput.isEmpty)
    #expect(older.standardError.contains("--changed-since HEAD~1: no commit named HEAD~1"))
    #expect(older.standardError.contains("shallow clone: the history that holds it is missing"))
    #expect(older.standardError.contains("git fetch --deepen"))
    #expect(older.standardError.contains("fetch-depth: 0"))

    let fetch = "git fetch --depth=1 origin +refs/heads/base:refs/remotes/origin/base"
    let branch = try CommandRunner.run(["check", "Locales", "--changed-since", "origin/base"], in: app)
    #expect(branch.status == 2)
    #expect(branch.standardError.contains("`\(fetch)`"), "\(branch.standardError)")
    try Self.git(fetch.split(separator: " ").dropFirst().map(String.init), in: app)
    let fetched = try CommandRunner.run(["check", "Locales", "--changed-since", "origin/base"], in: app)
    #expect(fetched.status == 1, "\(fetched.standardOutput)\(fetched.standardError)")
    #expect(Self.errorLines(fetched.standardOutput).map { $0.hasSuffix("[message.arguments]") } == [true])
    #expect(fetched.standardOutput.hasSuffix("; 1 finding present at origin/base not reported\n"))
  }
}
