import FieldEngine
import FieldIO
import FuzzSupport
import SeededRandom

/// Fuzz target for the history reader (`HistoryReader`, as `HistoryFile` reads a file from its
/// end) and what a history does with what it read: the first byte picks how many entries to take
/// and a line-length limit, the second seeds where the file's bytes are cut into chunks; the rest
/// is the file.
///
/// Checked, for arbitrary bytes cut anywhere: reading never traps; it gives the same entries and
/// the same count of skipped lines as reading the file forwards, line by line (LF ends a line, a
/// CR before it is part of the ending; lines not UTF-8, with controls or over the limit skipped;
/// empty lines and repeats left out, a repeat being the same bytes, as the history compares them:
/// an "é" written `e` + U+0301 after a precomposed "é" is kept; at most the limit taken, newest
/// first); the suggestion index
/// finds what a scan finds; a search finds the newest entry holding a text, as `contains` does
/// over whole characters.
///
/// - Returns: what broke, empty when nothing did.
public func fuzzHistory(_ data: [UInt8]) -> [String] {
  var input = FuzzInput(data)
  let options = input.byte()
  let seed = input.byte()
  let bytes = Array(input.rest())
  let entryLimit = [Int.max, 1, 2, 5, 1000][Int(options % 5)]
  let lineLimit = [HistoryReader.lineLimit, 3, 16, 64][Int(options / 5 % 4)]
  var problems: [String] = historySizeProblems(entryLimit)

  // Backwards, in chunks of 1 to 64 bytes.
  var reader = HistoryReader(entryLimit: entryLimit, lineLengthLimit: lineLimit)
  var history = FieldHistory()
  var random = SplitMix64(seed: UInt64(seed))
  var end = bytes.count
  while end > 0 && !reader.isFull {
    let start = max(0, end - Int.random(in: 1...64, using: &random))
    bytes[start..<end].withUnsafeBufferPointer { chunk in
      reader.feed(chunk, startingAt: start, atStart: start == 0) { line, offset in
        if offset < 0 || offset > bytes.count || !bytes[offset...].starts(with: line) {
          problems.append("line \(Array(line)) said to start at \(offset)")
        }
        return history.appendOlder(utf8: line)
      }
    }
    end = start
  }

  // Forwards, line by line.
  var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
  if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
  var expected: [String] = []
  var skipped = HistoryReader.Problems()
  for line in lines.reversed() {
    if expected.count >= entryLimit { break }
    let content = line.last == 0x0D ? line.dropLast() : line
    if content.count > lineLimit {
      skipped.tooLong += 1
      continue
    }
    switch content.withUnsafeBufferPointer({ EntryRefusal.check($0) }) {
    case .notUTF8?: skipped.notUTF8 += 1
    case .controlCharacters?: skipped.controlCharacters += 1
    case .empty?, .repeated?: break
    case nil:
      let text = String(decoding: content, as: UTF8.self)
      if expected.last.map({ !$0.utf8.elementsEqual(text.utf8) }) ?? true { expected.append(text) }
    }
  }
  // As bytes: String's == takes canonically equivalent spellings for the same entry.
  if history.all.map({ Array($0.utf8) }) != expected.map({ Array($0.utf8) }) {
    problems.append(
      "read \(history.all.map(\.debugDescription)), forwards \(expected.map(\.debugDescription))")
  }
  if reader.problems != skipped && !reader.isFull {
    problems.append("skipped \(reader.problems), forwards \(skipped)")
  }

  // The index against a scan, for a few prefixes taken from the entries.
  let unprepared = history
  history.prepare(work: 7)
  while !history.prepare(work: 7) {}
  for entry in expected.prefix(4) {
    for length in [1, 2, 5] {
      let prefix = String(decoding: entry.utf8.prefix(length), as: UTF8.self)
      let scanned = unprepared.all.filter {
        $0.utf8.starts(with: prefix.utf8) && $0.utf8.count > prefix.utf8.count
      }
      let found = history.suggestions(startingWith: prefix, limit: 3)
      if found != Array(scanned.prefix(3)) {
        problems.append(
          "suggestions for \(prefix.debugDescription): \(found), a scan: \(Array(scanned.prefix(3)))")
      }
    }
  }

  // A search for a piece of an entry finds the newest entry holding it as whole characters.
  if let entry = expected.dropFirst(Int(seed) % max(1, expected.count)).first {
    let characters = Array(entry)
    let start = Int(seed) % characters.count
    let needle = String(characters[start..<min(characters.count, start + 1 + Int(options) % 3)])
    var field = Field(id: "fuzz")
    field.history = history
    field.apply(.search(.older))
    field.apply(.search(.type(needle)))
    // As written: the same bytes, starting and ending on the entry's character boundaries
    // (String's `contains` would also match a canonically equivalent spelling, which the byte
    // search, like readline's, does not: docs/history.md).
    let newest = expected.firstIndex { holdsAsWritten($0, needle) }
    if field.history?.search?.match != newest {
      problems.append(
        "a search for \(needle.debugDescription) found \(String(describing: field.history?.search?.match)), not \(String(describing: newest))"
      )
    }
  }
  return problems
}

/// True when `entry` holds `needle`'s UTF-8 bytes from one of its character boundaries to another.
func holdsAsWritten(_ entry: String, _ needle: String) -> Bool {
  let bytes = Array(entry.utf8)
  let wanted = Array(needle.utf8)
  var boundaries: Set<Int> = [0]
  var offset = 0
  for character in entry {
    offset += character.utf8.count
    boundaries.insert(offset)
  }
  return boundaries.contains { start in
    start + wanted.count <= bytes.count && boundaries.contains(start + wanted.count)
      && bytes[start..<start + wanted.count].elementsEqual(wanted)
  }
}

/// What the history store does with a size, without touching a file: the threshold past which it
/// compacts is computed, as every append computes it, and must never trap or fall below the size
/// (`Int.max` once overflowed).
///
/// - Returns: what broke, empty when nothing did.
public func historySizeProblems(_ size: Int) -> [String] {
  let file = HistoryFile(path: "", size: size)
  let threshold = file.compactionThreshold
  if threshold < file.size {
    return ["history size \(size): the compaction threshold \(threshold) is below it"]
  }
  return []
}
