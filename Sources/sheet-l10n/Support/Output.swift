import Foundation

/// Writing to standard output and error; the only place the tool prints.
enum Output {
  static func standard(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// True when standard output is a terminal and NO_COLOR is not set (for colour).
  static var wantsColor: Bool {
    isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
