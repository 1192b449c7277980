import CatalogLint
import Dispatch
import Foundation
import ICU
import LocaleCatalog
import Testing

/// The loader and the linter read files and run rules on several threads; several checks at
/// once, each with its own parallel paths, must each find what one check alone finds. Run
/// under the thread sanitizer by `swift test --sanitize=thread --filter ConcurrencyTests`.
@Suite("Loading and linting from many threads")
struct LinterConcurrencyTests {
  @Test func checksRunAtOnceFindWhatOneCheckFinds() throws {
    let loader = CatalogLoader()
    let alone = Linter().lint(try loader.load(directory: DeferredCheckTests.bundledLocales))
    let found = Locked<[[Diagnostic]]>([])
    let linter = Linter()
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      guard let catalog = try? loader.load(directory: DeferredCheckTests.bundledLocales) else { return }
      let diagnostics = linter.lint(catalog)
      found.withLock { $0.append(diagnostics) }
    }
    let all = found.withLock { $0 }
    #expect(all.count == 6)
    for diagnostics in all { #expect(diagnostics == alone) }
  }

  /// A large catalog is checked in shares, two at a time, each with its own parallel paths;
  /// several such checks at once find what one check of the catalog held whole finds.
  @Test func checksInSharesRunAtOnceFindWhatOneCheckFinds() throws {
    let alone = Linter().lint(try CatalogLoader().load(directory: DeferredCheckTests.bundledLocales))
    var loader = CatalogLoader()
    loader.largeFileSize = 0
    var linter = Linter()
    linter.keysPerShare = 64
    let found = Locked<[[Diagnostic]]>([])
    DispatchQueue.concurrentPerform(iterations: 3) { [loader, linter] _ in
      guard
        let catalog = try? loader.loadCatalogs(at: DeferredCheckTests.bundledLocales, deferringTranslations: true).first
      else { return }
      #expect(!catalog.indexedFiles.isEmpty)
      let diagnostics = linter.run(catalog).diagnostics
      found.withLock { $0.append(diagnostics) }
    }
    let all = found.withLock { $0 }
    #expect(all.count == 3)
    for diagnostics in all { #expect(diagnostics == alone) }
  }
}
