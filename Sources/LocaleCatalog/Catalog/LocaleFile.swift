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
  /// For formats that hold every locale in one file (String Catalogs, XLIFF): the byte
  /// offset where a missing key's translation belongs (its string in the catalog).
  public let missingKeyOffsets: [String: Int]
  /// For a share of a large file's keys (``IndexedLocaleFile/reading(_:metadataOf:placesOfMissingKeys:)``):
  /// where each key the whole file lacks belongs, since the share alone cannot tell.
  public let placesOfMissingKeys: [String: MissingKeyPlace]
  private let index: [String: Int]

  /// Creates a locale file.
  public init(
    locale: LocaleID, source: SourceFile, localeKeyOffset: Int?, entries: [CatalogEntry],
    metadata: [String: EntryMetadata], missingKeyOffsets: [String: Int] = [:],
    placesOfMissingKeys: [String: MissingKeyPlace] = [:]
  ) {
    self.missingKeyOffsets = missingKeyOffsets
    self.placesOfMissingKeys = placesOfMissingKeys
    self.locale = locale
    self.source = source
    self.localeKeyOffset = localeKeyOffset
    self.entries = entries
    self.metadata = metadata
    var index: [String: Int] = [:]
    index.reserveCapacity(entries.count)
    // Backwards, so that the first of duplicated keys is the one kept, with one hash a key.
    for position in entries.indices.reversed() { index[entries[position].key] = position }
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

  /// The position of a UTF-16 offset inside an entry's message, in the file the entry was
  /// read from, following the value's syntax (and, for converted values, its source map).
  public func position(ofMessageOffset offset: Int, in entry: CatalogEntry) -> SourcePosition {
    let file = self.source(of: entry)
    if let map = entry.sourceMap, let location = map.location(ofMessageOffset: offset) {
      return file.position(ofUTF16Offset: location.valueIndex, in: location.syntax, at: location.valueOffset)
    }
    return file.position(ofUTF16Offset: offset, in: entry.valueSyntax, at: entry.valueOffset)
  }

  /// The file an entry was read from: its companion file, or this locale file.
  ///
  /// A locale of a `.lproj` folder can have two files (`Localizable.strings` and
  /// `Localizable.stringsdict`); use ``position(ofKeyOf:)``, ``position(ofMessageOffset:in:)``
  /// and ``path(of:)`` for entries rather than ``position(ofByte:)`` and ``path``.
  public func source(of entry: CatalogEntry) -> SourceFile {
    entry.companion ?? source
  }

  /// The path of the file an entry was read from.
  public func path(of entry: CatalogEntry) -> String {
    source(of: entry).path
  }

  /// The position of an entry's key in the file it was read from.
  public func position(ofKeyOf entry: CatalogEntry) -> SourcePosition {
    source(of: entry).position(ofByte: entry.keyOffset)
  }

  /// Where a finding about a missing translation of `key` goes: the key's place in a file
  /// that holds every locale, or the file's header.
  public func position(ofMissingKey key: String) -> SourcePosition {
    missingKeyOffsets[key].map { position(ofByte: $0) } ?? headerPosition
  }

  /// Where a finding about the whole file goes: the `"@@locale"` key, or the first line.
  public var headerPosition: SourcePosition {
    position(ofByte: localeKeyOffset ?? 0)
  }
}
