extension ChoiceList {
  /// The fewest rows a new query ranks at once; more are ranked as they are shown.
  static let firstRanked = 64

  /// Reads `text` as the query and matches it: the items that satisfy every term, ranked best
  /// first (the first rows at once; ``rank(rows:)`` for more). When the new query narrows the
  /// last one, only the last one's matches are searched. The highlight goes to the first row,
  /// the best match, as in fzf.
  public mutating func setQuery(_ text: String) {
    let new = makeQuery(text)
    guard new != query || new.text != query.text else { return }
    let old = query
    query = new
    highlight = 0
    highlightSettled = true
    guard !new.isEmpty else {
      prepared = nil
      ranking = Ranking()
      return
    }
    if new.termSets == old.termSets && new.mode == old.mode && prepared != nil { return }
    let ready = PreparedQuery(
      new, order: RankOrder(configuration), scheme: configuration.scheme, fields: configuration.matchedFields)
    let keep = max(Self.firstRanked, rowsWanted)
    let matched: ParallelMatch.Matched
    if prepared != nil && new.narrows(old) {
      matched = ParallelMatch.match(
        store, ready, candidates: ranking.entries,
        // Within fields, a longer term may match a later field better: no bound is known.
        increase: ready.fields == nil ? new.scoreIncrease(from: old) : nil, keep: keep)
    } else {
      matched = ParallelMatch.match(store, ready, 0..<store.count, keep: keep)
    }
    prepared = ready
    ranking = matched.ranking(ready.order)
  }

  /// Puts every match in rank order (what a filter that prints them all needs).
  public mutating func rankAll() {
    rank(rows: matchCount)
  }
}
