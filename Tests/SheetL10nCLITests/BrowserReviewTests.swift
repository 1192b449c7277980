import Foundation
import Testing

/// Debian's headless Chromium, when installed (`apt-get install chromium`).
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isInstalled: Bool { path != nil }

  /// Runs headless Chromium on `page` with `arguments`; returns standard output.
  static func run(_ arguments: [String], page: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/chromium")
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files"]
      + arguments + [page.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Measures in the browser what a person sees and writes it into the page, for `--dump-dom`.
private let measuring = """
  <script>
  (function () {
    var parsedMs = Math.round(performance.now());
    var cells = document.querySelectorAll('td.cell');
    var misordered = 0, findingsApart = 0, rtl = [], ltr = [];
    cells.forEach(function (cell) {
      cell.querySelectorAll('figure.form').forEach(function (form) {
        var destructive = form.querySelector('[data-role=destructive]');
        var cancel = form.querySelector('[data-role=cancel]');
        if (destructive && cancel && !(destructive.getBoundingClientRect().top < cancel.getBoundingClientRect().top)) { misordered++; }
      });
      var regular = cell.querySelector('figure.regular');
      if (!regular) { return; }
      var button = regular.querySelector('[data-role=destructive]');
      if (!button) { return; }
      var b = button.getBoundingClientRect(), l = button.querySelector('.label').getBoundingClientRect();
      var s = regular.querySelector('.screen').getBoundingClientRect(), t = regular.querySelector('.trigger').getBoundingClientRect();
      var side = ((l.left - b.left) < (b.right - l.right) ? 'left' : 'right') + '/' + ((t.left - s.left) < (s.right - t.right) ? 'left' : 'right');
      (cell.getAttribute('dir') === 'rtl' ? rtl : ltr).push(side);
    });
    document.querySelectorAll('ul.findings[data-for]').forEach(function (list) {
      var label = list.previousElementSibling;
      while (label && label.classList.contains('marker')) { label = label.previousElementSibling; }
      if (!label || label.getAttribute('data-key') !== list.getAttribute('data-for')) { findingsApart++; }
      else if (list.getBoundingClientRect().top - label.getBoundingClientRect().bottom > 40) { findingsApart++; }
    });
    var filter = document.getElementById('filter-locale');
    filter.value = 'ar';
    filter.dispatchEvent(new Event('input'));
    var shownRows = document.querySelectorAll('tbody > tr[data-locale]:not([hidden])').length;
    filter.value = '';
    filter.dispatchEvent(new Event('input'));
    var pre = document.createElement('pre');
    pre.id = 'measured';
    pre.textContent = JSON.stringify({ parsedMs: parsedMs, cells: cells.length,
      misordered: misordered, shownRows: shownRows, findingsApart: findingsApart, rtl: rtl, ltr: ltr });
    document.body.appendChild(pre);
  })();
  </script>
  """

@Suite("The review page in a real browser")
struct BrowserReviewTests {
  struct Measured: Decodable {
    let parsedMs: Int
    let cells: Int
    let misordered: Int
    let shownRows: Int
    let findingsApart: Int
    let rtl: [String]
    let ltr: [String]
  }

  private func report(_ arguments: [String], in directory: URL = CommandRunner.packageRoot) throws -> URL {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-l10n-review-\(UUID().uuidString)")
    let result = try CommandRunner.run(["report"] + arguments + ["--html", output.path], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    return output.appendingPathComponent("index.html")
  }

  /// The page with the measuring script added, as the browser lays it out.
  private func measure(_ page: URL) throws -> (dom: String, measured: Measured) {
    var html = try String(contentsOf: page, encoding: .utf8)
    html = html.replacingOccurrences(of: "</body>", with: measuring + "</body>")
    let measuredPage = page.deletingLastPathComponent().appendingPathComponent("measured.html")
    try Data(html.utf8).write(to: measuredPage)
    let dom = try Chromium.run(["--dump-dom", "--window-size=1600,1200"], page: measuredPage)
    let json = try #require(
      dom.components(separatedBy: "<pre id=\"measured\">").dropFirst().first?
        .components(separatedBy: "</pre>").first)
    return (
      dom, try JSONDecoder().decode(Measured.self, from: Data(json.replacingOccurrences(of: "&quot;", with: "\"").utf8))
    )
  }

  @Test(.enabled(if: Chromium.isInstalled, "SKIPPED: no chromium; install it with apt-get install chromium"))
  func bundledCatalogRendersEveryLocaleAndSheet() throws {
    let page = try report(["Locales"])
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let (dom, measured) = try measure(page)
    let locales = try FileManager.default.contentsOfDirectory(
      atPath: CommandRunner.packageRoot.appendingPathComponent("Locales").path
    )
    .filter { $0.hasSuffix(".json") && $0 != "sheets.json" }
    let sheets = 8
    #expect(measured.cells == locales.count * sheets)
    for tag in ["ar", "he", "fa", "ur"] where locales.contains("\(tag).json") {
      #expect(dom.components(separatedBy: "lang=\"\(tag)\" dir=\"rtl\"").count - 1 == sheets)
    }
    #expect(dom.contains("lang=\"de\" dir=\"ltr\""))
    #expect(measured.misordered == 0)
    // The filters work: typing a locale leaves its row alone.
    #expect(measured.shownRows == 1)
    #expect(dom.contains("<form id=\"filters\">"))
    #expect(measured.rtl.allSatisfy { $0 == "right/right" }, "\(measured.rtl)")
    #expect(measured.ltr.allSatisfy { $0 == "left/left" }, "\(measured.ltr)")
    print("review page: \(locales.count) locales × \(sheets) sheets, parsed in \(measured.parsedMs) ms")
    #expect(measured.parsedMs < 3_000)
  }

  @Test(.enabled(if: Chromium.isInstalled, "SKIPPED: no chromium; install it with apt-get install chromium"))
  func findingsSitBesideTheirLabels() throws {
    let fixture = try Fixture(brokenArabicCatalog)
    defer { fixture.remove() }
    let page = try report(["."], in: fixture.url)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let (dom, measured) = try measure(page)
    #expect(measured.findingsApart == 0)
    #expect(
      dom.contains("data-for=\"photos.delete\"><li class=\"finding error\" data-rule=\"plural.missing-category\""))
  }

  @Test(.enabled(if: Chromium.isInstalled, "SKIPPED: no chromium; install it with apt-get install chromium"))
  func screenshotsAreDrawnAndMirrored() throws {
    var shots: [Data] = []
    for tag in ["ar", "en"] {
      let page = try report(["Locales", "--locale", tag])
      defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
      let png = page.deletingLastPathComponent().appendingPathComponent("\(tag).png")
      _ = try Chromium.run(["--screenshot=\(png.path)", "--window-size=700,900"], page: page)
      let data = try Data(contentsOf: png)
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      // A blank 700 × 900 page compresses to a few kilobytes; sheets with text do not.
      #expect(data.count > 30_000, "\(tag) screenshot has \(data.count) bytes")
      shots.append(data)
      let (_, measured) = try measure(page)
      let sides = tag == "ar" ? measured.rtl : measured.ltr
      #expect(!sides.isEmpty && sides.allSatisfy { $0 == (tag == "ar" ? "right/right" : "left/left") }, "\(sides)")
    }
    #expect(shots[0] != shots[1])
  }
}
