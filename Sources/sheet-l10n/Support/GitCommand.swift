import Foundation

/// The `git` command, run as a process (every CI has it), for `check --changed-since`.
enum GitCommand {
  /// What a finished `git` process gave.
  struct Result {
    let status: Int32
    let standardOutput: Data
    let standardError: String

    /// Standard output as text, without the final line break.
    var text: String {
      var text = String(decoding: standardOutput, as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    }

    /// Git's complaint in one line, without its `fatal: ` or `error: ` in front.
    var complaint: String {
      let lines = standardError.split(separator: "\n").map { line -> Substring in
        for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) { return line.dropFirst(prefix.count) }
        return line
      }
      return lines.joined(separator: "; ")
    }
  }

  /// Runs `git` with `arguments` in `directory`, its standard input read from `input` (or
  /// empty), and waits for it.
  /// - Throws: ``UsageError`` when `git` cannot be started or is not installed.
  static func run(_ arguments: [String], in directory: String, input: FileHandle? = nil) throws(UsageError) -> Result {
    let process = Process()
    // `env` finds git on the PATH, as a shell would.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw UsageError(description: "--changed-since needs the git command, which could not be run: \(error)")
    }
    // Standard error is read beside standard output, so that neither pipe fills up and
    // stops git while the other is read.
    let errorText = ErrorText()
    let reader = error.fileHandleForReading
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errorText.set(String(decoding: reader.readDataToEndOfFile(), as: UTF8.self))
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let result = Result(status: process.terminationStatus, standardOutput: outputData, standardError: errorText.get())
    if result.status == 127 && result.standardOutput.isEmpty && result.standardError.contains("git") {
      throw UsageError(description: "--changed-since needs the git command, and none was found on the PATH")
    }
    return result
  }

  /// Standard error of a process, read on another thread.
  private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func set(_ value: String) {
      lock.lock()
      text = value
      lock.unlock()
    }

    func get() -> String {
      lock.lock()
      defer { lock.unlock() }
      return text
    }
  }
}
