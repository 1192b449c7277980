import ICU
import LocaleCatalog

/// A URL or e-mail address of the source that the translation changed or dropped.
public struct TextLinksRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.links",
    name: "Link changed",
    explanation: """
      URLs and e-mail addresses are not translated: a changed host sends users to another \
      site, a changed address mails a stranger, a dropped one leaves them without the help \
      the source offers. A translation may point to the localized page of the same site (a \
      different path, `support.snowowl.app/de-de/…`, or a language subdomain, \
      `de.snowowl.org` for `en.snowowl.org`, or the site’s country domain, `snowowl.de` for \
      `snowowl.app`), so URLs are compared by site: reported are a translation that has no \
      URL of a site the source links to (as a changed link when another site stands in its \
      place). An address added beside the source’s (a translation team’s contact after the \
      project’s bug address) is the translators’ own and is not reported. \
      E-mail addresses are compared whole, ignoring case. URLs are those with a scheme \
      (`https://`, `mailto:` addresses count as e-mail) or starting with `www.`; trailing \
      punctuation belongs to the sentence.
      """,
    hint:
      "Copy the source’s URL or address into the translation unchanged (a localized page of the same site is fine).",
    severity: .error,
    triggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Read more at https://help.snowowl.app/delete.", "b": "Write to support@snowowl.app", "c": "See https://snowowl.app/terms"}"#,
        "de.json":
          #"{"a": "Mehr unter ↓https://hilfe.snowowl.net/loeschen.", "b": "Schreiben Sie an ↓hilfe@snowowl.app", "c": "↓Siehe die Nutzungsbedingungen"}"#,
      ]),
      RuleExample([
        "values/strings.xml":
          #"<resources><string name="a">Visit https://snowowl.app/help for details.</string></resources>"#,
        "values-fr/strings.xml":
          #"<resources><string name="a">Consultez ↓https://chouette.fr/aide pour plus de détails.</string></resources>"#,
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        "en.json":
          #"{"a": "Read more at https://support.snowowl.app/en-us/delete.", "b": "Write to support@snowowl.app", "c": "See https://en.snowowl.org/wiki/Privacy", "d": "Open www.snowowl.app", "e": "Visit https://snowowl.app/help"}"#,
        "de.json":
          #"{"a": "Mehr unter https://support.snowowl.app/de-de/delete.", "b": "Schreiben Sie an Support@Snowowl.app", "c": "Siehe https://de.snowowl.org/wiki/Datenschutz", "d": "www.snowowl.app öffnen", "e": "Besuchen Sie https://snowowl.de/hilfe"}"#,
        "ja.json":
          #"{"a": "詳細はhttps://support.snowowl.app/ja-jp/delete。", "b": "support@snowowl.appまでご連絡ください", "c": "https://ja.snowowl.org/wiki/プライバシー を参照", "d": "www.snowowl.appを開く", "e": "https://snowowl.app/help をご覧ください"}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "Report bugs to https://bugs.snowowl.app"}"#,
        "de.json": #"{"a": "Fehler an https://bugs.snowowl.app melden, Übersetzungsfehler an uebersetzer@eulen.de"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Your server, such as https://chat.example.org", "b": "Your address, such as name@example.com"}"#,
        "de.json": #"{"a": "Ihr Server, etwa https://chat.beispiel.de", "b": "Ihre Adresse, etwa name@beispiel.de"}"#,
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": #""a" = "Open https://snowowl.app/%@";"#,
        "ar.lproj/Localizable.strings": #""a" = "افتح https://snowowl.app/%@";"#,
      ]),
    ]
  )

  /// The site of an address for comparing: for a URL, its host without labels that are the
  /// language of either locale (`de.snowowl.org`) and, when the host ends in a country code
  /// (`snowowl.de`), without its top-level domain; an e-mail address whole, in lower case.
  static func siteKey(_ address: TranslationComparison.Address, languages: Set<String>) -> String {
    let site = address.site
    guard address.kind == .url else { return "mail:" + site }
    var labels = site.split(separator: ".").map(String.init)
    if labels.count > 2 { labels.removeAll { languages.contains($0) } }
    if labels.count >= 2, let last = labels.last, last.count == 2 || languages.contains(last) {
      labels.removeLast()
      if labels.last == "co" || labels.last == "com", labels.count >= 2 { labels.removeLast() }
    } else if labels.count >= 2 {
      labels.removeLast()
    }
    return labels.joined(separator: ".")
  }

  /// False when `text` has no `@`, no `://` and no `www.`: no address.
  static func mayHoldAddress(_ text: String) -> Bool {
    var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
    for byte in text.utf8 {
      if byte == UInt8(ascii: "@") { return true }
      if byte == UInt8(ascii: "/"), previous.1 == UInt8(ascii: ":"), previous.2 == UInt8(ascii: "/") { return true }
      if byte == UInt8(ascii: "."), previous == (0x77, 0x77, 0x77) || previous == (0x57, 0x57, 0x57) { return true }
      previous = (previous.1, previous.2, byte)
    }
    return false
  }

  /// True when the address's host is a domain reserved for examples and tests (RFC 2606 and
  /// 6761: `example.com`, `example.org`, `*.example`, `*.test`, `*.invalid`, `localhost`).
  static func isExample(_ address: TranslationComparison.Address) -> Bool {
    let host = address.kind == .url ? address.site : String(address.site.drop { $0 != "@" }.dropFirst())
    let labels = host.split(separator: ".")
    guard let last = labels.last else { return false }
    if ["example", "test", "invalid", "localhost"].contains(last) { return true }
    return labels.count >= 2 && labels[labels.count - 2] == "example"
  }

  static func problem(
    source: VariantText, translation: VariantText, languages: Set<String>
  ) -> (message: String, offset: Int)? {
    let sourceAddresses = TranslationComparison.addresses(in: source.scalars)
    let written = TranslationComparison.addresses(in: translation.scalars)
    guard !sourceAddresses.isEmpty || !written.isEmpty else { return nil }
    // An address of a domain reserved for examples illustrates a form (“http://example.com”)
    // and is translated like the rest of the sentence: only the others are compared, and
    // the translation's own addresses may be its localized examples.
    let expected = sourceAddresses.filter { !isExample($0) }
    let mayLocalizeExamples = expected.count < sourceAddresses.count
    let expectedSites = Set(expected.map { siteKey($0, languages: languages) })
    let writtenSites = Set(written.map { siteKey($0, languages: languages) })
    // An address of another site in place of one of the source's: changed. An address
    // added beside the source's (a translation team's contact after the project's bug
    // address) is the translators' own.
    if !mayLocalizeExamples,
      let replaced = expected.first(where: { !writtenSites.contains(siteKey($0, languages: languages)) }),
      let foreign = written.first(where: {
        $0.kind == replaced.kind && !isExample($0) && !expectedSites.contains(siteKey($0, languages: languages))
      })
    {
      let kind = foreign.kind == .url ? "links to" : "gives the address"
      return (
        "the translation \(kind) \(foreign.text), where the source has \(replaced.text)",
        translation.offset(at: foreign.range.lowerBound)
      )
    }
    if let lost = expected.first(where: { !writtenSites.contains(siteKey($0, languages: languages)) }) {
      return (
        "the translation drops \(lost.kind == .url ? "the link" : "the address") \(lost.text)",
        translation.offset(at: 0)
      )
    }
    return nil
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    let languages: Set<String> = [file.locale.language, context.catalog.sourceLocale.language]
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      // Most texts have neither: answered from their bytes.
      guard Self.mayHoldAddress(translated.source.text) || Self.mayHoldAddress(translated.entry.text) else { continue }
      found += differenceFindings(
        of: translated, in: file, { Self.problem(source: $0, translation: $1, languages: languages) })
    }
    return found
  }
}
