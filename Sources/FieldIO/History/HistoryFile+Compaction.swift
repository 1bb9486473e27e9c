import FieldEngine

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension HistoryFile {
  /// Compacts the file to its newest `size` entries when it holds more than
  /// `compactionThreshold` lines, it is the user's alone (`HistoryOwnership`), and every line of
  /// it is an entry as tfield writes it. The whole file is read to be sure: lines are never
  /// dropped that were never read as entries. A file over `readLimit` is never compacted, nor
  /// read: the work done under the lock is bounded by `readLimit`, however large the file.
  func compactIfNeeded(_ file: LockedHistory, target: String) -> HistoryAppend {
    var status = stat()
    guard fstat(file.descriptor, &status) == 0 else { return .stored }
    let length = Int(status.st_size)
    let most = compactionThreshold
    // Never read whole: it could be gigabytes.
    if length > Self.readLimit { return .storedNotCompacted(.tooLargeToCompact(path)) }
    // Most appends find few enough line feeds, counted with `memchr`, and stop there.
    guard Self.hasMoreLines(than: most, file.descriptor, length: length) else { return .stored }
    if let problem = HistoryOwnership.problem(status) { return .storedNotCompacted(.notYours(path, problem)) }
    var reader = HistoryReader(entryLimit: .max)
    var keepFrom: Int?
    var lines = 0
    // Where the line after the one read starts: each line must end just before it, with one
    // line feed, and the oldest start the file.
    var nextStart = length
    var gaps = false
    var end = length
    while end > 0 {
      let start = max(0, end - (1 << 20))
      guard let chunk = Self.readChunk(file.descriptor, start..<end) else {
        return .storedNotCompacted(.cannotRead(path, reason: Self.reason()))
      }
      chunk.withUnsafeBufferPointer { chunk in
        reader.feed(chunk, startingAt: start, atStart: start == 0) { bytes, offset in
          if let refusal = EntryRefusal.check(bytes) { return refusal }
          if offset + bytes.count + 1 != nextStart { gaps = true }
          nextStart = offset
          lines += 1
          if lines == size { keepFrom = offset }
          return nil
        }
      }
      if reader.problems.lines > 0 || reader.isInOverlongLine {
        if reader.isInOverlongLine { reader.abandon() }
        return .storedNotCompacted(.holdsOtherLines(path, reader.problems))
      }
      end = start
    }
    if gaps || nextStart != 0 { return .storedNotCompacted(.holdsLinesNotWritten(path)) }
    guard lines > most, let keepFrom else { return .stored }
    return replace(file, target: target, status: status, keepingFrom: keepFrom, length: length)
  }

  /// Writes bytes `keepFrom...` of the file to a new file beside it, with the same owner and
  /// mode, and renames it over the path. What other programs append meanwhile (`echo >>`
  /// without the lock) is copied too: the size is looked at again just before the rename, and
  /// once more after it.
  private func replace(
    _ file: LockedHistory, target: String, status: stat, keepingFrom keepFrom: Int, length: Int
  ) -> HistoryAppend {
    let temporary = target + ".tmp.\(getpid())"
    let copy = open(temporary, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard copy >= 0 else { return .storedNotCompacted(.cannotWrite(temporary, reason: Self.reason())) }
    // Closing it releases its lock, taken at once (nobody else knows it yet), so that a program
    // opening the path after the rename waits until the copy is complete.
    defer { close(copy) }
    var failure: String?
    if flock(copy, LOCK_EX | LOCK_NB) != 0 { failure = Self.reason() }
    if failure == nil
      && (fchown(copy, status.st_uid, status.st_gid) != 0 || fchmod(copy, status.st_mode & 0o7777) != 0)
    {
      failure = "its owner and mode cannot be kept: " + Self.reason()
    }
    var copied = keepFrom
    /// Copies what the old file holds past `copied`, up to `end` or its size now.
    func copyTail(to end: Int? = nil) -> Bool {
      var now = stat()
      guard failure == nil, fstat(file.descriptor, &now) == 0 else { return false }
      let last = end ?? Int(now.st_size)
      guard last > copied else { return false }
      while copied < last && failure == nil {
        let next = min(last, copied + (1 << 20))
        guard let chunk = Self.readChunk(file.descriptor, copied..<next), !chunk.isEmpty else {
          failure = Self.reason()
          break
        }
        if let problem = Self.writeAll(chunk, to: copy) { failure = problem }
        copied += chunk.count
      }
      return failure == nil
    }
    _ = copyTail(to: length)
    if failure == nil && fsync(copy) != 0 { failure = Self.reason() }
    var rounds = 0
    while rounds < 100 && copyTail() { rounds += 1 }
    if failure == nil && rename(temporary, target) != 0 { failure = Self.reason() }
    if let failure {
      unlink(temporary)
      return .storedNotCompacted(.cannotWrite(temporary, reason: failure))
    }
    // A line appended to the old file between the last look and the rename.
    _ = copyTail()
    if let failure { return .storedNotCompacted(.cannotWrite(target, reason: failure)) }
    return .storedAndCompacted(kept: size)
  }

  /// True when the file has more than `limit` line feeds (counted from its end, so it stops as
  /// soon as it knows), or cannot be read.
  static func hasMoreLines(than limit: Int, _ descriptor: Int32, length: Int) -> Bool {
    var feeds = 0
    var end = length
    while end > 0 {
      let start = max(0, end - (1 << 20))
      guard let chunk = readChunk(descriptor, start..<end) else { return true }
      chunk.withUnsafeBytes { bytes in
        var position = 0
        while position < bytes.count,
          let found = memchr(bytes.baseAddress! + position, 0x0A, bytes.count - position)
        {
          feeds += 1
          position = UnsafeRawPointer(found) - bytes.baseAddress! + 1
        }
      }
      if feeds > limit { return true }
      end = start
    }
    return false
  }
}
