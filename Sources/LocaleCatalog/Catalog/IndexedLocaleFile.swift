import ICU

/// A native locale file whose keys, metadata and message offsets are known but whose
/// messages are not read yet: a large catalog is checked a share of its keys at a time
/// (``reading(_:metadataOf:placesOfMissingKeys:)``), so that it never holds every message's parsed form at once.
///
/// It keeps the file's bytes (for positions and the lines findings show) and 24 bytes
/// or so for each message.
public struct IndexedLocaleFile: Sendable {
  /// Where one message is in the file.
  public struct Member: Sendable {
    /// The byte offset of the key's opening quote.
    public let keyOffset: Int
    /// The byte offset of the value's opening quote.
    public let valueOffset: Int
    /// ``IndexedLocaleFile/hash(_:)`` of the key: the same key has the same hash in every file.
    public let keyHash: UInt32
  }

  /// The locale, from the file name.
  public let locale: LocaleID
  /// The file as read.
  public let source: SourceFile
  /// The byte offset of the `"@@locale"` key, when the file has one.
  public let localeKeyOffset: Int?
  /// The messages, in file order; a duplicated key appears once, with its first value.
  public let members: [Member]
  /// `"@key"` metadata by key.
  public let metadata: [String: EntryMetadata]

  /// Creates an indexed file.
  init(
    locale: LocaleID, source: SourceFile, localeKeyOffset: Int?, members: [Member], metadata: [String: EntryMetadata]
  ) {
    self.locale = locale
    self.source = source
    self.localeKeyOffset = localeKeyOffset
    self.members = members
    self.metadata = metadata
  }

  /// The path of the file.
  public var path: String { source.path }

  /// The key of a member.
  public func key(of member: Member) -> String {
    if case .string(let key)? = JSONReader.value(in: source.bytes, at: member.keyOffset)?.value { return key }
    return ""
  }

  /// The text of a member's message, as written (before ICU parses it).
  public func text(of member: Member) -> String? {
    if case .string(let text)? = JSONReader.value(in: source.bytes, at: member.valueOffset)?.value { return text }
    return nil
  }

  /// A stable hash of a key (FNV-1a of its UTF-8 bytes), the same in every file and every run.
  public static func hash(_ key: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }

  /// The file with only the messages at `positions` (indices of ``members``, ascending),
  /// each read and parsed now, and only the metadata of keys `includesKey` accepts.
  /// - Parameters:
  ///   - positions: The members to read.
  ///   - includesKey: Whether the metadata of a key (given with its hash) belongs to the share.
  ///   - placesOfMissingKeys: Where each key the file lacks belongs, worked out over the whole file.
  /// - Returns: The file and the syntax errors of its messages.
  public func reading(
    _ positions: [Int32], metadataOf includesKey: (String, UInt32) -> Bool,
    placesOfMissingKeys: [String: MissingKeyPlace] = [:]
  ) -> (file: LocaleFile, diagnostics: [Diagnostic]) {
    var reader = LocaleFileReader(path: source.path, bytes: [])
    var entries: [CatalogEntry] = []
    entries.reserveCapacity(positions.count)
    for position in positions {
      let member = members[Int(position)]
      guard let text = text(of: member) else { continue }
      entries.append(
        reader.entry(
          key: key(of: member), keyOffset: member.keyOffset, text: text, valueOffset: member.valueOffset,
          source: source, locale: locale))
    }
    let file = LocaleFile(
      locale: locale, source: source, localeKeyOffset: localeKeyOffset, entries: entries,
      metadata: metadata.filter { includesKey($0.key, Self.hash($0.key)) }, placesOfMissingKeys: placesOfMissingKeys)
    return (file, reader.diagnostics)
  }
}

/// Where a key a translation lacks belongs in it, found over the whole file when the file is
/// checked a share of its keys at a time: after the last key before it in the source that
/// the translation has, or before the translation's first key.
public struct MissingKeyPlace: Sendable, Hashable {
  /// The key of the translation it belongs beside.
  public let neighbour: String
  /// The byte offset of that key.
  public let neighbourOffset: Int
  /// True when it belongs after the neighbour, false when before it.
  public let isAfter: Bool

  /// Creates a place.
  public init(neighbour: String, neighbourOffset: Int, isAfter: Bool) {
    self.neighbour = neighbour
    self.neighbourOffset = neighbourOffset
    self.isAfter = isAfter
  }
}
