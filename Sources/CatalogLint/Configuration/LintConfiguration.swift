import ICU
import LocaleCatalog

/// Project settings for a check (docs/configuration.md): rules turned off, severities
/// changed, per locale or for all, and the source locale.
public struct LintConfiguration: Sendable, Hashable {
  /// Settings that apply to all locales or to one.
  public struct Scope: Sendable, Hashable {
    /// Rule ids not to report.
    public var disabled: Set<String>
    /// Severities that replace the rules' defaults, by rule id.
    public var severity: [String: Diagnostic.Severity]

    /// Creates a scope.
    public init(disabled: Set<String> = [], severity: [String: Diagnostic.Severity] = [:]) {
      self.disabled = disabled
      self.severity = severity
    }
  }

  /// The locale whose file is the reference, when the configuration names one.
  public var sourceLocale: LocaleID?
  /// Settings for every locale (and for findings about no locale, such as sheets.json).
  public var global: Scope
  /// Settings for one locale and the locales that fall back to it (`pt` covers `pt-BR`).
  public var locales: [LocaleID: Scope]
  /// Whether the lexicons built into the tool are used (`"bundledLexicons": false` keeps
  /// only the catalog's own `lexicons/` and `--lexicons`).
  public var bundledLexicons = true

  /// Creates a configuration; the default changes nothing.
  public init(sourceLocale: LocaleID? = nil, global: Scope = Scope(), locales: [LocaleID: Scope] = [:]) {
    self.sourceLocale = sourceLocale
    self.global = global
    self.locales = locales
  }

  /// The scopes that apply to a finding about `locale`, least specific first: the global
  /// one, then those of the locale's fallback chain (`pt`, then `pt-BR`).
  func scopes(for locale: LocaleID?) -> [Scope] {
    var result = [global]
    guard let locale, !locales.isEmpty else { return result }
    for ancestor in locale.fallbackChain.reversed() where !ancestor.isRoot {
      if let scope = locales[ancestor] { result.append(scope) }
    }
    return result
  }

  /// True when `ruleID` is disabled for `locale` (a rule disabled in any scope that applies
  /// stays disabled).
  public func isDisabled(_ ruleID: String, for locale: LocaleID?) -> Bool {
    scopes(for: locale).contains { $0.disabled.contains(ruleID) }
  }

  /// The severity of a finding of `ruleID` about `locale`: the most specific override, or
  /// `original`.
  public func severity(of ruleID: String, for locale: LocaleID?, original: Diagnostic.Severity)
    -> Diagnostic.Severity
  {
    scopes(for: locale).reversed().lazy.compactMap { $0.severity[ruleID] }.first ?? original
  }

  /// The rules worth running: every rule of `types` that is not disabled for all locales.
  public func rules(from types: [any Rule.Type] = RuleRegistry.all) -> [any Rule] {
    types.filter { !global.disabled.contains($0.description.id) }.map { $0.init() }
  }

  /// The findings with disabled rules removed and severities overridden, order kept.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    var unchanged = LintConfiguration(sourceLocale: sourceLocale)
    unchanged.bundledLexicons = bundledLexicons
    guard self != unchanged else { return diagnostics }
    var localeCache: [String: LocaleID] = [:]
    return diagnostics.compactMap { diagnostic in
      var locale: LocaleID?
      if let tag = diagnostic.locale {
        if let cached = localeCache[tag] {
          locale = cached
        } else {
          locale = try? LocaleID(tag)
          localeCache[tag] = locale
        }
      }
      guard !isDisabled(diagnostic.ruleID, for: locale) else { return nil }
      var changed = diagnostic
      changed.severity = severity(of: diagnostic.ruleID, for: locale, original: diagnostic.severity)
      return changed
    }
  }
}
