import Foundation
import LocaleCatalog
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading refuses what is not a regular file, at once, and stops at the size limit even
/// for a file that never ends.
@Suite("Reading regular files only")
struct RegularFileTests {
  func reason(_ result: Result<[UInt8], CatalogLoadError>) -> String? {
    if case .failure(let error) = result { return error.reason }
    return nil
  }

  @Test func aPipeWithNoWriterIsRefusedAtOnce() throws {
    let catalog = try TemporaryCatalog(text: [:])
    defer { catalog.remove() }
    let path = catalog.path + "/de.json"
    #expect(mkfifo(path, 0o644) == 0)
    let started = Date()
    #expect(
      reason(RegularFile.read(path, maximumSize: 1 << 20)) == "a named pipe (FIFO), not a regular file; it is not read")
    #expect(Date().timeIntervalSince(started) < 1)
  }

  @Test func aDeviceThatNeverEndsIsRefused() {
    #expect(
      reason(RegularFile.read("/dev/zero", maximumSize: 1 << 20)) == "a device, not a regular file; it is not read")
  }

  @Test func aFileOverTheLimitIsRefusedAndOneAtTheLimitIsRead() throws {
    let catalog = try TemporaryCatalog(["big.json": [UInt8](repeating: 0x20, count: 4097), "ok.json": [0x7B, 0x7D]])
    defer { catalog.remove() }
    #expect(
      reason(RegularFile.read(catalog.path + "/big.json", maximumSize: 4096))?.hasPrefix("the file is larger than")
        == true)
    #expect((try? RegularFile.read(catalog.path + "/big.json", maximumSize: 4097).get())?.count == 4097)
    #expect(try RegularFile.read(catalog.path + "/ok.json", maximumSize: 2).get() == [0x7B, 0x7D])
    #expect(reason(RegularFile.read(catalog.path, maximumSize: 2)) == "a directory, not a file")
    #expect(reason(RegularFile.read(catalog.path + "/none.json", maximumSize: 2)) == "no such file")
  }

  @Test func aFileThatGrowsWhileReadStopsAtTheLimit() throws {
    let catalog = try TemporaryCatalog(["growing.json": [0x7B]])
    defer { catalog.remove() }
    let path = catalog.path + "/growing.json"
    // A writer keeps appending; the read must end, with the file or with the limit's error.
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      for _ in 0..<2000 {
        handle.seekToEndOfFile()
        handle.write(Data(repeating: 0x20, count: 4096))
      }
      try? handle.close()
    }
    writer.start()
    let started = Date()
    var refused = false
    // Reads while the file grows past the limit, until one is refused.
    while !refused, Date().timeIntervalSince(started) < 30 {
      switch RegularFile.read(path, maximumSize: 1 << 20) {
      case .success(let bytes): #expect(bytes.count <= 1 << 20)
      case .failure(let error):
        #expect(error.reason.hasPrefix("the file is larger than 1 MiB"))
        refused = true
      }
    }
    #expect(refused)
    #expect(Date().timeIntervalSince(started) < 30)
  }
}
