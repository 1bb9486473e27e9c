/// The entries in byte order, to find the entries that start with a text in a binary search, and
/// among them the one listed first (the newest of a history) in a segment tree of minimums.
///
/// It is built in steps (`build(_:work:)`), so a program can spread a million entries' sort over
/// many short slices between keystrokes: blocks of 64 are sorted, then merged pass by pass into
/// runs twice as long, each merge resumable at any element; then the tree is filled bottom up.
/// Memory: 4 bytes an entry for the order, 8 for the tree, 8 for the sort keys, and 4 while
/// sorting.
struct PrefixIndex: Sendable {
  /// How many entries (the first ones) the index covers, or will once built.
  private(set) var covered = 0
  /// Entries in byte order; equal texts by index, the first listed first.
  private var order: [Int32] = []
  /// The first 8 bytes of each entry as a big-endian number, padded with zeros (no entry holds a
  /// zero byte), so most comparisons are one comparison of numbers.
  private var keys: [UInt64] = []
  /// A segment tree over `order`: node `i` holds the position in `order` of the smallest entry
  /// index below it; leaves at `covered + p`.
  private var tree: [Int32] = []
  private var scratch: [Int32] = []
  private var stage = Stage.notStarted

  private enum Stage: Sendable {
    case notStarted
    case keying
    case sortingBlocks(next: Int)
    case merging(Merge)
    case fillingTree(next: Int)
    case ready
  }

  /// A merge pass in progress: runs of `width` merged in pairs from `order` into `scratch`.
  private struct Merge: Sendable {
    var width: Int
    /// Where the current pair starts.
    var pair = 0
    var left = 0
    var right = 0
    var out = 0
    var started = false
  }

  static let blockSize = 64

  /// True once every covered entry is in the index.
  var isReady: Bool { if case .ready = stage { true } else { false } }

  /// Does about `work` comparisons (or element moves) of building the index over `entries`;
  /// returns true once it is ready. Entries added after the build started are left for a new
  /// index (`covered` says how many are in).
  mutating func build(_ entries: PackedEntries, work: Int) -> Bool {
    var budget = work
    while budget > 0 {
      switch stage {
      case .notStarted:
        covered = entries.count
        guard covered > 0 else {
          stage = .ready
          return true
        }
        order = (0..<Int32(covered)).map { $0 }
        keys = []
        keys.reserveCapacity(covered)
        stage = .keying
      case .keying:
        // The sort keys, a slice a step: a million take tens of milliseconds.
        let start = keys.count
        let end = min(covered, start + budget)
        entries.bytes.withUnsafeBufferPointer { bytes in
          for entry in start..<end { keys.append(Self.key(bytes, entries.range(of: entry))) }
        }
        budget -= end - start
        if keys.count == covered { stage = .sortingBlocks(next: 0) }
      case .sortingBlocks(let next):
        var block = next
        let keys = keys
        entries.bytes.withUnsafeBufferPointer { bytes in
          while block < covered && budget > 0 {
            let end = min(block + Self.blockSize, covered)
            order[block..<end].sort { Self.less($0, $1, keys, bytes, entries) }
            budget -= (end - block) * 6
            block = end
          }
        }
        stage = block < covered ? .sortingBlocks(next: block) : .merging(Merge(width: Self.blockSize))
      case .merging(var merge):
        if merge.width >= covered {
          scratch = []
          tree = [Int32](repeating: 0, count: 2 * covered)
          stage = .fillingTree(next: 0)
          continue
        }
        if scratch.count != covered { scratch = [Int32](repeating: 0, count: covered) }
        let finished = entries.bytes.withUnsafeBufferPointer { bytes in
          mergeSome(&merge, &budget, bytes, entries)
        }
        if finished {
          swap(&order, &scratch)
          stage = .merging(Merge(width: merge.width * 2))
        } else {
          stage = .merging(merge)
        }
      case .fillingTree(let next):
        var node = next
        if node == 0 {
          for position in 0..<covered { tree[covered + position] = Int32(position) }
          budget -= covered
          node = covered - 1
        }
        while node >= 1 && budget > 0 {
          let left = tree[2 * node]
          let right = tree[2 * node + 1]
          tree[node] = order[Int(left)] <= order[Int(right)] ? left : right
          node -= 1
          budget -= 1
        }
        stage = node >= 1 ? .fillingTree(next: node) : .ready
      case .ready:
        return true
      }
    }
    return isReady
  }

  /// Merges pairs of runs until the pass ends (true) or the budget is spent.
  private mutating func mergeSome(
    _ merge: inout Merge, _ budget: inout Int, _ bytes: UnsafeBufferPointer<UInt8>, _ entries: PackedEntries
  ) -> Bool {
    while merge.pair < covered {
      let middle = min(merge.pair + merge.width, covered)
      let end = min(merge.pair + 2 * merge.width, covered)
      if !merge.started {
        merge.left = merge.pair
        merge.right = middle
        merge.out = merge.pair
        merge.started = true
      }
      while merge.out < end {
        if budget <= 0 { return false }
        budget -= 1
        let takeLeft =
          merge.right >= end
          || (merge.left < middle && !Self.less(order[merge.right], order[merge.left], keys, bytes, entries))
        if takeLeft {
          scratch[merge.out] = order[merge.left]
          merge.left += 1
        } else {
          scratch[merge.out] = order[merge.right]
          merge.right += 1
        }
        merge.out += 1
      }
      merge.pair = end
      merge.started = false
    }
    return true
  }

  /// Byte order, then index order for equal texts.
  private static func less(
    _ a: Int32, _ b: Int32, _ keys: [UInt64], _ bytes: UnsafeBufferPointer<UInt8>, _ entries: PackedEntries
  ) -> Bool {
    let keyA = keys[Int(a)]
    let keyB = keys[Int(b)]
    if keyA != keyB { return keyA < keyB }
    let order = compare(bytes, entries.range(of: Int(a)), entries.range(of: Int(b)))
    return order == 0 ? a < b : order < 0
  }

  private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var key: UInt64 = 0
    for offset in 0..<8 {
      key <<= 8
      if offset < range.count { key |= UInt64(bytes[range.lowerBound + offset]) }
    }
    return key
  }

  /// -1, 0 or 1 as `a`'s bytes sort before, with, or after `b`'s.
  private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Int {
    let common = min(a.count, b.count)
    var offset = 0
    while offset < common {
      let x = bytes[a.lowerBound + offset]
      let y = bytes[b.lowerBound + offset]
      if x != y { return x < y ? -1 : 1 }
      offset += 1
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }

  /// Up to `limit` entries that start with `prefix` and are longer, the first listed first.
  /// A binary search for where they are in byte order, then the segment tree: each entry found
  /// splits its range in two, and the next is the smaller of the ranges' minimums. Costs
  /// O((log n)(|prefix| + limit)).
  func entries(startingWith prefix: [UInt8], in entries: PackedEntries, limit: Int) -> [Int] {
    guard isReady, covered > 0, limit > 0 else { return [] }
    return entries.bytes.withUnsafeBufferPointer { bytes in
      // 0 below the range (before, or equal to the prefix), 1 in it, 2 after it.
      func rank(_ position: Int) -> Int {
        let range = entries.range(of: Int(order[position]))
        let common = min(range.count, prefix.count)
        for offset in 0..<common {
          let byte = bytes[range.lowerBound + offset]
          if byte != prefix[offset] { return byte < prefix[offset] ? 0 : 2 }
        }
        return range.count > prefix.count ? 1 : 0
      }
      func firstPosition(ranked minimum: Int) -> Int {
        var low = 0
        var high = covered
        while low < high {
          let middle = (low + high) / 2
          if rank(middle) < minimum { low = middle + 1 } else { high = middle }
        }
        return low
      }
      let lower = firstPosition(ranked: 1)
      let upper = firstPosition(ranked: 2)
      var found: [Int] = []
      var ranges: [Range<Int>] = lower < upper ? [lower..<upper] : []
      while found.count < limit, !ranges.isEmpty {
        // The range whose smallest entry is smallest (few ranges: at most one more per entry found).
        var best = 0
        var bestPosition = minimumPosition(ranges[0])
        for index in ranges.indices.dropFirst() {
          let position = minimumPosition(ranges[index])
          if order[position] < order[bestPosition] {
            best = index
            bestPosition = position
          }
        }
        let range = ranges.remove(at: best)
        found.append(Int(order[bestPosition]))
        if range.lowerBound < bestPosition { ranges.append(range.lowerBound..<bestPosition) }
        if bestPosition + 1 < range.upperBound { ranges.append(bestPosition + 1..<range.upperBound) }
      }
      return found
    }
  }

  /// The position in `order` of the smallest entry index in `range` (not empty).
  private func minimumPosition(_ range: Range<Int>) -> Int {
    var low = range.lowerBound + covered
    var high = range.upperBound + covered
    var best = Int(tree[low])
    while low < high {
      if low & 1 == 1 {
        let candidate = Int(tree[low])
        if order[candidate] < order[best] { best = candidate }
        low += 1
      }
      if high & 1 == 1 {
        high -= 1
        let candidate = Int(tree[high])
        if order[candidate] < order[best] { best = candidate }
      }
      low >>= 1
      high >>= 1
    }
    return best
  }
}
