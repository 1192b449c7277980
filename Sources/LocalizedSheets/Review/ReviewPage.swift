import ActionSheetCore
import LocaleCatalog

/// Draws a ``Review`` as one static, self-contained HTML page: CSS inline, a few lines of
/// plain JavaScript for the filters, no network. Every text is HTML-escaped.
///
/// Right-to-left cells carry `dir="rtl"` and the browser lays them out (no text is
/// reordered); the forms keep the core's order (destructive first, Cancel last in its own
/// group), its danger token and hints. Without JavaScript everything is shown.
public struct ReviewPage: Sendable {
  /// The page title.
  public var title: String
  /// The absolute directory that relative finding paths are relative to, for links.
  public var workingDirectory: String

  /// How to fix a finding of each rule, by rule id (shown under each finding).
  public var fixes: [String: String]

  /// Creates a page renderer.
  public init(
    title: String = "Action sheets in every locale", workingDirectory: String, fixes: [String: String] = [:]
  ) {
    self.title = title
    self.workingDirectory = workingDirectory
    self.fixes = fixes
  }

  /// The page of `review`.
  public func render(_ review: Review) -> String {
    var html = ""
    html.reserveCapacity(review.cells.count * 4_000)
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(escape(title))</title>\n<style>\(Self.style)</style>\n</head>\n<body>\n"
    html += header(review)
    html += "<table class=\"grid\">\n<thead><tr><th scope=\"col\">locale</th>"
    for sheet in review.sheets {
      html += "<th scope=\"col\" data-sheet=\"\(escape(sheet))\">\(escape(sheet))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    var cellsByKey: [String: ReviewCell] = [:]
    for cell in review.cells { cellsByKey[cell.locale + "\u{0}" + cell.sheet] = cell }
    for locale in review.locales {
      html += "<tr data-locale=\"\(escape(locale.tag))\"><th scope=\"row\" class=\"locale\">"
      html += "<span class=\"tag\">\(escape(locale.tag))</span>"
      if locale.isRightToLeft { html += "<span class=\"badge\">RTL</span>" }
      if let loose = review.localeFindings[locale.tag], !loose.isEmpty {
        html += findingList(loose)
      }
      html += "</th>"
      for sheet in review.sheets {
        if let cell = cellsByKey[locale.tag + "\u{0}" + sheet] {
          html += self.cell(cell)
        } else {
          html += "<td data-sheet=\"\(escape(sheet))\"></td>"
        }
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return html
  }

  // MARK: - Parts

  private func header(_ review: Review) -> String {
    let errors = review.diagnostics.filter { $0.severity == .error }.count
    let warnings = review.diagnostics.filter { $0.severity == .warning }.count
    let notes = review.diagnostics.filter { $0.severity == .note }.count
    var html = "<header>\n<h1>\(escape(title))</h1>\n<p class=\"summary\">"
    html += "<span id=\"count-locales\">\(review.locales.count) locales</span> · "
    html += "<span id=\"count-sheets\">\(review.sheets.count) sheets</span> · "
    html += "<span class=\"error\" id=\"count-errors\">\(errors) error\(errors == 1 ? "" : "s")</span> · "
    html += "<span class=\"warning\" id=\"count-warnings\">\(warnings) warning\(warnings == 1 ? "" : "s")</span> · "
    html += "<span class=\"note\" id=\"count-notes\">\(notes) note\(notes == 1 ? "" : "s")</span></p>\n"
    let rules = Set(review.diagnostics.map(\.ruleID)).sorted()
    html += "<form id=\"filters\" hidden>"
    html += "<label>locale <input id=\"filter-locale\" list=\"locales\" placeholder=\"ar, de…\"></label>"
    html += "<datalist id=\"locales\">"
    for locale in review.locales { html += "<option value=\"\(escape(locale.tag))\">" }
    html += "</datalist>"
    html += "<label>sheet <select id=\"filter-sheet\"><option value=\"\">all</option>"
    for sheet in review.sheets { html += "<option>\(escape(sheet))</option>" }
    html += "</select></label>"
    html += "<label>rule <select id=\"filter-rule\"><option value=\"\">any</option>"
    for rule in rules { html += "<option>\(escape(rule))</option>" }
    html += "</select></label>"
    html += "<label>severity <select id=\"filter-severity\"><option value=\"\">any</option>"
    html += "<option>error</option><option>warning</option><option>note</option></select></label>"
    html += "</form>\n"
    if !review.catalogFindings.isEmpty {
      html += "<section class=\"catalog-findings\"><h2>Findings about the catalog</h2>"
      html += findingList(review.catalogFindings) + "</section>\n"
    }
    html += "</header>\n"
    return html
  }

  private func cell(_ cell: ReviewCell) -> String {
    let findings = cell.findings
    let rules = Set(findings.map(\.ruleID)).sorted().joined(separator: " ")
    let severities = Set(findings.map(\.severity.rawValue)).sorted().joined(separator: " ")
    var html = "<td class=\"cell\" data-sheet=\"\(escape(cell.sheet))\" data-locale=\"\(escape(cell.locale))\""
    html += " data-rules=\"\(escape(rules))\" data-severities=\"\(escape(severities))\""
    html += " lang=\"\(escape(cell.locale))\" dir=\"\(cell.isRightToLeft ? "rtl" : "ltr")\">"
    if let failure = cell.failure {
      html += "<p class=\"failure\" dir=\"ltr\" lang=\"en\">Not built: \(escape(failure))</p></td>"
      return html
    }
    if !cell.arguments.isEmpty {
      html += "<p class=\"arguments\" dir=\"ltr\" lang=\"en\">\(escape(cell.arguments))</p>"
    }
    html += "<div class=\"forms\">"
    for form in cell.forms { html += self.form(form) }
    html += "</div>"
    if !cell.samples.isEmpty {
      html += "<table class=\"samples\"><caption dir=\"ltr\" lang=\"en\">plural categories</caption>"
      for sample in cell.samples {
        html += "<tr data-category=\"\(escape(sample.category))\"><th dir=\"ltr\" lang=\"en\">"
        html += "\(escape(sample.category)) <bdi>\(sample.number)</bdi></th><td>"
        html += sample.texts.map { "<span>\(escape($0))</span>" }.joined(separator: " · ")
        html += "</td></tr>"
      }
      html += "</table>"
    }
    html += "</td>"
    return html
  }

  private func form(_ form: ReviewForm) -> String {
    var html = ""
    switch form.formFactor {
    case .compact:
      html += "<figure class=\"form compact\" data-form=\"compact\">"
      html += "<figcaption dir=\"ltr\" lang=\"en\">compact: bottom sheet</figcaption>"
      html += "<div class=\"screen\">\(form.hasScrim ? "<div class=\"scrim\"></div>" : "")<div class=\"sheet\">"
    case .regular:
      html += "<figure class=\"form regular\" data-form=\"regular\">"
      html += "<figcaption dir=\"ltr\" lang=\"en\">regular: popover</figcaption>"
      html += "<div class=\"screen\"><span class=\"trigger\" aria-hidden=\"true\">⋯</span><div class=\"sheet popover\">"
    }
    html += "<div class=\"group actions\"><div class=\"heading\">"
    html += text(form.title, element: "p", classes: "title")
    if let message = form.message { html += text(message, element: "p", classes: "message") }
    html += "</div>"
    for button in form.actionGroup { html += self.button(button) }
    html += "</div>"
    if !form.cancelGroup.isEmpty {
      html += "<div class=\"group cancel\">"
      for button in form.cancelGroup { html += self.button(button) }
      html += "</div>"
    }
    html += "</div></div></figure>"
    return html
  }

  private func button(_ button: ReviewButton) -> String {
    let role: String
    switch button.role {
    case .destructive: role = "destructive"
    case .cancel: role = "cancel"
    case .default: role = "default"
    }
    var classes = "button role-\(role) token-\(button.colorToken == .danger ? "danger" : "standard")"
    if button.hasInitialFocus { classes += " focus" }
    var html = "<div class=\"\(classes)\" data-role=\"\(role)\" role=\"button\""
    if let hint = button.hint { html += " title=\"\(escape(hint))\"" }
    html += ">"
    html += text(button.text, element: "span", classes: "label")
    if let hint = button.hint { html += "<span class=\"hint\">\(escape(hint))</span>" }
    html += "</div>"
    return html
  }

  /// A text with its key, markers and findings right after it.
  private func text(_ text: ReviewText, element: String, classes: String) -> String {
    var classList = classes
    if text.fallback != nil { classList += " fallback" }
    if text.exceededMaxLength != nil { classList += " too-long" }
    var html = "<\(element) class=\"\(classList)\" data-key=\"\(escape(text.key))\">\(escape(text.text))</\(element)>"
    if let fallback = text.fallback {
      html += "<span class=\"marker fallback-note\" dir=\"ltr\" lang=\"en\">\(escape(fallback))</span>"
    }
    if let limit = text.exceededMaxLength {
      html += "<span class=\"marker length-note\" dir=\"ltr\" lang=\"en\">longer than maxLength \(limit)</span>"
    }
    if !text.findings.isEmpty { html += findingList(text.findings, key: text.key) }
    return html
  }

  private func findingList(_ findings: [Diagnostic], key: String? = nil) -> String {
    var html = "<ul class=\"findings\" dir=\"ltr\" lang=\"en\""
    if let key { html += " data-for=\"\(escape(key))\"" }
    html += ">"
    for finding in findings {
      let location = "\(finding.path):\(finding.position.line):\(finding.position.column)"
      html += "<li class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(escape(finding.ruleID))\""
      html += " data-severity=\"\(finding.severity.rawValue)\">"
      html += "<span class=\"severity\">\(finding.severity.rawValue)</span> "
      html += "<code class=\"rule\">\(escape(finding.ruleID))</code> "
      html += "<span class=\"what\">\(escape(finding.message))</span>"
      for note in finding.notes { html += "<span class=\"note-line\">\(escape(note))</span>" }
      if let fix = fixes[finding.ruleID] { html += "<span class=\"fix\">fix: \(escape(fix))</span>" }
      html += "<a class=\"where\" href=\"\(escape(link(finding)))\">\(escape(location))</a></li>"
    }
    html += "</ul>"
    return html
  }

  private func link(_ finding: Diagnostic) -> String {
    let absolute = finding.path.hasPrefix("/") ? finding.path : workingDirectory + "/" + finding.path
    var encoded = ""
    for scalar in absolute.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || "/-._~0123456789".unicodeScalars.contains(scalar) {
        encoded.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { encoded += "%" + String(byte, radix: 16, uppercase: true) }
      }
    }
    return "file://\(encoded)#L\(finding.position.line)"
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for text and attribute values.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private func escape(_ text: String) -> String { Self.escape(text) }
}
