import FieldEngine

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Reads a history file's lines from its end, newest first, from chunks handed to it in that
/// order (the last chunk of the file first): what `HistoryFile` reads with, without I/O of its
/// own, so a test or a fuzzer can give it any bytes cut anywhere.
///
/// The file's format: one entry a line, oldest first, each line ended by a line feed (a carriage
/// return before it is taken as part of the line ending, and a last line without one is read).
/// Entries hold no control characters (a field never does), so nothing is escaped. A line that
/// is not UTF-8, holds a control character or is longer than `lineLimit` bytes is skipped and
/// counted (`problems`); an empty line, or a repeat of the entry after it, is left out without
/// complaint. A line over the limit is never kept in memory: its bytes are counted, not stored.
package struct HistoryReader: Sendable {
  /// The longest line read, in bytes (1 MiB).
  package static let lineLimit = 1 << 20

  /// What was skipped, and why.
  package struct Problems: Equatable, Sendable {
    /// Lines that are not UTF-8.
    package var notUTF8 = 0
    /// Lines with control characters.
    package var controlCharacters = 0
    /// Lines longer than `lineLimit` (the reader's `lineLengthLimit`).
    package var tooLong = 0

    /// Creates an empty count.
    package init(notUTF8: Int = 0, controlCharacters: Int = 0, tooLong: Int = 0) {
      self.notUTF8 = notUTF8
      self.controlCharacters = controlCharacters
      self.tooLong = tooLong
    }

    /// The number of lines skipped.
    package var lines: Int { notUTF8 + controlCharacters + tooLong }
  }

  /// How many lines to take at most; reading stops there (`isFull`).
  package let entryLimit: Int
  /// The longest line taken, in bytes; `lineLimit` unless a test asks for less.
  package let lineLengthLimit: Int
  /// What was skipped so far.
  package private(set) var problems = Problems()
  /// How many lines were taken.
  package private(set) var taken = 0
  /// The bytes of the line being read that came after the chunks' last line feed (its end),
  /// until its start is found in an earlier chunk.
  private var partial: [UInt8] = []
  /// The length of that line so far, when it is already over the limit (its bytes dropped).
  private var overLimit: Int?

  /// A reader that takes at most `entryLimit` lines of at most `lineLengthLimit` bytes.
  package init(entryLimit: Int, lineLengthLimit: Int = HistoryReader.lineLimit) {
    self.entryLimit = entryLimit
    self.lineLengthLimit = lineLengthLimit
  }

  /// True once `entryLimit` lines were taken: what is before them is not needed.
  package var isFull: Bool { taken >= entryLimit }

  /// Reads the chunk just before everything fed so far (`atStart`: it begins the file), handing
  /// each whole line to `take`, newest first, with the file offset where the line starts, and
  /// counting what `take` refuses as a problem (not UTF-8, control characters; empty and
  /// repeated lines are no problem). Stops when full.
  package mutating func feed(
    _ chunk: UnsafeBufferPointer<UInt8>, startingAt offset: Int, atStart: Bool,
    _ take: (UnsafeBufferPointer<UInt8>, Int) -> EntryRefusal?
  ) {
    // The line feeds, found forwards with `memchr` (glibc's memrchr is a GNU extension Swift
    // does not see), then read backwards.
    var feeds: [Int] = []
    if let base = chunk.baseAddress {
      var position = 0
      while position < chunk.count, let found = memchr(base + position, 0x0A, chunk.count - position) {
        let feed = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        feeds.append(feed)
        position = feed + 1
      }
    }
    var end = chunk.count
    while let feed = feeds.popLast(), !isFull {
      finishLine(chunk, from: feed + 1, to: end, fileOffset: offset + feed + 1, take)
      end = feed
    }
    guard !isFull else { return }
    if atStart {
      finishLine(chunk, from: 0, to: end, fileOffset: offset, take)
    } else {
      addToPartial(chunk, from: 0, to: end)
    }
  }

  /// The file ended where the chunks began with no chunk marked `atStart` (a file that shrank):
  /// the line read so far is taken as the first.
  package mutating func finish(
    startingAt offset: Int, _ take: (UnsafeBufferPointer<UInt8>, Int) -> EntryRefusal?
  ) {
    guard !isFull, !partial.isEmpty || overLimit != nil else { return }
    let empty: [UInt8] = []
    empty.withUnsafeBufferPointer { finishLine($0, from: 0, to: 0, fileOffset: offset, take) }
  }

  /// True while the line being read is already over `lineLimit`: it will be skipped.
  package var isInOverlongLine: Bool { overLimit != nil }

  /// Reading stops before the file's start (at a limit of bytes): the line being read is
  /// dropped, counted as a problem when it was already over `lineLimit`.
  package mutating func abandon() {
    if overLimit != nil { problems.tooLong += 1 }
    partial = []
    overLimit = nil
  }

  private mutating func addToPartial(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    let length = end - start
    if let over = overLimit {
      overLimit = over + length
    } else if partial.count + length - 1 > lineLengthLimit {
      // One byte more than the limit may be the CR of a CR LF, which is no part of the line.
      overLimit = partial.count + length
      partial = []
    } else if length > 0 {
      partial = Array(chunk[start..<end]) + partial
    }
  }

  /// The line made of `chunk[start..<end]` and what was read after it.
  private mutating func finishLine(
    _ chunk: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, fileOffset: Int,
    _ take: (UnsafeBufferPointer<UInt8>, Int) -> EntryRefusal?
  ) {
    addToPartial(chunk, from: start, to: end)
    defer {
      partial = []
      overLimit = nil
    }
    if overLimit != nil {
      problems.tooLong += 1
      return
    }
    var line = partial[...]
    if line.last == 0x0D { line = line.dropLast() }
    if line.count > lineLengthLimit {
      problems.tooLong += 1
      return
    }
    guard !line.isEmpty else { return }
    let refusal = line.withUnsafeBufferPointer { take($0, fileOffset) }
    switch refusal {
    case nil: taken += 1
    case .notUTF8?: problems.notUTF8 += 1
    case .controlCharacters?: problems.controlCharacters += 1
    case .empty?, .repeated?: break
    }
  }
}
