import FieldEngine

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// A history file being read into a field's history, from its end, a chunk at a time: a
/// component does a step whenever it has nothing else to do (its `wake(now:)`), so a history of
/// a million entries never delays the first paint or a key for more than a step (about a
/// millisecond or two: 128 KiB read and split into lines).
///
/// It reads until `size` entries are in, the file's start, or `HistoryFile.readLimit` bytes;
/// a file that is missing is an empty history; one that cannot be read, or whose lines are not
/// all entries, leaves what could be read and a `report` saying what was wrong. The report also
/// says when the file holds more than `size` entries but is never compacted, not being the
/// user's alone (`HistoryOwnership`).
package struct HistoryLoad: Sendable {
  /// The file read.
  package let file: HistoryFile
  /// The bytes read in each step: 128 KiB, about 2,500 entries of 50 bytes, a millisecond or two
  /// of reading and checking them (tf-bench: "the longest step").
  package static let chunkSize = 1 << 17

  private var handle: Descriptor?
  private var opened = false
  private var reader: HistoryReader
  /// The file's length when opened, and how much of its end is read.
  private var length = 0
  private var readFrom = 0
  /// Why the file is never compacted although it is written to, as far as the load can tell: it
  /// is not the user's alone, or a line read is empty or ends with CR LF (`holdsLinesNotWritten`);
  /// nil when it may be, or for a file only read (`isWritten` false).
  package var notCompacted: HistoryFileError? {
    guard isWritten else { return nil }
    if let ownership { return .notYours(file.path, ownership) }
    return linesNotWritten ? .holdsLinesNotWritten(file.path) : nil
  }
  private var ownership: HistoryOwnership?
  /// True once a line read was not right after the next one (an empty line or a CR between).
  private var linesNotWritten = false
  /// Where the line after the next one read ends (the file's length at first).
  private var nextStart: Int?
  /// False for a file that is only read (a suggestions file): nothing is said about compaction.
  package var isWritten = true
  /// True once there is nothing more to read.
  package private(set) var isDone = false
  /// What was wrong, once known; nil while nothing was.
  package private(set) var failure: HistoryFileError?

  init(file: HistoryFile) {
    self.file = file
    reader = HistoryReader(entryLimit: file.size)
  }

  /// What was skipped so far.
  package var problems: HistoryReader.Problems { reader.problems }
  /// How many entries were read.
  package var entries: Int { reader.taken }
  /// True when reading stopped at `HistoryFile.readLimit` before the file's start and before
  /// `size` entries: older lines were not read.
  package var stoppedAtReadLimit: Bool { isDone && failure == nil && readFrom > 0 && !reader.isFull }
  /// True when reading stopped with `size` entries and more of the file before them.
  package var holdsMore: Bool { isDone && failure == nil && reader.isFull && oldestTaken > 0 }
  /// Where the oldest entry taken starts in the file.
  private var oldestTaken = 0
  /// The file's length in bytes, once opened.
  package var fileLength: Int { length }

  /// What to tell the user once reading is done, or nil when all went well: the file could not
  /// be read, lines were skipped, or only its end was read.
  package var report: String? {
    guard isDone else { return nil }
    return HistoryWording.loadReport(
      path: file.path, failure: failure, problems: problems,
      partly: stoppedAtReadLimit ? (HistoryFile.readLimit, length) : nil,
      growing: holdsMore ? notCompacted.map { (file.size, $0) } : nil)
  }

  /// Reads the next chunk (the first step opens the file) and puts its lines into `take` (a
  /// history's `appendOlder(utf8:)`, a list's), newest first; returns true when done.
  @discardableResult
  package mutating func step(_ take: (UnsafeBufferPointer<UInt8>) -> EntryRefusal?) -> Bool {
    guard !isDone else { return true }
    if !opened {
      opened = true
      guard open() else { return finish() }
    }
    guard let handle, readFrom > 0, !reader.isFull, length - readFrom < HistoryFile.readLimit else {
      return finish()
    }
    let start = max(0, readFrom - Self.chunkSize, length - HistoryFile.readLimit)
    guard let chunk = HistoryFile.readChunk(handle.descriptor, start..<readFrom) else {
      failure = .cannotRead(file.path, reason: HistoryFile.reason())
      return finish()
    }
    if chunk.count < readFrom - start {
      // The file shrank under us (another program compacted it by renaming, and we hold the
      // old one: this cannot happen; truncated by hand: it can): read what there is.
      readFrom = 0
      return finish()
    }
    chunk.withUnsafeBufferPointer { bytes in
      reader.feed(bytes, startingAt: start, atStart: start == 0) { line, offset in
        let refusal = take(line)
        if refusal == nil { oldestTaken = offset }
        let end = offset + line.count
        // The newest line may lack its line feed; every other ends with one alone.
        if nextStart.map({ end + 1 != $0 }) ?? (end + 1 != length && end != length) { linesNotWritten = true }
        nextStart = offset
        return refusal
      }
    }
    readFrom = start
    if readFrom == 0 || reader.isFull { return finish() }
    return false
  }

  /// Opens the file; false when there is nothing to read (missing, empty) or it cannot be read.
  private mutating func open() -> Bool {
    guard file.size > 0 else { return false }
    let descriptor: Int32
    let status: stat
    switch RegularFile.open(file.path) {
    case .success(let opened): (descriptor, status) = opened
    case .failure(.missing): return false
    case .failure(.cannotOpen(let reason)):
      failure = .cannotOpen(file.path, reason: reason)
      return false
    case .failure(.cannotRead(let reason)):
      failure = .cannotRead(file.path, reason: reason)
      return false
    case .failure(.notAFile):
      failure = .notAFile(file.path)
      return false
    }
    self.handle = Descriptor(descriptor)
    ownership = HistoryOwnership.problem(status)
    length = Int(status.st_size)
    readFrom = length
    return length > 0
  }

  private mutating func finish() -> Bool {
    if readFrom > 0 && !reader.isFull { reader.abandon() }
    isDone = true
    handle = nil
    return true
  }
}

/// An open descriptor, closed when the last copy of the load that holds it goes.
final class Descriptor: Sendable {
  let descriptor: Int32
  init(_ descriptor: Int32) { self.descriptor = descriptor }
  deinit { close(descriptor) }
}
