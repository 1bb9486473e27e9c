/// What happens in a choice list, besides keys, that fzf's `--bind` can bind actions to
/// (`start:reload(…)`, `change:first`), by fzf 0.74's names; when each fires is fzf's
/// (`src/terminal.go`): see each case.
package enum ListEvent: String, CaseIterable, Equatable, Hashable, Sendable {
  /// Once, when the list starts, before any other event.
  case start
  /// The items have all been read, at the start and after each `reload(…)`.
  case load
  /// A key's actions changed the query.
  case change
  /// The highlighted item changed (to another item or none).
  case focus
  /// The matches were counted anew: the query changed, items were read, a reload ended.
  case result
  /// The items are all read and exactly one matches.
  case one
  /// The items are all read and none matches.
  case zero
  /// The terminal changed size.
  case resize
  /// A key's actions changed which items are marked.
  case multi
  /// Backspace on an empty query.
  case backwardEOF = "backward-eof"

  /// fzf's name.
  package var name: String { rawValue }

  /// The event fzf names `name` (case ignored), or nil.
  package init?(name: String) {
    self.init(rawValue: name.lowercased())
  }
}
