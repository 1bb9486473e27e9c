/// How a choice list is arranged and marked, as fzf's layout options arrange it: where the
/// query goes and which way the items run, a header, where the count goes, the pointer and the
/// marker, whether moving past an end wraps, and a border.
package struct ChoiceListAppearance: Equatable, Sendable {
  /// Where the query goes and which way the items run.
  package enum Layout: Equatable, Sendable {
    /// The query on top, the best item under it (fzf's `--layout=reverse`; the list's default).
    case queryOnTop
    /// The query at the bottom, the best item just above it, the rest upwards (fzf's default).
    case queryAtBottom
    /// The query at the bottom, the items from the top down (fzf's `--layout=reverse-list`).
    case queryAtBottomItemsDown
  }

  /// Where the count of matches goes.
  package enum Info: Equatable, Sendable {
    /// After the query, on its row.
    case onQueryRow
    /// On a row of its own next to the query's (fzf's `--info=default`).
    case ownRow
    /// Not shown.
    case hidden
  }

  /// Where the query goes and which way the items run.
  package var layout = Layout.queryOnTop
  /// Where the count goes.
  package var info = Info.onQueryRow
  /// Lines shown between the query and the items, never matched or chosen (`--header`), each
  /// shown as one line: their SGR colours are drawn, every other escape sequence is left out (as
  /// fzf draws its `--header`, with or without `--ansi`).
  package var header: [String] = []
  /// The column names: the input's first lines, taken out of the items (`--header-lines`), drawn
  /// next to the items (the header is further from them) and in their columns, as an item is
  /// drawn (its colours only when the list reads them, `--ansi`).
  package var headerLines: [String] = []
  /// The query's label; nil for the list's own ("Query: ", or inline the title).
  package var prompt: String?
  /// Drawn before the highlighted row.
  package var pointer = "›"
  /// Drawn before a marked item.
  package var marker = "✓"
  /// Moving up from the first row goes to the last, and down from the last to the first.
  package var cycles = false
  /// A border around the list.
  package var hasBorder = false
  /// The columns between tab stops in an item and in the preview (`--tabstop`).
  package var tabStop = ChoiceListLayout.tabStop
  /// Lines below the items (fzf's `--footer`, `change-footer`), kept as given: not drawn yet.
  package var footer: [String] = []
  /// Shown where the query is while it is empty (fzf's `--ghost`, `change-ghost`): not drawn yet.
  package var ghost = ""
  /// The label on the border (fzf's `--border-label`, `change-border-label`): not drawn yet.
  package var borderLabel = ""

  /// The list's own appearance.
  package init() {}
}
