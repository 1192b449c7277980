import Dispatch
import ICU
import LocaleCatalog
import VerbSpecificity

/// Checking a large catalog a share of its keys at a time.
///
/// Parsed messages take some twenty times the size of their file, so a catalog of
/// ``LocaleCatalog/Catalog/indexedFiles`` is checked in shares: every file's messages of a
/// share of the keys are read, checked as a catalog of their own and let go, two shares at a
/// time. A key falls in the same share in every file, so each rule sees a key in every locale
/// at once. The keys that rules compare with one another (labels with a role or a verb,
/// generic confirmations such as “OK” whose translations are a locale's own wording, the keys
/// of `sheets.json`) all fall in the first share, with the findings about the catalog as a
/// whole; the others fall by a hash of the key. The findings are the same as those of the
/// whole catalog read at once.
extension Linter {
  /// Checks a catalog of indexed files a share of its keys at a time.
  func runInShares(_ catalog: Catalog, locales: Set<LocaleID>?) -> LintResult {
    let indexed = catalog.indexedFiles
    let lexicons = LexiconSet.catalog(directory: catalog.lexiconDirectory, bundled: catalog.usesBundledLexicons)
    let source = indexed.first { $0.locale == catalog.sourceLocale }
    let plan = SharePlan(catalog: catalog, source: source, lexicons: lexicons, keysPerShare: keysPerShare)
    let places = Self.placesOfMissingKeys(in: indexed, source: source)
    let results = Locked<[LintResult?]>(Array(repeating: nil, count: plan.shareCount))
    DispatchQueue.concurrentPerform(iterations: plan.shareCount) { share in
      var files: [LocaleFile] = []
      var diagnostics: [Diagnostic] = share == 0 ? catalog.loadDiagnostics : []
      for (position, file) in indexed.enumerated() {
        let read = file.reading(
          plan.positions[position][share], metadataOf: { plan.share(ofKey: $0, hash: $1) == share },
          placesOfMissingKeys: places[file.locale] ?? [:])
        files.append(read.file)
        diagnostics += read.diagnostics
      }
      var part = Catalog(
        directory: catalog.directory, sourceLocale: catalog.sourceLocale, files: files, sheets: catalog.sheets,
        sheetsSource: catalog.sheetsSource, lexiconDirectory: catalog.lexiconDirectory,
        loadDiagnostics: diagnostics, rejectedSources: share == 0 ? catalog.rejectedSources : [],
        format: catalog.format)
      part.usesBundledLexicons = catalog.usesBundledLexicons
      part.listsEveryKeyPerFile = catalog.listsEveryKeyPerFile
      let result = run(
        part, locales: locales, in: LintContext(catalog: part, lexicons: lexicons), catalogWide: share == 0)
      results.withLock { $0[share] = result }
    }
    let parts = results.withLock { $0 }.compactMap { $0 }
    let metadata = source?.metadata ?? [:]
    var completions: [LocaleCompletion] = []
    for completion in parts.flatMap(\.completions) {
      if let index = completions.firstIndex(where: { $0.locale == completion.locale }) {
        completions[index].expectedKeys += completion.expectedKeys
      } else {
        completions.append(completion)
      }
    }
    return LintResult(
      diagnostics: parts.flatMap(\.diagnostics).filter { !Self.isSuppressed($0, by: metadata) }.sorted(),
      fileCount: parts.first?.fileCount ?? 0, messageCount: parts.reduce(0) { $0 + $1.messageCount },
      excerpts: [:], completions: completions)
  }

  /// Where each key a translation lacks belongs in it (for `catalog.missing-key`), worked
  /// out over the whole file: a share holds too few of its keys to tell.
  static func placesOfMissingKeys(in files: [IndexedLocaleFile], source: IndexedLocaleFile?)
    -> [LocaleID: [String: MissingKeyPlace]]
  {
    guard let source else { return [:] }
    var places: [LocaleID: [String: MissingKeyPlace]] = [:]
    for file in files where file.locale != source.locale && file.localeKeyOffset == nil {
      guard let first = file.members.first else { continue }
      // Members by key hash; the rare keys that share a hash are told apart by reading them.
      var byHash: [UInt32: Int32] = [:]
      byHash.reserveCapacity(file.members.count)
      var sharing: [UInt32: [Int32]] = [:]
      for (position, member) in file.members.enumerated() {
        if byHash[member.keyHash] == nil {
          byHash[member.keyHash] = Int32(position)
        } else {
          sharing[member.keyHash, default: []].append(Int32(position))
        }
      }
      func member(for key: String, hash: UInt32) -> IndexedLocaleFile.Member? {
        guard let position = byHash[hash] else { return nil }
        for candidate in [position] + (sharing[hash] ?? []) {
          let member = file.members[Int(candidate)]
          if file.key(of: member) == key { return member }
        }
        return nil
      }
      var found: [String: MissingKeyPlace] = [:]
      var place = MissingKeyPlace(neighbour: file.key(of: first), neighbourOffset: first.keyOffset, isAfter: false)
      for sourceMember in source.members {
        let key = source.key(of: sourceMember)
        if let present = member(for: key, hash: sourceMember.keyHash) {
          place = MissingKeyPlace(neighbour: key, neighbourOffset: present.keyOffset, isAfter: true)
        } else {
          found[key] = place
        }
      }
      places[file.locale] = found
    }
    return places
  }
}

/// Which share of a large catalog each key falls in.
struct SharePlan: Sendable {
  /// How many shares there are: the first, of keys checked together, and those by hash.
  let shareCount: Int
  /// For each indexed file (in the catalog's order), for each share, the positions of its
  /// members in that share.
  let positions: [[[Int32]]]
  /// The keys of the first share.
  private let together: Set<String>
  private let togetherHashes: Set<UInt32>

  init(catalog: Catalog, source: IndexedLocaleFile?, lexicons: LexiconSet, keysPerShare: Int) {
    var together: Set<String> = []
    for sheet in catalog.sheets {
      for reference in sheet.references { together.insert(reference.key) }
    }
    if let source {
      for (key, metadata) in source.metadata where metadata.role != nil || metadata.verb != nil {
        together.insert(key)
      }
      together.formUnion(Self.genericConfirmations(in: source, lexicons: lexicons))
    }
    self.together = together
    self.togetherHashes = Set(together.map(IndexedLocaleFile.hash))
    let largest = catalog.indexedFiles.map(\.members.count).max() ?? 0
    let hashed = max(1, (largest + keysPerShare - 1) / max(1, keysPerShare))
    self.shareCount = hashed + 1
    var positions: [[[Int32]]] = []
    for file in catalog.indexedFiles {
      var shares = [[Int32]](repeating: [], count: hashed + 1)
      for (position, member) in file.members.enumerated() {
        // The key is read only when its hash is one of the first share's.
        let share = Self.share(hash: member.keyHash, of: together, togetherHashes, hashedShares: hashed) {
          file.key(of: member)
        }
        shares[share].append(Int32(position))
      }
      positions.append(shares)
    }
    self.positions = positions
  }

  /// The share of `key` (with its ``LocaleCatalog/IndexedLocaleFile/hash(_:)``).
  func share(ofKey key: String, hash: UInt32) -> Int {
    Self.share(hash: hash, of: together, togetherHashes, hashedShares: shareCount - 1) { key }
  }

  /// The share of a key: the first for the keys checked together, else one of the
  /// `hashedShares` after it by the key's hash.
  private static func share(
    hash: UInt32, of together: Set<String>, _ togetherHashes: Set<UInt32>, hashedShares: Int, key: () -> String
  ) -> Int {
    togetherHashes.contains(hash) && together.contains(key()) ? 0 : 1 + Int(hash % UInt32(hashedShares))
  }

  /// The source keys whose text is a generic confirmation (“OK”) by the source lexicon: their
  /// translations are added to each locale's wording when labels are judged.
  static func genericConfirmations(in source: IndexedLocaleFile, lexicons: LexiconSet) -> Set<String> {
    guard let analyzer = try? VerbAnalyzer(locale: source.locale, lexicon: lexicons.lexicon(for: source.locale))
    else { return [] }
    var keys: Set<String> = []
    for member in source.members {
      guard let text = source.text(of: member), text.utf8.count <= 96 else { continue }
      // Without quotes, a text without braces is its own plain text and one with them has
      // arguments; with quotes, ICU tells.
      let plain: String?
      if text.utf8.contains(UInt8(ascii: "'")) {
        plain = (try? MessagePattern.parse(text))?.plainText
      } else {
        plain = text.utf8.contains(UInt8(ascii: "{")) ? nil : text
      }
      guard let plain, plain.utf8.count <= 48, case .generic = analyzer.verdict(on: plain) else { continue }
      keys.insert(source.key(of: member))
    }
    return keys
  }
}
