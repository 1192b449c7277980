import Dispatch
import ICU
import Testing
import VerbSpecificity

@Suite("Snowball stemmers of the system library")
struct SnowballStemmerTests {
  @Test func theSystemLibraryNamesItsAlgorithms() throws {
    #expect(SnowballStemmer.algorithms.contains("english"))
    #expect(SnowballStemmer.algorithms.contains("serbian"))
    #expect(SnowballStemmer.shared(language: "pt-BR")?.algorithm == "portuguese")
    #expect(SnowballStemmer.shared(language: "hy")?.algorithm == "armenian")
    // Snowball has no Polish or Japanese stemmer.
    #expect(SnowballStemmer.shared(language: "pl") == nil)
    #expect(SnowballStemmer.shared(language: "ja") == nil)
    do {
      _ = try SnowballStemmer(algorithm: "klingon")
      Issue.record("a stemmer for an unknown algorithm")
    } catch {
      #expect(error.algorithm == "klingon")
    }
  }

  @Test(arguments: [
    ("pt", "excluir", "excluí"), ("ru", "удалить", "удалите"), ("de", "löschen", "lösche"),
    ("ar", "حذف", "بحذف"), ("en", "delete", "deleting"), ("fr", "supprimer", "supprimez"),
  ])
  func formsOfOneVerbShareAStem(language: String, word: String, form: String) throws {
    let stemmer = try #require(SnowballStemmer.shared(language: language))
    #expect(stemmer.stem(word) == stemmer.stem(form))
    #expect(stemmer.stems(of: [word, form]) == [stemmer.stem(word), stemmer.stem(form)])
  }

  @Test func oneStemmerIsSafeToShareBetweenThreads() throws {
    let stemmer = try #require(SnowballStemmer.shared(language: "ru"))
    let words = ["удалить", "удалите", "удаляет", "очистить", "очистите", "заблокировать", "отмена"]
    let expected = words.map { try? SnowballStemmer(algorithm: "russian").stem($0) }
    let results = Locked<[[String]]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let stems = (0..<50).flatMap { _ in words.map(stemmer.stem) }
      results.withLock { $0.append(Array(stems.prefix(words.count))) }
    }
    for stems in results.withLock({ $0 }) { #expect(stems == expected.compactMap { $0 }) }
  }
}
