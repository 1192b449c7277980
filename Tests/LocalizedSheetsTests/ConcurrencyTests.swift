import ActionSheetCore
import Dispatch
import Foundation
import ICU
import LocaleCatalog
import LocalizedSheets
import Testing

/// `LocalizedCatalog` built and used from many threads at once gives what one thread gives.
/// Run under the thread sanitizer by `swift test --sanitize=thread --filter ConcurrencyTests`
/// (see README, Reliability), where a data race fails the run.
@Suite("LocalizedCatalog from many threads")
struct ConcurrencyTests {
  static let tags = ["en", "de", "fr", "ru", "pl", "ar", "he", "ja", "zh-Hans", "pt-BR"]
  static let counts: [Int64] = [0, 1, 2, 5, 21, 101]

  static func labels(_ catalog: LocalizedCatalog, tag: String, count: Int64) throws -> [String] {
    let template = try SheetTemplate<String>(sheet: "delete-photos", in: catalog.catalog) { $0 }
    let sheet = try catalog.sheet(template, locale: LocaleID(tag), arguments: ["count": .integer(count)])
    return [sheet.title] + sheet.buttons.map(\.label)
  }

  @Test func oneCatalogSharedByManyThreadsGivesWhatOneThreadGives() throws {
    let shared = try LocalizedCatalog(directory: Paths.locales)
    let serial = try LocalizedCatalog(directory: Paths.locales)
    var expected: [String: [String]] = [:]
    for tag in Self.tags {
      for count in Self.counts { expected["\(tag) \(count)"] = try Self.labels(serial, tag: tag, count: count) }
    }
    let results = Locked<[String: [String]]>([:])
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 240) { index in
      let tag = Self.tags[index % Self.tags.count]
      let count = Self.counts[(index / Self.tags.count) % Self.counts.count]
      do {
        let labels = try Self.labels(shared, tag: tag, count: count)
        results.withLock { $0["\(tag) \(count)"] = labels }
        _ = shared.failingVerdict(for: "delete-photos.delete", in: try LocaleID(tag))
      } catch {
        failures.withLock { $0.append("\(tag) \(count): \(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty)
    #expect(results.withLock { $0 } == expected)
    #expect(shared.cachedFormatterCount == serial.cachedFormatterCount)
  }

  @Test func catalogsBuiltOnManyThreadsAtOnceAgree() throws {
    let built = Locked<[[String]]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      guard let catalog = try? LocalizedCatalog(directory: Paths.locales),
        let labels = try? Self.labels(catalog, tag: Self.tags[index % Self.tags.count], count: 2)
      else { return }
      built.withLock { $0.append([Self.tags[index % Self.tags.count]] + labels) }
    }
    let all = built.withLock { $0 }
    #expect(all.count == 8)
    #expect(Set(all.filter { $0.first == "ru" }).count == 1)
  }
}
