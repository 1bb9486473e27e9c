import FieldEngine

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// A field's history kept in a file: read after the first paint, newest entries first from the
/// file's end (`HistoryLoad`), and a submitted value appended when the field ends (`append`).
///
/// The format is one entry a line, oldest first; a field holds no control characters, so nothing
/// is escaped (`HistoryReader`). An append is one `write` on a descriptor opened with `O_APPEND`,
/// under an `flock` on a lock file beside the file (`PATH.lock`), which compaction holds too, so
/// two programs appending at once lose nothing. A file is created with mode 0600. A symbolic link
/// stays a link: the file it points to is the one written, and its lock is beside that file.
///
/// The file keeps at most `size` entries: once it holds more than `size` + `size`/4 lines, an
/// append compacts it to the newest `size`, by writing a new file beside it and renaming it over
/// the old (so a big history is not rewritten on every run). It is never truncated or rewritten
/// because of what it held: a file with lines that are no entries (not UTF-8, control characters,
/// over 1 MiB) is read for what it has and appended to, but never compacted.
///
/// ```swift
/// let file = HistoryFile(path: "/tmp/cities.history", size: 500)
/// _ = try? file.append("Oslo")
/// ```
public struct HistoryFile: Equatable, Hashable, Sendable {
  /// The file's path as given.
  public let path: String
  /// The most entries kept (`--history-size`, 1000 by default); 0 keeps none: nothing is read
  /// or written.
  public let size: Int

  /// The default `size`.
  public static let defaultSize = 1000
  /// The most bytes read from the end of a file: a history of a million 50-byte entries fits
  /// five times over; a bigger file is read for its last 256 MiB, and says so.
  public static let readLimit = 256 << 20

  /// A history file at `path` keeping at most `size` entries.
  public init(path: String, size: Int = defaultSize) {
    self.path = path
    self.size = max(0, size)
  }

  /// Starts reading the file: nothing happens until `HistoryLoad.step` (the first opens it).
  public func load() -> HistoryLoad { HistoryLoad(file: self) }

  /// Appends a submitted value, unless it is empty or the same as the file's last entry, then
  /// compacts the file when it holds too many lines; under the lock throughout.
  public func append(_ value: String) throws(HistoryFileError) -> HistoryAppend {
    guard size > 0 else { return .skipped(.empty) }
    if let refusal = EntryRefusal.check(value) { return .skipped(refusal) }
    let target = HistoryFile.resolvingLinks(path)
    let lock = try Lock(path: target + ".lock")
    defer { lock.release() }
    let descriptor = open(target, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotOpen(path, reason: Self.reason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(path, reason: Self.reason()) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path) }
    let length = Int(status.st_size)
    var bytes = Array(value.utf8)
    if length > 0 {
      let last = Self.lastLine(descriptor, length: length)
      if last.line == bytes { return .skipped(.repeated) }
      // A file whose last line has no line feed gets one first, or the two would join.
      if !last.endsWithFeed { bytes.insert(0x0A, at: 0) }
    }
    bytes.append(0x0A)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      throw .cannotWrite(
        path, reason: written < 0 ? Self.reason() : "only \(written) of \(bytes.count) bytes written")
    }
    return compactIfNeeded(descriptor, target: target, mode: status.st_mode & 0o7777)
  }

  /// The last line of the file and whether a line feed ends it.
  private static func lastLine(_ descriptor: Int32, length: Int) -> (line: [UInt8]?, endsWithFeed: Bool) {
    var lastByte: UInt8 = 0
    guard pread(descriptor, &lastByte, 1, off_t(length - 1)) == 1 else { return (nil, true) }
    var line: [UInt8]?
    var reader = HistoryReader(entryLimit: 1)
    var end = length
    while end > 0 && !reader.isFull && line == nil {
      let start = max(0, end - (1 << 16))
      guard let chunk = readChunk(descriptor, start..<end) else { return (nil, lastByte == 0x0A) }
      chunk.withUnsafeBufferPointer { chunk in
        reader.feed(chunk, startingAt: start, atStart: start == 0) { bytes, _ in
          line = Array(bytes)
          return nil
        }
      }
      if reader.problems.lines > 0 { break }
      end = start
    }
    return (line, lastByte == 0x0A)
  }

  /// Compacts the file to its newest `size` entries when it holds more than `size` + `size`/4
  /// lines, all of them entries. The whole file is read to be sure: lines are never dropped that
  /// were never read as entries. Reading stops at the first line that is no entry (not UTF-8,
  /// control characters, over 1 MiB): such a file is never compacted, and says so when it is due.
  /// A file over `readLimit` is never compacted either.
  private func compactIfNeeded(_ descriptor: Int32, target: String, mode: mode_t) -> HistoryAppend {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .stored }
    let length = Int(status.st_size)
    let most = size + size / 4
    // Most appends find few enough lines feeds, counted with `memchr`, and stop there.
    guard Self.hasMoreLines(than: most, descriptor, length: length) else { return .stored }
    var reader = HistoryReader(entryLimit: .max)
    var keepFrom: Int?
    var lines = 0
    var end = length
    while end > 0 {
      if length - end >= Self.readLimit {
        return lines > most ? .storedNotCompacted(.tooLargeToCompact(path)) : .stored
      }
      let start = max(0, end - (1 << 20))
      guard let chunk = Self.readChunk(descriptor, start..<end) else {
        return .storedNotCompacted(.cannotRead(path, reason: Self.reason()))
      }
      chunk.withUnsafeBufferPointer { chunk in
        reader.feed(chunk, startingAt: start, atStart: start == 0) { bytes, offset in
          if let refusal = EntryRefusal.check(bytes) { return refusal }
          lines += 1
          if lines == size { keepFrom = offset }
          return nil
        }
      }
      if reader.problems.lines > 0 || reader.isInOverlongLine {
        if reader.isInOverlongLine { reader.abandon() }
        return lines > most ? .storedNotCompacted(.holdsOtherLines(path, reader.problems)) : .stored
      }
      end = start
    }
    guard lines > most, let keepFrom else { return .stored }
    let temporary = target + ".tmp.\(getpid())"
    let copy = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard copy >= 0 else { return .storedNotCompacted(.cannotWrite(temporary, reason: Self.reason())) }
    var failure: String?
    fchmod(copy, mode)
    var offset = keepFrom
    while offset < length && failure == nil {
      let next = min(length, offset + (1 << 20))
      guard let chunk = Self.readChunk(descriptor, offset..<next) else {
        failure = Self.reason()
        break
      }
      let written = chunk.withUnsafeBytes { write(copy, $0.baseAddress, $0.count) }
      if written != chunk.count { failure = written < 0 ? Self.reason() : "a short write" }
      offset = next
    }
    if failure == nil && fsync(copy) != 0 { failure = Self.reason() }
    close(copy)
    if failure == nil && rename(temporary, target) != 0 { failure = Self.reason() }
    if let failure {
      unlink(temporary)
      return .storedNotCompacted(.cannotWrite(temporary, reason: failure))
    }
    return .storedAndCompacted(kept: size)
  }

  /// What an append did that the user should be told, or nil: it failed ("not saved: history
  /// /x: cannot be opened: Permission denied"), or the file was not compacted and why.
  public static func warning(for result: Result<HistoryAppend, HistoryFileError>) -> String? {
    HistoryWording.appendWarning(result)
  }

  /// True when the file has more than `limit` line feeds (counted from its end, so it stops as
  /// soon as it knows), or cannot be read.
  private static func hasMoreLines(than limit: Int, _ descriptor: Int32, length: Int) -> Bool {
    var feeds = 0
    var end = length
    while end > 0 {
      let start = max(0, end - (1 << 20))
      guard let chunk = readChunk(descriptor, start..<end) else { return true }
      chunk.withUnsafeBytes { bytes in
        var position = 0
        while let found = memchr(bytes.baseAddress! + position, 0x0A, bytes.count - position) {
          feeds += 1
          position = UnsafeRawPointer(found) - bytes.baseAddress! + 1
          if position >= bytes.count { break }
        }
      }
      if feeds > limit { return true }
      end = start
    }
    return false
  }

  /// Bytes `range` of a descriptor, or nil when they cannot be read.
  static func readChunk(_ descriptor: Int32, _ range: Range<Int>) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: range.count)
    var done = 0
    while done < range.count {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? Array(bytes[0..<done]) : nil }
      done += count
    }
    return bytes
  }

  /// The system's words for the last error: "Permission denied".
  static func reason() -> String { String(cString: strerror(errno)) }

  /// The path a chain of symbolic links leads to (the path itself when it is no link), so the
  /// file written, renamed over and locked is the one the links point to. A link to a file not
  /// yet there leads to where that file will be created.
  public static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + target
      } else {
        current = target
      }
    }
    return current
  }

  /// An exclusive `flock` on a lock file, waited for at most 3 seconds.
  private struct Lock {
    let descriptor: Int32

    init(path: String) throws(HistoryFileError) {
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw .cannotLock(path, reason: HistoryFile.reason()) }
      for _ in 0..<3_000 {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK || errno == EINTR else { break }
        usleep(1_000)
      }
      let reason = errno == EWOULDBLOCK ? "another program held it for 3 seconds" : HistoryFile.reason()
      close(descriptor)
      throw .cannotLock(path, reason: reason)
    }

    func release() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}

/// What an append did.
public enum HistoryAppend: Equatable, Sendable {
  /// The value is the file's newest entry.
  case stored
  /// Stored, and the file compacted to its newest `kept` entries.
  case storedAndCompacted(kept: Int)
  /// Stored; the file holds too many lines but was not compacted, for this reason.
  case storedNotCompacted(HistoryFileError)
  /// Not stored: empty, the same as the last entry, or not a value a field holds.
  case skipped(EntryRefusal)
}

/// What went wrong with a history file, as data; `message` words it.
public enum HistoryFileError: Error, Equatable, Sendable {
  /// The file cannot be opened or created (the system's reason).
  case cannotOpen(String, reason: String)
  /// The file cannot be read.
  case cannotRead(String, reason: String)
  /// It is a directory, a device, a pipe: not a regular file.
  case notAFile(String)
  /// A write failed.
  case cannotWrite(String, reason: String)
  /// The lock file cannot be created or locked.
  case cannotLock(String, reason: String)
  /// The file holds lines that are no entries, so it is never compacted.
  case holdsOtherLines(String, HistoryReader.Problems)
  /// The file is larger than `HistoryFile.readLimit`, too large to check before compacting it.
  case tooLargeToCompact(String)

  /// The error in words: "history /x/h: not saved: Permission denied".
  public var message: String { HistoryWording.describe(self) }
}
