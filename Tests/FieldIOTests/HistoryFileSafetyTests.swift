import FieldEngine
import Foundation
import Testing

@testable import FieldIO

/// What a history file store must never do: cut a file tfield did not write whole or that is not
/// the user's alone, leave a lock file or a torn line, read a whole huge file under the lock, or
/// trap on a size a user gave.
@Suite("History files: what is never done")
struct HistoryFileSafetyTests {
  typealias Directory = HistoryFileTests.Directory

  static func text(_ path: String) throws -> String {
    String(decoding: try HistoryFileTests.bytes(path), as: UTF8.self)
  }

  /// A file of `count` lines "line N", mode 0600.
  static func lines(_ count: Int, at path: String) throws {
    try HistoryFileTests.write(Array((1...count).map { "line \($0)\n" }.joined().utf8), to: path)
    chmod(path, 0o600)
  }

  @Test("a file of mode 0644, another's, or with two links is appended to, never cut; the reason is given")
  func notYours() throws {
    let directory = Directory()
    let path = directory.file("h")
    let file = HistoryFile(path: path, size: 3)
    try Self.lines(24, at: path)
    chmod(path, 0o644)
    #expect(try file.append("a") == .storedNotCompacted(.notYours(path, .mode(0o644))))
    #expect(
      HistoryFile.warning(for: .success(try file.append("b")))
        == "history \(path): not compacted: its mode is 0644, and tfield compacts only a file of mode 0600 "
        + "(chmod 600 allows it)")
    chmod(path, 0o600)
    #expect(link(path, directory.file("other")) == 0)
    #expect(try file.append("c") == .storedNotCompacted(.notYours(path, .links(2))))
    unlink(directory.file("other"))
    if geteuid() == 0 {
      chown(path, 65534, 65534)
      #expect(try file.append("d") == .storedNotCompacted(.notYours(path, .owner(65534))))
      chown(path, 0, 0)
    }
    let kept = try Self.text(path).split(separator: "\n")
    #expect(kept.count == 24 + (geteuid() == 0 ? 4 : 3))
    #expect(kept.first == "line 1")
    #expect(try file.append("e") == .storedAndCompacted(kept: 3))
  }

  @Test("a symbolic link to a copy of /etc/passwd, --history-size 3: the copy keeps every line")
  func passwdThroughLink() throws {
    let directory = Directory()
    let copy = directory.file("passwd")
    let passwd = (0..<24).map { "user\($0):x:\(1000 + $0):\(1000 + $0)::/home/user\($0):/bin/sh\n" }.joined()
    try passwd.write(toFile: copy, atomically: false, encoding: .utf8)
    chmod(copy, 0o644)
    try FileManager.default.createSymbolicLink(atPath: directory.file("h"), withDestinationPath: copy)
    let file = HistoryFile(path: directory.file("h"), size: 3)
    #expect(try file.append("x") == .storedNotCompacted(.notYours(directory.file("h"), .mode(0o644))))
    #expect(try Self.text(copy) == passwd + "x\n")
  }

  @Test("empty lines or CR LF line ends, which tfield never writes: never compacted, said why")
  func linesNotWritten() throws {
    let directory = Directory()
    for (name, text) in [
      ("empty", "a\n\nb\nc\nd\n"), ("crlf", "a\r\nb\nc\nd\n"), ("leading", "\na\nb\nc\nd\n"),
    ] {
      let path = directory.file(name)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      chmod(path, 0o600)
      #expect(
        try HistoryFile(path: path, size: 2).append("e") == .storedNotCompacted(.holdsLinesNotWritten(path)))
      #expect(try Self.text(path) == text + "e\n")
    }
    #expect(
      HistoryFileError.holdsLinesNotWritten("h").message
        == "history h: not compacted: it holds empty lines or CR line ends, which tfield never writes")
  }

  @Test("the lock is on the file itself: no lock file beside it, none in /dev for /dev/null")
  func noLockFile() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.file("h"), size: 2)
    for index in 1...5 { _ = try file.append("v\(index)") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["h"])
    #expect(throws: HistoryFileError.notAFile("/dev/null")) { try HistoryFile(path: "/dev/null").append("x") }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null.lock"))
  }

  @Test(
    "a file another program holds locked (as flock(1) does): the append waits for it, then stores the value")
  func waitsForTheLock() throws {
    let directory = Directory()
    let path = directory.file("h")
    try "a\n".write(toFile: path, atomically: false, encoding: .utf8)
    let holder = open(path, O_WRONLY | O_APPEND)
    #expect(flock(holder, LOCK_EX) == 0)
    let released = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      usleep(100_000)
      // Written before the lock is let go: an append that waited for it comes after.
      _ = write(holder, "held\n", 5)
      flock(holder, LOCK_UN)
      close(holder)
      released.signal()
    }
    #expect(try HistoryFile(path: path).append("b") == .stored)
    released.wait()
    #expect(try Self.text(path) == "a\nheld\nb\n")
  }

  @Test(
    "a file replaced while the append waited for its lock (a compaction's rename): the new file gets the value"
  )
  func replacedWhileWaiting() throws {
    let directory = Directory()
    let path = directory.file("h")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    let holder = open(path, O_RDONLY)
    #expect(flock(holder, LOCK_EX) == 0)
    let released = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      usleep(100_000)
      // As a compaction does: a new file renamed over the path, then the old one's lock let go.
      try? "new\n".write(toFile: path + ".new", atomically: false, encoding: .utf8)
      rename(path + ".new", path)
      flock(holder, LOCK_UN)
      close(holder)
      released.signal()
    }
    #expect(try HistoryFile(path: path).append("value") == .stored)
    released.wait()
    #expect(try Self.text(path) == "new\nvalue\n")
  }

  @Test("a size of Int.max: no overflow; the threshold stops at Int.max")
  func hugeSize() throws {
    let directory = Directory()
    let file = HistoryFile(path: directory.file("h"), size: .max)
    #expect(file.compactionThreshold == .max)
    #expect(HistoryFile(path: "", size: 8).compactionThreshold == 10)
    for value in ["a", "b", "c"] { #expect(try file.append(value) == .stored) }
    #expect(HistoryFileTests.load(file).history.all == ["c", "b", "a"])
  }

  @Test("the last line is read only as far as the value's length: a 3 GiB last line is not read")
  func hugeLastLine() throws {
    let directory = Directory()
    let path = directory.file("big")
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
    #expect(ftruncate(descriptor, 3 << 30) == 0)
    close(descriptor)
    let appending = open(path, O_RDWR | O_APPEND)
    defer { close(appending) }
    let last = HistoryFile.lastLine(appending, length: 3 << 30, longest: 5)
    #expect(last.line == nil && !last.endsWithFeed)
    _ = "\nvalue\r\n".utf8.withContiguousStorageIfAvailable { bytes in
      #expect(pwrite(appending, bytes.baseAddress, bytes.count, 3 << 30) == bytes.count)
    }
    #expect(HistoryFile.lastLine(appending, length: (3 << 30) + 8, longest: 5).line == Array("value".utf8))
  }

  @Test("a CR LF line of exactly 1 MiB is an entry; one byte more is over the limit")
  func megabyteCRLF() throws {
    let directory = Directory()
    let path = directory.file("h")
    let line = [UInt8](repeating: 0x61, count: HistoryReader.lineLimit)
    try HistoryFileTests.write(
      Array("first\r\n".utf8) + line + [0x0D, 0x0A] + [0x62] + line + [0x0D, 0x0A], to: path)
    let (history, report, _) = HistoryFileTests.load(HistoryFile(path: path))
    #expect(history.count == 2 && history[0].utf8.count == HistoryReader.lineLimit && history[1] == "first")
    #expect(
      report == "history \(path): skipped 1 line over 1 MiB; the file is never compacted while it holds them")
  }
}
