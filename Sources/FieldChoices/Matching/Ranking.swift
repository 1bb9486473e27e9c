/// The matches of a query, in rank order as far as it has been worked out: every match is one
/// `UInt64` that sorts as the rank does (fzf's order: higher score first, then the shorter item,
/// then the earlier one), and only a prefix is kept sorted, as long as the rows shown need.
///
/// An entry is `(65535 - score) << 48 | length << 32 | unscored << 31 | index` (score and length
/// clamped to 16 bits, as fzf clamps them), so ascending entries are best first and no two are
/// equal. An entry may be unscored: it matches, and its score field holds an upper bound of its
/// score so low that, even at that score, its length and index would rank it after the last
/// ranked row, so it cannot be among the ranked rows; it is scored when more rows are ranked
/// (`ChoiceList.rank(rows:)`).
///
/// An order other than the plain one (`RankOrder.isPlain`: other tiebreaks, `--tac`, `--no-sort`)
/// gives every entry a key (`keys`, beside `entries`): every match is scored and all of them are
/// ranked at once, by key, then by index (later first when `reversed`); matches added later
/// leave none ranked until rows are asked for again, so that a stream of batches sorts once a
/// frame (or once, for `--filter`), not once a batch.
struct Ranking: Sendable, Equatable {
  /// Every match, in item order.
  private(set) var entries: [UInt64] = []
  /// The best matches in rank order, every one scored: the first rows, as many as have been
  /// asked for (all of them once every row has been).
  private(set) var top: [UInt64] = []
  /// How many entries are unscored.
  private(set) var unscored = 0
  /// Each entry's key, for an order other than the plain one; nil for the plain order.
  private(set) var keys: [UInt64]?
  /// With keys, true when the later item comes first among equal keys.
  private(set) var reversed = false

  /// The bit of an unscored entry.
  static let unscoredBit: UInt64 = 1 << 31

  /// Past this many ranked rows, a batch of new items cuts the ranked rows back to it, so that a
  /// batch costs its own size.
  static let keptPrefix = 4096

  /// An entry for a match: scored, or `unscored` with an upper bound for its score.
  @inline(__always)
  static func entry(score: Int32, length: Int, index: Int, unscored: Bool = false) -> UInt64 {
    let score = UInt64(65535 - min(65535, max(0, Int(score))))
    return score << 48 | UInt64(min(65535, max(0, length))) << 32 | (unscored ? unscoredBit : 0)
      | UInt64(UInt32(truncatingIfNeeded: index) & 0x7FFF_FFFF)
  }

  /// The item index of an entry.
  @inline(__always)
  static func index(of entry: UInt64) -> Int { Int(entry & 0x7FFF_FFFF) }

  /// The score of an entry (its bound when unscored).
  @inline(__always)
  static func score(of entry: UInt64) -> Int32 { 65535 - Int32(truncatingIfNeeded: entry >> 48) }

  /// True for an unscored entry.
  @inline(__always)
  static func isUnscored(_ entry: UInt64) -> Bool { entry & unscoredBit != 0 }

  /// The matches (in item order), the best of them ranked in `top` (which must be the best of
  /// the scored entries, and better than every unscored one's bound).
  init(entries: [UInt64] = [], top: [UInt64] = []) {
    self.entries = entries
    self.top = top
    unscored = entries.reduce(0) { $0 + (Self.isUnscored($1) ? 1 : 0) }
  }

  /// The matches (in item order, every one scored) with their keys, all ranked.
  init(entries: [UInt64], keys: [UInt64], reversed: Bool) {
    precondition(entries.count == keys.count, "a key for each entry")
    self.entries = entries
    self.keys = keys
    self.reversed = reversed
    top = Self.ordered(entries, keys, reversed: reversed)
  }

  /// The entries in the order of their keys, then of their indices.
  private static func ordered(_ entries: [UInt64], _ keys: [UInt64], reversed: Bool) -> [UInt64] {
    var order = Array(entries.indices)
    if reversed {
      order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 > $1 }
    } else {
      order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }
    return order.map { entries[$0] }
  }

  /// The number of matches.
  var count: Int { entries.count }

  /// How many rows are in rank order.
  var ranked: Int { top.count }

  /// The item index at rank `row`, or nil past the ranked rows.
  func item(atRow row: Int) -> Int? {
    row < top.count ? Self.index(of: top[row]) : nil
  }

  /// Puts at least the first `rows` in rank order: the best `rows` picked out (a bounded heap
  /// over every entry, then a sort of those), or, when that is much of the list, a sorted copy of
  /// all.
  mutating func rank(rows: Int) {
    let wanted = min(rows, entries.count)
    guard wanted > top.count else { return }
    if let keys {
      top = Self.ordered(entries, keys, reversed: reversed)
      return
    }
    precondition(unscored == 0, "unscored entries are scored before more rows are ranked")
    if wanted * 8 >= entries.count || entries.count <= 4096 {
      var all = entries
      RadixSort.sort(&all)
      top = all
      return
    }
    let target = max(wanted, min(entries.count, top.count * 2))
    top = Self.smallest(entries, target)
  }

  /// The `k` smallest entries, sorted, by a max-heap of the `k` smallest seen.
  static func smallest(_ entries: [UInt64], _ k: Int) -> [UInt64] {
    var heap = Array(entries.prefix(k))
    heap.withUnsafeMutableBufferPointer { heap in
      for start in stride(from: k / 2 - 1, through: 0, by: -1) { siftDown(heap, start, k) }
      entries.withUnsafeBufferPointer { entries in
        for value in entries[k...] where value < heap[0] {
          heap[0] = value
          siftDown(heap, 0, k)
        }
      }
    }
    heap.sort()
    return heap
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

  /// Adds the matches of new items (after every item so far). The ranked rows (cut to
  /// `keptPrefix`) take the new matches that belong among them.
  mutating func add(_ new: [UInt64], keys newKeys: [UInt64] = []) {
    guard !new.isEmpty else { return }
    if keys != nil {
      entries += new
      keys! += newKeys
      top = []
      return
    }
    // Every row was ranked: the new ones are too (up to `keptPrefix`).
    let rankedAll = top.count == entries.count
    entries += new
    guard !top.isEmpty else { return }
    let size = min(rankedAll ? top.count + new.count : top.count, Self.keptPrefix)
    if top.count > size { top.removeLast(top.count - size) }
    let incoming = new.sorted()
    var merged: [UInt64] = []
    merged.reserveCapacity(size)
    var old = 0
    var fresh = 0
    while merged.count < min(size, top.count + incoming.count) {
      if fresh < incoming.count && (old >= top.count || incoming[fresh] < top[old]) {
        merged.append(incoming[fresh])
        fresh += 1
      } else {
        merged.append(top[old])
        old += 1
      }
    }
    top = merged
  }

  /// Takes out the matches of the items `isRemoved` picks (fzf's `exclude`). The ranked rows
  /// left are still the best of the entries left; when none is left but some entries are
  /// unscored, the caller scores them.
  mutating func remove(items isRemoved: (Int) -> Bool) {
    if let oldKeys = keys {
      var kept: [UInt64] = []
      var keptKeys: [UInt64] = []
      for (entry, key) in zip(entries, oldKeys) where !isRemoved(Self.index(of: entry)) {
        kept.append(entry)
        keptKeys.append(key)
      }
      entries = kept
      keys = keptKeys
    } else {
      entries.removeAll { isRemoved(Self.index(of: $0)) }
    }
    top.removeAll { isRemoved(Self.index(of: $0)) }
    unscored = entries.reduce(0) { $0 + (Self.isUnscored($1) ? 1 : 0) }
  }

  /// The rank (from 0) item `index` has among the matches, or nil when it is none. With keys,
  /// the rows are ranked first; without, every entry must be scored.
  mutating func rank(ofItem index: Int) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if Self.index(of: entries[middle]) < index { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, Self.index(of: entries[low]) == index else { return nil }
    if keys != nil {
      rank(rows: entries.count)
      return top.firstIndex { Self.index(of: $0) == index }
    }
    precondition(unscored == 0, "every entry is scored before an item's rank is counted")
    let entry = entries[low]
    return entries.reduce(0) { $0 + ($1 < entry ? 1 : 0) }
  }

  /// What is wrong with the ranking, in words; empty when it is sound.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    if zip(entries, entries.dropFirst()).contains(where: { Self.index(of: $0) >= Self.index(of: $1) }) {
      problems.append("the entries are not in item order")
    }
    if top.count > entries.count { problems.append("\(top.count) ranked of \(entries.count) entries") }
    if let keys {
      if keys.count != entries.count { problems.append("\(keys.count) keys for \(entries.count) entries") }
      if !top.isEmpty && top.count != entries.count {
        problems.append("an order with keys ranks every entry or none")
      }
      if unscored > 0 { problems.append("an order with keys has unscored entries") }
      return problems
    }
    if zip(top, top.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("the ranked entries are not in order")
    }
    if top.contains(where: Self.isUnscored) { problems.append("an unscored entry is ranked") }
    if entries.reduce(0, { $0 + (Self.isUnscored($1) ? 1 : 0) }) != unscored {
      problems.append("the unscored count is wrong")
    }
    // An unscored entry at its bound's score would still rank after the last ranked row.
    if let last = top.last, entries.contains(where: { Self.isUnscored($0) && $0 & ~Self.unscoredBit <= last })
    {
      problems.append("an unscored entry's bound could rank it among the ranked rows")
    }
    if unscored > 0 && top.isEmpty { problems.append("unscored entries with no ranked row") }
    if let last = top.last {
      let ranked = Set(top)
      if entries.contains(where: { $0 < last && !ranked.contains($0) && !Self.isUnscored($0) }) {
        problems.append("an unranked entry is better than a ranked one")
      }
      if !ranked.isSubset(of: Set(entries)) { problems.append("a ranked entry is not a match") }
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
