import SeededRandom
import Testing

@testable import FieldChoices

/// A store takes a large batch whole as a chunk of its own and copies a small one: either way
/// every item keeps its bytes, flags and keys, in order, none lost and none twice.
@Suite("Item store: batches taken whole or copied")
struct ItemStoreTests {
  /// Items of a few pieces: ASCII, accented (items with keys of their own), not UTF-8, long.
  static func items(_ count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] =
      ["a", "B", "/src/", "é", "Ångström", "日本", "\u{212A}", " ", "x".repeated(300)].map { Array($0.utf8) }
      + [[0xFF]]
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...5, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
    }
  }

  /// A batch as the reader makes one.
  static func batch(_ items: ArraySlice<[UInt8]>) -> ItemChunk {
    var chunk = ItemChunk()
    for item in items { item.withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) } }
    return chunk
  }

  /// What is wrong with `store` holding `expected`: each item's bytes, flags and keys against
  /// those of the item keyed alone, and the chunks' starts.
  static func problems(_ store: ItemStore, _ expected: [[UInt8]]) -> [String] {
    var problems: [String] = []
    if store.count != expected.count { problems.append("\(store.count) items, not \(expected.count)") }
    if store.chunks.map(\.count).reduce(0, +) != store.count { problems.append("the chunks miscount") }
    if store.chunks.contains(where: { $0.count == 0 }) { problems.append("an empty chunk") }
    for (index, item) in expected.enumerated() where index < store.count {
      let alone = batch([item])
      if store.raw(index) != item { problems.append("item \(index)'s bytes differ") }
      if store.flags(index) != alone.flags[0] { problems.append("item \(index)'s flags differ") }
      let keys = store.keys(index)
      let aloneKeys = alone.keys(0)
      if keys?.exact != aloneKeys?.exact || keys?.folded != aloneKeys?.folded
        || keys?.accentsFolded != aloneKeys?.accentsFolded
      {
        problems.append("item \(index)'s keys differ")
      }
      let viewed = store.withView(index) { Array($0.raw) }
      if viewed != item { problems.append("item \(index)'s view differs") }
    }
    return problems
  }

  @Test("batches of every size, large ones taken whole, small ones copied, single items between")
  func mixedBatches() {
    let items = Self.items(30_000, seed: 0x5707)
    var random = SplitMix64(seed: 11)
    var store = ItemStore()
    var next = 0
    var adopted = 0
    while next < items.count {
      if Int.random(in: 0..<8, using: &random) == 0 {
        store.append(items[next])
        next += 1
        continue
      }
      let size = [1, 3, 40, 200, 1_000, 5_000, 9_000].randomElement(using: &random)!
      let end = min(items.count, next + size)
      let batch = Self.batch(items[next..<end])
      let chunks = store.chunks.count
      store.append(batch)
      if batch.bytes.count >= ItemStore.adoptedBytes {
        // Taken whole: a chunk of its own, the batch's very items.
        #expect(store.chunks.count == chunks + 1)
        #expect(store.chunks.last!.count == batch.count)
        adopted += 1
      }
      next = end
    }
    #expect(adopted > 5)
    #expect(Self.problems(store, items).isEmpty)
    // Copied chunks are filled up to `chunkSize` items, never past it.
    #expect(
      store.chunks.allSatisfy { $0.count <= ItemStore.chunkSize || $0.bytes.count >= ItemStore.adoptedBytes })
  }

  @Test("runs of a batch kept: all kept takes it whole, some kept copies those, in order")
  func keptRuns() {
    let items = Self.items(4_000, seed: 0x4B)
    let batch = Self.batch(items[...])
    #expect(batch.bytes.count >= ItemStore.adoptedBytes)
    var store = ItemStore()
    store.append(batch, keeping: { _ in true })
    #expect(store.chunks.count == 1)
    store.append(batch, keeping: { $0 % 3 != 1 })
    store.append(batch, keeping: { _ in false })
    store.append(ItemChunk())
    let kept = items + items.enumerated().filter { $0.offset % 3 != 1 }.map(\.element)
    #expect(Self.problems(store, kept).isEmpty)
  }

  @Test("a store of taken batches reordered, and with an item inserted, keeps every item once")
  func reorderedAndInserted() {
    let items = Self.items(20_000, seed: 0x0D)
    var store = ItemStore()
    for start in stride(from: 0, to: items.count, by: 3_000) {
      store.append(Self.batch(items[start..<min(items.count, start + 3_000)]))
    }
    let order = Array((0..<items.count).reversed())
    #expect(Self.problems(store.reordered(order), order.map { items[$0] }).isEmpty)
    let inserted = store.inserting(Array("new".utf8), at: 12_345)
    var expected = items
    expected.insert(Array("new".utf8), at: 12_345)
    #expect(Self.problems(inserted, expected).isEmpty)
    // Every item is found in the chunk that holds it, at the first and last of each chunk too.
    for (chunk, start) in store.starts.enumerated() {
      let last = start + store.chunks[chunk].count - 1
      for index in [start, last] {
        let found = store.chunk(holding: index)
        #expect(found.chunk == chunk && found.start == start, "item \(index)")
      }
    }
    var visited: [Int] = []
    store.forEachRun(2_999..<17_001) { _, start, slots in visited += slots.map { start + $0 } }
    #expect(visited == Array(2_999..<17_001))
  }
}

extension String {
  fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}
