// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "SheetL10n",
  // Linux needs no entry: every target builds there (the core with the standard library
  // alone, the rest with the system ICU).
  platforms: [.macOS(.v15), .macCatalyst(.v18), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  // Products by use: an app that wants only the core links only the core; ICU, its bridge
  // and pkg-config come with the localized builder, the linter, the command and the plugins.
  products: [
    // Action sheets as state, presentation, conformance and sessions; standard library only.
    .library(name: "ActionSheetCore", targets: ["ActionSheetCore"]),
    // Test stores that fail the running Swift Testing or XCTest test; for test targets.
    .library(name: "ActionSheetTesting", targets: ["ActionSheetTesting"]),
    // Localized sheets from a catalog (needs the system ICU).
    .library(name: "LocalizedSheets", targets: ["LocalizedSheets"]),
    // The catalog checks behind `sheet-l10n check`, as a library.
    .library(name: "CatalogLint", targets: ["CatalogLint"]),
    // Everything above in one product, as before the split; prefer the products by use.
    .library(
      name: "SheetL10n",
      targets: ["ActionSheetCore", "ICU", "LocaleCatalog", "VerbSpecificity", "LocalizedSheets", "CatalogLint"]
    ),
    .executable(name: "sheet-l10n", targets: ["sheet-l10n"]),
    .executable(name: "sheet-l10n-bench", targets: ["sheet-l10n-bench"]),
    // `swift package lint-locales`: checks the package's catalogs.
    .plugin(name: "LintLocalesPlugin", targets: ["LintLocalesPlugin"]),
    // Applied to a target: checks its catalogs on every build that changes one.
    .plugin(name: "CheckLocalesBuildPlugin", targets: ["CheckLocalesBuildPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c"])]
    ),
    // Snowball stemmers (libstemmer has no pkg-config file): used by VerbSpecificity to match
    // the inflected forms of a lexicon's words.
    .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
    .target(
      name: "ICUBridge",
      dependencies: ["CICU"],
      cxxSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")]
    ),
    .target(name: "ICU", dependencies: ["ICUBridge"]),
    .target(name: "ActionSheetCore"),
    .target(name: "ActionSheetTesting", dependencies: ["ActionSheetCore"]),
    .target(name: "LocaleCatalog", dependencies: ["ICU"]),
    // The lexicons of Locales/lexicons are built into the library as Swift source, so a
    // copied binary carries them: scripts/embed-lexicons.sh writes
    // Lexicon/BundledLexiconFiles.swift, and a test fails when it is older than the JSON.
    .target(name: "VerbSpecificity", dependencies: ["ICU", "LocaleCatalog", "CStemmer"]),
    .target(
      name: "LocalizedSheets",
      dependencies: ["ICU", "LocaleCatalog", "VerbSpecificity", "ActionSheetCore"]
    ),
    .target(
      name: "CatalogLint",
      dependencies: ["ICU", "LocaleCatalog", "VerbSpecificity", "ActionSheetCore"]
    ),
    .executableTarget(
      name: "sheet-l10n",
      dependencies: ["CatalogLint", "LocaleCatalog", "ICU", "LocalizedSheets", "ActionSheetCore"]
    ),
    .plugin(
      name: "LintLocalesPlugin",
      capability: .command(
        intent: .custom(verb: "lint-locales", description: "Check the package's catalogs with sheet-l10n")),
      dependencies: ["sheet-l10n"]
    ),
    .plugin(
      name: "CheckLocalesBuildPlugin",
      capability: .buildTool(),
      dependencies: ["sheet-l10n"]
    ),
    // Benchmarks: `swift run -c release sheet-l10n-bench` (not part of `swift test`).
    .executableTarget(
      name: "sheet-l10n-bench",
      dependencies: [
        // The three executables it runs, built beside it.
        "sheet-l10n", "sheet-l10n-floor", "sheet-l10n-measure",
        "LocalizedSheets", "LocaleCatalog", "ICU", "ActionSheetCore",
      ],
      path: "Benchmarks/SheetL10nBench"
    ),
    .executableTarget(
      name: "sheet-l10n-floor",
      dependencies: ["CICU"],
      path: "Benchmarks/Floor",
      cxxSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")]
    ),
    .executableTarget(name: "sheet-l10n-measure", path: "Benchmarks/Measure"),
    .testTarget(name: "ActionSheetCoreTests", dependencies: ["ActionSheetCore"]),
    .testTarget(name: "ActionSheetTestingTests", dependencies: ["ActionSheetTesting"]),
    .testTarget(name: "ICUTests", dependencies: ["ICU"]),
    .testTarget(name: "LocaleCatalogTests", dependencies: ["LocaleCatalog", "ICU"]),
    .testTarget(
      name: "VerbSpecificityTests", dependencies: ["VerbSpecificity", "LocaleCatalog", "ICU"], exclude: ["Corpus"]),
    .testTarget(
      name: "LocalizedSheetsTests",
      dependencies: ["LocalizedSheets", "ActionSheetCore", "ActionSheetTesting", "LocaleCatalog", "ICU"]
    ),
    .testTarget(name: "CatalogLintTests", dependencies: ["CatalogLint", "LocaleCatalog"]),
    .testTarget(name: "SheetL10nCLITests", dependencies: ["sheet-l10n"]),
    // Every ```swift block of the README, the DocC articles and the doc comments, written
    // into Snippets/ by scripts/extract-snippets.py, so that building the tests compiles them.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["ActionSheetCore", "ActionSheetTesting", "LocalizedSheets", "CatalogLint"],
      exclude: ["Manifests"]
    ),
  ],
  swiftLanguageModes: [.v6],
  cxxLanguageStandard: .cxx17
)

// libFuzzer harnesses, built only by scripts/fuzz.sh (which sets SHEET_L10N_FUZZ_BUILD and the
// sanitizers); an ordinary build does not see them.
if Context.environment["SHEET_L10N_FUZZ_BUILD"] != nil {
  package.targets.append(
    .executableTarget(
      name: "sheet-l10n-fuzz",
      dependencies: ["CatalogLint", "LocaleCatalog", "ICU", "VerbSpecificity"],
      path: "Fuzz/Harness"
    ))
}
