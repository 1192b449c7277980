// libFuzzer harnesses for every input the tool reads. One binary holds them all; the
// environment variable SHEET_L10N_FUZZ names the one to run. Built and run by
// scripts/fuzz.sh (see README, Reliability).
import CatalogLint
import Foundation
import ICU
import VerbSpecificity

@testable import LocaleCatalog

/// The harnesses by name: each takes one input and must return without crashing, leaking or
/// hanging, whatever the bytes.
enum Harnesses {
  static let all: [String: @Sendable ([UInt8]) -> Void] = [
    "json": json, "locale": locale, "xcstrings": xcstrings, "strings": strings, "stringsdict": stringsdict,
    "xliff": xliff, "xcloc": xcloc, "lexicon": lexicon, "sheets": sheets, "config": config,
    "baseline": baseline, "roles": roles, "icu": icu, "convert": convert, "lint": lint,
    "android": android, "po": po,
  ]

  static let selected: @Sendable ([UInt8]) -> Void = {
    let name = ProcessInfo.processInfo.environment["SHEET_L10N_FUZZ"] ?? ""
    guard let harness = all[name] else {
      FileHandle.standardError.write(
        Data("set SHEET_L10N_FUZZ to one of: \(all.keys.sorted().joined(separator: ", "))\n".utf8))
      exit(2)
    }
    return harness
  }()

  static let loader = CatalogLoader()
  static let linter = Linter()
  static let english = Array(
    """
    {"@@locale": "en", "photos.delete": "{count, plural, one {Delete # Photo} other {Delete # Photos}}",
     "@photos.delete": {"role": "destructive", "verb": "delete"}, "common.cancel": "Cancel",
     "@common.cancel": {"role": "cancel"}, "greeting": "Hello {name}, {gender, select, female {her} other {their}} files"}
    """.utf8)

  /// Splits an input into up to `count` files at NUL bytes.
  static func files(_ bytes: [UInt8], count: Int) -> [[UInt8]] {
    bytes.split(separator: 0, maxSplits: count - 1, omittingEmptySubsequences: false).map(Array.init)
  }

  static func json(_ bytes: [UInt8]) {
    _ = try? JSONReader.parse(bytes)
  }

  /// A translation beside a fixed source, read (every message parsed by ICU).
  static func locale(_ bytes: [UInt8]) {
    var reader = LocaleFileReader(path: "de.json", bytes: bytes)
    _ = reader.read()
    _ = loader.catalog(inMemory: ["en.json": english, "de.json": bytes], format: .native, directory: ".")
  }

  /// A translation beside a fixed source, checked by every rule.
  static func lint(_ bytes: [UInt8]) {
    let catalog = loader.catalog(inMemory: ["en.json": english, "de.json": bytes], format: .native, directory: ".")
    _ = linter.lint(catalog)
  }

  /// Android string resources: a source `values/strings.xml` and two translations, split at
  /// NUL bytes, read into a catalog (values, plurals, arrays, arguments in markup).
  static func android(_ bytes: [UInt8]) {
    let parts = files(bytes, count: 3)
    let names = ["res/values/strings.xml", "res/values-ru/strings.xml", "res/values-ar/strings.xml"]
    var inMemory: [String: [UInt8]] = [:]
    for (name, part) in zip(names, parts) { inMemory[name] = part }
    _ = loader.catalog(inMemory: inMemory, format: .androidResources, directory: "res")
  }

  /// A gettext folder without a template: three `.po` files (each with its own
  /// `Plural-Forms` formula, evaluated on whole numbers; placeholders by each entry's flags),
  /// split at NUL bytes, read into a catalog.
  static func po(_ bytes: [UInt8]) {
    let parts = files(bytes, count: 3)
    let names = ["po/ru.po", "po/ca@valencia.po", "po/he.po"]
    var inMemory: [String: [UInt8]] = [:]
    for (name, part) in zip(names, parts) { inMemory[name] = part }
    _ = loader.catalog(inMemory: inMemory, format: .gettext, directory: "po")
  }

  static func xcstrings(_ bytes: [UInt8]) {
    _ = loader.catalog(inMemory: ["Localizable.xcstrings": bytes], format: .stringCatalog, directory: ".")
  }

  static func strings(_ bytes: [UInt8]) {
    let locale = (try? LocaleID("ru")) ?? .root
    _ = StringsFileReader.read(
      path: "ru.lproj/Localizable.strings", bytes: bytes, locale: locale, isSource: false, names: [:])
    _ = StringsFileReader.read(
      path: "en.lproj/Localizable.strings", bytes: bytes, locale: locale, isSource: true, names: [:])
  }

  static func stringsdict(_ bytes: [UInt8]) {
    let locale = (try? LocaleID("ar")) ?? .root
    _ = StringsDictReader.read(
      path: "ar.lproj/Localizable.stringsdict", bytes: bytes, locale: locale, companion: false, names: [:])
  }

  static func xliff(_ bytes: [UInt8]) {
    _ = loader.catalog(inMemory: ["de.xliff": bytes], format: .xliff, directory: ".")
  }

  /// An `.xcloc` bundle's files: up to three XLIFF files of one export, split at NUL bytes.
  static func xcloc(_ bytes: [UInt8]) {
    let parts = files(bytes, count: 3)
    let names = ["de.xliff", "ja.xliff", "ar.xliff"]
    var inMemory: [String: [UInt8]] = [:]
    for (name, part) in zip(names, parts) { inMemory["Export.xcloc/Localized Contents/" + name] = part }
    let files = inMemory
    for table in XLIFFCatalogReader.tables(
      from: files.keys.sorted(),
      reading: { path in
        files[path].map { .success($0) } ?? .failure(CatalogLoadError(path: path, reason: "none"))
      })
    {
      _ = table.diagnostics.count
    }
  }

  static func lexicon(_ bytes: [UInt8]) {
    _ = LexiconReader.read(path: "lexicons/de.json", bytes: bytes)
  }

  static func sheets(_ bytes: [UInt8]) {
    var reader = SheetsReader(source: SourceFile(path: "sheets.json", bytes: bytes))
    _ = reader.read()
  }

  static func config(_ bytes: [UInt8]) {
    _ = try? LintConfiguration(parsing: bytes, path: ".sheet-l10n.json")
  }

  static func baseline(_ bytes: [UInt8]) {
    guard let baseline = try? Baseline(parsing: bytes, path: "baseline.json") else { return }
    _ = baseline.rendered()
  }

  static func roles(_ bytes: [UInt8]) {
    _ = try? RolesFile(path: "roles.json", bytes: bytes)
  }

  static let locales = ["en", "ar", "ru", "ja", "de", "pl", "cy", "he", "zh-Hant", "fr", "lt", "sl"]
    .compactMap { try? LocaleID($0) }

  /// An ICU message parsed, then formatted through the bridge in a locale with arguments
  /// both chosen by the input's first bytes.
  static func icu(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let locale = locales[Int(bytes[0]) % locales.count]
    let choice = bytes[1]
    let pattern = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    guard let message = try? MessagePattern.parse(pattern) else { return }
    _ = message.nodes.count
    guard let formatter = try? MessageFormatter(pattern: pattern, locale: locale) else { return }
    let number: MessageValue =
      switch choice % 4 {
      case 0: .integer(Int64(choice) - 128)
      case 1: .double(Double(choice) / 7)
      case 2: .integer(Int64.max - Int64(choice))
      default: .double(choice % 8 == 3 ? .nan : -.infinity)
      }
    let text: MessageValue = choice & 0x10 == 0 ? .string("female") : .string(pattern)
    var arguments: [String: MessageValue] = [:]
    for name in ["0", "1", "count", "name", "gender", "n", "num", "x"] {
      arguments[name] = choice & 0x20 == 0 ? number : text
    }
    _ = try? formatter.format(arguments)
    _ = try? formatter.format([:])
  }

  /// `convert`: a source and a translation (split at a NUL byte) converted to the format the
  /// first byte names, which reads the output back and compares it with the input.
  static func convert(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let parts = files(Array(bytes.dropFirst()), count: 2)
    var inMemory = ["en.json": parts[0]]
    if parts.count > 1 { inMemory["de.json"] = parts[1] }
    let catalog = loader.catalog(inMemory: inMemory, format: .native, directory: ".")
    let targets: [CatalogFormat] = [.xliff, .stringCatalog, .native]
    let target = targets[Int(first) % targets.count]
    _ = CatalogConverter(target: target).convert(catalog)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  Harnesses.selected(bytes)
  return 0
}
