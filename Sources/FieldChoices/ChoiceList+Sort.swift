extension ChoiceList {
  /// Ranks the matches (true) or keeps them in the items' order (false: fzf's `--no-sort`), the
  /// query matched anew in that order (fzf's `toggle-sort`); the highlight goes to the first row.
  package mutating func setSortsMatches(_ sorts: Bool) {
    guard configuration.sortsMatches != sorts else { return }
    let tracked = tracking == .off ? nil : highlightedItem
    let row = highlight
    defer { if let tracked { follow(tracked, from: row) } }
    configuration.sortsMatches = sorts
    let text = query.text
    // The matches kept for earlier queries are in the old order: none is taken back.
    narrowed = []
    prepared = nil
    ranking = Ranking()
    query = makeQuery("")
    setQuery(text)
  }
}
