extension ChoiceList {
  /// The fewest rows a new query ranks at once; more are ranked as they are shown.
  static let firstRanked = 64

  /// Reads `text` as the query and matches it: the items that satisfy every term, ranked best
  /// first (the first rows at once; ``rank(rows:)`` for more). When the new query narrows the
  /// last one, only the last one's matches are searched. When it is a query that a later one
  /// narrowed (Backspace after typing), its matches are taken back as they were, unless items
  /// came since (fzf keeps a cache of matches per query for the same keys). The highlight goes
  /// to the first row, the best match (fzf keeps its row), unless the list tracks its
  /// highlighted item (fzf's `--track`).
  public mutating func setQuery(_ text: String) {
    keptRow = nil
    guard tracking != .off, let tracked = highlightedItem else { return match(text) }
    let row = highlight
    match(text)
    follow(tracked, from: row)
  }

  /// Reads `text` as the query and matches it, the highlight on the first row.
  private mutating func match(_ text: String) {
    let new = makeQuery(text)
    guard new != query || new.text != query.text else { return }
    let old = query
    query = new
    highlight = 0
    highlightSettled = true
    guard !new.isEmpty else {
      prepared = nil
      ranking = Ranking()
      narrowed = []
      return
    }
    if new.termSets == old.termSets && new.mode == old.mode && prepared != nil { return }
    narrowed.removeAll { $0.itemCount != store.count }
    if let index = narrowed.lastIndex(where: {
      $0.query.termSets == new.termSets && $0.query.mode == new.mode
    }) {
      prepared = narrowed[index].prepared
      ranking = narrowed[index].ranking
      narrowed.removeSubrange(index...)
      return
    }
    if let prepared, new.narrows(old) {
      narrowed.append(NarrowedQuery(query: old, prepared: prepared, ranking: ranking, itemCount: store.count))
      // Kept within four times the items' count of entries (8 bytes each): the oldest go first.
      while narrowed.reduce(0, { $0 + $1.ranking.count }) > 4 * max(store.count, 1024) {
        narrowed.removeFirst()
      }
    } else {
      narrowed = []
    }
    let ready = PreparedQuery(
      new, order: RankOrder(configuration), scheme: configuration.scheme,
      columns: configuration.matchedColumns)
    let keep = max(Self.firstRanked, rowsWanted)
    let matched: ParallelMatch.Matched
    if prepared != nil && new.narrows(old) {
      matched = ParallelMatch.match(
        store, ready, candidates: ranking.entries,
        // Within columns, a longer term may match a later column better: no bound is known.
        growth: ready.columns == nil ? new.scoreGrowth(from: old) : nil, keep: keep)
    } else {
      matched = ParallelMatch.match(store, ready, 0..<store.count, keep: keep)
    }
    prepared = ready
    ranking = matched.ranking(ready.order)
    if !exclusions.isEmpty { dropExcluded() }
  }

  /// Puts every match in rank order (what `--filter`, which prints them all, needs).
  public mutating func rankAll() {
    rank(rows: matchCount)
  }
}

/// A query that a later one narrowed, and its matches when it was left.
struct NarrowedQuery: Sendable {
  /// The query.
  var query: ChoiceQuery
  /// The query, prepared.
  var prepared: PreparedQuery
  /// Its matches, as far as they were ranked.
  var ranking: Ranking
  /// How many items there were: the matches hold for those items only.
  var itemCount: Int
}
