extension ChoiceList {
  /// True when item `index` is left out of the matches (``exclude(_:)``).
  package func isExcluded(_ index: Int) -> Bool { exclusions.contains(index) }

  /// How many items are left out of the matches.
  package var excludedCount: Int { exclusions.count }

  /// Leaves items out of the matches for as long as the list holds them, whatever the query
  /// (fzf's `exclude` and `exclude-multi`): they are unmarked, and the highlight stays on its row,
  /// which the next match takes. A reload makes a new list, so it brings them back, as in fzf.
  package mutating func exclude(_ indices: [Int]) {
    let new = indices.filter { (0..<store.count).contains($0) && !exclusions.contains($0) }
    guard !new.isEmpty else { return }
    for index in new {
      exclusions.insert(index)
      marks.remove(index)
    }
    dropExcluded()
    // A query a later one narrowed kept its matches from before: they may hold the items.
    narrowed = []
    highlight = max(0, min(highlight, rowCount - 1))
    rank(rows: highlight + 1)
  }

  /// Takes the excluded items out of the matches.
  mutating func dropExcluded() {
    ranking.remove { exclusions.contains($0) }
    if let prepared, ranking.unscored > 0, ranking.ranked == 0 {
      ranking = Ranking(entries: ParallelMatch.scoreAll(store, prepared, ranking.entries))
    }
  }

  /// The row of item `index` among the matches, ranking as many rows as that needs; nil when the
  /// query does not match it or it is left out.
  package mutating func row(ofItem index: Int) -> Int? {
    guard (0..<store.count).contains(index), !exclusions.contains(index) else { return nil }
    guard let prepared else { return rowWithoutQuery(of: index) }
    if ranking.unscored > 0 {
      ranking = Ranking(entries: ParallelMatch.scoreAll(store, prepared, ranking.entries))
    }
    guard let row = ranking.rank(ofItem: index) else { return nil }
    rank(rows: row + 1)
    return item(atRow: row) == index ? row : nil
  }
}

extension ChoiceList {
  /// What is wrong with the exclusions, in words: an excluded item past the items, marked, or
  /// among the matches.
  func exclusionViolations() -> [String] {
    var problems: [String] = []
    if exclusions.sorted.last.map({ $0 >= store.count }) ?? false {
      problems.append("an exclusion is past the items")
    }
    if zip(exclusions.sorted, exclusions.sorted.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("the exclusions are not in order")
    }
    if exclusions.sorted.contains(where: marks.contains) { problems.append("an excluded item is marked") }
    if prepared != nil, ranking.entries.contains(where: { exclusions.contains(Ranking.index(of: $0)) }) {
      problems.append("an excluded item is a match")
    }
    if prepared == nil,
      (0..<min(rowCount, 64)).contains(where: { item(atRow: $0).map(exclusions.contains) ?? false })
    {
      problems.append("an excluded item is on a row")
    }
    return problems
  }
}

/// The items left out of a list's matches: a bit for each (to test an item) and their indices in
/// order (to count the items before a row when the query is empty).
struct ItemExclusions: Sendable, Equatable {
  private var bits = MarkSet()
  /// The indices, ascending.
  private(set) var sorted: [Int] = []

  var count: Int { sorted.count }
  var isEmpty: Bool { sorted.isEmpty }

  func contains(_ index: Int) -> Bool { bits.contains(index) }

  mutating func insert(_ index: Int) {
    guard !bits.contains(index) else { return }
    bits.insert(index)
    let position = countBefore(index)
    sorted.insert(index, at: position)
  }

  /// How many excluded items come before item `index`.
  func countBefore(_ index: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index of the `kept`th item (from 0) that is not excluded.
  func keptItem(_ kept: Int) -> Int {
    // `sorted[j] - j` never decreases; the answer is `kept` plus how many of them are ≤ `kept`.
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] - middle <= kept { low = middle + 1 } else { high = middle }
    }
    return kept + low
  }

  /// The exclusions after an item was inserted at `position` (the later ones move up).
  func inserting(at position: Int) -> ItemExclusions {
    var moved = ItemExclusions()
    for index in sorted { moved.insert(index >= position ? index + 1 : index) }
    return moved
  }

  /// The exclusions after the items were put in `order` (`order[new] == old`).
  func reordered(_ order: [Int]) -> ItemExclusions {
    guard !isEmpty else { return self }
    var moved = ItemExclusions()
    for (new, old) in order.enumerated() where contains(old) { moved.insert(new) }
    return moved
  }
}
