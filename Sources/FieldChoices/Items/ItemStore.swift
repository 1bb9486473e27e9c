/// A list's items: chunks of `chunkSize` items each (the last one filling), so that item `i` is
/// in chunk `i >> chunkShift` and items only ever go at the end. A value: copying a list shares
/// its chunks until one of the copies changes.
struct ItemStore: Sendable {
  static let chunkShift = 13
  static let chunkSize = 1 << chunkShift

  private(set) var chunks: [ItemChunk] = []
  /// The number of items.
  private(set) var count = 0
  /// Items are read with `--ansi`: escape sequences are shown as colours, left out of keys.
  let readsEscapes: Bool

  init(readsEscapes: Bool = false) {
    self.readsEscapes = readsEscapes
  }

  /// Appends an item from its bytes.
  mutating func append(_ raw: [UInt8]) {
    makeRoom()
    raw.withUnsafeBufferPointer { chunks[chunks.count - 1].append($0, readsEscapes: readsEscapes) }
    count += 1
  }

  /// Appends items `range` of a batch the reader made.
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

  /// Appends the items of a batch for which `keep` is true, in order.
  mutating func append(_ batch: ItemChunk, keeping keep: (Int) -> Bool) {
    var runStart: Int?
    for index in 0..<batch.count {
      if keep(index) {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        append(batch, start..<index)
        runStart = nil
      }
    }
    if let start = runStart { append(batch, start..<batch.count) }
  }

  private mutating func makeRoom() {
    if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize { chunks.append(ItemChunk()) }
  }

  /// Item `index`'s bytes as read.
  func raw(_ index: Int) -> [UInt8] {
    Array(chunks[index >> Self.chunkShift].raw(index & (Self.chunkSize - 1)))
  }

  /// Item `index`'s flags.
  func flags(_ index: Int) -> ItemFlags {
    chunks[index >> Self.chunkShift].flags[index & (Self.chunkSize - 1)]
  }

  /// Item `index`'s keys, when it has its own.
  func keys(_ index: Int) -> ItemKeys? {
    chunks[index >> Self.chunkShift].keys(index & (Self.chunkSize - 1))
  }

  /// Reads item `index` as the matcher does.
  func withView<Result>(_ index: Int, _ body: (ItemView) -> Result) -> Result {
    chunks[index >> Self.chunkShift].withReader { body($0.view(index & (Self.chunkSize - 1))) }
  }

  /// The items in a new order: `order[i]` is the index of the item that goes at `i`.
  func reordered(_ order: [Int]) -> ItemStore {
    var result = ItemStore(readsEscapes: readsEscapes)
    var batch = ItemChunk()
    for index in order {
      let chunk = chunks[index >> Self.chunkShift]
      let slot = index & (Self.chunkSize - 1)
      batch.append(contentsOf: chunk, slot..<slot + 1)
      if batch.count == Self.chunkSize {
        result.append(batch, 0..<batch.count)
        batch = ItemChunk()
      }
    }
    result.append(batch, 0..<batch.count)
    return result
  }
}
