import Foundation
import Testing

/// The history file store across processes (`tf-history-probe`): two appending at once lose
/// nothing, with and without compaction racing them; a file the reader may not read never stops
/// the field.
@Suite("History files across processes")
struct HistoryProcessTests {
  static func directory() -> String {
    let path = NSTemporaryDirectory() + "tf-history-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Runs `tf-history-probe append` in two processes at once, `count` values each.
  static func appendTogether(_ path: String, size: Int, count: Int) throws {
    let probe = try Binaries.path(of: "tf-history-probe")
    let results = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2)
    defer { results.deallocate() }
    nonisolated(unsafe) let shared = results
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let outcome = try? spawn(
        [probe, "append", path, String(size), index == 0 ? "a" : "b", String(count)],
        environment: testEnvironment())
      shared[index] = outcome?.status ?? -1
    }
    #expect(results[0] == 0 && results[1] == 0)
  }

  static func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test("two processes appending 1,000 entries each with a size of 5,000 lose none")
  func concurrentAppends() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try Self.appendTogether(path, size: 5_000, count: 1_000)
    let lines = try Self.lines(path)
    #expect(lines.count == 2_000)
    for prefix in ["a", "b"] {
      #expect(lines.filter { $0.hasPrefix(prefix + "-") } == (1...1_000).map { "\(prefix)-\($0)" })
    }
  }

  @Test("with compaction racing the appends, every line stays whole and the newest are kept in order")
  func concurrentCompaction() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try Self.appendTogether(path, size: 100, count: 1_000)
    let lines = try Self.lines(path)
    #expect(lines.count >= 100 && lines.count <= 125)
    // The file is the newest lines in the order the lock gave: each process's values whole,
    // consecutive (none lost between two kept), and the last line one process's last value.
    for prefix in ["a", "b"] {
      let numbers = lines.filter { $0.hasPrefix(prefix + "-") }.map { Int($0.dropFirst(2)) }
      #expect(numbers.allSatisfy { $0 != nil }, "a line was torn: \(lines)")
      let values = numbers.compactMap { $0 }
      if let first = values.first {
        #expect(values == Array(first..<first + values.count), "lost or out of order: \(values)")
      }
    }
    #expect(lines.filter { !$0.hasPrefix("a-") && !$0.hasPrefix("b-") } == [])
    #expect(lines.last == "a-1000" || lines.last == "b-1000")
    #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
  }

  @Test("a file the reader may not read: the field goes on empty, and the message says why")
  func noPermission() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try "secret\n".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(directory, 0o755)
    chmod(path, 0o000)
    let probe = try Binaries.path(of: "tf-history-probe")
    // As root, the probe becomes nobody first: root may read anything.
    let result = try spawn([probe, "load", path, "10", "--as-nobody"], environment: testEnvironment())
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("entries: 0"))
    #expect(result.output.contains("report: history \(path): cannot be opened: Permission denied"))
    chmod(path, 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "secret\n")
  }
}
