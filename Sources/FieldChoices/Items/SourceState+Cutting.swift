#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The reader's cutting: a read into items, on one thread or, for a large read, on several.
extension SourceState {
  /// Cuts a read into items; the part after the last separator waits in `carry`.
  func cut(
    _ bytes: UnsafeBufferPointer<UInt8>, carry: inout [UInt8], into batch: inout ItemChunk,
    headerLeft: inout Int
  ) {
    let base = bytes.baseAddress!
    var start = 0
    while start < bytes.count {
      guard let hit = memchr(base + start, Int32(separator), bytes.count - start) else { break }
      let end = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      let piece = UnsafeBufferPointer(start: base + start, count: end - start)
      if carry.isEmpty {
        appendItem(piece, to: &batch, headerLeft: &headerLeft)
      } else {
        carry.append(contentsOf: piece)
        carry.withUnsafeBufferPointer { appendItem($0, to: &batch, headerLeft: &headerLeft) }
        carry.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    if start < bytes.count { carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
  }

  /// Cuts a read (no header lines left to read) as `cut` does, its whole lines in `parts` runs
  /// cut, checked and keyed on as many threads: the first run goes on from `batch` (with the
  /// line `carry` ends), and each run's batch is handed over in order, so the items are the ones
  /// `cut` makes, in the same order, in batches large enough for the list to take whole.
  func cutInParts(
    _ bytes: UnsafeBufferPointer<UInt8>, carry: inout [UInt8], into batch: inout ItemChunk
  ) {
    let base = bytes.baseAddress!
    var start = 0
    var headerLeft = 0
    if !carry.isEmpty {
      guard let hit = memchr(base, Int32(separator), bytes.count) else {
        carry.append(contentsOf: bytes)
        return
      }
      let end = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      carry.append(contentsOf: UnsafeBufferPointer(start: base, count: end))
      carry.withUnsafeBufferPointer { appendItem($0, to: &batch, headerLeft: &headerLeft) }
      carry.removeAll(keepingCapacity: true)
      start = end + 1
    }
    // The whole lines end at the last separator; what follows waits in `carry`.
    var whole = bytes.count
    while whole > start && bytes[whole - 1] != separator { whole -= 1 }
    defer {
      if whole < bytes.count { carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[whole...])) }
    }
    guard whole - start >= Self.partBytes else {
      cut(
        UnsafeBufferPointer(rebasing: bytes[start..<whole]), carry: &carry, into: &batch,
        headerLeft: &headerLeft)
      return
    }
    // Each run ends at the first separator from its share of the bytes on.
    var bounds = [start]
    for part in 1..<parts {
      let from = max(bounds[bounds.count - 1], start + (whole - start) * part / parts)
      guard from < whole, let hit = memchr(base + from, Int32(separator), whole - from) else { break }
      bounds.append(UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1)
    }
    if bounds[bounds.count - 1] < whole { bounds.append(whole) }
    let lines = SharedLines(base: base, bounds: bounds)
    let head = batch
    batch = ItemChunk()
    let runs = ParallelMatch.run(bounds.count - 1) { [self] run in
      var made = run == 0 ? head : ItemChunk()
      var none = 0
      var noCarry: [UInt8] = []
      let range = lines.bounds[run]..<lines.bounds[run + 1]
      made.reserveCapacity(bytes: range.count)
      cut(
        UnsafeBufferPointer(start: lines.base + range.lowerBound, count: range.count), carry: &noCarry,
        into: &made, headerLeft: &none)
      return made
    }
    queue.withLock { $0.partedReads += 1 }
    for run in runs { publish(run) }
  }

  /// One item: a line loses the CR of a CR LF; empty items are left out. While header lines are
  /// left to read, the line is one of them instead (an empty one too).
  func appendItem(
    _ item: UnsafeBufferPointer<UInt8>, to batch: inout ItemChunk, headerLeft: inout Int
  ) {
    var item = item
    if separator == 0x0A, let last = item.last, last == 0x0D {
      item = UnsafeBufferPointer(rebasing: item.dropLast())
    }
    if headerLeft > 0 {
      headerLeft -= 1
      queue.withLock { queue in
        queue.header.append(Array(item))
        signal(&queue)
      }
      return
    }
    guard !item.isEmpty, prefilter?.mayMatch(item) ?? true else { return }
    batch.append(item, readsEscapes: readsEscapes)
  }
}

/// A read's bytes and where its runs of lines start, shared with the threads that cut them while
/// the reader waits for them (the buffer is not touched until they are done).
private struct SharedLines: @unchecked Sendable {
  let base: UnsafePointer<UInt8>
  let bounds: [Int]
}
