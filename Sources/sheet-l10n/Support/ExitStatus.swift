/// The tool's exit statuses.
enum ExitStatus: Int32 {
  /// No errors (and no warnings with --strict).
  case clean = 0
  /// Errors found (warnings too with --strict).
  case findings = 1
  /// The tool could not do its job: bad arguments, unreadable path.
  case failure = 2
}

/// Values kept alive until the process exits. Releasing a large catalog message by message
/// just before `exit` costs a noticeable share of a check's time and gains nothing.
enum KeptUntilExit {
  nonisolated(unsafe) private static var values: [Any] = []

  /// Keeps `value` from being released before the process exits.
  static func keep(_ value: Any) { values.append(value) }
}
