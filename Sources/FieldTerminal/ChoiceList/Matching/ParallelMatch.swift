import Dispatch

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Matching many items on every core: the items are cut into as many runs as there are cores
/// (fewer for little work), each run matched on a thread of its own with its own `ItemMatcher`,
/// the entries joined in item order.
enum ParallelMatch {
  /// The threads a match may use: the cores online, at most 8.
  static let threads = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
  /// Below this many items a match stays on the calling thread.
  static let itemsPerThread = 16_384

  /// The entries (`Ranking.entry`) of the items in `range` that match.
  static func match(_ store: ItemStore, _ query: PreparedQuery, _ range: Range<Int>) -> [UInt64] {
    let parts = partCount(range.count)
    let results = run(parts) { part in
      let lower = range.lowerBound + range.count * part / parts
      let upper = range.lowerBound + range.count * (part + 1) / parts
      return matchRun(store, query, lower..<upper)
    }
    return results.count == 1 ? results[0] : Array(results.joined())
  }

  /// The entries of the items `candidates` (ascending indices) that match.
  static func match(_ store: ItemStore, _ query: PreparedQuery, candidates: [UInt32]) -> [UInt64] {
    let parts = partCount(candidates.count)
    let results = run(parts) { part in
      let lower = candidates.count * part / parts
      let upper = candidates.count * (part + 1) / parts
      return matchCandidates(store, query, candidates[lower..<upper])
    }
    return results.count == 1 ? results[0] : Array(results.joined())
  }

  /// The matches of one batch the reader made (before it joins the list), as (position in the
  /// batch, score entry without the index).
  static func match(batch: ItemChunk, _ query: PreparedQuery) -> [(Int, ItemScore)] {
    let matcher = ItemMatcher(query)
    var found: [(Int, ItemScore)] = []
    batch.withReader { reader in
      for slot in 0..<reader.count {
        if let score = matcher.match(reader.view(slot)) { found.append((slot, score)) }
      }
    }
    return found
  }

  private static func partCount(_ work: Int) -> Int {
    max(1, min(threads, work / itemsPerThread))
  }

  private static func matchRun(_ store: ItemStore, _ query: PreparedQuery, _ range: Range<Int>) -> [UInt64] {
    let matcher = ItemMatcher(query)
    var entries: [UInt64] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let chunkIndex = index >> ItemStore.chunkShift
      let chunkStart = chunkIndex << ItemStore.chunkShift
      let end = min(range.upperBound, chunkStart + ItemStore.chunkSize)
      store.chunks[chunkIndex].withReader { reader in
        for item in index..<end {
          if let score = matcher.match(reader.view(item - chunkStart)) {
            entries.append(Ranking.entry(score: score.score, length: score.length, index: item))
          }
        }
      }
      index = end
    }
    return entries
  }

  private static func matchCandidates(_ store: ItemStore, _ query: PreparedQuery, _ candidates: ArraySlice<UInt32>)
    -> [UInt64]
  {
    let matcher = ItemMatcher(query)
    var entries: [UInt64] = []
    var position = candidates.startIndex
    while position < candidates.endIndex {
      let chunkIndex = Int(candidates[position]) >> ItemStore.chunkShift
      let chunkStart = chunkIndex << ItemStore.chunkShift
      store.chunks[chunkIndex].withReader { reader in
        while position < candidates.endIndex, Int(candidates[position]) >> ItemStore.chunkShift == chunkIndex {
          let item = Int(candidates[position])
          if let score = matcher.match(reader.view(item - chunkStart)) {
            entries.append(Ranking.entry(score: score.score, length: score.length, index: item))
          }
          position += 1
        }
      }
    }
    return entries
  }

  /// Runs `body` for parts `0..<parts`, on as many threads, and returns the results in order.
  static func run<Result: Sendable>(_ parts: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
    if parts == 1 { return [body(0)] }
    let results = ResultSlots<Result>(count: parts)
    DispatchQueue.concurrentPerform(iterations: parts) { part in results.set(part, body(part)) }
    return results.values()
  }
}

/// One slot per part, each written by one thread only (a raw buffer: no exclusivity check
/// spans the threads).
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<Result?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Result) { slots[index] = value }

  func values() -> [Result] { (0..<count).map { slots[$0]! } }
}
