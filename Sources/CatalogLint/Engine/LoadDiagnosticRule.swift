import LocaleCatalog

/// A rule whose findings are made while the catalog is read (bad JSON, syntax errors,
/// duplicate keys): it reports the loader's diagnostics that carry its id.
public protocol LoadDiagnosticRule: Rule {}

extension LoadDiagnosticRule {
  public func checkCatalog(in context: LintContext) -> [Diagnostic] {
    context.catalog.loadDiagnostics.filter { $0.ruleID == Self.description.id }
  }
}
