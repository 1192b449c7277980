import LocaleCatalog

/// Compiler-style text: `path:line:column: severity: message [rule-id]`, then the source
/// line with a caret under the column, notes, and a summary line.
public struct TextReporter: Reporter {
  public static let identifier = "text"
  public static let summary = "compiler-style lines with the source line and a caret"

  /// Whether to colour severities with ANSI escapes (for terminals).
  public var colored: Bool
  /// Whether to show every finding on its own (see ``ReportEntries``).
  public var verbose: Bool

  /// Creates a reporter.
  public init(colored: Bool = false, verbose: Bool = false) {
    self.colored = colored
    self.verbose = verbose
  }

  public init(options: ReporterOptions) { self.init(colored: options.colored, verbose: options.verbose) }

  public func report(_ input: ReportInput) -> String {
    var output = ""
    for entry in ReportEntries.entries(input, verbose: verbose) {
      output += finding(entry, in: input)
    }
    output += ReportEntries.breakdown(input)
    output += TextReporter.summary(input) + "\n"
    return output
  }

  /// An entry: its finding, followed by the locales that have the same finding.
  public func finding(_ entry: ReportEntry, in input: ReportInput) -> String {
    var output = finding(entry.diagnostic, in: input)
    if entry.locales.count > 1 {
      output += "    note: the same in \(entry.locales.count) locales: \(entry.locales.joined(separator: ", "))\n"
    }
    return output
  }

  /// One finding: its `path:line:column: severity: message [rule-id]` line, the source line
  /// with a caret, and its notes. A line break inside the message or a note (a quoted key or
  /// value) is shown as `\n`, so that each stays one line.
  public func finding(_ diagnostic: Diagnostic, in input: ReportInput) -> String {
    var output = "\(diagnostic.path):\(diagnostic.position.line):\(diagnostic.position.column): "
    output += paint(diagnostic.severity) + ": \(diagnostic.message.withVisibleLineBreaks) [\(diagnostic.ruleID)]\n"
    if let line = input.line(diagnostic.position.line, of: diagnostic.path), !line.isEmpty {
      let shown = TextReporter.excerpt(of: line, around: diagnostic.position.column)
      output += "    \(shown.text)\n"
      output += "    \(TextReporter.caretPadding(shown.text, column: shown.column))^\n"
    }
    for note in diagnostic.notes {
      output += "    note: \(note.withVisibleLineBreaks)\n"
    }
    return output
  }

  /// "2 errors, 1 warning in 41 locale files (1066 messages checked)", followed by how
  /// many findings the baseline accepted, if any, and how many were present at the revision
  /// the check was compared with (`--changed-since`), if it was.
  public static func summary(_ input: ReportInput) -> String {
    let notes = input.count(of: .note)
    var parts = [plural(input.count(of: .error), "error"), plural(input.count(of: .warning), "warning")]
    if notes > 0 { parts.append(plural(notes, "note")) }
    var text =
      parts.joined(separator: ", ")
      + " in \(plural(input.fileCount, "locale file")) (\(plural(input.messageCount, "message")) checked)"
    if input.baselineSuppressedCount > 0 {
      let count = input.baselineSuppressedCount
      text += "; \(plural(count, "known finding")) accepted by the baseline \(count == 1 ? "is" : "are") not shown"
    }
    if let comparison = input.comparison {
      // Said even when none were, so that the log shows what the check was compared with.
      text += "; \(plural(comparison.presentCount, "finding")) present at \(comparison.revision) not reported"
    }
    return text
  }

  /// "1 error", "2 errors".
  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private func paint(_ severity: Diagnostic.Severity) -> String {
    guard colored else { return severity.rawValue }
    let code: String
    switch severity {
    case .error: code = "1;31"
    case .warning: code = "1;33"
    case .note: code = "1;36"
    }
    return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
  }

  /// The most characters of a source line a finding shows.
  static let lineWidth = 200

  /// The part of a source line a finding shows: the whole line when it is short, else
  /// ``lineWidth`` characters around `column` with “…” where it was cut (a minified file is
  /// one long line), and the column of the same character in what is shown.
  static func excerpt(of line: String, around column: Int) -> (text: String, column: Int) {
    let scalars = line.unicodeScalars
    guard scalars.count > lineWidth else { return (line, column) }
    let end = min(scalars.count, max(column - 1 - lineWidth / 3, 0) + lineWidth)
    let start = max(0, end - lineWidth)
    var text = start > 0 ? "…" : ""
    let from = scalars.index(scalars.startIndex, offsetBy: start)
    text.unicodeScalars.append(contentsOf: scalars[from..<scalars.index(from, offsetBy: end - start)])
    if end < scalars.count { text += "…" }
    return (text, column - start + (start > 0 ? 1 : 0))
  }

  /// Spaces (and the line's own tabs) that bring a caret under `column`; East Asian wide
  /// characters take two cells.
  static func caretPadding(_ line: String, column: Int) -> String {
    var padding: [UInt8] = []
    padding.reserveCapacity(max(0, column - 1))
    for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
      if scalar.isASCII {
        padding.append(scalar == "\t" ? 0x09 : 0x20)
      } else if isWide(scalar) {
        padding.append(contentsOf: [0x20, 0x20])
      } else {
        let category = scalar.properties.generalCategory
        if category != .nonspacingMark && category != .format { padding.append(0x20) }
      }
    }
    return String(decoding: padding, as: UTF8.self)
  }

  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
