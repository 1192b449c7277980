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
    var output = Data()
    let result = try run(arguments, in: directory, input: input) { reader in output = reader.readToEnd() }
    return Result(status: result.status, standardOutput: output, standardError: result.standardError)
  }

  /// Runs `git` with `arguments` in `directory` and hands its standard output to `consume`
  /// as it comes, so that large output is never held whole; the result's `standardOutput`
  /// is empty.
  /// - Throws: ``UsageError`` when `git` cannot be started or is not installed, or what
  ///   `consume` throws (git is then stopped).
  static func run(
    _ arguments: [String], in directory: String, input: FileHandle? = nil,
    consuming consume: (OutputReader) throws(UsageError) -> Void
  ) throws(UsageError) -> Result {
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
    let errorReader = error.fileHandleForReading
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errorText.set(String(decoding: errorReader.readDataToEndOfFile(), as: UTF8.self))
    }
    let reader = OutputReader(output.fileHandleForReading)
    var failure: UsageError?
    do { try consume(reader) } catch { failure = error }
    if failure != nil { process.terminate() }
    // What was not consumed is drained, so that git can finish writing and exit.
    _ = reader.readToEnd()
    group.wait()
    process.waitUntilExit()
    if let failure { throw failure }
    let result = Result(status: process.terminationStatus, standardOutput: Data(), standardError: errorText.get())
    if result.status == 127 && result.standardError.contains("git") {
      throw UsageError(description: "--changed-since needs the git command, and none was found on the PATH")
    }
    return result
  }

  /// Standard output of a process, read in pieces: lines, or a number of bytes copied to a
  /// file.
  final class OutputReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false

    init(_ handle: FileHandle) {
      self.handle = handle
    }

    /// Reads more into the buffer; false at the end of the output.
    private func fill() -> Bool {
      guard !atEnd else { return false }
      let chunk = handle.readData(ofLength: 1 << 16)
      if chunk.isEmpty {
        atEnd = true
        return false
      }
      buffer.append(chunk)
      return true
    }

    /// The next line without its line break; nil at the end of the output.
    func line() -> Data? {
      var searched = 0
      while true {
        if let newline = buffer[(buffer.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
          let line = Data(buffer[buffer.startIndex..<newline])
          buffer.removeSubrange(buffer.startIndex...newline)
          return line
        }
        searched = buffer.count
        if !fill() {
          guard !buffer.isEmpty else { return nil }
          defer { buffer.removeAll() }
          return Data(buffer)
        }
      }
    }

    /// Copies the next `count` bytes to `file` (or skips them when it is nil).
    /// - Returns: False when the output ended first.
    func copy(_ count: Int, to file: FileHandle?) throws -> Bool {
      var left = count
      while left > 0 {
        if buffer.isEmpty, !fill() { return false }
        let end = buffer.index(buffer.startIndex, offsetBy: min(left, buffer.count))
        try file?.write(contentsOf: buffer[buffer.startIndex..<end])
        left -= end - buffer.startIndex
        buffer.removeSubrange(buffer.startIndex..<end)
      }
      return true
    }

    /// The rest of the output.
    func readToEnd() -> Data {
      while fill() {}
      defer { buffer.removeAll() }
      return buffer
    }
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
