internal import CStemmer
import ICU

/// A Snowball stemmer of one language, from the system's libstemmer: “löschen” and “lösche”
/// have one stem, so do “excluir” and “excluí”, “удалить” and “удалите”.
///
/// A libstemmer object is not thread-safe; this one is used under a lock, and remembers the
/// stem of every word it has seen, so each distinct word is stemmed once. Stemmers are shared
/// per algorithm (``shared(language:)``): a catalog's locales analysed in parallel each use
/// their own language's.
public final class SnowballStemmer: Sendable {
  /// The Snowball algorithm, such as `german` or `portuguese`.
  public let algorithm: String
  private let state: Locked<State>

  private struct State {
    let handle: OpaquePointer
    var stems: [String: String] = [:]
  }

  /// The most words remembered; past it the memory starts again.
  static let cacheLimit = 50_000

  /// The algorithm's name was not one the system library has.
  public struct UnknownAlgorithm: Error, Sendable, Equatable {
    /// The name asked for.
    public let algorithm: String
  }

  /// Opens the stemmer of `algorithm` (one of ``algorithms``), reading and writing UTF-8.
  /// - Throws: ``UnknownAlgorithm`` when the system library has no such algorithm (or
  ///   cannot allocate it).
  public init(algorithm: String) throws(UnknownAlgorithm) {
    guard let handle = sb_stemmer_new(algorithm, "UTF_8") else { throw UnknownAlgorithm(algorithm: algorithm) }
    self.algorithm = algorithm
    self.state = Locked(State(handle: handle))
  }

  deinit {
    state.withLock { sb_stemmer_delete($0.handle) }
  }

  /// The stem of `word`, which should be lower case (folded as labels are); the word itself
  /// when it is empty or the library fails.
  public func stem(_ word: String) -> String {
    state.withLock { Self.stem(word, in: &$0) }
  }

  /// The stems of `words`, in order, under one lock.
  public func stems(of words: [String]) -> [String] {
    state.withLock { state in words.map { Self.stem($0, in: &state) } }
  }

  private static func stem(_ word: String, in state: inout State) -> String {
    if let known = state.stems[word] { return known }
    guard !word.isEmpty else { return word }
    let bytes = Array(word.utf8)
    let stem = bytes.withUnsafeBufferPointer { buffer -> String in
      guard let base = buffer.baseAddress, let output = sb_stemmer_stem(state.handle, base, Int32(buffer.count))
      else { return word }
      let length = Int(sb_stemmer_length(state.handle))
      return String(decoding: UnsafeBufferPointer(start: output, count: max(0, length)), as: UTF8.self)
    }
    if state.stems.count >= cacheLimit { state.stems.removeAll(keepingCapacity: true) }
    state.stems[word] = stem
    return stem
  }

  /// The algorithms of the system library (`sb_stemmer_list`), such as `english`, `serbian`.
  public static let algorithms: [String] = {
    var names: [String] = []
    guard var list = sb_stemmer_list() else { return names }
    while let name = list.pointee {
      names.append(String(cString: name))
      list += 1
    }
    return names
  }()

  /// The Snowball algorithm of each language that Snowball covers, by ISO 639 code. Only
  /// those the system library has are used (``algorithms``).
  public static let algorithmByLanguage: [String: String] = [
    "ar": "arabic", "ca": "catalan", "da": "danish", "de": "german", "el": "greek", "en": "english",
    "eo": "esperanto", "es": "spanish", "et": "estonian", "eu": "basque", "fi": "finnish", "fr": "french",
    "ga": "irish", "hi": "hindi", "hu": "hungarian", "hy": "armenian", "id": "indonesian", "it": "italian",
    "lt": "lithuanian", "nb": "norwegian", "ne": "nepali", "nl": "dutch", "no": "norwegian", "pt": "portuguese",
    "ro": "romanian", "ru": "russian", "sr": "serbian", "sv": "swedish", "ta": "tamil", "tr": "turkish",
    "yi": "yiddish",
  ]

  private static let registry = Locked<[String: SnowballStemmer?]>([:])

  /// The shared stemmer of `language` (a language tag such as `pt` or `pt-BR`: its
  /// language subtag decides), or nil when Snowball has no algorithm for it.
  public static func shared(language: String) -> SnowballStemmer? {
    let code = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    guard let algorithm = algorithmByLanguage[code], algorithms.contains(algorithm) else { return nil }
    return registry.withLock { registry in
      if let known = registry[algorithm] { return known }
      let stemmer = try? SnowballStemmer(algorithm: algorithm)
      registry[algorithm] = stemmer
      return stemmer
    }
  }
}
