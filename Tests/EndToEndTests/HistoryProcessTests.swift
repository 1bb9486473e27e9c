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

  @Test("a file one may write in a folder one may not: the entry is saved, and no lock file is made")
  func folderNotWritable() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    // The folder is root's (0755), the file nobody's: as nobody, only the file can be written.
    let owner: UInt32 = getuid() == 0 ? 65534 : getuid()
    chown(path, owner, owner)
    chmod(path, 0o600)
    chmod(directory, 0o555)
    defer { chmod(directory, 0o755) }
    let probe = try Binaries.path(of: "tf-history-probe")
    let result = try spawn(
      [probe, "append", path, "10", "new", "2", "--as-nobody"], environment: testEnvironment())
    #expect(result.status == 0, "\(result.errors)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\nnew-1\nnew-2\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["h"])
  }

  @Test("writers that take the lock (flock FILE -c 'echo … >> FILE') lose nothing to compactions")
  func lockedWritersDuringCompaction() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    let probe = try Binaries.path(of: "tf-history-probe")
    let results = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2)
    defer { results.deallocate() }
    nonisolated(unsafe) let shared = results
    // Size 40: a compaction every 10 appends or so, 60 of them while the other writes.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let command =
        index == 0 ? [probe, "append", path, "40", "t", "600"] : [probe, "echo", path, "0", "e", "600"]
      shared[index] = (try? spawn(command, environment: testEnvironment()))?.status ?? -1
    }
    #expect(results[0] == 0 && results[1] == 0)
    let lines = try Self.lines(path)
    // Each writer's lines that are left are its newest, none missing between them.
    for prefix in ["t", "e"] {
      let numbers = lines.filter { $0.hasPrefix(prefix + "-") }.compactMap { Int($0.dropFirst(2)) }
      #expect(numbers.last == 600 || lines.last?.hasPrefix(prefix + "-") == false)
      if let first = numbers.first {
        #expect(numbers == Array(first...600), "\(prefix): lost or out of order: \(numbers)")
      }
    }
    #expect(lines.allSatisfy { $0.hasPrefix("t-") || $0.hasPrefix("e-") })
  }

  @Test("a 3 GiB (sparse) file of one line: four appending at once are all stored, each reading little")
  func hugeLastLine() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
    #expect(ftruncate(descriptor, 3 << 30) == 0)
    close(descriptor)
    let probe = try Binaries.path(of: "tf-history-probe")
    let outputs = UnsafeMutableBufferPointer<String>.allocate(capacity: 4)
    outputs.initialize(repeating: "")
    defer { outputs.deallocate() }
    nonisolated(unsafe) let shared = outputs
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let result = try? spawn(
        [probe, "append", path, "10", "p\(index)", "1", "--reads"], environment: testEnvironment())
      shared[index] = result.map { "\($0.status) \($0.output)" } ?? "failed"
    }
    let tail = open(path, O_RDONLY)
    defer { close(tail) }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = pread(tail, &bytes, 64, (3 << 30) - 16)
    let text = String(decoding: bytes[16..<max(16, count)], as: UTF8.self)
    #expect(Set(text.split(separator: "\n")) == ["p0-1", "p1-1", "p2-1", "p3-1"])
    for output in outputs {
      #expect(output.hasPrefix("0 warning: history \(path): not compacted: larger than 256 MiB"), "\(output)")
      let read = output.split(separator: "\n").last.flatMap { Int($0.dropFirst("read: ".count)) }
      #expect((read ?? .max) < 1 << 20, "\(output)")
    }
  }

  @Test(
    "a write cut short by a file size limit is taken back: the value printed, exit 0, the reason on stderr")
  func shortWrite() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    let old = String(repeating: "x", count: 500) + "\n"
    try old.write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o600)
    let tool = try Binaries.path(of: "tfield")
    let value = String(repeating: "v", count: 100)
    // ulimit -f 1: at most 512 bytes; SIGXFSZ ignored, so the write comes back short.
    let limited = try spawn(
      [
        "/bin/sh", "-c",
        "trap '' XFSZ; ulimit -f 1; printf '%s\\n' \(value) | exec \(tool) input --plain --history \(path)",
      ], environment: testEnvironment())
    #expect(limited.status == 0)
    #expect(limited.output == value + "\n")
    #expect(limited.errors.contains("tfield: not saved: history \(path): cannot be written: File too large"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
    let free = try spawn(
      ["/bin/sh", "-c", "printf 'next\\n' | exec \(tool) input --plain --history \(path)"],
      environment: testEnvironment())
    #expect(free.status == 0 && !free.errors.contains("tfield:"), "\(free.errors)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == old + "next\n")
  }

  @Test("--history-size 9223372036854775807: stored, exit 0, no overflow")
  func largestSize() throws {
    let directory = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try "a\nb\n".write(toFile: path, atomically: false, encoding: .utf8)
    let tool = try Binaries.path(of: "tfield")
    let result = try spawn(
      [
        "/bin/sh", "-c",
        "printf 'c\\n' | exec \(tool) input --plain --history \(path) --history-size 9223372036854775807",
      ], environment: testEnvironment())
    #expect(result.status == 0, "\(result.errors)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\nc\n")
  }
}
