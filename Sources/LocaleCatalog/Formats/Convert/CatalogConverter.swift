import ICU

/// Converts a catalog between the native format, String Catalogs, XLIFF, Android string
/// resources and gettext, without loss.
///
/// The converter writes the files in memory, reads them back with the readers `check` uses,
/// and compares what the two catalogs say (`CatalogContent`): each locale's messages (as
/// ICU trees), states, printf specifiers, and the source's metadata. Anything the output
/// would say differently is a located `convert.loss` finding on the input, and no file is
/// produced: a conversion either keeps everything or does not happen.
public struct CatalogConverter: Sendable {
  /// The format to write.
  public var target: CatalogFormat
  /// For XLIFF: locales to write a file for even if nothing is translated into them yet.
  public var extraLocales: [LocaleID]

  /// Creates a converter.
  public init(target: CatalogFormat, extraLocales: [LocaleID] = []) {
    self.target = target
    self.extraLocales = extraLocales
  }

  /// What a conversion produced.
  public struct Output: Sendable {
    /// The files to write: paths relative to the output (a directory for native, XLIFF and
    /// gettext, the `res/` folder for Android — `values-de/strings.xml` —, the String
    /// Catalog's own name for `.xcstrings`) → bytes. Empty when there are problems.
    public var files: [String: [UInt8]]
    /// Why the conversion cannot be done without loss, located in the input.
    public var problems: [Diagnostic]
  }

  /// The rule id of conversion problems.
  public static let lossRuleID = "convert.loss"

  /// Converts `catalog`.
  /// - Parameters:
  ///   - catalog: The catalog to convert, as any reader loaded it.
  ///   - fileName: For a String Catalog, the name of the file to write
  ///     (`Localizable.xcstrings`).
  public func convert(_ catalog: Catalog, fileName: String = "Localizable.xcstrings") -> Output {
    let blocking = catalog.loadDiagnostics.filter {
      $0.severity == .error && ($0.ruleID == "catalog.invalid-file" || $0.ruleID == "catalog.duplicate-key")
    }
    if !blocking.isEmpty { return Output(files: [:], problems: blocking) }
    var files: [String: [UInt8]]
    var problems: [Diagnostic] = []
    switch target {
    case .native:
      files = NativeCatalogWriter().files(for: catalog)
    case .xliff:
      files = XLIFFWriter(extraLocales: extraLocales).files(for: catalog)
    case .stringCatalog:
      let written = StringCatalogWriter().file(for: catalog)
      files = [fileName: written.bytes]
      for problem in written.problems {
        problems.append(loss(problem.reason, key: problem.key, locale: problem.locale, in: catalog))
      }
    case .androidResources, .gettext:
      let written =
        target == .gettext
        ? GettextCatalogWriter().files(for: catalog) : AndroidResourceWriter().files(for: catalog)
      files = written.files
      for problem in written.problems {
        problems.append(loss(problem.reason, key: problem.key, locale: problem.locale, in: catalog))
      }
    case .stringsFiles:
      return Output(
        files: [:],
        problems: [
          Diagnostic(
            severity: .error, ruleID: Self.lossRuleID,
            message:
              "writing \(target.displayName) files is not supported; convert to xcstrings, xliff, android, po or native",
            path: catalog.directory, position: SourcePosition(line: 1, column: 1))
        ])
    }
    if !problems.isEmpty { return Output(files: [:], problems: problems) }
    // Read the output back as `check` would, with only the roles it declares.
    let reader = CatalogLoader(sourceLocale: catalog.sourceLocale, roleInference: CommentRoleAnnotations())
    let directory = "converted"
    var prefixed: [String: [UInt8]] = [:]
    for (name, bytes) in files { prefixed[directory + "/" + name] = bytes }
    let reread = reader.catalog(inMemory: prefixed, format: target, directory: directory)
    for diagnostic in reread.loadDiagnostics
    where diagnostic.severity == .error && diagnostic.ruleID != "message.syntax" {
      problems.append(
        Diagnostic(
          severity: .error, ruleID: Self.lossRuleID,
          message: "the \(target.displayName) output would not read back: \(diagnostic.message)",
          path: catalog.directory, position: SourcePosition(line: 1, column: 1), locale: diagnostic.locale,
          key: diagnostic.key))
    }
    // Android and gettext write printf specifiers in Java's and C's dialects (`%lld` is `%d`
    // in Java, `%@` is `%s` in both); gettext keeps a locale's keys the source lacks as
    // obsolete entries, which `check` does not read.
    let dialect: PrintfDialect? =
      switch target {
      case .androidResources: .java
      case .gettext: .c
      default: nil
      }
    let comparison = CatalogContent.Comparison(
      printf: dialect.map { dialect in { dialect.translating($0) } }, keepsKeysOutsideSource: target == .gettext)
    for difference in CatalogContent(catalog).differences(from: CatalogContent(reread), comparing: comparison) {
      problems.append(loss(difference.reason, key: difference.key, locale: difference.locale, in: catalog))
    }
    return Output(files: problems.isEmpty ? files : [:], problems: problems.sorted())
  }

  private func loss(_ reason: String, key: String?, locale: LocaleID, in catalog: Catalog) -> Diagnostic {
    var path = catalog.directory
    var position = SourcePosition(line: 1, column: 1)
    let localeFile = catalog.file(for: locale)
    if let key, let file = localeFile, let entry = file[key] {
      (path, position) = (file.path(of: entry), file.position(ofKeyOf: entry))
    } else if let key, let source = catalog.source, let entry = source[key] {
      (path, position) = (source.path(of: entry), source.position(ofKeyOf: entry))
    } else if let file = localeFile ?? catalog.source {
      (path, position) = (file.path, file.headerPosition)
    }
    let subject = key.map { "“\($0)” " } ?? ""
    return Diagnostic(
      severity: .error, ruleID: Self.lossRuleID,
      message: "\(subject)cannot be written as \(target.displayName) without loss: \(reason)", path: path,
      position: position, locale: locale.tag, key: key)
  }
}
