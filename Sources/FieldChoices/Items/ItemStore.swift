/// A list's items: chunks of items, items only ever going at the end. A chunk is a batch the
/// reader made, taken whole (its bytes are not copied again), or, for items that come a few at a
/// time, one filled up to `chunkSize` items; `starts` says where each chunk's items start, so
/// item `i` is in the last chunk whose start is at most `i`. A value: copying a list shares its
/// chunks until one of the copies changes.
struct ItemStore: Sendable {
  /// The most items a chunk filled item by item (or run by run) holds.
  static let chunkSize = 1 << 13
  /// The fewest bytes of a batch taken whole as a chunk of its own; a smaller one is copied into
  /// the last chunk, so that a source that hands over a line at a time does not make a chunk of
  /// each.
  static let adoptedBytes = 16 * 1024

  private(set) var chunks: [ItemChunk] = []
  /// Where each chunk's items start.
  private(set) var starts: [Int] = []
  /// The number of items.
  private(set) var count = 0
  /// Items are read with `--ansi`: escape sequences are shown as colours, left out of keys.
  let readsEscapes: Bool
  /// The last chunk was taken whole from a batch: items are not copied into it (it may be far
  /// larger than `chunkSize`, and its arrays have no room to spare).
  private var lastAdopted = false

  init(readsEscapes: Bool = false) {
    self.readsEscapes = readsEscapes
  }

  /// Appends an item from its bytes.
  mutating func append(_ raw: [UInt8]) {
    makeRoom()
    raw.withUnsafeBufferPointer { chunks[chunks.count - 1].append($0, readsEscapes: readsEscapes) }
    count += 1
  }

  /// Appends a batch the reader made: taken whole as a chunk when it is large, else copied.
  mutating func append(_ batch: ItemChunk) {
    guard batch.count > 0 else { return }
    guard batch.bytes.count >= Self.adoptedBytes else {
      append(batch, 0..<batch.count)
      return
    }
    starts.append(count)
    chunks.append(batch)
    count += batch.count
    lastAdopted = true
  }

  /// Appends (copies) items `range` of a batch.
  mutating func append(_ batch: ItemChunk, _ range: Range<Int>) {
    var next = range.lowerBound
    while next < range.upperBound {
      makeRoom()
      let room = Self.chunkSize - chunks[chunks.count - 1].count
      let end = min(range.upperBound, next + room)
      chunks[chunks.count - 1].append(contentsOf: batch, next..<end)
      count += end - next
      next = end
    }
  }

  /// Appends the items of a batch for which `keep` is true, in order: the whole batch as
  /// `append(_:)` does when it keeps them all.
  mutating func append(_ batch: ItemChunk, keeping keep: (Int) -> Bool) {
    var runs: [Range<Int>] = []
    var runStart: Int?
    for index in 0..<batch.count {
      if keep(index) {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        runs.append(start..<index)
        runStart = nil
      }
    }
    if let start = runStart { runs.append(start..<batch.count) }
    if runs == [0..<batch.count] {
      append(batch)
      return
    }
    for run in runs { append(batch, run) }
  }

  /// Makes sure the last chunk is one items are copied into, with room for one.
  private mutating func makeRoom() {
    guard chunks.isEmpty || lastAdopted || chunks[chunks.count - 1].count == Self.chunkSize else { return }
    starts.append(count)
    chunks.append(ItemChunk())
    lastAdopted = false
  }

  /// The chunk that holds item `index` (less than `count`), and where its items start.
  @inline(__always)
  func chunk(holding index: Int) -> (chunk: Int, start: Int) {
    var low = 0
    var high = starts.count - 1
    if index >= starts[high] { return (high, starts[high]) }
    // The last chunk whose start is at most `index`: starts[low] <= index < starts[high].
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle } else { high = middle }
    }
    return (low, starts[low])
  }

  /// Calls `body` for each chunk items `range` reach, in order: the chunk, where its items
  /// start, and the slots in it that `range` holds.
  func forEachRun(_ range: Range<Int>, _ body: (_ chunk: Int, _ start: Int, _ slots: Range<Int>) -> Void) {
    guard !range.isEmpty else { return }
    var (chunk, start) = chunk(holding: range.lowerBound)
    var index = range.lowerBound
    while index < range.upperBound {
      let end = min(range.upperBound, start + chunks[chunk].count)
      body(chunk, start, (index - start)..<(end - start))
      index = end
      start = end
      chunk += 1
    }
  }

  /// Item `index`'s bytes as read.
  func raw(_ index: Int) -> [UInt8] {
    let (chunk, start) = chunk(holding: index)
    return Array(chunks[chunk].raw(index - start))
  }

  /// Item `index`'s flags.
  func flags(_ index: Int) -> ItemFlags {
    let (chunk, start) = chunk(holding: index)
    return chunks[chunk].flags[index - start]
  }

  /// Item `index`'s keys, when it has its own.
  func keys(_ index: Int) -> ItemKeys? {
    let (chunk, start) = chunk(holding: index)
    return chunks[chunk].keys(index - start)
  }

  /// Reads item `index` as the matcher does.
  func withView<Result>(_ index: Int, _ body: (ItemView) -> Result) -> Result {
    let (chunk, start) = chunk(holding: index)
    return chunks[chunk].withReader { body($0.view(index - start)) }
  }

  /// The items in a new order: `order[i]` is the index of the item that goes at `i`.
  func reordered(_ order: [Int]) -> ItemStore {
    var result = ItemStore(readsEscapes: readsEscapes)
    var batch = ItemChunk()
    for index in order {
      let (chunk, start) = chunk(holding: index)
      batch.append(contentsOf: chunks[chunk], (index - start)..<(index - start + 1))
      if batch.count == Self.chunkSize {
        result.append(batch)
        batch = ItemChunk()
      }
    }
    result.append(batch)
    return result
  }
}
