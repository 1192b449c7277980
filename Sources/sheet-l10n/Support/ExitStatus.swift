/// The tool's exit statuses.
enum ExitStatus: Int32 {
  /// No errors (and no warnings with --strict).
  case clean = 0
  /// Errors found (warnings too with --strict).
  case findings = 1
  /// The tool could not do its job: bad arguments, unreadable path.
  case failure = 2
}
