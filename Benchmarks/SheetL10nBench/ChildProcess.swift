import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command to run as a child process.
struct Command {
  let executable: String
  let arguments: [String]

  var display: String { ([executable] + arguments).joined(separator: " ") }
}

/// What one or more child processes did: wall-clock time, the largest peak resident set of
/// any of them (each measured by `sheet-l10n-measure`), exit statuses and standard output.
struct ChildRun {
  let seconds: Double
  /// User and system time of all the commands together.
  let cpuSeconds: Double
  let peakKiB: Int
  let statuses: [Int32]
  let output: String

  var peakMiB: Double { Double(peakKiB) / 1024 }
  var succeeded: Bool { statuses.allSatisfy { $0 == 0 } }
}

enum ChildProcess {
  /// The `sheet-l10n-measure` helper that spawns each command and reports its peak memory.
  nonisolated(unsafe) static var measure = "sheet-l10n-measure"

  /// Runs `commands`, at most `parallel` at a time, and measures them together.
  /// - Returns: The time from the first start to the last exit, the largest peak resident
  ///   set of any command, and the output of the first command (the others' is discarded).
  static func run(_ commands: [Command], parallel: Int = 1) throws -> ChildRun {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let clock = ContinuousClock()
    let start = clock.now
    var running: [pid_t: Int] = [:]
    var statuses = [Int32](repeating: -1, count: commands.count)
    var peak = 0
    var cpu = 0.0
    var next = 0
    while next < commands.count || !running.isEmpty {
      while next < commands.count && running.count < max(1, parallel) {
        let measured = Command(
          executable: measure,
          arguments: ["\(scratch)/\(next).report", commands[next].executable] + commands[next].arguments)
        let pid = try spawn(measured, output: next == 0 ? "\(scratch)/output" : "/dev/null")
        running[pid] = next
        next += 1
      }
      var status: Int32 = 0
      let pid = waitpid(-1, &status, 0)
      if pid < 0 {
        if errno == EINTR { continue }
        throw BenchError("waiting for a child process failed (errno \(errno))")
      }
      guard let index = running.removeValue(forKey: pid) else { continue }
      statuses[index] = exitStatus(status)
      let report = (try? String(contentsOfFile: "\(scratch)/\(index).report", encoding: .utf8)) ?? ""
      peak = max(peak, Int(Summary.value(of: "peak_kib", in: report) ?? 0))
      cpu += Summary.value(of: "cpu_s", in: report) ?? 0
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let output = (try? String(contentsOfFile: "\(scratch)/output", encoding: .utf8)) ?? ""
    return ChildRun(seconds: seconds, cpuSeconds: cpu, peakKiB: peak, statuses: statuses, output: output)
  }

  /// Runs `commands` `times` times and keeps the fastest run.
  static func best(of times: Int, _ commands: [Command], parallel: Int = 1) throws -> ChildRun {
    var best: ChildRun?
    for _ in 0..<max(1, times) {
      let run = try run(commands, parallel: parallel)
      if best.map({ run.seconds < $0.seconds }) ?? true { best = run }
    }
    guard let best else { throw BenchError("nothing was run") }
    return best
  }

  private static func exitStatus(_ status: Int32) -> Int32 {
    // WIFEXITED / WEXITSTATUS, which Swift does not import; a signal becomes 128 + signal.
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  private static func spawn(_ command: Command, output: String) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, command.executable, &actions, nil, argv, environ)
    guard result == 0 else {
      throw BenchError("cannot run \(command.executable) (error \(result))")
    }
    return pid
  }
}

/// The resident set size of this process now, from `/proc/self/statm` (nil where there is no
/// `/proc`).
func residentMiB() -> Double? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// `path` when it is an executable file, found on `PATH` when it has no slash.
func executable(named name: String) -> String? {
  if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}
