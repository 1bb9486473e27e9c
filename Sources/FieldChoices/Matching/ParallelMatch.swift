import Dispatch

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Matching many items on every core: the items are cut into as many runs as there are cores
/// (fewer for little work), each run matched on a thread of its own with its own `ItemMatcher`,
/// the entries joined in item order.
///
/// Only the best `keep` matches need a score at once (the rows shown). Each thread keeps its
/// best `keep` scored matches in a heap; once the heap is full, an item whose upper bound (its
/// last score plus the most the query's growth can add, or `ItemMatcher.bound`) is below the
/// heap's worst score cannot be among the best `keep` anywhere: it is only checked to match, and
/// kept unscored with its bound (`Ranking`).
enum ParallelMatch {
  /// The threads a match may use: the cores online, at most 8.
  static let threads = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
  /// Below this many items a match stays on the calling thread.
  static let itemsPerThread = 4096
  /// The bounds a worker tries before it decides whether they spare enough scores, and the items
  /// it then considers without them when they do not (`Worker.tallyBound`).
  static let boundWindow = 512
  static let boundRest = 8192

  /// What a match gives: every match in item order, and the best `keep`, scored, in rank order;
  /// for an order other than the plain one, no best but every entry's key (`RankOrder`).
  struct Matched: Sendable {
    var entries: [UInt64]
    var top: [UInt64]
    var keys: [UInt64] = []

    /// The matches as a ranking.
    func ranking(_ order: RankOrder) -> Ranking {
      order.isPlain
        ? Ranking(entries: entries, top: top)
        : Ranking(entries: entries, keys: keys, reversed: order.reversed)
    }
  }

  /// The matches of the items in `range`.
  static func match(_ store: ItemStore, _ query: PreparedQuery, _ range: Range<Int>, keep: Int) -> Matched {
    let parts = partCount(range.count)
    let results = run(parts) { part in
      let lower = range.lowerBound + range.count * part / parts
      let upper = range.lowerBound + range.count * (part + 1) / parts
      var worker = Worker(query, keep: keep)
      store.forEachRun(lower..<upper) { chunk, start, slots in
        store.chunks[chunk].withReader { reader in
          for slot in slots { worker.consider(reader.view(slot), index: start + slot, bound: nil) }
        }
      }
      return worker.result()
    }
    return join(results, keep: keep)
  }

  /// The matches among `candidates` (the entries of a query this one narrows, in item order):
  /// `growth` is how much higher than its old score an item's new one can be, or nil when
  /// that is not known.
  static func match(
    _ store: ItemStore, _ query: PreparedQuery, candidates: [UInt64], growth: ScoreGrowth?, keep: Int
  ) -> Matched {
    let parts = partCount(candidates.count)
    let increase = growth?.most
    let results = run(parts) { part in
      let lower = candidates.count * part / parts
      let upper = candidates.count * (part + 1) / parts
      var worker = Worker(query, keep: keep, growth: growth)
      var position = lower
      while position < upper {
        let (chunkIndex, chunkStart) = store.chunk(holding: Ranking.index(of: candidates[position]))
        store.chunks[chunkIndex].withReader { reader in
          while position < upper, Ranking.index(of: candidates[position]) - chunkStart < reader.count {
            let entry = candidates[position]
            let item = Ranking.index(of: entry)
            worker.consider(
              reader.view(item - chunkStart), index: item,
              bound: increase.map { Ranking.score(of: entry) + $0 })
            position += 1
          }
        }
      }
      return worker.result()
    }
    return join(results, keep: keep)
  }

  /// The entries with every unscored one scored (in item order).
  static func scoreAll(_ store: ItemStore, _ query: PreparedQuery, _ entries: [UInt64]) -> [UInt64] {
    let parts = partCount(entries.count)
    let results = run(parts) { part -> [UInt64] in
      let lower = entries.count * part / parts
      let upper = entries.count * (part + 1) / parts
      let matcher = ItemMatcher(query)
      var scored = Array(entries[lower..<upper])
      for position in scored.indices where Ranking.isUnscored(scored[position]) {
        let item = Ranking.index(of: scored[position])
        let score = store.withView(item) { matcher.match($0) }
        guard let score else { preconditionFailure("an unscored entry no longer matches") }
        scored[position] = Ranking.entry(score: score.score, length: query.tie(score.length), index: item)
      }
      return scored
    }
    return results.count == 1 ? results[0] : Array(results.joined())
  }

  /// The matches of one batch the reader made (before it joins the list): each one's slot, its
  /// entry's score and length, and its key (0 for the plain order).
  static func match(batch: ItemChunk, _ query: PreparedQuery) -> [(
    slot: Int, score: Int32, length: Int, key: UInt64
  )] {
    let matcher = ItemMatcher(query)
    var found: [(slot: Int, score: Int32, length: Int, key: UInt64)] = []
    batch.withReader { reader in
      for slot in 0..<reader.count {
        if query.order.isPlain {
          if let score = matcher.match(reader.view(slot)) {
            found.append((slot, score.score, query.tie(score.length), 0))
          }
        } else if let ranked = matcher.rankKey(reader.view(slot)) {
          found.append((slot, ranked.score, 0, ranked.key))
        }
      }
    }
    return found
  }

  private static func partCount(_ work: Int) -> Int {
    max(1, min(threads, work / itemsPerThread))
  }

  /// One thread's matching: its entries, and a max-heap of its best `keep` scored ones.
  private struct Worker {
    let matcher: ItemMatcher
    /// The query's order is the plain one (`RankOrder.isPlain`), and its entries hold the length.
    let isPlain: Bool
    let usesLength: Bool
    let keep: Int
    /// Whether `ItemMatcher.bound` is cheaper than a score for this query.
    let boundsHelp: Bool
    /// Bounds computed in the window that decides whether they are worth their cost, and how
    /// many of them spared a score (found no match, or ruled the item out of the best).
    var boundsTried = 0
    var boundsSpared = 0
    /// Items still to consider without a bound: bounds that spare too few scores cost more than
    /// they save (a bound costs about half a score), as when thousands of items tie at the top.
    var boundsResting = 0
    var entries: [UInt64] = []
    var heap: [UInt64] = []
    /// The entries' keys, for an order other than the plain one.
    var keys: [UInt64] = []

    /// How much the scores can rise from the candidates' old ones when only characters were
    /// typed at the ends of fuzzy terms (the item's best bonus then tightens the bound), or nil.
    let growth: ScoreGrowth?

    init(_ query: PreparedQuery, keep: Int, growth: ScoreGrowth? = nil) {
      matcher = ItemMatcher(query)
      self.growth = growth.flatMap { $0.appended > 0 ? $0 : nil }
      isPlain = query.order.isPlain
      usesLength = query.order.usesLength
      self.keep = max(1, keep)
      boundsHelp = matcher.boundsHelp
      heap.reserveCapacity(self.keep)
    }

    /// The heap's worst score once it is full: an item bound below it cannot be among the best.
    var threshold: Int32? { heap.count == keep ? Ranking.score(of: heap[0]) : nil }

    @inline(__always)
    mutating func consider(_ view: ItemView, index: Int, bound known: Int32?) {
      guard isPlain else {
        guard let ranked = matcher.rankKey(view) else { return }
        entries.append(Ranking.entry(score: ranked.score, length: 0, index: index))
        keys.append(ranked.key)
        return
      }
      if let threshold {
        var known = known
        if let loose = known, loose >= threshold, let growth, let best = matcher.bestBonus(view) {
          // The bound for any item, tightened by this item's best bonus: no more than it was.
          known = loose - growth.most + growth.bound(bestBonus: best)
        }
        if let known, known <= threshold {
          // At best the heap's worst score: only whether it matches, when its best entry (that
          // score, its length, its index) would still rank below the heap's worst.
          guard let length = matcher.check(view) else { return }
          if let unscored = unscoredEntry(bound: known, length: length, index: index) {
            entries.append(unscored)
            return
          }
        }
        if boundsHelp && boundsResting == 0 {
          guard let fresh = matcher.bound(view) else {
            tallyBound(spared: true)
            return
          }
          let unscored = unscoredEntry(
            bound: min(known ?? .max, fresh.score), length: fresh.length, index: index)
          tallyBound(spared: unscored != nil)
          if let unscored {
            entries.append(unscored)
            return
          }
        } else if boundsResting > 0 {
          boundsResting -= 1
        }
      }
      guard let score = matcher.match(view) else { return }
      let entry = Ranking.entry(score: score.score, length: usesLength ? score.length : 0, index: index)
      entries.append(entry)
      push(entry)
    }

    /// Counts a bound; at the end of a window of `boundWindow` in which fewer than a quarter
    /// spared a score, bounds rest for `boundRest` items, then are tried again.
    @inline(__always)
    private mutating func tallyBound(spared: Bool) {
      boundsTried += 1
      if spared { boundsSpared += 1 }
      guard boundsTried == ParallelMatch.boundWindow else { return }
      if boundsSpared * 4 < boundsTried { boundsResting = ParallelMatch.boundRest }
      boundsTried = 0
      boundsSpared = 0
    }

    /// The unscored entry of a match whose score is at most `bound`, when even that score would
    /// rank it after the heap's worst entry (its length and index break the tie, as `Ranking`
    /// orders); nil when it might be among the best and must be scored.
    @inline(__always)
    private func unscoredEntry(bound: Int32, length: Int, index: Int) -> UInt64? {
      let best = Ranking.entry(score: bound, length: usesLength ? length : 0, index: index)
      guard best > heap[0] else { return nil }
      return best | Ranking.unscoredBit
    }

    private mutating func push(_ entry: UInt64) {
      if heap.count < keep {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
          let parent = (child - 1) / 2
          guard heap[child] > heap[parent] else { break }
          heap.swapAt(child, parent)
          child = parent
        }
      } else if entry < heap[0] {
        heap[0] = entry
        var parent = 0
        while true {
          let left = 2 * parent + 1
          guard left < heap.count else { break }
          var largest = left
          if left + 1 < heap.count && heap[left + 1] > heap[left] { largest = left + 1 }
          guard heap[largest] > heap[parent] else { break }
          heap.swapAt(parent, largest)
          parent = largest
        }
      }
    }

    func result() -> Matched { Matched(entries: entries, top: heap, keys: keys) }
  }

  /// The parts' entries joined, and their best `keep` in rank order.
  private static func join(_ results: [Matched], keep: Int) -> Matched {
    let entries = concatenated(results.map(\.entries))
    let keys = concatenated(results.map(\.keys))
    let top = Array(results.flatMap(\.top).sorted().prefix(keep))
    return Matched(entries: entries, top: top, keys: keys)
  }

  /// The parts one after the other, each copied whole (a joined sequence copies element by
  /// element).
  private static func concatenated(_ parts: [[UInt64]]) -> [UInt64] {
    guard var whole = parts.first else { return [] }
    guard parts.count > 1 else { return whole }
    whole.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts.dropFirst() { whole.append(contentsOf: part) }
    return whole
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
