/// The matches of a query, in rank order as far as it has been worked out: every match is one
/// `UInt64` that sorts as the rank does (fzf's order: higher score first, then the shorter item,
/// then the earlier one), and only a prefix is kept sorted, as long as the rows shown need.
///
/// An entry is `(65535 - score) << 48 | length << 32 | index` (score and length clamped to 16
/// bits, as fzf clamps them), so ascending entries are best first and no two are equal.
struct Ranking: Sendable, Equatable {
  /// Every match, the first `ranked` in rank order and better than all the rest; the rest in no
  /// particular order.
  private(set) var entries: [UInt64] = []
  /// How many entries are in rank order.
  private(set) var ranked = 0

  /// Above this many entries a partial ranking keeps the sorted prefix at most this long when
  /// more entries come, so that a batch costs its own size.
  static let keptPrefix = 4096

  /// An entry for a match.
  @inline(__always)
  static func entry(score: Int32, length: Int, index: Int) -> UInt64 {
    let score = UInt64(65535 - min(65535, max(0, Int(score))))
    return score << 48 | UInt64(min(65535, max(0, length))) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
  }

  /// The item index of an entry.
  @inline(__always)
  static func index(of entry: UInt64) -> Int { Int(entry & 0xFFFF_FFFF) }

  /// The score of an entry.
  static func score(of entry: UInt64) -> Int { 65535 - Int(entry >> 48) }

  /// The matches, unranked.
  init(entries: [UInt64] = []) {
    self.entries = entries
  }

  /// The number of matches.
  var count: Int { entries.count }

  /// The item index at rank `row` (which must be below `ranked`).
  func item(atRow row: Int) -> Int { Self.index(of: entries[row]) }

  /// Puts at least the first `rows` in rank order: the best `rows` picked out (a bounded heap
  /// over every entry, then a sort of those), or, when that is much of the list, a sort of all.
  mutating func rank(rows: Int) {
    let wanted = min(rows, entries.count)
    guard wanted > ranked else { return }
    if wanted * 8 >= entries.count || entries.count <= 4096 {
      RadixSort.sort(&entries)
      ranked = entries.count
      return
    }
    let target = max(wanted, min(entries.count, ranked * 2))
    let threshold = Self.kthSmallest(entries, target)
    // The first `target` are those up to the threshold (entries are unique); sort them.
    let pivot = entries.partition { $0 > threshold }
    entries[0..<pivot].sort()
    ranked = pivot
  }

  /// The `k`th smallest entry (from 1), by a max-heap of the `k` smallest seen.
  static func kthSmallest(_ entries: [UInt64], _ k: Int) -> UInt64 {
    var heap = Array(entries.prefix(k))
    heap.withUnsafeMutableBufferPointer { heap in
      // Build a max-heap.
      for start in stride(from: k / 2 - 1, through: 0, by: -1) { siftDown(heap, start, k) }
      for value in entries.dropFirst(k) where value < heap[0] {
        heap[0] = value
        siftDown(heap, 0, k)
      }
    }
    return heap[0]
  }

  private static func siftDown(_ heap: UnsafeMutableBufferPointer<UInt64>, _ start: Int, _ count: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var largest = left
      if left + 1 < count && heap[left + 1] > heap[left] { largest = left + 1 }
      guard heap[largest] > heap[parent] else { return }
      heap.swapAt(parent, largest)
      parent = largest
    }
  }

  /// Adds the matches of new items. The ranked prefix (cut to `keptPrefix`) takes the new
  /// matches that belong in it, in order; the rest go after, unranked.
  mutating func add(_ new: [UInt64]) {
    guard !new.isEmpty else { return }
    if ranked == 0 {
      entries += new
      return
    }
    ranked = min(ranked, Self.keptPrefix)
    let incoming = new.sorted()
    let prefix = Array(entries[0..<ranked])
    var merged: [UInt64] = []
    merged.reserveCapacity(ranked)
    var old = 0
    var fresh = 0
    while merged.count < ranked {
      if fresh < incoming.count && (old >= prefix.count || incoming[fresh] < prefix[old]) {
        merged.append(incoming[fresh])
        fresh += 1
      } else {
        merged.append(prefix[old])
        old += 1
      }
    }
    entries.replaceSubrange(0..<ranked, with: merged)
    entries += prefix[old...]
    entries += incoming[fresh...]
  }

  /// Every match's item index, ascending.
  func indicesAscending() -> [UInt32] {
    var indices = entries.map { UInt32(truncatingIfNeeded: $0) }
    RadixSort.sort(&indices)
    return indices
  }

  /// What is wrong with the ranking, in words; empty when it is sound.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    if ranked > entries.count { problems.append("\(ranked) ranked of \(entries.count) entries") }
    let prefix = entries[0..<min(ranked, entries.count)]
    if zip(prefix, prefix.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("the ranked entries are not in order")
    }
    if let last = prefix.last, entries[prefix.count...].contains(where: { $0 < last }) {
      problems.append("an unranked entry is better than a ranked one")
    }
    return problems
  }
}

/// Least-significant-digit radix sorts, 16 bits a pass, a pass left out when every value has
/// the same digit there.
enum RadixSort {
  static func sort(_ values: inout [UInt64]) {
    guard values.count > 64 else {
      values.sort()
      return
    }
    var scratch = [UInt64](repeating: 0, count: values.count)
    for shift in stride(from: 0, to: 64, by: 16) {
      if pass(&values, &scratch, shift: UInt64(shift)) { swap(&values, &scratch) }
    }
  }

  static func sort(_ values: inout [UInt32]) {
    guard values.count > 64 else {
      values.sort()
      return
    }
    var scratch = [UInt32](repeating: 0, count: values.count)
    for shift in [0, 16] where pass(&values, &scratch, shift: UInt32(shift)) { swap(&values, &scratch) }
  }

  /// One counting pass by the 16 bits at `shift`, from `values` into `scratch`; false (nothing
  /// moved) when every value has the same digit.
  private static func pass<Value: FixedWidthInteger & UnsignedInteger>(
    _ values: inout [Value], _ scratch: inout [Value], shift: Value
  ) -> Bool {
    var counts = [Int](repeating: 0, count: 65537)
    values.withUnsafeBufferPointer { values in
      counts.withUnsafeMutableBufferPointer { counts in
        for value in values { counts[Int(truncatingIfNeeded: (value >> shift) & 0xFFFF) + 1] += 1 }
      }
    }
    if counts.contains(values.count) { return false }
    for digit in 1..<counts.count { counts[digit] += counts[digit - 1] }
    values.withUnsafeBufferPointer { values in
      scratch.withUnsafeMutableBufferPointer { scratch in
        counts.withUnsafeMutableBufferPointer { counts in
          for value in values {
            let digit = Int(truncatingIfNeeded: (value >> shift) & 0xFFFF)
            scratch[counts[digit]] = value
            counts[digit] += 1
          }
        }
      }
    }
    return true
  }
}
