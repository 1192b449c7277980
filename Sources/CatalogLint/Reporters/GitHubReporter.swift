import LocaleCatalog

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per
/// finding, which the Actions runner turns into annotations on the changed lines, then a
/// plain summary line.
public struct GitHubReporter: Reporter {
  public static let identifier = "github"
  public static let summary = "GitHub Actions annotations (::error file=…,line=…::message)"

  /// How many annotations of each kind GitHub shows per step; the rest stay in the log.
  public static let annotationsShownPerKind = 10

  public init(options: ReporterOptions = ReporterOptions()) {}

  public func report(_ input: ReportInput) -> String {
    var output = ""
    for diagnostic in input.diagnostics {
      let title = input.rule(withID: diagnostic.ruleID).map { "\($0.name) [\(diagnostic.ruleID)]" } ?? diagnostic.ruleID
      let properties = [
        ("file", input.reportedPath(diagnostic.path)),
        ("line", String(diagnostic.position.line)),
        ("col", String(diagnostic.position.column)),
        ("title", title),
      ]
      let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
      output += "::\(GitHubReporter.command(diagnostic.severity)) "
      output += properties.map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }.joined(separator: ",")
      output += "::\(GitHubReporter.escapeData(message))\n"
    }
    output += "sheet-l10n: " + TextReporter.summary(input)
    let mostOfOneKind = Diagnostic.Severity.allCases.map { input.count(of: $0) }.max() ?? 0
    if mostOfOneKind > GitHubReporter.annotationsShownPerKind {
      output +=
        "; GitHub shows the first \(GitHubReporter.annotationsShownPerKind) annotations of each kind per step, the log above has all \(input.diagnostics.count)"
    }
    return output + "\n"
  }

  /// The workflow command for a severity.
  public static func command(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  /// Escapes a command's message: `%`, carriage return and line feed.
  public static func escapeData(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Escapes a property value: as data, and `:` and `,` too, which end a value.
  public static func escapeProperty(_ text: String) -> String {
    var output = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": output += "%3A"
      case ",": output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
