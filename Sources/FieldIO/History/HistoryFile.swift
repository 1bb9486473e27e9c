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
/// under an `flock` on the history file itself, which compaction holds too, so two programs
/// appending at once lose nothing; another program writing the file takes the same lock
/// (`flock FILE -c 'echo x >> FILE'`). No other file is made, so a file in a folder one may not
/// write is appended to all the same. A file is created with mode 0600. A symbolic link stays a
/// link: the file it points to is the one written.
///
/// The file keeps at most `size` entries: once it holds more than `compactionThreshold` lines,
/// an append compacts it to the newest `size`, by writing a new file beside it and renaming it
/// over the old (so a big history is not rewritten on every run). Only a file tfield could have
/// written whole is compacted: one that is yours alone (mode 0600, your own, one link) and whose
/// every line is an entry as tfield writes it (not empty, UTF-8 without control characters, at
/// most 1 MiB, ended by a line feed alone). Any other file is read for what it has and appended
/// to, but never cut, and the result says why (`HistoryAppend.storedNotCompacted`).
///
/// ```swift
/// let file = HistoryFile(path: "/tmp/cities.history", size: 500)
/// _ = try? file.append("Oslo")
/// ```
package struct HistoryFile: Equatable, Hashable, Sendable {
  /// The file's path as given.
  package let path: String
  /// The most entries kept (`--history-size`, 1000 by default); 0 keeps none: nothing is read
  /// or written.
  package let size: Int

  /// The default `size`.
  package static let defaultSize = 1000
  /// The most bytes read from the end of a file: a history of a million 50-byte entries fits
  /// five times over; a bigger file is read for its last 256 MiB, and says so.
  package static let readLimit = 256 << 20
  /// How long an append waits for another program's lock before it gives up, in milliseconds.
  package static let lockWait: UInt64 = 3_000

  /// A history file at `path` keeping at most `size` entries.
  package init(path: String, size: Int = defaultSize) {
    self.path = path
    self.size = max(0, size)
  }

  /// The most lines the file holds before an append compacts it: `size` + `size`/4, or
  /// `Int.max` where that sum would not fit.
  package var compactionThreshold: Int {
    let (sum, overflow) = size.addingReportingOverflow(size / 4)
    return overflow ? .max : sum
  }

  /// Starts reading the file: nothing happens until `HistoryLoad.step` (the first opens it).
  package func load() -> HistoryLoad { HistoryLoad(file: self) }

  /// Appends a submitted value, unless it is empty or the same as the file's last entry, then
  /// compacts the file when it holds too many lines; under the lock throughout. A write that
  /// fails part way is taken back, so no torn line is left to become an entry.
  package func append(_ value: String) throws(HistoryFileError) -> HistoryAppend {
    guard size > 0 else { return .skipped(.empty) }
    if let refusal = EntryRefusal.check(value) { return .skipped(refusal) }
    let target = HistoryFile.resolvingLinks(path)
    let file = try LockedHistory(target, named: path)
    defer { file.release() }
    let length = Int(file.status.st_size)
    var bytes = Array(value.utf8)
    if length > 0 {
      let last = Self.lastLine(file.descriptor, length: length, longest: bytes.count)
      if last.line == bytes { return .skipped(.repeated) }
      // A file whose last line has no line feed gets one first, or the two would join.
      if !last.endsWithFeed { bytes.insert(0x0A, at: 0) }
    }
    bytes.append(0x0A)
    if let failure = Self.writeAll(bytes, to: file.descriptor) {
      throw .cannotWrite(path, reason: failure)
    }
    return compactIfNeeded(file, target: target)
  }

  /// Writes all of `bytes` at the end of an `O_APPEND` descriptor, or takes back what part of
  /// them was written (a full disk, a file size limit) and returns why.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var done = 0
    var failure: String?
    while done < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, $0.count - done) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        failure = count < 0 ? reason() : "no byte written"
        break
      }
      done += count
    }
    guard let failure else { return nil }
    if done > 0 {
      // The descriptor's offset is the end of what was written; cut it off unless another
      // program wrote after it.
      let end = lseek(descriptor, 0, SEEK_CUR)
      var status = stat()
      if end >= 0 && fstat(descriptor, &status) == 0 && status.st_size == end {
        _ = ftruncate(descriptor, end - off_t(done))
      }
    }
    return done > 0 ? "\(failure) (the \(done) of \(bytes.count) bytes written were taken back)" : failure
  }

  /// The file's last entry when it is at most `longest` bytes (only the end of the file is read,
  /// never a whole long last line: the lock is held meanwhile), and whether a line feed ends the
  /// file.
  static func lastLine(_ descriptor: Int32, length: Int, longest: Int) -> (line: [UInt8]?, endsWithFeed: Bool)
  {
    var lastByte: UInt8 = 0
    guard pread(descriptor, &lastByte, 1, off_t(length - 1)) == 1 else { return (nil, true) }
    // The line, a CR and a line feed after it, the feed before it, and a few empty lines.
    let start = max(0, length - longest - 64)
    guard let chunk = readChunk(descriptor, start..<length) else { return (nil, lastByte == 0x0A) }
    var line: [UInt8]?
    var reader = HistoryReader(entryLimit: 1)
    chunk.withUnsafeBufferPointer { chunk in
      reader.feed(chunk, startingAt: start, atStart: start == 0) { bytes, _ in
        line = Array(bytes)
        return nil
      }
    }
    return (line, lastByte == 0x0A)
  }

  /// What an append did that the user should be told, or nil: it failed ("not saved: history
  /// /x: cannot be opened: Permission denied"), or the file was not compacted and why.
  package static func warning(for result: Result<HistoryAppend, HistoryFileError>) -> String? {
    HistoryWording.appendWarning(result)
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
  /// file written and renamed over is the one the links point to. A link to a file not yet there
  /// leads to where that file will be created.
  package static func resolvingLinks(_ path: String) -> String {
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
}

/// What an append did.
package enum HistoryAppend: Equatable, Sendable {
  /// The value is the file's newest entry.
  case stored
  /// Stored, and the file compacted to its newest `kept` entries.
  case storedAndCompacted(kept: Int)
  /// Stored; the file holds too many lines but was not compacted, for this reason.
  case storedNotCompacted(HistoryFileError)
  /// Not stored: empty, the same as the last entry, or not a value a field holds.
  case skipped(EntryRefusal)
}
