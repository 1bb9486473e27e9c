import ChoiceTestSupport
import Foundation
import SeededRandom
import Testing

@testable import FieldChoices

/// A source cuts, checks (`ItemPrefilter`) and keys a large read on several threads: the list it
/// fills ranks the same items in the same order as one read on one thread, and as the same items
/// given at once.
@Suite("Parallel reading")
struct ParallelReadTests {
  /// Random lines of few pieces, so that many tie: ASCII and not (accents, CJK, the Kelvin sign,
  /// decomposed `é`, bytes that are not UTF-8), some with CR LF, some empty.
  static func input(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] =
      [
        "a", "b", "c", "e", "ab", "x", "/", " ", "-", "é", "É", "日本", "λ", "\u{212A}", "e\u{301}", "ａ", "ẞ",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3]]
    var bytes: [UInt8] = []
    for _ in 0..<count {
      for _ in 0..<Int.random(in: 0...4, using: &random) { bytes += pieces.randomElement(using: &random)! }
      bytes += Int.random(in: 0..<20, using: &random) == 0 ? [0x0D, 0x0A] : [0x0A]
    }
    return bytes + [0x61, 0x62]  // a last line with no line feed
  }

  /// The rows of a list read from a file of `bytes` in `parts`, and how many reads were cut on
  /// several threads.
  static func read(
    _ bytes: [UInt8], query: String, parts: Int, configuration: ChoiceList.Configuration
  ) throws -> (rows: [[UInt8]], parted: Int) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tf-parallel-\(UUID()).txt").path
    defer { unlink(path) }
    try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let source = ChoiceSource(
      fileDescriptor: descriptor,
      prefilter: configuration.discardsUnmatched
        ? ItemPrefilter(ChoiceQuery(query, mode: configuration.matching)) : nil,
      parts: parts)
    var list = ChoiceList(source: source, configuration: configuration)
    list.setQuery(query)
    while list.isReading {
      source.wait(timeout: nil)
      list.absorb()
    }
    list.rankAll()
    let rows = (0..<list.matchCount).map { list.rawBytes(of: list.item(atRow: $0)!) }
    return (rows, source.partedReads)
  }

  @Test(
    "two or three threads rank the same lines in the same order as one, and as the items given at once",
    arguments: ["e", "ab", "é", "k", "^a b$", "'ab", "!c a | 日", "E", "xq"])
  func sameAsOneThread(query: String) throws {
    // More than one read (`SourceState.readSize`): lines are cut across reads too.
    let bytes = Self.input(60_000, seed: 0x38)
    #expect(bytes.count > SourceState.readSize)
    let given = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }.filter { !$0.isEmpty }
    for discards in [true, false] {
      for matching in discards ? [ChoiceQuery.Mode.fuzzy, .exact] : [.fuzzy] {
        var configuration = ChoiceList.Configuration(matching: matching, discardsUnmatched: discards)
        configuration.tiebreaks = [.length]
        let serial = try Self.read(bytes, query: query, parts: 1, configuration: configuration)
        #expect(serial.parted == 0)
        for parts in [2, 3] {
          let parallel = try Self.read(bytes, query: query, parts: parts, configuration: configuration)
          #expect(parallel.parted > 0)
          #expect(parallel.rows == serial.rows, "\(query), \(parts) parts, discards: \(discards)")
        }
        var list = ChoiceList(items: given, configuration: configuration)
        list.setQuery(query)
        list.rankAll()
        let expected = (0..<list.matchCount).map { list.rawBytes(of: list.item(atRow: $0)!) }
        #expect(serial.rows.count == expected.count, "\(query)")
        #expect(
          serial.rows.map { String(decoding: $0, as: UTF8.self) }
            == expected.map { String(decoding: $0, as: UTF8.self) })
      }
    }
  }

  /// Items of every awkward kind, separated by `separator`: empty ones, CR LF (a CR alone
  /// too), one longer than a read, separators the other mode keeps; the last without its
  /// separator.
  static func awkward(_ count: Int, separator: UInt8, seed: UInt64) -> (bytes: [UInt8], items: [[UInt8]]) {
    var random = SplitMix64(seed: seed)
    var bytes: [UInt8] = []
    var items: [[UInt8]] = []
    for index in 0..<count {
      var item: [UInt8]
      switch Int.random(in: 0..<12, using: &random) {
      case 0: item = []
      case 1: item = Array("crlf \(index)\r".utf8)
      case 2: item = Array("a\nb \(index)".utf8)
      case 3: item = Array("é/日本/\(index)".utf8) + [0xFF]
      default: item = Array("/usr/share/doc/item-\(index)".utf8)
      }
      if index == count / 2 { item = Array(repeating: 0x61, count: SourceState.readSize * 2 + 5) }
      bytes += item
      if index < count - 1 { bytes.append(separator) }
      if separator == 0x0A && item.last == 0x0D { item.removeLast() }
      if separator == 0x0A {
        items += item.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
      } else {
        items.append(item)
      }
    }
    return (bytes, items.filter { !$0.isEmpty })
  }

  @Test("through a pipe written in odd pieces, on one to three threads: every item once, byte for byte")
  func everyItemOnce() throws {
    for separator: UInt8 in [0x0A, 0x00] {
      let (bytes, expected) = Self.awkward(120_000, separator: separator, seed: UInt64(separator) + 7)
      for parts in [1, 2, 3] {
        let pipe = try ItemPipe()
        let source = ChoiceSource(
          fileDescriptor: pipe.readEnd, separator: separator == 0 ? .nul : .newline, prefilter: nil,
          parts: parts)
        var list = ChoiceList(source: source)
        let writer = Thread {
          var random = SplitMix64(seed: UInt64(parts))
          var offset = 0
          while offset < bytes.count {
            let size = [1, 7, 4_093, 65_537, 300_001].randomElement(using: &random)!
            pipe.write(Array(bytes[offset..<min(bytes.count, offset + size)]))
            offset += size
          }
          pipe.closeWriting()
        }
        writer.start()
        while list.isReading {
          source.wait(timeout: nil)
          list.absorb()
        }
        #expect(list.count == expected.count, "separator \(separator), \(parts) parts")
        #expect(list.itemsRead == expected.count)
        #expect((0..<list.count).allSatisfy { list.rawBytes(of: $0) == expected[$0] })
        #expect(list.invariantViolations().isEmpty)
      }
    }
  }
}
