// swift-tools-version:6.0
// An app feature whose reducer builds a localized action sheet from the bundled catalog and
// drives it through every way of closing, as app code would.
import PackageDescription

let package = Package(
  name: "LocalizedReducer",
  platforms: [.macOS(.v15)],
  dependencies: [
    // In your own package: .package(url: "<this repository>", from: "0.1.0")
    .package(name: "SheetL10n", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "LocalizedReducer",
      dependencies: [.product(name: "LocalizedSheets", package: "SheetL10n")]
    )
  ],
  swiftLanguageModes: [.v6]
)
