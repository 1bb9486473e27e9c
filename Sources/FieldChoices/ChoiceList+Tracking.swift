/// Which item a list's highlight follows when its matches change: the query, the order, new
/// items (fzf's `--track` and `track-current`).
package enum ChoiceTracking: Equatable, Sendable {
  /// None: a new query puts the highlight on the first row.
  case off
  /// Whichever item is highlighted, always (`--track`, `toggle-track`).
  case highlighted
  /// This item, until the highlight moves off it (`track-current`): then tracking stops.
  case item(Int)
}

extension ChoiceList {
  /// Puts the highlight back on `item` after the matches changed, when it is still a match.
  /// Otherwise, as in fzf, the highlight keeps its row (`row`, as far as the rows go), or, for an
  /// item tracked alone (``ChoiceTracking/item(_:)``), which is tracked no more, its place on the
  /// screen counted from the top (`row` less ``firstShownRow``).
  mutating func follow(_ item: Int, from row: Int) {
    if let found = self.row(ofItem: item) {
      highlight = found
      return
    }
    var kept = row
    if case .item = tracking {
      tracking = .off
      kept = row - firstShownRow
    }
    highlight = max(0, min(kept, rowCount - 1))
    rank(rows: highlight + 1)
  }

  /// Puts the highlight on row `row` as far as the rows go: now, or when the first items come
  /// while there is no row yet, unless the highlight has moved or the query changed by then (fzf
  /// keeps the highlight's row when a reload brings new items).
  package mutating func keepRow(_ row: Int) {
    keptRow = row
    placeKeptRow()
  }

  /// Puts the highlight on the row ``keepRow(_:)`` kept, once there are rows.
  mutating func placeKeptRow() {
    guard let row = keptRow, rowCount > 0 else { return }
    keptRow = nil
    highlight = max(0, min(row, rowCount - 1))
    rank(rows: highlight + 1)
  }

  /// Ends the tracking of one item once the highlight has moved off it.
  mutating func untrackIfMoved() {
    keptRow = nil
    if case .item(let tracked) = tracking, highlightedItem != tracked { tracking = .off }
  }
}

extension ChoiceTracking {
  /// What the count shows after the matches (fzf's `+T` for every item, `+t` for one).
  package var countMark: String {
    switch self {
    case .off: ""
    case .highlighted: " +T"
    case .item: " +t"
    }
  }
}
