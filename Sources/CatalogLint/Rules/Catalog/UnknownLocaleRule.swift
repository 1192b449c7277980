import ICU
import LocaleCatalog

/// A well-formed locale tag for which ICU has no data: plural rules, digits and direction
/// silently fall back to root.
public struct UnknownLocaleRule: LoadDiagnosticRule {
  public init() {}

  public static let description = RuleDescription(
    id: "catalog.unknown-locale",
    name: "Locale unknown to ICU",
    explanation: """
      The file name is a valid BCP 47 tag, but ICU has no data for the language, so its plural \
      categories (only "other"), digits and text direction fall back to root. Where ICU cannot \
      even name the language, the tag is probably a typo (ge.json for de.json): a warning. A \
      language ICU names but has no data for (Abkhazian, Occitan, Toki Pona) is a note: a \
      limit of what can be checked, not a problem of the catalog. A private-use language \
      (qaa–qtz, such as translatewiki's qqq notes for translators) has no data by design and \
      is not reported.
      """,
    hint: "Rename the file to the BCP 47 tag of the language you mean (de.json for German, not ge.json).",
    severity: .warning,
    triggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete"}"#, "xx.json": #"↓{"a": "Delete"}"#])
    ],
    nonTriggeringExamples: [
      RuleExample(["en.json": #"{"a": "Delete"}"#, "cy.json": #"{"a": "Dileu"}"#]),
      RuleExample(["en.json": #"{"a": "Delete"}"#, "qqq.json": #"{"a": "The button that deletes a photo"}"#]),
    ]
  )

  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    context.catalog.loadDiagnostics.filter { diagnostic in
      guard diagnostic.ruleID == Self.description.id else { return false }
      let locale = diagnostic.locale.flatMap { try? LocaleID($0) }
      return !(locale.map(Translatability.isPrivateUse) ?? false)
    }
  }
}
