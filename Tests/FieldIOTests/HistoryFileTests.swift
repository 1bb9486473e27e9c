import FieldEngine
import Foundation
import Testing

@testable import FieldIO

/// The history file store: the format, appends, 0600, links, compaction, and every bad file
/// (a directory, invalid UTF-8, control characters, a line over 1 MiB, a 1 GiB file): what can
/// be used is used, the rest skipped and reported once, and the file never truncated or
/// rewritten because of what it held.
@Suite("History files")
struct HistoryFileTests {
  /// A fresh directory for one test, removed at the end.
  final class Directory {
    let path: String
    init() {
      path = NSTemporaryDirectory() + "tf-history-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
  }

  /// Reads a file as a field would: every step, then the history and the report.
  static func load(_ file: HistoryFile) -> (history: FieldHistory, report: String?, load: HistoryLoad) {
    var history = FieldHistory()
    var load = file.load()
    var steps = 0
    while !load.step({ history.appendOlder(utf8: $0) }) { steps += 1 }
    return (history, load.report, load)
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Writes a file as tfield would have made it: mode 0600.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o600)
  }

  @Test("appends one line a value, oldest first; reads them back newest first")
  func roundTrip() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.file("h"))
    #expect(try file.append("first") == .stored)
    #expect(try file.append("second 日本 👍🏽") == .stored)
    #expect(try file.append("second 日本 👍🏽") == .skipped(.repeated))
    #expect(try file.append("") == .skipped(.empty))
    #expect(try file.append("third") == .stored)
    #expect(String(decoding: try Self.bytes(file.path), as: UTF8.self) == "first\nsecond 日本 👍🏽\nthird\n")
    let (history, report, _) = Self.load(file)
    #expect(history.all == ["third", "second 日本 👍🏽", "first"])
    #expect(report == nil)
  }

  @Test("a file is created with mode 0600; a missing file is an empty history, no message")
  func created() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.file("h"))
    let (history, report, _) = Self.load(file)
    #expect(history.count == 0 && report == nil)
    umask(0o022)
    _ = try file.append("x")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("a symbolic link stays a link: the file it points to is written, and compacted; no lock file is left")
  func link() throws {
    let directory = Directory()
    let target = directory.file("real")
    let link = directory.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real")
    let file = HistoryFile(path: link, size: 2)
    for index in 1...6 { _ = try file.append("v\(index)") }
    let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
    #expect(String(decoding: try Self.bytes(target), as: UTF8.self).hasSuffix("v5\nv6\n"))
    #expect(Self.load(file).history.all.prefix(2) == ["v6", "v5"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link", "real"])
  }

  @Test("past size + size/4 lines, an append compacts to the newest size, by a rename; owner and mode kept")
  func compaction() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.file("h"), size: 8)
    var results: [HistoryAppend] = []
    for index in 1...10 { results.append(try file.append("entry \(index)")) }
    // 8 + 2 lines may stay; the 11th makes it compact.
    #expect(!results.contains { if case .storedAndCompacted = $0 { true } else { false } })
    // A group of its own (as root, any; else one of the user's), which the new file keeps.
    let group = getuid() == 0 ? gid_t(4321) : getegid()
    #expect(chown(file.path, geteuid(), group) == 0)
    var before = stat()
    stat(file.path, &before)
    #expect(try file.append("entry 11") == .storedAndCompacted(kept: 8))
    let text = String(decoding: try Self.bytes(file.path), as: UTF8.self)
    #expect(text == (4...11).map { "entry \($0)\n" }.joined())
    var after = stat()
    stat(file.path, &after)
    #expect(after.st_ino != before.st_ino)
    #expect(after.st_mode & 0o7777 == 0o600 && after.st_uid == geteuid() && after.st_gid == group)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["h"])
  }

  @Test("--history-size 0 reads and writes nothing")
  func sizeZero() throws {
    let directory = Directory()
    try Self.write(Array("a\n".utf8), to: directory.file("h"))
    let file = HistoryFile(path: directory.file("h"), size: 0)
    #expect(try file.append("b") == .skipped(.empty))
    #expect(Self.load(file).history.count == 0)
    #expect(try Self.bytes(file.path) == Array("a\n".utf8))
  }

  @Test("CRLF line ends, a last line without one, empty lines: all read; an append ends the last line first")
  func lineEnds() throws {
    let directory = Directory()
    try Self.write(Array("one\r\n\ntwo\r\nthree".utf8), to: directory.file("h"))
    let file = HistoryFile(path: directory.file("h"))
    let (history, report, _) = Self.load(file)
    #expect(history.all == ["three", "two", "one"])
    #expect(report == nil)
    _ = try file.append("four")
    #expect(String(decoding: try Self.bytes(file.path), as: UTF8.self) == "one\r\n\ntwo\r\nthree\nfour\n")
  }

  @Test("a directory never stops the field: the message says so, and an append fails with the reason")
  func directoryPath() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.path)
    let (history, report, _) = Self.load(file)
    #expect(history.count == 0)
    #expect(report == "history \(directory.path): not a file (a directory or a device)")
    #expect(throws: HistoryFileError.self) { try file.append("x") }
    let result: Result<HistoryAppend, HistoryFileError> = Result { () throws(HistoryFileError) in
      try file.append("x")
    }
    #expect(
      HistoryFile.warning(for: result)
        == "not saved: history \(directory.path): not a file (a directory or a device)")
  }

  @Test(
    "invalid UTF-8, control characters, a line over 1 MiB: skipped, counted once; the rest read; never compacted, never truncated"
  )
  func badLines() throws {
    let directory = Directory()
    var bytes = Array("good 1\n".utf8)
    bytes += [0x62, 0x61, 0x64, 0xFF, 0x0A]  // "bad\xFF"
    bytes += Array("tab\there\n".utf8)
    bytes += [UInt8](repeating: 0x61, count: HistoryReader.lineLimit + 1) + [0x0A]
    bytes += Array("good 2\n".utf8)
    try Self.write(bytes, to: directory.file("h"))
    let file = HistoryFile(path: directory.file("h"), size: 1)
    let (history, report, _) = Self.load(file)
    // Size 1: the newest entry only; reading stops there.
    #expect(history.all == ["good 2"])
    let wide = HistoryFile(path: directory.file("h"), size: 100)
    let (all, wideReport, _) = Self.load(wide)
    #expect(all.all == ["good 2", "good 1"])
    #expect(report == nil)
    #expect(
      wideReport
        == "history \(wide.path): skipped 1 line not UTF-8, 1 line with control characters, 1 line over 1 MiB; "
        + "the file is never compacted while it holds them")
    // Over its size of 1, but holding other lines: stored, never compacted.
    let result = try file.append("good 3")
    guard case .storedNotCompacted(.holdsOtherLines) = result else {
      Issue.record("expected no compaction, got \(result)")
      return
    }
    #expect(try Self.bytes(file.path) == bytes + Array("good 3\n".utf8))
  }

  @Test(
    "a 1 GiB (sparse) file: its last 256 MiB read for what they hold, said once; appended to, never truncated"
  )
  func gigabyte() throws {
    let directory = Directory()
    let path = directory.file("big")
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
    #expect(descriptor >= 0)
    let gigabyte = off_t(1 << 30)
    #expect(ftruncate(descriptor, gigabyte) == 0)
    let tail = Array("\nlast but one\nlast\n".utf8)
    #expect(pwrite(descriptor, tail, tail.count, gigabyte) == tail.count)
    close(descriptor)
    let file = HistoryFile(path: path, size: 10)
    let (history, report, load) = Self.load(file)
    #expect(history.all == ["last", "last but one"])
    #expect(load.stoppedAtReadLimit)
    #expect(
      report
        == "history \(path): skipped 1 line over 1 MiB; the file is never compacted while it holds them; "
        + "only its last 256 MiB of 1.0 GiB read")
    let before = Int(gigabyte) + tail.count
    // Never read whole to see whether it is due: over 256 MiB, it is too large to compact.
    #expect(try file.append("new") == .storedNotCompacted(.tooLargeToCompact(path)))
    let small = HistoryFile(path: path, size: 1)
    #expect(try small.append("newer") == .storedNotCompacted(.tooLargeToCompact(path)))
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect(size == before + 4 + 6)
  }

  @Test("the reader gives the same lines whatever the chunks", arguments: [1, 2, 3, 7, 64, 1 << 20])
  func chunks(size: Int) {
    let text = Array("alpha\r\nbeta\n\ngam\u{FF}ma\nδέλτα\nlast".utf8)
    var reader = HistoryReader(entryLimit: 100)
    var lines: [String] = []
    var end = text.count
    while end > 0 {
      let start = max(0, end - size)
      text[start..<end].withUnsafeBufferPointer { chunk in
        reader.feed(chunk, startingAt: start, atStart: start == 0) { bytes, _ in
          if let refusal = EntryRefusal.check(bytes) { return refusal }
          lines.append(String(decoding: bytes, as: UTF8.self))
          return nil
        }
      }
      end = start
    }
    #expect(lines == ["last", "δέλτα", "gamÿma", "beta", "alpha"])
    #expect(reader.problems == HistoryReader.Problems())
  }
}
