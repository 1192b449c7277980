import Dispatch
import ICU
import LocaleCatalog
import Synchronization

/// Runs rules over a catalog, locales in parallel, and returns findings in a stable order.
public struct Linter: Sendable {
  /// The rules to run.
  public let rules: [any Rule]

  /// Creates a linter that runs `rules` (by default, every rule).
  public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }) {
    self.rules = rules
  }

  /// Checks `catalog`.
  /// - Returns: Every finding, sorted by file, line and column, with per-key suppressions
  ///   (`"ignore"` in the source metadata) applied.
  public func lint(_ catalog: Catalog) -> [Diagnostic] {
    lint(catalog, only: nil)
  }

  /// Checks only the files of `locales` in `catalog` (the other files, the source among
  /// them, are read for comparison but not checked themselves).
  /// - Returns: The findings about those locales, sorted by file, line and column, with
  ///   per-key suppressions applied.
  public func lint(_ catalog: Catalog, locales: Set<LocaleID>) -> [Diagnostic] {
    lint(catalog, only: locales)
  }

  private func lint(_ catalog: Catalog, only locales: Set<LocaleID>?) -> [Diagnostic] {
    let context = LintContext(catalog: catalog)
    let files = catalog.files.filter { locales?.contains($0.locale) ?? true }
    let perFile = Mutex<[[Diagnostic]]>(Array(repeating: [], count: files.count))
    let rules = self.rules
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      var found: [Diagnostic] = []
      for rule in rules {
        found.append(contentsOf: rule.check(files[index], in: context))
      }
      context.perFile.forget(files[index])
      perFile.withLock { $0[index] = found }
    }
    var all = perFile.withLock { $0 }.flatMap { $0 }
    var catalogWide: [Diagnostic] = []
    for rule in rules {
      catalogWide.append(contentsOf: rule.checkCatalog(in: context))
    }
    if let locales {
      let tags = Set(locales.map(\.tag))
      let paths = Set(files.map(\.path))
      catalogWide.removeAll { diagnostic in
        !(diagnostic.locale.map(tags.contains) ?? false) && !paths.contains(diagnostic.path)
      }
    }
    all.append(contentsOf: catalogWide)
    return all.filter { !isSuppressed($0, in: catalog) }.sorted()
  }

  private func isSuppressed(_ diagnostic: Diagnostic, in catalog: Catalog) -> Bool {
    guard let key = diagnostic.key, let metadata = catalog.metadata(for: key) else { return false }
    return metadata.ignoredRules.contains(diagnostic.ruleID)
  }
}
