// swift-tools-version:6.0
// An app target whose String Catalog is checked by SheetL10n on every build that changes it.
import PackageDescription

let package = Package(
  name: "StringCatalogApp",
  platforms: [.macOS(.v15)],
  dependencies: [
    // In your own package: .package(url: "<this repository>", from: "1.0.0")
    .package(name: "SheetL10n", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "PhotoActions",
      resources: [.copy("Resources/Localizable.xcstrings")],
      plugins: [.plugin(name: "CheckLocalesBuildPlugin", package: "SheetL10n")]
    )
  ],
  swiftLanguageModes: [.v6]
)
