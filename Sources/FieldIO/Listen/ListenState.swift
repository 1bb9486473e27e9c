/// The list's state as `GET /` answers it, with fzf 0.74's field names, order and shapes (its
/// `Status` and `StatusItem` in `src/terminal.go`): `reading`, `progress`, `query`, `position`,
/// `sort`, `totalCount`, `matchCount`, `current` (null when nothing is highlighted), `matches`
/// and `selected` (a page of each), every item as `{"index", "text", "positions"}`, `positions`
/// left out when empty.
///
/// ```swift
/// var state = ListenState()
/// state.query = "1"
/// state.json  // {"reading":false,"progress":100,"query":"1",...}
/// ```
package struct ListenState: Equatable, Sendable {
  /// One item: its place in the input (from 0), its text as read (colours left out), and the
  /// places of the characters the query matches, ascending.
  package struct Item: Equatable, Sendable {
    /// The item's place in the input, from 0.
    package var index: Int
    /// The item's text.
    package var text: String
    /// The matched characters' places (Unicode scalars, from 0), ascending.
    package var positions: [Int]

    /// An item.
    package init(index: Int, text: String, positions: [Int] = []) {
      self.index = index
      self.text = text
      self.positions = positions
    }

    var json: String {
      var members = [("index", String(index)), ("text", JSONText.string(text))]
      if !positions.isEmpty {
        members.append(("positions", JSONText.array(json: positions.map(String.init))))
      }
      return JSONText.object(json: members)
    }
  }

  /// True while items are still read.
  package var reading = false
  /// How far the matching has gone, in percent (the list matches at once: 100).
  package var progress = 100
  /// The query.
  package var query = ""
  /// The highlighted row among the matches, from 0.
  package var position = 0
  /// True when the matches are ranked (false with `--no-sort`, `toggle-sort`).
  package var sort = true
  /// The items read.
  package var totalCount = 0
  /// The matches.
  package var matchCount = 0
  /// The highlighted item, or nil.
  package var current: Item?
  /// The page of the matches, best first.
  package var matches: [Item] = []
  /// The page of the marked items.
  package var selected: [Item] = []

  /// An empty list's state.
  package init() {}

  /// The state as one line of JSON.
  package var json: String {
    JSONText.object(json: [
      ("reading", String(reading)), ("progress", String(progress)), ("query", JSONText.string(query)),
      ("position", String(position)), ("sort", String(sort)), ("totalCount", String(totalCount)),
      ("matchCount", String(matchCount)), ("current", current?.json ?? "null"),
      ("matches", JSONText.array(json: matches.map(\.json))),
      ("selected", JSONText.array(json: selected.map(\.json))),
    ])
  }
}
