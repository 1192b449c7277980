import ICU

/// One locale's file of a catalog: its messages in file order, with metadata and source.
public struct LocaleFile: Sendable {
  /// The locale, from the file name.
  public let locale: LocaleID
  /// The file as read.
  public let source: SourceFile
  /// The byte offset of the `"@@locale"` key, when the file has one.
  public let localeKeyOffset: Int?
  /// The messages, in file order; a duplicated key appears once, with its first value.
  public let entries: [CatalogEntry]
  /// `"@key"` metadata by key.
  public let metadata: [String: EntryMetadata]
  private let index: [String: Int]

  /// Creates a locale file.
  public init(
    locale: LocaleID, source: SourceFile, localeKeyOffset: Int?, entries: [CatalogEntry],
    metadata: [String: EntryMetadata]
  ) {
    self.locale = locale
    self.source = source
    self.localeKeyOffset = localeKeyOffset
    self.entries = entries
    self.metadata = metadata
    var index: [String: Int] = [:]
    for (position, entry) in entries.enumerated() where index[entry.key] == nil {
      index[entry.key] = position
    }
    self.index = index
  }

  /// The entry for `key`, if the file has one.
  public subscript(key: String) -> CatalogEntry? {
    index[key].map { entries[$0] }
  }

  /// The path of the file.
  public var path: String { source.path }

  /// The position of a byte offset in this file.
  public func position(ofByte offset: Int) -> SourcePosition {
    source.position(ofByte: offset)
  }

  /// The position of a UTF-16 offset inside an entry's message.
  public func position(ofMessageOffset offset: Int, in entry: CatalogEntry) -> SourcePosition {
    source.position(ofUTF16Offset: offset, inStringLiteralAt: entry.valueOffset)
  }

  /// Where a finding about the whole file goes: the `"@@locale"` key, or the first line.
  public var headerPosition: SourcePosition {
    position(ofByte: localeKeyOffset ?? 0)
  }
}
